package dev.hbaseadvisor.migrate;

import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.testing.Schemas;

/**
 * An OLD example and a NEW design made from an example by replacing text (a new table name, a
 * bucket count), as a user would write the NEW file of a migration.
 */
record MigrationCase(String name, String oldExample, String newExample, String[] edits) {

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
    return parse(read(oldExample), oldExample);
  }

  TableSchema neu() {
    return parse(newText(), "new.yaml");
  }

  String newText() {
    String text = read(newExample);
    for (int i = 0; i < edits.length; i += 2) {
      if (!text.contains(edits[i])) {
        throw new AssertionError(newExample + " has no '" + edits[i] + "'");
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
