package dev.hbaseadvisor.model;

import dev.hbaseadvisor.yaml.MapNode;
import dev.hbaseadvisor.yaml.Node;

/** Reads the {@code workload:} and {@code cluster:} sections: what is written, and where. */
final class WorkloadReader {

  /** The highest write rate a workload may state: 100 million rows a second. */
  static final double MAX_WRITES_PER_SECOND = 1e8;
  /** The most rows a workload may state: 10^15. */
  static final long MAX_ROWS = 1_000_000_000_000_000L;
  /** The longest workload: 10 years of 365 days. */
  static final long MAX_DURATION_SECONDS = Workload.MAX_DURATION_SECONDS;

  private final NodeReader in;

  WorkloadReader(NodeReader in) {
    this.in = in;
  }

  /** The workload, or {@link Workload#DEFAULT} when the section is absent. */
  Workload workload(Node node) {
    if (node == null || NodeReader.isNull(node)) {
      return Workload.DEFAULT;
    }
    MapNode map = in.map(node, "'workload'");
    if (map == null) {
      return Workload.DEFAULT;
    }
    in.allowOnly(map, FormatKeys.WORKLOAD);
    double writes = 0;
    long rows = 0;
    if (map.has("writes") && map.has("rows")) {
      in.problem(map.get("rows"), "give either 'writes' (a rate) or 'rows' (a total), not both");
    }
    if (map.has("writes")) {
      Double w = in.rate(map.get("writes"), "writes");
      writes = w == null ? 0 : w;
      if (writes > MAX_WRITES_PER_SECOND) {
        in.problem(map.get("writes"), "'writes' must be at most " + (long) MAX_WRITES_PER_SECOND
            + "/s (100 million writes a second, beyond any HBase cluster), got " + (long) writes + "/s");
        writes = 0;
      }
    } else if (map.has("rows")) {
      rows = in.bounded(map, "rows", 0, 1, MAX_ROWS);
    } else {
      writes = Workload.DEFAULT.writesPerSecond();
    }
    long duration = Workload.DEFAULT.durationSeconds();
    if (map.has("duration")) {
      Long d = in.duration(map.get("duration"), "duration");
      if (d != null && in.within(map.get("duration"), "duration", d, 1, MAX_DURATION_SECONDS)) {
        duration = d;
      }
    }
    long seed = Workload.DEFAULT.seed();
    if (map.has("seed")) {
      Long s = in.count(map.get("seed"), "seed");
      seed = s == null ? seed : s;
    }
    Workload workload = new Workload(writes, rows, duration, seed);
    Puts puts = map.has("puts") ? puts(map.get("puts"), workload) : Puts.ONE_PER_ROW;
    long bulkLoad = 0;
    if (map.has("bulkLoad")) {
      Long every = in.duration(map.get("bulkLoad"), "bulkLoad");
      if (map.has("puts")) {
        in.problem(map.get("bulkLoad"), "give either 'puts' (rows written by puts) or 'bulkLoad' (rows loaded from"
            + " HFiles), not both");
      } else if (every != null && in.within(map.get("bulkLoad"), "bulkLoad", every, 1, MAX_DURATION_SECONDS)) {
        bulkLoad = every;
      }
    }
    Deletes deletes = map.has("deletes") ? deletes(map.get("deletes"), workload) : Deletes.NONE;
    return new Workload(writes, rows, duration, seed, puts, bulkLoad, deletes);
  }

  /**
   * The {@code deletes:} map: whole rows deleted per second ({@code rate}, at most the row rate),
   * which rows ({@code of}: the oldest, or any) and when the deletes begin ({@code after}).
   */
  private Deletes deletes(Node node, Workload rows) {
    MapNode map = in.map(node, "'deletes'");
    if (map == null) {
      return Deletes.NONE;
    }
    in.allowOnly(map, FormatKeys.DELETES);
    Double r = requiredRate(map, "deletes", "the rows deleted per unit of time");
    double rate = r == null ? 0 : r;
    double rowRate = rows.effectiveWritesPerSecond();
    if (r != null && rate > rowRate) {
      in.problem(map.get("rate"), String.format(java.util.Locale.ROOT, "'deletes.rate' must be at most the %s"
          + " rows written, since a delete removes a row written before; got %s", Quantities.formatRate(rowRate),
          Quantities.formatRate(rate)));
      rate = 0;
    }
    Deletes.Of of = Deletes.Of.OLDEST;
    if (map.has("of")) {
      String o = in.oneOf(map.get("of"), "of", FormatKeys.DELETE_ROWS);
      of = o == null ? of : Deletes.Of.values()[FormatKeys.DELETE_ROWS.indexOf(o)];
    }
    long after = 0;
    if (map.has("after")) {
      Long d = in.duration(map.get("after"), "after");
      if (d != null && in.within(map.get("after"), "after", d, 0, MAX_DURATION_SECONDS)) {
        after = d;
      }
    }
    return new Deletes(rate, of, after);
  }

