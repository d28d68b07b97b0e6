package dev.hbaseadvisor.rules.rowkey;

import dev.hbaseadvisor.codec.SaltCodec;
import dev.hbaseadvisor.codec.SegmentCodec;
import dev.hbaseadvisor.model.SaltSegment;
import dev.hbaseadvisor.rules.Rule;
import dev.hbaseadvisor.rules.RuleContext;
import dev.hbaseadvisor.workload.SaltShares;
import java.util.Locale;

/**
 * Flags a deterministic salt whose fields have too few values to fill its buckets, or values so
 * skewed that one bucket takes far more than its share, from the exact per-bucket shares of
 * {@link SaltShares}.
 */
public final class SaltFewValuesCheck implements Rule {

  @Override
  public String id() {
    return "salt-few-values";
  }

  @Override
  public void check(RuleContext context) {
    for (SegmentCodec segment : context.codec().segments()) {
      if (!(segment instanceof SaltCodec codec) || codec.segment().random()) {
        continue;
      }
      SaltSegment salt = codec.segment();
      SaltShares shares = SaltShares.of(context.schema(), salt);
      if (!shares.exact()) {
        continue;
      }
      int buckets = salt.buckets();
      int empty = buckets - shares.writtenBuckets();
      double even = 1.0 / buckets;
      double ratio = shares.largestShare() / even;
      if ((double) empty / buckets <= context.threshold("maxEmptyShare") && ratio < context.threshold("maxShareRatio")) {
        continue;
      }
      String fields = String.join(" and ", salt.from());
      String message = KeyFacts.label(segment) + " hashes the " + KeyFacts.count(shares.combinations()) + " values of "
          + fields + " into " + buckets + " buckets: ";
      if (empty > 0) {
        message += "only " + shares.writtenBuckets() + " can ever be written (" + empty
            + (empty == 1 ? " stays" : " stay") + " empty), and ";
      }
      message += String.format(Locale.ROOT, "bucket %d takes %.1f%% of the writes where an even share is %.1f%%",
          shares.busiestBucket(), 100 * shares.largestShare(), 100 * even);
      context.report(KeyFacts.path(segment), message);
    }
  }
}
