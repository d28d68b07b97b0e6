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
      throw new GitException(file + ":1:1: not in a git repository (--base reads the old version with git)", false);
    }
    Path root;
    try {
      root = Path.of(top.text().strip()).toRealPath();
    } catch (IOException e) {
      throw new GitException(file + ":1:1: cannot resolve the repository root: " + e.getMessage(), false);
    }
    String relative = root.relativize(real).toString().replace('\\', '/');
    String spec = revision + ":" + relative;
    Result shown = git(root, "show", spec);
    if (shown.code() == 0) {
      return new Version(shown.text(), spec);
    }
    if (git(root, "rev-parse", "--verify", "--quiet", revision + "^{commit}").code() != 0) {
      if (revision.equals("HEAD") && git(root, "rev-parse", "--verify", "--quiet", "HEAD").code() != 0) {
        // A repository before its first commit: every file is new (pre-commit's diff hook on the first commit).
        throw new GitException(file + ":1:1: '" + relative + "' does not exist at revision HEAD (the repository "
            + "has no commit yet)", true);
      }
      throw new GitException(file + ":1:1: unknown git revision '" + revision + "'", false);
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
   * The path {@code relative} had at {@code revision} when git sees it as renamed since
   * ({@code git diff -M}: the working tree, staged files included, against the revision), or null.
   */
  private static String renamedFrom(Path root, String revision, String relative) throws GitException {
    Result diff = git(root, "diff", "-M", "--name-status", "-z", "--diff-filter=R", revision, "--");
    if (diff.code() != 0) {
      return null;
    }
    String[] parts = diff.text().split("\u0000");
    for (int i = 0; i + 2 < parts.length; i += 3) {
      if (parts[i].startsWith("R") && parts[i + 2].equals(relative)) {
        return parts[i + 1];
      }
    }
    return null;
  }

  private record Result(int code, String text) {}

  private static Result git(Path folder, String... args) throws GitException {
    List<String> command = new ArrayList<>();
    command.add("git");
    command.addAll(List.of(args));
    ProcessBuilder builder = new ProcessBuilder(command).directory(folder.toFile())
        .redirectError(ProcessBuilder.Redirect.DISCARD);
    try {
      Process process = builder.start();
      process.getOutputStream().close();
      byte[] out;
      try (InputStream in = process.getInputStream()) {
        out = in.readNBytes(SourceText.MAX_BYTES + 1);
      }
      if (out.length > SourceText.MAX_BYTES) {
        process.destroy();
        throw new GitException("hbase-advisor diff: git " + String.join(" ", args) + ": more than "
            + SourceText.MAX_BYTES + " bytes; inputs are limited to " + (SourceText.MAX_BYTES >> 20) + " MiB", false);
      }
      return new Result(process.waitFor(), new String(out, StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new GitException("hbase-advisor diff: cannot run git (--base needs it on the PATH): " + e.getMessage(),
          false);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new GitException("hbase-advisor diff: interrupted while running git", false);
    }
  }
}
