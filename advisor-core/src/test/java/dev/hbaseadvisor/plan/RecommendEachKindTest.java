package dev.hbaseadvisor.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.model.FieldSegment;
import dev.hbaseadvisor.model.HashSegment;
import dev.hbaseadvisor.model.SchemaLoader;
import dev.hbaseadvisor.model.Segment;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.report.RecommendFormat;
import dev.hbaseadvisor.rules.CandidateLint;
import dev.hbaseadvisor.rules.LintConfig;
import dev.hbaseadvisor.rules.Linter;
import dev.hbaseadvisor.testing.Schemas;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * {@code recommend} on tables of several record kinds (issue 26 A.4): every kind's key searched in
 * turn on its view, each kind's verdict stated, and the whole table replayed with every kind's
 * advised key together. The verdicts of the real tables are their files' own; the log table's
 * was written in its header before the search covered every kind.
 */
class RecommendEachKindTest {

  private static final Linter LINTER = Linter.builtIn(LintConfig.DEFAULT);

  private static KindsRecommendation recommend(Path file) throws Exception {
    TableSchema schema = SchemaLoader.load(file);
    return Recommender.recommendEachKind(schema, 3, new CandidateLint(schema, Files.readString(file), LINTER));
  }

  private static String shown(KindsRecommendation kr) {
    return RecommendFormat.TEXT.render(kr);
  }

  @Test
  void omid_keepsTheBucketedCommitKey_andTheLowWatermarkRow() throws Exception {
    KindsRecommendation kr = recommend(Schemas.example("real/omid-commit-table.yaml"));
    assertEquals(2, kr.kinds().size());
    Recommendation commits = kr.kinds().get(0);
    Recommendation watermark = kr.kinds().get(1);
    assertFalse(commits.recommended(), () -> shown(kr));
    assertTrue(commits.evaluated() > 0);
    assertFalse(watermark.recommended(), () -> shown(kr));
    // A key of one literal: nothing to search, and the verdict says so.
    assertEquals(0, watermark.evaluated());
    assertEquals(0, watermark.candidates().size());
    assertFalse(kr.recommended());
    assertSame(kr.current(), kr.advised(), "nothing changes, so the table is replayed once");
    assertEquals("keep every kind's key: no kind has a candidate that serves its patterns at least as well and"
        + " scores better by more than the replay's noise", verdictLine(shown(kr)));
    String text = shown(kr);
    assertTrue(text.contains("\n== kind 'low-watermark' (kinds[1], 0.1 % of the writes): keep its key\n"), text);
    assertTrue(text.contains("\nverdict: keep the current design: its key writes no field, so there is no other key"
        + " to build\n"), text);
    // The low-watermark row is checked without the table's salt pre-split, which is cut on the commits' key.
    assertEquals(0, watermark.current().checked().errors().size(), text);
  }

  @Test
  void opentsdbForward_keepsTheNameKey_andTheCounterRow() throws Exception {
    KindsRecommendation kr = recommend(Schemas.example("real/opentsdb-tsdb-uid-forward.yaml"));
    assertFalse(kr.kinds().get(0).recommended(), () -> shown(kr));
    assertFalse(kr.kinds().get(1).recommended(), () -> shown(kr));
    assertEquals(0, kr.kinds().get(1).evaluated());
    assertFalse(kr.recommended());
  }

  @Test
  void logDataWithHosts_rekeysTheEvents_keepsTheHosts_andReplaysBothKeysTogether() throws Exception {
    Path file = Schemas.projectRoot().resolve("advisor-core/src/test/resources/recommend-kinds/log-data-with-hosts.yaml");
    KindsRecommendation kr = recommend(file);
    String text = shown(kr);
    Recommendation events = kr.kinds().get(0);
    Recommendation hosts = kr.kinds().get(1);
    // The header's verdict: the events' key changes, ts no longer leads and is written descending.
    assertTrue(events.recommended(), text);
    Segment lead = events.top().rowkey().stream().filter(s -> s instanceof FieldSegment || s instanceof HashSegment)
        .findFirst().orElseThrow();
    assertFalse(lead.sourceFields().contains("ts"), text);
    assertTrue(events.top().rowkey().stream().anyMatch(s -> s instanceof FieldSegment f && f.field().equals("ts")
        && f.descending()), text);
    // The hosts keep their name key: a shorter hashed key is all a candidate gains there.
    assertFalse(hosts.recommended(), text);
    assertNotNull(hosts.keyOnly(), text);
    // The table as advised: the events' new key, the hosts' own, replayed together and no worse.
    assertTrue(kr.recommended(), text);
    assertEquals(events.top().rowkey(), kr.advised().design().kinds().get(0).rowkey());
    assertEquals(kr.table().kinds().get(1).rowkey(), kr.advised().design().kinds().get(1).rowkey());
    assertEquals(events.top().rowkey(), kr.advised().design().rowkey());
    assertEquals(2, kr.advised().design().kinds().size());
    assertTrue(kr.current().replay().peakServerShare() > 0.9, text);
    assertTrue(kr.advised().replay().peakServerShare() < 0.2, text);
    assertEquals("change the key of kind 'events' (each kind's section says why); the table replayed with every"
        + " kind's advised key together does no worse than as written", verdictLine(text));
    assertTrue(text.contains("\n== kind 'events' (kinds[0], 99.9 % of the writes): change its key\n"), text);
    assertTrue(text.contains("\n== kind 'hosts' (kinds[1], 0.1 % of the writes): keep its key\n"), text);
  }

  @Test
  void aTableOfOneKind_isRecommendedAsBefore() {
    TableSchema schema = Schemas.loadExample("log-data-timestamp-lead.yaml");
    assertThrows(IllegalArgumentException.class, () -> Recommender.recommendEachKind(schema, 1,
        new CandidateLint(schema, Schemas.exampleText("log-data-timestamp-lead.yaml"), LINTER)));
  }

  private static String verdictLine(String text) {
    return text.lines().filter(l -> l.startsWith("verdict: ")).findFirst().orElseThrow().substring(9);
  }
}
