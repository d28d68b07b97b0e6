package dev.hbaseadvisor.plan;

import dev.hbaseadvisor.codec.BitsCodec;
import dev.hbaseadvisor.codec.FieldCodec;
import dev.hbaseadvisor.codec.RowKeyCodec;
import dev.hbaseadvisor.codec.SortOrder;
import dev.hbaseadvisor.codec.ValueEnd;
import dev.hbaseadvisor.model.AccessPattern;
import dev.hbaseadvisor.model.BitsSegment;
import dev.hbaseadvisor.model.BucketSegment;
import dev.hbaseadvisor.model.Column;
import dev.hbaseadvisor.model.Family;
import dev.hbaseadvisor.model.FieldSegment;
import dev.hbaseadvisor.model.FieldSpec;
import dev.hbaseadvisor.model.FieldType;
import dev.hbaseadvisor.model.HashSegment;
import dev.hbaseadvisor.model.LiteralSegment;
import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.model.SaltSegment;
import dev.hbaseadvisor.model.Segment;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.workload.SaltShares;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Works out how HBase has to execute each access pattern against a rowkey: walks the segments
 * from the left while the pattern fixes them (bound fields, computable salts and hashes, a date
 * prefix that the range's span fills, one scan per value of a salt or bucket it cannot compute),
 * then scans the next order-preserving segment as the range, and filters what is left.
 *
 * <p>The reasoning is the reference guide's ("Rowkey Design", the "Log Data and Timeseries Data"
 * case study: 100 buckets mean 100 scans) and Phoenix's scan planning ({@code compile/ScanRanges.java}:
 * a leading primary-key prefix or range is a range scan, a salted table one scan per bucket).
 * {@code docs/planner.md} explains every estimate.
 */
public final class Planner {

  /** The most scans or Gets a fan-out over salts and buckets may reach before the planner stops extending. */
  static final long FANOUT_LIMIT = 10_000;

  private final TableSchema schema;
  private final List<SegmentFacts> key;
  private final TableStats stats;
  private final boolean detailed;

  /** A planner for a schema's patterns against a rowkey, which need not be the schema's own. */
  public Planner(TableSchema schema, List<SegmentFacts> key) {
    this(schema, key, true);
  }

  /**
   * A planner that, unless {@code detailed}, leaves out what only people read (the steps, the
   * start, stop and FuzzyRowFilter rows): {@code recommend} scores thousands of keys that way.
   */
  Planner(TableSchema schema, List<SegmentFacts> key, boolean detailed) {
    this(schema, key, detailed, TableStats.of(schema, key));
  }

  /** A planner estimating at the given table sizes ({@code recommend}'s horizon, {@link TableStats#atHorizon}). */
  Planner(TableSchema schema, List<SegmentFacts> key, boolean detailed, TableStats stats) {
    this.schema = schema;
    this.key = key;
    this.stats = stats;
    this.detailed = detailed;
  }

  /** The plans of a schema's patterns against its own rowkey. */
  public static TablePlans plan(TableSchema schema) {
    return plan(schema, RowKeyCodec.compile(schema));
  }

  /** The plans of a schema's patterns against its compiled rowkey. */
  public static TablePlans plan(TableSchema schema, RowKeyCodec codec) {
    return new Planner(schema, SegmentFacts.of(codec)).planAll();
  }

  /**
   * The plan of every pattern, in {@code access:} order; in a table of several record kinds each
   * pattern is planned on its own kind's key and rows ({@link TableSchema#kind(int)}).
   */
  public TablePlans planAll() {
    if (schema.multiKind()) {
      return planKinds();
    }
    List<AccessPlan> plans = new ArrayList<>();
    for (int i = 0; i < schema.access().size(); i++) {
      plans.add(new Walk(i, schema.access().get(i)).run());
    }
    return new TablePlans(stats, List.copyOf(plans));
  }

  public TableStats stats() {
    return stats;
  }

  private TablePlans planKinds() {
    List<AccessPlan> plans = new ArrayList<>();
    for (int k = 0; k < schema.kinds().size(); k++) {
      TableSchema kind = schema.kind(k);
      int first = schema.kinds().get(k).firstAccess();
      for (AccessPlan p : new Planner(kind, SegmentFacts.of(RowKeyCodec.compile(kind)), detailed).planAll().plans()) {
        plans.add(new AccessPlan(first + p.index(), p.pattern(), p.kind(), p.scans(), p.start(), p.stop(),
            p.rowsRead(), p.rowsReturned(), p.fractionTouched(), p.fractionReturned(), p.orderServed(),
            p.scansInOrder(), p.keyEnd(), p.rangeSegment(), p.filtered(), p.fuzzyKey(), p.columns(), p.steps()));
      }
    }
    return new TablePlans(stats, List.copyOf(plans));
  }

  /**
   * The values a salt or bucket that a read cannot compute takes, one scan or Get each: all of
   * them, or, for a bucket of the ranged field, the consecutive ones the range's width reaches
   * (a 5-minute range over {@code ts % 100} in milliseconds reaches all 100; over a 50-value
   * sequence range, 51). The simulator enumerates the same values.
   */
  public static long fanOutCount(SegmentFacts s, AccessPattern p, FieldSpec rangeField) {
    long count = s.distinctValues();
    if (s.segment() instanceof BucketSegment b && b.field().equals(p.range())) {
      double width = rangeWidth(rangeField, p);
      if (width > 0) {
        count = Math.min(count, (long) Math.ceil(width) + 1);
      }
    }
    return count;
  }

