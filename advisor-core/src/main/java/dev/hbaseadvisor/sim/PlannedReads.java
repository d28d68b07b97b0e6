package dev.hbaseadvisor.sim;

import dev.hbaseadvisor.codec.BucketCodec;
import dev.hbaseadvisor.codec.FieldCodec;
import dev.hbaseadvisor.codec.RowKeyCodec;
import dev.hbaseadvisor.codec.SaltCodec;
import dev.hbaseadvisor.codec.SegmentCodec;
import dev.hbaseadvisor.codec.SortOrder;
import dev.hbaseadvisor.model.AccessPattern;
import dev.hbaseadvisor.model.FieldSegment;
import dev.hbaseadvisor.model.FieldSpec;
import dev.hbaseadvisor.model.FieldType;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.plan.AccessPlan;
import dev.hbaseadvisor.plan.DateUnits;
import dev.hbaseadvisor.plan.PlanKind;
import dev.hbaseadvisor.plan.Planner;
import dev.hbaseadvisor.plan.SegmentFacts;
import dev.hbaseadvisor.plan.TablePlans;
import dev.hbaseadvisor.workload.PatternUnit;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.random.RandomGenerator;

/**
 * Reads as the access-pattern planner plans them ({@link Planner}, {@code docs/planner.md}): each
 * execution sends the Gets or Scans of its pattern's {@link AccessPlan}, with rows encoded from
 * the record the read draws.
 *
 * <ul>
 *   <li>The plan's fixed prefix, the segments before {@link AccessPlan#keyEnd()}, is encoded from
 *       the record (bound fields, salts and hashes computable from them, the one date value a
 *       range fills), except a salt or bucket the read cannot compute: one prefix per value
 *       ({@link Planner#fanOutCount}), so a PARALLEL_SCAN over 100 buckets sends 100 scans; and an
 *       enum the read does not bind but skips over to a later bound segment: one prefix per value.
 *   <li>GET reads the full key; MULTI_GET the full key once per value of each such salt.
 *   <li>PREFIX_SCAN and FILTER_SCAN read the rows that start with a prefix (the filter decides
 *       what comes back, not what is read); RANGE_SCAN and PARALLEL_SCAN add the range segment
 *       from the range's start to its end: the record's value and that value plus the span
 *       (swapped on a descending segment). A range over a reversed domain reads the record's
 *       site ({@code com.example.}); over other text, the keys that start with the record's value.
 *   <li>A field fixed to a list of values ({@code in:}, issue 26 A.7): one execution draws a
 *       record per combination of listed values ({@link ReadPlanner.Plan#recordsPerRead()}) and
 *       sends each one's Gets or scans, so a batch of 12 Gets or a skip scan's 20 seeks charge the
 *       regions they land in. A SKIP_SCAN listing a field's values reads one row per value, the
 *       planner's rows read per scan; a prefix of a field ({@code startsWith}) reads the keys that
 *       start with the record's first characters.
 *   <li>FULL_SCAN reads the whole table, once.
 *   <li>When the plan serves the pattern's order, a scan stops once it has read enough rows to
 *       return the limit, or its even part of the limit when the pattern asks no order
 *       ({@link Planner#limitPerScan}): times {@code fractionTouched / fractionReturned}, the
 *       planner's estimate of the rows a filter reads per row it keeps.
 * </ul>
 */
public final class PlannedReads implements ReadPlanner {

  /** Lines of each cache of formatted date values ({@link FormattedBytes}). */
  private static final int FORMAT_CACHE = 64;

  private final TableSchema schema;
  private final List<SegmentCodec> segments;
  private final List<SegmentFacts> facts;
  private final TablePlans plans;
  /** For a table of several record kinds, each kind's reads, planned on its own key; else null. */
  private final PlannedReads[] kinds;

  /** Reads planned against the schema's own rowkey. */
  public PlannedReads(TableSchema schema) {
    this(schema, RowKeyCodec.compile(schema));
  }

  private PlannedReads(TableSchema schema, RowKeyCodec codec) {
    this(schema, codec, SegmentFacts.of(codec), null);
  }

