package dev.hbaseadvisor.importer;

import dev.hbaseadvisor.yaml.Position;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One table as an HBase shell definition leaves it: its families with the settings written for
 * each (keys as the shell spells them, {@code VERSIONS}, {@code TTL}, ...) and its table options
 * ({@code SPLITS}, {@code MAX_FILESIZE}, {@code METADATA}, ...), each with where it was written.
 */
final class ShellTable {

  /** One column family and its written settings. */
  static final class Family {
    final String name;
    final Position at;
    final Map<String, RubyValue.Entry> settings = new LinkedHashMap<>();

    Family(String name, Position at) {
      this.name = name;
      this.at = at;
    }
  }

  final String name;
  final Position at;
  /** {@code create} or {@code describe}: what defined the table. */
  final String source;
  final Map<String, Family> families = new LinkedHashMap<>();
  final Map<String, RubyValue.Entry> options = new LinkedHashMap<>();

  ShellTable(String name, Position at, String source) {
    this.name = name;
    this.at = at;
    this.source = source;
  }
}