  /**
   * How many values of a cut time that does not keep time in order ({@code yyyyww}, {@code dd-MM})
   * a pattern's time range covers, when the planner reads each as a prefix of its own: more than
   * one; else 0. The simulator enumerates the same values.
   */
  public static long unorderedRangeValues(SegmentFacts s, AccessPattern p) {
    FieldSegment f = s.fieldSegment();
    if (f == null || !f.field().equals(p.range()) || !DateUnits.cut(f) || p.spanSeconds() <= 0
        || s.order() != SortOrder.NONE) {
      return 0;
    }
    long k = DateUnits.units(p.spanSeconds(), DateUnits.grain(f));
    return k > 1 ? k : 0;
  }

  /**
   * The width of a pattern's range in the field's own values: milliseconds of its {@code span}
   * for a timestamp, the span's count for other fields; 0 when the pattern gives none.
   */
  public static double rangeWidth(FieldSpec rangeField, AccessPattern p) {
    return rangeField.type() == FieldType.TIMESTAMP ? p.spanSeconds() * 1000.0 : p.spanCount();
  }

  /**
   * Whether a pattern asks its rows in an order: newest first, or an {@code order:} written in the
   * file; a pattern that asks none takes any rows that match.
   */
  public static boolean orderAsked(TableSchema schema, int index, AccessPattern p) {
    return p.newestFirst() || schema.written("access[" + index + "].order");
  }

  /**
   * The rows each of a limited read's scans must return: the whole limit when the rows are asked
   * in order (the client merges the scans' first rows), else an even part of it, since any rows
   * will do (Phoenix pushes a LIMIT without ORDER BY into each parallel scan and stops at the limit).
   */
  public static double limitPerScan(TableSchema schema, int index, AccessPattern p, long scans) {
    return orderAsked(schema, index, p) ? p.limit() : Math.ceil((double) p.limit() / Math.max(1, scans));
  }

  /** The placeholder text of a segment's value, such as {@code desc(ts)} or {@code yyyy-MM(ts.from)}. */
  public static String label(Segment segment, String suffix) {
    String end = suffix == null ? "" : suffix;
    if (segment instanceof FieldSegment f) {
      String v = f.field() + end;
      if (f.format() != null) {
        return f.format() + "(" + v + ")";
      }
      if (!f.scale().none()) {
        v = Quantities.formatDuration(f.scale().grainMillis() / 1000) + "(" + v + ")";
      }
      if (f.descending()) {
        v = "desc(" + v + ")";
      }
      if (f.reverse() != FieldSegment.Reverse.NONE) {
        v = "reverse(" + v + ")";
      }
      return switch (f.encoding()) {
        case DECIMAL, HEX -> f.encoding().yamlName() + "(" + v + ")";
        default -> v;
      };
    }
    if (segment instanceof SaltSegment s) {
      return s.random() ? "salt" : "salt(" + String.join("+", s.from()) + ")";
    }
    if (segment instanceof BucketSegment b) {
      return "bucket(" + b.field() + ")";
    }
    if (segment instanceof BitsSegment b) {
      return "bits(" + String.join("+", b.sourceFields()) + ")";
    }
    HashSegment h = (HashSegment) segment;
    return h.algorithm().yamlName() + "(" + String.join("+", h.from()) + ")";
  }

  /** The fields whose values name dynamic qualifiers in the families a pattern reads, with their column. */
  private Map<String, Column> qualifierColumns(AccessPattern p) {
    Map<String, Column> result = new TreeMap<>();
    for (Family family : schema.families()) {
      if (p.families().isEmpty() || p.families().contains(family.name())) {
        for (Column c : family.columns()) {
          if (c.dynamic()) {
            result.putIfAbsent(c.qualifierFrom(), c);
          }
        }
      }
    }
    return result;
  }

  /** {@code family:qualifier} of a fixed column that stores a field, or null. */
  private String valueColumn(String field) {
    for (Family family : schema.families()) {
      for (Column c : family.columns()) {
        if (!c.dynamic() && field.equals(c.field())) {
          return family.name() + ":" + c.qualifier();
        }
      }
    }
    return null;
  }

  private static long saturatedProduct(long a, long b) {
    return Math.multiplyHigh(a, b) != 0 || a * b < 0 ? Long.MAX_VALUE : a * b;
  }

  /** A share as a percentage to two significant digits: {@code 0.28%}, {@code 33%}. */
  private static String percent(double share) {
    return new java.math.BigDecimal(100 * share).round(new java.math.MathContext(2)).stripTrailingZeros()
        .toPlainString() + "%";
  }

  private static String spanText(AccessPattern p) {
    return p.spanSeconds() > 0 ? Quantities.formatDuration(p.spanSeconds()) : p.spanCount() + "-value";
  }

  /** One pattern's walk over the key. */
  private final class Walk {

    private final int index;
    private final AccessPattern p;
    private final Set<String> bound;
    private final FieldSpec rangeField;
    private final KeyTemplate prefix = new KeyTemplate();
    private final List<String> steps = new ArrayList<>();
    private int at;
    /** Field to the fraction of rows the key range keeps for it (the tightest of its constraints). */
    private final Map<String, Double> fieldFraction = new TreeMap<>();
    private final Set<String> pinned = new HashSet<>();
    private final List<Map.Entry<List<String>, Double>> partials = new ArrayList<>();
    private long fanout = 1;
    private boolean narrowed;
    /** A bound value whose end nothing marks, so the key range also holds longer values; else null. */
    private String overRead;
    private boolean rangeServed;
    private double servedUnit;
    private int end;
    private int rangeSegment = -1;
    private KeyTemplate rangeStart;
    private KeyTemplate rangeStop;
    /** The key prefixes the read's IN-lists give: the product of the lists the key range reaches. */
    private long inKeys = 1;
    private final Set<String> listedCounted = new HashSet<>();
    /** The share of a Z-order code's cells the key ranges of a box read cover; 1 without one. */
    private double zFraction = 1;
    private boolean boxServed;