  /**
   * Reads planned once already: the schema's compiled rowkey, its segments' facts and the
   * planner's plans of them ({@code Planner.plan(schema, codec)}), or null plans to plan here.
   */
  public PlannedReads(TableSchema schema, RowKeyCodec codec, List<SegmentFacts> facts, TablePlans plans) {
    this.schema = schema;
    this.segments = codec.segments();
    this.facts = facts;
    this.plans = plans != null ? plans : new Planner(schema, facts).planAll();
    this.kinds = schema.multiKind() ? new PlannedReads[schema.kinds().size()] : null;
    for (int k = 0; kinds != null && k < kinds.length; k++) {
      kinds[k] = new PlannedReads(schema.kind(k));
    }
  }

  /** The planner's plans, in {@code access:} order. */
  public TablePlans plans() {
    return plans;
  }

  @Override
  public Plan plan(AccessPattern pattern) {
    int index = schema.access().indexOf(pattern);
    if (index < 0) {
      throw new IllegalArgumentException("not an access pattern of " + schema.table() + ": " + pattern.name());
    }
    if (kinds != null) {
      return kinds[schema.kindOfAccess(index)].plan(pattern);
    }
    return new Planned(plans.plans().get(index));
  }

  /** One pattern's plan, ready to turn records into key ranges. */
  private final class Planned implements Plan {

    private final AccessPlan plan;
    private final boolean get;
    /** The segments before it form the prefix; 0 for a full scan. */
    private final int prefixEnd;
    /** Per prefix segment: null when encoded from the record, else the values it fans out over. */
    private final byte[][][] fanOut;
    /** Per prefix segment: how many values of an unordered date prefix the range covers, else 0. */
    private final long[] rangeDateSteps;
    /** Per prefix segment: the bucket of the ranged field whose values follow the range, else null. */
    private final BucketCodec[] rangeBuckets;
    private final long[] rangeBucketCounts;
    /** Per prefix segment: the group salt the read computes, whose group of buckets it takes, else null. */
    private final SaltCodec[] groupSalts;
    private final FieldCodec range;
    /** Whether the range segment sorts descending: its start and stop are then swapped. */
    private final boolean rangeDescending;
    private final FieldSpec rangeField;
    private final double rowsPerScan;
    /** The range segment's values as dates, or null when it is not a date pattern. */
    private final FormattedBytes rangeDates;
    /** Per prefix segment encoded from the record: its values with its terminator as dates, or null. */
    private final FormattedBytes[] prefixDates;
    /** The product of the IN-lists whose fields the prefix writes: records looked up per execution. */
    private final long records;
    /** The characters of a prefix read ({@code startsWith}), or 0. */
    private final int startChars;

