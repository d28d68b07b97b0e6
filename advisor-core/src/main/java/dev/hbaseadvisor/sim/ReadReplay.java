package dev.hbaseadvisor.sim;

import dev.hbaseadvisor.model.AccessPattern;
import dev.hbaseadvisor.model.FieldSpec;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.plan.Planner;
import dev.hbaseadvisor.workload.RecordGenerator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * The access patterns' reads, each at its rate on the simulator's clock: the j-th execution of a
 * pattern runs at {@code j / rate} seconds, before the write due at that time. A read draws the
 * key fields of a record (the value indexes drawn from its own stream and turned into the values
 * the writes wrote; increasing fields take the value of a row already written), asks the
 * {@link ReadPlanner} for its key ranges and charges the regions they cross: a Get one request
 * and one row; a scan one request per region, in key order, until it has read what the plan's
 * limit needs ({@link ReadPlanner.Plan#rowsPerScan()}), with the region's rows when the range
 * covers it and its sample's share of them when the range cuts it.
 *
 * <p>On a table whose cells' timestamp is a key field ({@link TableSchema#cellTimestampField()}),
 * every Get and region scan also counts the region's store files it opens: a read that binds the
 * field (a range over it, or a value) is a time range on the cells, and HBase opens no scanner on a
 * file whose time range misses it, nor on one whose newest cell is past the TTL
 * ({@code StoreFileScanner.shouldUseScanner}, {@code StoreFileReader.passesTimerangeFilter}). Bloom
 * filters, which spare a Get further files, and the memstore are not counted.
 */
final class ReadReplay {

  /**
   * The most reads a simulation replays, over all patterns: each read is planned and charged one
   * by one, so the access patterns' rates, unbounded by the schema, would otherwise make the work
   * (100 million reads a second over 20 s of writes did not end in 45 s).
   */
  static final long MAX_REPLAYED_READS = 20_000_000L;
  /**
   * The most reads a sampled run replays: a tenth of {@link #MAX_REPLAYED_READS}, since a sampled
   * run exists to reach a long horizon in bounded time and a read's cost grows with the regions.
   */
  static final long MAX_SAMPLED_READS = MAX_REPLAYED_READS / 10;

  private final List<Stream> streams = new ArrayList<>();
  private final RegionTable table;
  /** Draws the value indexes of reads, a stream apart from the writes'. */
  private final RecordGenerator draws;
  /** Turns value indexes into the values the writes wrote: the writes' seed. */
  private final RecordGenerator values;
  private final boolean[] keyFields;
  private final long[] slots;
  private final SplittableRandom random;
  /** The pattern whose read is under way. */
  private Stream reading;
  /** {@link #request}, made once. */
  private final Consumer<KeyRange> requests = this::request;
  /** The ends of the range a region's share is asked for, prepared once for both its samples. */
  private final SampleRanks.Probe from = new SampleRanks.Probe();
  private final SampleRanks.Probe to = new SampleRanks.Probe();
  /** The simulator's clock: the index of the first write at or after a simulated time. */
  private final java.util.function.DoubleToLongFunction writeIndexAt;
  private final double duration;
  /** Whether reads count the store files they open: the table's cells take a key field's value. */
  private final boolean countsFiles;
  /** The cells' timestamp field, or null. */
  private final FieldSpec cellTimeField;
  /** The epoch milliseconds the simulated clock's 0 stands for, in the cell timestamp field's values. */
  private final long cellEpoch;
  /** The TTL past which a whole file has expired for every family (the longest), or 0 when one keeps its cells. */
  private final long fileTtl;
  /** The time range of the read under way, in simulated seconds: from (inclusive) to (exclusive). */
  private double timeFrom = Double.NEGATIVE_INFINITY;
  private double timeTo = Double.POSITIVE_INFINITY;
  /** The oldest cell time a file must hold for the read under way to open it (now minus {@link #fileTtl}). */
  private double oldestUnexpired = Double.NEGATIVE_INFINITY;

  /**
   * Reads replayed against {@code table}; {@code fileTtl} is the simulator's: the TTL past which a
   * whole file has expired for every family, or 0.
   */
  ReadReplay(TableSchema schema, ReadPlanner planner, RegionTable table, boolean[] keyFields, long writeSeed,
      long readSeed, java.util.function.DoubleToLongFunction writeIndexAt, double duration, long fileTtl) {
    this.table = table;
    this.draws = new RecordGenerator(schema, readSeed);
    this.values = new RecordGenerator(schema, writeSeed);
    this.keyFields = keyFields.clone();
    this.slots = new long[keyFields.length];
    this.random = new SplittableRandom(readSeed);
    this.writeIndexAt = writeIndexAt;
    this.duration = duration;
    this.cellTimeField = schema.cellTimestampField();
    this.countsFiles = cellTimeField != null;
    // The write clock's own field is its min plus the write's time; any other value is read against
    // the clock's start, as the simulator reads it (Simulator.cellTime).
    this.cellEpoch = schema.cellTimestampIsWriteClock() ? cellTimeField.min() : schema.clockEpochMillis();
    this.fileTtl = fileTtl;
    for (AccessPattern pattern : schema.access()) {
      streams.add(new Stream(pattern, planner.plan(pattern)));
    }
  }

  /**
   * The simulated seconds whose reads are replayed: the whole run, or, when the patterns' rates
   * add up to more than {@link #MAX_REPLAYED_READS} over it, its first seconds that hold as many.
   */
  static double replayedSeconds(TableSchema schema, double duration) {
    return replayedSeconds(schema, duration, MAX_REPLAYED_READS);
  }

  /** {@link #replayedSeconds(TableSchema, double)} with another bound on the reads replayed. */
  static double replayedSeconds(TableSchema schema, double duration, long maxReads) {
    // An execution with IN-lists looks up one key per combination of their values.
    double readsPerSecond = schema.access().stream()
        .mapToDouble(p -> p.ratePerSecond() * Math.min(p.inCombinations(), MAX_REPLAYED_READS)).sum();
    return readsPerSecond * duration <= maxReads ? duration : maxReads / readsPerSecond;
  }

  /** The index of the write before which the next read is due, or {@code Long.MAX_VALUE}. */
  long nextIndex() {
    long next = Long.MAX_VALUE;
    for (Stream s : streams) {
      next = Math.min(next, s.nextIndex);
    }
    return next;
  }

  /** Finds every pattern's next read again on the clock, whose rate has changed. */
  void reschedule() {
    for (Stream s : streams) {
      if (s.nextIndex != Long.MAX_VALUE) {
        s.nextIndex = s.indexOf(s.nextTime);
      }
    }
  }

  /**
   * Runs every read due before write {@code n}, once {@code written} rows have been written (more
   * than {@code n} when each replayed row stands for several).
   */
  void readDue(long n, long written) {
    for (Stream s : streams) {
      while (n >= s.nextIndex) {
        read(s, written);
        s.schedule();
      }
    }
  }

  /** Runs the reads due after the last of {@code total} rows written and before the end of the run. */
  void readToTheEnd(long total) {
    for (Stream s : streams) {
      while (s.nextTime < duration) {
        read(s, total);
        s.schedule();
      }
    }
  }

  /** What each pattern cost, in the schema's order. */
  List<AccessStats> stats() {
    return streams.stream()
        .map(s -> new AccessStats(s.pattern.name(), s.plan.describe(), s.reads, s.gets, s.scans, s.regionScans,
            s.rows, countsFiles ? s.filesOpened : -1, countsFiles ? s.filesSkipped : -1))
        .toList();
  }

  private void read(Stream s, long written) {
    s.reads++;
    reading = s;
    oldestUnexpired = fileTtl > 0 ? s.nextTime - fileTtl : Double.NEGATIVE_INFINITY;
    timeFrom = Double.NEGATIVE_INFINITY;
    timeTo = Double.POSITIVE_INFINITY;
    // An IN-list's values are looked up in one execution: a key (or a skip scan's seek) each.
    for (long k = s.plan.recordsPerRead(); k > 0; k--) {
      Map<String, Object> record = record(written);
      if (s.timeBound) {
        timeRange(s, record);
      }
      s.plan.eachRange(record, random, requests);
    }
  }

  /**
   * Sets the time range of a read that binds the cells' timestamp field: from its value to that
   * plus the pattern's span for a range over it (Phoenix turns the row timestamp column's bounds
   * into the scan's time range), that millisecond for a value it fixes.
   */
  private void timeRange(Stream s, Map<String, Object> record) {
    long from = ((Number) record.get(cellTimeField.name())).longValue();
    long to = s.timeWidth > 0 ? from + (long) Math.ceil(s.timeWidth) : from + 1;
    timeFrom = (from - cellEpoch) / 1000.0;
    timeTo = (to - cellEpoch) / 1000.0;
  }

  /**
   * Counts the store files of region {@code r} the request under way opens, and those it skips:
   * a file is skipped when its time range misses the read's or its newest cell is past the TTL
   * ({@code StoreFileReader.passesTimerangeFilter}: the file's minimum below the read's end, its
   * maximum at or after the read's start and the oldest unexpired time).
   */
  private void openFiles(Stream s, Region r) {
    Region.Files files = r.files;
    int n = files.size();
    long skipped = 0;
    for (int i = 0; i < n; i++) {
      StoreFile f = files.get(i);
      if (f.minTime <= f.maxTime
          && !(f.minTime < timeTo && f.maxTime >= timeFrom && f.maxTime >= oldestUnexpired)) {
        skipped++;
      }
    }
    s.filesOpened += n - skipped;
    s.filesSkipped += skipped;
  }

  /** Draws the key fields of one record a read looks up. */
  private Map<String, Object> record(long written) {
    draws.nextSlots(slots, keyFields);
    Map<String, Object> record = new HashMap<>();
    List<FieldSpec> fields = values.fields();
    for (int f = 0; f < fields.size(); f++) {
      if (!keyFields[f]) {
        continue;
      }
      FieldSpec spec = fields.get(f);
      if (spec.increasing()) {
        long past = written > 0 ? random.nextLong(written) : 0;
        record.put(spec.name(), values.increasingValue(spec, past, random.nextDouble()));
      } else {
        record.put(spec.name(), values.value(f, slots[f]));
      }
    }
    return record;
  }

  /** Charges one Get or Scan of the read under way. */
  private void request(KeyRange range) {
    Stream s = reading;
    if (range.isGet()) {
      Region r = table.get(table.indexOf(range.start(), range.start().length));
      r.windowReads++;
      r.windowScannedRows++;
      s.gets++;
      s.rows += 1;
      if (countsFiles) {
        openFiles(s, r);
      }
    } else {
      scan(s, range);
    }
  }

  private void scan(Stream s, KeyRange range) {
    int first = table.indexOf(range.start(), range.start().length);
    int last = table.lastIndexFrom(first, range.stop());
    double cutoff = s.plan.rowsPerScan();
    double rows = 0;
    s.scans++;
    for (int i = first; i <= last; i++) {
      Region r = table.get(i);
      boolean fromStart = i > first || table.startsAtOrAfter(i, range.start());
      double inRegion = Math.min(rowsIn(r, range.start(), range.stop(), fromStart, i < last), cutoff - rows);
      s.regionScans++;
      if (countsFiles) {
        openFiles(s, r);
      }
      r.windowReads++;
      r.windowScannedRows += Math.round(inRegion);
      rows += inRegion;
      if (rows >= cutoff) {
        break;
      }
    }
    s.rows += rows;
  }

  /**
   * The rows of a region in {@code [start, stop)}: all of them, or its samples' share; with
   * {@code fromStart} the region starts at or after {@code start}, and with {@code beforeLast} it
   * is not the last the range reaches, so ends before {@code stop}.
   */
  private double rowsIn(Region r, byte[] start, byte[] stop, boolean fromStart, boolean beforeLast) {
    boolean toEnd = beforeLast || stop.length == 0
        || (r.end.length > 0 && Arrays.compareUnsigned(stop, r.end) >= 0);
    if (fromStart && toEnd) {
      return r.rows;
    }
    byte[] end = toEnd ? r.end : stop;
    return r.rows * r.shareIn(from.set(fromStart ? r.start : start), to.set(end), end.length == 0);
  }

  /** One access pattern's schedule and counters. */
  private final class Stream {
    final AccessPattern pattern;
    final ReadPlanner.Plan plan;
    long count;
    double nextTime;
    long nextIndex;
    long reads;
    long gets;
    long scans;
    long regionScans;
    double rows;
    /** Store files its requests opened and skipped ({@link #openFiles}). */
    long filesOpened;
    long filesSkipped;
    /** Whether its reads bind the cells' timestamp field, so carry a time range ({@link #timeRange}). */
    final boolean timeBound;
    /** The width of its range over that field in the field's units, or 0 when it fixes a value. */
    final double timeWidth;

    Stream(AccessPattern pattern, ReadPlanner.Plan plan) {
      this.pattern = pattern;
      this.plan = plan;
      String timeField = cellTimeField == null ? null : cellTimeField.name();
      boolean ranged = timeField != null && timeField.equals(pattern.range())
          && Planner.rangeWidth(cellTimeField, pattern) > 0;
      this.timeWidth = ranged ? Planner.rangeWidth(cellTimeField, pattern) : 0;
      this.timeBound = ranged || timeField != null && pattern.fixed().contains(timeField);
      boolean runs = pattern.ratePerSecond() > 0 && duration > 0;
      this.nextTime = runs ? 0 : Double.POSITIVE_INFINITY;
      this.nextIndex = runs ? 0 : Long.MAX_VALUE;
    }

    /** Moves to the next execution, at {@code count / rate} seconds. */
    void schedule() {
      count++;
      nextTime = count / pattern.ratePerSecond();
      nextIndex = nextTime < duration ? indexOf(nextTime) : Long.MAX_VALUE;
    }

    long indexOf(double time) {
      return writeIndexAt.applyAsLong(time);
    }
  }
}
