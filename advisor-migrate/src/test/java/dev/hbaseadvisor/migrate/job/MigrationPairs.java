package dev.hbaseadvisor.migrate.job;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The pairs of designs a migration is proven on: an example as stored (OLD) and, as a user would
 * write it, a NEW file made from an example by replacing text. Both are fitted to the mini cluster
 * the same way: {@code compression: none} (the test JVM has no native Snappy) and three versions per
 * cell, so that every version of a cell has to move.
 *
 * @param name what changes
 * @param oldExample the OLD example
 * @param newExample the example the NEW file starts from
 * @param edits pairs of text to replace in it and its replacement
 */
record MigrationPairs(String name, String oldExample, String[] oldEdits, String newExample, String... edits) {

  MigrationPairs(String name, String oldExample, String newExample, String... edits) {
    this(name, oldExample, new String[0], newExample, edits);
  }

  static final MigrationPairs SALT_20_TO_64 = new MigrationPairs("salt 20 -> 64 buckets", "opentsdb-salted.yaml",
      "opentsdb-salted.yaml", "table: tsdb", "table: tsdb_v2", "buckets: 20,", "buckets: 64,", "regions: 20\n",
      "regions: 64\n");
  static final MigrationPairs REORDER = new MigrationPairs("fields reordered", "log-data-timestamp-lead.yaml",
      "log-data-host-lead.yaml", "table: LOG_DATA", "table: LOG_DATA_host");
  static final MigrationPairs REVERSAL = new MigrationPairs("reverse timestamp added", "log-data-host-lead.yaml",
      "log-data-host-lead-reverse-timestamp.yaml", "table: LOG_DATA", "table: LOG_DATA_rev");
  static final MigrationPairs BUCKET = new MigrationPairs("terminators removed, bucket added, fields reordered",
      "log-data-host-lead.yaml", "log-data-bucketed-timestamp.yaml", "table: LOG_DATA", "table: LOG_DATA_bucket");
  /** A hash removed: the hashed key's host and event come back from the cells d:h and d:e the design keeps. */
  static final MigrationPairs HASH_REMOVED = new MigrationPairs("hashes removed, fields read from cells",
      "log-data-hashed-host-event.yaml", new String[] {"table: LOG_DATA", "table: LOG_DATA_hashed"},
      "log-data-host-lead.yaml", "table: LOG_DATA", "table: LOG_DATA_unhashed");
  /** recommend's #1 for the timestamp-led log table ({@code hbase-advisor recommend --top 1}), pasted in. */
  static final MigrationPairs RECOMMENDED = new MigrationPairs("recommend's pick: salt, reversal and hashes added",
      "log-data-timestamp-lead.yaml", "log-data-timestamp-lead.yaml", "table: LOG_DATA", "table: LOG_DATA_rec",
      "rowkey:\n  - field: ts                      # 8-byte big-endian long, increasing: the lead is monotonic\n"
          + "  - field: hostname\n    terminator: \"\\x00\"\n  - field: event\n",
      "rowkey:\n  - salt: { buckets: 16, from: [hostname] }\n  - field: ts\n    order: descending\n"
          + "  - hash: { from: [event], length: 8 }\n  - hash: { from: [hostname], length: 8 }\n"
          + "presplit:\n  regions: 16\n  algorithm: salt\n");

  /** The edits that make game-focus-wide.yaml recommend's tall pick for it: game in the key, one cell a row. */
  private static final String[] TALL = {
      "rowkey:\n  - field: user\n  - literal: \"$\"\n  - field: ts\n",
      "rowkey:\n  - field: user\n    terminator: \"\\x00\"\n  - field: game\n    terminator: \"\\x00\"\n  - field: ts\n",
      "- { qualifierFrom: game, perRow: 1-5, field: degree }", "- { qualifier: degree, field: degree }",
      "workload:\n", "presplit:\n  regions: 5\n  algorithm: auto\n\nworkload:\n"};

  /** recommend's tall pick for seed 003's wide table ({@code hbase-advisor recommend examples/game-focus-wide.yaml}, #2). */
  static final MigrationPairs WIDE_TO_TALL = new MigrationPairs("wide -> tall", "game-focus-wide.yaml",
      "game-focus-wide.yaml", java.util.stream.Stream.concat(java.util.stream.Stream.of("table: prodFocus",
          "table: prodFocus_tall"), java.util.Arrays.stream(TALL)).toArray(String[]::new));
  /** The other way: the tall rows of one user and day fold into one wide row, a qualifier per game. */
  static final MigrationPairs TALL_TO_WIDE = new MigrationPairs("tall -> wide", "game-focus-wide.yaml",
      TALL, "game-focus-wide.yaml", "table: prodFocus", "table: prodFocus_wide");

  static Path examples() {
    return Path.of(System.getProperty("advisor.projectRoot", "..")).resolve("examples");
  }

  /** Where a test writes one side of the pair: {@code salt-20-64-buckets-old.yaml} in {@code work}. */
  Path file(Path work, String side) {
    return work.resolve(name.replaceAll("[^a-z0-9]+", "-") + "-" + side + ".yaml");
  }

  /** The OLD design's text, fitted to the mini cluster. */
  String oldText() {
    return edited(oldExample, oldEdits);
  }

  /** The NEW design's text, edited and fitted to the mini cluster. */
  String newText() {
    return edited(newExample, edits);
  }

  private static String edited(String example, String[] edits) {
    String text = read(example);
    for (int i = 0; i < edits.length; i += 2) {
      if (!text.contains(edits[i])) {
        throw new AssertionError(example + " has no '" + edits[i] + "'");
      }
      text = text.replace(edits[i], edits[i + 1]);
    }
    return fitted(text);
  }

  private static String fitted(String text) {
    return text.replace("compression: snappy", "compression: none").replace("versions: 1\n", "versions: 3\n");
  }

  private static String read(String example) {
    try {
      return Files.readString(examples().resolve(example));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public String toString() {
    return name;
  }
}
