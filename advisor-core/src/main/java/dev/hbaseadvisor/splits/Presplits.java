package dev.hbaseadvisor.splits;

import dev.hbaseadvisor.codec.BitsCodec;
import dev.hbaseadvisor.codec.BucketCodec;
import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.codec.HashCodec;
import dev.hbaseadvisor.codec.RowKeyCodec;
import dev.hbaseadvisor.codec.SaltCodec;
import dev.hbaseadvisor.codec.SegmentCodec;
import dev.hbaseadvisor.model.BitsSegment;
import dev.hbaseadvisor.model.HashEncoding;
import dev.hbaseadvisor.model.Presplit;
import dev.hbaseadvisor.model.SaltSegment;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.workload.SaltShares;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.LongFunction;

/**
 * The entry point for pre-split keys: validates a schema's {@code presplit} section, computes its
 * split keys with the chosen algorithm and assesses every region (reachable or not, expected
 * share of the writes). The rules {@code presplit-invalid}, {@code presplit-unreachable-regions}
 * and {@code presplit-misaligned-salt}, the {@code splits} command and the simulator build on it.
 *
 * <p>Typical use: {@code validate(schema)}; when no problem is fatal, {@code plan(schema)}.
 * Algorithms and their sources: "Pre-Creating Regions" in the reference guide's performance
 * chapter, "Relationship Between RowKeys and Region Splits" in its schema chapter, and
 * {@code hbase-server/.../util/RegionSplitter.java} (see docs/presplit.md).
 */
public final class Presplits {

  /** Salts with more values than this get no per-region value count in {@link SaltAlignment}. */
  static final int MAX_COUNTED_BUCKETS = 4096;

  private Presplits() {}

  // ---- validation ----

  /** Every problem of the schema's own {@code presplit} section; empty when there is none. */
  public static List<PresplitProblem> validate(TableSchema schema) {
    return validate(schema, SplitRequest.of(schema));
  }

  /**
   * Every problem of a request against a schema (null when there is none): fatal ones stop
   * {@link #plan(TableSchema, SplitRequest)}, warnings ride along in the plan.
   */
  public static List<PresplitProblem> validate(TableSchema schema, SplitRequest request) {
    return validate(schema, schema == null ? null : RowKeyCodec.compile(schema), request);
  }

  /** {@link #validate(TableSchema, SplitRequest)} with the schema's rowkey already compiled (null without a schema). */
  public static List<PresplitProblem> validate(TableSchema schema, RowKeyCodec codec, SplitRequest request) {
    return check(schema, codec, request).problems;
  }

