package dev.hbaseadvisor.rules.families;

import dev.hbaseadvisor.model.Family;
import dev.hbaseadvisor.model.FamilyOptions;
import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.rules.RuleContext;

/**
 * Flags families that keep many versions, a history better kept as rows keyed by time; versions
 * the family states it keeps for bookkeeping ({@code versionsFor: bookkeeping}) are not a history.
 */
public final class VersionsAsHistoryCheck extends FamilyCheck {

  @Override
  public String id() {
    return "versions-as-history";
  }

  @Override
  protected void check(RuleContext context, Family family, String path) {
    if (family.versions() > context.threshold("maxVersions")
        && family.options().versionsFor() != FamilyOptions.VersionsUse.BOOKKEEPING) {
      context.report(path + ".versions", "family '" + family.name() + "' keeps " + Quantities.formatCount(family.versions())
          + " versions of each cell, more than " + (long) context.threshold("maxVersions")
          + ": a history read from versions grows one row without bound and every read skips the versions it does not"
          + " want");
    }
  }
}
