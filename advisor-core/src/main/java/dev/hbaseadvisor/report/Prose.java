package dev.hbaseadvisor.report;

import java.util.regex.Pattern;

/**
 * Catalog prose as one-line readers want it: the hard line wraps of a YAML block scalar joined
 * into spaces, while blank lines between paragraphs, list items and indented code keep their
 * line breaks.
 */
final class Prose {

  private static final Pattern STRUCTURED = Pattern.compile("^(\\s|- |\\* |```|\\d+\\. ).*");

  private Prose() {}

  static String unwrap(String text) {
    if (text == null) {
      return null;
    }
    StringBuilder sb = new StringBuilder(text.length());
    boolean blank = false;
    boolean previousStructured = false;
    for (String raw : text.strip().split("\n", -1)) {
      String line = raw.stripTrailing();
      if (line.isBlank()) {
        blank = true;
        continue;
      }
      boolean structured = STRUCTURED.matcher(line).matches();
      if (sb.length() > 0) {
        sb.append(blank ? "\n\n" : structured || previousStructured ? "\n" : " ");
      }
      sb.append(line);
      blank = false;
      previousStructured = structured;
    }
    return sb.toString();
  }
}