    Walk(int index, AccessPattern p) {
      this.index = index;
      this.p = p;
      this.bound = new LinkedHashSet<>(p.fixed());
      this.rangeField = p.range() == null ? null : schema.field(p.range());
    }

    AccessPlan run() {
      for (end = 0; end < key.size(); end++) {
        if (!extend(end, key.get(end))) {
          break;
        }
      }
      boolean allFixed = end == key.size();
      Map<String, Column> qualifiers = qualifierColumns(p);
      List<String> filtered = new ArrayList<>();
      List<String> columns = new ArrayList<>();
      for (String f : p.fixed()) {
        if (!pinned.contains(f)) {
          (qualifiers.containsKey(f) ? columns : filtered).add(f);
        }
      }
      boolean rangeFiltered = false;
      if (rangeField != null && !rangeServed) {
        if (qualifiers.containsKey(p.range())) {
          columns.add(p.range());
        } else {
          filtered.add(p.range());
          rangeFiltered = true;
        }
      }
      if (!p.box().isEmpty() && !boxServed) {
        // No Z-order segment serves the box: a value or row filter checks its fields.
        filtered.addAll(p.box().keySet());
        rangeFiltered = true;
      }
      if (p.startsWith() != null && !rangeServed) {
        // A RowFilter or value filter compares the prefix; no FuzzyRowFilter checks a prefix of a field.
        filtered.add(p.startsWith());
        rangeFiltered = true;
      }
      if (detailed) {
        describeRest(filtered, columns, qualifiers);
      }

      PlanKind kind;
      boolean listing = listsAt(end);
      if (allFixed) {
        kind = fanout > 1 || inKeys > 1 ? PlanKind.MULTI_GET : PlanKind.GET;
      } else if (listing && filtered.isEmpty() && overRead == null) {
        kind = PlanKind.SKIP_SCAN;
      } else if (!narrowed) {
        kind = PlanKind.FULL_SCAN;
      } else if (!filtered.isEmpty() || overRead != null) {
        kind = PlanKind.FILTER_SCAN;
      } else if (inKeys > 1) {
        kind = PlanKind.SKIP_SCAN;
      } else if (fanout > 1) {
        kind = PlanKind.PARALLEL_SCAN;
      } else if (rangeSegment >= 0) {
        kind = PlanKind.RANGE_SCAN;
      } else {
        kind = PlanKind.PREFIX_SCAN;
      }
      boolean orderServed = orderServed(kind);
      // Each scan returns its rows in the asked order, so a limited read stops every scan at the
      // limit and the client merges them (Phoenix's merge sort over salted scans, OpenTSDB's salt
      // scanners): bucket scans of a whole table then read a few rows each, not the table.
      boolean scansInOrder = scansInOrder(kind);
      boolean limitStops = p.limit() > 0 && scansInOrder;
      long scans = kind == PlanKind.FULL_SCAN && !limitStops ? 1 : fanout;
      if (kind == PlanKind.MULTI_GET) {
        scans = saturatedProduct(fanout, inKeys);
      }

      double keyFraction = kind == PlanKind.FULL_SCAN ? 1 : keyFraction();
      double returned = Math.min(keyFraction, returnedFraction(qualifiers));
      long rows = stats.rows();
      double read;
      double ret;
      if (allFixed) {
        // Each Get of a batch reads its one row; an unknown salt's Gets find it in one bucket.
        read = inKeys;
        ret = inKeys;
        keyFraction = Math.min(1, (double) inKeys / rows);
      } else {
        read = Math.max(1, rows * keyFraction);
        ret = Math.max(1, rows * returned);
        if (p.limit() > 0) {
          ret = Math.min(ret, p.limit());
          if (scansInOrder) {
            double perScan = limitPerScan(schema, index, p, scans);
            read = Math.min(read, Math.max(ret, scans * perScan * keyFraction / Math.max(returned, 1e-300)));
          }
        }
        ret = Math.min(ret, read);
      }
      if (p.lists() != null && !allFixed) {
        // One row per distinct value comes back; a skip scan seeks to each value's first row and
        // reads that row only, in each of its scans (every bucket may hold every value).
        double under = Math.max(1, rows * keyFraction);
        double distinct = Math.min(under, listedValues());
        ret = p.limit() > 0 ? Math.min(distinct, p.limit()) : distinct;
        if (kind == PlanKind.SKIP_SCAN) {
          double perScan = Math.min(under / Math.max(1, scans), distinct);
          read = Math.min(under, scans * (p.limit() > 0 ? Math.min(perScan, p.limit()) : perScan));
          ret = Math.min(ret, read);
        } else if (p.limit() > 0 && scansInOrder) {
          // A plain scan keeps each value once and stops once the limit's distinct values came back.
          read = Math.min(read, under * ret / distinct);
        }
        if (detailed) {
          long values = Math.round(distinct);
          long seeks = Math.round(read);
          String field = p.lists();
          steps.add(listing
              ? "lists " + field + ": each scan seeks from one value of " + field + " to the next and reads only the"
                  + " first row of each (FirstKeyOnlyFilter and a reseek, as Phoenix's DistinctPrefixFilter runs"
                  + " SELECT DISTINCT): ~" + Quantities.formatCount(seeks) + " seeks for ~"
                  + Quantities.formatCount(values) + " values"
              : "lists " + field + ": " + field + " does not follow what the read fixes in the key, so the scan reads"
                  + " every row of its range and keeps each value once (~" + Quantities.formatCount(values)
                  + " values)");
        }
      }
      if (detailed && kind == PlanKind.MULTI_GET && inKeys > 1) {
        steps.add(scans + " Gets, sent as one batch (Table.get(List)): the client groups them by region server,"
            + " one RPC per server (AsyncProcess)");
      } else if (detailed && kind == PlanKind.SKIP_SCAN && inKeys > 1) {
        steps.add(scans + (scans == 1 ? " skip scan" : " skip scans") + " from the first listed key to the last,"
            + " seeking from one listed value to the next (Phoenix's SkipScanFilter): " + inKeys
            + " seeks each");
      }
      if (detailed && p.batch()) {
        steps.add("a batch job: TableInputFormat splits the scan at region boundaries, one map task per region"
            + " (TableInputFormatBase.getSplits)");
      }

      String start = "";
      String stop = "";
      if (!detailed) {
        start = null;
        stop = null;
      } else if (allFixed) {
        start = prefix.render();
        stop = start;
      } else if (kind != PlanKind.FULL_SCAN) {
        start = rangeSegment >= 0 ? rangeStart.render() : prefix.render();
        stop = rangeSegment >= 0 ? rangeStop.render() : prefix.next().render();
      }
      boolean filters = kind == PlanKind.FILTER_SCAN || kind == PlanKind.FULL_SCAN;
      String fuzzy = detailed && filters && !filtered.isEmpty() && !rangeFiltered ? fuzzyKey(filtered) : null;
      return new AccessPlan(index, p, kind, scans, start, stop, Math.round(read), Math.round(ret), keyFraction,
          returned, orderServed, scansInOrder, end, rangeSegment, List.copyOf(filtered), fuzzy, List.copyOf(columns),
          List.copyOf(steps));
    }

