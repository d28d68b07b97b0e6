package dev.hbaseadvisor.importer;

import dev.hbaseadvisor.model.BinaryText;
import dev.hbaseadvisor.model.Cluster;
import dev.hbaseadvisor.model.FamilyOptions;
import dev.hbaseadvisor.model.SchemaProblem;
import dev.hbaseadvisor.splits.TableAttributes;
import dev.hbaseadvisor.yaml.Position;
import dev.hbaseadvisor.yaml.YamlScalars;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Writes a {@link ShellTable} as a schema file in the advisor's format ({@code docs/schema-format.md}):
 * each family with the settings the source writes under the format's keys (a compaction policy
 * from its {@code CONFIGURATION}), the table's own {@code MAX_FILESIZE}, {@code MEMSTORE_FLUSHSIZE},
 * {@code COMPACTION_ENABLED} and {@code SPLIT_POLICY} under {@code cluster},
 * the pre-split under {@code presplit}. A setting HBase has and the format does not
 * ({@code OWNER}, {@code DURABILITY}, ...) is kept as a comment beside
 * its family or table; a setting the reader does not know is reported. The keys are those of
 * HBase 2.6's {@code ColumnFamilyDescriptorBuilder} and {@code TableDescriptorBuilder}, and the
 * pre-split options those of the shell's {@code hbase-shell/src/main/ruby/hbase/admin.rb}
 * ({@code SPLITS} and each line of {@code SPLITS_FILE} read with {@code Bytes.toBytesBinary};
 * {@code NUMREGIONS} with {@code SPLITALGO} of {@code RegionSplitter}).
 */
final class ShellSchemaWriter {

  /** Family settings HBase has and the format has no key for. */
  private static final Set<String> FAMILY_NOT_IN_FORMAT = Set.of("CACHE_DATA_ON_WRITE", "CACHE_INDEX_ON_WRITE", "CACHE_BLOOMS_ON_WRITE", "EVICT_BLOCKS_ON_CLOSE",
      "PREFETCH_BLOCKS_ON_OPEN", "NEW_VERSION_BEHAVIOR", "COMPRESS_TAGS", "COMPRESSION_COMPACT",
      "COMPRESSION_COMPACT_MAJOR", "COMPRESSION_COMPACT_MINOR", "ENCRYPTION", "ENCRYPTION_KEY", "DFS_REPLICATION",
      "STORAGE_POLICY", "IN_MEMORY_COMPACTION", "MOB_COMPACT_PARTITION_POLICY", "INDEX_BLOCK_ENCODING", "METADATA",
      "CONFIGURATION", "CACHE_DATA_IN_L1");
  /** Table settings HBase has and the format has no key for. */
  private static final Set<String> TABLE_NOT_IN_FORMAT = Set.of("OWNER", "DURABILITY", "REGION_REPLICATION",
      "REGION_MEMSTORE_REPLICATION", "READONLY", "SPLIT_ENABLED", "MERGE_ENABLED",
      "NORMALIZER_TARGET_REGION_COUNT", "PRIORITY", "FLUSH_POLICY", "IS_META", "IS_ROOT", "DEFERRED_LOG_FLUSH",
      "SERIAL_REPLICATION", "ERASURE_CODING_POLICY", "CONFIGURATION", "coprocessor");
  /** HBase 2.4's name of {@code NORMALIZER_TARGET_REGION_SIZE_MB}, which 2.6 still reads (HBASE-25651). */
  private static final String DEPRECATED_TARGET_SIZE = "NORMALIZER_TARGET_REGION_SIZE";
  /** The normalizer's table settings, each with its {@code cluster.normalizer} key, in the order written. */
  private static final Map<String, String> NORMALIZER_KEYS = normalizerKeys();
  private static final Pattern COPROCESSOR = Pattern.compile("coprocessor\\$\\d+");
  /** A number as the shell takes it, or as {@code describe} prints it ({@code '65536 B (64KB)'}, {@code '86400 SECONDS (1 DAY)'}). */
  private static final Pattern NUMBER = Pattern.compile("\\s*(-?\\d+)(?:\\s+(?:B|SECONDS?)(?:\\s+\\(.*\\))?)?\\s*");
  private static final Map<String, String> COMPRESSIONS = names("NONE", "SNAPPY", "LZ4", "ZSTD", "GZ", "LZO",
      "BZIP2", "BROTLI");
  private static final Map<String, String> BLOOMS = names("NONE", "ROW", "ROWCOL", "ROWPREFIX_FIXED_LENGTH");
  private static final Map<String, String> ENCODINGS = names("NONE", "PREFIX", "DIFF", "FAST_DIFF", "ROW_INDEX_V1");
  /** {@code RegionSplitter}'s algorithms, as {@code SPLITALGO} names them, and the format's. */
  private static final Map<String, String> ALGORITHMS = Map.of("HexStringSplit", "hex", "DecimalStringSplit",
      "decimal", "UniformSplit", "uniform");
  private static final String SPLITTER = "org.apache.hadoop.hbase.util.RegionSplitter$";
  /** HBase's {@code HConstants.FOREVER}: a TTL this large never expires. */
  private static final long FOREVER = Integer.MAX_VALUE;
  /** The largest {@code SPLITS_FILE} read: far more split keys than any table has regions (a device or pipe is refused). */
  private static final long MAX_SPLITS_FILE_BYTES = 64L << 20;

