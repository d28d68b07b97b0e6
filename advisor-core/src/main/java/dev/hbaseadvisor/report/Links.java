package dev.hbaseadvisor.report;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;

/**
 * Checks an address a user gives for the links of an output ({@code --docs-url}, {@code docs-url:}
 * in a config, {@code --rules-url}): an http or https URL, or, where a page links to files beside
 * it, a relative reference; never {@code javascript:}, {@code data:} or text that is no URI.
 */
public final class Links {

  private Links() {}

  /**
   * Why {@code url} cannot be a link base, or null when it can.
   *
   * @param relativeAllowed whether a reference without a scheme ({@code docs/rules.md}) is allowed
   */
  public static String problem(String url, boolean relativeAllowed) {
    if (url.isEmpty()) {
      return "the URL is empty";
    }
    URI uri;
    try {
      uri = new URI(url);
    } catch (URISyntaxException e) {
      return "'" + url + "' is not a URL (" + e.getReason() + " at index " + e.getIndex() + ")";
    }
    String scheme = uri.getScheme() == null ? null : uri.getScheme().toLowerCase(Locale.ROOT);
    if (scheme == null) {
      return relativeAllowed || uri.getHost() != null ? null
          : "'" + url + "' is not an absolute http or https URL";
    }
    if (!scheme.equals("http") && !scheme.equals("https")) {
      return "'" + url + "' is a " + scheme + ": URL; links must be http or https";
    }
    return uri.getHost() == null ? "'" + url + "' names no host" : null;
  }

  /** {@code url}, when it can be a link base ({@link #problem}). */
  static String require(String url, boolean relativeAllowed) {
    String problem = problem(url, relativeAllowed);
    if (problem != null) {
      throw new IllegalArgumentException(problem);
    }
    return url;
  }
}
