package dev.hbaseadvisor.model;

import java.util.Arrays;
import java.util.List;

/**
 * The keys and the allowed values of schema format version 1, section by section: the one list
 * the loader checks against, which {@code FormatKeysTest} holds equal to
 * {@code docs/hbase-advisor.schema.json}, key by key and value by value.
 */
final class FormatKeys {

  static final List<String> TOP = List.of("version", "table", "description", "fields", "rowkey", "families",
      "access", "workload", "cluster", "presplit", "suppress", "kinds", "immutableRows");

  // fields
  static final List<String> FIELD = List.of("type", "cardinality", "length", "distribution", "order", "values",
      "min", "max", "charset", "description", "suppress", "determinedBy", "per", "shared", "cellTimestamp");
  /** The keys of a field's {@code shared:} map (issue 26 A.6). */
  static final List<String> SHARED = List.of("records", "within");
  static final List<String> FIELD_TYPES = List.of("string", "long", "int", "timestamp", "enum", "uuid", "domain",
      "bytes");
  static final List<String> FIELD_ORDERS = List.of("increasing", "random");
  static final List<String> CHARSETS = Arrays.stream(Charset.values()).map(Charset::yamlName).toList();
  static final List<String> DISTRIBUTIONS = List.of("uniform", "zipf", "scrambled-zipf", "latest", "hotspot",
      "exponential", "normal");

  // rowkey
  static final List<String> SEGMENT_KINDS = List.of("salt", "bucket", "hash", "field", "literal", "bits");
  static final List<String> SALT = List.of("buckets", "from", "random", "encoding", "over", "hash", "bytes",
      "group", "per", "shards");
  static final List<String> SALT_HASHES = Arrays.stream(SaltHash.values()).map(SaltHash::yamlName).toList();
  static final List<String> SALT_OVER = List.of("fields", "key");
  static final List<String> BUCKET = List.of("field", "modulo", "encoding");
  static final List<String> HASH = List.of("from", "algorithm", "length", "encoding", "seed");
  static final List<String> FIELD_SEGMENT = List.of("field", "encoding", "width", "pad", "reverse", "order",
      "format", "truncate", "unit", "terminator", "suppress");
  static final List<String> NUMBER_ENCODINGS = List.of("byte", "short", "int", "decimal", "hex");
  static final List<String> HASH_ALGORITHMS = List.of("md5", "sha1", "sha256", "murmur3");
  static final List<String> HASH_ENCODINGS = List.of("binary", "hex");
  static final List<String> FIELD_ENCODINGS = Arrays.stream(FieldEncoding.values()).map(FieldEncoding::yamlName)
      .toList();
  static final List<String> REVERSE = List.of("domain", "chars");
  static final List<String> SEGMENT_ORDERS = List.of("ascending", "descending");
  // rowkey: bits segments (issue 26 A.3)
  static final List<String> BITS = List.of("width", "parts");
  static final List<String> BITS_PART_KINDS = List.of("field", "random", "value", "interleave");
  static final List<String> BITS_PART = List.of("field", "shift", "random", "value", "interleave", "bits");
  static final List<String> INTERLEAVE_DIMENSION = List.of("field", "period", "unit");

  // families
  static final List<String> FAMILY = List.of("name", "versions", "minVersions", "ttl", "keepDeletedCells",
      "compression", "bloomFilter", "dataBlockEncoding", "blockSize", "inMemory", "rows", "mob", "mobThreshold",
      "blockCache", "replicationScope", "compactionPolicy", "created", "versionsFor", "columns", "suppress");
  static final List<String> COMPACTION_POLICIES = Arrays.stream(FamilyOptions.CompactionPolicy.values())
      .map(FamilyOptions.CompactionPolicy::yamlName).toList();
  static final List<String> FAMILY_CREATED = List.of("with-table", "lazily");
  static final List<String> VERSIONS_FOR = Arrays.stream(FamilyOptions.VersionsUse.values())
      .map(FamilyOptions.VersionsUse::yamlName).toList();
  static final List<String> COLUMN = List.of("qualifier", "field", "size", "qualifierFrom", "perRow");
  /** {@code Compression.Algorithm} of HBase 2.6 ({@code hbase-common/.../io/compress/Compression.java}). */
  static final List<String> COMPRESSIONS = List.of("none", "snappy", "lz4", "zstd", "gz", "lzo", "bzip2",
      "brotli");
  /** {@code BloomType} of HBase 2.6 ({@code hbase-client/.../regionserver/BloomType.java}). */
  static final List<String> BLOOM_FILTERS = List.of("none", "row", "rowcol", "rowprefix_fixed_length");
  /** {@code DataBlockEncoding} of HBase 2.6 ({@code hbase-common/.../io/encoding/DataBlockEncoding.java}). */
  static final List<String> BLOCK_ENCODINGS = List.of("none", "prefix", "diff", "fast_diff", "row_index_v1");

  // access
  static final List<String> ACCESS = List.of("name", "type", "equals", "range", "span", "order", "reversed", "limit",
      "rate", "families", "decodes", "in", "lists", "startsWith", "chars", "batch", "description", "suppress", "box");
  static final List<String> ACCESS_TYPES = List.of("get", "scan");
  static final List<String> ACCESS_ORDERS = List.of("ascending", "newest-first");

  // workload and cluster
  static final List<String> WORKLOAD = List.of("writes", "rows", "duration", "seed", "puts", "bulkLoad", "deletes");
  static final List<String> PUTS = List.of("rate", "to", "within", "overwrite");
  static final List<String> DELETES = List.of("rate", "of", "after");
  static final List<String> DELETE_ROWS = Arrays.stream(Deletes.Of.values()).map(Deletes.Of::yamlName).toList();
  static final List<String> PUT_TARGETS = Arrays.stream(Puts.Target.values()).map(Puts.Target::yamlName).toList();
  static final List<String> CLUSTER = List.of("regionServers", "maxFileSize", "flushSize", "splitPolicy",
      "prefixLength", "delimiter", "compactionThroughput", "dischargeInterval", "majorCompaction",
      "majorCompactionJitter", "compactionCheckInterval", "normalizer", "compactionEnabled", "dateTiered");
  static final List<String> NORMALIZER = List.of("enabled", "period", "split", "merge", "minRegionCount",
      "mergeMinRegionAge", "mergeMinRegionSize", "targetRegionSize");
  /** {@code cluster.dateTiered}: the {@code hbase.hstore.compaction.date.tiered.*} settings ({@link DateTiered}). */
  static final List<String> DATE_TIERED = List.of("baseWindow", "windowsPerTier", "incomingWindowMin",
      "maxStoreFileAge", "singleOutputForMinor");
  static final List<String> SPLIT_POLICIES = Arrays.stream(Cluster.SplitPolicy.values())
      .map(Cluster.SplitPolicy::yamlName).toList();

  // presplit
  static final List<String> PRESPLIT = List.of("regions", "algorithm", "start", "end", "splits", "keys",
      "suppress");
  static final List<String> PRESPLIT_ALGORITHMS = Arrays.stream(Presplit.Algorithm.values())
      .map(Presplit.Algorithm::yamlName).toList();

  // kinds: the record kinds of a table that keys several kinds of row each its own way
  static final List<String> KIND = List.of("name", "rowkey", "families", "writes", "access");

  // suppress: the entries of the top-level list and of the lists beside each element
  static final List<String> SUPPRESSION = List.of("rule", "reason");
  /** The key of the suppressions written beside an element (a field, segment, family, access pattern, pre-split). */
  static final String ELEMENT_SUPPRESS = "suppress";

  private FormatKeys() {}
}