  private final String fileName;
  private final List<SchemaProblem> problems;
  private final StringBuilder y = new StringBuilder();
  private final Map<String, Position> origins = new LinkedHashMap<>();

  private ShellSchemaWriter(String fileName, List<SchemaProblem> problems) {
    this.fileName = fileName;
    this.problems = problems;
  }

  /** The schema of one table; problems are added to {@code problems}. */
  static ImportedTable write(ShellTable table, String fileName, RowkeyProposal rowkey, List<SchemaProblem> problems) {
    ShellSchemaWriter w = new ShellSchemaWriter(fileName, problems);
    w.table(table, rowkey);
    return new ImportedTable(table.name, w.y.toString(), w.origins);
  }

  private void table(ShellTable t, RowkeyProposal rowkey) {
    String what = t.source.equals("describe") ? "the describe output of '" + t.name + "'"
        : "the HBase shell's create '" + t.name + "'";
    y.append("# Imported by hbase-advisor from ").append(oneLine(fileName)).append(':').append(t.at.line())
        .append(", ").append(oneLine(what)).append(".\n")
        .append("# The families, their settings and the pre-split are the source's. It does not say what the\n")
        .append("# rowkey is made of, how the table is read or how fast it is written: the lines marked TODO\n")
        .append("# hold the defaults chosen for those; replace them (docs/schema-format.md).\n");
    y.append("version: 1\n");
    y.append("table: ").append(YamlScalars.quoted(t.name)).append('\n');
    origins.put("table", t.at);
    y.append("\nfields:\n").append(rowkey.fields());
    origins.put("fields", t.at);
    y.append("\nrowkey:\n").append(rowkey.rowkey());
    origins.put("rowkey", t.at);
    y.append("\nfamilies:\n");
    int index = 0;
    for (ShellTable.Family f : t.families.values()) {
      family(f, "families[" + index++ + "]");
    }
    y.append("\n# access: TODO none stated; with none, lint judges no read pattern (docs/schema-format.md#access)\n");
    y.append("# workload: TODO none stated; the simulator assumes writes: 1000/s for 1h, seed 1\n");
    tableOptions(t);
  }

