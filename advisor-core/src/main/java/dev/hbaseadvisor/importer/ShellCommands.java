package dev.hbaseadvisor.importer;

import dev.hbaseadvisor.model.SchemaProblem;
import dev.hbaseadvisor.yaml.Position;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Runs the table-defining HBase shell commands over a set of tables, as the shell's
 * {@code admin.rb} would: {@code create} (a family as a name or a hash with {@code NAME}; a hash
 * without {@code NAME} holds table options), {@code alter} (add or change a family, delete one with
 * {@code 'delete' => 'f'} or {@code METHOD => 'delete'}, table options with or without
 * {@code METHOD => 'table_att'}, {@code METHOD => 'table_att_unset'}), {@code drop},
 * {@code drop_all}, {@code truncate} (which drops the pre-split, as HBase 2's truncate does not
 * preserve splits). Commands that leave a table's design as it is ({@code disable}, {@code put},
 * {@code list}, {@code exit}, ...) are skipped by name; any other command is reported.
 */
final class ShellCommands {

  /** Commands that do not change a table's families, settings or regions. */
  private static final Set<String> SKIPPED = Set.of("enable", "disable", "is_enabled", "is_disabled", "exists",
      "exit", "quit", "list", "list_namespace", "list_namespace_tables", "list_snapshots", "describe", "desc",
      "create_namespace", "describe_namespace", "put", "get", "scan", "count", "delete", "deleteall", "incr",
      "flush", "compact", "major_compact", "grant", "revoke", "user_permission", "status", "version", "whoami",
      "help", "balance_switch", "balancer", "snapshot", "enable_all", "disable_all", "table_help");
  private static final Set<String> DROPPING_SPLITS = Set.of("SPLITS", "SPLITS_FILE", "NUMREGIONS", "SPLITALGO");

  private final Map<String, ShellTable> tables = new LinkedHashMap<>();
  private final List<SchemaProblem> problems;
  private final String fileName;

  ShellCommands(String fileName, List<SchemaProblem> problems) {
    this.fileName = fileName;
    this.problems = problems;
  }

  /** The tables defined so far, in the order they were first defined. */
  List<ShellTable> tables() {
    return new ArrayList<>(tables.values());
  }

  /** A table read from {@code describe} output: it is what the table is, so it replaces what came before. */
  void described(ShellTable table) {
    tables.remove(table.name);
    tables.put(table.name, table);
  }

  /** Runs one command; a problem is recorded, not thrown. */
  void run(RubyParser.Command command) {
    try {
      switch (command.name()) {
        case "create" -> create(command);
        case "alter" -> alter(command);
        case "drop" -> tables.remove(tableName(command));
        case "drop_all" -> dropAll(command);
        case "truncate" -> truncate(command);
        default -> {
          if (!SKIPPED.contains(command.name())) {
            throw new ShellError(command.at(), "the command '" + command.name() + "' is not one the reader knows: it reads "
                + "create, alter, drop, drop_all and truncate, and skips commands that leave a table's design as it is");
          }
        }
      }
    } catch (ShellError e) {
      problems.add(new SchemaProblem(fileName, e.position(), e.getMessage()));
    }
  }

  private void create(RubyParser.Command command) {
    String name = tableName(command);
    ShellTable existing = tables.get(name);
    if (existing != null && existing.source.equals("create")) {
      throw new ShellError(command.at(), "table '" + name + "' is created a second time (first at line "
          + existing.at.line() + "); HBase refuses it with TableExistsException");
    }
    ShellTable table = new ShellTable(name, command.at(), "create");
    for (RubyValue arg : command.args().subList(1, command.args().size())) {
      if (arg instanceof RubyValue.Str s) {
        addFamily(table, s.value(), s.at(), null);
      } else if (arg instanceof RubyValue.Hash h && h.get("NAME") != null) {
        addFamily(table, familyName(h), h.at(), h);
      } else if (arg instanceof RubyValue.Hash h) {
        options(table, h);
      } else {
        throw new ShellError(arg.at(), "create takes family names, {NAME => ...} hashes and a hash of table options, "
            + "not " + arg.describe());
      }
    }
    if (table.families.isEmpty()) {
      throw new ShellError(command.at(), "create of '" + name + "' names no column family; HBase refuses a table "
          + "without one");
    }
    tables.remove(name);
    tables.put(name, table);
  }

