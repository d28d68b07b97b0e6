package dev.hbaseadvisor.rules.families;

import dev.hbaseadvisor.model.Family;
import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.rules.RuleContext;

/** Flags families that keep deleted cells with nothing to bound them: no TTL, unlimited versions. */
public final class UnboundedDeletedCellsCheck extends FamilyCheck {

  @Override
  public String id() {
    return "unbounded-deleted-cells";
  }

  @Override
  protected void check(RuleContext context, Family family, String path) {
    if (family.keepDeletedCells() && family.ttlForever() && family.versions() > context.threshold("maxVersions")) {
      context.report(path + ".keepDeletedCells", "family '" + family.name() + "' keeps deleted cells with no TTL and "
          + Quantities.formatCount(family.versions())
          + " versions: nothing ever removes deleted cells or delete markers, so every delete makes the store larger");
    }
  }
}
