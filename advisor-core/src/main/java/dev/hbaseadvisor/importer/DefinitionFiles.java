package dev.hbaseadvisor.importer;

import dev.hbaseadvisor.model.SchemaException;
import dev.hbaseadvisor.model.SchemaLoader;
import dev.hbaseadvisor.model.SchemaProblem;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.yaml.Position;
import dev.hbaseadvisor.yaml.SourceText;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Table definitions that are not schema files, loaded as schemas wherever a schema file is read:
 * the reader chosen by the file's extension, each imported table loaded and its positions moved
 * to the source lines ({@link ImportedTable#origins()}), so a finding points at the DDL.
 */
public final class DefinitionFiles {

  private DefinitionFiles() {}

  /** The reader of a file by its extension, or null for a schema file (or anything else). */
  public static DefinitionReader readerFor(Path file) {
    String name = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
    if (name.endsWith(".sql")) {
      return new PhoenixDdlReader();
    }
    for (String shell : SHELL_EXTENSIONS) {
      if (name.endsWith(shell)) {
        return new ShellScriptReader();
      }
    }
    return null;
  }

  /** Whether the file is a definition some reader imports, rather than a schema file. */
  public static boolean isDefinition(Path file) {
    return readerFor(file) != null;
  }

  /**
   * The extensions of HBase shell definitions: shell scripts ({@code .rb}, {@code .hbase}), bash
   * scripts that feed {@code hbase shell} ({@code .sh}) and saved {@code describe} output ({@code .txt}).
   */
  private static final List<String> SHELL_EXTENSIONS = List.of(".rb", ".hbase", ".sh", ".txt");

  /** The extensions the readers take, for messages. */
  public static String extensions() {
    return ".sql (Phoenix DDL), " + String.join(", ", SHELL_EXTENSIONS) + " (HBase shell)";
  }

  /** Every table a definition file defines, read with the reader of its extension. */
  public static List<ImportedTable> read(Path file, String displayName) throws SchemaException {
    try {
      return read(SourceText.read(file), displayName, file);
    } catch (SourceText.UnreadableException e) {
      throw new SchemaException(List.of(new SchemaProblem(displayName, e.position(), e.getMessage())));
    }
  }

  /**
   * The tables left when Phoenix DDL files run one after another, in the order given, as a folder
   * of migrations is applied: each table's last state, with the file of its {@code CREATE}.
   */
  public static List<PhoenixDdlReader.Created> readHistory(List<Path> files) throws SchemaException {
    List<String> names = new ArrayList<>();
    List<String> texts = new ArrayList<>();
    for (Path file : files) {
      if (!(readerFor(file) instanceof PhoenixDdlReader)) {
        throw new SchemaException(List.of(new SchemaProblem(file.toString(), Position.START,
            "a history of migrations is read from Phoenix DDL files (.sql); this file is not one")));
      }
      try {
        texts.add(SourceText.read(file));
      } catch (SourceText.UnreadableException e) {
        throw new SchemaException(List.of(new SchemaProblem(file.toString(), e.position(), e.getMessage())));
      }
      names.add(file.toString());
    }
    return new PhoenixDdlReader().history(names, texts);
  }

  /**
   * Every table an HBase shell definition defines, with {@code rowkey} (inferred from the table's
   * real keys) in place of the placeholder the definition leaves; a Phoenix primary key is stated,
   * so a {@code .sql} file is refused.
   */
  public static List<ImportedTable> readWithRowkey(Path file, String displayName, RowkeyProposal rowkey)
      throws SchemaException {
    if (!(readerFor(file) instanceof ShellScriptReader)) {
      throw new SchemaException(List.of(new SchemaProblem(displayName, Position.START, "a rowkey from real keys"
          + " (--keys) completes an HBase shell definition, which does not state its rowkey; this file is "
          + (isDefinition(file) ? "Phoenix DDL, whose PRIMARY KEY states it" : "not a definition: "
              + extensions()))));
    }
    try {
      return new ShellScriptReader(rowkey).read(displayName, SourceText.read(file));
    } catch (SourceText.UnreadableException e) {
      throw new SchemaException(List.of(new SchemaProblem(displayName, e.position(), e.getMessage())));
    }
  }

  private static List<ImportedTable> read(String text, String displayName, Path file) throws SchemaException {
    DefinitionReader reader = readerFor(file);
    if (reader == null) {
      throw new SchemaException(List.of(new SchemaProblem(displayName, Position.START,
          "not a definition file this tool imports: " + extensions())));
    }
    return reader.read(displayName, text);
  }

  /** Every table of a definition file as a loaded schema, located in the file. */
  public static List<TableSchema> load(Path file, String displayName) throws SchemaException {
    return schemas(read(file, displayName), file, displayName);
  }

  /** Every table of definition text (a file at a git revision, say) as a loaded schema. */
  public static List<TableSchema> parse(String text, Path file, String displayName) throws SchemaException {
    return schemas(read(text, displayName, file), file, displayName);
  }

  /**
   * The one table of a schema file or of a definition file that defines exactly one, for the
   * commands that read one design.
   */
  public static TableSchema loadOne(Path file) throws SchemaException {
    if (!isDefinition(file)) {
      return SchemaLoader.load(file);
    }
    return one(load(file, file.toString()), file.toString());
  }

  /** {@link #loadOne} of text rather than a file. */
  public static TableSchema parseOne(String text, Path file, String displayName) throws SchemaException {
    if (!isDefinition(file)) {
      return SchemaLoader.parse(text, file, displayName);
    }
    return one(parse(text, file, displayName), displayName);
  }

  private static TableSchema one(List<TableSchema> schemas, String displayName) throws SchemaException {
    if (schemas.size() != 1) {
      throw new SchemaException(List.of(new SchemaProblem(displayName, Position.START, "defines "
          + schemas.size() + " tables (" + String.join(", ", schemas.stream().map(TableSchema::table).toList())
          + "); this command reads one: write each with 'hbase-advisor import' and name one")));
    }
    return schemas.get(0);
  }

  private static List<TableSchema> schemas(List<ImportedTable> tables, Path file, String displayName)
      throws SchemaException {
    List<TableSchema> schemas = new ArrayList<>();
    for (ImportedTable table : tables) {
      schemas.add(schema(table, file, displayName));
    }
    return List.copyOf(schemas);
  }

  /**
   * One imported table loaded as a schema whose every location is the source position of its
   * nearest path in {@link ImportedTable#origins()}; an imported schema the loader refuses is a
   * problem at the table's statement, quoting the loader.
   */
  public static TableSchema schema(ImportedTable table, Path file, String displayName) throws SchemaException {
    Position statement = table.origins().getOrDefault("table", Position.START);
    TableSchema schema;
    try {
      schema = SchemaLoader.parse(table.schemaYaml(), file, displayName);
    } catch (SchemaException e) {
      List<SchemaProblem> problems = new ArrayList<>();
      for (SchemaProblem p : e.problems()) {
        problems.add(new SchemaProblem(displayName, statement, "table " + table.name()
            + " imports to a schema the loader refuses (line " + p.position().line() + " of the imported schema): "
            + p.message()));
      }
      throw new SchemaException(problems);
    }
    Map<String, Position> located = new HashMap<>();
    for (String path : schema.locations().keySet()) {
      Position origin = TableSchema.nearest(table.origins(), path);
      located.put(path, origin == null ? statement : origin);
    }
    return schema.withLocations(Map.copyOf(located));
  }
}
