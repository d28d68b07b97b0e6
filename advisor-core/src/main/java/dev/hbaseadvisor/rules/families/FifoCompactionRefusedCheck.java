package dev.hbaseadvisor.rules.families;

import dev.hbaseadvisor.model.Family;
import dev.hbaseadvisor.model.FamilyOptions;
import dev.hbaseadvisor.rules.RuleContext;

/**
 * Flags a FIFO-compacted family that HBase refuses: one without a TTL or with {@code minVersions}
 * above 0 ({@code TableDescriptorChecker.checkCompactionPolicy}, HBase 2.6).
 */
public final class FifoCompactionRefusedCheck extends FamilyCheck {

  @Override
  public String id() {
    return "fifo-compaction-refused";
  }

  @Override
  protected void check(RuleContext context, Family family, String path) {
    if (family.options().compactionPolicy() != FamilyOptions.CompactionPolicy.FIFO) {
      return;
    }
    String why = null;
    if (family.ttlForever()) {
      why = "has no ttl (\"Default TTL is not supported for FIFO compaction\"): FIFO only ever deletes files whose"
          + " cells have all expired, so without a TTL it would keep every file forever, unmerged";
    } else if (family.minVersions() > 0) {
      why = "keeps minVersions " + family.minVersions() + " (\"MIN_VERSION > 0 is not supported for FIFO"
          + " compaction\"): whole files cannot be deleted while cells in them must outlive the TTL";
    }
    if (why != null) {
      context.report(path + ".compactionPolicy", "family '" + family.name() + "' uses FIFO compaction but " + why
          + "; HBase's table sanity checks refuse to create or alter the table");
    }
  }
}
