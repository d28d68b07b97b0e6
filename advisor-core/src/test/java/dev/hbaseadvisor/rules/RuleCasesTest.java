package dev.hbaseadvisor.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.model.SchemaException;
import dev.hbaseadvisor.model.SchemaLoader;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.testing.Schemas;
import dev.hbaseadvisor.yaml.ListNode;
import dev.hbaseadvisor.yaml.MapNode;
import dev.hbaseadvisor.yaml.Node;
import dev.hbaseadvisor.yaml.ScalarNode;
import dev.hbaseadvisor.yaml.YamlReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Runs every rule's case file ({@code src/test/resources/rules/cases/<id>.yaml}, PMD's
 * {@code PmdRuleTst} shape): each case is a schema, optional threshold overrides, and the exact
 * findings of that rule (severity, path, line, and optionally a message fragment).
 */
class RuleCasesTest {

  static Path casesFolder() {
    return Schemas.projectRoot().resolve("advisor-core/src/test/resources/rules/cases");
  }

  @TestFactory
  Stream<DynamicTest> everyCase() throws Exception {
    List<DynamicTest> tests = new ArrayList<>();
    for (Path file : caseFiles()) {
      MapNode root = (MapNode) YamlReader.read(Files.readString(file));
      String rule = ((ScalarNode) root.get("rule")).text();
      for (Node item : ((ListNode) root.get("cases")).items()) {
        MapNode c = (MapNode) item;
        String name = rule + ": " + ((ScalarNode) c.get("name")).text();
        tests.add(DynamicTest.dynamicTest(name, () -> runCase(rule, c)));
      }
    }
    return tests.stream();
  }

  private static List<Path> caseFiles() throws IOException {
    try (Stream<Path> files = Files.list(casesFolder())) {
      return files.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
    }
  }

  private static void runCase(String ruleId, MapNode c) throws Exception {
    String yaml = ((ScalarNode) c.get("schema")).text();
    TableSchema schema;
    try {
      schema = SchemaLoader.parse(yaml, Path.of("case.yaml"), "case.yaml");
    } catch (SchemaException e) {
      throw new AssertionError("case schema does not load: " + e.getMessage());
    }
    Map<String, Map<String, Double>> thresholds = new LinkedHashMap<>();
    if (c.get("thresholds") instanceof MapNode t) {
      Map<String, Double> values = new LinkedHashMap<>();
      for (MapNode.Entry e : t.entries().values()) {
        values.put(e.key(), ((Number) ((ScalarNode) e.value()).value()).doubleValue());
      }
      thresholds.put(ruleId, values);
    }
    Rule rule = BuiltInRules.all().stream().filter(r -> r.id().equals(ruleId)).findFirst()
        .orElseThrow(() -> new AssertionError("no class for rule " + ruleId));
    Linter linter = new Linter(RuleCatalog.builtIn(), List.of(rule), new LintConfig(Map.of(), Set.of(), thresholds));
    List<Finding> findings = linter.lint(schema);
    List<String> actual = findings.stream()
        .map(f -> f.severity().label() + " " + f.path() + " line " + f.line()).toList();
    List<String> expected = new ArrayList<>();
    List<String> fragments = new ArrayList<>();
    if (c.get("expect") instanceof ListNode list) {
      for (Node item : list.items()) {
        MapNode e = (MapNode) item;
        expected.add(((ScalarNode) e.get("severity")).text() + " " + ((ScalarNode) e.get("path")).text()
            + " line " + ((ScalarNode) e.get("line")).text());
        fragments.add(e.get("message") == null ? "" : ((ScalarNode) e.get("message")).text());
      }
    }
    assertEquals(expected, actual, () -> "findings: " + findings);
    for (int i = 0; i < fragments.size(); i++) {
      String fragment = fragments.get(i);
      Finding f = findings.get(i);
      assertTrue(f.message().contains(fragment), () -> "message '" + f.message() + "' lacks '" + fragment + "'");
    }
  }

  @Test
  void everyRule_hasACaseFile_withATriggeringAndACleanCase() throws Exception {
    for (String id : BuiltInRules.ids()) {
      Path file = casesFolder().resolve(id + ".yaml");
      assertTrue(Files.exists(file), "no case file for rule " + id);
      MapNode root = (MapNode) YamlReader.read(Files.readString(file));
      List<Node> cases = ((ListNode) root.get("cases")).items();
      boolean triggers = cases.stream().anyMatch(n -> ((MapNode) n).get("expect") instanceof ListNode l && !l.items().isEmpty());
      boolean clean = cases.stream().anyMatch(n -> ((MapNode) n).get("expect") instanceof ListNode l && l.items().isEmpty());
      assertTrue(triggers && clean, id + " needs a case that triggers and one close to it that must not");
    }
  }
}
