package dev.hbaseadvisor.hbase;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The measured agreement of a fidelity run, one line per comparison, printed and appended to
 * {@code target/fidelity-report.txt} so that docs/fidelity.md can quote the latest figures.
 */
final class Report {

  private Report() {}

  static synchronized void line(String check, String subject, String figures) {
    String line = check + " | " + subject + " | " + figures;
    System.out.println("[fidelity] " + line);
    try {
      Path file = Path.of("target", "fidelity-report.txt");
      Files.createDirectories(file.getParent());
      Files.writeString(file, line + System.lineSeparator(), StandardCharsets.UTF_8, StandardOpenOption.CREATE,
          StandardOpenOption.APPEND);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
