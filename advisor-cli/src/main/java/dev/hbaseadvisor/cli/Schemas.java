package dev.hbaseadvisor.cli;

import dev.hbaseadvisor.model.SchemaException;
import dev.hbaseadvisor.model.SchemaLoader;
import dev.hbaseadvisor.model.TableSchema;
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
    try {
      return SchemaLoader.load(file);
    } catch (SchemaException e) {
      throw new InputException(e.getMessage());
    }
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
        }
      } else if (Files.exists(path)) {
        files.add(path);
      } else {
        throw new InputException(path + ":1:1: no such file or folder");
      }
    }
    return files;
  }

  private static boolean isSchemaFile(Path path) {
    String name = path.getFileName().toString();
    return name.endsWith(".yaml") || name.endsWith(".yml");
  }
}
