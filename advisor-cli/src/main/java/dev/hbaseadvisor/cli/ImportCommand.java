package dev.hbaseadvisor.cli;

import dev.hbaseadvisor.importer.DefinitionFiles;
import dev.hbaseadvisor.importer.ImportedTable;
import dev.hbaseadvisor.importer.KeyInference;
import dev.hbaseadvisor.importer.PhoenixDdlReader;
import dev.hbaseadvisor.importer.RowkeyProposal;
import dev.hbaseadvisor.model.SchemaException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code import}: writes a schema file for every table of Phoenix DDL files and HBase shell definitions. */
@Command(name = "import", mixinStandardHelpOptions = true,
    description = "Read table definitions that are not schema files (Phoenix DDL, *.sql; HBase shell scripts and"
        + " describe output, *.rb, *.hbase, *.sh, *.txt) and write a schema file per table and global index, with"
        + " what the definition does not state marked in comments.")
public final class ImportCommand implements Callable<Integer> {

  @Spec
  CommandSpec spec;

  @Parameters(arity = "1..*", paramLabel = "FILE|DIR", description = "Definition files: *.sql (Phoenix DDL); *.rb,"
      + " *.hbase, *.sh, *.txt (HBase shell). The .sql files are read as one history of migrations, in the order"
      + " given; a folder stands for its *.sql files in name order.")
  List<Path> files;

  @Option(names = {"-o", "--output-dir"}, paramLabel = "DIR",
      description = "Write TABLE.yaml per table into DIR (created if missing); without it, the one table's schema"
          + " goes to standard output.")
  Path outputDir;

  @Option(names = "--force", description = "Replace schema files that exist in DIR.")
  boolean force;

  @Option(names = "--keys", paramLabel = "KEYFILE",
      description = "Real rowkeys of the table, one per line in Bytes.toStringBinary form (what 'sample' writes):"
          + " the rowkey is inferred from them in place of the placeholder an HBase shell definition leaves.")
  Path keys;

  @Override
  public Integer call() {
    RowkeyProposal rowkey = keys == null ? null : inferredRowkey();
    Map<Path, ImportedTable> targets = new LinkedHashMap<>();
    List<ImportedTable> tables = new ArrayList<>();
    List<String> problems = new ArrayList<>();
    List<Path> expanded = expanded();
    List<Path> history = expanded.stream().filter(f -> DefinitionFiles.readerFor(f) instanceof PhoenixDdlReader
        && rowkey == null).toList();
    for (Path file : expanded) {
      if (history.contains(file)) {
        if (file.equals(history.get(0))) {
          tables.addAll(readHistory(history, problems));
        }
        continue;
      }
      try {
        List<ImportedTable> read = rowkey == null ? DefinitionFiles.read(file, file.toString())
            : DefinitionFiles.readWithRowkey(file, file.toString(), rowkey);
        for (ImportedTable table : read) {
          // What is written must load: a table the loader refuses is a problem at its statement.
          DefinitionFiles.schema(table, file, file.toString());
          tables.add(table);
        }
      } catch (SchemaException e) {
        problems.addAll(Schemas.lines(e));
      }
    }
    if (!problems.isEmpty()) {
      throw new InputException(problems);
    }
    if (tables.isEmpty()) {
      throw new InputException("hbase-advisor import: " + files + " define no table (no CREATE TABLE)");
    }
    if (outputDir == null) {
      if (tables.size() != 1) {
        throw new InputException("hbase-advisor import: the files define " + tables.size()
            + " tables; give -o DIR to write a schema file for each");
      }
      spec.commandLine().getOut().print(tables.get(0).schemaYaml());
      spec.commandLine().getOut().flush();
      return ExitCode.OK;
    }
    for (ImportedTable table : tables) {
      Path target = outputDir.resolve(fileName(table.name()));
      if (targets.containsKey(target)) {
        throw new InputException("hbase-advisor import: tables " + targets.get(target).name() + " and "
            + table.name() + " would both be written to " + target);
      }
      if (Files.exists(target) && !force) {
        throw new InputException(target + ":1:1: exists; give --force to replace it");
      }
      targets.put(target, table);
    }
    for (Map.Entry<Path, ImportedTable> entry : targets.entrySet()) {
      OutputFiles.write(entry.getKey(), entry.getValue().schemaYaml(), expanded);
      spec.commandLine().getOut().println("wrote " + entry.getKey() + " (table " + entry.getValue().name() + ")");
    }
    return ExitCode.OK;
  }

  /**
   * The files named, a folder as its {@code *.sql} files in name order; a name that is neither a
   * definition file nor a folder exits 2.
   */
  private List<Path> expanded() {
    List<Path> out = new ArrayList<>();
    for (Path file : files) {
      if (Files.isDirectory(file)) {
        List<Path> sql;
        try (java.util.stream.Stream<Path> list = Files.list(file)) {
          sql = list.filter(f -> Files.isRegularFile(f) && DefinitionFiles.readerFor(f) instanceof PhoenixDdlReader)
              .sorted(java.util.Comparator.comparing(f -> f.getFileName().toString())).toList();
        } catch (java.io.IOException e) {
          throw new InputException(file + ":1:1: cannot list the folder: " + e.getMessage());
        }
        if (sql.isEmpty()) {
          throw new InputException(file + ":1:1: the folder holds no .sql file (a folder is read as Phoenix"
              + " migrations; name shell definitions one by one)");
        }
        out.addAll(sql);
        continue;
      }
      if (!Files.isRegularFile(file)) {
        throw new InputException(file + ":1:1: no such file");
      }
      if (!DefinitionFiles.isDefinition(file)) {
        throw new InputException(file + ":1:1: not a definition file this command imports: "
            + DefinitionFiles.extensions());
      }
      out.add(file);
    }
    return out;
  }

  /** The tables the Phoenix files leave, run one after another; each must load as a schema. */
  private static List<ImportedTable> readHistory(List<Path> sql, List<String> problems) {
    List<ImportedTable> tables = new ArrayList<>();
    try {
      for (PhoenixDdlReader.Created created : DefinitionFiles.readHistory(sql)) {
        // What is written must load: a table the loader refuses is a problem at its statement.
        DefinitionFiles.schema(created.table(), Path.of(created.file()), created.file());
        tables.add(created.table());
      }
    } catch (SchemaException e) {
      problems.addAll(Schemas.lines(e));
    }
    return tables;
  }

  /** The rowkey the key file's keys show ({@code KeyInference}); its problems at their lines, exit 2. */
  private RowkeyProposal inferredRowkey() {
    String text = Inputs.read(keys, "key file");
    try {
      List<byte[]> read = KeyInference.readKeys(keys.toString(), text);
      if (read.size() < KeyInference.MIN_KEYS) {
        throw new InputException(keys + ":1:1: " + dev.hbaseadvisor.model.Quantities.plural(read.size(), "key")
            + "; inferring a rowkey needs at least "
            + KeyInference.MIN_KEYS);
      }
      return KeyInference.infer(read).proposal();
    } catch (SchemaException e) {
      throw new InputException(Schemas.lines(e));
    }
  }

  /** The schema file of a table: its name with every character but letters, digits, '.', '_' and '-' as '_'. */
  static String fileName(String table) {
    return table.replaceAll("[^A-Za-z0-9._-]", "_") + ".yaml";
  }
}
