package dev.hbaseadvisor.report;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Rule texts for the HTML report: HTML-escaped, with Markdown's inline code spans
 * ({@code `presplit:`}) rendered as {@code <code>} elements. Nothing else of Markdown is read.
 */
final class InlineCode {

  private static final Pattern SPAN = Pattern.compile("`([^`\\n]+)`");

  private InlineCode() {}

  /** {@code text} as safe HTML, its backtick spans as {@code <code>}. */
  static String html(String text) {
    Matcher m = SPAN.matcher(text);
    StringBuilder out = new StringBuilder();
    int last = 0;
    while (m.find()) {
      out.append(escape(text.substring(last, m.start()))).append("<code>").append(escape(m.group(1))).append("</code>");
      last = m.end();
    }
    return out.append(escape(text.substring(last))).toString();
  }

  /** Escapes as FreeMarker's HTML output format does for the rest of the page. */
  private static String escape(String text) {
    return freemarker.template.utility.StringUtil.XHTMLEnc(text);
  }
}
