package dev.hbaseadvisor.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.model.Column;
import dev.hbaseadvisor.model.Deletes;
import dev.hbaseadvisor.model.FieldEncoding;
import dev.hbaseadvisor.model.FieldSegment;
import dev.hbaseadvisor.model.SchemaLoader;
import dev.hbaseadvisor.model.Segment;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.model.Workload;
import dev.hbaseadvisor.report.RecommendFormat;
import dev.hbaseadvisor.rules.CandidateLint;
import dev.hbaseadvisor.rules.LayoutYaml;
import dev.hbaseadvisor.rules.LintConfig;
import dev.hbaseadvisor.rules.Linter;
import dev.hbaseadvisor.rules.RowkeySplice;
import dev.hbaseadvisor.rules.RowkeyYaml;
import dev.hbaseadvisor.testing.Schemas;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The tall layout {@code recommend} tries (issue 10, class 7): a field moved from a column's
 * {@code qualifierFrom} into the rowkey, planned on the same cells, checked as the pasted file
 * (rowkey, families and workload), and shown with its {@code families:} block.
 */
class CandidateLayoutTest {

  private static final Path CORPUS = Schemas.projectRoot().resolve("advisor-core/src/test/resources/recommend");
  private static final Linter LINTER = Linter.builtIn(LintConfig.DEFAULT);

  private static FieldSegment field(String name, String format, boolean terminated) {
    return new FieldSegment(name, FieldEncoding.STRING, 0, (byte) 0, FieldSegment.Reverse.NONE, false, format,
        terminated ? new byte[] {0} : new byte[0]);
  }

  @Test
  void gameFocusWide_tallUserGameDay_readsQ2FromOneGame_onTheSameCells() throws Exception {
    Path file = CORPUS.resolve("game-focus-wide.yaml");
    String text = Files.readString(file);
    TableSchema schema = SchemaLoader.load(file);
    CandidateLint check = new CandidateLint(schema, text, LINTER);

    List<CandidateLayout> layouts = CandidateLayout.tall(schema);
    assertEquals(List.of(new CandidateLayout("game", "degreeInfo", "degree", 3)), layouts);
    CandidateLayout tall = layouts.get(0);

    Recommendation r = Recommender.recommend(schema, 3, check);
    List<Segment> key = List.of(field("user", null, true), field("game", null, true), field("ts", "yyyyMMdd", false));
    Candidate c = Recommender.assess(schema, key, tall, check, r);
    Candidate current = r.current();

    // The pasted file: the column is static, the workload writes three times the rows (1-5 per row), the same cells.
    TableSchema design = c.checked().design();
    Column column = design.families().get(0).columns().get(0);
    assertEquals("degree", column.qualifier());
    assertFalse(column.dynamic());
    assertEquals(3 * schema.workload().totalRows(), design.workload().totalRows());
    assertEquals(3.0 * current.plans().stats().rows(), c.plans().stats().rows(), 1.0);
    assertEquals(current.writesPerSecond(), c.writesPerSecond(), 1e-9);

    // Q1 reads the same cells (rows of the current layout); Q2 reads one game's days instead of all the user's.
    assertEquals(PlanKind.PREFIX_SCAN, c.plans().plans().get(0).kind());
    assertEquals(current.rowsRead(0), c.rowsRead(0), 0.05 * current.rowsRead(0) + 1);
    assertEquals(PlanKind.PREFIX_SCAN, c.plans().plans().get(1).kind());
    assertTrue(c.rowsRead(1) < current.rowsRead(1) / 10, () -> c.rowsRead(1) + " vs " + current.rowsRead(1));
    assertEquals(1, c.plans().plans().get(1).rowsRead());
    // ... and still scores worse: the key is 13 bytes longer on every cell, more than the rows saved.
    assertTrue(c.score().total() > current.score().total(), () -> c.score() + " vs " + current.score());
    // The pasted tall file no longer looks a game up in the qualifiers, and adds no lint rule.
    assertFalse(c.checked().ruleIds().contains("wide-row-lookup"));
    assertEquals(List.of(), List.copyOf(c.checked().newRules(current.checked())));

    // Shown with its families block and the line saying what moved; the two blocks paste and load.
    Recommendation shown = new Recommendation(current, List.of(c), 1, 2, r.horizonRows(), false);
    String out = RecommendFormat.TEXT.render(schema, shown);
    assertTrue(out.contains("      - { qualifier: degree, field: degree }   # was qualifierFrom: game, which the rowkey"
        + " now writes\n"), out);
    assertTrue(out.contains("  layout: tall: game moves from qualifierFrom (family degreeInfo) into the rowkey; the"
        + " column becomes qualifier 'degree', so each row of the current design becomes 3 rows of one cell"), out);
    String pasted = RowkeySplice.splice(text, RowkeyYaml.render(schema, key), c.checked().families());
    assertEquals(design.families(), RowkeySplice.load(pasted).families());
    assertTrue(RecommendFormat.JSON.render(schema, shown).contains("\"layout\": \"tall: game moves"),
        () -> RecommendFormat.JSON.render(schema, shown));
    assertTrue(RecommendFormat.YAML.render(schema, shown).contains("    families:\n      - name: degreeInfo"));
  }

