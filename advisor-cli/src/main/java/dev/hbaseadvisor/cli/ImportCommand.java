package dev.hbaseadvisor.cli;

import dev.hbaseadvisor.importer.DefinitionFiles;
import dev.hbaseadvisor.importer.ImportedTable;
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

/** {@code import}: writes a schema file for every table of Phoenix DDL files. */
@Command(name = "import", mixinStandardHelpOptions = true,
    description = "Read table definitions that are not schema files (Phoenix DDL, *.sql) and write a schema file"
        + " per table and global index, with what the definition does not state marked in comments.")
public final class ImportCommand implements Callable<Integer> {

  @Spec
  CommandSpec spec;

  @Parameters(arity = "1..*", paramLabel = "FILE", description = "Definition files: *.sql (Phoenix DDL).")
  List<Path> files;

  @Option(names = {"-o", "--output-dir"}, paramLabel = "DIR",
      description = "Write TABLE.yaml per table into DIR (created if missing); without it, the one table's schema"
          + " goes to standard output.")
  Path outputDir;

  @Option(names = "--force", description = "Replace schema files that exist in DIR.")
  boolean force;

  @Override
  public Integer call() {
    Map<Path, ImportedTable> targets = new LinkedHashMap<>();
    List<ImportedTable> tables = new ArrayList<>();
    List<String> problems = new ArrayList<>();
    for (Path file : files) {
      if (!Files.isRegularFile(file)) {
        throw new InputException(file + ":1:1: no such file");
      }
      if (!DefinitionFiles.isDefinition(file)) {
        throw new InputException(file + ":1:1: not a definition file this command imports: "
            + DefinitionFiles.extensions());
      }
      try {
        for (ImportedTable table : DefinitionFiles.read(file, file.toString())) {
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
      OutputFiles.write(entry.getKey(), entry.getValue().schemaYaml(), files);
      spec.commandLine().getOut().println("wrote " + entry.getKey() + " (table " + entry.getValue().name() + ")");
    }
    return ExitCode.OK;
  }

  /** The schema file of a table: its name with every character but letters, digits, '.', '_' and '-' as '_'. */
  static String fileName(String table) {
    return table.replaceAll("[^A-Za-z0-9._-]", "_") + ".yaml";
  }
}
