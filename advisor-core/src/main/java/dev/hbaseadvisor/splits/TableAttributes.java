package dev.hbaseadvisor.splits;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.model.Cluster;
import dev.hbaseadvisor.model.DateTiered;
import dev.hbaseadvisor.model.Family;
import dev.hbaseadvisor.model.FamilyOptions;
import dev.hbaseadvisor.model.Normalizer;
import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.model.TableSchema;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The table-level attributes a schema sets on its HBase table descriptor, one list that the HBase
 * shell script, the generated Java and {@code apply}'s {@code Admin.createTable} all write: the
 * descriptor keys of {@code TableDescriptorBuilder} ({@code MAX_FILESIZE}, {@code MEMSTORE_FLUSHSIZE},
 * {@code SPLIT_POLICY}) and the split policies' own keys ({@code KeyPrefixRegionSplitPolicy.prefix_length},
 * {@code DelimitedKeyPrefixRegionSplitPolicy.delimiter}), which the shell takes under {@code METADATA}
 * (hbase-shell {@code admin.rb}, {@code update_htd_from_arg} and {@code set_user_metadata}).
 *
 * <p>Only what the schema's {@code cluster} section writes is set: a table attribute overrides the
 * cluster's {@code hbase-site.xml} for this table, so a value the user left to the default stays the
 * cluster's. {@code regionServers}, {@code compactionThroughput} and {@code dischargeInterval} are
 * settings of the region servers, not of a table, and are never set.
 */
public final class TableAttributes {

  /** {@code TableDescriptorBuilder.MAX_FILESIZE}. */
  public static final String MAX_FILESIZE = "MAX_FILESIZE";
  /** {@code TableDescriptorBuilder.MEMSTORE_FLUSHSIZE}. */
  public static final String MEMSTORE_FLUSHSIZE = "MEMSTORE_FLUSHSIZE";
  /** {@code TableDescriptorBuilder.SPLIT_POLICY}. */
  public static final String SPLIT_POLICY = "SPLIT_POLICY";
  /** {@code TableDescriptorBuilder.COMPACTION_ENABLED}. */
  public static final String COMPACTION_ENABLED = "COMPACTION_ENABLED";
  /** {@code TableDescriptorBuilder.NORMALIZATION_ENABLED}. */
  public static final String NORMALIZATION_ENABLED = "NORMALIZATION_ENABLED";
  /** {@code TableDescriptorBuilder.NORMALIZER_TARGET_REGION_SIZE_MB}. */
  public static final String NORMALIZER_TARGET_REGION_SIZE_MB = "NORMALIZER_TARGET_REGION_SIZE_MB";
  /** {@code SimpleRegionNormalizer.SPLIT_ENABLED_KEY}, which the normalizer also reads from the table. */
  public static final String NORMALIZER_SPLIT = "hbase.normalizer.split.enabled";
  /** {@code SimpleRegionNormalizer.MERGE_ENABLED_KEY}, read from the table too. */
  public static final String NORMALIZER_MERGE = "hbase.normalizer.merge.enabled";
  /** {@code SimpleRegionNormalizer.MERGE_MIN_REGION_COUNT_KEY}, read from the table too. */
  public static final String NORMALIZER_MIN_REGION_COUNT = "hbase.normalizer.merge.min.region.count";
  /** {@code SimpleRegionNormalizer.MERGE_MIN_REGION_AGE_DAYS_KEY}, read from the table too, in whole days. */
  public static final String NORMALIZER_MIN_REGION_AGE_DAYS = "hbase.normalizer.merge.min_region_age.days";
  /** {@code SimpleRegionNormalizer.MERGE_MIN_REGION_SIZE_MB_KEY}, read from the table too. */
  public static final String NORMALIZER_MIN_REGION_SIZE_MB = "hbase.normalizer.merge.min_region_size.mb";
  /**
   * {@code HConstants.MAJOR_COMPACTION_PERIOD}, in milliseconds; a table value, since
   * {@code CompactionConfiguration} reads the store's configuration, which the table's values join.
   */
  public static final String MAJOR_COMPACTION = "hbase.hregion.majorcompaction";
  /** {@code HConstants.MAJOR_COMPACTION_JITTER}, read from the table the same way. */
  public static final String MAJOR_COMPACTION_JITTER = "hbase.hregion.majorcompaction.jitter";
  /** {@code ExponentialCompactionWindowFactory.BASE_WINDOW_MILLIS_KEY}, read from the table the same way. */
  public static final String DATE_TIERED_BASE_WINDOW = "hbase.hstore.compaction.date.tiered.base.window.millis";
  /** {@code ExponentialCompactionWindowFactory.WINDOWS_PER_TIER_KEY}. */
  public static final String DATE_TIERED_WINDOWS_PER_TIER = "hbase.hstore.compaction.date.tiered.windows.per.tier";
  /** {@code CompactionConfiguration.DATE_TIERED_INCOMING_WINDOW_MIN_KEY}. */
  public static final String DATE_TIERED_INCOMING_WINDOW_MIN = "hbase.hstore.compaction.date.tiered.incoming.window.min";
  /** {@code CompactionConfiguration.DATE_TIERED_MAX_AGE_MILLIS_KEY}. */
  public static final String DATE_TIERED_MAX_AGE = "hbase.hstore.compaction.date.tiered.max.storefile.age.millis";
  /** {@code CompactionConfiguration.DATE_TIERED_SINGLE_OUTPUT_FOR_MINOR_COMPACTION_KEY}. */
  public static final String DATE_TIERED_SINGLE_OUTPUT =
      "hbase.hstore.compaction.date.tiered.single.output.for.minor.compaction";
  /** {@code KeyPrefixRegionSplitPolicy.PREFIX_LENGTH_KEY}. */
  public static final String PREFIX_LENGTH = "KeyPrefixRegionSplitPolicy.prefix_length";
  /** {@code DelimitedKeyPrefixRegionSplitPolicy.DELIMITER_KEY}. */
  public static final String DELIMITER = "DelimitedKeyPrefixRegionSplitPolicy.delimiter";

