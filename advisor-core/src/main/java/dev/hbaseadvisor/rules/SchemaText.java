package dev.hbaseadvisor.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Edits the text of a schema file block by block, so that a candidate rowkey is checked as the
 * file a user would get by pasting it: every other line, comment and position stays as written.
 */
final class SchemaText {

  private SchemaText() {}

  /**
   * Replaces the top-level block of {@code key} (its line and every line after it up to the next
   * top-level key, leaving comments and blank lines before that key in place) with
   * {@code replacement}; appends it when the key is absent, and removes the block when the
   * replacement is empty.
   */
  static String replaceBlock(String text, String key, String replacement) {
    List<String> lines = new ArrayList<>(Arrays.asList(text.split("\n", -1)));
    int[] span = span(lines, key);
    String block = replacement.endsWith("\n") || replacement.isEmpty() ? replacement : replacement + "\n";
    if (span == null) {
      String base = text.endsWith("\n") || text.isEmpty() ? text : text + "\n";
      return base + block;
    }
    List<String> out = new ArrayList<>(lines.subList(0, span[0]));
    if (!block.isEmpty()) {
      out.addAll(Arrays.asList(block.substring(0, block.length() - 1).split("\n", -1)));
    }
    out.addAll(lines.subList(span[1], lines.size()));
    return String.join("\n", out);
  }

  /** The top-level block of {@code key} as {@link #replaceBlock} would replace it, ending in a newline; empty when absent. */
  static String block(String text, String key) {
    List<String> lines = Arrays.asList(text.split("\n", -1));
    int[] span = span(lines, key);
    return span == null ? "" : String.join("\n", lines.subList(span[0], span[1])) + "\n";
  }

  /** The lines of {@code key}'s block, first inclusive and last exclusive, or null when absent. */
  private static int[] span(List<String> lines, String key) {
    Pattern head = Pattern.compile(Pattern.quote(key) + "\\s*:.*");
    int start = -1;
    for (int i = 0; i < lines.size(); i++) {
      if (head.matcher(lines.get(i)).matches()) {
        start = i;
        break;
      }
    }
    if (start < 0) {
      return null;
    }
    int end = start + 1;
    while (end < lines.size() && !topLevel(lines.get(end))) {
      end++;
    }
    while (end > start + 1 && (lines.get(end - 1).isBlank() || lines.get(end - 1).startsWith("#"))) {
      end--;
    }
    return new int[] {start, end};
  }

  private static boolean topLevel(String line) {
    return !line.isEmpty() && !Character.isWhitespace(line.charAt(0)) && line.charAt(0) != '#';
  }
}
