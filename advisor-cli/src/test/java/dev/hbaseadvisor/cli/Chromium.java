package dev.hbaseadvisor.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Headless Chromium for the browser tests: found on the PATH (or named by {@code CHROMIUM}) and
 * started with the flags it needs as root on a machine without a network or a display.
 */
final class Chromium {

  private static final List<String> FLAGS = List.of("--headless", "--no-sandbox", "--disable-gpu",
      "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
      "--disable-sync", "--disable-dev-shm-usage");

  private Chromium() {}

  /** The browser binary, if one is installed. */
  static Optional<Path> find() {
    String named = System.getenv("CHROMIUM");
    if (named != null && Files.isExecutable(Path.of(named))) {
      return Optional.of(Path.of(named));
    }
    String path = System.getenv().getOrDefault("PATH", "");
    for (String dir : path.split(java.io.File.pathSeparator)) {
      for (String name : List.of("chromium", "chromium-browser", "google-chrome")) {
        Path candidate = Path.of(dir, name);
        if (Files.isExecutable(candidate)) {
          return Optional.of(candidate);
        }
      }
    }
    return Optional.empty();
  }

  /** Runs the browser with {@code args} and a new empty profile under {@code work}; returns standard output. */
  static String run(Path binary, Path work, List<String> args, long timeoutSeconds)
      throws IOException, InterruptedException {
    Path profile = Files.createTempDirectory(work, "profile");
    List<String> command = new ArrayList<>();
    command.add(binary.toString());
    command.addAll(FLAGS);
    command.add("--user-data-dir=" + profile);
    command.addAll(args);
    Path out = Files.createTempFile(work, "chromium", ".out");
    Process p = new ProcessBuilder(command).redirectOutput(out.toFile())
        .redirectError(ProcessBuilder.Redirect.DISCARD).start();
    if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      throw new IllegalStateException("Chromium took over " + timeoutSeconds + " s: " + command);
    }
    String text = Files.readString(out, StandardCharsets.UTF_8);
    Files.delete(out);
    return text;
  }
}