  private static final String POLICY_PACKAGE = "org.apache.hadoop.hbase.regionserver.";

  private TableAttributes() {}

  /**
   * One attribute of the table descriptor.
   *
   * @param key the descriptor key, as {@code TableDescriptorBuilder.setValue} takes it
   * @param value the value as text, as the descriptor stores it
   * @param metadata whether the shell takes it under {@code METADATA} rather than as a named option
   * @param path the schema path it comes from, such as {@code cluster.maxFileSize}
   */
  public record Attribute(String key, String value, boolean metadata, String path) {}

  /**
   * The attributes a schema writes, in a fixed order: size, flush size, compactions on or off,
   * policy, the policy's own key, the major compaction period and jitter, then the normalizer's.
   */
  public static List<Attribute> of(TableSchema schema) {
    Cluster c = schema.cluster();
    List<Attribute> attributes = new ArrayList<>();
    if (schema.written("cluster.maxFileSize")) {
      attributes.add(new Attribute(MAX_FILESIZE, Long.toString(c.maxFileSize()), false, "cluster.maxFileSize"));
    }
    if (schema.written("cluster.flushSize")) {
      attributes.add(new Attribute(MEMSTORE_FLUSHSIZE, Long.toString(c.flushSize()), false, "cluster.flushSize"));
    }
    if (schema.written("cluster.compactionEnabled")) {
      attributes.add(new Attribute(COMPACTION_ENABLED, Boolean.toString(c.compactionEnabled()), false,
          "cluster.compactionEnabled"));
    }
    if (schema.written("cluster.splitPolicy")) {
      attributes.add(new Attribute(SPLIT_POLICY, POLICY_PACKAGE + policyClass(c.splitPolicy()), false,
          "cluster.splitPolicy"));
      if (c.splitPolicy() == Cluster.SplitPolicy.KEY_PREFIX) {
        attributes.add(new Attribute(PREFIX_LENGTH, Integer.toString(c.prefixLength()), true, "cluster.prefixLength"));
      } else if (c.splitPolicy() == Cluster.SplitPolicy.DELIMITED_KEY_PREFIX) {
        attributes.add(new Attribute(DELIMITER, delimiter(c.delimiter()), true, "cluster.delimiter"));
      }
    }
    addIfWritten(schema, attributes, "cluster.majorCompaction", MAJOR_COMPACTION,
        Long.toString(c.majorCompactionSeconds() * 1000), true);
    addIfWritten(schema, attributes, "cluster.majorCompactionJitter", MAJOR_COMPACTION_JITTER,
        Double.toString(c.majorCompactionJitter()), true);
    normalizer(schema, attributes);
    dateTiered(schema, attributes);
    return attributes;
  }

