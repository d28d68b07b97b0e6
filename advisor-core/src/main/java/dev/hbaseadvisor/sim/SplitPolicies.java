package dev.hbaseadvisor.sim;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.model.Cluster;
import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.function.Function;

/**
 * The registry of split policies: one explicit entry per {@code cluster.splitPolicy} value, in
 * the manner of the Caffeine simulator's {@code Registry}, so a new policy is a small class plus
 * one line here.
 */
public final class SplitPolicies {

  private static final Map<Cluster.SplitPolicy, Function<Cluster, SplitPolicy>> FACTORIES = factories();

  private SplitPolicies() {}

  private static Map<Cluster.SplitPolicy, Function<Cluster, SplitPolicy>> factories() {
    Map<Cluster.SplitPolicy, Function<Cluster, SplitPolicy>> f = new EnumMap<>(Cluster.SplitPolicy.class);
    // keep-sorted start
    f.put(Cluster.SplitPolicy.CONSTANT_SIZE, c -> new ConstantSizeSplitPolicy(c.maxFileSize()));
    f.put(Cluster.SplitPolicy.DELIMITED_KEY_PREFIX,
        c -> new DelimitedKeyPrefixSplitPolicy(c.maxFileSize(), c.flushSize(), Bytes.toBytesBinary(c.delimiter())));
    f.put(Cluster.SplitPolicy.DISABLED, c -> new DisabledSplitPolicy());
    f.put(Cluster.SplitPolicy.INCREASING_TO_UPPER_BOUND,
        c -> new IncreasingToUpperBoundSplitPolicy(c.maxFileSize(), c.flushSize()));
    f.put(Cluster.SplitPolicy.KEY_PREFIX, c -> new KeyPrefixSplitPolicy(c.maxFileSize(), c.flushSize(), c.prefixLength()));
    f.put(Cluster.SplitPolicy.STEPPING, c -> new SteppingSplitPolicy(c.maxFileSize(), c.flushSize()));
    // keep-sorted end
    return Collections.unmodifiableMap(f);
  }

  /** The policy a cluster names, configured with its sizes. */
  public static SplitPolicy of(Cluster cluster) {
    Function<Cluster, SplitPolicy> factory = FACTORIES.get(cluster.splitPolicy());
    if (factory == null) {
      throw new IllegalArgumentException("no split policy is registered for " + cluster.splitPolicy().yamlName());
    }
    return factory.apply(cluster);
  }
}