    Planned(AccessPlan plan) {
      this.plan = plan;
      AccessPattern p = plan.pattern();
      this.get = plan.kind() == PlanKind.GET || plan.kind() == PlanKind.MULTI_GET;
      // A whole-table read is one scan, unless its limit stops a scan per salt bucket (merged).
      this.prefixEnd = plan.kind() == PlanKind.FULL_SCAN && plan.scans() == 1 ? 0 : plan.keyEnd();
      this.rangeField = p.range() == null ? null : schema.field(p.range());
      this.fanOut = new byte[prefixEnd][][];
      this.rangeBuckets = new BucketCodec[prefixEnd];
      this.rangeBucketCounts = new long[prefixEnd];
      this.groupSalts = new SaltCodec[prefixEnd];
      this.rangeDateSteps = new long[prefixEnd];
      this.startChars = p.startsWith() == null ? 0 : p.startChars();
      long scans = 1;
      long listed = 1;
      java.util.Set<String> counted = new java.util.HashSet<>();
      for (int i = 0; i < prefixEnd; i++) {
        SegmentCodec s = segments.get(i);
        for (String f : facts.get(i).segment().sourceFields()) {
          if (p.in().containsKey(f) && counted.add(f) && s.computableFrom(p.fixed())) {
            listed = Math.multiplyHigh(listed, p.in().get(f)) != 0 ? Long.MAX_VALUE : listed * p.in().get(f);
          }
        }
        long dates = Planner.unorderedRangeValues(facts.get(i), p);
        if (dates > 0) {
          // The planner's scan per value of a date prefix that does not keep time in order.
          rangeDateSteps[i] = dates;
          scans *= dates;
          continue;
        }
        if (s instanceof FieldCodec f && !p.fixed().contains(f.field().name())
            && !f.field().name().equals(p.range())) {
          // The planner's skip scan over an enum the read does not bind: one prefix per value.
          List<String> values = f.field().values();
          byte[][] prefixes = new byte[values.size()][];
          for (int v = 0; v < values.size(); v++) {
            prefixes[v] = concat(f.valueBytes(values.get(v)), f.segment().terminator());
          }
          scans *= values.size();
          fanOut[i] = prefixes;
          continue;
        }
        if (s instanceof SaltCodec g && g.segment().runKnown(p.fixed())) {
          // A group salt's group, or the run of shards of the value a ranged salt's read binds.
          scans *= g.segment().runLength();
          groupSalts[i] = g;
          continue;
        }
        if (!(s instanceof SaltCodec || s instanceof BucketCodec) || s.computableFrom(p.fixed())) {
          continue;
        }
        long count = Planner.fanOutCount(facts.get(i), p, rangeField);
        scans *= count;
        if (s instanceof BucketCodec b && count < facts.get(i).distinctValues()) {
          rangeBuckets[i] = b;
          rangeBucketCounts[i] = count;
          continue;
        }
        byte[][] values = new byte[(int) count][];
        for (int v = 0; v < count; v++) {
          values[v] = s instanceof SaltCodec salt ? salt.bucketBytes(v) : ((BucketCodec) s).bucketBytes(v);
        }
        fanOut[i] = values;
      }
      this.records = listed;
      // A batch of Gets counts a Get per listed value; a skip scan seeks them within its scans.
      long planned = plan.kind() == PlanKind.MULTI_GET ? plan.scans() / Math.max(1, listed) : plan.scans();
      if ((plan.kind() != PlanKind.FULL_SCAN || prefixEnd > 0) && scans != planned) {
        throw new IllegalStateException(p.name() + ": " + scans + " key ranges for a plan of " + plan.scans());
      }
      this.range = plan.kind() != PlanKind.FULL_SCAN && plan.rangeSegment() >= 0
          ? (FieldCodec) segments.get(plan.rangeSegment()) : null;
      this.rangeDates = range == null ? null : FormattedBytes.of(range, false);
      // Asked once here: a date segment's order is read from its pattern's text.
      this.rangeDescending = range != null && range.order() == SortOrder.DESCENDING;
      this.prefixDates = new FormattedBytes[prefixEnd];
      for (int i = 0; i < prefixEnd; i++) {
        if (fanOut[i] == null && rangeBuckets[i] == null && segments.get(i) instanceof FieldCodec f) {
          prefixDates[i] = FormattedBytes.of(f, true);
        }
      }
      double perScan = Planner.limitPerScan(schema, plan.index(), p, plan.scans());
      double limited = !get && p.limit() > 0 && plan.scansInOrder()
          ? Math.max(perScan, perScan * plan.fractionTouched() / Math.max(plan.fractionReturned(), 1e-300))
          : Double.POSITIVE_INFINITY;
      // A skip scan listing a field's values reads one row per value (its seeks), not its range.
      this.rowsPerScan = plan.kind() == PlanKind.SKIP_SCAN && p.lists() != null
          ? Math.min(limited, Math.max(1, (double) plan.rowsRead() / Math.max(1, plan.scans()))) : limited;
    }

    @Override
    public long recordsPerRead() {
      return records;
    }

    @Override
    public boolean get() {
      return get;
    }

    @Override
    public String describe() {
      return plan.kind().name();
    }

    @Override
    public double rowsPerScan() {
      return rowsPerScan;
    }

