package dev.hbaseadvisor.report;

import dev.hbaseadvisor.model.SchemaProblem;
import dev.hbaseadvisor.rules.Finding;
import dev.hbaseadvisor.rules.Severity;
import java.io.IOException;
import java.io.Writer;
import java.util.List;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * JUnit XML for CI test reports (Jenkins, GitLab, Azure DevOps), written with {@link XMLStreamWriter}:
 * a test suite per file, named relative to the repository root, and a test case per finding. Errors
 * and warnings fail their case; an info finding passes and shows as the case's output; a clean file
 * has one passing case; a file that could not be loaded is an {@code <error>}. Every {@code time}
 * is 0, so the same input gives the same file byte for byte. Characters XML 1.0 cannot hold
 * become {@code \x1B}-style text.
 *
 * <p>The shape is the one Jenkins' xunit plugin validates against ({@code junit-10.xsd}), as
 * pytest's {@code xunit2} family writes it: a test case has only {@code name}, {@code classname}
 * and {@code time}, no {@code file} or {@code line} (the failure text starts with
 * {@code file:line:column}). The class name is the file's path as a Java-like dotted name
 * ({@link #className}), since Jenkins splits it at the last dot into package and class.
 */
final class JunitFindings {

  private static final String ZERO = "0";

  private JunitFindings() {}

  /** Writes the XML to {@code out} as it is made. */
  static void write(List<FileFindings> files, ReportContext context, Writer out) throws IOException {
    try {
      XMLStreamWriter xml = XMLOutputFactory.newFactory().createXMLStreamWriter(out);
      xml.writeStartDocument("UTF-8", "1.0");
      xml.writeCharacters("\n");
      xml.writeStartElement("testsuites");
      xml.writeAttribute("name", "hbase-advisor");
      xml.writeAttribute("tests", Integer.toString(files.stream().mapToInt(JunitFindings::tests).sum()));
      xml.writeAttribute("failures", Long.toString(files.stream().mapToLong(JunitFindings::failures).sum()));
      xml.writeAttribute("errors", Integer.toString(files.stream().mapToInt(f -> f.problems().size()).sum()));
      xml.writeAttribute("time", ZERO);
      for (FileFindings file : files) {
        suite(xml, file, context.display(file.file()));
      }
      xml.writeCharacters("\n");
      xml.writeEndElement();
      xml.writeCharacters("\n");
      xml.writeEndDocument();
      xml.close();
    } catch (XMLStreamException e) {
      // The writer's own failure (a full disk) arrives wrapped; anything else is a fault of ours.
      if (e.getCause() instanceof IOException io) {
        throw io;
      }
      throw new IllegalStateException("cannot write JUnit XML: " + e.getMessage(), e);
    }
  }

  private static void suite(XMLStreamWriter xml, FileFindings file, String name) throws XMLStreamException {
    xml.writeCharacters("\n  ");
    xml.writeStartElement("testsuite");
    xml.writeAttribute("name", clean(name));
    xml.writeAttribute("tests", Integer.toString(tests(file)));
    xml.writeAttribute("failures", Long.toString(failures(file)));
    xml.writeAttribute("errors", Integer.toString(file.problems().size()));
    xml.writeAttribute("skipped", ZERO);
    xml.writeAttribute("time", ZERO);
    for (SchemaProblem problem : file.problems()) {
      startCase(xml, name, FindingsFormat.INVALID_SCHEMA);
      xml.writeCharacters("\n      ");
      xml.writeStartElement("error");
      xml.writeAttribute("type", FindingsFormat.INVALID_SCHEMA);
      xml.writeAttribute("message", clean(problem.message()));
      xml.writeCharacters(clean(problem.toString()));
      xml.writeEndElement();
      endCase(xml);
    }
    for (Finding f : file.findings()) {
      startCase(xml, name, f.rule() + " at " + f.path());
      String text = name + ":" + f.line() + ":" + f.column() + " " + f.severity().label() + " " + f.rule() + " "
          + f.message() + (f.fix() == null || f.fix().isBlank() ? "" : "\nFix: " + f.fix().strip());
      xml.writeCharacters("\n      ");
      if (failure(f.severity())) {
        xml.writeStartElement("failure");
        xml.writeAttribute("type", f.severity().label());
        xml.writeAttribute("message", clean(f.message()));
      } else {
        xml.writeStartElement("system-out");
      }
      xml.writeCharacters(clean(text));
      xml.writeEndElement();
      endCase(xml);
    }
    if (file.loaded() && file.findings().isEmpty()) {
      startCase(xml, name, "no findings");
      endCase(xml);
    }
    xml.writeCharacters("\n  ");
    xml.writeEndElement();
  }

  private static void startCase(XMLStreamWriter xml, String file, String name) throws XMLStreamException {
    xml.writeCharacters("\n    ");
    xml.writeStartElement("testcase");
    xml.writeAttribute("classname", clean(className(file)));
    xml.writeAttribute("name", clean(name));
    xml.writeAttribute("time", ZERO);
  }

  /**
   * A file's path as a dotted class name that Jenkins files under its folder: the folders joined
   * with dots, then the file name without {@code .yaml} or {@code .yml}; a dot inside a name
   * becomes {@code _} so that the last dot is the one between folder and file
   * ({@code teams/logs/web.hbase.yaml} is {@code teams.logs.web_hbase}: package
   * {@code teams.logs}, class {@code web_hbase}).
   */
  static String className(String file) {
    String withoutExtension = file.replaceFirst("(?i)\\.ya?ml$", "");
    StringBuilder dotted = new StringBuilder(withoutExtension.length());
    for (String part : withoutExtension.split("/")) {
      if (part.isEmpty()) {
        continue;
      }
      if (dotted.length() > 0) {
        dotted.append('.');
      }
      dotted.append(part.replace('.', '_'));
    }
    return dotted.length() == 0 ? file : dotted.toString();
  }

  private static void endCase(XMLStreamWriter xml) throws XMLStreamException {
    xml.writeCharacters("\n    ");
    xml.writeEndElement();
  }

  private static int tests(FileFindings file) {
    int cases = file.problems().size() + file.findings().size();
    return file.loaded() && file.findings().isEmpty() ? 1 : cases;
  }

  private static long failures(FileFindings file) {
    return file.findings().stream().filter(f -> failure(f.severity())).count();
  }

  /** Errors and warnings fail a test case; info findings do not. */
  static boolean failure(Severity severity) {
    return severity.atLeast(Severity.WARNING);
  }

  /**
   * The text with every character XML 1.0 cannot hold (controls other than tab and line breaks,
   * U+FFFE, U+FFFF, unpaired surrogates) written as {@code \x1B}.
   */
  static String clean(String text) {
    StringBuilder sb = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      boolean pair = Character.isHighSurrogate(c) && i + 1 < text.length()
          && Character.isLowSurrogate(text.charAt(i + 1));
      if (pair) {
        sb.append(c).append(text.charAt(++i));
      } else if (c == '\t' || c == '\n' || c == '\r' || c >= 0x20 && c <= 0xD7FF || c >= 0xE000 && c <= 0xFFFD) {
        sb.append(c);
      } else {
        sb.append(Printable.hex(c));
      }
    }
    return sb.toString();
  }
}
