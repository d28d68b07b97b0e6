package dev.hbaseadvisor.live;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.importer.KeyInference;
import dev.hbaseadvisor.importer.RowkeyProposal;
import dev.hbaseadvisor.model.Cluster;
import dev.hbaseadvisor.splits.TableAttributes;
import java.util.List;
import java.util.Locale;
import org.apache.hadoop.hbase.HConstants;
import org.apache.hadoop.hbase.KeepDeletedCells;
import org.apache.hadoop.hbase.client.ColumnFamilyDescriptor;
import org.apache.hadoop.hbase.client.TableDescriptor;

/**
 * Writes a schema file in the advisor's format ({@code docs/schema-format.md}) for a live table:
 * every family with every setting the descriptor holds, the table's own split settings under
 * {@code cluster} (those it leaves to the cluster as comments), and its current region boundaries as an explicit pre-split. The rowkey is not
 * recorded anywhere in HBase: it is proposed from keys sampled from the table ({@link KeyInference}),
 * or, with too few of them, left as one {@code bytes} field for the user to describe; real keys of
 * the table stand beside it either way.
 */
final class Skeleton {

  private Skeleton() {}

  /** The fewest sampled keys a rowkey is proposed from; with fewer the rowkey is one {@code bytes} field. */
  static final int MIN_INFERENCE_KEYS = 20;

  /** The schema text, the rowkey left as one {@code bytes} field. */
  static String of(LiveTable live) {
    return of(live, List.of());
  }

  /**
   * The schema text, with the rowkey {@link KeyInference} proposes from {@code keys} (keys sampled
   * from the table) when there are at least {@link #MIN_INFERENCE_KEYS} of them.
   */
  static String of(LiveTable live, List<byte[]> keys) {
    TableDescriptor d = live.descriptor();
    boolean infer = keys.size() >= MIN_INFERENCE_KEYS;
    StringBuilder y = new StringBuilder();
    y.append("# Written by hbase-advisor inspect from the live table ").append(d.getTableName().getNameAsString())
        .append(".\n# Families, their settings and the pre-split are the table's. HBase does not record what the\n")
        .append(infer ? "# rowkey is made of: the rowkey below is proposed from " + keys.size() + " sampled keys; check "
            + "it and name\n# its fields (docs/import.md#rowkey-inference).\n"
            : "# rowkey is made of: describe it under fields and rowkey (docs/schema-format.md).\n");
    y.append("version: 1\n");
    y.append("table: ").append(quote(tableName(d))).append('\n');
    RowkeyProposal proposal = infer ? KeyInference.infer(keys).proposal() : null;
    y.append("\nfields:\n");
    if (proposal != null) {
      y.append(proposal.fields());
    } else {
      y.append("  key: { type: bytes, length: ").append(lengths(live.sampleKeys()))
          .append(" }   # the whole rowkey as raw bytes: replace with the fields it is built from\n");
    }
    y.append("\nrowkey:\n");
    if (!live.sampleKeys().isEmpty()) {
      y.append("  # Real keys of the table (the first row of ").append(live.sampleKeys().size())
          .append(" regions), in Bytes.toStringBinary form:\n");
      for (byte[] key : live.sampleKeys()) {
        y.append("  #   ").append(Bytes.toStringBinary(key)).append('\n');
      }
    }
    y.append(proposal != null ? proposal.rowkey() : "  - field: key\n");
    y.append("\nfamilies:\n");
    for (ColumnFamilyDescriptor f : d.getColumnFamilies()) {
      family(y, f);
    }
    cluster(y, live);
    List<LiveTable.Region> regions = live.regions();
    if (regions.size() > 1) {
      y.append("\npresplit:                # the table's ").append(regions.size()).append(" regions as they are now\n");
      y.append("  algorithm: explicit\n  splits:\n");
      for (LiveTable.Region r : regions.subList(1, regions.size())) {
        y.append("    - ").append(quote(Bytes.toStringBinary(r.start()))).append('\n');
      }
    }
    return y.toString();
  }