    /** Adds segment {@code i} to the fixed prefix, or returns false where the key range ends. */
    private boolean extend(int i, SegmentFacts s) {
      at = i;
      Segment seg = s.segment();
      if (seg instanceof LiteralSegment literal) {
        if (detailed) {
          prefix.bytes(literal.bytes());
        }
        step(() -> where() + ": constant");
        return true;
      }
      if (seg instanceof FieldSegment f) {
        return extendField(i, s, f);
      }
      if (seg instanceof SaltSegment run && run.runKnown(bound)) {
        return run.ranged() ? extendShards(s, run) : extendGroup(s, run);
      }
      if (s.computableFrom(bound)) {
        if (detailed) {
          prefix.value(label(seg, null), s.valueWidth());
        }
        String written = "";
        if (seg instanceof HashSegment || seg instanceof BitsSegment) {
          seg.sourceFields().forEach(this::pin);
        } else if (seg instanceof SaltSegment salt) {
          SaltShares shares = SaltShares.of(schema, salt);
          partials.add(Map.entry(seg.sourceFields(), shares.readFraction()));
          if (shares.writtenBuckets() < salt.buckets()) {
            written = " (only " + shares.writtenBuckets() + " of its " + salt.buckets()
                + " buckets are ever written, so one holds about 1/" + Math.round(1 / shares.readFraction())
                + " of the table)";
          }
        } else {
          partials.add(Map.entry(seg.sourceFields(), 1.0 / Math.max(1, s.distinctValues())));
        }
        narrowed |= s.distinctValues() > 1;
        seg.sourceFields().forEach(this::countListed);
        String note = written;
        step(() -> where() + ": computed from " + String.join(", ", seg.sourceFields()) + note);
        return true;
      }
      if (seg instanceof BitsSegment bits) {
        if (boxes(s, bits)) {
          return extendBox(s, bits);
        }
        step(() -> where() + ": " + (bits.random() ? "holds random bits" : unbound(seg.sourceFields())
            + " not bound") + ": the key range ends here");
        return false;
      }
      if (seg instanceof HashSegment) {
        step(() -> where() + ": " + unbound(seg.sourceFields()) + " not bound: the key range ends here");
        return false;
      }
      long count = fanOutCount(s);
      String why;
      if (seg instanceof BucketSegment b && b.field().equals(p.range())) {
        why = b.field() + " is a range";
      } else if (seg instanceof SaltSegment salt && salt.random()) {
        why = "the salt is random";
      } else {
        why = unbound(seg.sourceFields()) + " not bound";
      }
      if (fanout * count > FANOUT_LIMIT) {
        long total = fanout * count;
        step(() -> where() + ": " + why + ", and " + total + " scans are too many: the key range ends here");
        return false;
      }
      fanout *= count;
      if (detailed) {
        prefix.values(label(seg, null), s.valueWidth(), "=0.." + (s.distinctValues() - 1));
      }
      step(() -> where() + ": " + why + ": " + count + " scans, one per value");
      return true;
    }

    /**
     * Whether the read bounds a dimension of the Z-order code that leads a bits segment: a field of
     * its {@code box}, or its range field.
     */
    private boolean boxes(SegmentFacts s, BitsSegment bits) {
      BitsSegment.Interleave z = bits.interleave();
      if (z == null || ((BitsCodec) s.codec()).leadPart() != z) {
        return false;
      }
      return z.dimensions().stream().anyMatch(d -> p.box().containsKey(d.field())
          || d.field().equals(p.range()) && rangeWidth(rangeField, p) > 0);
    }

