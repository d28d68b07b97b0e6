package dev.hbaseadvisor.model;

/**
 * The cluster a table lives on, with the HBase defaults of {@code hbase-default.xml}:
 * {@code hbase.hregion.max.filesize} 10 GiB, {@code hbase.hregion.memstore.flush.size} 128 MiB,
 * and {@code SteppingSplitPolicy} as the default split policy since HBase 2.0.
 *
 * @param regionServers number of region servers
 * @param maxFileSize region size that triggers a split, in bytes
 * @param flushSize memstore flush size, in bytes
 * @param splitPolicy the region split policy
 * @param prefixLength key prefix length for the key-prefix policy, or 0
 * @param delimiter delimiter for the delimited-key-prefix policy, or null
 */
public record Cluster(
    int regionServers,
    long maxFileSize,
    long flushSize,
    SplitPolicy splitPolicy,
    int prefixLength,
    String delimiter) {

  /** Three region servers with HBase's default sizes and policy. */
  public static final Cluster DEFAULT =
      new Cluster(3, 10L << 30, 128L << 20, SplitPolicy.STEPPING, 0, null);

  /** HBase's region split policies ({@code hbase-server/.../regionserver/*RegionSplitPolicy.java}). */
  public enum SplitPolicy {
    STEPPING, INCREASING_TO_UPPER_BOUND, CONSTANT_SIZE, KEY_PREFIX, DELIMITED_KEY_PREFIX, DISABLED;

    /** The schema spelling, such as {@code increasing-to-upper-bound}. */
    public String yamlName() {
      return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }
  }
}
