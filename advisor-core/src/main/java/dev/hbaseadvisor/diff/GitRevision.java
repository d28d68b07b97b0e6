package dev.hbaseadvisor.diff;

import dev.hbaseadvisor.yaml.SourceText;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a file as it was at a git revision ({@code git show REV:path}, run in the file's
 * repository with the path relative to its root), for {@code diff --base REV}; a file renamed
 * since the revision is read under its old path, as {@code git diff -M} pairs them.
 */
public final class GitRevision {

  /** A file's text at a revision and the {@code REV:path} name it is shown under. */
  public record Version(String text, String name) {}

  /** Why the old version could not be read; the message is for the user, as it is. */
  public static final class GitException extends Exception {
    private final boolean missing;

    GitException(String message, boolean missing) {
      super(message);
      this.missing = missing;
    }

    /** Whether the revision exists but the path does not exist in it (a new file). */
    public boolean missingAtRevision() {
      return missing;
    }
  }

  /** The most of git's standard error kept, for its first line. */
  private static final int MAX_ERROR_BYTES = 4096;
  /** The longest path a rename list may name: Linux's PATH_MAX. */
  private static final int MAX_PATH_BYTES = 4096;

  private GitRevision() {}

  /** The text of {@code file} at {@code revision}. */
  public static Version show(Path file, String revision) throws GitException {
    if (revision.isEmpty() || revision.startsWith("-")) {
      throw new GitException("hbase-advisor diff: --base needs a revision, got '" + revision + "'", false);
    }
    Path real;
    try {
      real = file.toRealPath();
    } catch (IOException e) {
      throw new GitException(file + ":1:1: no such file", false);
    }
    Path folder = Files.isDirectory(real) ? real : real.getParent();
    Result top = git(folder, "rev-parse", "--show-toplevel");
    if (top.code() != 0) {
      throw new GitException(file + ":1:1: " + (top.error().contains("not a git repository")
          ? "not in a git repository (--base reads the old version with git)"
          : "git cannot read the repository (--base reads the old version with git): " + top.error()), false);
    }
    Path root;
    try {
      root = Path.of(top.text().strip()).toRealPath();
    } catch (IOException e) {
      throw new GitException(file + ":1:1: cannot resolve the repository root: " + e.getMessage(), false);
    }
    String relative = root.relativize(real).toString().replace('\\', '/');
    // One commit, checked first: for "HEAD..HEAD~1:file" git show would print a log instead.
    Result commit = git(root, "rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}");
    if (commit.code() != 0) {
      if (revision.equals("HEAD") && git(root, "rev-parse", "--verify", "--quiet", "HEAD").code() != 0) {
        // A repository before its first commit: every file is new (pre-commit's diff hook on the first commit).
        throw new GitException(file + ":1:1: '" + relative + "' does not exist at revision HEAD (the repository "
            + "has no commit yet)", true);
      }
      throw new GitException(file + ":1:1: unknown git revision '" + revision + "'", false);
    }
    Result shown = git(root, "show", revision + ":" + relative);
    if (shown.code() == 0) {
      return new Version(shown.text(), revision + ":" + relative);
    }
    String renamed = renamedFrom(root, revision, relative);
    if (renamed != null) {
      Result old = git(root, "show", revision + ":" + renamed);
      if (old.code() == 0) {
        return new Version(old.text(), revision + ":" + renamed);
      }
    }
    throw new GitException(file + ":1:1: '" + relative + "' does not exist at revision " + revision, true);
  }

  /**
   * The path {@code relative} had at {@code commit} when git sees it as renamed since
   * ({@code git diff -M}: the working tree, staged files included, against the commit), or null.
   * The list is read as it streams, one entry at a time, so a commit that renamed many files needs
   * no more memory than one.
   */
  private static String renamedFrom(Path root, String commit, String relative) throws GitException {
    Process process = start(root, "diff", "-M", "--name-status", "-z", "--diff-filter=R", commit, "--");
    try (InputStream in = new java.io.BufferedInputStream(process.getInputStream())) {
      while (true) {
        String status = field(in);
        String from = field(in);
        String to = field(in);
        if (status == null || from == null || to == null) {
          return null;
        }
        if (status.startsWith("R") && to.equals(relative)) {
          return from;
        }
      }
    } catch (IOException e) {
      return null;
    } finally {
      process.destroy();
    }
  }

  /** The next NUL-terminated field of {@code git ... -z} output, or null at its end. */
  private static String field(InputStream in) throws IOException {
    java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
    for (int b = in.read(); b > 0; b = in.read()) {
      if (bytes.size() > MAX_PATH_BYTES) {
        throw new IOException("a path longer than " + MAX_PATH_BYTES + " bytes");
      }
      bytes.write(b);
    }
    return bytes.size() == 0 ? null : bytes.toString(StandardCharsets.UTF_8);
  }

  /** What git printed: standard output (at most {@link SourceText#MAX_BYTES}) and its first error line. */
  private record Result(int code, String text, String error) {}

  private static Process start(Path folder, String... args) throws GitException {
    List<String> command = new ArrayList<>();
    command.add("git");
    command.addAll(List.of(args));
    try {
      Process process = new ProcessBuilder(command).directory(folder.toFile()).start();
      process.getOutputStream().close();
      return process;
    } catch (IOException e) {
      throw new GitException("hbase-advisor diff: cannot run git (--base needs it on the PATH): " + e.getMessage(),
          false);
    }
  }

  private static Result git(Path folder, String... args) throws GitException {
    Process process = start(folder, args);
    java.util.concurrent.CompletableFuture<String> error = java.util.concurrent.CompletableFuture.supplyAsync(
        () -> firstLine(process.getErrorStream()));
    try {
      byte[] out;
      try (InputStream in = process.getInputStream()) {
        out = in.readNBytes(SourceText.MAX_BYTES + 1);
      }
      if (out.length > SourceText.MAX_BYTES) {
        process.destroy();
        throw new GitException("hbase-advisor diff: git " + String.join(" ", args) + ": more than "
            + SourceText.MAX_BYTES + " bytes; inputs are limited to " + (SourceText.MAX_BYTES >> 20) + " MiB", false);
      }
      return new Result(process.waitFor(), new String(out, StandardCharsets.UTF_8), error.join());
    } catch (IOException e) {
      throw new GitException("hbase-advisor diff: cannot read what git printed: " + e.getMessage(), false);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new GitException("hbase-advisor diff: interrupted while running git", false);
    }
  }

  /** The first line of a stream, at most {@value #MAX_ERROR_BYTES} bytes of it; the rest is read and dropped. */
  private static String firstLine(InputStream in) {
    try (in) {
      String head = new String(in.readNBytes(MAX_ERROR_BYTES), StandardCharsets.UTF_8);
      in.transferTo(java.io.OutputStream.nullOutputStream());
      int end = head.indexOf('\n');
      return (end < 0 ? head : head.substring(0, end)).strip();
    } catch (IOException e) {
      return "";
    }
  }
}
