package dev.hbaseadvisor.rules.families;

import dev.hbaseadvisor.model.Family;
import dev.hbaseadvisor.rules.Rule;
import dev.hbaseadvisor.rules.RuleContext;
import java.util.List;

/** A rule judged one column family at a time, given the family's path ({@code families[i]}). */
public abstract class FamilyCheck implements Rule {

  @Override
  public final void check(RuleContext context) {
    List<Family> families = context.schema().families();
    for (int i = 0; i < families.size(); i++) {
      check(context, families.get(i), "families[" + i + "]");
    }
  }

  /** Reports findings for one family, at paths under {@code path}. */
  protected abstract void check(RuleContext context, Family family, String path);
}
