package dev.hbaseadvisor.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.model.HashSegment;
import dev.hbaseadvisor.model.Presplit;
import dev.hbaseadvisor.model.SaltSegment;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.plan.Candidate;
import dev.hbaseadvisor.plan.Recommender;
import dev.hbaseadvisor.rules.CandidateLint;
import dev.hbaseadvisor.rules.LintConfig;
import dev.hbaseadvisor.rules.Linter;
import dev.hbaseadvisor.testing.Schemas;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code simulate --compare} runs recommend's best rowkeys, each in the schema as written with its pre-split. */
class RecommendedDesignsTest {

  private static CandidateLint lint(String example, TableSchema schema) throws IOException {
    return new CandidateLint(schema, Files.readString(Schemas.example(example)), Linter.builtIn(LintConfig.DEFAULT));
  }

  @Test
  void timestampLead_alternatives_areRecommendsTopThreeInOrder() throws IOException {
    TableSchema schema = Schemas.loadExample("log-data-timestamp-lead.yaml");
    List<DesignAlternatives.Design> designs = new RecommendedDesigns(3, lint("log-data-timestamp-lead.yaml", schema))
        .alternatives(schema);
    List<Candidate> top = Recommender.recommend(schema, 3, lint("log-data-timestamp-lead.yaml", schema)).candidates();
    assertEquals(List.of("recommend #1", "recommend #2", "recommend #3"),
        designs.stream().map(DesignAlternatives.Design::name).toList());
    assertEquals(List.of("[salt(16 of hostname)][desc(ts)][md5(event):8][md5(hostname):8]",
        "[salt(4 of hostname)][desc(ts)][md5(event):8][hostname]",
        "[desc(ts)][md5(event):8][md5(hostname):8]"),
        designs.stream().map(d -> RowkeyLine.of(d.schema().rowkey())).toList());
    for (int i = 0; i < 3; i++) {
      TableSchema design = designs.get(i).schema();
      assertEquals(RowkeyLine.of(top.get(i).rowkey()), RowkeyLine.of(design.rowkey()));
      assertEquals(top.get(i).checked().design().presplit(), design.presplit(), "the pre-split recommend replayed");
      assertEquals(top.get(i).rowkey().size(), design.rowkey().size());
      assertEquals(schema.access(), design.access());
      assertEquals(schema.workload(), design.workload());
      // Not pre-split as written: a salt-led key gets its buckets' regions, another one per server.
      Presplit.Algorithm expected = design.rowkey().get(0) instanceof SaltSegment
          ? Presplit.Algorithm.SALT : Presplit.Algorithm.AUTO;
      assertEquals(expected, design.presplit().algorithm(), designs.get(i).name());
    }
  }

  @Test
  void presplitSchema_alternativesKeepItsRegionCount_fittedToTheNewKey() throws IOException {
    TableSchema schema = Schemas.loadExample("log-data-host-lead.yaml");
    List<DesignAlternatives.Design> designs = new RecommendedDesigns(3, lint("log-data-host-lead.yaml", schema))
        .alternatives(schema);
    assertEquals(3, designs.size());
    for (DesignAlternatives.Design d : designs) {
      TableSchema design = d.schema();
      if (design.rowkey().get(0) instanceof SaltSegment salt) {
        assertEquals(Presplit.Algorithm.SALT, design.presplit().algorithm());
        assertEquals(salt.buckets(), new PresplitRegions().splitKeys(design, 42).keys().size() + 1);
      } else {
        // A hash-led key is fitted by a key sample, which follows a popular host's writes; others by auto.
        assertEquals(design.rowkey().get(0) instanceof HashSegment ? Presplit.Algorithm.SAMPLE
            : Presplit.Algorithm.AUTO, design.presplit().algorithm(), d.name());
        assertEquals(9, new PresplitRegions().splitKeys(design, 42).keys().size(), d.name());
      }
    }
    assertTrue(designs.stream().anyMatch(d -> d.schema().presplit().algorithm() == Presplit.Algorithm.SAMPLE),
        "the md5(hostname)-led key");
  }

  /**
   * Phoenix's SYSTEM.SEQUENCE (issue 26): 200 rows of a few hundred bytes never reach the first
   * split, so an unsalted pick gets no pre-split. Before, it carried the 256 regions its salt made
   * (133 before the salt pre-split counted every bucket). A table that outgrows a region keeps them.
   */
  @Test
  void tableThatNeverSplits_unsaltedPickIsNotPresplit() throws IOException {
    TableSchema tiny = Schemas.loadExample("real/phoenix-system-sequence.yaml");
    assertTrue(RecommendedDesigns.staysOneRegion(tiny));
    assertEquals(256, RecommendedDesigns.regions(tiny));
    List<DesignAlternatives.Design> designs = new RecommendedDesigns(3, new CandidateLint(tiny,
        Schemas.exampleText("real/phoenix-system-sequence.yaml"), Linter.builtIn(LintConfig.DEFAULT))).alternatives(tiny);
    DesignAlternatives.Design pick = designs.get(0);
    assertTrue(!(pick.schema().rowkey().get(0) instanceof SaltSegment), pick.name());
    assertEquals(Presplit.Algorithm.NONE, pick.schema().presplit().algorithm(), pick.name());
    assertTrue(!RecommendedDesigns.staysOneRegion(Schemas.loadExample("log-data-host-lead.yaml")));
  }

  /**
   * A table of several record kinds (issue 26 A.4): each alternative is the whole table with every
   * kind's key, kind k taking its own candidate #i as recommend searches it on the kind's view, and
   * the first kind's pre-split. Before, the alternatives were the first kind's view alone: the other
   * kind's writes and reads were left out of the comparison.
   */
  @Test
  void tableOfSeveralKinds_alternativesAreTheWholeTable_withEveryKindsCandidate() throws Exception {
    java.nio.file.Path file = Schemas.projectRoot()
        .resolve("advisor-core/src/test/resources/recommend-kinds/log-data-with-hosts.yaml");
    TableSchema schema = dev.hbaseadvisor.model.SchemaLoader.load(file);
    CandidateLint lint = new CandidateLint(schema, Files.readString(file), Linter.builtIn(LintConfig.DEFAULT));
    List<DesignAlternatives.Design> designs = new RecommendedDesigns(3, lint).alternatives(schema);
    List<dev.hbaseadvisor.plan.Recommendation> kinds = List.of(
        Recommender.recommend(schema.kind(0), 3, lint.kind(0)), Recommender.recommend(schema.kind(1), 3, lint.kind(1)));
    assertEquals(3, kinds.get(0).candidates().size(), "the events' search has three candidates");
    assertEquals(3, designs.size());
    for (int i = 0; i < designs.size(); i++) {
      TableSchema design = designs.get(i).schema();
      assertEquals("recommend #" + (i + 1), designs.get(i).name());
      assertTrue(design.multiKind(), designs.get(i).name() + " is the whole table");
      assertEquals(schema.access(), design.access());
      assertEquals(schema.families(), design.families());
      for (int k = 0; k < 2; k++) {
        dev.hbaseadvisor.plan.Recommendation r = kinds.get(k);
        Candidate c = r.candidates().size() > i ? r.candidates().get(i) : r.top();
        assertEquals(RowkeyLine.of(c.rowkey()), RowkeyLine.of(design.kinds().get(k).rowkey()),
            designs.get(i).name() + ", kind " + k);
      }
      assertEquals(design.kinds().get(0).rowkey(), design.rowkey());
      assertEquals(kinds.get(0).candidates().get(i).checked().design().presplit(), design.presplit());
    }
  }
}