  private void family(ShellTable.Family f, String path) {
    y.append("  - name: ").append(YamlScalars.quoted(f.name)).append('\n');
    origins.put(path, f.at);
    origins.put(path + ".name", f.at);
    List<String> notImported = new ArrayList<>();
    for (RubyValue.Entry e : f.settings.values()) {
      try {
        if (e.key().equals("CONFIGURATION")) {
          familyConfiguration(e, path, notImported);
          continue;
        }
        String line = familySetting(e);
        if (line == null) {
          if (!FAMILY_NOT_IN_FORMAT.contains(e.key())) {
            throw new ShellError(e.keyAt(), "unknown column family setting " + e.key() + " (HBase 2.6's "
                + "ColumnFamilyDescriptorBuilder has no such key)");
          }
          notImported.add(e.key() + " => " + ruby(e.value()));
          continue;
        }
        int colon = line.indexOf(':');
        origins.put(path + "." + line.substring(0, colon), e.keyAt());
        y.append("    ").append(line).append('\n');
      } catch (ShellError err) {
        problems.add(new SchemaProblem(fileName, err.position(), err.getMessage()));
      }
    }
    for (String setting : notImported) {
      y.append("    # ").append(oneLine(setting)).append("   (no place in the schema format; not imported)\n");
    }
  }

  /**
   * A family's {@code CONFIGURATION}: the store engine's compaction policy becomes
   * {@code compactionPolicy} (FIFO by {@code hbase.hstore.defaultengine.compactionpolicy.class},
   * date-tiered by that class or by {@code DateTieredStoreEngine}); every other entry, and a policy the
   * format does not name, is kept as a comment.
   */
  private void familyConfiguration(RubyValue.Entry e, String path, List<String> notImported) {
    if (!(e.value() instanceof RubyValue.Hash h)) {
      throw new ShellError(e.value().at(), "CONFIGURATION takes a hash, not " + e.value().describe());
    }
    for (RubyValue.Entry c : h.entries()) {
      String value = text(c.value());
      FamilyOptions.CompactionPolicy policy = null;
      if (c.key().equals(FamilyOptions.CompactionPolicy.CONFIGURATION_KEY)) {
        policy = FamilyOptions.CompactionPolicy.ofClass(value);
      } else if (c.key().equals(FamilyOptions.CompactionPolicy.ENGINE_KEY)
          && value.equals(FamilyOptions.CompactionPolicy.DATE_TIERED_ENGINE)) {
        policy = FamilyOptions.CompactionPolicy.DATE_TIERED;
      }
      if (policy == null) {
        notImported.add("CONFIGURATION '" + c.key() + "' => " + ruby(c.value()));
      } else {
        y.append("    compactionPolicy: ").append(policy.yamlName()).append("   # CONFIGURATION '").append(c.key())
            .append("'\n");
        origins.put(path + ".compactionPolicy", c.keyAt());
      }
    }
  }

  /** The format's {@code key: value} of one family setting, or null when the format has no key for it. */
  private String familySetting(RubyValue.Entry e) {
    RubyValue v = e.value();
    return switch (e.key()) {
      case "VERSIONS" -> "versions: " + integer(v, 1, Integer.MAX_VALUE);
      case "MIN_VERSIONS" -> "minVersions: " + integer(v, 0, Integer.MAX_VALUE);
      case "TTL" -> "ttl: " + ttl(v);
      case "KEEP_DELETED_CELLS" -> "keepDeletedCells: " + keepDeletedCells(v);
      case "COMPRESSION" -> "compression: " + choice(v, COMPRESSIONS, "COMPRESSION (Compression.Algorithm)");
      case "BLOOMFILTER" -> "bloomFilter: " + choice(v, BLOOMS, "BLOOMFILTER (BloomType)");
      case "DATA_BLOCK_ENCODING" -> "dataBlockEncoding: " + choice(v, ENCODINGS,
          "DATA_BLOCK_ENCODING (DataBlockEncoding)");
      case "BLOCKSIZE" -> "blockSize: " + integer(v, 1, Integer.MAX_VALUE);
      case "IN_MEMORY" -> "inMemory: " + bool(v);
      case "IS_MOB" -> "mob: " + bool(v);
      case "MOB_THRESHOLD" -> "mobThreshold: " + integer(v, 0, Long.MAX_VALUE);
      case "BLOCKCACHE" -> "blockCache: " + bool(v);
      case "REPLICATION_SCOPE" -> "replicationScope: " + integer(v, 0, 1);
      default -> null;
    };
  }