    @Override
    public void ranges(Map<String, Object> record, RandomGenerator random, List<KeyRange> out) {
      emit(record, random, out::add, false);
    }

    @Override
    public void eachRange(Map<String, Object> record, RandomGenerator random, Consumer<KeyRange> reader) {
      emit(record, random, reader, true);
    }

    /**
     * Hands each key range of one execution to {@code sink}; with {@code reuse}, the ranges after
     * a read's first may be that range with its keys' bytes written over, valid until the next.
     */
    private void emit(Map<String, Object> record, RandomGenerator random, Consumer<KeyRange> sink, boolean reuse) {
      if (plan.kind() == PlanKind.FULL_SCAN && prefixEnd == 0) {
        sink.accept(KeyRange.ALL);
        return;
      }
      // Each prefix segment's values (one, or the fanned-out salts and buckets); every prefix is
      // one value of each, the first segment varying slowest, built in one array with its tail.
      byte[][][] parts = new byte[prefixEnd][][];
      int prefixes = 1;
      ByteArrayOutputStream one = null;
      for (int i = 0; i < prefixEnd; i++) {
        byte[][] values = fanOut[i];
        if (values == null && groupSalts[i] != null) {
          values = groupSalts[i].bucketsOf(record);
        }
        if (values == null && rangeBuckets[i] != null) {
          values = rangeBucketValues(i, record);
        }
        if (values == null && rangeDateSteps[i] > 0) {
          values = rangeDateValues(i, record);
        }
        if (values == null && prefixDates[i] != null) {
          values = new byte[][] {prefixDates[i].of(record)};
        }
        if (values == null) {
          one = one == null ? new ByteArrayOutputStream(16) : one;
          one.reset();
          segments.get(i).encode(record, random, one);
          values = new byte[][] {one.toByteArray()};
        }
        parts[i] = values;
        prefixes *= values.length;
      }
      // The range below the prefix is the same for every prefix: encoded once, not per scan.
      byte[][] tail = get ? null : rangeTail(record);
      // Counts through the prefixes like an odometer, the last segment's value turning fastest.
      // When the values of each segment that fans out are of one width, the keys after the first
      // are the first's, copied, with those segments' bytes written over: one copy a key rather
      // than one per segment (a salted read's 20 scans differ in their first byte alone), and no
      // copy at all for a reader that keeps no range (eachRange, the simulator's replay).
      int[] at = fanOutOffsets(parts);
      int[] choice = new int[prefixEnd];
      KeyRange first = null;
      for (int p = 0; p < prefixes; p++) {
        if (p > 0) {
          int i = prefixEnd - 1;
          while (++choice[i] == parts[i].length) {
            choice[i--] = 0;
          }
        }
        KeyRange range = first != null && at != null
            ? rewritten(first, parts, choice, at, reuse) : built(parts, choice, tail);
        if (p == 0) {
          first = range;
          // A prefix scan's stop is the prefix with its last byte below 0xFF raised and the rest
          // dropped (KeyRange.prefix): the same bytes after the fanned-out segments only
          // when that byte lies after them; else every key is joined.
          if (at != null && !first.isGet() && first.stop().length - 1 < at[parts.length]) {
            at = null;
          }
        }
        sink.accept(range);
      }
    }

    /** The range of one prefix, its keys joined from the segments' values ({@link #joined}). */
    private KeyRange built(byte[][][] parts, int[] choice, byte[][] tail) {
      if (get) {
        return KeyRange.row(joined(parts, choice, null));
      } else if (tail == null) {
        return KeyRange.prefix(joined(parts, choice, null));
      } else if (tail.length == 1) {
        return KeyRange.prefix(joined(parts, choice, tail[0]));
      }
      return new KeyRange(joined(parts, choice, tail[0]), joined(parts, choice, tail[1]));
    }