    /**
     * A Z-order code the read bounds in some dimensions: the box decomposes into key ranges, as
     * GeoMesa's {@code Z3SFC.ranges} computes them ({@link ZRanges}), which each scan reads through
     * one {@code MultiRowRangeFilter}; rows in the ranges but outside the box are dropped by a filter
     * on the decoded code (GeoMesa's {@code Z3Filter}). The box is placed a third of the way into
     * each dimension's range, so that it falls on no power-of-two boundary.
     */
    private boolean extendBox(SegmentFacts s, BitsSegment bits) {
      BitsSegment.Interleave z = bits.interleave();
      int n = z.dimensions().size();
      int b = z.bitsPerDimension();
      long[] low = new long[n];
      long[] high = new long[n];
      List<String> bounded = new ArrayList<>();
      for (int d = 0; d < n; d++) {
        BitsSegment.Dimension dim = z.dimensions().get(d);
        double width = -1;
        if (!dim.periodic() && p.box().containsKey(dim.field())) {
          width = p.box().get(dim.field());
        } else if (dim.field().equals(p.range()) && rangeWidth(rangeField, p) > 0) {
          width = rangeWidth(rangeField, p) / dim.unitMillis();
        }
        double extent = (double) dim.max() - dim.min();
        BitsSegment.Dimension plain = new BitsSegment.Dimension(dim.field(), dim.min(), dim.max(), 0, 1);
        if (width < 0 || width >= extent) {
          low[d] = 0;
          high[d] = BitsCodec.cell(plain, dim.max(), b);
          continue;
        }
        long start = dim.min() + (long) (extent / 3);
        low[d] = BitsCodec.cell(plain, start, b);
        high[d] = BitsCodec.cell(plain, start + (long) width, b);
        bounded.add(dim.describe() + " to " + percent(width / extent));
      }
      ZRanges ranges = ZRanges.of(low, high, b);
      zFraction *= ranges.coveredFraction();
      boxServed = true;
      narrowed = true;
      if (p.range() != null && z.fields().contains(p.range())) {
        rangeServed = true;
      }
      if (detailed) {
        prefix.value(label(bits, null), s.valueWidth());
      }
      step(() -> where() + ": the read bounds " + String.join(", ", bounded) + " of its range: the Z-order box"
          + " decomposes into ~" + Quantities.formatCount(ranges.ranges()) + " key ranges per scan (GeoMesa's"
          + " Z3SFC.ranges: " + ZRanges.MAX_LEVELS + " levels, a target of "
          + Quantities.formatCount(ZRanges.RANGE_TARGET) + " ranges), read by one MultiRowRangeFilter each and"
          + " covering " + percent(ranges.coveredFraction()) + " of the code's cells; a filter"
          + " on the decoded code drops the rows outside the box");
      return false;
    }

    /**
     * A group salt the read computes: the key's first bucket is known, the write's random offset
     * is not, so the read takes each of the key's {@code group} buckets (Pinpoint's
     * {@code RangeDoubleHash.getAllPossiblePrefixes(key)}): {@code group} scans or Gets, not one per bucket.
     */
    private boolean extendGroup(SegmentFacts s, SaltSegment salt) {
      long count = salt.group();
      if (fanout * count > FANOUT_LIMIT) {
        long total = fanout * count;
        step(() -> where() + ": the key's group of " + count + " buckets, and " + total
            + " scans are too many: the key range ends here");
        return false;
      }
      fanout *= count;
      SaltShares shares = SaltShares.of(schema, salt);
      partials.add(Map.entry(salt.sourceFields(), shares.readFraction()));
      narrowed = true;
      if (detailed) {
        prefix.values(label(salt, null), s.valueWidth(), "+0.." + (count - 1));
      }
      String reads = p.type() == AccessPattern.AccessType.GET ? " Gets" : " scans";
      step(() -> where() + ": computed from " + String.join(", ", salt.sourceFields()) + ", then a random offset"
          + " below " + count + ": " + count + reads + ", one per bucket of the key's group of " + count + " (of "
          + salt.buckets() + ")");
      return true;
    }

    /**
     * A ranged salt whose {@code per} field the read binds, but not the hashed fields: the value's
     * run of shards is known, the shard in it is not, so the read takes each shard of the run
     * (Kylin's {@code CubeHBaseEndpointRPC} sends one call per shard of the cuboid): as many scans
     * as the value owns shards, the most any value owns when they differ, not one per bucket.
     */
    private boolean extendShards(SegmentFacts s, SaltSegment salt) {
      long count = salt.runLength();
      if (fanout * count > FANOUT_LIMIT) {
        long total = fanout * count;
        step(() -> where() + ": the " + count + " shards of the " + salt.per() + ", and " + total
            + " scans are too many: the key range ends here");
        return false;
      }
      fanout *= count;
      narrowed = true;
      if (detailed) {
        prefix.values(label(salt, null), s.valueWidth(), "+0.." + (count - 1));
      }
      String reads = (p.type() == AccessPattern.AccessType.GET ? " Get" : " scan") + (count == 1 ? "" : "s");
      boolean varies = !salt.shards().counts().isEmpty();
      step(() -> where() + ": " + unbound(salt.from()) + " not bound, but " + salt.per() + " is: " + count + reads
          + ", one per shard of its run" + (varies ? " (the most shards a value owns)" : "") + ", of "
          + salt.buckets());
      return true;
    }

    private long fanOutCount(SegmentFacts s) {
      return Planner.fanOutCount(s, p, rangeField);
    }