  private static void family(StringBuilder y, ColumnFamilyDescriptor f) {
    y.append("  - name: ").append(quote(f.getNameAsString())).append('\n');
    y.append("    versions: ").append(f.getMaxVersions()).append('\n');
    y.append("    minVersions: ").append(f.getMinVersions()).append('\n');
    y.append("    ttl: ").append(f.getTimeToLive() == HConstants.FOREVER ? "forever" : f.getTimeToLive()).append('\n');
    y.append("    keepDeletedCells: ").append(f.getKeepDeletedCells() != KeepDeletedCells.FALSE).append('\n');
    y.append("    compression: ").append(f.getCompressionType().getName().toLowerCase(Locale.ROOT)).append('\n');
    y.append("    bloomFilter: ").append(f.getBloomFilterType().name().toLowerCase(Locale.ROOT)).append('\n');
    y.append("    dataBlockEncoding: ").append(f.getDataBlockEncoding().name().toLowerCase(Locale.ROOT)).append('\n');
    y.append("    blockSize: ").append(f.getBlocksize()).append('\n');
    y.append("    inMemory: ").append(f.isInMemory()).append('\n');
    if (f.isMobEnabled()) {
      y.append("    mob: true\n    mobThreshold: ").append(f.getMobThreshold()).append('\n');
    }
  }

  /**
   * The {@code cluster} section. What the table sets itself is written as a key, so that
   * {@code apply} sets it again on a new table; what the table leaves to the cluster is written as a
   * comment with the client's view of the cluster's value, so that {@code apply} leaves it to the
   * cluster too (the advisor then assumes HBase's default).
   */
  private static void cluster(StringBuilder y, LiveTable live) {
    TableDescriptor d = live.descriptor();
    y.append("\ncluster:\n");
    y.append("  regionServers: ").append(Math.max(1, live.servers().size())).append('\n');
    if (d.getMaxFileSize() > 0) {
      y.append("  maxFileSize: ").append(d.getMaxFileSize()).append("        # the table's MAX_FILESIZE\n");
    } else {
      y.append("  # maxFileSize: ").append(live.defaultMaxFileSize())
          .append("      # not set on the table: hbase.hregion.max.filesize as the client sees it\n");
    }
    if (d.getMemStoreFlushSize() > 0) {
      y.append("  flushSize: ").append(d.getMemStoreFlushSize()).append("        # the table's MEMSTORE_FLUSHSIZE\n");
    }
    String tablePolicy = d.getRegionSplitPolicyClassName();
    String policyClass = tablePolicy != null ? tablePolicy : live.defaultSplitPolicy();
    Cluster.SplitPolicy policy = TableAttributes.policyOf(policyClass);
    if (policy == null) {
      y.append("  # splitPolicy: ").append(policyClass).append(" has no equivalent in the format\n");
      return;
    }
    if (tablePolicy == null) {
      y.append("  # splitPolicy: ").append(policy.yamlName())
          .append("      # not set on the table: hbase.regionserver.region.split.policy as the client sees it\n");
      return;
    }
    y.append("  splitPolicy: ").append(policy.yamlName()).append("        # the table's SPLIT_POLICY\n");
    if (policy == Cluster.SplitPolicy.KEY_PREFIX) {
      String length = d.getValue(TableAttributes.PREFIX_LENGTH);
      y.append("  prefixLength: ").append(length == null ? "1   # not set on the table: give it" : length).append('\n');
    } else if (policy == Cluster.SplitPolicy.DELIMITED_KEY_PREFIX) {
      String delimiter = d.getValue(TableAttributes.DELIMITER);
      y.append("  delimiter: ").append(quote(delimiter == null ? "," : Bytes.toStringBinary(
              delimiter.getBytes(java.nio.charset.StandardCharsets.UTF_8))))
          .append(delimiter == null ? "   # not set on the table: give it" : "").append('\n');
    }
  }

  /** The table name as the format writes it: without the {@code default} namespace. */
  static String tableName(TableDescriptor d) {
    return d.getTableName().getNamespaceAsString().equals("default") ? d.getTableName().getQualifierAsString()
        : d.getTableName().getNameAsString();
  }

  /** The length range of the sample keys ({@code 1-100} when there are none). */
  private static String lengths(List<byte[]> keys) {
    if (keys.isEmpty()) {
      return "1-100";
    }
    int min = keys.stream().mapToInt(k -> k.length).min().orElse(1);
    int max = keys.stream().mapToInt(k -> k.length).max().orElse(1);
    return min == max ? Integer.toString(min) : min + "-" + max;
  }

  /** A YAML single-quoted scalar: no escapes inside, a quote doubled. */
  static String quote(String text) {
    return "'" + text.replace("'", "''") + "'";
  }
}
