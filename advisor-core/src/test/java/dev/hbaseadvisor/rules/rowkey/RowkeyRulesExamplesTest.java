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
 * The keys the rowkey rules suggest for the seed case studies' bad designs (the findings of every
 * rule on every example are pinned in {@code ExamplesLintTest}).
 */
class RowkeyRulesExamplesTest {

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
