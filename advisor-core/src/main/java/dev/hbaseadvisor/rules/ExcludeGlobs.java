package dev.hbaseadvisor.rules;

import java.nio.file.FileSystems;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.List;

/**
 * Globs of files and folders that a folder search skips, as ruff's {@code extend-exclude} reads
 * them: relative to a base folder; a glob without {@code /} matches a file or folder name at any
 * depth below the base ({@code *.draft.yaml}, {@code legacy}; outside the base, the file's own
 * name), one with {@code /} matches the path from the base ({@code teams/old/**}), or the absolute
 * path when it starts with {@code /}; a matched folder excludes everything under it.
 *
 * @param base the folder the globs are relative to
 * @param globs the globs as written
 */
public record ExcludeGlobs(Path base, List<String> globs) {

  /** The glob's syntax error in one line, or null when it is a glob. */
  public static String syntaxError(String glob) {
    try {
      FileSystems.getDefault().getPathMatcher("glob:" + glob);
      return null;
    } catch (IllegalArgumentException e) {
      return e.getMessage().lines().findFirst().orElse(glob);
    }
  }

  /** Whether {@code file} (a file or folder as the search found it) is excluded. */
  public boolean excludes(Path file) {
    if (globs.isEmpty()) {
      return false;
    }
    Path absolute = file.toAbsolutePath().normalize();
    Path root = base.toAbsolutePath().normalize();
    Path relative = absolute.startsWith(root) && !absolute.equals(root) ? root.relativize(absolute) : null;
    for (String glob : globs) {
      PathMatcher matcher = FileSystems.getDefault().getPathMatcher("glob:" + glob);
      if (glob.startsWith("/")) {
        if (matchesItOrAnAncestor(matcher, absolute, false)) {
          return true;
        }
      } else if (relative != null) {
        if (matchesItOrAnAncestor(matcher, relative, !glob.contains("/"))) {
          return true;
        }
      } else if (!glob.contains("/") && absolute.getFileName() != null && matcher.matches(absolute.getFileName())) {
        return true;
      }
    }
    return false;
  }

  private static boolean matchesItOrAnAncestor(PathMatcher matcher, Path path, boolean byName) {
    for (Path p = path; p != null && p.getNameCount() > 0; p = p.getParent()) {
      if (matcher.matches(byName ? p.getFileName() : p)) {
        return true;
      }
    }
    return false;
  }
}