    private boolean extendField(int i, SegmentFacts s, FieldSegment f) {
      String name = f.field();
      if (bound.contains(name)) {
        appendValue(s, f);
        long listed = p.in().getOrDefault(name, 1L);
        if (!DateUnits.cut(f)) {
          pin(name);
        } else {
          constrain(name, unitFraction(s, f, listed));
        }
        boolean fromList = listed > 1 && countListed(name);
        narrowed |= s.distinctValues() > 1;
        if (i + 1 < key.size() && !ValueEnd.of((FieldCodec) s.codec(), key.get(i + 1).codec()).kind().exact()) {
          overRead = name;
          step(() -> where() + ": bound, but nothing ends its value before the rest of the key, so the key range"
              + " also holds every longer value that starts with it (" + name + " 12 takes in 123): the scan"
              + " over-reads and a row filter must drop those rows; a terminator or zero padding makes it exact");
        } else if (fromList) {
          step(() -> where() + ": one of " + listed + " listed values: " + listed + " key prefixes");
        } else {
          step(() -> where() + ": bound");
        }
        return true;
      }
      if (name.equals(p.startsWith())) {
        if (rangeServed || !prefixServed(s, f)) {
          step(() -> where() + ": scanned by a prefix, but " + (rangeServed ? "free within the range"
              : "the key does not write " + name + " as its plain text") + ": the key range ends here");
          return false;
        }
        rangeSegment = i;
        rangeServed = true;
        narrowed = true;
        constrain(name, prefixFraction(s.field(), p.startChars()));
        if (detailed) {
          rangeStart = prefix.copy().value(label(f, ".prefix"), p.startChars());
          rangeStop = rangeStart.copy().next();
        }
        step(() -> where() + ": scanned over the keys that start with its " + p.startChars() + " known character"
            + (p.startChars() == 1 ? "" : "s") + " (Scan.setStartStopRowForPrefixScan: start 'abc', stop 'abd';"
            + " Phoenix plans LIKE 'abc%' as this range)");
        return false;
      }
      if (!name.equals(p.range())) {
        long values = skipScanValues(i);
        if (values > 0) {
          fanout *= values;
          if (detailed) {
            prefix.values(label(f, null), s.valueWidth(), "=each of " + values).bytes(f.terminator());
          }
          step(() -> where() + ": not bound, but its " + values + " values are known and a later segment narrows"
              + " the read: " + values + " scans, one per value (a skip scan, as Phoenix's SkipScanFilter or a"
              + " MultiRowRangeFilter runs it)");
          return true;
        }
        step(() -> where() + ": not bound: the key range ends here");
        return false;
      }
      if (DateUnits.cut(f) && p.spanSeconds() > 0) {
        double unit = DateUnits.grain(f);
        if (rangeServed) {
          if (unit >= servedUnit) {
            appendValue(s, f);
            step(() -> where() + ": one value within the range");
            return true;
          }
          step(() -> where() + ": free within the range: the key range ends here");
          return false;
        }
        long k = DateUnits.units(p.spanSeconds(), unit);
        if (k == 1) {
          appendValue(s, f);
          constrain(name, unitFraction(s, f, 1));
          narrowed |= s.distinctValues() > 1;
          if (DateUnits.whole(p.spanSeconds(), unit)) {
            rangeServed = true;
            servedUnit = unit;
            step(() -> where() + ": the " + spanText(p) + " range is one value of it");
          } else {
            step(() -> where() + ": the " + spanText(p) + " range lies within one value of it");
          }
          return true;
        }
        // The values it covers can be listed, as the simulator lists them.
        if (unorderedRangeValues(s, p) > 0) {
          if (fanout * k > FANOUT_LIMIT) {
            step(() -> where() + ": does not keep " + name + " in order, and one scan for each of its " + k
                + " values in the range is too many: the key range ends here");
            return false;
          }
          // The values a time range covers can be listed (each week, each day), so each is a prefix
          // of its own, as a client computes them for a MultiRowRangeFilter.
          fanout *= k;
          if (detailed) {
            prefix.values(label(f, null), s.valueWidth(), "=each of " + k).bytes(f.terminator());
          }
          constrain(name, unitFraction(s, f, k));
          narrowed |= s.distinctValues() > 1;
          rangeServed = true;
          servedUnit = unit;
          step(() -> where() + ": does not keep " + name + " in order, but the " + spanText(p) + " range covers "
              + k + " of its values: " + k + " scans, one per value");
          return true;
        }
        rangeOn(i, s, Math.max(stats.rangeFraction(rangeField, k * unit), unitFraction(s, f, k)));
        step(() -> where() + ": scanned as a range over " + Quantities.formatCount(k) + " of its values");
        return false;
      }
      if (rangeServed) {
        step(() -> where() + ": free within the range: the key range ends here");
        return false;
      }
      if (!servesRange(s)) {
        step(() -> where() + ": does not keep " + name + " in order: the key range ends here");
        return false;
      }
      rangeOn(i, s, stats.rangeFraction(rangeField, TableStats.span(p)));
      step(() -> where() + ": scanned as the " + spanText(p) + " range");
      return false;
    }

    /**
     * How many scans a skip over an unbound segment takes, or 0 when the key range ends there: the
     * segment must write an enum, whose values the application knows, end each value exactly, and
     * be followed (past literals and other such enums) by a segment the read binds or ranges over;
     * the reference guide's log-data case runs one scan per log-event type for a host's time range
     * ("Log Data and Timeseries Data", host in the rowkey lead position).
     */
    private long skipScanValues(int i) {
      SegmentFacts s = key.get(i);
      if (!enumerable(i) || fanout * s.distinctValues() > FANOUT_LIMIT) {
        return 0;
      }
      for (int j = i + 1; j < key.size(); j++) {
        SegmentFacts next = key.get(j);
        if (next.segment() instanceof LiteralSegment) {
          continue;
        }
        FieldSegment f = next.fieldSegment();
        if (f != null && (bound.contains(f.field()) || f.field().equals(p.range()) && servesRange(next))) {
          return s.distinctValues();
        }
        if (f == null && next.computableFrom(bound) && !next.segment().sourceFields().isEmpty()) {
          return s.distinctValues();
        }
        if (f == null || bound.contains(f.field()) || !enumerable(j)) {
          return 0;
        }
      }
      return 0;
    }

