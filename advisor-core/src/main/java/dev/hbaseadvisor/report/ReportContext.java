package dev.hbaseadvisor.report;

import dev.hbaseadvisor.rules.LintConfigs;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Where a run's files are reported from: the repository root that machine-read outputs name
 * files relative to (the git top level, else the working directory), and the documentation each
 * rule id links to.
 *
 * @param root the absolute, normalized repository root
 * @param docsUrl the base URL a rule id is appended to ({@code ...docs/rules.md#})
 * @param baseline whether a baseline was applied (SARIF then states every result's baselineState)
 */
public record ReportContext(Path root, String docsUrl, boolean baseline) {

  /** Refuses a docs URL that is not an absolute http or https URL ({@link Links}). */
  public ReportContext {
    Links.require(docsUrl, false);
  }

  /** The rule catalog of this repository, each rule a heading anchor. */
  public static final String RULES_DOCS = "https://github.com/hbase-advisor/hbase-advisor/blob/main/docs/rules.md#";

  /** The change catalog of {@code diff}. */
  public static final String CHANGES_DOCS = "https://github.com/hbase-advisor/hbase-advisor/blob/main/docs/diff.md#";

  /**
   * The name of a schema read from standard input without {@code --stdin-filename}, which every
   * output shows as it is (a SARIF artifact URI as {@code %3Cstdin%3E}, with no base), never as a
   * file of the working directory.
   */
  public static final String STDIN = "<stdin>";

  /** Reports relative to the working directory's repository, linking to the rules docs. */
  public static ReportContext current() {
    return new ReportContext(rootOf(null), RULES_DOCS, false);
  }

  /**
   * The repository root for files: the git top level holding {@code file} (searched from its
   * folder up), else the one holding the working directory, else the working directory.
   */
  public static Path rootOf(Path file) {
    Path cwd = Path.of("").toAbsolutePath().normalize();
    Optional<Path> fromFile = file == null ? Optional.empty() : LintConfigs.repositoryRoot(file);
    return fromFile.or(() -> LintConfigs.repositoryRoot(cwd)).orElse(cwd);
  }

  /** This context with another docs base URL. */
  public ReportContext withDocsUrl(String url) {
    return new ReportContext(root, url, baseline);
  }

  /** This context for a run that applied a baseline. */
  public ReportContext withBaseline() {
    return new ReportContext(root, docsUrl, true);
  }

  /** The documentation of a rule id. */
  public String helpUri(String id) {
    return docsUrl + id;
  }

  /**
   * A file relative to the root with forward slashes, or its absolute path when it lies outside;
   * {@link #STDIN} as it is.
   */
  public String display(String file) {
    if (STDIN.equals(file)) {
      return STDIN;
    }
    Path absolute = absolute(file);
    return absolute.startsWith(root) ? relative(absolute) : absolute.toString().replace('\\', '/');
  }

  /** Whether the file lies under the root. */
  public boolean inside(String file) {
    return !STDIN.equals(file) && absolute(file).startsWith(root);
  }

  /** The root as a {@code file://} URI ending in a slash (SARIF's SRCROOT). */
  public String rootUri() {
    String path = root.toString().replace('\\', '/');
    return "file://" + (path.startsWith("/") ? "" : "/") + encodePath(path.endsWith("/") ? path : path + "/");
  }

  /**
   * A SARIF artifact URI: the RFC 3986 percent-encoded path relative to the root, or an absolute
   * {@code file://} URI for a file outside it.
   */
  public String uri(String file) {
    if (STDIN.equals(file)) {
      return encodePath(STDIN);
    }
    Path absolute = absolute(file);
    if (absolute.startsWith(root)) {
      return encodePath(relative(absolute));
    }
    String path = absolute.toString().replace('\\', '/');
    return "file://" + (path.startsWith("/") ? "" : "/") + encodePath(path);
  }

  private static Path absolute(String file) {
    return Path.of(file).toAbsolutePath().normalize();
  }

  private String relative(Path absolute) {
    String rel = root.relativize(absolute).toString().replace('\\', '/');
    return rel.isEmpty() ? "." : rel;
  }

  /**
   * Percent-encodes a path per RFC 3986: every byte of the UTF-8 form outside the unreserved
   * characters, the sub-delimiters, {@code @} and {@code /} becomes {@code %XX}; a colon is
   * encoded too, so a relative reference never reads as a scheme.
   */
  static String encodePath(String path) {
    StringBuilder sb = new StringBuilder(path.length() + 8);
    for (byte b : path.getBytes(StandardCharsets.UTF_8)) {
      int c = b & 0xFF;
      if (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || "-._~!$&'()*+,;=@/".indexOf(c) >= 0) {
        sb.append((char) c);
      } else {
        sb.append('%').append(Character.toUpperCase(Character.forDigit(c >> 4, 16)))
            .append(Character.toUpperCase(Character.forDigit(c & 0xF, 16)));
      }
    }
    return sb.toString();
  }
}
