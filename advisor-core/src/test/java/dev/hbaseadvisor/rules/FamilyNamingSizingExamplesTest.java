package dev.hbaseadvisor.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.hbaseadvisor.testing.Schemas;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The families, naming, sizing and presplit-missing rules over every file in {@code examples/}:
 * exact findings (rule, severity, path, line) per example, so a rule that starts flagging a good
 * design, or stops flagging a bad one, fails here. Other rules are left to their own tests.
 */
class FamilyNamingSizingExamplesTest {

  private static final Set<String> RULES = Set.of("too-many-families", "family-cardinality-skew", "long-family-name",
      "long-qualifier-name", "cell-too-large", "versions-as-history", "ttl-with-min-versions",
      "unbounded-deleted-cells", "invalid-table-name", "invalid-family-name", "region-count", "presplit-missing");

  private static final Map<String, List<String>> EXPECTED = new TreeMap<>(Map.ofEntries(
      // seed 004 keeps the long names basic and tags; small cost next to their cells
      Map.entry("articles-two-families.yaml", List.of(
          "long-family-name info families[0].name 24",
          "long-family-name info families[1].name 31")),
      Map.entry("consumption-month-partitions.yaml", List.of()),
      Map.entry("consumption-month-user.yaml", List.of()),
      Map.entry("consumption-partition-prefix.yaml", List.of()),
      Map.entry("consumption-user-date.yaml", List.of()),
      // every customer written within the hour at 2,778 rows/s into one region
      Map.entry("customer-order-customer-record.yaml", List.of("presplit-missing warning workload 44")),
      Map.entry("customer-order-order-record.yaml", List.of()),
      // 1B rows of 32.5 KiB: 30 TiB
      Map.entry("every-key.yaml", List.of("region-count warning cluster.maxFileSize 77")),
      Map.entry("game-focus-md5.yaml", List.of()),
      Map.entry("game-focus-tall.yaml", List.of()),
      // seed 003's degreeInfo: 9 extra bytes on cells of about 76
      Map.entry("game-focus-wide.yaml", List.of("long-family-name warning families[0].name 22")),
      Map.entry("log-data-bucketed-timestamp.yaml", List.of()),
      Map.entry("log-data-hashed-host-event.yaml", List.of()),
      Map.entry("log-data-host-lead-reverse-timestamp.yaml", List.of()),
      Map.entry("log-data-host-lead.yaml", List.of()),
      // pre-splitting cannot help a timestamp lead: monotonic-rowkey-lead reports it
      Map.entry("log-data-timestamp-lead.yaml", List.of()),
      // 139 series-hour rows/s of 360 points each (50,000 points/s)
      Map.entry("opentsdb-metric-first.yaml", List.of()),
      Map.entry("opentsdb-salted.yaml", List.of()),
      Map.entry("order-table-hashed-key.yaml", List.of()),
      // 1.8M pages of about 513 KiB: 0.9 TiB in about 90 regions
      Map.entry("webtable-forward-domain.yaml", List.of()),
      Map.entry("webtable-reversed-domain.yaml", List.of())));

  @Test
  void everyExample_getsExactlyTheFindingsItsDesignDeserves() throws IOException {
    List<String> files;
    try (Stream<Path> list = Files.list(Schemas.projectRoot().resolve("examples"))) {
      files = list.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".yaml")).sorted().toList();
    }
    assertEquals(List.copyOf(EXPECTED.keySet()), files, "every example needs an entry");
    Linter linter = new Linter(RuleCatalog.builtIn(),
        BuiltInRules.all().stream().filter(r -> RULES.contains(r.id())).toList(), LintConfig.DEFAULT);
    for (String file : files) {
      List<String> actual = linter.lint(Schemas.loadExample(file)).stream()
          .map(f -> f.rule() + " " + f.severity().label() + " " + f.path() + " " + f.line()).toList();
      assertEquals(EXPECTED.get(file), actual, file);
    }
  }
}
