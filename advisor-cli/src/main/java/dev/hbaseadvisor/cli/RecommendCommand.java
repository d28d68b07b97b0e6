package dev.hbaseadvisor.cli;

import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.plan.Recommender;
import dev.hbaseadvisor.report.RecommendFormat;
import dev.hbaseadvisor.rules.CandidateLint;
import dev.hbaseadvisor.rules.LintConfig;
import dev.hbaseadvisor.rules.Linter;
import dev.hbaseadvisor.splits.SplitException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code recommend}: searches for rowkeys that serve every access pattern of a schema. */
@Command(name = "recommend", mixinStandardHelpOptions = true,
    description = "Search rowkeys built from the schema's fields (orderings, salts, buckets, date prefixes, "
        + "hashes, reverse timestamps, fixed widths; and the tall layout, where a field that names qualifiers "
        + "moves into the key) for the ones that serve every access pattern best, weighted by the patterns' "
        + "rates; replay the best of them through the region simulator with their own pre-splits; and print each "
        + "as a pasteable rowkey block (with its families block when the layout changes), its measured score, "
        + "lint counts and what it loses, beside the current one, with a verdict.")
public final class RecommendCommand implements Callable<Integer> {

  @Spec
  CommandSpec spec;

  @Parameters(index = "0", paramLabel = "FILE", description = "The schema file.")
  Path file;

  @Option(names = "--top", defaultValue = "3", description = "How many candidates (default: ${DEFAULT-VALUE}).")
  int top;

  @Option(names = "--format", defaultValue = "text",
      description = "Output format: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}); shell and phoenix write"
          + " the advised design as the statement that creates it (HBase shell create, Phoenix CREATE TABLE).")
  RecommendFormat format;

  @Override
  public Integer call() {
    if (top < 1) {
      throw new InputException("hbase-advisor recommend: --top must be at least 1, got " + top);
    }
    TableSchema schema = Schemas.load(file);
    CandidateLint lint = new CandidateLint(schema, Schemas.text(file), Linter.builtIn(LintConfig.DEFAULT));
    String rendered;
    try {
      // A table of several record kinds: each kind's key in turn, and the whole table with every advised key.
      rendered = schema.multiKind() ? format.render(Recommender.recommendEachKind(schema, top, lint))
          : format.render(schema, Recommender.recommend(schema, top, lint));
    } catch (SplitException e) {
      // Phoenix cannot write every key (a hash, a bucket): say why, as splits --format phoenix does.
      throw new InputException(file + ":1:1: " + e.getMessage());
    }
    spec.commandLine().getOut().print(rendered);
    spec.commandLine().getOut().flush();
    return ExitCode.OK;
  }
}
