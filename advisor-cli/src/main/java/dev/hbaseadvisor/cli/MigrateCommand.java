package dev.hbaseadvisor.cli;

import dev.hbaseadvisor.migrate.MigrationFormat;
import dev.hbaseadvisor.migrate.MigrationPlan;
import dev.hbaseadvisor.migrate.Migrations;
import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.model.TableSchema;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code migrate}: plans the move of a live table to a NEW design whose key change breaks stored rows. */
@Command(name = "migrate", mixinStandardHelpOptions = true,
    description = {
        "Plan the move of a table from OLD to NEW when diff classifies the change as breaking-storage: create the "
            + "new table pre-split (apply), dual-write, backfill from a snapshot with the MapReduce job of "
            + MigrationPlan.JOB_JAR + ", verify, switch reads, retire the old table; each step with its commands.",
        "Refused (exit 2) when the NEW key needs a field that neither the OLD key nor a cell holds, when NEW "
            + "drops a field the OLD key tells rows apart by, or when NEW names the OLD table. Needs no cluster; "
            + "--dry-run adds the backfill's estimate."})
public final class MigrateCommand implements Callable<Integer> {

  @Spec
  CommandSpec spec;

  @Parameters(index = "0", paramLabel = "OLD", description = "The design the table is stored under.")
  Path oldFile;

  @Parameters(index = "1", paramLabel = "NEW", description = "The design to move it to (another table name).")
  Path newFile;

  @Option(names = "--format", paramLabel = "F", defaultValue = "text",
      description = "text or json (default: ${DEFAULT-VALUE}).")
  String format;

  @Option(names = {"-o", "--output"}, paramLabel = "FILE", converter = OutputPath.class,
      description = "Write the plan to this file (whole or not at all) instead of standard output.")
  Path output;

  @Option(names = "--dry-run",
      description = "Add the backfill's estimate from the OLD design at its horizon: bytes to read, map tasks "
          + "(one per OLD region), HFiles per NEW region and the time at --throughput.")
  boolean dryRun;

  @Option(names = "--throughput", paramLabel = "ROWS/s",
      description = "The job's rows per second for the time estimate with --dry-run, such as 50000/s (default: "
          + "4,574/s, the backfill measured on a 2-core single-node mini cluster, docs/performance.md: a floor).")
  String throughput;

  @Override
  public Integer call() {
    MigrationFormat f = switch (format) {
      case "text" -> MigrationFormat.TEXT;
      case "json" -> MigrationFormat.JSON;
      default -> throw new InputException("hbase-advisor migrate: --format must be text or json, got '" + format
          + "'");
    };
    double rate = Migrations.DEFAULT_THROUGHPUT;
    if (throughput != null) {
      try {
        rate = Quantities.parseRatePerSecond(throughput);
      } catch (IllegalArgumentException e) {
        throw new InputException("hbase-advisor migrate: --throughput: " + e.getMessage());
      }
      if (!(rate > 0)) {
        throw new InputException("hbase-advisor migrate: --throughput must be above 0 rows/s, got '" + throughput
            + "'");
      }
    }
    TableSchema old = Schemas.load(oldFile);
    TableSchema neu = Schemas.load(newFile);
    MigrationPlan plan;
    try {
      plan = Migrations.plan(old, oldFile.toString(), neu, newFile.toString(), dryRun, rate);
    } catch (Migrations.Refused e) {
      throw new InputException(e.problems());
    }
    Output.write(f.render(plan), output, List.of(oldFile, newFile), spec.commandLine().getOut());
    return ExitCode.OK;
  }
}