    /**
     * Where each prefix segment starts in a key, and last where the last segment that fans out
     * ends, when every segment's values are of one width; else null.
     */
    private static int[] fanOutOffsets(byte[][][] parts) {
      int[] at = new int[parts.length + 1];
      int offset = 0;
      for (int i = 0; i < parts.length; i++) {
        int width = parts[i][0].length;
        for (byte[] value : parts[i]) {
          if (value.length != width) {
            return null;
          }
        }
        at[i] = offset;
        offset += width;
        if (parts[i].length > 1) {
          at[parts.length] = offset;
        }
      }
      return at;
    }

    /**
     * The range of the prefix {@code choice} as the first prefix's range {@code first} with the
     * bytes of the segments that fan out written over.
     */
    private static KeyRange rewritten(KeyRange first, byte[][][] parts, int[] choice, int[] at, boolean reuse) {
      byte[] start = overwritten(first.start(), parts, choice, at, reuse);
      // A Get's stop is its start (KeyRange.row), already written.
      byte[] stop = first.isGet() ? start : overwritten(first.stop(), parts, choice, at, reuse);
      return reuse ? first : new KeyRange(start, stop);
    }

    /**
     * {@code key} (or a copy, unless {@code inPlace}) with the chosen values of the segments that
     * fan out written at their places.
     */
    private static byte[] overwritten(byte[] key, byte[][][] parts, int[] choice, int[] at, boolean inPlace) {
      byte[] copy = inPlace ? key : key.clone();
      for (int i = 0; i < parts.length; i++) {
        if (parts[i].length > 1) {
          byte[] value = parts[i][choice[i]];
          System.arraycopy(value, 0, copy, at[i], value.length);
        }
      }
      return copy;
    }

    /** One value of each prefix segment, then {@code tail} (may be null), in one array. */
    private static byte[] joined(byte[][][] parts, int[] choice, byte[] tail) {
      int length = tail == null ? 0 : tail.length;
      for (int i = 0; i < parts.length; i++) {
        length += parts[i][choice[i]].length;
      }
      byte[] key = new byte[length];
      int at = 0;
      for (int i = 0; i < parts.length; i++) {
        byte[] part = parts[i][choice[i]];
        System.arraycopy(part, 0, key, at, part.length);
        at += part.length;
      }
      if (tail != null) {
        System.arraycopy(tail, 0, key, at, tail.length);
      }
      return key;
    }

    /** The buckets a range reaches: those of its first {@code count} values, consecutive from its start. */
    private byte[][] rangeBucketValues(int i, Map<String, Object> record) {
      BucketCodec bucket = rangeBuckets[i];
      long from = ((Number) record.get(rangeField.name())).longValue();
      byte[][] values = new byte[(int) rangeBucketCounts[i]][];
      for (int v = 0; v < values.length; v++) {
        values[v] = bucket.bucketBytes(bucket.bucketOf(from + v));
      }
      return values;
    }

    /** The range segment's bytes for a number. */
    private byte[] rangeBytes(long value) {
      return rangeDates != null ? rangeDates.of(value) : range.valueBytes(value);
    }

    /**
     * The values of an unordered date prefix over the read's range, with the terminator, one scan
     * each: the distinct texts met walking from the range's start in steps of a day (or of the
     * pattern's unit, when shorter), as many as the planner counted (a week pattern's calendar
     * weeks are cut at 1 January, so its values are found by walking, not by adding weeks).
     */
    private byte[][] rangeDateValues(int i, Map<String, Object> record) {
      FieldCodec f = (FieldCodec) segments.get(i);
      long t = ((Number) record.get(rangeField.name())).longValue();
      long step = Math.max(1, Math.round(Math.min(DateUnits.DAY, DateUnits.grain(f.segment())) * 1000));
      byte[][] values = new byte[(int) rangeDateSteps[i]][];
      byte[] last = null;
      int found = 0;
      // Bounded: a value changes at least once a unit, and a unit is at most a year of days.
      for (long walked = 0; found < values.length && walked < values.length * 400L; walked++, t = saturatedAdd(t, step)) {
        byte[] value = f.valueBytes(t);
        if (last == null || !Arrays.equals(value, last)) {
          values[found++] = concat(value, f.segment().terminator());
          last = value;
        }
      }
      for (; found < values.length; found++) {
        values[found] = values[found - 1];
      }
      return values;
    }

