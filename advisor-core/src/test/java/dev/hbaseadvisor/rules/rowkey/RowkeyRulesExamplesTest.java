package dev.hbaseadvisor.rules.rowkey;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.hbaseadvisor.rules.BuiltInRules;
import dev.hbaseadvisor.rules.LintConfig;
import dev.hbaseadvisor.rules.Linter;
import dev.hbaseadvisor.rules.Rule;
import dev.hbaseadvisor.rules.RuleCatalog;
import dev.hbaseadvisor.testing.Schemas;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The rowkey rules on every file of {@code examples/}: the bad designs of the seed case studies
 * are flagged for the reason their text gives (a time-led key, a forward domain, a key that
 * drops records, 100 bucket scans), and the better designs come out clean of those findings.
 */
class RowkeyRulesExamplesTest {

  private static final Map<String, List<String>> EXPECTED = new TreeMap<>(Map.ofEntries(
      Map.entry("articles-two-families.yaml", List.of()),
      Map.entry("consumption-month-partitions.yaml", List.of(
          "rowkey-too-long info rowkey:14",
          "monotonic-rowkey-lead warning rowkey[0]:15")),
      Map.entry("consumption-month-user.yaml", List.of(
          "rowkey-too-long info rowkey:15",
          "monotonic-rowkey-lead error rowkey[0]:16")),
      Map.entry("consumption-partition-prefix.yaml", List.of(
          "rowkey-too-long info rowkey:14",
          "salt-fanout warning access[1]:41")),
      Map.entry("consumption-user-date.yaml", List.of(
          "rowkey-not-unique error rowkey:15",
          "rowkey-too-long info rowkey:15")),
      Map.entry("customer-order-customer-record.yaml", List.of()),
      Map.entry("customer-order-order-record.yaml", List.of()),
      Map.entry("every-key.yaml", List.of(
          "random-salt warning rowkey[1]:24",
          "variable-width-not-last error rowkey[5]:30",
          "numeric-as-string info rowkey[8]:37")),
      Map.entry("game-focus-md5.yaml", List.of(
          "hash-as-text info rowkey[0]:16")),
      Map.entry("game-focus-tall.yaml", List.of()),
      Map.entry("game-focus-wide.yaml", List.of(
          "rowkey-not-unique error rowkey:15")),
      Map.entry("log-data-bucketed-timestamp.yaml", List.of(
          "rowkey-too-long warning rowkey:18",
          "salt-fanout warning access[0]:36",
          "salt-fanout warning access[1]:43")),
      Map.entry("log-data-hashed-host-event.yaml", List.of()),
      Map.entry("log-data-host-lead-reverse-timestamp.yaml", List.of(
          "rowkey-too-long warning rowkey:18")),
      Map.entry("log-data-host-lead.yaml", List.of(
          "rowkey-too-long warning rowkey:18")),
      Map.entry("log-data-timestamp-lead.yaml", List.of(
          "rowkey-too-long warning rowkey:18",
          "monotonic-rowkey-lead error rowkey[0]:19")),
      Map.entry("opentsdb-metric-first.yaml", List.of()),
      Map.entry("opentsdb-salted.yaml", List.of(
          "salt-fanout warning access[0]:39")),
      Map.entry("order-table-hashed-key.yaml", List.of(
          "hash-breaks-range-scan warning rowkey[1]:17")),
      Map.entry("webtable-forward-domain.yaml", List.of(
          "domain-not-reversed warning rowkey[0]:18")),
      Map.entry("webtable-reversed-domain.yaml", List.of())));

  @Test
  void everyExample_getsTheRowkeyFindingsItsDesignDeserves() throws IOException {
    RuleCatalog catalog = RuleCatalog.builtIn();
    List<Rule> rowkeyRules = BuiltInRules.all().stream()
        .filter(r -> "rowkey".equals(catalog.get(r.id()).category())).toList();
    Linter linter = new Linter(catalog, rowkeyRules, LintConfig.DEFAULT);
    Map<String, List<String>> actual = new TreeMap<>();
    try (Stream<Path> files = Files.list(Schemas.projectRoot().resolve("examples"))) {
      for (Path file : files.filter(p -> p.toString().endsWith(".yaml")).toList()) {
        String name = file.getFileName().toString();
        actual.put(name, linter.lint(Schemas.loadExample(name)).stream()
            .map(f -> f.rule() + " " + f.severity().label() + " " + f.path() + ":" + f.line()).toList());
      }
    }
    assertEquals(EXPECTED, actual);
  }
  @Test
  void timestampLead_suggests_aSaltFromTheHostThatReadersKnow() {
    // 10 region servers x 2 buckets; hostname is in two patterns' equals, event in one.
    assertEquals("""
        rowkey:
          - salt: { buckets: 20, from: [hostname] }
          - field: ts
          - field: hostname
            terminator: "\\x00"
          - field: event
        """, suggestion("log-data-timestamp-lead.yaml", "monotonic-rowkey-lead"));
  }

  @Test
  void monthLedPartitions_suggest_movingThePartitionFirst_asTheSeedsPrefixDesign() {
    assertEquals("""
        rowkey:
          - salt: { buckets: 10, from: [user], encoding: decimal }
          - field: ts
            format: "MM"
          - field: ts
            format: "yyyy-MM"
          - field: user
            width: 10
            pad: "\\x01"
          - field: ts
            format: "-dd HH:mm:ss SSS"
        """, suggestion("consumption-month-partitions.yaml", "monotonic-rowkey-lead"));
  }

  @Test
  void forwardDomain_suggests_theReversedWebtableKey() {
    assertEquals("rowkey:\n  - field: domain\n    reverse: domain\n",
        suggestion("webtable-forward-domain.yaml", "domain-not-reversed"));
  }

  @Test
  void longLogKey_suggests_theGuidesMd5OfTheEventType() {
    assertEquals("""
        rowkey:
          - field: hostname
            terminator: "\\x00"
          - hash: { from: [event] }
          - field: ts
        """, suggestion("log-data-host-lead.yaml", "rowkey-too-long"));
  }

  private static String suggestion(String example, String rule) {
    return Linter.builtIn(LintConfig.DEFAULT).lint(Schemas.loadExample(example)).stream()
        .filter(f -> f.rule().equals(rule)).findFirst().orElseThrow().suggestion();
  }
}