  /**
   * The problems of a request and, for every algorithm but {@code sample} (whose keys come from
   * the schema or a file), the split keys computed to find them: {@link #plan} reuses them, so a
   * million hex keys are computed once.
   */
  private static Checked check(TableSchema schema, RowKeyCodec codec, SplitRequest request) {
    List<PresplitProblem> problems = new ArrayList<>();
    Checked checked = new Checked(problems);
    Presplit.Algorithm algorithm = request.algorithm();
    if (algorithm == Presplit.Algorithm.AUTO) {
      if (codec == null) {
        problems.add(PresplitProblem.fatal(PresplitProblem.Kind.INVALID_INPUT, -1, "presplit.algorithm",
            "algorithm auto chooses from the rowkey, so it needs a schema"));
        return checked;
      }
      algorithm = chooseAuto(codec);
    }
    ignoredKeys(algorithm, request, problems);
    // Split keys lie between start and end and are no longer than the longer of them.
    tooLong("start", request.start(), -1, problems);
    tooLong("end", request.end(), -1, problems);
    if (problems.stream().anyMatch(PresplitProblem::fatal)) {
      return checked;
    }
    switch (algorithm) {
      case NONE -> {
        return checked;
      }
      case EXPLICIT -> {
        problems.addAll(validateExplicit(request.splits()));
        if (request.regions() > 0 && request.regions() != request.splits().size() + 1) {
          problems.add(PresplitProblem.warning(PresplitProblem.Kind.REGIONS_MISMATCH, -1, "presplit.regions",
              "regions is " + request.regions() + " but the " + request.splits().size() + " split keys make "
                  + (request.splits().size() + 1) + " regions; the keys win"));
        }
      }
      case SALT -> {
        // regions may be left out: one region per salt value
      }
      default -> {
        if (request.regions() <= 0) {
          problems.add(PresplitProblem.fatal(PresplitProblem.Kind.MISSING_REGIONS, -1, "presplit.regions",
              "algorithm " + algorithm.yamlName() + " needs the number of regions"));
        }
      }
    }
    if (algorithm == Presplit.Algorithm.SAMPLE) {
      if (request.keysFile() != null && (!Files.isReadable(request.keysFile())
          || Files.isDirectory(request.keysFile()))) {
        problems.add(PresplitProblem.fatal(PresplitProblem.Kind.INVALID_INPUT, -1, "presplit.keys",
            "cannot read the key file " + request.keysFile()
                + (Files.isDirectory(request.keysFile()) ? ": it is a folder" : "")));
      } else if (request.keysFile() == null && schema == null) {
        problems.add(PresplitProblem.fatal(PresplitProblem.Kind.INVALID_INPUT, -1, "presplit.keys",
            "algorithm sample needs a schema to generate keys from, or a key file"));
      }
    } else if (problems.stream().noneMatch(PresplitProblem::fatal)) {
      try {
        SplitAlgorithm split = algorithm(algorithm, schema, codec, request, List.of());
        checked.splits = split.split(regions(algorithm, schema, codec, request));
        checked.description = split.describe();
      } catch (SplitException e) {
        problems.add(PresplitProblem.fatal(PresplitProblem.Kind.INVALID_INPUT, -1,
            "presplit." + (e.key() == null ? "algorithm" : e.key()), e.getMessage()));
      }
    }
    return checked;
  }

  /** What {@link #check} found: the problems, and the split keys when it computed them. */
  private static final class Checked {
    final List<PresplitProblem> problems;
    List<byte[]> splits;
    String description;

    Checked(List<PresplitProblem> problems) {
      this.problems = problems;
    }
  }

  private static void ignoredKeys(Presplit.Algorithm algorithm, SplitRequest request, List<PresplitProblem> problems) {
    boolean bounded = switch (algorithm) {
      case HEX, DECIMAL, UNIFORM, BYTES -> true;
      default -> false;
    };
    if (!request.splits().isEmpty() && algorithm != Presplit.Algorithm.EXPLICIT) {
      problems.add(ignored("splits", algorithm));
    }
    if (request.start() != null && !bounded) {
      problems.add(ignored("start", algorithm));
    }
    if (request.end() != null && !bounded) {
      problems.add(ignored("end", algorithm));
    }
    if (request.keysFile() != null && algorithm != Presplit.Algorithm.SAMPLE) {
      problems.add(ignored("keys", algorithm));
    }
  }

  private static PresplitProblem ignored(String key, Presplit.Algorithm algorithm) {
    return PresplitProblem.warning(PresplitProblem.Kind.IGNORED_KEY, -1, "presplit." + key,
        key + " is not used by algorithm " + algorithm.yamlName());
  }

  /**
   * The problems of explicit split keys as written: an empty key or a repeated key (fatal:
   * {@code Admin.createTable} refuses them) and a key that sorts before the one above it
   * (a warning: HBase sorts them). Each problem carries the index of the bad key.
   */
  /** Whether a key is longer than a row key can be, reported as a fatal problem at {@code presplit.<what>}. */
  private static boolean tooLong(String what, byte[] key, int index, List<PresplitProblem> problems) {
    if (key == null || key.length <= KeyFile.MAX_KEY_BYTES) {
      return false;
    }
    problems.add(PresplitProblem.fatal(PresplitProblem.Kind.INVALID_INPUT, index, "presplit." + what, what + " is "
        + key.length + " bytes long; HBase row keys, and so split keys, hold at most " + KeyFile.MAX_KEY_BYTES
        + " bytes (HConstants.MAX_ROW_LENGTH)"));
    return true;
  }