  private void tableOptions(ShellTable t) {
    Map<String, RubyValue.Entry> options = new LinkedHashMap<>(t.options);
    List<String> notImported = new ArrayList<>();
    StringBuilder cluster = new StringBuilder();
    Map<String, Position> clusterOrigins = new LinkedHashMap<>();
    RubyValue.Entry metadata = options.remove("METADATA");
    Map<String, RubyValue.Entry> policyKeys = new LinkedHashMap<>();
    Map<String, RubyValue.Entry> normalizerKeys = new LinkedHashMap<>();
    Map<String, RubyValue.Entry> majorKeys = new LinkedHashMap<>();
    if (metadata != null) {
      if (metadata.value() instanceof RubyValue.Hash h) {
        for (RubyValue.Entry e : h.entries()) {
          if (e.key().equals(TableAttributes.SPLIT_POLICY) || e.key().equals(TableAttributes.PREFIX_LENGTH)
              || e.key().equals(TableAttributes.DELIMITER)) {
            policyKeys.put(e.key(), e);
          } else if (NORMALIZER_KEYS.containsKey(e.key())) {
            normalizerKeys.put(e.key(), e);
          } else if (e.key().equals(TableAttributes.MAJOR_COMPACTION)
              || e.key().equals(TableAttributes.MAJOR_COMPACTION_JITTER)) {
            majorKeys.put(e.key(), e);
          } else {
            notImported.add("METADATA " + e.key() + " => " + ruby(e.value()));
          }
        }
      } else {
        problems.add(new SchemaProblem(fileName, metadata.value().at(), "METADATA takes a hash, not "
            + metadata.value().describe()));
      }
    }
    RubyValue.Entry policy = options.remove(TableAttributes.SPLIT_POLICY);
    if (policy != null) {
      policyKeys.put(TableAttributes.SPLIT_POLICY, policy);
    }
    try {
      for (String key : List.of(TableAttributes.MAX_FILESIZE, TableAttributes.MEMSTORE_FLUSHSIZE)) {
        RubyValue.Entry e = options.remove(key);
        if (e != null) {
          String yamlKey = key.equals(TableAttributes.MAX_FILESIZE) ? "maxFileSize" : "flushSize";
          cluster.append("  ").append(yamlKey).append(": ").append(integer(e.value(), 1, Long.MAX_VALUE))
              .append("   # the table's ").append(key).append('\n');
          clusterOrigins.put("cluster." + yamlKey, e.keyAt());
        }
      }
      RubyValue.Entry compaction = options.remove(TableAttributes.COMPACTION_ENABLED);
      if (compaction != null) {
        cluster.append("  compactionEnabled: ").append(bool(compaction.value())).append("   # the table's ")
            .append(TableAttributes.COMPACTION_ENABLED).append('\n');
        clusterOrigins.put("cluster.compactionEnabled", compaction.keyAt());
      }
      splitPolicy(policyKeys, cluster, clusterOrigins, notImported);
      RubyValue.Entry major = majorKeys.get(TableAttributes.MAJOR_COMPACTION);
      if (major != null) {
        long millis = integer(major.value(), 0, Long.MAX_VALUE);
        cluster.append("  majorCompaction: ").append(millis % 1000 == 0 ? millis / 1000 + "s" : millis + "ms")
            .append("   # the table's ").append(TableAttributes.MAJOR_COMPACTION).append('\n');
        clusterOrigins.put("cluster.majorCompaction", major.keyAt());
      }
      RubyValue.Entry jitter = majorKeys.get(TableAttributes.MAJOR_COMPACTION_JITTER);
      if (jitter != null) {
        cluster.append("  majorCompactionJitter: ").append(fraction(jitter.value())).append("   # the table's ")
            .append(TableAttributes.MAJOR_COMPACTION_JITTER).append('\n');
        clusterOrigins.put("cluster.majorCompactionJitter", jitter.keyAt());
      }
      for (String key : List.of(TableAttributes.NORMALIZATION_ENABLED, TableAttributes.NORMALIZER_TARGET_REGION_SIZE_MB,
          DEPRECATED_TARGET_SIZE)) {
        RubyValue.Entry e = options.remove(key);
        if (e != null) {
          normalizerKeys.put(key, e);
        }
      }
      normalizer(normalizerKeys, cluster, clusterOrigins);
    } catch (ShellError err) {
      problems.add(new SchemaProblem(fileName, err.position(), err.getMessage()));
    }
    StringBuilder presplit = new StringBuilder();
    try {
      presplit(options, presplit);
    } catch (ShellError err) {
      problems.add(new SchemaProblem(fileName, err.position(), err.getMessage()));
    }
    for (RubyValue.Entry e : options.values()) {
      if (TABLE_NOT_IN_FORMAT.contains(e.key()) || COPROCESSOR.matcher(e.key()).matches()) {
        notImported.add(e.key() + " => " + ruby(e.value()));
      } else {
        problems.add(new SchemaProblem(fileName, e.keyAt(), "unknown table setting " + e.key()
            + " (HBase 2.6's TableDescriptorBuilder and the shell's create have no such key)"));
      }
    }
    if (!cluster.isEmpty()) {
      y.append("\ncluster:\n").append(cluster);
      origins.putAll(clusterOrigins);
    }
    y.append(presplit);
    if (!notImported.isEmpty()) {
      y.append("\n# Table settings with no place in the schema format (not imported):\n");
      for (String setting : notImported) {
        y.append("#   ").append(oneLine(setting)).append('\n');
      }
    }
  }

