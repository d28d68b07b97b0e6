package dev.hbaseadvisor.maven;

import java.io.File;
import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The schema files of a goal: the files under a folder whose path relative to it matches one of
 * the Ant-style include patterns ({@code **}{@code /*.yaml}) and none of the excludes, sorted, as
 * Maven's own filesets select files. The lint config {@code .hbase-advisor.yaml} is never a schema.
 */
final class SchemaFiles {

  /** The includes when none are configured: every YAML file under the folder. */
  static final List<String> DEFAULT_INCLUDES = List.of("**/*.yaml", "**/*.yml");

  private static final String CONFIG_FILE = ".hbase-advisor.yaml";

  private SchemaFiles() {}

  /**
   * The matching files under {@code directory}, sorted by path.
   *
   * @throws IOException when the folder cannot be walked
   */
  static List<Path> select(File directory, List<String> includes, List<String> excludes) throws IOException {
    Path root = directory.toPath();
    if (!Files.isDirectory(root)) {
      return List.of();
    }
    List<PathMatcher> in = matchers(includes == null || includes.isEmpty() ? DEFAULT_INCLUDES : includes);
    List<PathMatcher> out = matchers(excludes == null ? List.of() : excludes);
    List<Path> files = new ArrayList<>();
    try (Stream<Path> walk = Files.walk(root)) {
      walk.filter(Files::isRegularFile).sorted().forEach(file -> {
        Path relative = root.relativize(file);
        if (!file.getFileName().toString().equals(CONFIG_FILE) && matches(in, relative) && !matches(out, relative)) {
          files.add(file);
        }
      });
    }
    return files;
  }

  private static boolean matches(List<PathMatcher> matchers, Path relative) {
    return matchers.stream().anyMatch(m -> m.matches(relative));
  }

  /**
   * Glob matchers for Ant-style patterns: {@code **}{@code /} also matches no folder at all, so
   * {@code **}{@code /*.yaml} selects {@code a.yaml} as well as {@code x/y/a.yaml}.
   */
  private static List<PathMatcher> matchers(List<String> patterns) {
    List<PathMatcher> matchers = new ArrayList<>();
    for (String pattern : patterns) {
      String glob = pattern.replace('\\', '/');
      matchers.add(FileSystems.getDefault().getPathMatcher("glob:" + glob));
      if (glob.startsWith("**/")) {
        matchers.addAll(matchers(List.of(glob.substring(3))));
      }
      if (glob.contains("/**/")) {
        matchers.addAll(matchers(List.of(glob.replaceFirst("/\\*\\*/", "/"))));
      }
    }
    return matchers;
  }
}
