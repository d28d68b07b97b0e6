package dev.hbaseadvisor.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.rules.CatalogException;
import dev.hbaseadvisor.rules.Finding;
import dev.hbaseadvisor.rules.RuleMeta;
import dev.hbaseadvisor.rules.Severity;
import dev.hbaseadvisor.testing.Schemas;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Baselines match by rule, file and path (not line), count duplicates, and report what no longer matches. */
class BaselineTest {

  private static final Path BASELINE = Path.of("/project/.hbase-advisor-baseline.json").toAbsolutePath();
  private static final String FILE = BASELINE.getParent().resolve("schemas/t.yaml").toString();

  private static Finding finding(String rule, String path, int line) {
    return new Finding(rule, Severity.WARNING, rule + " at " + path, path, line, 1, "fix", null);
  }

  @Test
  void write_recordsFilesRelativeToTheBaseline_sorted_withoutLines() {
    String text = Baseline.write(List.of(new FileFindings(FILE, List.of(finding("b-rule", "rowkey[0]", 9),
        finding("a-rule", "families[0]", 3)))), BASELINE);
    assertEquals("""
        {
          "version": 1,
          "findings": [
            {
              "rule": "a-rule",
              "file": "schemas/t.yaml",
              "path": "families[0]",
              "message": "a-rule at families[0]"
            },
            {
              "rule": "b-rule",
              "file": "schemas/t.yaml",
              "path": "rowkey[0]",
              "message": "b-rule at rowkey[0]"
            }
          ]
        }
        """, text);
  }

  @Test
  void apply_passesRecordedFindings_onAnyLine_countsDuplicates_andKeepsNewOnes() throws CatalogException {
    List<FileFindings> before = List.of(new FileFindings(FILE, List.of(finding("a-rule", "rowkey[0]", 3),
        finding("a-rule", "rowkey[0]", 3))));
    Baseline baseline = Baseline.parse(Baseline.write(before, BASELINE), BASELINE);
    List<FileFindings> after = List.of(new FileFindings(FILE, List.of(finding("a-rule", "rowkey[0]", 30),
        finding("a-rule", "rowkey[0]", 30), finding("a-rule", "rowkey[0]", 31), finding("a-rule", "rowkey[1]", 40))));
    Baseline.Applied applied = baseline.apply(after, Map.of());
    assertEquals(2, applied.baselined());
    assertEquals(0, applied.stale());
    assertEquals(List.of("a-rule rowkey[0] 31", "a-rule rowkey[1] 40"), applied.files().get(0).findings().stream()
        .map(f -> f.rule() + " " + f.path() + " " + f.line()).toList());
  }

  @Test
  void apply_reportsEntriesThatMatchNothing_locatedInTheSchema_onlyForFilesLinted() throws CatalogException {
    TableSchema schema = Schemas.parse(Schemas.minimal("  a: {type: string}\n", "  - field: a\n"));
    Baseline baseline = Baseline.parse(Baseline.write(List.of(
        new FileFindings(FILE, List.of(finding("a-rule", "rowkey[0]", 6))),
        new FileFindings("/project/other.yaml", List.of(finding("a-rule", "rowkey[0]", 6)))), BASELINE), BASELINE);
    Baseline.Applied applied = baseline.apply(List.of(new FileFindings(FILE, List.of())), Map.of(FILE, schema));
    assertEquals(1, applied.stale());
    Finding stale = applied.files().get(0).findings().get(0);
    assertEquals(List.of(Baseline.STALE_RULE, "info", "rowkey[0]", "5:5"), List.of(stale.rule(),
        stale.severity().label(), stale.path(), stale.line() + ":" + stale.column()));
    assertEquals("baseline entry for rule 'a-rule' at rowkey[0] matches no finding any more", stale.message());
  }

  @Test
  void parse_rejectsWhatIsNotABaseline() {
    assertEquals("b.json:1:1: not a baseline file: expected {\"version\": 1, \"findings\": [...]}",
        assertThrows(CatalogException.class, () -> Baseline.parse("{\"findings\": []}", Path.of("b.json")))
            .getMessage());
    assertEquals("b.json:1:1: every baseline entry needs rule, file and path, got {\"rule\":\"x\"}",
        assertThrows(CatalogException.class, () -> Baseline.parse("{\"version\": 1, \"findings\": [{\"rule\": \"x\"}]}",
            Path.of("b.json"))).getMessage());
    assertThrows(CatalogException.class, () -> Baseline.parse("not json", Path.of("b.json")));
  }

  @Test
  void staleRule_isDescribedLikeARule() {
    RuleMeta meta = Baseline.staleRule();
    assertEquals(List.of(Baseline.STALE_RULE, "info", "lint"), List.of(meta.id(), meta.severity().label(),
        meta.category()));
  }
}
