package dev.hbaseadvisor.diff;

import static dev.hbaseadvisor.diff.DiffCase.NONE;
import static dev.hbaseadvisor.diff.DiffCase.brief;
import static dev.hbaseadvisor.diff.DiffCase.edits;
import static dev.hbaseadvisor.diff.DiffCase.replace;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.testing.Schemas;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every kind of change from a real edit of an example (or a pair of examples), with the exact
 * ids, paths and values; together the cases produce every id of the catalog.
 */
class SchemaDiffTest {

  private static final String CONSUMPTION = "consumption-user-date.yaml";
  private static final String OPENTSDB = "opentsdb-salted.yaml";
  private static final String ARTICLES = "articles-two-families.yaml";
  private static final String LOGS = "log-data-host-lead.yaml";
  private static final String BUCKETED = "log-data-bucketed-timestamp.yaml";
  private static final String GAME = "game-focus-md5.yaml";
  private static final String AMOUNT = "  amount: { type: long, min: 1, max: 100000, description: \"amount spent\" }\n";
  private static final String COLUMN_A = "      - { qualifier: a, field: amount }\n";
  private static final String GET_ARTICLE = """
        - name: get-article
          type: get
          equals: [article_id]
          rate: 200/s
          families: [basic]
          description: "get 'articles', 'article1', 'basic:header' (the newest header)"
      """;
  private static final String TAGS_FAMILY = """
        - name: tags
          versions: 1
          bloomFilter: rowcol
          columns:
            - { qualifierFrom: tag, perRow: 1-8, size: 1 }     # arch, concepts, tutorials => true
      """;

  /** The articles without their tags family, and the reads of it without their family list. */
  private static final java.util.function.UnaryOperator<String> NO_TAGS = edits(replace(TAGS_FAMILY, ""),
      replace("    families: [tags]\n  - name: scan", "  - name: scan"),
      replace("    families: [tags]\n    description: \"text", "    description: \"text"));