  public static List<PresplitProblem> validateExplicit(List<byte[]> splits) {
    List<PresplitProblem> problems = new ArrayList<>();
    TreeMap<byte[], Integer> seen = new TreeMap<>(Bytes::compare);
    for (int i = 0; i < splits.size(); i++) {
      byte[] key = splits.get(i);
      String path = "presplit.splits[" + i + "]";
      String shown = "'" + Bytes.toStringBinary(key) + "'";
      if (key.length == 0) {
        problems.add(PresplitProblem.fatal(PresplitProblem.Kind.EMPTY_KEY, i, path,
            "split key " + i + " is empty; HBase refuses an empty split key (the first region already starts at it)"));
        continue;
      }
      if (tooLong("splits[" + i + "]", key, i, problems)) {
        continue;
      }
      Integer earlier = seen.putIfAbsent(key, i);
      if (earlier != null) {
        problems.add(PresplitProblem.fatal(PresplitProblem.Kind.DUPLICATE_KEY, i, path,
            "split key " + i + " " + shown + " repeats split key " + earlier + "; HBase refuses equal split keys"));
      } else if (i > 0 && splits.get(i - 1).length > 0 && Bytes.compare(key, splits.get(i - 1)) < 0) {
        problems.add(PresplitProblem.warning(PresplitProblem.Kind.NOT_INCREASING, i, path,
            "split key " + i + " " + shown + " sorts before split key " + (i - 1) + " '"
                + Bytes.toStringBinary(splits.get(i - 1)) + "'; HBase sorts the keys, so write them in order"));
      }
    }
    return problems;
  }

  // ---- algorithms ----

  /**
   * The algorithm {@code auto} picks from the leading segment: a salt or bucket gives {@code salt},
   * a hex hash {@code hex}, a binary hash {@code uniform}, anything else {@code sample}.
   */
  public static Presplit.Algorithm chooseAuto(RowKeyCodec codec) {
    if (codec.segments().isEmpty()) {
      return Presplit.Algorithm.SAMPLE;
    }
    SegmentCodec first = codec.segments().get(0);
    if (first instanceof SaltCodec || first instanceof BucketCodec || Salt.of(codec).isPresent()) {
      return Presplit.Algorithm.SALT;
    }
    if (first instanceof HashCodec hash) {
      return hash.segment().encoding() == HashEncoding.HEX ? Presplit.Algorithm.HEX : Presplit.Algorithm.UNIFORM;
    }
    return Presplit.Algorithm.SAMPLE;
  }

  private static int regions(Presplit.Algorithm algorithm, TableSchema schema, RowKeyCodec codec,
      SplitRequest request) {
    if (algorithm == Presplit.Algorithm.EXPLICIT) {
      return request.splits().size() + 1;
    }
    if (algorithm == Presplit.Algorithm.SALT && request.regions() <= 0) {
      Optional<Salt> salt = codec == null ? Optional.empty() : Salt.of(codec);
      return salt.map(s -> (int) Math.min(Integer.MAX_VALUE, s.writtenCount(schema))).orElse(1);
    }
    return request.regions();
  }

