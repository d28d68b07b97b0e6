package dev.hbaseadvisor.rules.families;

import dev.hbaseadvisor.model.Family;
import dev.hbaseadvisor.model.FamilyOptions;
import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.rules.RuleContext;

/**
 * Flags families that keep many versions, a history better kept as rows keyed by time; versions
 * the family states it keeps for bookkeeping ({@code versionsFor: bookkeeping}) are not a history.
 * When the workload states puts that overwrite cells ({@code workload.puts.overwrite}), the versions
 * are bounded, so the finding states what they cost a row instead of an unbounded growth; with a
 * cell timestamp field in the key ({@code cellTimestamp}) they keep none, and the finding says so.
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
      String head = "family '" + family.name() + "' keeps " + Quantities.formatCount(family.versions())
          + " versions of each cell, more than " + (long) context.threshold("maxVersions");
      dev.hbaseadvisor.model.Puts puts = context.schema().workload().puts();
      dev.hbaseadvisor.model.FieldSpec rowTime = context.schema().cellTimestampField();
      if (puts.overwrites() && rowTime != null) {
        // A put into an existing row keeps the row's timestamp: a compaction keeps one of two cells of
        // one timestamp without counting a version (ScanWildcardColumnTracker.checkColumn).
        context.report(path + ".versions", head + ", but the overwriting puts (workload.puts.overwrite) keep the row's"
            + " timestamp (field '" + rowTime.name() + "' is cellTimestamp), so each replaces the cell: no second"
            + " version is ever kept, and a history expected from them is lost");
        return;
      }
      if (puts.overwrites()) {
        double cells = 0;
        for (dev.hbaseadvisor.model.Column column : family.columns()) {
          cells += dev.hbaseadvisor.model.CellSizes.cellsPerRow(column);
        }
        double newest = context.cellSizes().familyBytesPerRow(family);
        double overwritten = newest * (cells <= 0 ? 1 : Math.min(1, puts.overwriteCells() / cells));
        double full = newest + (family.versions() - 1.0) * overwritten;
        context.report(path + ".versions", head + ": the overwriting puts (workload.puts.overwrite) keep up to that many"
            + " versions of each cell they write again, " + Quantities.formatSize(full) + " a row at most instead of "
            + Quantities.formatSize(newest) + ", and every read skips the versions it does not want");
        return;
      }
      context.report(path + ".versions", head
          + ": a history read from versions grows one row without bound and every read skips the versions it does not"
          + " want");
    }
  }
}