  static List<DiffCase> cases() {
    return List.of(
        // ---- breaking-storage ----
        new DiffCase("table renamed", CONSUMPTION, NONE, replace("table: consumption", "table: purchases"),
            List.of("table-renamed table consumption -> purchases")),
        new DiffCase("salt added (OpenTSDB 2.2 salting)", "opentsdb-metric-first.yaml",
            NONE, text -> DiffCase.read(OPENTSDB),
            List.of("description-changed description 'OpenTSDB data points, rowkey = metric UID, base hour, tag pairs "
                    + "host and cpu' -> 'OpenTSDB data points, salted, rowkey = salt, metric UID, base hour, tag pairs "
                    + "host and cpu'",
                "rowkey-segment-added rowkey[0] null -> {salt: {buckets: 20, from: [metric_uid, host_uid, cpu_uid]}}",
                "description-changed access[0].description 'a dashboard graph: one metric, every host and cpu, last "
                    + "hour' -> 'a dashboard graph: one metric, every host and cpu, last hour (20 scans, one per salt "
                    + "bucket)'",
                "presplit-changed presplit {algorithm: none} -> {regions: 20, algorithm: salt}")),
        new DiffCase("salt removed", OPENTSDB, NONE,
            replace("  - salt: { buckets: 20, from: [metric_uid, host_uid, cpu_uid], encoding: byte }   # SALT_WIDTH 1\n",
                ""),
            List.of("rowkey-segment-removed rowkey[0] {salt: {buckets: 20, from: [metric_uid, host_uid, cpu_uid]}} -> "
                + "null")),
        new DiffCase("user + date to month + user (seed 002)", CONSUMPTION,
            NONE, text -> DiffCase.read("consumption-month-user.yaml"),
            List.of("description-changed description 'Consumption records, rowkey = user + date(yyyy-MM-dd HH:mm:ss)' "
                    + "-> 'Consumption records, rowkey = date(yyyy-MM) + user + date(-dd HH:mm:ss SSS)'",
                "rowkey-segment-added rowkey[0] null -> {field: ts, encoding: string, format: 'yyyy-MM'}",
                "segment-format-changed rowkey[2].format 'yyyy-MM-dd HH:mm:ss' -> '-dd HH:mm:ss SSS'")),
        new DiffCase("timestamp lead to host lead", "log-data-timestamp-lead.yaml", NONE, text -> DiffCase.read(LOGS),
            List.of("description-changed description 'Host log events, rowkey = [timestamp][hostname][log-event]' -> "
                    + "'Host log events, rowkey = [hostname][log-event][timestamp]'",
                "rowkey-segments-reordered rowkey [ts, hostname, event] -> [hostname, event, ts]",
                "segment-separator-changed rowkey[1].terminator none -> '\\x00'",
                "presplit-changed presplit {algorithm: none} -> {regions: 10, algorithm: auto}")),
        new DiffCase("encoding long to decimal", LOGS, NONE, replace("  - field: ts\n", "  - field: ts\n    encoding: decimal\n"),
            List.of("segment-encoding-changed rowkey[2].encoding long -> decimal")),
        new DiffCase("timestamp format", "consumption-month-user.yaml", NONE,
            replace("format: \"yyyy-MM\"", "format: \"yyyyMM\""),
            List.of("segment-format-changed rowkey[0].format 'yyyy-MM' -> 'yyyyMM'")),
        new DiffCase("base hour to base day", LOGS, NONE,
            replace("  - field: ts\n", "  - field: ts\n    truncate: 1h\n    unit: 1s\n    encoding: int\n"),
            List.of("segment-encoding-changed rowkey[2].encoding long -> int",
                "segment-time-scale-changed rowkey[2].truncate none -> 1h",
                "segment-time-scale-changed rowkey[2].unit 1ms -> 1s")),
        new DiffCase("width", CONSUMPTION, NONE, replace("width: 10", "width: 12"),
            List.of("segment-width-changed rowkey[0].width 10 -> 12")),
        new DiffCase("padding", CONSUMPTION, NONE, replace("pad: \"\\x01\"", "pad: \"\\x00\""),
            List.of("segment-padding-changed rowkey[0].pad '\\x01' -> '\\x00'")),
        new DiffCase("reverse timestamp", LOGS, NONE, text -> DiffCase.read("log-data-host-lead-reverse-timestamp.yaml"),
            List.of("description-changed description 'Host log events, rowkey = [hostname][log-event][timestamp]' -> "
                    + "'Host log events, rowkey = [hostname][log-event][reverse timestamp]'",
                "segment-order-changed rowkey[2].order ascending -> descending")),
        new DiffCase("reversed domain (webtable)", "webtable-forward-domain.yaml", NONE,
            text -> DiffCase.read("webtable-reversed-domain.yaml"),
            List.of("description-changed description 'Crawled pages, one row per host, rowkey = domain as written (not "
                    + "reversed)' -> 'Crawled pages, one row per host, rowkey = reversed domain'",
                "segment-reverse-changed rowkey[0].reverse none -> domain",
                "description-changed access[2].description 'all hosts of one site (org.apache.*): scattered over the "
                    + "whole table because the domain is not reversed' -> 'all hosts of one site (org.apache.*): a "
                    + "contiguous key range only when the domain is reversed'")),
        new DiffCase("literal", OPENTSDB, NONE, replace("literal: \"\\x00\\x00\\x01\"", "literal: \"\\x00\\x00\\x03\""),
            List.of("segment-separator-changed rowkey[3].literal '\\x00\\x00\\x01' -> '\\x00\\x00\\x03'")),
        new DiffCase("salt 16 to 32 buckets", OPENTSDB,
            edits(replace("buckets: 20,", "buckets: 16,"), replace("regions: 20", "regions: 16")),
            edits(replace("buckets: 20,", "buckets: 32,"), replace("regions: 20", "regions: 32")),
            List.of("salt-buckets-changed rowkey[0].salt.buckets 16 -> 32",
                "presplit-changed presplit {regions: 16, algorithm: salt} -> {regions: 32, algorithm: salt}")),
        new DiffCase("salt source", OPENTSDB, NONE,
            replace("from: [metric_uid, host_uid, cpu_uid]", "from: [metric_uid]"),
            List.of("salt-source-changed rowkey[0].salt.from [metric_uid, host_uid, cpu_uid] -> [metric_uid]")),
        new DiffCase("bucket modulo", BUCKETED, NONE, replace("modulo: 100", "modulo: 50"),
            List.of("bucket-modulo-changed rowkey[0].bucket.modulo 100 -> 50")),
        new DiffCase("bucket field", BUCKETED, NONE, replace("bucket: { field: ts,", "bucket: { field: hostname,"),
            List.of("bucket-field-changed rowkey[0].bucket.field ts -> hostname")),
        new DiffCase("hash algorithm", GAME, NONE, replace("algorithm: md5", "algorithm: sha1"),
            List.of("hash-algorithm-changed rowkey[0].hash.algorithm md5 -> sha1")),
        new DiffCase("hash length", GAME, NONE, replace("length: 8,", "length: 16,"),
            List.of("hash-length-changed rowkey[0].hash.length 8 -> 16")),
        new DiffCase("hash source order", GAME, NONE, replace("from: [game, user]", "from: [user, game]"),
            List.of("hash-source-changed rowkey[0].hash.from [game, user] -> [user, game]")),
        new DiffCase("family removed", ARTICLES, NONE, NO_TAGS,
            List.of("family-removed families[1] tags -> null",
                "access-changed access[1] {name: get-article-tags, type: get, equals: [article_id], rate: 50/s, "
                    + "families: [tags]} -> {name: get-article-tags, type: get, equals: [article_id], rate: 50/s}",
                "access-changed access[2] {name: scan-tags-for-search, type: scan, rate: 1/h, families: [tags]} "
                    + "-> {name: scan-tags-for-search, type: scan, rate: 1/h}")),
        new DiffCase("family renamed, reads follow", LOGS, NONE,
            text -> text.replace("  - name: d\n", "  - name: data\n").replace("families: [d]", "families: [data]"),
            List.of("family-renamed families[0].name d -> data")),
        // ---- data-loss ----
        new DiffCase("ttl lowered", LOGS, NONE, replace("ttl: 30d", "ttl: 7d"),
            List.of("ttl-lowered families[0].ttl 30d -> 7d")),
        new DiffCase("versions lowered", ARTICLES, NONE, replace("versions: 3", "versions: 1"),
            List.of("versions-lowered families[0].versions 3 -> 1")),
        new DiffCase("minVersions lowered", ARTICLES, replace("versions: 3", "versions: 3\n    minVersions: 2"),
            replace("versions: 3", "versions: 3\n    minVersions: 1"),
            List.of("min-versions-lowered families[0].minVersions 2 -> 1")),
        new DiffCase("keepDeletedCells off", "every-key.yaml",
            replace("keepDeletedCells: false", "keepDeletedCells: true"), NONE,
            List.of("keep-deleted-cells-disabled families[0].keepDeletedCells true -> false")),
        // ---- operational ----
        new DiffCase("family added", ARTICLES, NO_TAGS, NONE,
            List.of("family-added families[1] null -> tags",
                "access-changed access[1] {name: get-article-tags, type: get, equals: [article_id], rate: 50/s} -> "
                    + "{name: get-article-tags, type: get, equals: [article_id], rate: 50/s, families: [tags]}",
                "access-changed access[2] {name: scan-tags-for-search, type: scan, rate: 1/h} -> "
                    + "{name: scan-tags-for-search, type: scan, rate: 1/h, families: [tags]}")),
        // issue 26 A.7: a changed read kind renders with its new keys
        new DiffCase("read kind", "every-key.yaml", NONE,
            edits(replace("in: { event: 2 }", "in: { event: 3 }"), replace("lists: hostname ", "lists: domain   ")),
            List.of("access-changed access[1] {name: hosts-of-events, type: scan, in: {event: 2}, lists: hostname,"
                + " startsWith: user, chars: 3, rate: 1/h, batch: true} -> {name: hosts-of-events, type: scan,"
                + " in: {event: 3}, lists: domain, startsWith: user, chars: 3, rate: 1/h, batch: true}")),
        new DiffCase("presplit", GAME, NONE, replace("regions: 16", "regions: 32"),
            List.of("presplit-changed presplit {regions: 16, algorithm: hex} -> {regions: 32, algorithm: hex}")),
        new DiffCase("max file size", CONSUMPTION, NONE, replace("maxFileSize: 20GiB", "maxFileSize: 10GiB"),
            List.of("max-file-size-changed cluster.maxFileSize 20GiB -> 10GiB")),
        new DiffCase("split policy", CONSUMPTION, NONE, replace("splitPolicy: stepping", "splitPolicy: constant-size"),
            List.of("split-policy-changed cluster.splitPolicy stepping -> constant-size")),
        new DiffCase("qualifier removed while read", ARTICLES, NONE,
            replace("      - { qualifier: header, field: header }\n", ""),
            List.of("qualifier-removed families[0].columns[1] {qualifier: 'header', field: header} -> null")),
        new DiffCase("qualifier renamed", CONSUMPTION, NONE, replace("qualifier: a,", "qualifier: amt,"),
            List.of("qualifier-renamed families[0].columns[0] 'a' -> 'amt'")),
        new DiffCase("stored field type", CONSUMPTION, NONE, replace("amount: { type: long,", "amount: { type: int,"),
            List.of("field-type-changed fields.amount.type long -> int")),
        new DiffCase("a key field became the cells' timestamp (Phoenix ROW_TIMESTAMP, create only)", LOGS, NONE,
            replace("ts:       { type: timestamp, order: increasing }",
                "ts:       { type: timestamp, order: increasing, cellTimestamp: true }"),
            List.of("cell-timestamp-changed fields.ts.cellTimestamp false -> true")),
        new DiffCase("rows declared immutable (Phoenix IMMUTABLE_ROWS)", LOGS, NONE,
            replace("table: LOG_DATA", "table: LOG_DATA\nimmutableRows: true"),
            List.of("immutable-rows-changed immutableRows false -> true")),
        // ---- deferred ----
        new DiffCase("compression", CONSUMPTION, NONE, replace("compression: snappy", "compression: zstd"),
            List.of("compression-changed families[0].compression snappy -> zstd")),
        new DiffCase("data block encoding", LOGS, NONE, replace("dataBlockEncoding: fast_diff", "dataBlockEncoding: none"),
            List.of("data-block-encoding-changed families[0].dataBlockEncoding fast_diff -> none")),
        new DiffCase("bloom filter", CONSUMPTION, NONE, replace("bloomFilter: row", "bloomFilter: rowcol"),
            List.of("bloom-filter-changed families[0].bloomFilter row -> rowcol")),
        new DiffCase("block size", CONSUMPTION, NONE, replace("bloomFilter: row", "bloomFilter: row\n    blockSize: 128KiB"),
            List.of("block-size-changed families[0].blockSize 64KiB -> 128KiB")),
        new DiffCase("in memory", CONSUMPTION, NONE, replace("bloomFilter: row", "bloomFilter: row\n    inMemory: true"),
            List.of("in-memory-changed families[0].inMemory false -> true")),
        new DiffCase("mob", ARTICLES, NONE, replace("bloomFilter: row\n", "bloomFilter: row\n    mob: true\n"),
            List.of("mob-changed families[0].mob false -> true")),
        new DiffCase("ttl raised", LOGS, NONE, replace("ttl: 30d", "ttl: 90d"),
            List.of("retention-raised families[0].ttl 30d -> 90d")),
        new DiffCase("block cache, replication, compaction policy", LOGS, NONE,
            replace("ttl: 30d", "ttl: 30d\n    blockCache: false\n    replicationScope: 1\n    compactionPolicy: fifo"),
            List.of("block-cache-changed families[0].blockCache true -> false",
                "replication-scope-changed families[0].replicationScope 0 -> 1",
                "compaction-policy-changed families[0].compactionPolicy exploring -> fifo")),
        new DiffCase("compactions off", CONSUMPTION, NONE,
            replace("splitPolicy: stepping", "splitPolicy: stepping\n  compactionEnabled: false"),
            List.of("compactions-toggled cluster.compactionEnabled true -> false")),
        new DiffCase("normalizer on", CONSUMPTION, NONE,
            replace("splitPolicy: stepping", "splitPolicy: stepping\n  normalizer: { enabled: true, targetRegionSize: 4GiB }"),
            List.of("normalizer-changed cluster.normalizer.enabled false -> true",
                "normalizer-changed cluster.normalizer.targetRegionSize none -> 4096MiB")),
        new DiffCase("puts that overwrite, deletes", CONSUMPTION, NONE,
            replace("rows: 50M", "rows: 50M\n  puts: { rate: 10/s, to: any, overwrite: 2 }\n"
                + "  deletes: { rate: 1/s, of: oldest, after: 30d }"),
            List.of("workload-changed workload.puts none -> { rate: 10/s, to: any, overwrite: 2 }",
                "workload-changed workload.deletes none -> { rate: 1/s, of: oldest, after: 30d }")),
        // ---- safe ----
        new DiffCase("field added, data shape, workload, cluster", CONSUMPTION, NONE,
            edits(replace(AMOUNT, AMOUNT + "  store: { type: string, cardinality: 500 }\n"),
                replace("cardinality: 1M,", "cardinality: 2M,"), replace("rows: 50M", "rows: 60M"),
                replace("regionServers: 3", "regionServers: 5")),
            List.of("field-added fields.store null -> store",
                "field-changed fields.user.cardinality 1000000 -> 2000000",
                "workload-changed workload.rows 50000000 -> 60000000",
                "cluster-changed cluster.regionServers 3 -> 5")),
        new DiffCase("relations between fields (issue 26 A.6)", CONSUMPTION, NONE,
            edits(replace(AMOUNT, AMOUNT.replace("description:", "determinedBy: user, description:")),
                replace("order: increasing,", "order: increasing, shared: { records: 1-3, within: user },")),
            List.of("field-changed fields.ts.shared none -> { records: 1-3, within: user }",
                "field-changed fields.amount.determinedBy none -> user")),
        new DiffCase("field removed", CONSUMPTION, replace(AMOUNT, AMOUNT + "  store: { type: string }\n"), NONE,
            List.of("field-removed fields.store store -> null")),
        new DiffCase("field renamed everywhere", CONSUMPTION, NONE,
            edits(replace("  user:   {", "  customer: {"), replace("- field: user", "- field: customer"),
                replace("equals: [user]", "equals: [customer]")),
            List.of("field-renamed fields.customer user -> customer")),
        new DiffCase("columns added and changed", CONSUMPTION, NONE,
            replace(COLUMN_A, "      - { qualifier: a, size: 8 }\n      - { qualifier: s, size: 2-4 }\n"),
            List.of("column-changed families[0].columns[0] {qualifier: 'a', field: amount} -> {qualifier: 'a', size: 8}",
                "column-added families[0].columns[1] null -> {qualifier: 's', size: 2-4}")),
        new DiffCase("qualifier removed, family not read", ARTICLES, replace(GET_ARTICLE, ""),
            edits(replace(GET_ARTICLE, ""), replace("      - { qualifier: header, field: header }\n", "")),
            List.of("qualifier-removed-unread families[0].columns[1] {qualifier: 'header', field: header} -> null")),
        new DiffCase("access patterns", ARTICLES, replace(GET_ARTICLE, ""),
            edits(replace("rate: 50/s", "rate: 60/s"), replace("""
                  - name: scan-tags-for-search
                    type: scan
                    rate: 1/h
                    families: [tags]
                    description: "text search over all articles by their tags: reads only the tags family"
                """, "")),
            List.of("access-changed access[1] {name: get-article-tags, type: get, equals: [article_id], rate: 50/s, "
                    + "families: [tags]} -> {name: get-article-tags, type: get, equals: [article_id], rate: 60/s, "
                    + "families: [tags]}",
                "access-removed access[1] scan-tags-for-search -> null",
                "access-added access[0] null -> {name: get-article, type: get, equals: [article_id], rate: 200/s, "
                    + "families: [basic]}")),
        new DiffCase("family rows, suppressions", CONSUMPTION, NONE,
            edits(replace("bloomFilter: row", "bloomFilter: row\n    rows: 1M"),
                text -> text + "\nsuppress:\n  - rule: some-rule\n    reason: accepted\n"),
            List.of("family-rows-changed families[0].rows every row -> 1000000",
                "suppressions-changed suppress [] -> [some-rule]")),
        // Issue 26 A.4: record kinds, matched by name, on Omid's commit table and its low-watermark row.
        new DiffCase("record kind keyed anew", OMID, NONE,
            replace("literal: LOW_WATERMARK ", "literal: LWM           "),
            List.of("kind-rowkey-changed kinds[1].rowkey [{literal: 'LOW_WATERMARK'}] -> [{literal: 'LWM'}]")),
        new DiffCase("record kind removed", OMID, NONE, SchemaDiffTest::withoutWatermark,
            List.of("access-removed access[1] read-low-watermark -> null",
                "kind-removed kinds[1] low-watermark -> null",
                "kind-changed kinds[0] [F], 99.9% of the writes -> [F], 100.0% of the writes")),
        new DiffCase("record kind added", OMID, SchemaDiffTest::withoutWatermark, NONE,
            List.of("access-added access[1] null -> {name: read-low-watermark, type: get, rate: 1/s}",
                "kind-changed kinds[0] [F], 100.0% of the writes -> [F], 99.9% of the writes",
                "kind-added kinds[1] null -> low-watermark")));
  }