    /** An enum field written whole, whose end is exact before the next segment: each value is one key prefix. */
    private boolean enumerable(int at) {
      SegmentFacts s = key.get(at);
      FieldSegment f = s.fieldSegment();
      if (f == null || f.format() != null || s.field().type() != FieldType.ENUM || s.field().values().isEmpty()) {
        return false;
      }
      return at + 1 < key.size() && ValueEnd.of((FieldCodec) s.codec(), key.get(at + 1).codec()).kind().exact();
    }

    /**
     * Whether a segment keeps the range field's values in key order. A range over a domain means
     * the hosts of one site (the webtable's {@code org.apache.*}), which sit together only under
     * {@code reverse: domain}.
     */
    private boolean servesRange(SegmentFacts s) {
      FieldSegment f = s.fieldSegment();
      if (s.field().type() == FieldType.DOMAIN) {
        return f.reverse() == FieldSegment.Reverse.DOMAIN;
      }
      return s.order() != SortOrder.NONE;
    }

    /** Records what the planner decided, when people will read it. */
    private void step(java.util.function.Supplier<String> text) {
      if (detailed) {
        steps.add(text.get());
      }
    }

    /** {@code rowkey[2] hostname}: the segment being decided. */
    private String where() {
      return "rowkey[" + at + "] " + key.get(at).segment().describe();
    }

    private void rangeOn(int i, SegmentFacts s, double fraction) {
      rangeSegment = i;
      rangeServed = true;
      narrowed = true;
      constrain(p.range(), fraction);
      if (detailed) {
        boolean descending = s.order() == SortOrder.DESCENDING;
        rangeStart = prefix.copy().value(label(s.segment(), descending ? ".to" : ".from"), s.valueWidth());
        rangeStop = prefix.copy().value(label(s.segment(), descending ? ".from" : ".to"), s.valueWidth());
      }
    }

    private void appendValue(SegmentFacts s, FieldSegment f) {
      if (detailed) {
        prefix.value(label(f, null), s.valueWidth()).bytes(f.terminator());
      }
    }

    /** Counts an IN-list field's values into the key prefixes once, the first time a segment uses it; whether it is one. */
    private boolean countListed(String field) {
      long listed = p.in().getOrDefault(field, 1L);
      if (listed <= 1 || !listedCounted.add(field)) {
        return false;
      }
      inKeys = saturatedProduct(inKeys, listed);
      return true;
    }

    private void pin(String field) {
      pinned.add(field);
      constrain(field, Math.min(1, p.in().getOrDefault(field, 1L) * stats.equalsFraction(schema.field(field))));
    }

    /**
     * Whether the read lists the field at {@code at}: its segment writes the field's value whole
     * (or a time cut to a unit), its value ends exactly before the rest of the key, so each value
     * is one key prefix a scan can seek past.
     */
    private boolean listsAt(int at) {
      if (p.lists() == null || at >= key.size()) {
        return false;
      }
      FieldSegment f = key.get(at).fieldSegment();
      if (f == null || !f.field().equals(p.lists())) {
        return false;
      }
      return at + 1 == key.size()
          || ValueEnd.of((FieldCodec) key.get(at).codec(), key.get(at + 1).codec()).kind().exact();
    }

    /** The distinct values of the listed field: its cardinality, or one per row when unbounded. */
    private double listedValues() {
      FieldSpec spec = schema.field(p.lists());
      return spec.boundedCardinality() ? spec.cardinality() : stats.rows();
    }

    /** Whether a segment writes the field as its own text, so values sharing a prefix share a key prefix. */
    private boolean prefixServed(SegmentFacts s, FieldSegment f) {
      return f.format() == null && f.reverse() == FieldSegment.Reverse.NONE && s.field().type().isText()
          && (f.encoding() == dev.hbaseadvisor.model.FieldEncoding.STRING);
    }

    /**
     * The fraction of a text field's values that start with {@code chars} given characters: one
     * over the charset's size to that power (values drawn evenly from it), and at least one value.
     */
    private double prefixFraction(FieldSpec field, int chars) {
      double values = field.boundedCardinality() ? field.cardinality() : stats.rows();
      double fraction = Math.pow(field.charset().characters().length(), -chars);
      return Math.min(1, Math.max(fraction, 1 / Math.max(1, values)));
    }

    /** Whether {@code field} is a function of one of {@code others} ({@code determinedBy}). */
    private boolean determinedByAny(String field, java.util.Collection<String> others) {
      return others.stream().anyMatch(o -> schema.determinedBy(field, o));
    }

    private void constrain(String field, double fraction) {
      fieldFraction.merge(field, fraction, Math::min);
    }

    /**
     * The fraction of rows under {@code k} values of a cut time (a date pattern, a base hour): the
     * rows written in that time, or one over its distinct values when the values come back (a
     * month without a year).
     */
    private double unitFraction(SegmentFacts s, FieldSegment f, long k) {
      double fraction = stats.rangeFraction(s.field(), k * DateUnits.grain(f));
      return DateUnits.neverRepeats(f) ? fraction : Math.max(fraction, (double) k / Math.max(1, s.distinctValues()));
    }

    private double keyFraction() {
      double fraction = zFraction;
      for (Map.Entry<String, Double> f : fieldFraction.entrySet()) {
        // A field determined by another bound field (determinedBy) narrows nothing further.
        if (!determinedByAny(f.getKey(), fieldFraction.keySet())) {
          fraction *= f.getValue();
        }
      }
      for (Map.Entry<List<String>, Double> partial : partials) {
        if (!fieldFraction.keySet().containsAll(partial.getKey())) {
          fraction *= partial.getValue();
        }
      }
      return fraction;
    }