  private static SplitAlgorithm algorithm(Presplit.Algorithm algorithm, TableSchema schema, RowKeyCodec codec,
      SplitRequest request, List<byte[]> generated) {
    return switch (algorithm) {
      case HEX -> new HexStringSplit(text(request.start()), text(request.end()));
      case DECIMAL -> new DecimalStringSplit(text(request.start()), text(request.end()));
      case UNIFORM -> new UniformSplit(request.start(), request.end());
      case BYTES -> new BytesSplit(request.start(), request.end());
      case EXPLICIT -> new ExplicitSplit(request.splits());
      case SALT -> {
        Salt salt = (codec == null ? Optional.<Salt>empty() : Salt.of(codec)).orElseThrow(() -> new SplitException(
            "algorithm", "algorithm salt needs a rowkey that starts with a salt or bucket segment, or bits led by"
                + " partition bits"));
        // Regions asked for beyond the written buckets are split over every bucket, as Phoenix's
        // SALT_BUCKETS splits them: never fewer regions than asked, the empty ones reported.
        long[] written = salt.written(schema);
        yield new SaltSplit(salt.buckets, salt.bytes, salt.describe,
            written != null && request.regions() > written.length ? null : written);
      }
      case SAMPLE -> sample(request, generated);
      case NONE, AUTO -> throw new IllegalStateException("no algorithm for " + algorithm);
    };
  }

  private static SampleSplit sample(SplitRequest request, List<byte[]> generated) {
    QuantileSketch sketch = new QuantileSketch(QuantileSketch.DEFAULT_K, request.seed());
    if (request.keysFile() != null) {
      KeyFile.stream(request.keysFile(), sketch);
      return new SampleSplit(sketch, "keys of " + request.keysFile().getFileName());
    }
    generated.forEach(sketch::add);
    return new SampleSplit(sketch, "keys generated from the schema (seed " + request.seed() + ")");
  }

  private static String text(byte[] bound) {
    return bound == null ? null : NumberStringSplit.text(bound);
  }

  // ---- plans ----

  /** The plan of the schema's own {@code presplit} section (one region when it has none). */
  public static PresplitPlan plan(TableSchema schema) {
    return plan(schema, SplitRequest.of(schema));
  }

  /**
   * The split keys of a request and the assessment of each region against the schema (which may
   * be null: then regions carry no reachability or share).
   *
   * @throws PresplitException when {@link #validate(TableSchema, SplitRequest)} finds a fatal problem
   * @throws SplitException when a key file cannot be read while streaming it
   */
  public static PresplitPlan plan(TableSchema schema, SplitRequest request) {
    return plan(schema, schema == null ? null : RowKeyCodec.compile(schema), request);
  }

  /** {@link #plan(TableSchema, SplitRequest)} with the schema's rowkey already compiled (null without a schema). */
  public static PresplitPlan plan(TableSchema schema, RowKeyCodec codec, SplitRequest request) {
    Checked checked = check(schema, codec, request);
    List<PresplitProblem> problems = checked.problems;
    if (problems.stream().anyMatch(PresplitProblem::fatal)) {
      throw new PresplitException(problems);
    }
    boolean automatic = request.algorithm() == Presplit.Algorithm.AUTO;
    Presplit.Algorithm algorithm = automatic ? chooseAuto(codec) : request.algorithm();
    List<byte[]> generated = schema == null ? List.of() : generate(schema, request.seed(), request.sampleKeys());
    List<byte[]> splits;
    String description;
    if (algorithm == Presplit.Algorithm.NONE) {
      splits = List.of();
      description = "no pre-split: the table starts with one region";
    } else if (checked.splits != null) {
      splits = checked.splits;
      description = checked.description;
    } else {
      SplitAlgorithm split = algorithm(algorithm, schema, codec, request, generated);
      splits = split.split(regions(algorithm, schema, codec, request));
      description = split.describe();
    }
    splits = List.copyOf(splits);
    double duration = schema == null ? 0 : schema.workload().totalRows() / schema.workload().effectiveWritesPerSecond();
    boolean whole = request.horizonSeconds() <= 0 || request.horizonSeconds() >= duration;
    List<byte[]> shareKeys = generated;
    if (schema != null && !whole) {
      long writes = Math.max(1, (long) Math.ceil(request.horizonSeconds() * schema.workload().effectiveWritesPerSecond()));
      shareKeys = generate(schema, request.seed(), request.sampleKeys(), writes);
    }
    List<Region> regions = schema == null ? unassessed(splits) : assess(schema, codec, splits, shareKeys);
    Optional<SaltAlignment> salt = codec == null ? Optional.empty() : saltAlignment(codec, splits);
    List<PresplitProblem> warnings = problems.stream().filter(p -> !p.fatal()).toList();
    return new PresplitPlan(algorithm, automatic, description, splits, regions,
        schema == null ? 0 : shareKeys.size(), request.seed(), warnings, salt,
        schema == null ? 0 : whole ? duration : request.horizonSeconds(), whole);
  }

