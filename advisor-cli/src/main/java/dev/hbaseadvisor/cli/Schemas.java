package dev.hbaseadvisor.cli;

import dev.hbaseadvisor.model.SchemaException;
import dev.hbaseadvisor.model.SchemaLoader;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.report.Printable;
import dev.hbaseadvisor.yaml.DisplayCharacters;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** Loads the schema files named on a command line, turning problems into {@link InputException}s. */
final class Schemas {

  /** The path {@code -}: a schema read from standard input. */
  static final Path STDIN = Path.of("-");

  /** The most a schema read from standard input may hold: the same bound as a schema file's. */
  static final int STDIN_LIMIT = dev.hbaseadvisor.yaml.SourceText.MAX_BYTES;

  private Schemas() {}

  /** Standard input as UTF-8 text, refused beyond {@link #STDIN_LIMIT} bytes. */
  static String readStdin() {
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

  /** Loads one file or fails with every problem in it. */
  static TableSchema load(Path file) {
    refuseUnsafeName(file);
    try {
      return SchemaLoader.load(file);
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

  /**
   * The {@code *.yaml} and {@code *.yml} files of the paths, folders walked recursively, sorted;
   * {@code -} (standard input) kept as it is.
   */
  static List<Path> expand(List<Path> paths) {
    List<Path> files = new ArrayList<>();
    for (Path path : paths) {
      if (path.equals(STDIN)) {
        files.add(path);
      } else if (Files.isDirectory(path)) {
        try (Stream<Path> walk = Files.walk(path)) {
          walk.filter(Files::isRegularFile).filter(Schemas::isSchemaFile)
              .filter(p -> !p.getFileName().toString().equals(".hbase-advisor.yaml"))
              .sorted().forEach(files::add);
        } catch (IOException e) {
          throw new InputException(path + ": cannot read folder: " + e.getMessage());
        } catch (java.io.UncheckedIOException e) {
          throw new InputException(path + ": cannot read folder: " + e.getCause().getMessage());
        }
      } else if (Files.exists(path)) {
        files.add(path);
      } else {
        throw new InputException(path + ":1:1: no such file or folder");
      }
    }
    files.forEach(Schemas::refuseUnsafeName);
    return files;
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
    return name.endsWith(".yaml") || name.endsWith(".yml");
  }
}
