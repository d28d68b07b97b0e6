package dev.hbaseadvisor.cli;

import dev.hbaseadvisor.importer.DefinitionFiles;
import dev.hbaseadvisor.model.SchemaException;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.report.Printable;
import dev.hbaseadvisor.rules.LintConfig;
import dev.hbaseadvisor.yaml.DisplayCharacters;
import dev.hbaseadvisor.yaml.SourceText;
import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/** Loads the schema files named on a command line, turning problems into {@link InputException}s. */
final class Schemas {

  /** The path {@code -}: a schema read from standard input. */
  static final Path STDIN = Path.of("-");

  /** The most a schema read from standard input may hold: the same bound as a schema file's. */
  static final int STDIN_LIMIT = dev.hbaseadvisor.yaml.SourceText.MAX_BYTES;

  private Schemas() {}

  /** Standard input as UTF-8 text, refused beyond {@link #STDIN_LIMIT} bytes. */
  static String readStdin() {
    if (jvmFile(standardInput())) {
      throw new InputException("-:1:1: standard input is closed; pipe a schema into it or name the schema file");
    }
    try {
      byte[] bytes = System.in.readNBytes(STDIN_LIMIT + 1);
      if (bytes.length > STDIN_LIMIT) {
        throw new InputException("-:1:1: standard input holds more than " + (STDIN_LIMIT >> 20)
            + " MiB, more than any schema needs");
      }
      return new String(bytes, java.nio.charset.StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new InputException("-:1:1: cannot read standard input: " + e.getMessage());
    }
  }

  /** What file descriptor 0 points at (Linux's {@code /proc/self/fd/0}), or null where that cannot be read. */
  private static Path standardInput() {
    try {
      return Files.readSymbolicLink(Path.of("/proc/self/fd/0"));
    } catch (IOException | UnsupportedOperationException | SecurityException e) {
      return null;
    }
  }

  /**
   * Whether standard input is a file the JVM opened for itself: with standard input closed
   * ({@code <&-}), the JVM's first file (its {@code lib/modules}) takes descriptor 0, and reading
   * it read 2 MiB of the JVM ("standard input holds more than 2 MiB").
   */
  static boolean jvmFile(Path target) {
    if (target == null || !target.isAbsolute()) {
      return false;
    }
    Path home = Path.of(System.getProperty("java.home")).toAbsolutePath().normalize();
    try {
      home = home.toRealPath();
    } catch (IOException e) {
      // compare with the path as it is
    }
    return target.normalize().startsWith(home);
  }

  /** Loads one file or fails with every problem in it. */
  static TableSchema load(Path file) {
    refuseUnsafeName(file);
    try {
      return DefinitionFiles.loadOne(file);
    } catch (SchemaException e) {
      throw problems(e);
    }
  }

  /** Every problem of a schema that cannot be loaded, one a line. */
  static InputException problems(SchemaException e) {
    return new InputException(lines(e));
  }

  /**
   * The problems of a schema that cannot be loaded, one a line, each escaped whole: a line break
   * in a key or a value the loader quotes cannot start a line of its own.
   */
  static List<String> lines(SchemaException e) {
    return e.problems().stream().map(problem -> Printable.line(problem.toString())).toList();
  }

  /** The text of a schema file (already loaded, so readable). */
  static String text(Path file) {
    try {
      return Files.readString(file, java.nio.charset.StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new InputException(file + ":1:1: cannot read: " + e.getMessage());
    }
  }

  /** The folders a search never enters: version control, dependencies and build output. */
  static final List<String> SKIPPED_FOLDERS = List.of(".git", ".hg", ".svn", "node_modules", "target");

  /** A line that starts a top-level {@code table:} key, as every schema has. */
  private static final Pattern TABLE_KEY = Pattern.compile("(?m)^(table|\"table\"|'table')[ \t]*:");

  /** The files of {@link #expand(List, Predicate)} with nothing excluded by glob. */
  static List<Path> expand(List<Path> paths) {
    return expand(paths, file -> false);
  }

  /**
   * The schema files of the paths, sorted; {@code -} (standard input) and files named on the
   * command line kept as they are. Folders are searched recursively for {@code *.yaml} and
   * {@code *.yml}, skipping {@link #SKIPPED_FOLDERS}, {@code .hbase-advisor.yaml}, what
   * {@code excluded} matches, and YAML files that are no schema: a schema is a file with a
   * top-level {@code table:} key, so a workflow, a compose file or a CI config found in the
   * folder is left alone, as ruff and sqlfluff keep to the files they can lint.
   */
  static List<Path> expand(List<Path> paths, Predicate<Path> excluded) {
    List<Path> files = new ArrayList<>();
    for (Path path : paths) {
      if (path.equals(STDIN)) {
        files.add(path);
      } else if (Files.isDirectory(path)) {
        files.addAll(search(path, excluded));
      } else if (Files.exists(path)) {
        files.add(path);
      } else {
        throw new InputException(path + ":1:1: no such file or folder");
      }
    }
    files.forEach(Schemas::refuseUnsafeName);
    return files;
  }

  private static List<Path> search(Path folder, Predicate<Path> excluded) {
    List<Path> found = new ArrayList<>();
    try {
      Files.walkFileTree(folder, new SimpleFileVisitor<>() {
        @Override
        public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attributes) {
          boolean skip = !dir.equals(folder)
              && (SKIPPED_FOLDERS.contains(dir.getFileName().toString()) || excluded.test(dir));
          return skip ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
        }

        @Override
        public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
          if (Files.isRegularFile(file) && isSchemaFile(file) && !excluded.test(file) && declaresTable(file)) {
            found.add(file);
          }
          return FileVisitResult.CONTINUE;
        }
      });
    } catch (IOException e) {
      throw new InputException(folder + ": cannot read folder: " + e.getMessage());
    }
    found.sort(null);
    return found;
  }

  /**
   * Refuses a schema file whose name holds a control or bidirectional-formatting character: its
   * name starts every line about it, so a line break in it (a file added by a pull request) would
   * write a line of its own, a workflow command, into the CI log.
   */
  private static void refuseUnsafeName(Path file) {
    String name = file.toString();
    int at = DisplayCharacters.firstUnsafe(name);
    if (at >= 0) {
      throw new InputException(name + ":1:1: the file name holds the character "
          + DisplayCharacters.codePoint(name.charAt(at)) + "; rename the file (file names are shown in terminals and CI"
          + " logs, so control and bidirectional-formatting characters are refused)");
    }
  }

  private static boolean isSchemaFile(Path path) {
    String name = path.getFileName().toString();
    return (name.endsWith(".yaml") || name.endsWith(".yml")) && !name.equals(LintConfig.FILE_NAME);
  }

  /** Whether a file found in a folder is a schema: a top-level {@code table:} key, or unreadable (reported). */
  private static boolean declaresTable(Path file) {
    try {
      return TABLE_KEY.matcher(SourceText.read(file)).find();
    } catch (SourceText.UnreadableException e) {
      return true;
    }
  }
}