  /**
   * The normalizer settings the schema writes: {@code NORMALIZATION_ENABLED} as a named option, the
   * target size and {@code SimpleRegionNormalizer}'s per-table overrides under {@code METADATA}. HBase
   * 2.6's normalizer reads each from the table descriptor before the master's configuration
   * ({@code SimpleRegionNormalizer.proceedWithSplitPlanning}, {@code NormalizeContext.getOrDefault}).
   * The period is the master's alone ({@link #masterSettings}).
   */
  private static void normalizer(TableSchema schema, List<Attribute> attributes) {
    Normalizer n = schema.cluster().normalizer();
    String at = "cluster.normalizer.";
    addIfWritten(schema, attributes, at + "enabled", NORMALIZATION_ENABLED, Boolean.toString(n.enabled()), false);
    addIfWritten(schema, attributes, at + "targetRegionSize", NORMALIZER_TARGET_REGION_SIZE_MB,
        Long.toString(n.targetRegionSizeMb()), true);
    addIfWritten(schema, attributes, at + "split", NORMALIZER_SPLIT, Boolean.toString(n.split()), true);
    addIfWritten(schema, attributes, at + "merge", NORMALIZER_MERGE, Boolean.toString(n.merge()), true);
    addIfWritten(schema, attributes, at + "minRegionCount", NORMALIZER_MIN_REGION_COUNT,
        Integer.toString(n.minRegionCount()), true);
    long seconds = n.mergeMinRegionAgeSeconds();
    if (schema.written(at + "mergeMinRegionAge") && seconds % 86_400 != 0) {
      throw new SplitException("cluster.normalizer.mergeMinRegionAge " + Quantities.formatDuration(seconds)
          + " is not a whole number of days; HBase takes the normalizer's minimum region age in days ("
          + NORMALIZER_MIN_REGION_AGE_DAYS + "), so write it as " + Math.max(1, Math.round(seconds / 86_400.0)) + "d");
    }
    addIfWritten(schema, attributes, at + "mergeMinRegionAge", NORMALIZER_MIN_REGION_AGE_DAYS,
        Long.toString(seconds / 86_400), true);
    addIfWritten(schema, attributes, at + "mergeMinRegionSize", NORMALIZER_MIN_REGION_SIZE_MB,
        Long.toString(n.mergeMinRegionSizeMb()), true);
  }

  /**
   * The date-tiered settings the schema writes, under {@code METADATA}: the store's configuration
   * ({@code StoreUtils.createStoreConfiguration}) takes the table's values, so every family's
   * {@code CompactionConfiguration} reads them.
   */
  private static void dateTiered(TableSchema schema, List<Attribute> attributes) {
    DateTiered d = schema.cluster().dateTiered();
    String at = "cluster.dateTiered.";
    addIfWritten(schema, attributes, at + "baseWindow", DATE_TIERED_BASE_WINDOW,
        Long.toString(d.baseWindowSeconds() * 1000), true);
    addIfWritten(schema, attributes, at + "windowsPerTier", DATE_TIERED_WINDOWS_PER_TIER,
        Integer.toString(d.windowsPerTier()), true);
    addIfWritten(schema, attributes, at + "incomingWindowMin", DATE_TIERED_INCOMING_WINDOW_MIN,
        Integer.toString(d.incomingWindowMin()), true);
    addIfWritten(schema, attributes, at + "maxStoreFileAge", DATE_TIERED_MAX_AGE,
        Long.toString(d.maxStoreFileAgeMillis()), true);
    addIfWritten(schema, attributes, at + "singleOutputForMinor", DATE_TIERED_SINGLE_OUTPUT,
        Boolean.toString(d.singleOutputForMinor()), true);
  }

  /** Adds the attribute {@code key} when the schema writes {@code path}. */
  private static void addIfWritten(TableSchema schema, List<Attribute> attributes, String path, String key,
      String value, boolean metadata) {
    if (schema.written(path)) {
      attributes.add(new Attribute(key, value, metadata, path));
    }
  }

