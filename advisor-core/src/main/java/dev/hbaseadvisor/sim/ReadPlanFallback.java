package dev.hbaseadvisor.sim;

import dev.hbaseadvisor.codec.RowKeyCodec;
import dev.hbaseadvisor.codec.SegmentCodec;
import dev.hbaseadvisor.model.AccessPattern;
import dev.hbaseadvisor.model.TableSchema;
import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import java.util.stream.Collectors;

/**
 * Reads planned without the access-pattern planner: a pattern whose {@code equals} fields make
 * every rowkey segment computable is a Get of the full key; any other is one scan over the
 * longest leading run of computable segments (a prefix scan; the whole table when the first
 * segment cannot be computed). Ranges on a further field and skip scans are left to the planner.
 */
public final class ReadPlanFallback implements ReadPlanner {

  private final RowKeyCodec codec;

  /** A planner over the schema's compiled rowkey. */
  public ReadPlanFallback(TableSchema schema) {
    this.codec = RowKeyCodec.compile(schema);
  }

  @Override
  public Plan plan(AccessPattern pattern) {
    List<SegmentCodec> segments = codec.segments();
    int computable = 0;
    while (computable < segments.size() && segments.get(computable).computableFrom(pattern.equals())) {
      computable++;
    }
    if (computable == segments.size()) {
      return new Get();
    }
    return new PrefixScan(segments.subList(0, computable), codec.fixedOffset(computable));
  }

  /** A Get of the record's full key. */
  private final class Get implements Plan {
    @Override
    public boolean get() {
      return true;
    }

    @Override
    public String describe() {
      return "get";
    }

    @Override
    public void ranges(Map<String, Object> record, RandomGenerator random, List<KeyRange> out) {
      out.add(KeyRange.row(codec.encode(record, random)));
    }
  }

  /** One scan over the rows starting with the record's computable prefix. */
  private static final class PrefixScan implements Plan {
    private final List<SegmentCodec> prefix;
    private final int fixedLength;

    PrefixScan(List<SegmentCodec> prefix, int fixedLength) {
      this.prefix = prefix;
      this.fixedLength = fixedLength;
    }

    @Override
    public boolean get() {
      return false;
    }

    @Override
    public String describe() {
      if (prefix.isEmpty()) {
        return "full table scan";
      }
      String segments = prefix.stream().map(s -> s.segment().describe()).collect(Collectors.joining(", "));
      return "prefix scan over " + segments + (fixedLength >= 0 ? " (" + fixedLength + " bytes)" : "");
    }

    @Override
    public void ranges(Map<String, Object> record, RandomGenerator random, List<KeyRange> out) {
      ByteArrayOutputStream bytes = new ByteArrayOutputStream(32);
      for (SegmentCodec segment : prefix) {
        segment.encode(record, random, bytes);
      }
      byte[] start = bytes.toByteArray();
      out.add(new KeyRange(start, stopRowForPrefix(start)));
    }
  }

  /**
   * The stop row of a prefix scan: the prefix without its trailing 0xFF bytes, last byte plus
   * one; empty (the end of the table) for an empty or all-0xFF prefix
   * ({@code calculateTheClosestNextRowKeyForPrefix} behind {@code Scan.setStartStopRowForPrefixScan},
   * {@code hbase-client/src/main/java/org/apache/hadoop/hbase/client/Scan.java}).
   */
  static byte[] stopRowForPrefix(byte[] prefix) {
    int offset = prefix.length;
    while (offset > 0 && prefix[offset - 1] == (byte) 0xFF) {
      offset--;
    }
    if (offset == 0) {
      return new byte[0];
    }
    byte[] stop = Arrays.copyOf(prefix, offset);
    stop[offset - 1]++;
    return stop;
  }
}
