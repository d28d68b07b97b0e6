package dev.hbaseadvisor.report;

import dev.hbaseadvisor.rules.Finding;
import dev.hbaseadvisor.rules.RuleMeta;
import dev.hbaseadvisor.rules.Severity;
import java.util.List;

/**
 * JUnit XML for CI test reports: a test suite per file and a test case per rule and file,
 * failed when the rule has findings in that file.
 */
final class JunitFindings {

  private JunitFindings() {}

  static String render(List<FileFindings> files, List<RuleMeta> rules) {
    StringBuilder sb = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    int total = files.size() * rules.size();
    long failures = files.stream().mapToLong(f -> f.findings().stream().map(Finding::rule).distinct().count()).sum();
    sb.append("<testsuites name=\"hbase-advisor\" tests=\"").append(total).append("\" failures=\"")
        .append(failures).append("\">\n");
    for (FileFindings file : files) {
      long fileFailures = file.findings().stream().map(Finding::rule).distinct().count();
      sb.append("  <testsuite name=\"").append(xml(file.file())).append("\" tests=\"").append(rules.size())
          .append("\" failures=\"").append(fileFailures).append("\" errors=\"0\" skipped=\"0\">\n");
      for (RuleMeta rule : rules) {
        List<Finding> hits = file.findings().stream().filter(f -> f.rule().equals(rule.id())).toList();
        sb.append("    <testcase classname=\"").append(xml(file.file())).append("\" name=\"").append(xml(rule.id()))
            .append('"');
        if (hits.isEmpty()) {
          sb.append("/>\n");
          continue;
        }
        Severity worst = hits.stream().map(Finding::severity).min(Enum::compareTo).orElseThrow();
        sb.append(">\n      <failure type=\"").append(worst.label()).append("\" message=\"")
            .append(xml(hits.get(0).message())).append("\">");
        for (Finding f : hits) {
          sb.append(xml(file.file() + ":" + f.line() + ":" + f.column() + " " + f.severity().label() + " "
              + f.message() + (f.fix() == null ? "" : "\nFix: " + f.fix().strip()))).append('\n');
        }
        sb.append("</failure>\n    </testcase>\n");
      }
      sb.append("  </testsuite>\n");
    }
    return sb.append("</testsuites>\n").toString();
  }

  static String xml(String text) {
    StringBuilder sb = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '&' -> sb.append("&amp;");
        case '<' -> sb.append("&lt;");
        case '>' -> sb.append("&gt;");
        case '"' -> sb.append("&quot;");
        case '\'' -> sb.append("&apos;");
        default -> {
          if (c < 0x20 && c != '\n' && c != '\t' && c != '\r') {
            sb.append("&#x").append(Integer.toHexString(c)).append(';');
          } else {
            sb.append(c);
          }
        }
      }
    }
    return sb.toString();
  }
}