  /**
   * What the schema states but only the master can set, for a comment beside the commands: the
   * normalizer's period ({@code hbase.normalizer.period}) and, for a table the normalizer is to act
   * on, the master's normalizer switch, which a table cannot turn on.
   */
  public static List<String> masterSettings(TableSchema schema) {
    Normalizer n = schema.cluster().normalizer();
    List<String> master = new ArrayList<>();
    if (schema.written("cluster.normalizer.period")) {
      master.add("hbase.normalizer.period = " + n.periodSeconds() * 1000 + " (ms; the schema's "
          + Quantities.formatDuration(n.periodSeconds()) + ")");
    }
    if (n.active()) {
      master.add("the normalizer switch on (HBase shell: normalizer_switch true), or no table is normalized");
    }
    return master;
  }

  /**
   * The family's {@code CONFIGURATION} entries its compaction policy needs, in a fixed order, or
   * none for the default policy: FIFO as the default engine's policy with the blocking store file
   * count HBase's sanity check asks for, date-tiered as its store engine (the reference guide's
   * "Date Tiered Compaction").
   */
  public static Map<String, String> familyConfiguration(Family f) {
    Map<String, String> conf = new LinkedHashMap<>();
    switch (f.options().compactionPolicy()) {
      case FIFO -> {
        conf.put(FamilyOptions.CompactionPolicy.CONFIGURATION_KEY, FamilyOptions.CompactionPolicy.FIFO.hbaseClass());
        conf.put(FamilyOptions.CompactionPolicy.BLOCKING_FILES_KEY,
            Integer.toString(FamilyOptions.CompactionPolicy.FIFO_BLOCKING_FILES));
      }
      case DATE_TIERED -> conf.put(FamilyOptions.CompactionPolicy.ENGINE_KEY,
          FamilyOptions.CompactionPolicy.DATE_TIERED_ENGINE);
      case EXPLORING -> { }
    }
    return conf;
  }

  /**
   * What the table leaves to the cluster, for a comment beside the commands: the {@code cluster}
   * keys the schema does not write, with the default the advisor assumed.
   */
  public static List<String> leftToCluster(TableSchema schema) {
    List<String> left = new ArrayList<>();
    if (!schema.written("cluster.maxFileSize")) {
      left.add("hbase.hregion.max.filesize (the advisor assumed " + Quantities.formatSize(schema.cluster().maxFileSize())
          + ")");
    }
    if (!schema.written("cluster.flushSize")) {
      left.add("hbase.hregion.memstore.flush.size (the advisor assumed "
          + Quantities.formatSize(schema.cluster().flushSize()) + ")");
    }
    if (!schema.written("cluster.splitPolicy")) {
      left.add("hbase.regionserver.region.split.policy (the advisor assumed "
          + policyClass(schema.cluster().splitPolicy()) + ")");
    }
    return left;
  }

  /** The simple class name of a split policy in {@code org.apache.hadoop.hbase.regionserver}. */
  public static String policyClass(Cluster.SplitPolicy policy) {
    return switch (policy) {
      case STEPPING -> "SteppingSplitPolicy";
      case INCREASING_TO_UPPER_BOUND -> "IncreasingToUpperBoundRegionSplitPolicy";
      case CONSTANT_SIZE -> "ConstantSizeRegionSplitPolicy";
      case KEY_PREFIX -> "KeyPrefixRegionSplitPolicy";
      case DELIMITED_KEY_PREFIX -> "DelimitedKeyPrefixRegionSplitPolicy";
      case DISABLED -> "DisabledRegionSplitPolicy";
    };
  }

  /** The split policy of a {@code SPLIT_POLICY} class name, or null for a class the advisor does not model. */
  public static Cluster.SplitPolicy policyOf(String className) {
    for (Cluster.SplitPolicy policy : Cluster.SplitPolicy.values()) {
      if (className.equals(POLICY_PACKAGE + policyClass(policy))) {
        return policy;
      }
    }
    return null;
  }

  /**
   * The delimiter as the descriptor holds it: {@code DelimitedKeyPrefixRegionSplitPolicy} reads the
   * value as a string and splits on its UTF-8 bytes, so only printable ASCII survives the shell and
   * the descriptor unchanged.
   */
  private static String delimiter(String binary) {
    byte[] bytes = Bytes.toBytesBinary(binary);
    if (!Bytes.isPrintableAscii(bytes)) {
      throw new SplitException("cluster.delimiter '" + binary + "' is not printable ASCII; HBase's "
          + "DelimitedKeyPrefixRegionSplitPolicy reads its delimiter as a string from the table descriptor, "
          + "so write it with the HBase shell's alter yourself");
    }
    return new String(bytes, java.nio.charset.StandardCharsets.US_ASCII);
  }
}
