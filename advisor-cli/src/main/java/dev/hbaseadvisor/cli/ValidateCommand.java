package dev.hbaseadvisor.cli;

import dev.hbaseadvisor.importer.DefinitionFiles;
import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.model.SchemaException;
import dev.hbaseadvisor.model.SchemaLoader;
import dev.hbaseadvisor.model.TableSchema;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code validate}: parses and validates schema files. */
@Command(name = "validate", mixinStandardHelpOptions = true,
    description = "Parse and validate schema files; print every problem as file:line:column: message.")
public final class ValidateCommand implements Callable<Integer> {

  @Spec
  CommandSpec spec;

  @Parameters(arity = "1..*", paramLabel = "PATH", description = "Schema files, or folders to search for *.yaml and *.yml.")
  List<Path> paths;

  @Override
  public Integer call() {
    int invalid = 0;
    List<Path> files = Schemas.expand(paths);
    for (Path file : files) {
      try {
        List<TableSchema> schemas = DefinitionFiles.isDefinition(file) ? DefinitionFiles.load(file, file.toString())
            : List.of(SchemaLoader.load(file));
        for (TableSchema schema : schemas) {
          spec.commandLine().getOut().println(file + ": ok (table " + schema.table() + ", "
              + Quantities.plural(schema.rowkey().size(), "rowkey segment") + ", "
              + Quantities.plural(schema.families().size(), "family", "families") + ")");
        }
      } catch (SchemaException e) {
        invalid++;
        Schemas.lines(e).forEach(spec.commandLine().getErr()::println);
      }
    }
    if (files.isEmpty()) {
      throw new InputException("no schema files (*.yaml, *.yml with a top-level table: key) under " + paths);
    }
    return invalid == 0 ? ExitCode.OK : ExitCode.INPUT_ERROR;
  }
}
