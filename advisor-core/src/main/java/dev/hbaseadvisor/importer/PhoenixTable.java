package dev.hbaseadvisor.importer;

import dev.hbaseadvisor.yaml.Position;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A table as Phoenix DDL declares it, statement by statement: its columns, primary key, options
 * and split points, each with the position it was read at. A global index is one too.
 */
final class PhoenixTable {

  /**
   * One column.
   *
   * @param family the column family ({@code CF.COL}), or null for the default family and key columns
   * @param name the column name, normalized
   * @param type the Phoenix type
   * @param length the declared length ({@code VARCHAR(n)}, {@code CHAR(n)}), or null
   * @param array whether the type is an array ({@code INTEGER ARRAY}, {@code VARCHAR[]})
   * @param notNull whether {@code NOT NULL} was declared
   * @param position where the column's name stands
   */
  record Column(String family, String name, PhoenixType type, Integer length, boolean array, boolean notNull,
      Position position) {

    /** The column's key in {@link PhoenixTable#columns}: {@code FAMILY.NAME}, or the name alone without a family. */
    String key() {
      return family == null ? name : family + "." + name;
    }
  }

  /**
   * One column of the primary key.
   *
   * @param name the column's name (its key in {@link PhoenixTable#columns}, {@code FAMILY.NAME} for an
   *     index over a family's column)
   * @param descending whether {@code DESC} was declared
   * @param position where it stands in the key
   */
  record KeyColumn(String name, boolean descending, Position position) {}

  /**
   * One option of the {@code CREATE} statement.
   *
   * @param family the family it is scoped to ({@code CF.TTL=...}), or null for the table
   * @param name the option's name, normalized as Phoenix normalizes names (upper case unless quoted)
   * @param value its value as written (a string without quotes)
   * @param position where the option's name stands
   */
  record Option(String family, String name, String value, Position position) {}

  final String name;
  final Position position;
  /** The file whose statement created it (a history of files alters it in later ones). */
  final String file;
  /** The columns by {@link Column#key()}, in declaration order: one name may stand in two families. */
  final Map<String, Column> columns = new LinkedHashMap<>();
  final List<KeyColumn> key = new ArrayList<>();
  final List<Option> options = new ArrayList<>();
  final List<byte[]> splits = new ArrayList<>();
  Position splitsPosition;
  /** The index this table stands for: the data table's name, or null for a data table. */
  String indexOf;
  /** Every column declaration in order, a column re-added after a DROP twice: Phoenix numbers encoded qualifiers so. */
  final List<String> declared = new ArrayList<>();
  /** Columns dropped by ALTER TABLE: gone from the table, but their encoded qualifiers stay taken. */
  final java.util.Set<String> dropped = new java.util.HashSet<>();
  /** The primary key column declared {@code ROW_TIMESTAMP}: its value is the cells' timestamp; or null. */
  String rowTimestamp;
  /** Local indexes on this table, by name, with where each was declared. */
  final Map<String, Position> localIndexes = new LinkedHashMap<>();

  PhoenixTable(String name, Position position, String file) {
    this.name = name;
    this.position = position;
    this.file = file;
  }

  /**
   * The option of a name that applies to {@code family} (scoped to it or to every family), or null;
   * the last one stated wins, as {@code ALTER TABLE ... SET} replaces a value.
   */
  Option option(String optionName, String family) {
    Option found = null;
    for (Option o : options) {
      if (o.name().equals(optionName) && (o.family() == null || o.family().equals(family))) {
        found = o;
      }
    }
    return found;
  }

  /** Whether the column of a key is in the primary key. */
  boolean isKey(String columnKey) {
    return key.stream().anyMatch(k -> k.name().equals(columnKey));
  }

  /** The table-wide option of a name, or null. */
  Option option(String optionName) {
    return option(optionName, null);
  }
}
