package dev.hbaseadvisor.rules.families;

import dev.hbaseadvisor.model.AccessPattern;
import dev.hbaseadvisor.model.Family;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.rules.Rule;
import dev.hbaseadvisor.rules.RuleContext;
import dev.hbaseadvisor.rules.Severity;
import java.util.List;

/**
 * Flags tables with more column families than flushes and compactions handle well; a family
 * created lazily that the design leaves empty is not counted.
 */
public final class TooManyFamiliesCheck implements Rule {

  @Override
  public String id() {
    return "too-many-families";
  }

  @Override
  public void check(RuleContext context) {
    TableSchema schema = context.schema();
    List<Family> families = schema.families().stream().filter(f -> !createdEmpty(f)).toList();
    List<String> empty = schema.families().stream().filter(TooManyFamiliesCheck::createdEmpty).map(Family::name)
        .toList();
    int count = families.size();
    String names = String.join(", ", families.stream().map(Family::name).toList())
        + (empty.isEmpty() ? "" : "; not counting " + String.join(", ", empty) + ", created lazily and empty");
    String fix = context.meta().fix().strip();
    if (count > context.threshold("maxFamilies")) {
      context.report(Severity.ERROR, "families", count + " column families (" + names + "), more than "
          + (long) context.threshold("maxFamilies") + ": a flush of any one of them flushes all of them in every region",
          fix, null);
    } else if (count >= context.threshold("warnFamilies") && count > 1) {
      String together = readTogether(schema.access(), count);
      if (together != null) {
        context.report(Severity.WARNING, "families", count + " column families (" + names + ") and " + together
            + "; a family beyond the first pays off only when reads are column-scoped", fix, null);
      }
    }
  }

  /**
   * Whether the application creates the family only when it first needs it and the design writes
   * nothing into it: an empty store has no memstore to flush and no files to compact.
   */
  static boolean createdEmpty(Family f) {
    return f.options().lazy() && f.columns().isEmpty();
  }

  /** Why the families do not look read separately, or null when every pattern reads a strict subset. */
  private static String readTogether(List<AccessPattern> access, int count) {
    if (access.isEmpty()) {
      return "no access pattern to show they are read separately";
    }
    for (AccessPattern pattern : access) {
      if (pattern.families().isEmpty() || pattern.families().size() >= count) {
        return "access pattern '" + pattern.name() + "' reads them all";
      }
    }
    return null;
  }
}
