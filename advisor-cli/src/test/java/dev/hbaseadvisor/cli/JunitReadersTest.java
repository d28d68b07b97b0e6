package dev.hbaseadvisor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringReader;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.SchemaFactory;
import javax.xml.validation.Validator;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.ErrorHandler;
import org.xml.sax.SAXParseException;

/**
 * The JUnit XML of lint and diff as the common readers take it: valid against the Jenkins xunit
 * plugin's JUnit schema (restated in {@code junit/jenkins-xunit-junit.xsd}, since the plugin cannot
 * run here), class names that Jenkins files under the schema's folder, and the suite, case and
 * outcome fields that GitLab, Azure DevOps and surefire's report parser read.
 */
class JunitReadersTest {

  @TempDir
  Path repo;

  @BeforeEach
  void repositoryWithEveryExample() throws IOException {
    Files.createDirectories(repo.resolve(".git"));
    Path schemas = repo.resolve("teams/web tables/hbase");
    CliRun.copyExamples(schemas);
    Files.copy(schemas.resolve("log-data-host-lead.yaml"), schemas.resolve("web#1.v2.yaml"));
    Files.writeString(schemas.resolve("broken.yaml"), "table: X\nfields: {a: {type: string}\n");
  }

  /** The schema's violations of the document, one line each; empty when it is valid. */
  static List<String> jenkinsXunitViolations(String xml) throws Exception {
    URL xsd = JunitReadersTest.class.getClassLoader().getResource("junit/jenkins-xunit-junit.xsd");
    Validator validator = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI).newSchema(xsd).newValidator();
    List<String> violations = new ArrayList<>();
    validator.setErrorHandler(new ErrorHandler() {
      @Override
      public void warning(SAXParseException e) {
        violations.add(e.getLineNumber() + ": " + e.getMessage());
      }

      @Override
      public void error(SAXParseException e) {
        violations.add(e.getLineNumber() + ": " + e.getMessage());
      }

      @Override
      public void fatalError(SAXParseException e) {
        violations.add(e.getLineNumber() + ": " + e.getMessage());
      }
    });
    validator.validate(new StreamSource(new StringReader(xml)));
    return violations;
  }

  private static Document parse(String xml) throws Exception {
    return DocumentBuilderFactory.newInstance().newDocumentBuilder()
        .parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
  }

  private static List<Element> elements(Document doc, String tag) {
    NodeList nodes = doc.getElementsByTagName(tag);
    List<Element> list = new ArrayList<>();
    for (int i = 0; i < nodes.getLength(); i++) {
      list.add((Element) nodes.item(i));
    }
    return list;
  }

  private String lintEverything() {
    CliRun r = CliRun.run("lint", repo.resolve("teams").toString(), "--format", "junit", "--fail-on", "never");
    assertEquals(2, r.exitCode(), "the broken schema is invalid input: " + r.err());
    return r.out();
  }

  @Test
  void lintOfEveryExample_andAnInvalidSchema_isValidForJenkinsXunit() throws Exception {
    String xml = lintEverything();
    assertEquals(List.of(), jenkinsXunitViolations(xml));
    assertTrue(elements(parse(xml), "testcase").size() > 50, "every finding is a case");
  }

  @Test
  void theSchema_rejectsFileAndLineOnATestCase_asTheXunitPluginDoes() throws Exception {
    String xml = lintEverything().replaceFirst("<testcase ", "<testcase file=\"a.yaml\" line=\"3\" ");
    List<String> violations = jenkinsXunitViolations(xml);
    assertEquals(2, violations.size(), violations.toString());
    assertTrue(violations.get(0).contains("'file'"), violations.get(0));
  }

  @Test
  void diffOutput_isValidForJenkinsXunit() throws Exception {
    String old = CliRun.example("consumption-user-date.yaml");
    String neu = CliRun.example("consumption-month-user.yaml");
    CliRun r = CliRun.run("diff", old, neu, "--format", "junit");
    assertEquals(1, r.exitCode(), r.err());
    assertEquals(List.of(), jenkinsXunitViolations(r.out()));
    assertFalse(elements(parse(r.out()), "failure").isEmpty());
  }

  @Test
  void jenkins_filesEachSchemaUnderItsFolder_asPackageAndClass() throws Exception {
    TreeSet<String> packageAndClass = new TreeSet<>();
    for (Element c : elements(parse(lintEverything()), "testcase")) {
      String className = c.getAttribute("classname");
      int lastDot = className.lastIndexOf('.');
      packageAndClass.add(className.substring(0, lastDot) + " | " + className.substring(lastDot + 1));
    }
    assertTrue(packageAndClass.contains("teams.web tables.hbase | log-data-timestamp-lead"), packageAndClass.toString());
    assertTrue(packageAndClass.contains("teams.web tables.hbase | web#1_v2"), "a dot in a file name is not a package");
    assertTrue(packageAndClass.contains("teams.web tables.hbase | broken"));
    assertTrue(packageAndClass.stream().allMatch(p -> p.startsWith("teams.web tables.hbase | ")), packageAndClass.toString());
  }

  @Test
  void gitlabAzureAndSurefire_readTheSuiteByItsPath_andCountsThatMatchItsCases() throws Exception {
    Document doc = parse(lintEverything());
    for (Element suite : elements(doc, "testsuite")) {
      String name = suite.getAttribute("name");
      assertTrue(name.startsWith("teams/web tables/hbase/") && name.endsWith(".yaml"), name);
      NodeList cases = suite.getElementsByTagName("testcase");
      assertEquals(Integer.toString(cases.getLength()), suite.getAttribute("tests"), name);
      assertEquals(suite.getAttribute("failures"), Integer.toString(suite.getElementsByTagName("failure").getLength()));
      assertEquals(suite.getAttribute("errors"), Integer.toString(suite.getElementsByTagName("error").getLength()));
      for (int i = 0; i < cases.getLength(); i++) {
        Element c = (Element) cases.item(i);
        assertFalse(c.getAttribute("name").isEmpty() || c.getAttribute("classname").isEmpty(), name);
        assertEquals("0", c.getAttribute("time"), "a number every reader parses");
      }
    }
    Element broken = elements(doc, "error").get(0);
    String where = repo.resolve("teams/web tables/hbase/broken.yaml") + ":";
    assertTrue(broken.getTextContent().startsWith(where)
        && broken.getTextContent().substring(where.length()).matches("(?s)\\d+:\\d+: .+"),
        "the error text carries file:line:column: " + broken.getTextContent());
  }
}
