package dev.hbaseadvisor.rules;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Finds the {@code .hbase-advisor.yaml} that applies to a schema file as ruff and ESLint do: the
 * nearest one in the file's folder or above it, up to the repository root (the folder holding
 * {@code .git}); outside a repository, up to the working directory when the file lies under it.
 */
public final class LintConfigs {

  private LintConfigs() {}

  /** The git top level holding {@code start} (a file or folder): the nearest folder with a {@code .git} entry. */
  public static Optional<Path> repositoryRoot(Path start) {
    Path folder = start.toAbsolutePath().normalize();
    if (!Files.isDirectory(folder)) {
      folder = folder.getParent();
    }
    for (Path p = folder; p != null; p = p.getParent()) {
      if (Files.exists(p.resolve(".git"))) {
        return Optional.of(p);
      }
    }
    return Optional.empty();
  }

  /** The config file that applies to {@code schemaFile}, if any. */
  public static Optional<Path> nearest(Path schemaFile) {
    Path file = schemaFile.toAbsolutePath().normalize();
    Path folder = file.getParent();
    Path cwd = Path.of("").toAbsolutePath().normalize();
    Path stop = repositoryRoot(file).orElse(folder.startsWith(cwd) ? cwd : folder);
    for (Path p = folder; p != null && p.startsWith(stop); p = p.getParent()) {
      Path candidate = p.resolve(LintConfig.FILE_NAME);
      if (Files.isRegularFile(candidate)) {
        return Optional.of(candidate);
      }
    }
    return Optional.empty();
  }
}