  private static final String OMID = "real/omid-commit-table.yaml";

  /** Omid's commit table without its low-watermark kind (the family LWF stays). */
  private static String withoutWatermark(String text) {
    return text.substring(0, text.indexOf("  - name: low-watermark")) + text.substring(text.indexOf("\nworkload:") + 1);
  }

  @TestFactory
  Stream<DynamicTest> everyCase_givesExactlyTheExpectedChanges() {
    return cases().stream().map(c -> DynamicTest.dynamicTest(c.name(),
        () -> assertEquals(c.expected(), brief(c.changes()), c.name())));
  }

  @Test
  void theCases_produceEveryIdOfTheCatalog() {
    Set<String> produced = cases().stream().flatMap(c -> c.changes().stream()).map(Change::id)
        .collect(Collectors.toCollection(TreeSet::new));
    Set<String> catalog = DiffCase.CATALOG.all().stream().map(ChangeMeta::id)
        .collect(Collectors.toCollection(TreeSet::new));
    assertEquals(catalog, produced);
  }

  @Test
  void neighbouringExamples_areClassifiedTheSameWayTwice() throws IOException {
    List<String> names;
    try (Stream<Path> files = Files.list(Schemas.projectRoot().resolve("examples"))) {
      names = files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".yaml")).sorted().toList();
    }
    for (int i = 0; i + 1 < names.size(); i++) {
      List<Change> first = DiffCase.examples(names.get(i), names.get(i + 1));
      assertTrue(!first.isEmpty(), names.get(i));
      assertEquals(first, DiffCase.examples(names.get(i), names.get(i + 1)), names.get(i));
    }
  }

  @Test
  void everyExample_againstItself_hasNoChanges() throws IOException {
    try (Stream<Path> files = Files.list(Schemas.projectRoot().resolve("examples"))) {
      for (Path file : files.filter(p -> p.toString().endsWith(".yaml")).sorted().toList()) {
        String name = file.getFileName().toString();
        assertEquals(List.of(), DiffCase.examples(name, name), name);
      }
    }
  }
}
