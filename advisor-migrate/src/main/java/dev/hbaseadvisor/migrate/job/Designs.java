package dev.hbaseadvisor.migrate.job;

import dev.hbaseadvisor.model.SchemaException;
import dev.hbaseadvisor.model.SchemaLoader;
import dev.hbaseadvisor.model.TableSchema;
import java.nio.file.Path;
import org.apache.hadoop.conf.Configuration;

/**
 * Carries the two designs from the client to the tasks in the job's configuration (their YAML text,
 * parsed again in each task), with the instant the client started at, which every task judges TTLs by.
 */
final class Designs {

  static final String OLD_TEXT = "hbase.advisor.migrate.old.yaml";
  static final String OLD_NAME = "hbase.advisor.migrate.old.name";
  static final String NEW_TEXT = "hbase.advisor.migrate.new.yaml";
  static final String NEW_NAME = "hbase.advisor.migrate.new.name";
  static final String NOW = "hbase.advisor.migrate.now";

  private Designs() {}

  static void store(Configuration conf, String oldName, String oldText, String newName, String newText, long now) {
    conf.set(OLD_NAME, oldName);
    conf.set(OLD_TEXT, oldText);
    conf.set(NEW_NAME, newName);
    conf.set(NEW_TEXT, newText);
    conf.setLong(NOW, now);
  }

  static TableSchema old(Configuration conf) {
    return parse(conf.get(OLD_TEXT), conf.get(OLD_NAME));
  }

  static TableSchema neu(Configuration conf) {
    return parse(conf.get(NEW_TEXT), conf.get(NEW_NAME));
  }

  static long now(Configuration conf) {
    return conf.getLong(NOW, 0);
  }

  private static TableSchema parse(String text, String name) {
    try {
      return SchemaLoader.parse(text, Path.of(name), name);
    } catch (SchemaException e) {
      // The client loaded the same text before submitting the job.
      throw new IllegalStateException(e.getMessage(), e);
    }
  }
}