  /**
   * The {@code rate} a {@code section} map must have ({@code puts}, {@code deletes}), or null when it
   * is missing (reported as what the rate means) or not a rate (reported by the reader).
   */
  private Double requiredRate(MapNode map, String section, String meaning) {
    if (!map.has("rate")) {
      in.problem(map.position(), "'" + section + "' needs 'rate': " + meaning);
      return null;
    }
    return in.rate(map.get("rate"), "rate");
  }

  /**
   * The {@code puts:} map: every put per second ({@code rate}, at least the row rate), which rows
   * take the puts that add cells ({@code to}) and, for recent rows, how long a row takes them
   * ({@code within}).
   */
  private Puts puts(Node node, Workload rows) {
    MapNode map = in.map(node, "'puts'");
    if (map == null) {
      return Puts.ONE_PER_ROW;
    }
    in.allowOnly(map, FormatKeys.PUTS);
    Double r = requiredRate(map, "puts", "every put per unit of time, the ones that create rows included");
    double rate = r == null ? 0 : r;
    double rowRate = rows.effectiveWritesPerSecond();
    if (r != null && rate < rowRate) {
      in.problem(map.get("rate"), String.format(java.util.Locale.ROOT, "'puts.rate' counts every put, the %s"
          + " that create rows included, so it must be at least that; got %s", Quantities.formatRate(rowRate),
          Quantities.formatRate(rate)));
      rate = 0;
    } else if (rate > MAX_WRITES_PER_SECOND * 100) {
      in.problem(map.get("rate"), "'puts.rate' must be at most " + (long) (MAX_WRITES_PER_SECOND * 100) + "/s");
      rate = 0;
    }
    Puts.Target to = Puts.Target.ANY;
    if (map.has("to")) {
      String t = in.oneOf(map.get("to"), "to", FormatKeys.PUT_TARGETS);
      to = t == null ? to : Puts.Target.values()[FormatKeys.PUT_TARGETS.indexOf(t)];
    }
    long within = 0;
    if (map.has("within")) {
      Long d = in.duration(map.get("within"), "within");
      if (to != Puts.Target.RECENT) {
        in.problem(map.get("within"), "'within' applies to 'to: recent' (how long a row takes puts after it is created)");
      } else if (d != null && in.within(map.get("within"), "within", d, 1, MAX_DURATION_SECONDS)) {
        within = d;
      }
    } else if (to == Puts.Target.RECENT) {
      in.problem(map.position(), "'to: recent' needs 'within': how long a row takes puts after it is created (1h for"
          + " a row per hour)");
    }
    int overwrite = 0;
    if (map.has("overwrite")) {
      overwrite = (int) in.bounded(map, "overwrite", 0, 1, Integer.MAX_VALUE);
    }
    return new Puts(rate, to, within, overwrite);
  }

  /** The cluster, or {@link Cluster#DEFAULT} when the section is absent. */
  Cluster cluster(Node node) {
    Cluster d = Cluster.DEFAULT;
    if (node == null || NodeReader.isNull(node)) {
      return d;
    }
    MapNode map = in.map(node, "'cluster'");
    if (map == null) {
      return d;
    }
    in.allowOnly(map, FormatKeys.CLUSTER);
    int servers = (int) in.bounded(map, "regionServers", d.regionServers(), 1, 100_000);
    long maxFileSize = size(map, "maxFileSize", d.maxFileSize());
    long flushSize = size(map, "flushSize", d.flushSize());
    long compaction = size(map, "compactionThroughput", d.compactionThroughput());
    double discharge = d.dischargeSeconds();
    if (map.has("dischargeInterval")) {
      Long seconds = in.duration(map.get("dischargeInterval"), "dischargeInterval");
      if (seconds != null && in.within(map.get("dischargeInterval"), "dischargeInterval", seconds, 0, 86_400)) {
        discharge = seconds;
      }
    }
    Cluster.SplitPolicy policy = d.splitPolicy();
    if (map.has("splitPolicy")) {
      String p = in.oneOf(map.get("splitPolicy"), "splitPolicy", FormatKeys.SPLIT_POLICIES);
      if (p != null) {
        policy = Cluster.SplitPolicy.values()[FormatKeys.SPLIT_POLICIES.indexOf(p)];
      }
    }
    int prefixLength = (int) in.bounded(map, "prefixLength", 0, 1, 65_535);
    String delimiter = in.optionalText(map, "delimiter");
    // A prefixLength given but refused has its own problem at its place; "needs" is for one not given.
    if (policy == Cluster.SplitPolicy.KEY_PREFIX && prefixLength == 0 && !map.has("prefixLength")) {
      in.problem(map.get("splitPolicy"), "the key-prefix split policy needs 'prefixLength'");
    }
    if (policy == Cluster.SplitPolicy.DELIMITED_KEY_PREFIX && delimiter == null && !map.has("delimiter")) {
      in.problem(map.get("splitPolicy"), "the delimited-key-prefix split policy needs 'delimiter'");
    }
    long major = duration(map, "majorCompaction", d.majorCompactionSeconds(), 0);
    double jitter = d.majorCompactionJitter();
    if (map.has("majorCompactionJitter")) {
      Double j = in.fraction(map.get("majorCompactionJitter"), "majorCompactionJitter");
      jitter = j == null ? jitter : j;
    }
    double check = duration(map, "compactionCheckInterval", (long) d.compactionCheckSeconds(), 1);
    Normalizer normalizer = map.has("normalizer") ? normalizer(map.get("normalizer")) : d.normalizer();
    boolean compactionEnabled = !map.has("compactionEnabled") || in.flag(map, "compactionEnabled");
    DateTiered dateTiered = map.has("dateTiered") ? dateTiered(map.get("dateTiered")) : d.dateTiered();
    return new Cluster(servers, maxFileSize, flushSize, policy, prefixLength, delimiter, compaction, discharge,
        major, jitter, check, normalizer, compactionEnabled, dateTiered);
  }

