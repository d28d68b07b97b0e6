package dev.hbaseadvisor.cli;

import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.plan.Recommendation;
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
    Recommendation r = Recommender.recommend(schema, top,
        new CandidateLint(schema, Schemas.text(file), Linter.builtIn(LintConfig.DEFAULT)));
    if (schema.multiKind()) {
      // Said on stderr, so that --format json, shell and phoenix stay one document.
      spec.commandLine().getErr().println("recommend: " + file + " states " + schema.kinds().size()
          + " record kinds; this searches the key of the first, '" + schema.kinds().get(0).name()
          + "', as if its rows were alone in the table; the other kinds keep their keys");
    }
    String rendered;
    try {
      rendered = format.render(Recommender.target(schema), r);
    } catch (SplitException e) {
      // Phoenix cannot write every key (a hash, a bucket): say why, as splits --format phoenix does.
      throw new InputException(file + ":1:1: " + e.getMessage());
    }
    spec.commandLine().getOut().print(rendered);
    spec.commandLine().getOut().flush();
    return ExitCode.OK;
  }
}