  /**
   * Assesses any split keys against a schema: reachability of each region and the share of
   * {@code sampleKeys} keys generated with {@code seed}.
   */
  public static List<Region> regions(TableSchema schema, List<byte[]> splits, long seed, int sampleKeys) {
    return assess(schema, RowKeyCodec.compile(schema), splits, generate(schema, seed, sampleKeys));
  }

  /** How split keys sit against the schema's leading salt or bucket segment, if it has one. */
  public static Optional<SaltAlignment> saltAlignment(TableSchema schema, List<byte[]> splits) {
    return saltAlignment(RowKeyCodec.compile(schema), splits);
  }

  /** The region a key falls in: the number of split keys at or below it. */
  public static int regionOf(List<byte[]> splits, byte[] key) {
    int lo = 0;
    int hi = splits.size();
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      if (Bytes.compare(splits.get(mid), key) <= 0) {
        lo = mid + 1;
      } else {
        hi = mid;
      }
    }
    return lo;
  }

  private static List<byte[]> generate(TableSchema schema, long seed, int count) {
    return generate(schema, seed, count, schema.workload().totalRows());
  }

  /** {@code count} keys spread over the workload's first {@code writes} writes. */
  private static List<byte[]> generate(TableSchema schema, long seed, int count, long writes) {
    List<byte[]> keys = new ArrayList<>(Math.max(0, count));
    WorkloadKeys source = new WorkloadKeys(schema, seed, count, writes);
    while (source.hasNext()) {
      keys.add(source.next());
    }
    return keys;
  }

  /** The regions between split keys, made as they are read: a million of them cost nothing until used. */
  private static List<Region> unassessed(List<byte[]> splits) {
    return new UnassessedRegions(splits);
  }

  private static final class UnassessedRegions extends java.util.AbstractList<Region> implements java.util.RandomAccess {
    private final List<byte[]> splits;

    UnassessedRegions(List<byte[]> splits) {
      this.splits = splits;
    }

    @Override
    public Region get(int i) {
      java.util.Objects.checkIndex(i, size());
      return new Region(i, start(splits, i), end(splits, i), null, 0, null);
    }

    @Override
    public int size() {
      return splits.size() + 1;
    }
  }

  private static List<Region> assess(TableSchema schema, RowKeyCodec codec, List<byte[]> splits,
      List<byte[]> generated) {
    List<Boolean> reachable = withoutUnwrittenSalt(schema, codec, splits, Reachability.of(codec).regions(splits));
    long[] counts = new long[splits.size() + 1];
    for (byte[] key : generated) {
      counts[regionOf(splits, key)]++;
    }
    return new AssessedRegions(List.copyOf(splits), reachable, counts, generated.size());
  }

  /**
   * The regions between split keys with their reachability and share, made as they are read from
   * arrays of numbers: a million regions hold a count each, not a record and a boxed share each
   * (docs/limits.md).
   */
  private static final class AssessedRegions extends java.util.AbstractList<Region> implements java.util.RandomAccess {
    private final List<byte[]> splits;
    private final List<Boolean> reachable;
    private final long[] counts;
    private final int generated;

    AssessedRegions(List<byte[]> splits, List<Boolean> reachable, long[] counts, int generated) {
      this.splits = splits;
      this.reachable = reachable;
      this.counts = counts;
      this.generated = generated;
    }

    @Override
    public Region get(int i) {
      java.util.Objects.checkIndex(i, size());
      double share = generated == 0 ? 0 : (double) counts[i] / generated;
      return new Region(i, start(splits, i), end(splits, i), reachable.get(i), counts[i], share);
    }

    @Override
    public int size() {
      return counts.length;
    }
  }

  private static byte[] start(List<byte[]> splits, int region) {
    return region == 0 ? new byte[0] : splits.get(region - 1);
  }

  private static byte[] end(List<byte[]> splits, int region) {
    return region == splits.size() ? new byte[0] : splits.get(region);
  }

  /**
   * The regions' reachability, with those that hold no salt value some key hashes to made
   * unreachable: a salt over fields with fewer value combinations than buckets writes only those
   * buckets ({@link SaltShares}: 200 sequences over Phoenix's 256 buckets reach 133 of them), so a
   * region of the others never receives a row, whatever bytes the salt position could hold.
   */
  private static List<Boolean> withoutUnwrittenSalt(TableSchema schema, RowKeyCodec codec, List<byte[]> splits,
      List<Boolean> reachable) {
    Salt salt = Salt.of(codec).orElse(null);
    long[] written = salt == null ? null : salt.written(schema);
    if (written == null) {
      return reachable;
    }
    boolean[] holdsWritten = new boolean[splits.size() + 1];
    for (long v : written) {
      byte[] prefix = salt.bytes.apply(v);
      byte[] after = Bytes.closestRowAfterPrefix(prefix);
      // Every region from the one holding the prefix to the one holding its last key takes its rows.
      int last = after.length == 0 ? splits.size() : regionOf(splits, after);
      if (after.length > 0 && last > 0 && Bytes.compare(splits.get(last - 1), after) == 0) {
        last--;
      }
      for (int r = regionOf(splits, prefix); r <= last; r++) {
        holdsWritten[r] = true;
      }
    }
    List<Boolean> result = new ArrayList<>(reachable);
    for (int r = 0; r < result.size(); r++) {
      result.set(r, result.get(r) && holdsWritten[r]);
    }
    return result;
  }

  // ---- salt alignment ----

  private static Optional<SaltAlignment> saltAlignment(RowKeyCodec codec, List<byte[]> splits) {
    Optional<Salt> found = Salt.of(codec);
    if (found.isEmpty()) {
      return Optional.empty();
    }
    Salt salt = found.get();
    int width = codec.segments().get(0).fixedWidth();
    Reachability reach = Reachability.of(codec);
    List<SaltAlignment.Cut> cuts = new ArrayList<>();
    for (int i = 0; i < splits.size(); i++) {
      byte[] key = splits.get(i);
      if (key.length <= width) {
        continue; // a key no longer than the salt falls between salt values, never inside one
      }
      byte[] prefix = Arrays.copyOf(key, width);
      long bucket = salt.valueOf(prefix);
      if (bucket >= 0 && reach.anyKeyIn(prefix, key) && reach.anyKeyIn(key, Bytes.closestRowAfterPrefix(prefix))) {
        cuts.add(new SaltAlignment.Cut(i, key, bucket));
      }
    }
    List<Long> perRegion = new ArrayList<>();
    if (salt.buckets <= MAX_COUNTED_BUCKETS) {
      long[] counts = new long[splits.size() + 1];
      for (long v = 0; v < salt.buckets; v++) {
        byte[] prefix = salt.bytes.apply(v);
        Optional<byte[]> first = reach.ceiling(prefix);
        if (first.isPresent() && startsWith(first.get(), prefix)) {
          counts[regionOf(splits, first.get())]++;
        }
      }
      Arrays.stream(counts).forEach(perRegion::add);
    }
    return Optional.of(new SaltAlignment(salt.describe, salt.buckets, width, List.copyOf(cuts), List.copyOf(perRegion)));
  }

  private static boolean startsWith(byte[] key, byte[] prefix) {
    return key.length >= prefix.length && Arrays.equals(key, 0, prefix.length, prefix, 0, prefix.length);
  }

  /** The most partition bits a {@code bits} lead is cut on, as a salt's values (65,536 regions). */
  private static final int MAX_PARTITION_BITS = 16;

  /** The leading salt or bucket segment of a rowkey (or a {@code bits} lead's partition bits): its values and their bytes. */
  private record Salt(long buckets, LongFunction<byte[]> bytes, String describe, SaltSegment segment) {

    static Optional<Salt> of(RowKeyCodec codec) {
      if (codec.segments().isEmpty()) {
        return Optional.empty();
      }
      SegmentCodec first = codec.segments().get(0);
      if (first instanceof SaltCodec s) {
        return Optional.of(new Salt(s.segment().buckets(), v -> s.bucketBytes((int) v), s.segment().describe(),
            s.segment()));
      }
      if (first instanceof BucketCodec b) {
        return Optional.of(new Salt(b.segment().modulo(), b::bucketBytes, b.segment().describe(), null));
      }
      if (first instanceof BitsCodec b) {
        return partition(b);
      }
      return Optional.empty();
    }

    /**
     * The top bits of a {@code bits} segment as a salt, when they spread writes: random bits, or a
     * field's low bits, which cycle as it grows (JanusGraph's 5 partition bits, which its own
     * pre-split cuts on: {@code HBaseStoreManager} splits the key space evenly into a power of two).
     * Its values are those bits, written as the leading bytes of the integer with the rest 0.
     */
    private static Optional<Salt> partition(BitsCodec codec) {
      BitsSegment segment = codec.segment();
      BitsSegment.Part top = segment.parts().get(0);
      boolean spreads = top instanceof BitsSegment.RandomBits
          || top instanceof BitsSegment.FieldBits f && !codec.holdsTop(f);
      if (!spreads || top.bits() > MAX_PARTITION_BITS || codec.writeSpread() <= 1) {
        return Optional.empty();
      }
      int bits = top.bits();
      int shift = segment.usedBits() - bits;
      int leadingZeros = 8 * segment.width() - segment.usedBits();
      int prefix = (leadingZeros + bits + 7) / 8;
      LongFunction<byte[]> bytes = v -> {
        // The integer v << shift, big-endian in the segment's width: its leading prefix bytes.
        byte[] out = new byte[prefix];
        for (int i = 0; i < prefix; i++) {
          out[i] = (byte) ((v << shift) >>> (8 * (segment.width() - 1 - i)));
        }
        return out;
      };
      return Optional.of(new Salt(1L << bits, bytes, segment.describe() + "'s top " + bits + " bits", null));
    }

    /**
     * The salt values some key hashes to, in order, when they are known ({@link SaltShares#exact})
     * and fewer than all of them ({@link SaltShares}: a salt over a 6-value field writes 6 of its 64
     * buckets); else null.
     */
    long[] written(TableSchema schema) {
      if (segment == null || schema == null) {
        return null;
      }
      SaltShares shares = SaltShares.of(schema, segment);
      if (!shares.exact() || shares.writtenBuckets() == segment.buckets()) {
        return null;
      }
      return java.util.stream.LongStream.range(0, buckets).filter(v -> shares.written((int) v)).toArray();
    }

    /** How many salt values some key hashes to. */
    long writtenCount(TableSchema schema) {
      long[] written = written(schema);
      return written == null ? buckets : written.length;
    }

    /** The value whose bytes are {@code prefix}, or -1; values' bytes sort in value order. */
    long valueOf(byte[] prefix) {
      long lo = 0;
      long hi = buckets - 1;
      while (lo <= hi) {
        long mid = (lo + hi) >>> 1;
        int c = Bytes.compare(bytes.apply(mid), prefix);
        if (c == 0) {
          return mid;
        } else if (c < 0) {
          lo = mid + 1;
        } else {
          hi = mid - 1;
        }
      }
      return -1;
    }
  }
}
