package dev.hbaseadvisor.migrate;

import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.testing.Schemas;

/**
 * An OLD example and a NEW design made from an example by replacing text (a new table name, a
 * bucket count), as a user would write the NEW file of a migration.
 */
record MigrationCase(String name, String oldExample, String[] oldEdits, String newExample, String[] edits) {

  MigrationCase(String name, String oldExample, String newExample, String[] edits) {
    this(name, oldExample, new String[0], newExample, edits);
  }

  /** The edits that make game-focus-wide.yaml recommend's tall pick for it: game in the key, one cell a row. */
  private static final String[] TALL = {
      "rowkey:\n  - field: user\n  - literal: \"$\"\n  - field: ts\n",
      "rowkey:\n  - field: user\n    terminator: \"\\x00\"\n  - field: game\n    terminator: \"\\x00\"\n  - field: ts\n",
      "- { qualifierFrom: game, perRow: 1-5, field: degree }", "- { qualifier: degree, field: degree }",
      "workload:\n", "presplit:\n  regions: 5\n  algorithm: auto\n\nworkload:\n"};

  /**
   * Seed 003's wide prodFocus table into recommend's tall pick for it ({@code hbase-advisor recommend
   * examples/game-focus-wide.yaml}, #2): game moves from the qualifiers into the key, and each
   * qualifier becomes a row of one cell, {@code degreeInfo:degree}.
   */
  static final MigrationCase WIDE_TO_TALL = new MigrationCase("wide -> tall", "game-focus-wide.yaml",
      "game-focus-wide.yaml", java.util.stream.Stream.concat(java.util.stream.Stream.of("table: prodFocus",
          "table: prodFocus_tall"), java.util.Arrays.stream(TALL)).toArray(String[]::new));
  /** The other way: the tall rows of one user and day fold into one wide row, a qualifier per game. */
  static final MigrationCase TALL_TO_WIDE = new MigrationCase("tall -> wide", "game-focus-wide.yaml",
      TALL, "game-focus-wide.yaml", new String[] {"table: prodFocus", "table: prodFocus_wide"});

  /** The pairs the migration is proven on (the same as advisor-migrate's mini-cluster tests). */
  static final MigrationCase SALT_20_TO_64 = new MigrationCase("salt 20 -> 64", "opentsdb-salted.yaml",
      "opentsdb-salted.yaml", new String[] {"table: tsdb", "table: tsdb_v2", "buckets: 20,", "buckets: 64,",
          "regions: 20\n", "regions: 64\n"});
  static final MigrationCase REORDER = new MigrationCase("field reorder", "log-data-timestamp-lead.yaml",
      "log-data-host-lead.yaml", new String[] {"table: LOG_DATA", "table: LOG_DATA_v2"});
  static final MigrationCase REVERSAL = new MigrationCase("reverse timestamp", "log-data-host-lead.yaml",
      "log-data-host-lead-reverse-timestamp.yaml", new String[] {"table: LOG_DATA", "table: LOG_DATA_v2"});
  static final MigrationCase HASH = new MigrationCase("hash added", "log-data-host-lead.yaml",
      "log-data-hashed-host-event.yaml", new String[] {"table: LOG_DATA", "table: LOG_DATA_v2"});
  static final MigrationCase BUCKET = new MigrationCase("bucket added", "log-data-host-lead.yaml",
      "log-data-bucketed-timestamp.yaml", new String[] {"table: LOG_DATA", "table: LOG_DATA_v2"});

  /** The other way: the bucket and the field order of log-data-bucketed-timestamp undone. */
  static final MigrationCase BUCKET_REMOVED = new MigrationCase("bucket removed", "log-data-bucketed-timestamp.yaml",
      "log-data-host-lead.yaml", new String[] {"table: LOG_DATA", "table: LOG_DATA_v2"});
  /** The other way: the reverse timestamp undone. */
  static final MigrationCase REVERSAL_REMOVED = new MigrationCase("reverse timestamp removed",
      "log-data-host-lead-reverse-timestamp.yaml", "log-data-host-lead.yaml",
      new String[] {"table: LOG_DATA", "table: LOG_DATA_v2"});

  TableSchema old() {
    return parse(oldText(), oldExample);
  }

  TableSchema neu() {
    return parse(newText(), "new.yaml");
  }

  String oldText() {
    return edited(oldExample, oldEdits);
  }

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
    return text;
  }

  static String read(String example) {
    return Schemas.exampleText(example);
  }

  static TableSchema parse(String text, String name) {
    return Schemas.parse(text, name);
  }

  @Override
  public String toString() {
    return name;
  }
}