  @Test
  void gameFocusTall_noPatternReadsOneDay_noLayoutTried() throws Exception {
    // The days name the qualifiers but no read binds or ranges a day: nothing to gain from moving them.
    assertEquals(List.of(), CandidateLayout.tall(SchemaLoader.load(CORPUS.resolve("game-focus-tall.yaml"))));
  }

  @Test
  void activity_tallUserDay_scansTheHistoryOverTheSameCells_insteadOfOneGet() throws Exception {
    Path file = CORPUS.resolve("activity-wide-day-qualifiers.yaml");
    TableSchema schema = SchemaLoader.load(file);
    CandidateLint check = new CandidateLint(schema, Files.readString(file), LINTER);
    CandidateLayout tall = CandidateLayout.tall(schema).get(0);
    assertEquals(new CandidateLayout("ts", "d", "steps", 183), tall);
    Recommendation r = Recommender.recommend(schema, 3, check);
    Candidate c = Recommender.assess(schema,
        List.of(CandidateSpace.plain(schema.field("user"), false), CandidateSpace.plain(schema.field("ts"), false)),
        tall, check, r);
    assertEquals(PlanKind.GET, c.plans().plans().get(0).kind());
    assertEquals(PlanKind.PREFIX_SCAN, c.plans().plans().get(1).kind());
    assertEquals(183, c.plans().plans().get(1).rowsRead());
    // The plan reads the same cells (no planned rows lost); the scan is a worse plan kind than the Get.
    assertTrue(c.losses().contains("user-history: PREFIX_SCAN instead of GET"), c.losses()::toString);
    assertTrue(c.losses().stream().noneMatch(l -> l.contains(" rows read instead of ")), c.losses()::toString);
    // The replay writes the same cells over the same simulated time: 183 times the current design's rows.
    assertEquals(183 * r.current().checked().replay().writesPerWindow(), c.checked().replay().writesPerWindow(), 183);
  }

  @Test
  void blockStyleColumn_losesQualifierFromAndPerRow_keepsTheRest() throws Exception {
    String text = """
        version: 1
        table: t
        fields:
          user:  { type: long, cardinality: 1M }
          ts:    { type: timestamp, order: increasing }
          steps: { type: long }
        rowkey:
          - field: user
        families:
          - name: d
            columns:
              - qualifierFrom: ts     # one per day
                perRow: 1-31
                field: steps
        # the reads
        access:
          - { name: user-day, type: get, equals: [user, ts], families: [d], rate: 10/s }
        """;
    TableSchema schema = RowkeySplice.load(text);
    CandidateLayout tall = CandidateLayout.tall(schema).get(0);
    String families = LayoutYaml.families(text, tall);
    assertEquals("""
        families:
          - name: d
            columns:
              - qualifier: steps   # was qualifierFrom: ts, which the rowkey now writes
                field: steps
        """, families);
    String pasted = RowkeySplice.splice(text, "rowkey:\n  - field: user\n  - field: ts\n", families);
    TableSchema loaded = RowkeySplice.load(pasted);
    assertEquals(tall.families(schema.families()), loaded.families());
    assertTrue(pasted.contains("# the reads\naccess:"), pasted);
    assertEquals("workload:\n  writes: 16000/s\n  duration: 1h\n  seed: 1\n", LayoutYaml.workload(schema.workload(), tall));
  }

  /**
   * The tall candidate keeps what the workload says beyond its rows (it was dropped before): a
   * whole-row delete of a wide row deletes its perRow tall rows, and puts above the tall row rate
   * stay; the written block loads back to the same workload.
   */
  @Test
  void tallCandidate_keepsPutsAndDeletes_scaledToItsRows() throws Exception {
    String text = """
        version: 1
        table: t
        fields:
          user:  { type: long, cardinality: 1M }
          ts:    { type: timestamp, order: increasing }
          steps: { type: long }
        rowkey:
          - field: user
        families:
          - name: d
            columns:
              - { qualifierFrom: ts, perRow: 1-31, field: steps }
        access:
          - { name: user-day, type: get, equals: [user, ts], families: [d], rate: 10/s }
        workload:
          writes: 100/s
          duration: 2d
          puts: { rate: 5000/s, to: recent, within: 1d }
          deletes: { rate: 50/s, of: oldest, after: 1d }
        """;
    TableSchema schema = RowkeySplice.load(text);
    CandidateLayout tall = CandidateLayout.tall(schema).get(0);
    Workload w = tall.workload(schema.workload());
    assertEquals(new Deletes(50 * tall.perRow(), Deletes.Of.OLDEST, 86_400), w.deletes());
    String block = LayoutYaml.workload(schema.workload(), tall);
    assertTrue(block.contains("  deletes: { rate: " + java.math.BigDecimal.valueOf(50 * tall.perRow())
        .stripTrailingZeros().toPlainString() + "/s, of: oldest, after: 1d }\n"), block);
    String pasted = text.substring(0, text.indexOf("workload:")) + block;   // the block is the text's last
    assertEquals(w, RowkeySplice.load(pasted).workload());
  }
}