    /**
     * What a scan reads below its prefix: null for all the prefix's rows, one key part for the
     * rows that start with it, or the start and stop of the range on the range segment.
     */
    private byte[][] rangeTail(Map<String, Object> record) {
      if (range == null) {
        return null;
      }
      if (startChars > 0) {
        // The keys that start with the first characters of the record's value.
        String value = record.get(range.field().name()).toString();
        String typed = value.substring(0, Math.min(value.length(), startChars));
        byte[] bytes = range.valueBytes(value);
        return new byte[][] {Arrays.copyOf(bytes, Math.min(bytes.length, typed.getBytes(StandardCharsets.UTF_8).length))};
      }
      Object value = record.get(rangeField.name());
      double width = Planner.rangeWidth(rangeField, plan.pattern());
      if (rangeField.type().isNumeric() && width > 0) {
        long from = ((Number) value).longValue();
        long to = saturatedAdd(from, (long) Math.ceil(width));
        return new byte[][] {rangeBytes(rangeDescending ? to : from), rangeBytes(rangeDescending ? from : to)};
      }
      if (rangeField.type().isNumeric()) {
        return null;
      }
      if (rangeField.type() == FieldType.DOMAIN && range.segment().reverse() == FieldSegment.Reverse.DOMAIN) {
        String reversed = FieldCodec.reverseDomain(value.toString());
        String site = reversed.substring(0, reversed.lastIndexOf('.') + 1);
        return new byte[][] {(site.isEmpty() ? reversed : site).getBytes(StandardCharsets.UTF_8)};
      }
      return new byte[][] {range.valueBytes(value)};
    }
  }

  /**
   * The key bytes of a number segment written as a date ({@code format:}), optionally with its
   * terminator: the text changes only when the value crosses a multiple of the pattern's unit
   * ({@link PatternUnit}), so the bytes of the last values are kept, one line per unit in a small
   * direct-mapped cache, and {@code java.time} formats once an hour for an hourly pattern rather
   * than on every read.
   */
  private static final class FormattedBytes {

    private final FieldCodec codec;
    private final long unit;
    private final boolean terminated;
    private final long[] tags = new long[FORMAT_CACHE];
    private final byte[][] lines = new byte[FORMAT_CACHE][];

    private FormattedBytes(FieldCodec codec, long unit, boolean terminated) {
      this.codec = codec;
      this.unit = unit;
      this.terminated = terminated;
    }

    /** The cache for a segment, or null when it is not a number written as a date. */
    static FormattedBytes of(FieldCodec codec, boolean terminated) {
      String format = codec.segment().format();
      return format != null && codec.field().type().isNumeric()
          ? new FormattedBytes(codec, PatternUnit.millis(format), terminated) : null;
    }

    /** The bytes of the record's value of the segment's field. */
    byte[] of(Map<String, Object> record) {
      Object value = record.get(codec.field().name());
      // A record without the value fails as the codec's own encoding would, with its message.
      return value == null ? codec.valueBytes(null) : of(((Number) value).longValue());
    }

    /** The bytes of a value. */
    byte[] of(long value) {
      long at = Math.floorDiv(value, unit);
      int line = (int) (at & (FORMAT_CACHE - 1));
      if (tags[line] != at || lines[line] == null) {
        byte[] bytes = codec.valueBytes(value);
        lines[line] = terminated ? concat(bytes, codec.segment().terminator()) : bytes;
        tags[line] = at;
      }
      return lines[line];
    }
  }

  private static byte[] concat(byte[] prefix, byte[] tail) {
    byte[] out = Arrays.copyOf(prefix, prefix.length + tail.length);
    System.arraycopy(tail, 0, out, prefix.length, tail.length);
    return out;
  }

  private static long saturatedAdd(long a, long b) {
    long sum = a + b;
    return ((a ^ sum) & (b ^ sum)) < 0 ? Long.MAX_VALUE : sum;
  }
}
