package dev.hbaseadvisor.rules.families;

import dev.hbaseadvisor.model.CellSizes;
import dev.hbaseadvisor.model.Family;
import dev.hbaseadvisor.rules.RuleContext;
import dev.hbaseadvisor.rules.Severity;
import java.util.Locale;

/** Flags family names longer than a character or two, graded by their share of each cell. */
public final class LongFamilyNameCheck extends FamilyCheck {

  @Override
  public String id() {
    return "long-family-name";
  }

  @Override
  protected void check(RuleContext context, Family family, String path) {
    int bytes = CellSizes.familyBytes(family.name());
    if (bytes <= context.threshold("maxBytes")) {
      return;
    }
    String message = "family name '" + family.name() + "' is " + bytes + " bytes, repeated in the key of every cell";
    Severity severity = Severity.INFO;
    double cells = family.columns().stream().mapToDouble(CellSizes::cellsPerRow).sum();
    if (cells > 0) {
      double meanCell = context.cellSizes().familyBytesPerRow(family) / cells;
      double share = (bytes - 1) / meanCell;
      message += String.format(Locale.ROOT, "; the %d bytes beyond one character are %.0f%% of its mean cell of %.0f bytes",
          bytes - 1, share * 100, meanCell);
      if (share >= context.threshold("warnShare")) {
        severity = Severity.WARNING;
      }
    }
    context.report(severity, path + ".name", message, fix(context, family), null);
  }

  private static String fix(RuleContext context, Family family) {
    String first = family.name().substring(0, 1).toLowerCase(Locale.ROOT);
    boolean clash = context.schema().families().stream().filter(f -> f != family)
        .anyMatch(f -> f.name().toLowerCase(Locale.ROOT).startsWith(first));
    String to = clash || !Character.isLetterOrDigit(first.charAt(0)) ? "a one-character name" : "'" + first + "'";
    return "Rename family '" + family.name() + "' to " + to + " before the table holds data; keep the long name in"
        + " documentation.";
  }
}
