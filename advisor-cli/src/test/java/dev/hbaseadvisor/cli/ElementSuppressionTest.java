package dev.hbaseadvisor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.report.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * {@code suppress:} beside one element (issue 14 §2): it silences the rule at that element and
 * inside it only, for a family, a rowkey segment, an access pattern and the pre-split; an entry
 * without a reason is reported where it is written.
 */
class ElementSuppressionTest {

  @TempDir
  Path tmp;

  private Path write(String text) throws IOException {
    Path file = tmp.resolve("t.yaml");
    Files.writeString(file, text);
    return file;
  }

  /** {@code rule path} of every finding of a JSON lint run. */
  private static List<String> findings(Path file) {
    CliRun r = CliRun.run("lint", file.toString(), "--format", "json", "--fail-on", "never");
    assertEquals(0, r.exitCode(), r.err());
    List<String> found = new ArrayList<>();
    for (JsonNode f : Json.read(r.out()).get("files").get(0).get("findings")) {
      found.add(f.get("rule").asString() + " " + f.get("path").asString());
    }
    return found;
  }

  private static final String TWO_FAMILIES = """
      table: t
      fields: {a: {type: enum, values: [x, y]}}
      rowkey: [{field: a}]
      families:
        - name: data_family
        - name: other_family
      presplit:
        algorithm: explicit
        splits: ["q", "z"]
      """;

  @Test
  void besideAFamilyAndThePresplit_silencesThereOnly() throws IOException {
    assertEquals(List.of("low-cardinality-lead rowkey[0]", "long-family-name families[0].name",
        "long-family-name families[1].name", "presplit-unreachable-regions presplit.algorithm"),
        findings(write(TWO_FAMILIES)));
    Path file = write(TWO_FAMILIES
        .replace("  - name: other_family\n", "  - name: other_family\n    suppress:\n"
            + "      - { rule: long-family-name, reason: the readers know it by this name }\n")
        .replace("  algorithm: explicit\n", "  algorithm: explicit\n  suppress: [{ rule: presplit-unreachable-regions,"
            + " reason: 'q..z is kept free for a later key range' }]\n"));
    assertEquals(List.of("low-cardinality-lead rowkey[0]", "long-family-name families[0].name"), findings(file));
  }

  @Test
  void besideARowkeySegmentAndAnAccessPattern_silencesThereOnly() throws IOException {
    String example = Files.readString(Path.of(CliRun.example("log-data-timestamp-lead.yaml")));
    List<String> before = findings(write(example));
    assertTrue(before.containsAll(List.of("monotonic-rowkey-lead rowkey[0]", "filter-scan access[1]",
        "full-table-scan access[2]")), before.toString());
    String edited = example
        .replace("  - field: ts                      # 8-byte big-endian long, increasing: the lead is monotonic\n",
            "  - field: ts\n    suppress: [{ rule: monotonic-rowkey-lead, reason: 'an audit table, 1 write/s' }]\n")
        .replace("  - name: host-events-in-range\n", "  - name: host-events-in-range\n"
            + "    suppress: [{ rule: filter-scan, reason: run once a day by a batch job }]\n")
        .replace("  - name: host-event-latest\n", "  - name: host-event-latest\n"
            + "    suppress: [{ rule: monotonic-rowkey-lead, reason: 'does not apply here' }]\n");
    assertTrue(edited.contains("rule: filter-scan") && edited.contains("reason: 'an audit"), "the edit applied");
    List<String> after = new ArrayList<>(before);
    after.removeAll(List.of("monotonic-rowkey-lead rowkey[0]", "filter-scan access[1]"));
    assertEquals(after, findings(write(edited)), "a suppression beside access[2] does not reach rowkey[0]");
  }

  @Test
  void anEntryWithoutAReason_isReportedWhereItIsWritten_andDoesNotApply() throws IOException {
    Path file = write(TWO_FAMILIES.replace("  - name: other_family\n",
        "  - name: other_family\n    suppress: [{ rule: long-family-name }, { rule: no-such-rule, reason: x }]\n"));
    assertEquals(List.of("low-cardinality-lead rowkey[0]", "long-family-name families[0].name",
        "long-family-name families[1].name", "suppression-missing-reason families[1].suppress[0]",
        "suppression-unknown-rule families[1].suppress[1].rule",
        "presplit-unreachable-regions presplit.algorithm"), findings(file));
    CliRun misplaced = CliRun.run("lint", write(TWO_FAMILIES.replace("  - name: other_family\n",
        "  - name: other_family\n    suppres: []\n")).toString());
    assertEquals(2, misplaced.exitCode());
    assertTrue(misplaced.err().contains(":7:5: unknown key 'suppres' (did you mean 'suppress'?)"), misplaced.err());
  }
}
