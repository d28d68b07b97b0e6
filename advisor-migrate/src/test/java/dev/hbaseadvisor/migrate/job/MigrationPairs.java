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
record MigrationPairs(String name, String oldExample, String newExample, String... edits) {

  static final MigrationPairs SALT_20_TO_64 = new MigrationPairs("salt 20 -> 64 buckets", "opentsdb-salted.yaml",
      "opentsdb-salted.yaml", "table: tsdb", "table: tsdb_v2", "buckets: 20,", "buckets: 64,", "regions: 20\n",
      "regions: 64\n");
  static final MigrationPairs REORDER = new MigrationPairs("fields reordered", "log-data-timestamp-lead.yaml",
      "log-data-host-lead.yaml", "table: LOG_DATA", "table: LOG_DATA_host");
  static final MigrationPairs REVERSAL = new MigrationPairs("reverse timestamp added", "log-data-host-lead.yaml",
      "log-data-host-lead-reverse-timestamp.yaml", "table: LOG_DATA", "table: LOG_DATA_rev");
  static final MigrationPairs BUCKET = new MigrationPairs("terminators removed, bucket added, fields reordered",
      "log-data-host-lead.yaml", "log-data-bucketed-timestamp.yaml", "table: LOG_DATA", "table: LOG_DATA_bucket");
  /** recommend's #1 for the timestamp-led log table ({@code hbase-advisor recommend --top 1}), pasted in. */
  static final MigrationPairs RECOMMENDED = new MigrationPairs("recommend's pick: salt, reversal and hashes added",
      "log-data-timestamp-lead.yaml", "log-data-timestamp-lead.yaml", "table: LOG_DATA", "table: LOG_DATA_rec",
      "rowkey:\n  - field: ts                      # 8-byte big-endian long, increasing: the lead is monotonic\n"
          + "  - field: hostname\n    terminator: \"\\x00\"\n  - field: event\n",
      "rowkey:\n  - salt: { buckets: 16, from: [hostname] }\n  - field: ts\n    order: descending\n"
          + "  - hash: { from: [event], length: 8 }\n  - hash: { from: [hostname], length: 8 }\n"
          + "presplit:\n  regions: 16\n  algorithm: salt\n");

  static Path examples() {
    return Path.of(System.getProperty("advisor.projectRoot", "..")).resolve("examples");
  }

  /** The OLD design's text, fitted to the mini cluster. */
  String oldText() {
    return fitted(read(oldExample));
  }

  /** The NEW design's text, edited and fitted to the mini cluster. */
  String newText() {
    String text = read(newExample);
    for (int i = 0; i < edits.length; i += 2) {
      if (!text.contains(edits[i])) {
        throw new AssertionError(newExample + " has no '" + edits[i] + "'");
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
