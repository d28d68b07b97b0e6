package dev.hbaseadvisor.rules.families;

import dev.hbaseadvisor.model.Family;
import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.rules.RuleContext;

/** Flags families with a TTL and minVersions above 0, which keep expired store files. */
public final class TtlWithMinVersionsCheck extends FamilyCheck {

  @Override
  public String id() {
    return "ttl-with-min-versions";
  }

  @Override
  protected void check(RuleContext context, Family family, String path) {
    if (!family.ttlForever() && family.minVersions() > 0) {
      context.report(path + ".minVersions", "family '" + family.name() + "' has ttl "
          + Quantities.formatDuration(family.ttlSeconds()) + " and minVersions " + family.minVersions()
          + ": HBase then never drops an expired store file whole (hbase.store.delete.expired.storefile),"
          + " so data past the TTL stays until compactions rewrite every file");
    }
  }
}
