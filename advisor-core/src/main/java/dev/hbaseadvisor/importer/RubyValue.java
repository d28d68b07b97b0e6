package dev.hbaseadvisor.importer;

import dev.hbaseadvisor.yaml.Position;
import java.util.List;

/** A value of the Ruby subset HBase shell scripts use, with where it stands in the file. */
sealed interface RubyValue {

  /** Where the value starts. */
  Position at();

  /** How the value is named in a message. */
  String describe();

  /**
   * A string. {@code name} marks a bare shell constant such as {@code NAME} or {@code VERSIONS},
   * which the HBase shell defines as the string of its own name ({@code hbase-shell/src/main/ruby/hbase_constants.rb}).
   */
  record Str(String value, Position at, boolean name) implements RubyValue {
    @Override
    public String describe() {
      return name ? value : "'" + value + "'";
    }
  }

  /** A whole number. */
  record Int(long value, Position at) implements RubyValue {
    @Override
    public String describe() {
      return Long.toString(value);
    }
  }

  /** {@code true} or {@code false}. */
  record Bool(boolean value, Position at) implements RubyValue {
    @Override
    public String describe() {
      return Boolean.toString(value);
    }
  }

  /** {@code nil}. */
  record Nil(Position at) implements RubyValue {
    @Override
    public String describe() {
      return "nil";
    }
  }

  /** An array. */
  record Arr(List<RubyValue> items, Position at) implements RubyValue {
    @Override
    public String describe() {
      return "an array";
    }
  }

  /** A hash, its entries in source order. */
  record Hash(List<Entry> entries, Position at) implements RubyValue {
    @Override
    public String describe() {
      return "a hash";
    }

    /** The value of a key, or null. */
    RubyValue get(String key) {
      for (Entry e : entries) {
        if (e.key().equals(key)) {
          return e.value();
        }
      }
      return null;
    }
  }

  /**
   * One {@code key => value} of a hash.
   *
   * @param key the key's text ({@code NAME} and {@code 'NAME'} are the same key)
   * @param keyAt where the key stands
   * @param value the value
   */
  record Entry(String key, Position keyAt, RubyValue value) {}
}
