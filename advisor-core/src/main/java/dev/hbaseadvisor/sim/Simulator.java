package dev.hbaseadvisor.sim;

import dev.hbaseadvisor.codec.KeyBuffer;
import dev.hbaseadvisor.model.FamilyOptions;
import dev.hbaseadvisor.model.Puts;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.workload.KeyWriter;
import dev.hbaseadvisor.workload.RecordGenerator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Replays a schema's synthetic workload against a model of an HBase table's storage layer and
 * measures where the load lands, region by region and server by server, over simulated time.
 *
 * <p>The model, single-threaded and driven by the write sequence (write {@code n} happens at
 * {@code n / writesPerSecond} seconds):
 * <ol>
 *   <li>Each write is a row generated from the schema's fields ({@link RecordGenerator}), keyed by
 *       its rowkey ({@link KeyWriter}) and sized per family from its columns ({@link CellSizer}).
 *   <li>The row lands in the region whose range holds its key ({@link RegionTable}), in the
 *       memstore of each family.
 *   <li>A region whose memstores exceed {@code cluster.flushSize} flushes
 *       ({@code HRegion.isFlushSize}: heap size &gt; flush size, the heap counting
 *       {@link Region#CELL_HEAP_OVERHEAD} a cell beyond its bytes) into a new store file
 *       ({@link StoreFile}), so a flushed file holds less than the flush size.
 *       With several families only the stores above {@code max(flushSize / families, 16 MiB)}
 *       flush, or all when none is ({@code FlushAllLargeStoresPolicy}, {@code FlushLargeStoresPolicy}).
 *   <li>After a flush the split policy decides ({@link SplitPolicy}); if the region does not
 *       split, the flush asks for a compaction ({@code MemStoreFlusher.flushRegion}). Compactions
 *       ({@link Compactions}) take time, at {@code cluster.compactionThroughput} per server, and
 *       the policy decides again when one ends ({@code CompactSplit.CompactionRunner}).
 *   <li>The split row is the middle block's key of the largest store file ({@link MidKey}), not
 *       the middle of the region. Daughters open on the parent's server with reference files to
 *       the parent's, compact them at once, and cannot split until the compacted references are
 *       discharged ({@code cluster.dischargeInterval}). A region server with
 *       {@code hbase.regionserver.regionSplitLimit} (1000) regions stops splitting
 *       ({@code CompactSplit.shouldSplitRegion}).
 *   <li>After the last write every region flushes, and the compactions and splits that follow run
 *       to the end (the table settles), as a region server does once the client stops.
 *   <li>Every 300 simulated seconds the {@link Balancer} evens out regions per server.
 *   <li>Each access pattern reads at its rate, planned by a {@link ReadPlanner} ({@link ReadReplay}).
 *   <li>Every window the load per server is recorded; at the end the invariants are checked:
 *       the regions tile the key space, their bytes add up to the bytes written, and every split
 *       row lay strictly inside its parent.
 * </ol>
 *
 * <p>Memory is bounded by the number of regions, windows and samples, not by the writes: no key
 * is kept except in the bounded samples. The same schema, settings and seed give the same result.
 */
public final class Simulator {

  /** {@code hbase.regionserver.regionSplitLimit}'s default. */
  static final int REGION_SPLIT_LIMIT = 1000;
  /** {@code hbase.hregion.percolumnfamilyflush.size.lower.bound.min}'s default: 16 MiB. */
  static final long FLUSH_LOWER_BOUND_MIN = 16L << 20;
  /** The least first stride of a memstore's key sample, in bytes; it doubles as the memstore fills. */
  private static final long FIRST_SAMPLE_STRIDE = 64;
  /**
   * The most windows a run records: a year at one write per second would otherwise keep half a
   * million; longer runs get longer windows.
   */
  static final int MAX_WINDOWS = 1440;
  /**
   * The most puts adding cells replayed for one row; more are replayed as this many, each standing
   * for its share, so a row filled by millions of puts costs the replay what a few do.
   */
  static final int MAX_REPLAYED_PUTS = 8;
  /** Draws of a row for a delete of {@code of: any} before one is taken whatever its region's live share. */
  static final int MAX_DELETE_TRIES = 8;
  /**
   * {@code hbase.hstore.blockingStoreFiles} (16): a region with more store files delays its flushes
   * until a compaction leaves fewer or {@link #BLOCKING_WAIT_SECONDS} pass
   * ({@code MemStoreFlusher.flushRegion}, {@code HStore.hasTooManyStoreFiles}).
   */
  static final int BLOCKING_STORE_FILES = FamilyOptions.CompactionPolicy.DEFAULT_BLOCKING_FILES;
  /**
   * The blocking store file count under FIFO compaction: {@code TableDescriptorChecker.checkCompactionPolicy}
   * refuses a FIFO family below 1,000, and {@code apply} writes 1,000 with the policy.
   */
  static final int FIFO_BLOCKING_STORE_FILES = FamilyOptions.CompactionPolicy.FIFO_BLOCKING_FILES;
  /** {@code hbase.hstore.blockingWaitTime}: 90,000 ms. */
  static final double BLOCKING_WAIT_SECONDS = FamilyOptions.CompactionPolicy.BLOCKING_WAIT_SECONDS;
  /**
   * {@code hbase.hregion.memstore.block.multiplier} (4): a memstore above four times the flush size
   * refuses puts with {@code RegionTooBusyException} ({@code HRegion.checkResources}).
   */
  static final int BLOCK_MULTIPLIER = 4;
  /**
   * {@code hbase.regionserver.optionalcacheflushinterval}: 3,600,000 ms; a region not flushed for an
   * hour whose memstore holds an edit older than that is flushed ({@code HRegion.shouldFlush},
   * {@code PeriodicMemStoreFlusher}).
   */
  static final double PERIODIC_FLUSH_SECONDS = 3600;
  /**
   * {@code hbase.regionserver.periodicmemstoreflusher.rangeofdelayseconds}: 300; the periodic flush
   * waits a random delay up to this.
   */
  static final double PERIODIC_FLUSH_DELAY_SECONDS = 300;
  /**
   * The most normalizer runs a simulation makes: at {@code hbase.normalizer.period} (5 minutes) a year
   * would run it 105,120 times over every region; a longer run spaces them out to at most this many.
   */
  static final int MAX_NORMALIZER_RUNS = 10_000;
  /**
   * {@code hbase.catalogjanitor.interval}: 300,000 ms. A merged region keeps its merge qualifiers in
   * {@code hbase:meta}, and cannot merge again, until a run of the master's {@code CatalogJanitor}
   * finds it without references and clears them ({@code MergeTableRegionsProcedure.prepareMergeRegion}:
   * "has a merge qualifier"; {@code CatalogJanitor.cleanMergeRegion}).
   */
  static final double CATALOG_JANITOR_SECONDS = 300;
  /** The most states of the table's life a run records between its milestones. */
  static final int LIFE_POINTS = 120;
  /** The milestones a run reports the table's state at, when it reaches them: 1 day, 30 days, 1 year. */
  static final double[] MILESTONES = {86_400, 30 * 86_400.0, 365 * 86_400.0};
  /** Regions listed per window as the busiest. */
  static final int BUSIEST_REGIONS = 3;
  /**
   * Keys per time column of the heat matrix: 1,024 put about 25 sampled keys in each of 40 key
   * ranges of an even column, so an even field reads as even (a standard error near a fifth).
   */
  private static final int HEAT_SAMPLE = 1024;

  private final TableSchema schema;
  private final SimulationSettings settings;
  private final InitialRegions initialRegions;
  private final ReadPlanner planner;
  private final String design;

  /**
   * A simulator of the schema as written: its pre-split from the splits module
   * ({@link PresplitRegions}) and its reads from the access-pattern planner ({@link PlannedReads}).
   */
  public Simulator(TableSchema schema, SimulationSettings settings) {
    this(schema, settings, new PresplitRegions(), new PlannedReads(schema), "as written");
  }

  /** A simulator with the given seams, naming the design it runs. */
  public Simulator(TableSchema schema, SimulationSettings settings, InitialRegions initialRegions,
      ReadPlanner planner, String design) {
    this.schema = schema;
    this.settings = settings;
    this.initialRegions = initialRegions;
    this.planner = planner;
    this.design = design;
  }

  /** The writes of {@link #quick(TableSchema)}: the default of {@code lint --simulate}. */
  public static final long QUICK_WRITES = 1_000_000;

  /** {@link #quick(TableSchema, long)} with {@link #QUICK_WRITES} writes. */
  public static SimulationSummary quick(TableSchema schema) {
    return quick(schema, QUICK_WRITES);
  }

  /**
   * A short run for lint rules: {@code writes} rows of the schema's workload with its seed and
   * no reads, the headline figures only ({@link SimulationSummary#busiestServerShare()} gives "92 % of writes
   * went to one server", {@link SimulationSummary#emptyRegions()} the unreachable pre-split
   * regions).
   */
  public static SimulationSummary quick(TableSchema schema, long writes) {
    SimulationSettings settings = SimulationSettings.of(schema).withWrites(writes).withoutReads();
    return new Simulator(schema, settings).run(SimulationListener.NONE).summary();
  }

  /** Runs the simulation. */
  public SimulationResult run(SimulationListener listener) {
    return new Run(listener).execute();
  }

  /** The mutable state of one run. */
  private final class Run {
    private final SimulationListener listener;
    private final RecordGenerator generator;
    private final KeyWriter keyWriter;
    private final boolean[] draw;
    private final long[] slots;
    private final KeyBuffer key = new KeyBuffer();
    private final SplittableRandom saltRandom;
    /** Placement, jitter and balancer choices. */
    private final SplittableRandom random;
    /** The regions' key samples. */
    private final SkippingRandom sampling;
    /** The heat matrix's samples; its own stream, since its use depends on the run's length. */
    private final SplittableRandom heatRandom;
    private final CellSizer cells;
    /** The families each record kind writes, for a table of several ({@link TableSchema#multiKind()}); else null. */
    private final boolean[][] kindFamilies;
    /**
     * Per record kind: 0 for a kind of many rows, -1 for a kind whose key is all literals (one row,
     * such as OpenTSDB's UID counter {@code \x00}) not yet written, 1 once it is.
     */
    private final int[] oneRow;
    /** Writes that overwrote the one row of such a kind: no new row. */
    private long rewrittenRows;
    /** Compactions that ended, and the bytes of the files they took. */
    private long compactionsDone;
    private long compactedBytes;
    private final long[] familyBytes;
    private final int families;
    private final SplitPolicy policy;
    private final Servers servers;
    private final RegionTable table;
    private final long flushSize;
    private final long flushLowerBound;
    private final long sampleStride;
    private final long[] blockSizes;
    private final Compactions compactions;
    /** {@code hbase.hstore.blockingStoreFiles} as the table's compaction policy has it. */
    private final int blockingFiles;
    private final double dischargeSeconds;

    /** Puts per row ({@code workload.puts}); 1 when each row is written whole. */
    private final double putsPerRow;
    /** The rows that puts adding cells go to, or null when rows are written whole. */
    private final PutTargets targets;
    /** Puts adding cells that are due but not yet replayed: the fraction left of the last rows. */
    private double owedPuts;
    /** The cells each overwriting put writes again ({@code puts.overwrite}), or 0 when puts add cells. */
    private final int overwriteCells;
    /** Per family, whether it keeps older versions (VERSIONS above 1), which are then not garbage. */
    private final boolean[] keepsVersions;
    /** The most VERSIONS of a family that keeps older versions: it bounds what a region keeps of them. */
    private final int mostVersions;
    /** Per family, whether it keeps deleted cells ({@code KEEP_DELETED_CELLS}): they are then not garbage. */
    private final boolean[] keepsDeleted;
    /** Per family, a delete marker's bytes beyond its row key: KeyValue's 20 and the family name. */
    private final long[] markerBytes;
    /** The rows the workload deletes ({@code workload.deletes}). */
    private final dev.hbaseadvisor.model.Deletes deletes;
    /** Deletes that are due but not yet replayed, in rows. */
    private double owedDeletes;
    /** With {@code of: any}, the rows deletes go to; null otherwise. */
    private final PutTargets deleteTargets;
    /**
     * With {@code of: oldest}, a second generator replaying the rows in the order they were written,
     * behind the first, with the weights the first gave them (runs of {weight, count}); null otherwise.
     */
    private final RecordGenerator oldestGenerator;
    private final KeyWriter oldestWriter;
    private final SplittableRandom oldestSalt;
    private final KeyBuffer oldestKey = new KeyBuffer();
    private final long[] oldestSlots;
    private final java.util.ArrayDeque<long[]> writtenWeights = new java.util.ArrayDeque<>();
    /** The rows the oldest-first deletes have passed. */
    private long deletedThrough;
    private long deletedRows;
    private long deleteMarkers;
    /** Bytes written by overwriting puts, and the part of them the families keep as older versions. */
    private long overwrittenBytes;
    /** Garbage (superseded versions, deleted cells, delete markers) dropped by major compactions. */
    private long droppedBytes;
    private long garbageDroppingMajors;

    /** The interval of bulk loads ({@code workload.bulkLoad}), or 0 when rows arrive as puts. */
    private final long bulkLoadSeconds;
    /** The write index of the next bulk load, or {@link Long#MAX_VALUE}. */
    private long nextLoad = Long.MAX_VALUE;
    private long bulkLoads;
    /** Flushes delayed by too many store files. */
    private long blockedFlushes;
    /** Puts that found their region's memstore above the blocking size. */
    private long refusedPuts;

    /** When the next compaction ends, as a write index. */
    private long nextCompaction = Long.MAX_VALUE;

    /** Per family, the TTL that expires its cells, or 0 when it keeps them (forever, or MIN_VERSIONS). */
    private final long[] ttls;
    /** Whether any family's cells expire: then regions and files keep their bytes' ages. */
    private final boolean expires;
    /** The {@link Ages} bucket width. */
    private final double ageWidth;
    /** The TTL past which a whole file has expired (the longest, when every family expires), or 0. */
    private final long fileTtl;
    /** The longest TTL a family expires its cells at, or 0. */
    private final long longestTtl;
    /** The shortest expiring TTL: the store TTL the major compaction check compares a file's oldest cell with. */
    private final long storeTtl;
    /** Periodic flush delays, major compaction jitter draws and merged regions' split limits. */
    private final SplittableRandom lifeRandom;
    /** Regions due for a periodic flush, soonest first. */
    private final FlushQueue periodicFlushes = new FlushQueue();
    private long periodicFlushOrder;
    /** How often the {@code CompactionChecker} runs ({@code cluster.compactionCheckInterval}). */
    private final double checkEvery = schema.cluster().compactionCheckSeconds();
    private double nextCheckAt = checkEvery;
    private final dev.hbaseadvisor.model.Normalizer normalizer;
    private final double normalizeEvery;
    private double nextNormalizeAt;
    /** When the next life-cycle event (periodic flush, compaction check, normalizer run) is due, as a write index. */
    private long nextLifeCycle = Long.MAX_VALUE;
    private long periodicFlushCount;
    private long periodicMajors;
    private long expiredBytes;
    /**
     * The slot of the cells' timestamp field when its values are not the write clock (a field that
     * lags or leads it: {@link #cellTime}), else -1.
     */
    private final int cellTimeSlot;
    /** The write clock's start in epoch milliseconds ({@link TableSchema#clockEpochMillis}). */
    private final long cellEpoch;
    /** The cell time of the put under way in simulated seconds, or NaN for its write time ({@link #cellTime}). */
    private double putTime = Double.NaN;
    /** Of the bytes written, those past their family's TTL when written ({@link #cellTimeSlot}). */
    private long lateBytes;
    private long expiredRows;
    private long expiredFiles;
    private long merges;
    private long mergedRegions;
    private long normalizerSplits;
    private final List<LifePoint> life = new ArrayList<>();
    /** The next milestone's index in {@link #MILESTONES}. */
    private int milestone;
    /** Windows between two recorded states of the table's life. */
    private final int lifeStride;
    /** Replayed rows per simulated second: the workload's rows per second over {@link #rowsPerReplayed}. */
    private double rate;
    /** The workload's rows per second. */
    private final double rowRate;
    /**
     * The rows each replayed row stands for now (k): {@link SimulationSettings#rowsPerReplayed}, or,
     * when the settings let it grow, as many as the regions about to split allow ({@link #regrow}).
     */
    private long rowsPerReplayed;
    /** The least and the most k reached. */
    private long leastReached;
    private long mostReached;
    /** When k first reached {@link #mostReached}, in simulated seconds. */
    private double mostReachedAt;
    /** How many times k changed. */
    private long rowsPerReplayedChanges;
    /** The schema's mean row bytes, for the rows a region at its split size holds. */
    private final double meanRowBytes;
    /**
     * The clock: write {@code n} happens at {@code clockSeconds + (n - clockIndex) / rate}; a new
     * segment starts whenever k changes, so time runs on with the rows the replayed ones stand for.
     */
    private long clockIndex;
    private double clockSeconds;
    /** The workload's rows written so far, each replayed row counted for the rows it stands for. */
    private long written;
    /** The rows replayed: an upper bound until the run ends ({@link SimulationSettings#replayedRows}). */
    private long total;
    /** Whether the regions per server changed since k last followed them ({@link #regrow}). */
    private boolean regrowDue;
    /** Where the note stating k goes, filled in once the run knows the k it reached. */
    private int samplingNote = -1;
    private final double duration;
    private final long windowSeconds;
    private final int windowCount;
    private final int windowsPerColumn;
    private final HeatMapBuilder heat = new HeatMapBuilder(HEAT_SAMPLE);
    /** The arrays of flushed memstores' samples, for the next samples to take. */
    private final KeySample.Spares spareSamples = new KeySample.Spares();
    private final ReadReplay reads;
    private final List<SplitEvent> splitEvents = new ArrayList<>();
    private final List<SplitEvent> windowSplits = new ArrayList<>();
    private final List<Unsplittable> unsplittable = new ArrayList<>();
    /** Regions that split during the current window, with what they took before. */
    private final List<RegionLoad> retired = new ArrayList<>();
    private final List<Window> windows = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();
    private final int initialRegionCount;
    private int windowIndex;
    private long nextWindowEnd;
    private long balancerRuns;
    private long nextBalance;
    private long bytesWritten;
    private double firstSplit = -1;
    private double spread = -1;

    Run(SimulationListener listener) {
      this.listener = listener;
      long seed = settings.seed();
      this.generator = new RecordGenerator(schema, seed);
      this.keyWriter = new KeyWriter(schema, generator);
      this.draw = keyWriter.fieldsToDraw();
      this.slots = new long[generator.fields().size()];
      dev.hbaseadvisor.model.FieldSpec cellField = schema.cellTimestampField();
      this.cellTimeSlot = cellField == null || schema.cellTimestampIsWriteClock() ? -1
          : generator.slotOf(cellField.name());
      this.cellEpoch = schema.clockEpochMillis();
      this.saltRandom = new SplittableRandom(seed);
      this.random = new SplittableRandom(seed ^ 0x5EED5EED5EED5EEDL);
      this.sampling = new SkippingRandom(seed ^ 0x5A3B1E5A3B1E5A3BL);
      this.heatRandom = new SplittableRandom(seed ^ 0x4EA74EA74EA74EA7L);
      this.cells = new CellSizer(schema, new SplittableRandom(seed ^ 0xCE11CE11CE11CE11L));
      this.kindFamilies = schema.multiKind() ? new boolean[schema.kinds().size()][schema.families().size()] : null;
      this.oneRow = kindFamilies == null ? null : new int[kindFamilies.length];
      for (int kind = 0; kindFamilies != null && kind < kindFamilies.length; kind++) {
        for (int f : schema.kinds().get(kind).families()) {
          kindFamilies[kind][f] = true;
        }
        oneRow[kind] = schema.kinds().get(kind).rowkey().stream()
            .allMatch(segment -> segment instanceof dev.hbaseadvisor.model.LiteralSegment) ? -1 : 0;
      }
      this.families = cells.families();
      this.familyBytes = new long[families];
      this.policy = SplitPolicies.of(schema.cluster());
      this.servers = new Servers(schema.cluster().regionServers());
      this.flushSize = schema.cluster().flushSize();
      this.flushLowerBound = Math.max(flushSize / families, FLUSH_LOWER_BOUND_MIN);
      // Every memstore sample starts fine and coarsens as it fills: a stride of flushSize / sampleSize
      // from the start would keep no key at all in a region that has taken less than one stride, and
      // its reads would then be estimated at none of its rows or all of them.
      this.sampleStride = FIRST_SAMPLE_STRIDE;
      this.blockSizes = schema.families().stream().mapToLong(f -> f.blockSize()).toArray();
      Compactions.Mode mode = Compactions.Mode.of(schema);
      this.compactions = new Compactions(servers.count, schema.cluster().compactionThroughput(), mode,
          mode == Compactions.Mode.DATE_TIERED
              ? new DateTieredPolicy(schema.cluster().dateTiered(), BLOCKING_STORE_FILES) : null);
      this.blockingFiles = compactions.mode() == Compactions.Mode.FIFO ? FIFO_BLOCKING_STORE_FILES
          : BLOCKING_STORE_FILES;
      this.dischargeSeconds = schema.cluster().dischargeSeconds();
      this.ttls = new long[families];
      long shortest = Long.MAX_VALUE;
      long longest = 0;
      boolean all = true;
      for (int f = 0; f < families; f++) {
        dev.hbaseadvisor.model.Family family = schema.families().get(f);
        // A family keeping MIN_VERSIONS keeps its newest cells past the TTL (HStore.getStoreFileTtl):
        // a row written once never expires.
        if (!family.ttlForever() && family.minVersions() == 0) {
          ttls[f] = family.ttlSeconds();
          shortest = Math.min(shortest, ttls[f]);
          longest = Math.max(longest, ttls[f]);
        } else {
          all = false;
        }
      }
      this.expires = longest > 0;
      this.ageWidth = expires ? Ages.widthFor(shortest) : 1;
      this.fileTtl = all ? longest : 0;
      this.longestTtl = longest;
      this.storeTtl = expires ? shortest : 0;
      this.lifeRandom = new SplittableRandom(seed ^ 0x11FE11FE11FE11FEL);
      this.normalizer = schema.cluster().normalizer();
      this.rowRate = schema.workload().effectiveWritesPerSecond();
      this.rowsPerReplayed = settings.rowsPerReplayed();
      this.rate = rowRate / rowsPerReplayed;
      this.meanRowBytes = settings.growing() ? SimulationSettings.meanRowBytes(schema) : 1;
      this.putsPerRow = schema.workload().putsPerRow();
      this.bulkLoadSeconds = schema.workload().bulkLoadSeconds();
      if (putsPerRow > 1) {
        Puts puts = schema.workload().puts();
        this.targets = new PutTargets(puts, rowRate, dev.hbaseadvisor.codec.RowKeyCodec.compile(schema).maxLength(),
            new SplittableRandom(seed ^ 0x9075A9075AL));
        notes.add(String.format(java.util.Locale.ROOT, "each row's cells arrive in %,.1f puts on average"
            + " (workload.puts: %s), the ones that add cells going to %s; a replayed put stands for up to %,d of them",
            putsPerRow, dev.hbaseadvisor.model.Quantities.formatRate(puts.perSecond()),
            puts.to() == Puts.Target.RECENT ? "rows created within the last " + Durations.format(puts.withinSeconds())
                : "any existing row", (long) Math.ceil((putsPerRow - 1) / MAX_REPLAYED_PUTS)));
      } else {
        this.targets = null;
      }
      Puts stated = schema.workload().puts();
      this.overwriteCells = stated.overwrites() && putsPerRow > 1 ? stated.overwriteCells() : 0;
      this.keepsVersions = new boolean[families];
      this.keepsDeleted = new boolean[families];
      this.markerBytes = new long[families];
      int most = 1;
      // With a cell timestamp field in the key, a put into an existing row writes its cells again with
      // the row's timestamp: a compaction keeps one of two cells of one timestamp without counting a
      // version (ScanWildcardColumnTracker.checkColumn, duplicate timestamps skipped), so no family
      // keeps what an overwrite supersedes.
      boolean rowTimestamp = schema.cellTimestampField() != null;
      for (int f = 0; f < families; f++) {
        dev.hbaseadvisor.model.Family family = schema.families().get(f);
        keepsVersions[f] = family.versions() > 1 && !rowTimestamp;
        most = Math.max(most, family.versions());
        keepsDeleted[f] = family.keepDeletedCells();
        markerBytes[f] = dev.hbaseadvisor.model.CellSizes.keyValueBytes(0,
            dev.hbaseadvisor.model.CellSizes.familyBytes(family.name()), 0, 0);
      }
      this.mostVersions = most;
      this.deletes = schema.workload().deletes();
      if (deletes.any() && deletes.of() == dev.hbaseadvisor.model.Deletes.Of.ANY) {
        this.deleteTargets = new PutTargets(new Puts(0, Puts.Target.ANY, 0), rowRate,
            dev.hbaseadvisor.codec.RowKeyCodec.compile(schema).maxLength(), new SplittableRandom(seed ^ 0xDE1E7EDE1E7EL));
      } else {
        this.deleteTargets = null;
      }
      if (deletes.any() && deletes.of() == dev.hbaseadvisor.model.Deletes.Of.OLDEST) {
        this.oldestGenerator = new RecordGenerator(schema, seed);
        this.oldestWriter = new KeyWriter(schema, oldestGenerator);
        this.oldestSalt = new SplittableRandom(seed);
        this.oldestSlots = new long[oldestGenerator.fields().size()];
      } else {
        this.oldestGenerator = null;
        this.oldestWriter = null;
        this.oldestSalt = null;
        this.oldestSlots = null;
      }
      if (overwriteCells > 0) {
        String field = schema.cellTimestampField() == null ? null : schema.cellTimestampField().name();
        notes.add(String.format(java.util.Locale.ROOT, "the puts after the one that creates a row overwrite %,d of"
            + " its cells (workload.puts.overwrite): the versions they supersede stay in store files until a major"
            + " compaction drops them%s", overwriteCells, field != null
                ? "; they keep the row's timestamp (" + field + ", cellTimestamp), so each replaces the cell and"
                    + " adds no version" + (mostVersions > 1 ? " whatever versions a family keeps" : "")
                : mostVersions > 1
                ? String.format(java.util.Locale.ROOT, ", beyond the %,d versions a family keeps", mostVersions) : ""));
      }
      if (!(rate > 0)) {
        throw new IllegalArgumentException("the workload writes nothing: there is no clock to simulate");
      }
      this.total = settings.replayedRows();
      // A constant k replays whole k's of rows, the last standing for the rest.
      this.duration = settings.growing() ? settings.writes() / rowRate : total / rate;
      if (settings.mostRowsPerReplayed() > 1) {
        samplingNote = notes.size();
        notes.add("");
      }
      if (schema.multiKind()) {
        List<String> parts = new ArrayList<>();
        for (int kind = 0; kind < oneRow.length; kind++) {
          dev.hbaseadvisor.model.RecordKind rk = schema.kinds().get(kind);
          parts.add(String.format(java.util.Locale.ROOT, "%s %.1f%%%s", rk.name(), rk.share(schema.kinds()) * 100,
              oneRow[kind] != 0 ? " (one row, overwritten by each write after its first)" : ""));
        }
        notes.add("record kinds in one key space, written in turn by their shares of the writes: "
            + String.join(", ", parts));
      }
      if (duration > dev.hbaseadvisor.model.Workload.MAX_DURATION_SECONDS) {
        throw new IllegalArgumentException(String.format(java.util.Locale.ROOT, "%,d writes at %s/s cover %.3g s,"
            + " more than the %d s a simulation may cover", settings.writes(), rowRate, duration,
            dev.hbaseadvisor.model.Workload.MAX_DURATION_SECONDS));
      }
      this.windowSeconds = windowSeconds(settings.windowSeconds(), duration);
      if (windowSeconds != settings.windowSeconds()) {
        notes.add(String.format(java.util.Locale.ROOT, "windows of %s, not %s, keep a run of %s to %,d windows",
            Durations.format(windowSeconds), Durations.format(settings.windowSeconds()), Durations.format(duration),
            MAX_WINDOWS));
      }
      this.windowCount = (int) Math.max(1, Math.ceil(duration / windowSeconds));
      this.windowsPerColumn = (windowCount + settings.heatColumns() - 1) / settings.heatColumns();
      this.lifeStride = Math.max(1, (windowCount + LIFE_POINTS - 1) / LIFE_POINTS);
      this.normalizeEvery = Math.max(normalizer.periodSeconds(), Math.ceil(duration / MAX_NORMALIZER_RUNS));
      this.nextNormalizeAt = normalizer.active() ? normalizeEvery : Double.POSITIVE_INFINITY;
      if (normalizer.active() && normalizeEvery > normalizer.periodSeconds()) {
        notes.add(String.format(java.util.Locale.ROOT, "the normalizer runs every %s, not every %s"
            + " (hbase.normalizer.period), to keep a run of %s to %,d runs", Durations.format((long) normalizeEvery),
            Durations.format(normalizer.periodSeconds()), Durations.format(duration), MAX_NORMALIZER_RUNS));
      }

      InitialRegions.Splits splits = initialRegions.splitKeys(schema, seed);
      if (splits.note() != null) {
        notes.add(splits.note());
      }
      List<Region> regions = new ArrayList<>();
      byte[] start = new byte[0];
      for (byte[] split : splits.keys()) {
        regions.add(newRegion(start, split));
        start = split;
      }
      regions.add(newRegion(start, new byte[0]));
      Balancer.assignRoundRobin(regions, servers, random);
      for (Region r : regions) {
        r.limit = policy.openRegion(random);
      }
      this.table = new RegionTable(regions);
      this.initialRegionCount = regions.size();
      this.leastReached = rowsPerReplayed;
      this.mostReached = rowsPerReplayed;
      if (settings.growing()) {
        setRowsPerReplayed(0, guardedRowsPerReplayed());
      }

      long maxReads = settings.mostRowsPerReplayed() > 1 ? ReadReplay.MAX_SAMPLED_READS : ReadReplay.MAX_REPLAYED_READS;
      double readSeconds = settings.reads() ? ReadReplay.replayedSeconds(schema, duration, maxReads) : 0;
      if (readSeconds < duration && settings.reads()) {
        notes.add(String.format(java.util.Locale.ROOT, "reads replayed over the first %s of %s only: %,d reads,"
            + " the most a %s replays", Durations.format(readSeconds), Durations.format(duration), maxReads,
            settings.mostRowsPerReplayed() > 1 ? "sampled simulation" : "simulation"));
      }
      this.reads = new ReadReplay(schema, planner, table, draw, seed, seed ^ 0x4EAD4EAD4EAD4EADL, this::writeIndexAt,
          readSeconds, fileTtl);
      this.nextWindowEnd = writeIndexAt((double) windowSeconds);
      if (bulkLoadSeconds > 0) {
        this.nextLoad = writeIndexAt((double) bulkLoadSeconds);
        notes.add("bulk-loaded every " + Durations.format(bulkLoadSeconds) + " (workload.bulkLoad): the rows of each"
            + " interval become HFiles in the regions that hold them, with no WAL, memstore or flush; regions split"
            + " only after the compactions the loads ask for");
      }
      this.nextBalance = writeIndexAt(Balancer.PERIOD_SECONDS);
      for (Region r : regions) {
        r.majorDraw = lifeRandom.nextDouble();
      }
      this.nextLifeCycle = lifeCycleIndex();
    }

    /** The requested window length, or a whole number of them long enough to stay within {@link #MAX_WINDOWS}. */
    private static long windowSeconds(long requested, double duration) {
      long windows = (long) Math.ceil(duration / requested);
      return windows <= MAX_WINDOWS ? requested : requested * (long) Math.ceil((double) windows / MAX_WINDOWS);
    }

    private Region newRegion(byte[] start, byte[] end) {
      return new Region(start, end, families, newSample());
    }

    private KeySample newSample() {
      return new KeySample(settings.sampleSize(), sampleStride, sampling, spareSamples);
    }

    /** The index of the first write at or after a simulated time (of the clock's current segment, or before it). */
    private long writeIndexAt(double seconds) {
      double index = Math.ceil((seconds - clockSeconds) * rate);
      return index >= Long.MAX_VALUE - clockIndex ? Long.MAX_VALUE : clockIndex + (long) index;
    }

    /** The simulated time of write {@code n}, of the clock's current segment. */
    private double at(long n) {
      return clockSeconds + (n - clockIndex) / rate;
    }

    /**
     * The timestamp of the cells write {@code n} puts, in simulated seconds: the time it is written,
     * as a client that sets no timestamp gets from the region server; or, when the cells' timestamp
     * is a key field that is not the write clock (Phoenix's {@code ROW_TIMESTAMP}, an application's
     * {@code Put(row, ts)}), the row's value of that field read against the clock's start
     * ({@link #putTime}: the drawn row's, or the row a later put goes to). The one place a cell's
     * time comes from: store files' time ranges, TTL expiry and date-tiered windows all take it.
     */
    private double cellTime(long n) {
      return Double.isNaN(putTime) ? at(n) : putTime;
    }

    /** The time in simulated seconds of a value of the cells' timestamp field ({@link #cellTimeSlot}). */
    private double fieldTime(long slot) {
      return (generator.numericValue(cellTimeSlot, slot) - cellEpoch) / 1000.0;
    }

    /**
     * The time {@link Ages} files bytes of cell time {@code cellTime} under, written at {@code now}:
     * the cell time, held within a longest TTL (and a bucket) before the write and as long after the
     * run, so that a value decades from the clock does not make {@code Ages} bucket the decades
     * between. A cell held at the lower bound has expired for every family already, as it had at its
     * own time; one held at the upper bound expires in no run.
     */
    private double ageTime(double cellTime, double now) {
      if (cellTimeSlot < 0) {
        return now;
      }
      double reach = longestTtl + ageWidth;
      return Math.max(now - reach, Math.min(cellTime, Math.max(now, duration) + reach));
    }

    /** Of a put's bytes ({@link #familyBytes}), of cell time {@code cellTime} at {@code now}, those past their TTL. */
    private long lateBytes(double cellTime, double now) {
      long late = 0;
      for (int f = 0; f < families; f++) {
        if (ttls[f] > 0 && cellTime <= now - ttls[f]) {
          late += familyBytes[f];
        }
      }
      return late;
    }

    /**
     * The k the table allows now: what must not be sampled away is the key sample a split point comes
     * from, so a region at its split size must hold {@link SimulationSettings#sampleSize} replayed
     * rows of the mean size. A region's split size is the policy's for the table's regions on its
     * server ({@link SplitPolicy#sizeToCheck} with {@code maxFileSize}): twice the flush size for a
     * server's only region under the stepping policy, {@code maxFileSize} once it holds several.
     * Servers past the region-split limit split nothing. Within the settings' least and most k.
     */
    private long guardedRowsPerReplayed() {
      long smallest = Long.MAX_VALUE;
      if (policy.splits()) {
        long limit = schema.cluster().maxFileSize();
        for (int s = 0; s < servers.count; s++) {
          int onServer = servers.regions[s];
          if (onServer > 0 && onServer < REGION_SPLIT_LIMIT) {
            smallest = Math.min(smallest, policy.sizeToCheck(limit, onServer));
          }
        }
      }
      long k = smallest == Long.MAX_VALUE ? settings.mostRowsPerReplayed()
          : settings.rowsPerReplayedFor(smallest, meanRowBytes);
      return Math.max(settings.rowsPerReplayed(), Math.min(settings.mostRowsPerReplayed(), k));
    }

    /**
     * Lets k follow the table ({@link #guardedRowsPerReplayed}) from write {@code n} on: the clock
     * starts a new segment there, and every event due later is found again on it.
     */
    private void regrow(long n) {
      long k = guardedRowsPerReplayed();
      if (k == rowsPerReplayed) {
        return;
      }
      setRowsPerReplayed(n, k);
      nextCompaction = compactionIndex();
      if (bulkLoadSeconds > 0) {
        nextLoad = writeIndexAt((bulkLoads + 1.0) * bulkLoadSeconds);
      }
      nextWindowEnd = windowIndex < windowCount - 1 ? writeIndexAt((windowIndex + 1.0) * windowSeconds) : total;
      nextBalance = writeIndexAt((balancerRuns + 1) * (double) Balancer.PERIOD_SECONDS);
      nextLifeCycle = lifeCycleIndex();
      reads.reschedule();
    }

    /** Each replayed row from write {@code n} on stands for {@code k} rows. */
    private void setRowsPerReplayed(long n, long k) {
      double now = at(n);
      clockIndex = n;
      clockSeconds = now;
      if (n > 0) {
        rowsPerReplayedChanges++;
      } else {
        leastReached = k;
        mostReached = k;
      }
      rowsPerReplayed = k;
      rate = rowRate / k;
      leastReached = Math.min(leastReached, k);
      if (k > mostReached) {
        mostReached = k;
        mostReachedAt = now;
      }
    }

    SimulationResult execute() {
      listener.phase(String.format(java.util.Locale.ROOT, settings.growing() ? "simulating at most %,d writes"
          : "simulating %,d writes", total));
      long nextEvent = nextEvent();
      KeyBuffer k = key;
      long rows = settings.writes();
      long n = 0;
      for (; written < rows; n++) {
        if (n >= nextEvent) {
          events(n);
          nextEvent = nextEvent();
        }
        generator.nextSlots(slots, draw);
        putTime = cellTimeSlot < 0 ? Double.NaN : fieldTime(slots[cellTimeSlot]);
        // The last replayed row stands for the rows left, so the run writes exactly the rows asked for.
        long weight = Math.min(rowsPerReplayed, rows - written);
        written += weight;
        if (weight > 1) {
          generator.skip(weight - 1);
        }
        keyWriter.write(slots, saltRandom, k);
        boolean again = false;
        if (kindFamilies != null) {
          int kind = keyWriter.lastKind();
          cells.only(kindFamilies[kind]);
          // A kind of one row (a counter) overwrites that row's cells on every write after its first.
          again = oneRow[kind] == 1;
          if (oneRow[kind] == -1) {
            oneRow[kind] = 1;
          }
        }
        long bytes = cells.next(k.length(), familyBytes);
        Region r = table.locate(k.array(), k.length());
        if (again) {
          rewrittenRows += weight;
        } else {
          r.rows += weight;
          r.rowsArrived += weight;
          r.lastRowAt = written;
        }
        if (again ? put(r, k.array(), k.length(), bytes, weight, n, weight, true, -1)
            : put(r, k.array(), k.length(), bytes, weight, n)) {
          nextEvent = nextEvent();
        }
        if (targets != null) {
          targets.created(k.array(), k.length(), weight, putTime);
          if (addedPuts(n, weight)) {
            nextEvent = nextEvent();
          }
        }
        if (deletes.any() && deleted(n, weight)) {
          nextEvent = nextEvent();
        }
        if (regrowDue) {
          // A split or a merge changed the regions per server: k follows from the next write on.
          regrowDue = false;
          regrow(n + 1);
          nextEvent = nextEvent();
        }
      }
      total = n;
      finish();
      listener.phase("summarising");
      checkInvariants();
      return result();
    }

    private long nextEvent() {
      return Math.min(Math.min(Math.min(Math.min(Math.min(nextWindowEnd, nextBalance), reads.nextIndex()),
          nextCompaction), nextLoad), nextLifeCycle);
    }

    /**
     * A bulk load at {@code seconds}: the rows generated since the last load, held in the regions'
     * memstores as a stand-in for the job's output, become HFiles in the regions whose ranges hold
     * them ({@code HFileOutputFormat2} partitions by the table's regions and rolls a file at
     * {@code hbase.hregion.max.filesize}; {@code BulkLoadHFiles} moves them in). No WAL and no
     * flush; a compaction is asked for when the store has enough files
     * ({@code hbase.compaction.after.bulkload.enable}, true in HBase 2.6;
     * {@code SortedCompactionPolicy.needsCompaction}), and only its end checks for a split.
     */
    private void bulkLoad(double seconds) {
      long fileLimit = schema.cluster().maxFileSize();
      for (Region r : new ArrayList<>(table.regions())) {
        long loaded = r.memstoreTotal;
        if (loaded == 0) {
          continue;
        }
        KeySample rows = r.sample;
        r.flushAll();
        long garbage = r.memGarbage;
        r.memGarbage = 0;
        for (long left = loaded; left > 0; left -= fileLimit) {
          StoreFile f = StoreFile.flushed(rows, Math.min(left, fileLimit));
          f.created = seconds;
          f.bulkLoaded = true;
          f.timeRange(r.memMinTime, r.memMaxTime);
          f.ages = r.memAges == null ? null : r.memAges.take(f.bytes);
          f.garbage = left <= fileLimit ? garbage : Math.round((double) garbage * f.bytes / left);
          garbage -= f.garbage;
          r.files.add(f);
        }
        r.memAges = null;
        r.clearCellTimes();
        r.sample = newSample();
        compactions.request(r, seconds);
      }
      bulkLoads++;
      nextCompaction = compactionIndex();
    }

    /**
     * One replayed put of a row's cells into region {@code r}, standing for {@code weight} real puts:
     * a row's drawn {@code bytes} (in {@link #familyBytes}) arrive over {@link #putsPerRow} puts, so
     * this one carries {@code weight / putsPerRow} of them. Returns whether the next event may have
     * moved: the region flushed, or its flush waits for a compaction it asked for.
     */
    private boolean put(Region r, byte[] row, int length, long rowBytes, long weight, long n) {
      // A row whose later puts overwrite its cells is written whole by the put that creates it.
      return put(r, row, length, rowBytes, weight, n, overwriteCells > 0 ? weight : weight / putsPerRow, false, -1);
    }

    /**
     * One replayed put carrying {@code share} rows' worth of the drawn row's cells; with
     * {@code overwrite}, new versions of cells the row has ({@link #superseded}).
     */
    private boolean put(Region r, byte[] row, int length, long rowBytes, long weight, long n, double share,
        boolean overwrite, long markers) {
      long bytes = rowBytes;
      long cellCount = markers >= 0 ? markers : cells.cells();
      if (share != 1) {
        bytes = 0;
        for (int f = 0; f < families; f++) {
          familyBytes[f] = Math.round(familyBytes[f] * share);
          bytes += familyBytes[f];
        }
        cellCount = Math.round(cellCount * share);
      }
      if (overwrite) {
        superseded(r, bytes);
      }
      r.windowWrites += weight;
      r.windowBytes += bytes;
      r.writesReceived += weight;
      r.bytes += bytes;
      long[] memstore = r.memstore;
      for (int f = 0; f < families; f++) {
        memstore[f] += familyBytes[f];
      }
      boolean scheduled = false;
      if (bulkLoadSeconds == 0 && r.memstoreTotal == 0 && bytes > 0) {
        r.oldestEditAt = at(n);
        schedulePeriodicFlush(r);
        scheduled = true;
      }
      double cellTime = cellTime(n);
      if (expires) {
        if (r.memAges == null) {
          r.memAges = new Ages(ageWidth);
        }
        r.memAges.add(ageTime(cellTime, at(n)), bytes);
        if (cellTimeSlot >= 0) {
          lateBytes += lateBytes(cellTime, at(n));
        }
      }
      r.addCellTime(cellTime);
      r.memstoreTotal += bytes;
      r.memstoreCells += cellCount;
      r.sample.offer(row, length, bytes, sampling);
      heat.offer(row, length, weight, heatRandom);
      bytesWritten += bytes;
      if (bulkLoadSeconds == 0 && r.memstoreHeap() > flushSize) {
        double now = at(n);
        if (r.files.size() > blockingFiles) {
          // MemStoreFlusher.flushRegion: too many store files, so the flush waits for a compaction
          // (asked for now) up to hbase.hstore.blockingWaitTime, while the memstore keeps growing.
          if (r.flushBlockedSince < 0) {
            r.flushBlockedSince = now;
            blockedFlushes++;
            compactions.request(r, now);
            nextCompaction = compactionIndex();
          }
          if (now - r.flushBlockedSince < BLOCKING_WAIT_SECONDS) {
            if (r.memstoreHeap() > flushSize * BLOCK_MULTIPLIER) {
              refusedPuts += weight;
            }
            return true;
          }
        }
        r.flushBlockedSince = -1;
        flush(r, n);
        return true;
      }
      return scheduled;
    }

    /**
     * The puts that add cells to existing rows, due with row {@code n}: {@code putsPerRow - 1} a row
     * on average, replayed as at most {@link #MAX_REPLAYED_PUTS} puts that stand for them all.
     * Returns whether the next event may have moved ({@link #put}).
     */
    private boolean addedPuts(long n, long rows) {
      owedPuts += (putsPerRow - 1) * rows;
      long due = (long) owedPuts;
      owedPuts -= due;
      boolean flushed = false;
      long replayed = Math.min(due, MAX_REPLAYED_PUTS);
      for (long i = 0; i < replayed; i++) {
        long weight = due / replayed + (i < due % replayed ? 1 : 0);
        byte[] row = targets.pick();
        // A put into an existing row carries that row's timestamp, as its key does.
        putTime = targets.pickedTime();
        long rowBytes = cells.next(row.length, familyBytes);
        if (overwriteCells > 0) {
          double share = weight * Math.min(1.0, (double) overwriteCells / Math.max(1, cells.cells()));
          flushed |= put(table.locate(row, row.length), row, row.length, rowBytes, weight, n, share, true, -1);
        } else {
          flushed |= put(table.locate(row, row.length), row, row.length, rowBytes, weight, n);
        }
      }
      return flushed;
    }

    /**
     * Accounts an overwriting put of {@code bytes} (per family in {@link #familyBytes}) into region
     * {@code r}: it supersedes as many bytes of older versions of the same cells. In a family with
     * VERSIONS 1 they are garbage at once; a family keeping more versions keeps them, up to
     * {@code VERSIONS - 1} times the region's newest bytes (every cell at its most versions, the
     * updates spread over the cells), and the rest is garbage. The garbage stays in store files
     * until a major compaction ({@code MajorCompactionScanQueryMatcher}, {@code ColumnTracker.checkVersions}).
     */
    private void superseded(Region r, long bytes) {
      long garbage = 0;
      long kept = 0;
      for (int f = 0; f < families; f++) {
        if (keepsVersions[f]) {
          kept += familyBytes[f];
        } else {
          garbage += familyBytes[f];
        }
      }
      if (kept > 0) {
        long newest = Math.max(0, r.bytes - r.garbage() - r.history);
        long room = Math.max(0, Math.min(kept, (mostVersions - 1L) * newest - r.history));
        r.history += room;
        garbage += kept - room;
      }
      overwrittenBytes += bytes;
      r.memGarbage += garbage;
    }

    /**
     * The deletes due with the row written as write {@code n}, standing for {@code weight} rows, once
     * {@code deletes.after} has passed: the oldest rows, replayed in the order and with the weights
     * they were written with, or rows of the sample of those written ({@code of: any}), at most
     * {@link #MAX_REPLAYED_PUTS} a row. Returns whether the next event may have moved.
     */
    private boolean deleted(long n, long weight) {
      if (oldestGenerator != null) {
        long[] last = writtenWeights.peekLast();
        if (last != null && last[0] == weight) {
          last[1]++;
        } else {
          writtenWeights.addLast(new long[] {weight, 1});
        }
      } else {
        deleteTargets.created(key.array(), key.length(), weight, Double.NaN);
      }
      if (at(n) < deletes.afterSeconds()) {
        return false;
      }
      owedDeletes += deletes.perSecond() / rowRate * weight;
      boolean flushed = false;
      if (oldestGenerator != null) {
        while (!writtenWeights.isEmpty() && owedDeletes >= writtenWeights.peekFirst()[0]) {
          long[] run = writtenWeights.peekFirst();
          long rows = run[0];
          if (--run[1] == 0) {
            writtenWeights.pollFirst();
          }
          oldestGenerator.nextSlots(oldestSlots, draw);
          if (rows > 1) {
            oldestGenerator.skip(rows - 1);
          }
          oldestWriter.write(oldestSlots, oldestSalt, oldestKey);
          owedDeletes -= rows;
          deletedThrough += rows;
          flushed |= deleteRow(table.locate(oldestKey.array(), oldestKey.length()), oldestKey.array(),
              oldestKey.length(), rows, n);
        }
        return flushed;
      }
      long due = (long) owedDeletes;
      owedDeletes -= due;
      long replayed = Math.min(due, MAX_REPLAYED_PUTS);
      for (long i = 0; i < replayed; i++) {
        long rows = due / replayed + (i < due % replayed ? 1 : 0);
        // The sample holds rows written, deleted ones too: a region is taken as likely as it holds
        // live rows (rejection by its share of rows still live, a few tries), not rows ever written.
        byte[] row = deleteTargets.pick();
        Region r = table.locate(row, row.length);
        for (int tries = 1; tries < MAX_DELETE_TRIES && r.rows < sampling.nextDouble() * r.rowsArrived; tries++) {
          row = deleteTargets.pick();
          r = table.locate(row, row.length);
        }
        flushed |= deleteRow(r, row, row.length, rows, n);
      }
      return flushed;
    }

    /**
     * A whole-row {@code Delete} of {@code weight} rows in the region holding {@code row}: a delete
     * marker per family goes through the memstore like a put ({@code DeleteFamily}: KeyValue's 20
     * bytes, the row and the family), the rows leave the table at once, and their cells (the
     * region's mean bytes a row, its kept versions included) and the markers become garbage, except
     * in families that keep deleted cells ({@code KEEP_DELETED_CELLS}), where both stay.
     */
    private boolean deleteRow(Region r, byte[] row, int length, long weight, long n) {
      // A Delete that names no timestamp gets the server's time (its markers cover the cells before).
      putTime = Double.NaN;
      // Rows per region are estimates after splits; a region every row of which is older than the
      // oldest-first deletes' frontier is known to be wholly deleted.
      boolean all = oldestGenerator != null && r.lastRowAt <= deletedThrough;
      long removed = all ? r.rows : Math.min(weight, r.rows);
      long garbage = r.garbage();
      long live = Math.max(0, r.bytes - garbage);
      long cellBytes = r.rows == 0 ? 0 : all ? live : Math.min(live, Math.round((double) live * removed / r.rows));
      long history = r.rows == 0 ? 0 : Math.min(r.history, Math.round((double) r.history * removed / r.rows));
      r.history -= history;
      r.rows -= removed;
      deletedRows += removed;
      deleteMarkers += weight;
      long marker = 0;
      for (int f = 0; f < families; f++) {
        familyBytes[f] = (markerBytes[f] + length) * weight;
        marker += familyBytes[f];
      }
      r.memGarbage += Math.round((cellBytes + marker) * deletedShare(r));
      return put(r, row, length, marker, weight, n, 1, false, (long) families * weight);
    }

    /**
     * The share of a region's deleted bytes that is garbage: its bytes in the families that do not
     * keep deleted cells (all of them when it holds none).
     */
    private double deletedShare(Region r) {
      long held = 0;
      long dropping = 0;
      for (int f = 0; f < families; f++) {
        long b = r.store[f] + r.memstore[f];
        held += b;
        dropping += keepsDeleted[f] ? 0 : b;
      }
      if (held == 0) {
        boolean keeps = true;
        for (boolean k : keepsDeleted) {
          keeps &= k;
        }
        return keeps ? 0 : 1;
      }
      return (double) dropping / held;
    }

    /**
     * Empties the regions every row of which the oldest-first deletes have passed, whose rows (an
     * estimate after splits) were not all met by a delete: their cells join the garbage of their
     * newest file (or memstore), where the deletes' markers are.
     */
    private void sweepDeleted() {
      for (Region r : table.regions()) {
        if (r.rows > 0 && r.lastRowAt <= deletedThrough) {
          long garbage = Math.round(Math.max(0, r.bytes - r.garbage()) * deletedShare(r));
          if (!r.files.isEmpty()) {
            r.files.get(r.files.size() - 1).garbage += garbage;
          } else {
            r.memGarbage += garbage;
          }
          deletedRows += r.rows;
          r.rows = 0;
          r.history = 0;
        }
      }
    }

    /**
     * The garbage of the memstores that goes to a file flushed from them: all of it when the
     * memstores are now empty, else the flushed bytes' share.
     */
    private long flushedGarbage(Region r, long flushed) {
      long g = r.memstoreTotal == 0 ? r.memGarbage
          : Math.round((double) r.memGarbage * flushed / (flushed + r.memstoreTotal));
      r.memGarbage -= g;
      return g;
    }

    /**
     * A major compaction's output without the garbage its files carried: superseded versions,
     * deleted cells and delete markers ({@code hbase.hstore.time.to.purge.deletes}, 0: markers go at
     * the first major compaction). Minor compactions keep it (see docs/simulator.md for what HBase's
     * minor compactions drop in addition).
     */
    private StoreFile dropGarbage(Region r, StoreFile out, long carried) {
      long drop = Math.min(carried, out.bytes);
      if (drop <= 0) {
        return out;
      }
      Ages ages = out.ages;
      if (ages != null) {
        ages.take(drop);
      }
      long storeTotal = 0;
      for (int f = 0; f < families; f++) {
        storeTotal += r.store[f];
      }
      long left = Math.min(drop, storeTotal);
      drop = left;
      for (int f = 0; f < families && left > 0; f++) {
        long part = Math.min(r.store[f], Math.min(left, Math.round((double) r.store[f] * drop / storeTotal)));
        r.store[f] -= part;
        left -= part;
      }
      for (int f = 0; f < families && left > 0; f++) {
        long part = Math.min(r.store[f], left);
        r.store[f] -= part;
        left -= part;
      }
      r.bytes -= drop;
      r.history = Math.min(r.history, Math.max(0, r.bytes));
      droppedBytes += drop;
      garbageDroppingMajors++;
      return out.shrunk(out.bytes - drop, ages);
    }

    /** Everything due at write {@code n}: compactions that ended, windows that ended, the balancer, reads. */
    private void events(long n) {
      while (writeIndexAt(compactions.nextEnd()) <= n) {
        compacted(compactions.poll(), n);
      }
      if (n >= nextLifeCycle) {
        lifeCycle(n);
      }
      nextCompaction = compactionIndex();
      if (n >= nextLoad) {
        bulkLoad(at(n));
        nextLoad = writeIndexAt((bulkLoads + 1.0) * bulkLoadSeconds);
      }
      while (n >= nextWindowEnd && windowIndex < windowCount - 1) {
        closeWindow(n);
      }
      if (n >= nextWindowEnd) {
        nextWindowEnd = Long.MAX_VALUE;
      }
      if (n >= nextBalance) {
        Balancer.balance(table.regions(), servers, random, r -> r.limit = policy.openRegion(random));
        balancerRuns++;
        nextBalance = writeIndexAt((balancerRuns + 1) * (double) Balancer.PERIOD_SECONDS);
        // The balancer moved regions: k follows the regions per server.
        regrowDue = settings.growing();
      }
      reads.readDue(n, written);
    }

    /** The write index at which the next compaction ends. */
    private long compactionIndex() {
      double end = compactions.nextEnd();
      return end == Double.POSITIVE_INFINITY ? Long.MAX_VALUE : writeIndexAt(end);
    }

    /** Reads due before the end, the final flush and what follows it, then the last window. */
    private void finish() {
      reads.readToTheEnd(written);
      settle();
      while (windowIndex < windowCount) {
        closeWindow(total);
      }
    }

    private void flush(Region r, long n) {
      flush(r, n, at(n));
    }

    /** A memstore flush into a new store file, then the split check or a compaction request. */
    private void flush(Region r, long n, double seconds) {
      long flushed;
      if (families == 1) {
        flushed = r.memstoreTotal;
        r.flushAll();
      } else {
        flushed = 0;
        for (int f = 0; f < families; f++) {
          if (r.memstore[f] > flushLowerBound) {
            r.store[f] += r.memstore[f];
            flushed += r.memstore[f];
            r.memstoreCells -= Math.round((double) r.memstoreCells * r.memstore[f] / r.memstoreTotal);
            r.memstoreTotal -= r.memstore[f];
            r.memstore[f] = 0;
          }
        }
        if (flushed == 0) {
          flushed = r.memstoreTotal;
          r.flushAll();
        }
      }
      addFlushedFile(r, flushed, seconds);
      if (!checkSplit(r, n, seconds)) {
        dropExpiredFiles(r, seconds);
        compactions.request(r, seconds);
        nextCompaction = compactionIndex();
      }
    }

    /**
     * Turns the flushed bytes into a store file sampled by the memstore's keys; once the whole
     * memstore is flushed its sample starts again. (With several families flushing apart, the
     * sample of the families left in memory also stands for the ones flushed.)
     */
    private void addFlushedFile(Region r, long flushed, double seconds) {
      if (flushed <= 0) {
        return;
      }
      StoreFile f = StoreFile.flushed(r.sample, flushed);
      f.created = seconds;
      // With several families flushing apart, the file takes the range of all the memstores.
      f.timeRange(r.memMinTime, r.memMaxTime);
      f.garbage = flushedGarbage(r, flushed);
      if (r.memAges != null) {
        f.ages = r.memstoreTotal == 0 ? r.memAges : r.memAges.take(flushed);
        // Worked out while its ages are at hand, as a compaction's output's is.
        f.newest();
      }
      r.files.add(f);
      r.majorDraw = lifeRandom.nextDouble();
      r.lastFlushAt = seconds;
      if (r.memstoreTotal == 0) {
        r.sample.recycle();
        r.sample = newSample();
        r.memAges = null;
        r.clearCellTimes();
        r.oldestEditAt = -1;
        periodicFlushes.remove(r);
      } else if (bulkLoadSeconds == 0) {
        schedulePeriodicFlush(r);
      }
    }

    /** A compaction's end: its files become one, and the split policy decides again. */
    private void compacted(Compactions.Compaction c, long n) {
      Region r = c.region;
      if (r.closed) {
        return;
      }
      r.compacting = null;
      int at = r.files.indexOf(c.files.get(0));
      boolean references = false;
      for (StoreFile f : c.files) {
        references |= f.reference;
      }
      r.files.removeAll(c.files);
      compactionsDone++;
      for (StoreFile f : c.files) {
        compactedBytes += f.bytes;
      }
      StoreFile out = StoreFile.compacted(c.files, settings.sampleSize());
      out.created = c.end;
      out.major = c.allFiles;
      long carried = 0;
      for (StoreFile f : c.files) {
        carried += f.garbage;
      }
      if (expires) {
        out.ages = new Ages(ageWidth);
        for (StoreFile f : c.files) {
          if (f.ages != null) {
            out.ages.addAll(f.ages);
          }
        }
      }
      if (carried > 0 && c.allFiles) {
        out = dropGarbage(r, out, carried);
        carried = 0;
      }
      if (expires) {
        long before = out.bytes;
        out = expire(r, out, c.end);
        carried = before == 0 ? 0 : Math.round((double) carried * out.bytes / before);
      }
      out.garbage = carried;
      if (out.bytes > 0) {
        int place = Math.max(0, Math.min(at, r.files.size()));
        for (StoreFile written : WindowedOutput.cut(out, c.files, c.boundaries, settings.sampleSize())) {
          // Its newest bytes, read by every later check for expired files, worked out while its
          // ages are at hand.
          written.newest();
          r.files.add(place++, written);
        }
      } else {
        r.emptyFile = true;
      }
      r.majorDraw = lifeRandom.nextDouble();
      if (references) {
        // The compacted references stay until the discharger's next run.
        r.referencesGoneAt = dischargeSeconds == 0 ? c.end
            : Math.ceil(c.end / dischargeSeconds) * dischargeSeconds;
      }
      if (r.flushBlockedSince >= 0 && r.files.size() <= blockingFiles && r.memstoreHeap() > flushSize) {
        // The waiting flush goes ahead now that the compaction left few enough files.
        r.flushBlockedSince = -1;
        flush(r, n, c.end);
        return;
      }
      checkSplit(r, n, c.end);
    }

    /** The split policy's check ({@code HRegion.checkSplit}); splits the region and says so when it should. */
    private boolean checkSplit(Region r, long n, double seconds) {
      if (!policy.splits()) {
        return false;
      }
      int onServer = servers.regions[r.server];
      if (onServer >= REGION_SPLIT_LIMIT || r.largestStore() <= policy.sizeToCheck(r.limit, onServer)
          || r.bytes < r.retrySplitAtBytes || r.hasReferences(seconds)) {
        return false;
      }
      return split(r, n, seconds);
    }

    private boolean split(Region r, long n, double seconds) {
      StoreFile largest = r.largestFile();
      byte[] point = largest == null ? null
          : MidKey.of(largest, blockSize(r), r.rows == 0 ? 1 : (double) r.bytes / r.rows);
      String reason = null;
      if (point == null) {
        reason = largest != null && largest.size() > 0 && Arrays.equals(largest.key(0), largest.key(largest.size() - 1))
            ? "every sampled key of the region is the same row, and HBase cannot split a row"
            : "the middle block of the region's largest store file starts at its first or last row";
      } else {
        byte[] restricted = policy.restrict(point);
        if (Arrays.compareUnsigned(restricted, r.start) <= 0) {
          reason = restricted == point ? "the split point equals the region's start key"
              : "the " + policy.name() + " policy cuts the split point back to the region's start key";
        } else if (r.end.length > 0 && Arrays.compareUnsigned(restricted, r.end) >= 0) {
          reason = "the split point lies outside the region";
        }
        point = restricted;
      }
      if (reason != null) {
        // HBase asks again after every flush; the answer changes only as the files do, so
        // the simulator asks again once the region has grown by an eighth.
        r.retrySplitAtBytes = r.bytes + r.bytes / 8;
        if (!r.unsplittableReported) {
          r.unsplittableReported = true;
          unsplittable.add(new Unsplittable(seconds, r.start, r.end, r.bytes, reason));
        }
        return false;
      }
      // The parent closes with a flush; the daughters get reference files to both halves of every
      // file. Writes wait while the master's split procedure runs, so it takes no writes' time.
      close(r, seconds);
      Region lower = newRegion(r.start, point);
      Region upper = newRegion(point, r.end);
      long lowerFileBytes = 0;
      long fileBytes = 0;
      for (StoreFile f : r.files) {
        StoreFile[] halves = f.cut(point);
        for (StoreFile half : halves) {
          if (half != null && f.garbage > 0) {
            half.garbage = Math.round((double) f.garbage * half.bytes / Math.max(1, f.bytes));
          }
        }
        if (halves[0] != null) {
          lower.files.add(halves[0]);
          lowerFileBytes += halves[0].bytes;
        }
        if (halves[1] != null) {
          upper.files.add(halves[1]);
        }
        fileBytes += f.bytes;
      }
      double fraction = fileBytes == 0 ? 0.5 : (double) lowerFileBytes / fileBytes;
      for (int f = 0; f < families; f++) {
        lower.store[f] = Math.round(r.store[f] * fraction);
        upper.store[f] = r.store[f] - lower.store[f];
        lower.bytes += lower.store[f];
      }
      upper.bytes = r.bytes - lower.bytes;
      lower.rows = Math.round(r.rows * fraction);
      upper.rows = r.rows - lower.rows;
      lower.history = Math.round(r.history * fraction);
      upper.history = r.history - lower.history;
      lower.rowsArrived = Math.round(r.rowsArrived * fraction);
      upper.rowsArrived = r.rowsArrived - lower.rowsArrived;
      lower.lastRowAt = r.lastRowAt;
      upper.lastRowAt = r.lastRowAt;
      lower.server = r.server;
      upper.server = r.server;
      servers.regions[r.server]++;
      regrowDue = settings.growing();
      lower.limit = policy.openRegion(random);
      upper.limit = policy.openRegion(random);
      for (Region d : new Region[] {lower, upper}) {
        d.openedAt = seconds;
        d.lastFlushAt = seconds;
        d.majorDraw = lifeRandom.nextDouble();
      }
      table.replace(r, lower, upper);
      SplitEvent event = new SplitEvent(seconds, point, r.start, r.end, r.server, windowIndex);
      splitEvents.add(event);
      windowSplits.add(event);
      if (firstSplit < 0) {
        firstSplit = seconds;
      }
      // Daughters open holding references and ask for a compaction at once
      // (HRegionServer.postOpenDeployTasks).
      compactions.request(lower, seconds);
      compactions.request(upper, seconds);
      nextCompaction = compactionIndex();
      return true;
    }

    /**
     * Closes a region that splits or merges: its memstores flush, its server is credited with its
     * window's load, and its pending compaction no longer applies.
     */
    private void close(Region r, double seconds) {
      long closing = r.memstoreTotal;
      r.flushAll();
      addFlushedFile(r, closing, seconds);
      r.closed = true;
      servers.credit(r);
      retired.add(new RegionLoad(r.start, r.server, r.windowWrites));
    }

    /** The HFile block size of the region's largest store's family. */
    private long blockSize(Region r) {
      int largest = 0;
      for (int f = 1; f < families; f++) {
        if (r.store[f] > r.store[largest]) {
          largest = f;
        }
      }
      return blockSizes[largest];
    }

    /**
     * After the last write: every region with data in memory flushes, then the compactions and
     * the splits they allow run until none is left, with no more writes.
     */
    private void settle() {
      if (bulkLoadSeconds > 0) {
        bulkLoad(duration);
      }
      for (Region r : new ArrayList<>(table.regions())) {
        if (!r.closed && r.memstoreTotal > 0) {
          flush(r, total, duration);
        }
      }
      while (!compactions.isEmpty()) {
        compacted(compactions.poll(), total);
      }
      nextCompaction = Long.MAX_VALUE;
    }

    /**
     * Closes the current window: credits every region's writes to its server and records the
     * window. The regions' writes are read into one array of numbers, and only the
     * {@link #BUSIEST_REGIONS} busiest become {@link RegionLoad}s: a table of a million pre-split
     * regions allocates no object per region per window.
     */
    private void closeWindow(long n) {
      int retiredCount = retired.size();
      long[] regionWrites = new long[retiredCount + table.size()];
      int at = 0;
      for (RegionLoad l : retired) {
        regionWrites[at++] = l.writes();
      }
      for (Region r : table.regions()) {
        servers.credit(r);
        regionWrites[at++] = r.windowWrites;
        r.resetWindow();
      }
      int[] busiestAt = busiestRegions(regionWrites);
      List<RegionLoad> busiestRegions = new ArrayList<>(busiestAt.length);
      for (int i : busiestAt) {
        Region r = i < retiredCount ? null : table.get(i - retiredCount);
        busiestRegions.add(r == null ? retired.get(i) : new RegionLoad(r.start, r.server, regionWrites[i]));
      }
      long writes = 0;
      long reads = 0;
      long bytes = 0;
      long scanned = 0;
      long busiest = 0;
      for (int s = 0; s < servers.count; s++) {
        writes += servers.windowWrites[s];
        reads += servers.windowReads[s];
        bytes += servers.windowBytes[s];
        scanned += servers.windowScannedRows[s];
        busiest = Math.max(busiest, servers.windowWrites[s]);
      }
      double start = (double) windowIndex * windowSeconds;
      double end = Math.min(duration, start + windowSeconds);
      if (spread < 0 && writes > 0) {
        boolean all = true;
        for (int s = 0; s < servers.count; s++) {
          all &= servers.windowWrites[s] * 2.0 * servers.count >= writes;
        }
        if (all) {
          spread = start;
        }
      }
      int written = 0;
      for (long w : regionWrites) {
        written += w > 0 ? 1 : 0;
      }
      windows.add(new Window(windowIndex, start, Math.max(0, end - start), writes, reads, bytes, scanned,
          table.size(), written, writes == 0 ? 0 : (double) busiest / writes, Stats.gini(regionWrites),
          servers.windowWrites.clone(), servers.windowReads.clone(), servers.windowBytes.clone(),
          servers.windowScannedRows.clone(), List.copyOf(windowSplits), List.copyOf(busiestRegions)));
      if ((windowIndex + 1) % lifeStride == 0 && windowIndex < windowCount - 1) {
        recordLife(end, false);
      }
      servers.resetWindow();
      windowSplits.clear();
      retired.clear();
      windowIndex++;
      if (windowIndex % windowsPerColumn == 0 || windowIndex == windowCount) {
        heat.closeColumn();
      }
      nextWindowEnd = windowIndex < windowCount - 1 ? writeIndexAt((windowIndex + 1.0) * windowSeconds) : total;
      listener.progress(n, total);
    }

    /**
     * Where the regions that took the most writes are in {@code writes}, most first (the earlier
     * on ties), at most {@link #BUSIEST_REGIONS} and none idle.
     */
    private static int[] busiestRegions(long[] writes) {
      int[] chosen = new int[BUSIEST_REGIONS];
      int count = 0;
      for (int i = 0; i < writes.length; i++) {
        long w = writes[i];
        if (w <= 0 || count == chosen.length && w <= writes[chosen[count - 1]]) {
          continue;
        }
        // After every chosen region with as many writes or more: an earlier one wins a tie.
        int place = count;
        while (place > 0 && writes[chosen[place - 1]] < w) {
          place--;
        }
        int moved = Math.min(count, chosen.length - 1) - place;
        System.arraycopy(chosen, place, chosen, place + 1, moved);
        chosen[place] = i;
        count = Math.min(count + 1, chosen.length);
      }
      return java.util.Arrays.copyOf(chosen, count);
    }

    /**
     * Schedules the region's periodic flush: an hour after its last flush and its oldest edit, plus
     * the flusher's random delay ({@code HRegion.shouldFlush}, {@code PeriodicMemStoreFlusher}).
     */
    private void schedulePeriodicFlush(Region r) {
      double due = Math.max(r.lastFlushAt, r.oldestEditAt) + PERIODIC_FLUSH_SECONDS
          + lifeRandom.nextDouble() * PERIODIC_FLUSH_DELAY_SECONDS;
      periodicFlushes.schedule(r, due, periodicFlushOrder++);
      nextLifeCycle = Math.min(nextLifeCycle, writeIndexAt(due));
    }

    /** The write index of the next periodic flush, compaction check or normalizer run. */
    private long lifeCycleIndex() {
      double due = Math.min(nextCheckAt, nextNormalizeAt);
      if (milestone < MILESTONES.length && MILESTONES[milestone] < duration) {
        due = Math.min(due, MILESTONES[milestone]);
      }
      if (!periodicFlushes.isEmpty()) {
        due = Math.min(due, periodicFlushes.nextDue());
      }
      return due == Double.POSITIVE_INFINITY ? Long.MAX_VALUE : writeIndexAt(due);
    }

    /** The periodic flushes, compaction checks and normalizer runs due at write {@code n}. */
    private void lifeCycle(long n) {
      double now = at(n);
      while (!periodicFlushes.isEmpty() && periodicFlushes.nextDue() <= now) {
        Region r = periodicFlushes.poll();
        if (!r.closed && r.memstoreTotal > 0 && r.flushBlockedSince < 0) {
          periodicFlushCount++;
          flush(r, n, now);
        }
      }
      if (now >= nextCheckAt) {
        checkCompactions(now);
        nextCheckAt = (Math.floor(now / checkEvery) + 1) * checkEvery;
      }
      if (milestone < MILESTONES.length && MILESTONES[milestone] < duration && now >= MILESTONES[milestone]) {
        recordLife(MILESTONES[milestone], true);
        milestone++;
      }
      if (now >= nextNormalizeAt) {
        normalize(n, now);
        nextNormalizeAt = (Math.floor(now / normalizeEvery) + 1) * normalizeEvery;
      }
      nextLifeCycle = lifeCycleIndex();
    }

    /**
     * The {@code CompactionChecker}'s round: every store with enough files asks for a compaction
     * ({@code HStore.needsCompaction}), else one whose major compaction is due asks for it; first,
     * files wholly past the TTL are dropped ({@link #dropExpiredFiles}).
     */
    private void checkCompactions(double now) {
      if (oldestGenerator != null) {
        sweepDeleted();
      }
      for (Region r : table.regions()) {
        if (r.compacting != null) {
          continue;
        }
        dropExpiredFiles(r, now);
        if (r.files.size() >= Compactions.MIN_FILES) {
          compactions.request(r, now);
          if (r.compacting != null) {
            continue;
          }
        }
        if (majorDue(r, now)) {
          compactions.request(r, now, true);
          if (r.compacting != null) {
            periodicMajors++;
          }
        }
      }
    }

    /**
     * {@code RatioBasedCompactionPolicy.shouldPerformMajorCompaction}: the store's oldest file is older
     * than its period (drawn with the jitter, {@code SortedCompactionPolicy.getNextMajorCompactTime}),
     * and it is not one major-compacted file whose cells are all within the TTL.
     */
    private boolean majorDue(Region r, double now) {
      long period = schema.cluster().majorCompactionSeconds();
      if (period == 0 || r.files.isEmpty()) {
        return false;
      }
      long jitter = Math.round(period * schema.cluster().majorCompactionJitter());
      double due = period + jitter - Math.round(2.0 * jitter * r.majorDraw);
      double lowest = Double.POSITIVE_INFINITY;
      for (StoreFile f : r.files) {
        lowest = Math.min(lowest, f.created);
      }
      if (!(lowest < now - due)) {
        return false;
      }
      if (compactions.mode() == Compactions.Mode.DATE_TIERED) {
        return compactions.dateTiered().majorNeeded(r.files, DateTieredPolicy.millis(now),
            storeTtl == 0 ? Long.MAX_VALUE : storeTtl * 1000);
      }
      if (r.files.size() == 1) {
        StoreFile f = r.files.get(0);
        double oldest = f.ages == null ? Double.NaN : f.ages.oldest();
        return !(f.major && (storeTtl == 0 || Double.isNaN(oldest) || now - oldest < storeTtl));
      }
      return true;
    }

    /**
     * {@code HStore.removeUnneededFiles} ({@code hbase.store.delete.expired.storefile}, true): before a
     * compaction, the files whose newest cell is past the TTL go whole, all but the newest file
     * ({@code DefaultStoreFileManager.getUnneededFiles}), when every family expires. A table whose
     * compactions are off never gets there ({@code CompactSplit} returns first); under FIFO this is
     * the only compaction there is, and it takes every expired file, the newest too
     * ({@code FIFOCompactionPolicy.getExpiredStores}).
     */
    private void dropExpiredFiles(Region r, double now) {
      boolean fifo = compactions.mode() == Compactions.Mode.FIFO;
      if (fileTtl == 0 || r.files.size() < (fifo ? 1 : 2) || r.compacting != null
          || compactions.mode() == Compactions.Mode.NONE) {
        return;
      }
      int last = r.files.size() - (fifo ? 1 : 2);
      if (!(r.files.newestBound() <= now - fileTtl)) {
        // No file's newest bytes are past the TTL: the bound is at most the earliest of them.
        return;
      }
      if (r.expiryVersion != r.files.version()) {
        // A store file's ages do not change once it is in the region, so the earliest newest
        // stands until a file comes or goes.
        double earliest = Double.POSITIVE_INFINITY;
        double all = Double.POSITIVE_INFINITY;
        for (int i = 0; i < r.files.size(); i++) {
          double newest = r.files.get(i).newest();
          if (i <= last && newest < earliest) {
            earliest = newest;
          }
          if (newest < all) {
            all = newest;
          }
        }
        r.earliestNewest = earliest;
        r.expiryVersion = r.files.version();
        r.files.resetNewestBound(all);
      }
      if (!(r.earliestNewest <= now - fileTtl)) {
        return;
      }
      for (int i = last; i >= 0; i--) {
        StoreFile f = r.files.get(i);
        if (f.newest() <= now - fileTtl) {
          r.files.remove(i);
          removeStoreBytes(r, f.bytes);
          expiredFiles++;
        }
      }
    }

    /**
     * Drops from a compaction's output the cells past their family's TTL: the compaction's scanner
     * skips them in minor and major compactions alike ({@code ScanQueryMatcher.preCheck},
     * {@code ColumnTracker.isDone}); returns the file with what is left.
     */
    private StoreFile expire(Region r, StoreFile out, double now) {
      long storeTotal = 0;
      for (int f = 0; f < families; f++) {
        storeTotal += r.store[f];
      }
      if (storeTotal == 0) {
        return out;
      }
      double[] cutoffs = new double[families];
      double[] shares = new double[families];
      for (int f = 0; f < families; f++) {
        cutoffs[f] = ttls[f] == 0 ? Double.NEGATIVE_INFINITY : now - ttls[f];
        shares[f] = families == 1 ? 1 : (double) r.store[f] / storeTotal;
      }
      Ages ages = out.ages;
      long gone = ages.expire(cutoffs, shares);
      if (gone == 0) {
        return out;
      }
      removeStoreBytes(r, gone);
      return out.shrunk(out.bytes - gone, ages);
    }

    /**
     * Takes {@code gone} expired bytes out of the region's expiring stores (in proportion to their
     * sizes) and its rows in proportion to its bytes, and counts them as expired.
     */
    private void removeStoreBytes(Region r, long gone) {
      long expiring = 0;
      for (int f = 0; f < families; f++) {
        expiring += ttls[f] > 0 ? r.store[f] : 0;
      }
      gone = Math.min(gone, expiring);
      if (gone <= 0) {
        return;
      }
      long left = gone;
      for (int f = 0; f < families && left > 0; f++) {
        if (ttls[f] > 0) {
          long part = Math.min(r.store[f], Math.min(left, Math.round((double) r.store[f] * gone / expiring)));
          r.store[f] -= part;
          left -= part;
        }
      }
      for (int f = 0; f < families && left > 0; f++) {
        if (ttls[f] > 0) {
          long part = Math.min(r.store[f], left);
          r.store[f] -= part;
          left -= part;
        }
      }
      long rows = r.bytes == gone ? r.rows : Math.min(r.rows, Math.round((double) r.rows * gone / r.bytes));
      r.bytes -= gone;
      r.rows -= rows;
      expiredBytes += gone;
      expiredRows += rows;
    }

    /**
     * A run of {@code SimpleRegionNormalizer}: over the regions' store-file sizes in whole MB
     * ({@code RegionMetrics.getStoreFileSize}) and their mean, split plans for regions above twice
     * the mean, then merge plans for runs of consecutive regions old and large enough whose sizes
     * together stay within the mean (empty ones always join), up to
     * {@link dev.hbaseadvisor.model.Normalizer#MAX_REGIONS_PER_MERGE} a run, when the table has at least
     * {@code minRegionCount} regions. Plans are carried out in that order; one whose region has
     * reference files or is already gone is skipped, as the procedures refuse it.
     */
    private void normalize(long n, double now) {
      List<Region> regions = new ArrayList<>(table.regions());
      int count = regions.size();
      long[] mb = new long[count];
      long total = 0;
      for (int i = 0; i < count; i++) {
        mb[i] = reportedMb(regions.get(i));
        total += mb[i];
      }
      long target = normalizer.targetRegionSizeMb();
      double mean = target > 0 ? target : (double) total / count;
      List<Region> splits = new ArrayList<>();
      if (normalizer.split()) {
        for (int i = 0; i < count; i++) {
          if (mb[i] > 2 * mean) {
            splits.add(regions.get(i));
          }
        }
      }
      List<List<Region>> plans = new ArrayList<>();
      if (normalizer.merge() && count >= normalizer.minRegionCount() && (long) mean >= normalizer.mergeMinRegionSizeMb()) {
        long meanMb = (long) mean;
        int current = 0;
        for (int rangeStart = 0; rangeStart < count - 1 && current < count;) {
          List<Region> members = new ArrayList<>();
          long sum = 0;
          for (current = rangeStart; current < count; current++) {
            Region r = regions.get(current);
            boolean skip = !(now > r.openedAt + normalizer.mergeMinRegionAgeSeconds())
                || mb[current] < normalizer.mergeMinRegionSizeMb();
            if (skip) {
              rangeStart = Math.max(current, rangeStart + 1);
              break;
            }
            boolean room = members.size() < dev.hbaseadvisor.model.Normalizer.MAX_REGIONS_PER_MERGE;
            if (members.isEmpty() || (members.size() == 1 && sum == 0) || (mb[current] == 0 && room)
                || (mb[current] + sum <= meanMb && room)) {
              members.add(r);
              sum += mb[current];
              continue;
            }
            rangeStart = Math.max(current, rangeStart + 1);
            break;
          }
          if (members.size() > 1) {
            plans.add(members);
          }
        }
      }
      for (Region r : splits) {
        if (!r.closed && !r.hasReferences(now) && split(r, n, now)) {
          normalizerSplits++;
        }
      }
      for (List<Region> members : plans) {
        boolean mergeable = true;
        for (Region r : members) {
          mergeable &= !r.closed && !r.hasReferences(now)
              && !(r.mergeQualifiers && Math.floor(now / CATALOG_JANITOR_SECONDS) * CATALOG_JANITOR_SECONDS
                  < r.referencesGoneAt);
        }
        if (mergeable) {
          merge(members, now);
        }
      }
      nextCompaction = compactionIndex();
    }

    /**
     * The region's store-file size as the normalizer sees it ({@code RegionMetrics.getStoreFileSize}),
     * in whole MB as {@code HRegionServer.createRegionLoad} reports it ({@code roundSize}): none is 0,
     * less than a MB is 1. A region whose cells all expired still has a store file, which counts: a
     * compaction writes its file even when it drops every cell ({@code Compactor}, HBASE-6059), and
     * the newest file is never dropped whole ({@code DefaultStoreFileManager.getUnneededFiles}).
     */
    private long reportedMb(Region r) {
      long stored = 0;
      for (int f = 0; f < families; f++) {
        stored += r.store[f];
      }
      if (stored == 0) {
        return r.files.isEmpty() && !r.emptyFile ? 0 : 1;
      }
      return Math.max(1, stored >> 20);
    }

    /**
     * Merges consecutive regions ({@code MergeTableRegionsProcedure}): each closes with a flush, and
     * the merged region opens on the first one's server with references to all their files, which
     * it compacts at once and cannot split or merge again before.
     */
    private void merge(List<Region> members, double now) {
      Region first = members.get(0);
      Region merged = newRegion(first.start, members.get(members.size() - 1).end);
      for (Region m : members) {
        close(m, now);
        servers.regions[m.server]--;
        for (StoreFile f : m.files) {
          StoreFile reference = f.asReference();
          reference.garbage = f.garbage;
          merged.files.add(reference);
        }
        merged.history += m.history;
        merged.rowsArrived += m.rowsArrived;
        merged.lastRowAt = Math.max(merged.lastRowAt, m.lastRowAt);
        merged.emptyFile |= m.emptyFile;
        for (int f = 0; f < families; f++) {
          merged.store[f] += m.store[f];
        }
        merged.bytes += m.bytes;
        merged.rows += m.rows;
      }
      merged.mergeQualifiers = true;
      merged.referencesGoneAt = now;
      merged.server = first.server;
      servers.regions[first.server]++;
      regrowDue = settings.growing();
      merged.limit = policy.openRegion(lifeRandom);
      merged.openedAt = now;
      merged.lastFlushAt = now;
      merged.majorDraw = lifeRandom.nextDouble();
      table.replace(members, merged);
      merges++;
      mergedRegions += members.size();
      compactions.request(merged, now);
    }

    /** The garbage the regions hold, in memstores and files. */
    private long heldGarbage() {
      long g = 0;
      for (Region r : table.regions()) {
        g += r.garbage();
      }
      return g;
    }

    /** Records the table's state at {@code seconds}. */
    private void recordLife(double seconds, boolean isMilestone) {
      long[] held = new long[servers.count];
      int empty = 0;
      for (Region r : table.regions()) {
        held[r.server] += r.bytes;
        empty += r.bytes == 0 ? 1 : 0;
      }
      life.add(new LifePoint(seconds, table.size(), empty, bytesWritten - expiredBytes - droppedBytes,
          Arrays.stream(held).max().orElse(0), isMilestone));
    }

    /**
     * When the TTL's steady state begins: the first cells written expire after the longest TTL, and
     * wait at most a major compaction period with its jitter ({@code majorCompaction × (1 + jitter)})
     * for the compaction that drops them; -1 when no family expires or the run ends before.
     */
    private double steadySeconds() {
      if (!expires) {
        return -1;
      }
      double steady = longestTtl + schema.cluster().majorCompactionSeconds() * (1 + schema.cluster().majorCompactionJitter());
      return steady <= duration ? steady : -1;
    }

    /** What the table's life cycle did: periodic flushes and major compactions, expiry, the normalizer. */
    private void lifeCycleNotes(CompactionFigures figures) {
      if (periodicFlushCount > 0) {
        notes.add(String.format(java.util.Locale.ROOT, "%,d periodic flushes of memstores holding an edit older"
            + " than an hour (hbase.regionserver.optionalcacheflushinterval)", periodicFlushCount));
      }
      if (compactions.mode() == Compactions.Mode.NONE) {
        notes.add("compactions are off for the table (COMPACTION_ENABLED => false): no store file was merged or"
            + " dropped, and a split daughter keeps its reference files, so it never splits again");
      } else if (compactions.mode() == Compactions.Mode.FIFO) {
        notes.add(String.format(java.util.Locale.ROOT, "FIFO compaction on every family: files are never merged"
            + " (only a split daughter's reference files are compacted); %,d wholly expired files deleted, and"
            + " flushes block at %,d store files", expiredFiles, blockingFiles));
      } else if (compactions.mode() == Compactions.Mode.DATE_TIERED) {
        dev.hbaseadvisor.model.DateTiered dt = schema.cluster().dateTiered();
        notes.add(String.format(java.util.Locale.ROOT, "date-tiered compaction on every family: windows of %s,"
            + " %d per tier, the newest compacted at %d files, %s; a major compaction writes a file per window."
            + " %,d compactions rewrote %s; %,d store files at the end, at most %,d in a region",
            Durations.format(dt.baseWindowSeconds()), dt.windowsPerTier(), dt.incomingWindowMin(),
            dt.maxStoreFileAgeSeconds() == dev.hbaseadvisor.model.DateTiered.UNBOUNDED ? "no file too old to compact"
                : "files older than " + Durations.format(dt.maxStoreFileAgeSeconds()) + " never compacted",
            figures.compactions(), dev.hbaseadvisor.model.Quantities.formatSize(figures.bytesRewritten()),
            figures.storeFiles(), figures.mostStoreFiles()));
      }
      if (periodicMajors > 0) {
        notes.add(String.format(java.util.Locale.ROOT, "%,d major compactions by age (hbase.hregion.majorcompaction"
            + " %s, jitter %s)", periodicMajors, Durations.format(schema.cluster().majorCompactionSeconds()),
            schema.cluster().majorCompactionJitter()));
      }
      if (overwrittenBytes > 0 || deletedRows > 0 || deleteMarkers > 0) {
        notes.add(String.format(java.util.Locale.ROOT, "versions and deletes: %s written by overwriting puts, %,d rows"
            + " deleted; %s of superseded versions, deleted cells and delete markers dropped by %,d major compactions,"
            + " %s of it still in store files at the end", dev.hbaseadvisor.model.Quantities.formatSize(overwrittenBytes),
            deletedRows, dev.hbaseadvisor.model.Quantities.formatSize(droppedBytes), garbageDroppingMajors,
            dev.hbaseadvisor.model.Quantities.formatSize(heldGarbage())));
      }
      if (expiredBytes > 0) {
        notes.add(String.format(java.util.Locale.ROOT, "TTL: %s in %,d rows expired at compactions (%,d store files"
            + " dropped whole), %s held at the end", dev.hbaseadvisor.model.Quantities.formatSize(expiredBytes),
            expiredRows, expiredFiles, dev.hbaseadvisor.model.Quantities.formatSize(bytesWritten - expiredBytes)));
      }
      if (cellTimeSlot >= 0) {
        List<String> counted = new ArrayList<>(List.of("store files' time ranges"));
        if (expires) {
          counted.add("the TTL");
        }
        if (compactions.mode() == Compactions.Mode.DATE_TIERED) {
          counted.add("date-tiered windows");
        }
        String last = counted.remove(counted.size() - 1);
        notes.add("the cells' timestamp is field '" + schema.cellTimestampField().name() + "' (cellTimestamp), not"
            + " the write clock: " + (counted.isEmpty() ? "" : String.join(", ", counted) + " and ") + last
            + " count from its value"
            + (expires ? String.format(java.util.Locale.ROOT, "; %s of the %s written (%.1f %%) were past the TTL"
                + " when written, readable by no one and dropped by the first compaction that takes them",
                dev.hbaseadvisor.model.Quantities.formatSize(lateBytes),
                dev.hbaseadvisor.model.Quantities.formatSize(bytesWritten),
                bytesWritten == 0 ? 0.0 : 100.0 * lateBytes / bytesWritten) : ""));
      }
      if (normalizer.active()) {
        notes.add(String.format(java.util.Locale.ROOT, "normalizer: %,d merges of %,d regions, %,d splits",
            merges, mergedRegions, normalizerSplits));
      }
    }

    private void checkInvariants() {

      table.checkTiling();
      long bytes = 0;
      long rows = 0;
      for (Region r : table.regions()) {
        long held = r.memstoreTotal;
        for (int f = 0; f < families; f++) {
          held += r.store[f];
        }
        if (held != r.bytes) {
          throw new IllegalStateException("a region's stores do not add up to its bytes");
        }
        bytes += r.bytes;
        rows += r.rows;
      }
      if (bytes + expiredBytes + droppedBytes != bytesWritten) {
        throw new IllegalStateException("regions hold " + bytes + " bytes, " + expiredBytes + " expired and "
            + droppedBytes + " dropped as garbage, but " + bytesWritten + " were written");
      }
      if (rows + expiredRows + deletedRows + rewrittenRows != settings.writes()) {
        throw new IllegalStateException("regions hold " + rows + " rows, " + expiredRows + " expired, "
            + deletedRows + " deleted and " + rewrittenRows + " rewritten, but " + settings.writes() + " were written");
      }
      for (SplitEvent e : splitEvents) {
        if (Arrays.compareUnsigned(e.key(), e.parentStart()) <= 0
            || (e.parentEnd().length > 0 && Arrays.compareUnsigned(e.key(), e.parentEnd()) >= 0)) {
          throw new IllegalStateException("a split row lies outside its parent region");
        }
      }
    }

    private SimulationResult result() {
      RegionStates regions = new RegionStates(table.regions());
      int empty = 0;
      for (Region r : table.regions()) {
        if (r.rows == 0) {
          empty++;
        }
      }
      if (blockedFlushes > 0) {
        notes.add(String.format(java.util.Locale.ROOT, "%,d times a region held more than %d store files"
            + " (hbase.hstore.blockingStoreFiles) and its flush waited up to %.0f s for a compaction"
            + " (hbase.hstore.blockingWaitTime); %,d puts found its memstore above %d times the flush size, where"
            + " HBase refuses them with RegionTooBusyException until the client's retries get through: the"
            + " workload writes faster than compactions merge", blockedFlushes, blockingFiles,
            BLOCKING_WAIT_SECONDS, refusedPuts, BLOCK_MULTIPLIER));
      }
      if (samplingNote >= 0) {
        notes.set(samplingNote, samplingNote());
      }
      CompactionFigures figures = compactionFigures();
      lifeCycleNotes(figures);
      recordLife(duration, true);
      List<AccessStats> access = reads.stats();
      SimulationSummary summary = summary(empty);
      Heatmap heatmap = heat.build(settings.heatBuckets(), (double) windowsPerColumn * windowSeconds);
      return new SimulationResult(design, RowkeyLine.of(schema), schema.table(),
          settings.withWindowSeconds(windowSeconds), rowRate, duration, servers.count,
          policy.name(), bytesWritten, summary, access, List.copyOf(windows), List.copyOf(splitEvents),
          List.copyOf(unsplittable), regions, heatmap, List.copyOf(notes), List.copyOf(life), steadySeconds(),
          figures);
    }

    /** The compactions' counts and the store files at the end. */
    private CompactionFigures compactionFigures() {
      int files = 0;
      int most = 0;
      for (Region r : table.regions()) {
        files += r.files.size();
        most = Math.max(most, r.files.size());
      }
      return new CompactionFigures(compactionsDone, compactedBytes, files, most);
    }

    /** The note that states k: constant, or the range it grew over with the table. */
    private String samplingNote() {
      long writes = settings.writes();
      long full = dev.hbaseadvisor.model.Workload.MAX_SIMULATED_WRITES;
      if (!settings.growing()) {
        return String.format(java.util.Locale.ROOT, "sampled: each replayed row stands for %,d rows (%,d rows"
            + " replayed for %,d), with its bytes, cells and puts counted %,d times and its increasing fields"
            + " advanced as if all were written; the full replay stops at %,d rows", rowsPerReplayed, total, writes,
            rowsPerReplayed, full);
      }
      String range = leastReached == mostReached ? String.format(java.util.Locale.ROOT, "k = %,d throughout",
          mostReached) : String.format(java.util.Locale.ROOT, "k from %,d to %,d (reached at %s; %,d changes)",
              leastReached, mostReached, Durations.format(mostReachedAt), rowsPerReplayedChanges);
      return String.format(java.util.Locale.ROOT, "sampled: each replayed row stands for k rows (%,d rows replayed"
          + " for %,d), %s, as fine as a region at its split size needs to hold %d replayed rows, within k = %,d to"
          + " %,d; a replayed row's bytes, cells and puts count k times and its increasing fields advance as if all"
          + " were written; the full replay stops at %,d rows", total, writes, range, settings.sampleSize(),
          settings.rowsPerReplayed(), settings.mostRowsPerReplayed(), full);
    }

    private SimulationSummary summary(int empty) {
      // A last window shorter than half a window says little about shares; it is left out.
      List<Window> judged = new ArrayList<>();
      for (Window w : windows) {
        boolean shortTail = w.index() == windows.size() - 1 && windows.size() > 1 && w.seconds() * 2 < windowSeconds;
        if (w.writes() > 0 && !shortTail) {
          judged.add(w);
        }
      }
      double[] shares = judged.stream().mapToDouble(Window::busiestServerShare).sorted().toArray();
      double gini = judged.stream().mapToDouble(Window::regionGini).average().orElse(0);
      long busiest = Arrays.stream(servers.totalWrites).max().orElse(0);
      long rows = settings.writes();
      // Servers count puts, which outnumber rows when rows fill over several puts.
      long puts = Arrays.stream(servers.totalWrites).sum();
      double mean = (double) puts / servers.count;
      return new SimulationSummary(rows, initialRegionCount, table.size(), splitEvents.size(), empty,
          shares.length == 0 ? 0 : shares[shares.length - 1], Stats.median(shares),
          puts == 0 ? 0 : (double) busiest / puts, puts == 0 ? 0 : busiest / mean, gini, firstSplit, spread);
    }
  }
}
