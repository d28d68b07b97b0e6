package dev.hbaseadvisor.maven;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * {@code hbase-advisor:diff}: compares each schema file with its version at a git revision, as
 * {@code hbase-advisor diff --base REV} does, and fails the build on changes that break or delete
 * stored data (or whatever reaches {@code failOn}).
 */
@Mojo(name = "diff", defaultPhase = LifecyclePhase.VERIFY, threadSafe = true)
public final class DiffMojo extends AbstractGateMojo {

  /** The git revision to compare with, such as {@code origin/main} or a pull request's base commit. */
  @Parameter(property = "hbase-advisor.base")
  String base;

  /** A schema file absent at {@code base} is a new table and passes (otherwise the build fails on it). */
  @Parameter(property = "hbase-advisor.allowNew", defaultValue = "true")
  boolean allowNew;

  @Override
  String goal() {
    return "diff";
  }

  @Override
  List<String> command(List<Path> schemas) throws MojoExecutionException {
    if (base == null || base.isBlank()) {
      throw new MojoExecutionException("hbase-advisor diff: set <base> (or -Dhbase-advisor.base=REV) to the git "
          + "revision to compare with, such as origin/main");
    }
    List<String> args = new ArrayList<>(List.of("diff", "--base", base));
    if (allowNew) {
      args.add("--allow-new");
    }
    args.addAll(arguments(schemas));
    return args;
  }
}