  /**
   * The normalizer's settings on the table, named or under {@code METADATA}, as {@code cluster.normalizer}
   * keys in the order of {@link #NORMALIZER_KEYS}: the ones HBase 2.6's {@code SimpleRegionNormalizer}
   * reads from the table descriptor ({@link TableAttributes#of} writes them back the same way).
   */
  private void normalizer(Map<String, RubyValue.Entry> keys, StringBuilder cluster, Map<String, Position> at) {
    if (keys.isEmpty()) {
      return;
    }
    cluster.append("  normalizer:\n");
    for (Map.Entry<String, String> k : NORMALIZER_KEYS.entrySet()) {
      RubyValue.Entry e = keys.get(k.getKey());
      if (e == null || (k.getKey().equals(DEPRECATED_TARGET_SIZE)
          && keys.containsKey(TableAttributes.NORMALIZER_TARGET_REGION_SIZE_MB))) {
        continue;
      }
      String value = switch (k.getValue()) {
        case "enabled", "split", "merge" -> Boolean.toString(bool(e.value()));
        case "minRegionCount" -> Long.toString(integer(e.value(), 1, 1_000_000));
        case "mergeMinRegionAge" -> integer(e.value(), 0, 36_500) + "d";
        default -> integer(e.value(), k.getValue().equals("targetRegionSize") ? 1 : 0, 1L << 40) + "MiB";
      };
      cluster.append("    ").append(k.getValue()).append(": ").append(value).append("   # the table's ")
          .append(k.getKey()).append('\n');
      at.put("cluster.normalizer." + k.getValue(), e.keyAt());
    }
  }

