package dev.hbaseadvisor.maven;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * {@code hbase-advisor:lint}: checks the project's schema files against the schema-design rules,
 * as {@code hbase-advisor lint} does, and fails the build on findings at or above {@code failOn}.
 */
@Mojo(name = "lint", defaultPhase = LifecyclePhase.VERIFY, threadSafe = true)
public final class LintMojo extends AbstractGateMojo {

  /** Lint config (rule settings, suppressions); without it the command line's own discovery of {@code .hbase-advisor.yaml} applies. */
  @Parameter(property = "hbase-advisor.config")
  File config;

  /** Findings recorded in this baseline pass (written by {@code hbase-advisor lint --write-baseline}). */
  @Parameter(property = "hbase-advisor.baseline")
  File baseline;

  @Override
  String goal() {
    return "lint";
  }

  @Override
  List<String> command(List<Path> schemas) {
    List<String> args = new ArrayList<>(List.of("lint"));
    args.addAll(arguments(schemas));
    if (config != null) {
      args.addAll(List.of("--config", display(config.toPath())));
    }
    if (baseline != null) {
      args.addAll(List.of("--baseline", display(baseline.toPath())));
    }
    return args;
  }
}