    private double returnedFraction(Map<String, Column> qualifiers) {
      double fraction = 1;
      for (String f : p.fixed()) {
        if (determinedByAny(f, p.fixed())) {
          continue;
        }
        FieldSpec spec = schema.field(f);
        Column c = qualifiers.get(f);
        long listed = p.in().getOrDefault(f, 1L);
        if (c != null && !pinned.contains(f)) {
          double perRow = (c.minPerRow() + c.maxPerRow()) / 2.0;
          fraction *= Math.min(1, listed * perRow / (spec.boundedCardinality() ? spec.cardinality() : stats.rows()));
        } else {
          fraction *= Math.min(1, listed * stats.equalsFraction(spec));
        }
      }
      if (rangeField != null) {
        fraction *= stats.rangeFraction(rangeField, TableStats.span(p));
      }
      if (p.startsWith() != null) {
        fraction *= prefixFraction(schema.field(p.startsWith()), p.startChars());
      }
      for (Map.Entry<String, Long> box : p.box().entrySet()) {
        FieldSpec spec = schema.field(box.getKey());
        fraction *= Math.min(1, box.getValue() / Math.max(1.0, (double) spec.max() - spec.min()));
      }
      return fraction;
    }

    /** Whether the key order alone returns the rows in the asked order: one scan, in that order. */
    private boolean orderServed(PlanKind kind) {
      if (kind == PlanKind.GET || kind == PlanKind.MULTI_GET) {
        return true;
      }
      return scansInOrder(kind) && (fanout == 1 || !orderAsked(schema, index, p));
    }

    /** Whether each of the read's scans returns its rows in the asked order (any order, when none is asked). */
    private boolean scansInOrder(PlanKind kind) {
      if (kind == PlanKind.GET || kind == PlanKind.MULTI_GET) {
        return true;
      }
      // A reverse scan (Scan.setReversed) returns the rows in descending key order.
      SortOrder time = end < key.size() ? timeOrder(key.get(end)) : null;
      SortOrder newestFirst = p.reversed() ? SortOrder.ASCENDING : SortOrder.DESCENDING;
      if (p.newestFirst()) {
        return time == newestFirst;
      }
      if (orderAsked(schema, index, p)) {
        return time != newestFirst;
      }
      return true;
    }

    /** The order a segment writes time in, or null when it writes no time. */
    private SortOrder timeOrder(SegmentFacts s) {
      FieldSpec f = s.field();
      return f != null && (f.type() == FieldType.TIMESTAMP || f.increasing()) ? s.order() : null;
    }

    /** A FuzzyRowFilter key when every filtered field is written exactly at a fixed position after the prefix. */
    private String fuzzyKey(List<String> filtered) {
      int last = -1;
      for (String f : filtered) {
        int at = exactSegment(f);
        if (at < 0) {
          return null;
        }
        last = Math.max(last, at);
      }
      KeyTemplate t = prefix.copy();
      Set<String> known = new HashSet<>(bound);
      for (int j = end; j <= last; j++) {
        SegmentFacts s = key.get(j);
        Segment seg = s.segment();
        if (seg instanceof LiteralSegment literal) {
          t.bytes(literal.bytes());
        } else if (s.computableFrom(known)) {
          t.value(label(seg, null), s.valueWidth());
          if (seg instanceof FieldSegment f) {
            t.bytes(f.terminator());
          }
        } else if (s.fixedWidth()) {
          t.value("?", s.minWidth());
        } else {
          return null;
        }
      }
      return t.render();
    }

    /** The first segment after the prefix that writes a bound field's exact value, or -1. */
    private int exactSegment(String field) {
      for (int j = end; j < key.size(); j++) {
        SegmentFacts s = key.get(j);
        Segment seg = s.segment();
        boolean exact = seg instanceof FieldSegment f && f.field().equals(field) && !DateUnits.cut(f)
            || seg instanceof HashSegment h && h.from().contains(field) && s.computableFrom(bound);
        if (exact) {
          return j;
        }
      }
      return -1;
    }

    private void describeRest(List<String> filtered, List<String> columns, Map<String, Column> qualifiers) {
      Set<String> inKey = new HashSet<>();
      for (int j = end; j < key.size(); j++) {
        Segment seg = key.get(j).segment();
        List<String> hit = seg.sourceFields().stream().filter(filtered::contains).toList();
        boolean readable = seg instanceof FieldSegment || key.get(j).computableFrom(bound);
        if (!hit.isEmpty() && readable) {
          inKey.addAll(hit);
        }
        if (j == end) {
          continue;
        }
        if (!hit.isEmpty() && readable) {
          steps.add("rowkey[" + j + "] " + seg.describe() + ": " + (hit.contains(p.range()) ? "the range" : "bound")
              + ", checked by a row filter");
        } else {
          steps.add("rowkey[" + j + "] " + seg.describe() + ": not used");
        }
      }
      for (String f : filtered) {
        if (inKey.contains(f)) {
          continue;
        }
        String column = valueColumn(f);
        steps.add(column != null ? f + ": checked by a value filter on column " + column
            : f + ": in neither a readable key segment nor a column: no filter can check it");
      }
      for (String f : columns) {
        Column c = qualifiers.get(f);
        steps.add(f + ": names the qualifiers of its family: the read selects that column"
            + (c.maxPerRow() > 1 ? " (" + c.minPerRow() + "-" + c.maxPerRow() + " per row)" : ""));
      }
    }

    private String unbound(List<String> fields) {
      List<String> missing = fields.stream().filter(f -> !bound.contains(f)).toList();
      return String.join(", ", missing) + (missing.size() == 1 ? " is" : " are");
    }
  }
}