  private void splitPolicy(Map<String, RubyValue.Entry> keys, StringBuilder cluster, Map<String, Position> at,
      List<String> notImported) {
    RubyValue.Entry policy = keys.get(TableAttributes.SPLIT_POLICY);
    if (policy == null) {
      return;
    }
    String className = text(policy.value());
    Cluster.SplitPolicy p = TableAttributes.policyOf(className);
    if (p == null) {
      if (!className.contains(".")) {
        throw new ShellError(policy.value().at(), "SPLIT_POLICY '" + className + "' is not a full class name; HBase "
            + "loads the policy by its full name, such as org.apache.hadoop.hbase.regionserver." + className);
      }
      notImported.add("SPLIT_POLICY => " + ruby(policy.value()) + " (a policy the advisor does not model)");
      return;
    }
    cluster.append("  splitPolicy: ").append(p.yamlName()).append("   # the table's SPLIT_POLICY\n");
    at.put("cluster.splitPolicy", policy.keyAt());
    if (p == Cluster.SplitPolicy.KEY_PREFIX) {
      RubyValue.Entry length = keys.get(TableAttributes.PREFIX_LENGTH);
      if (length == null) {
        throw new ShellError(policy.keyAt(), "KeyPrefixRegionSplitPolicy without METADATA "
            + TableAttributes.PREFIX_LENGTH + ": the policy has no prefix to keep");
      }
      cluster.append("  prefixLength: ").append(integer(length.value(), 1, Integer.MAX_VALUE)).append('\n');
      at.put("cluster.prefixLength", length.keyAt());
    } else if (p == Cluster.SplitPolicy.DELIMITED_KEY_PREFIX) {
      RubyValue.Entry delimiter = keys.get(TableAttributes.DELIMITER);
      if (delimiter == null) {
        throw new ShellError(policy.keyAt(), "DelimitedKeyPrefixRegionSplitPolicy without METADATA "
            + TableAttributes.DELIMITER + ": the policy has no delimiter to cut at");
      }
      byte[] bytes = text(delimiter.value()).getBytes(StandardCharsets.UTF_8);
      cluster.append("  delimiter: ").append(YamlScalars.quoted(dev.hbaseadvisor.codec.Bytes.toStringBinary(bytes)))
          .append('\n');
      at.put("cluster.delimiter", delimiter.keyAt());
    }
  }

  private void presplit(Map<String, RubyValue.Entry> options, StringBuilder out) {
    RubyValue.Entry splits = options.remove("SPLITS");
    RubyValue.Entry file = options.remove("SPLITS_FILE");
    RubyValue.Entry regions = options.remove("NUMREGIONS");
    RubyValue.Entry algorithm = options.remove("SPLITALGO");
    int given = (splits != null ? 1 : 0) + (file != null ? 1 : 0) + (regions != null || algorithm != null ? 1 : 0);
    if (given == 0) {
      return;
    }
    RubyValue.Entry first = splits != null ? splits : file != null ? file : regions != null ? regions : algorithm;
    if (given > 1) {
      throw new ShellError(first.keyAt(), "more than one of SPLITS, SPLITS_FILE and NUMREGIONS/SPLITALGO; give one");
    }
    origins.put("presplit", first.keyAt());
    if (regions != null || algorithm != null) {
      if (regions == null || algorithm == null) {
        throw new ShellError(first.keyAt(), "NUMREGIONS and SPLITALGO go together (the shell's admin.rb refuses one "
            + "without the other)");
      }
      long n = integer(regions.value(), 2, dev.hbaseadvisor.model.Presplit.MAX_REGIONS);
      String name = text(algorithm.value());
      String yaml = ALGORITHMS.get(name.startsWith(SPLITTER) ? name.substring(SPLITTER.length()) : name);
      if (yaml == null) {
        throw new ShellError(algorithm.value().at(), "SPLITALGO '" + name + "' is not one of RegionSplitter's "
            + "HexStringSplit, DecimalStringSplit and UniformSplit; the advisor cannot compute its split keys");
      }
      out.append("\npresplit:\n  regions: ").append(n).append("   # NUMREGIONS\n  algorithm: ").append(yaml)
          .append("   # SPLITALGO => '").append(name).append("'\n");
      origins.put("presplit.regions", regions.keyAt());
      origins.put("presplit.algorithm", algorithm.keyAt());
      return;
    }
    List<byte[]> keys = new ArrayList<>();
    List<Position> at = new ArrayList<>();
    if (splits != null) {
      if (!(splits.value() instanceof RubyValue.Arr array)) {
        throw new ShellError(splits.value().at(), "SPLITS takes an array of strings, not " + splits.value().describe());
      }
      for (RubyValue item : array.items()) {
        keys.add(binary(text(item), item.at()));
        at.add(item.at());
      }
    } else {
      String name = text(file.value());
      Path path = null;
      List<String> lines;
      try {
        Path base = Path.of(fileName).toAbsolutePath().getParent();
        path = base == null ? Path.of(name) : base.resolve(name);
        if (!Files.isRegularFile(path) || Files.size(path) > MAX_SPLITS_FILE_BYTES) {
          throw new IOException("not a regular file of at most 64 MiB");
        }
        lines = Files.readAllLines(path, StandardCharsets.ISO_8859_1);
      } catch (IOException | RuntimeException e) {
        throw new ShellError(file.value().at(), "SPLITS_FILE '" + name + "' cannot be read (looked for "
            + (path == null ? "it" : path) + ", beside the script): " + e.getMessage());
      }
      for (String line : lines) {
        keys.add(binary(line, file.value().at()));
        at.add(file.value().at());
      }
    }
    Set<String> seen = new HashSet<>();
    for (int i = 0; i < keys.size(); i++) {
      if (keys.get(i).length == 0) {
        throw new ShellError(at.get(i), "an empty split key; HBase refuses it (\"Empty split key must not be passed\")");
      }
      if (!seen.add(dev.hbaseadvisor.codec.Bytes.toStringBinary(keys.get(i)))) {
        throw new ShellError(at.get(i), "the split key '" + dev.hbaseadvisor.codec.Bytes.toStringBinary(keys.get(i))
            + "' is given twice; HBase refuses split keys that are not distinct");
      }
    }
    out.append("\npresplit:\n  algorithm: explicit   # ").append(splits != null ? "SPLITS" : "SPLITS_FILE => '"
        + oneLine(text(file.value())) + "'").append('\n').append("  splits:\n");
    for (byte[] key : keys) {
      out.append("    - ").append(YamlScalars.quoted(dev.hbaseadvisor.codec.Bytes.toStringBinary(key))).append('\n');
    }
    origins.put("presplit.splits", first.keyAt());
  }

