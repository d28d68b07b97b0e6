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
 * skewed that one bucket takes far more than its share (of the buckets, or of the region servers
 * when there are more buckets than servers), from the exact per-bucket shares of {@link SaltShares}.
 */
public final class SaltFewValuesCheck implements Rule {

  /**
   * The fix for Kylin's runs of shards: the runs, not the hashed values, leave shards empty or
   * full (apache/kylin storage-hbase/.../steps/CreateHTableJob.java @ c67891d sizes them).
   */
  private static final String RANGED_FIX = "Give each value as many shards as its share of the table asks (Kylin's"
      + " CreateHTableJob: a cuboid's size * 23 / MB per region + 1, at most the total), or fewer shards in all, so"
      + " that every shard is in some value's run. Uneven runs are by design in a bulk-loaded cube segment, whose"
      + " shards exist to aggregate a cuboid in parallel, but the fullest shard's region is the slowest part of"
      + " every such aggregation.";

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
        fewCombinations(context, segment, salt, shares);
        continue;
      }
      int buckets = salt.buckets();
      int empty = buckets - shares.writtenBuckets();
      // A hot bucket hurts when its server takes more than its share: with more buckets than
      // servers, several buckets share a server, so the even share that counts is the server's.
      int servers = Math.max(1, context.schema().cluster().regionServers());
      double even = Math.max(1.0 / buckets, 1.0 / servers);
      double ratio = shares.largestShare() / even;
      boolean emptyShards = (double) empty / buckets > context.threshold("maxEmptyShare");
      // Kylin sizes each cuboid's run to the cuboid, so uneven runs are by design: only shards that
      // no run reaches are worth a finding.
      if (!emptyShards && (salt.ranged() || ratio < context.threshold("maxShareRatio"))) {
        continue;
      }
      String message;
      if (salt.ranged()) {
        // Kylin's runs: each cuboid's rows stay in its own shards, so the runs, not the hashed
        // values, decide which shards fill.
        String runs = salt.shards().counts().isEmpty() ? "a run of " + salt.shards().byDefault()
            : "runs of up to " + salt.shards().largest();
        long values = context.schema().field(salt.per()).cardinality();
        message = KeyFacts.label(segment) + " gives " + (values == 1 ? "the one value" : "each of the "
            + KeyFacts.count(values) + " values") + " of " + salt.per() + " " + runs + " of its " + buckets
            + " shards: " + (shares.writtenBuckets() == 1 ? "one shard is" : "only " + shares.writtenBuckets()
            + " shards are") + " in any run (" + empty + " get none of these rows), and ";
      } else {
        message = KeyFacts.label(segment) + " hashes the " + KeyFacts.count(shares.combinations()) + " values of "
            + String.join(" and ", salt.from()) + " into " + buckets + " buckets: ";
        if (empty > 0) {
          message += "only " + shares.writtenBuckets() + " can ever be written (" + empty
              + (empty == 1 ? " stays" : " stay") + " empty), and ";
        }
      }
      message += String.format(Locale.ROOT, "bucket %d takes %.1f%% of the writes where an even share is %.1f%%",
          shares.busiestBucket(), 100 * shares.largestShare(), 100 * even)
          + (buckets > servers ? " (one of the " + servers + " region servers' share)" : "");
      context.report(KeyFacts.path(segment), message, salt.ranged() ? RANGED_FIX : context.meta().fix().strip());
    }
  }

  /**
   * A salt over key bytes (the whole key, or a byte range of it) whose value combinations are too
   * few to fill its buckets: which buckets they hash to is not known from the fields, but how many
   * is expected ({@link SaltShares#expectedWrittenBuckets}).
   */
  private static void fewCombinations(RuleContext context, SegmentCodec segment, SaltSegment salt, SaltShares shares) {
    int buckets = salt.buckets();
    double written = shares.expectedWrittenBuckets();
    long empty = Math.round(buckets - written);
    if (empty <= 0 || (double) empty / buckets <= context.threshold("maxEmptyShare")) {
      return;
    }
    context.report(KeyFacts.path(segment), KeyFacts.label(segment) + " hashes the key's " + KeyFacts.count(
        shares.combinations()) + " value combinations into " + buckets + " buckets: about " + Math.round(written)
        + " of them are ever written (which ones depends on the values) and about " + empty + " stay empty");
  }
}