  /**
   * The {@code dateTiered:} map: the {@code hbase.hstore.compaction.date.tiered.*} settings, each
   * defaulting to HBase 2.6's ({@link DateTiered#DEFAULT}).
   */
  private DateTiered dateTiered(Node node) {
    DateTiered d = DateTiered.DEFAULT;
    MapNode map = in.map(node, "'dateTiered'");
    if (map == null) {
      return d;
    }
    in.allowOnly(map, FormatKeys.DATE_TIERED);
    long base = duration(map, "baseWindow", d.baseWindowSeconds(), 1);
    int perTier = (int) in.bounded(map, "windowsPerTier", d.windowsPerTier(), 2, 1_000);
    int incoming = (int) in.bounded(map, "incomingWindowMin", d.incomingWindowMin(), 2, 1_000);
    long maxAge = duration(map, "maxStoreFileAge", d.maxStoreFileAgeSeconds(), 1);
    boolean single = map.has("singleOutputForMinor") ? in.flag(map, "singleOutputForMinor") : d.singleOutputForMinor();
    return new DateTiered(base, perTier, incoming, maxAge, single);
  }

  /**
   * The {@code normalizer:} map: the table's {@code NORMALIZATION_ENABLED} and the
   * {@code SimpleRegionNormalizer} settings, each defaulting to HBase 2.6's ({@link Normalizer#DEFAULT}).
   */
  private Normalizer normalizer(Node node) {
    Normalizer d = Normalizer.DEFAULT;
    MapNode map = in.map(node, "'normalizer'");
    if (map == null) {
      return d;
    }
    in.allowOnly(map, FormatKeys.NORMALIZER);
    boolean enabled = map.has("enabled") ? in.flag(map, "enabled") : d.enabled();
    boolean split = map.has("split") ? in.flag(map, "split") : d.split();
    boolean merge = map.has("merge") ? in.flag(map, "merge") : d.merge();
    long period = duration(map, "period", d.periodSeconds(), 1);
    int minRegions = (int) in.bounded(map, "minRegionCount", d.minRegionCount(), 1, 1_000_000);
    long age = duration(map, "mergeMinRegionAge", d.mergeMinRegionAgeSeconds(), 0);
    long minSize = d.mergeMinRegionSizeMb();
    if (map.has("mergeMinRegionSize")) {
      Long bytes = in.size(map.get("mergeMinRegionSize"), "mergeMinRegionSize");
      if (bytes != null && in.within(map.get("mergeMinRegionSize"), "mergeMinRegionSize", bytes, 0, Long.MAX_VALUE)) {
        minSize = bytes >> 20;
      }
    }
    long target = d.targetRegionSizeMb();
    if (map.has("targetRegionSize")) {
      Long bytes = in.size(map.get("targetRegionSize"), "targetRegionSize");
      if (bytes != null && bytes < 1L << 20) {
        in.problem(map.get("targetRegionSize"), "'targetRegionSize' must be at least 1MiB: HBase takes whole"
            + " megabytes (NORMALIZER_TARGET_REGION_SIZE_MB), got " + bytes + " bytes");
      } else if (bytes != null) {
        target = bytes >> 20;
      }
    }
    return new Normalizer(enabled, period, split, merge, minRegions, age, minSize, target);
  }

  /**
   * A duration at {@code key} from {@code min} seconds to {@link #MAX_DURATION_SECONDS}, or
   * {@code fallback} when it is absent or wrong.
   */
  private long duration(MapNode map, String key, long fallback, long min) {
    if (map.has(key)) {
      Long seconds = in.duration(map.get(key), key);
      if (seconds != null && in.within(map.get(key), key, seconds, min, MAX_DURATION_SECONDS)) {
        return seconds;
      }
    }
    return fallback;
  }

  /** A positive size ({@code 128MiB}) at {@code key}, or {@code fallback} when it is absent or wrong. */
  private long size(MapNode map, String key, long fallback) {
    if (map.has(key)) {
      Long s = in.size(map.get(key), key);
      if (s != null && in.within(map.get(key), key, s, 1, Long.MAX_VALUE)) {
        return s;
      }
    }
    return fallback;
  }
}