  /** A split key as the shell makes it: {@code Bytes.toBytesBinary} of the string. */
  private static byte[] binary(String text, Position at) {
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) > 0xFF) {
        throw new ShellError(at, String.format(Locale.ROOT, "character U+%04X of a split key is above U+00FF; "
            + "HBase's Bytes.toBytesBinary would keep only its low byte; write the bytes as \\xNN", (int) text.charAt(i)));
      }
    }
    return BinaryText.toBytes(text);
  }

  /** A fraction from 0 to 1 as the shell writes it (a string or a number). */
  private static String fraction(RubyValue v) {
    String text = text(v).strip();
    try {
      double d = Double.parseDouble(text);
      if (d >= 0 && d <= 1) {
        return text;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new ShellError(v.at(), "expected a fraction from 0 to 1, got " + v.describe());
  }

  private static Map<String, String> normalizerKeys() {
    Map<String, String> keys = new LinkedHashMap<>();
    keys.put(TableAttributes.NORMALIZATION_ENABLED, "enabled");
    keys.put(TableAttributes.NORMALIZER_SPLIT, "split");
    keys.put(TableAttributes.NORMALIZER_MERGE, "merge");
    keys.put(TableAttributes.NORMALIZER_MIN_REGION_COUNT, "minRegionCount");
    keys.put(TableAttributes.NORMALIZER_MIN_REGION_AGE_DAYS, "mergeMinRegionAge");
    keys.put(TableAttributes.NORMALIZER_MIN_REGION_SIZE_MB, "mergeMinRegionSize");
    keys.put(TableAttributes.NORMALIZER_TARGET_REGION_SIZE_MB, "targetRegionSize");
    keys.put(DEPRECATED_TARGET_SIZE, "targetRegionSize");
    return java.util.Collections.unmodifiableMap(keys);
  }

  private static long integer(RubyValue v, long min, long max) {
    long n;
    if (v instanceof RubyValue.Int i) {
      n = i.value();
    } else if (v instanceof RubyValue.Str s && NUMBER.matcher(s.value()).matches()) {
      Matcher m = NUMBER.matcher(s.value());
      m.matches();
      try {
        n = Long.parseLong(m.group(1));
      } catch (NumberFormatException e) {
        throw new ShellError(v.at(), "the number " + v.describe() + " does not fit in 64 bits");
      }
    } else {
      throw new ShellError(v.at(), "expected a whole number, found " + v.describe());
    }
    if (n < min || n > max) {
      throw new ShellError(v.at(), "the number " + n + " is outside " + min + " … " + max);
    }
    return n;
  }

  private static String ttl(RubyValue v) {
    if (v instanceof RubyValue.Str s && s.value().trim().equalsIgnoreCase("FOREVER")) {
      return "forever";
    }
    long seconds = integer(v, Long.MIN_VALUE, Long.MAX_VALUE);
    if (seconds <= 0) {
      throw new ShellError(v.at(), "TTL " + seconds + ": HBase's TableDescriptorChecker refuses a TTL that is not positive");
    }
    return seconds >= FOREVER ? "forever" : Long.toString(seconds);
  }

  private static boolean bool(RubyValue v) {
    if (v instanceof RubyValue.Bool b) {
      return b.value();
    }
    if (v instanceof RubyValue.Str s && (s.value().equalsIgnoreCase("true") || s.value().equalsIgnoreCase("false"))) {
      return s.value().equalsIgnoreCase("true");
    }
    throw new ShellError(v.at(), "expected true or false, found " + v.describe());
  }

  private static boolean keepDeletedCells(RubyValue v) {
    if (v instanceof RubyValue.Str s && s.value().equalsIgnoreCase("TTL")) {
      throw new ShellError(v.at(), "KEEP_DELETED_CELLS => 'TTL' has no place in the schema format (keepDeletedCells "
          + "is true or false); write TRUE or FALSE for the advisor's purposes");
    }
    return bool(v);
  }

  private static String choice(RubyValue v, Map<String, String> names, String what) {
    String value = text(v);
    String yaml = names.get(value.toUpperCase(Locale.ROOT));
    if (yaml == null) {
      throw new ShellError(v.at(), "'" + value + "' is not a value of " + what + "; HBase 2.6 takes "
          + String.join(", ", names.keySet().stream().sorted().toList()));
    }
    return yaml;
  }

  private static String text(RubyValue v) {
    if (v instanceof RubyValue.Str s) {
      return s.value();
    }
    throw new ShellError(v.at(), "expected a 'string', found " + v.describe());
  }

  /** A value written back in the shell's syntax, for a comment. */
  private static String ruby(RubyValue v) {
    if (v instanceof RubyValue.Str s) {
      return s.name() ? s.value() : "'" + s.value().replace("\\", "\\\\").replace("'", "\\'") + "'";
    }
    if (v instanceof RubyValue.Arr a) {
      return "[" + String.join(", ", a.items().stream().map(ShellSchemaWriter::ruby).toList()) + "]";
    }
    if (v instanceof RubyValue.Hash h) {
      return "{" + String.join(", ", h.entries().stream().map(e -> "'" + e.key() + "' => " + ruby(e.value()))
          .toList()) + "}";
    }
    return v.describe();
  }

  /** Text for a comment: control characters and line breaks as {@code \xNN}. */
  private static String oneLine(String text) {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      out.append(c < 0x20 || c == 0x7F ? String.format(Locale.ROOT, "\\x%02X", (int) c) : String.valueOf(c));
    }
    return out.toString();
  }

  private static Map<String, String> names(String... hbaseNames) {
    Map<String, String> map = new LinkedHashMap<>();
    for (String n : hbaseNames) {
      map.put(n, n.toLowerCase(Locale.ROOT));
    }
    return map;
  }
}