  private void alter(RubyParser.Command command) {
    String name = tableName(command);
    ShellTable table = tables.get(name);
    if (table == null) {
      throw new ShellError(command.at(), "alter of table '" + name + "', which this file does not create or describe "
          + "before; the reader cannot know the rest of its design");
    }
    for (RubyValue arg : command.args().subList(1, command.args().size())) {
      if (arg instanceof RubyValue.Str s) {
        if (!table.families.containsKey(s.value())) {
          table.families.put(s.value(), new ShellTable.Family(s.value(), s.at()));
        }
        continue;
      }
      if (!(arg instanceof RubyValue.Hash h)) {
        throw new ShellError(arg.at(), "alter takes family names and hashes, not " + arg.describe());
      }
      RubyValue delete = h.get("delete");
      RubyValue method = h.get("METHOD");
      String how = method == null ? null : text(method).toLowerCase(Locale.ROOT);
      if (delete != null) {
        removeFamily(table, text(delete), delete.at());
      } else if ("delete".equals(how)) {
        removeFamily(table, familyName(h), h.at());
      } else if ("table_att_unset".equals(how)) {
        RubyValue key = h.get("NAME");
        if (key == null) {
          throw new ShellError(h.at(), "METHOD => 'table_att_unset' needs NAME => the attribute to unset");
        }
        table.options.remove(text(key));
      } else if ("table_att".equals(how) || (how == null && h.get("NAME") == null)) {
        options(table, h);
      } else if (how == null) {
        String family = familyName(h);
        ShellTable.Family f = table.families.get(family);
        if (f == null) {
          addFamily(table, family, h.at(), h);
        } else {
          settings(f, h);
        }
      } else {
        throw new ShellError(method.at(), "alter's METHOD => '" + text(method) + "' is not one the reader knows "
            + "(delete, table_att, table_att_unset)");
      }
    }
  }

  private void truncate(RubyParser.Command command) {
    ShellTable table = tables.get(tableName(command));
    if (table != null) {
      table.options.keySet().removeAll(DROPPING_SPLITS);
    }
  }

  private void dropAll(RubyParser.Command command) {
    if (command.args().size() != 1 || !(command.args().get(0) instanceof RubyValue.Str regex)) {
      throw new ShellError(command.at(), "drop_all takes one regular expression");
    }
    try {
      Pattern pattern = Pattern.compile(regex.value());
      tables.keySet().removeIf(t -> pattern.matcher(t).matches());
    } catch (PatternSyntaxException e) {
      throw new ShellError(regex.at(), "drop_all's regular expression does not compile: " + e.getDescription());
    }
  }

  private void addFamily(ShellTable table, String name, Position at, RubyValue.Hash settings) {
    if (table.families.containsKey(name)) {
      throw new ShellError(at, "family '" + name + "' is given twice; HBase refuses a table with two families of one name");
    }
    ShellTable.Family family = new ShellTable.Family(name, at);
    if (settings != null) {
      settings(family, settings);
    }
    table.families.put(name, family);
  }

  private static void settings(ShellTable.Family family, RubyValue.Hash hash) {
    for (RubyValue.Entry e : hash.entries()) {
      if (!e.key().equals("NAME")) {
        family.settings.put(e.key(), e);
      }
    }
  }

  private static void options(ShellTable table, RubyValue.Hash hash) {
    for (RubyValue.Entry e : hash.entries()) {
      if (!e.key().equals("METHOD")) {
        table.options.put(e.key(), e);
      }
    }
  }

  private void removeFamily(ShellTable table, String name, Position at) {
    if (table.families.remove(name) == null) {
      throw new ShellError(at, "alter deletes family '" + name + "', which table '" + table.name + "' does not have");
    }
  }

  private String tableName(RubyParser.Command command) {
    if (command.args().isEmpty()) {
      throw new ShellError(command.at(), command.name() + " needs a table name");
    }
    return text(command.args().get(0));
  }

  private static String familyName(RubyValue.Hash hash) {
    RubyValue name = hash.get("NAME");
    return text(name);
  }

  private static String text(RubyValue value) {
    if (value instanceof RubyValue.Str s) {
      return s.value();
    }
    throw new ShellError(value.at(), "expected a 'string', found " + value.describe());
  }
}
