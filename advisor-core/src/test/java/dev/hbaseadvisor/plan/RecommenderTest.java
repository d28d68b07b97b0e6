package dev.hbaseadvisor.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.model.FieldSegment;
import dev.hbaseadvisor.model.SaltSegment;
import dev.hbaseadvisor.model.SchemaLoader;
import dev.hbaseadvisor.model.Segment;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.report.RecommendFormat;
import dev.hbaseadvisor.rules.CandidateLint;
import dev.hbaseadvisor.rules.LintConfig;
import dev.hbaseadvisor.rules.Linter;
import dev.hbaseadvisor.rules.RowkeySplice;
import dev.hbaseadvisor.rules.RowkeyYaml;
import dev.hbaseadvisor.testing.Schemas;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code recommend} over the examples: the bad designs get a lint-clean key without a full table
 * scan among the first two, the consumption records rediscover "what can be enumerated goes
 * first", and every candidate is a schema that loads back into the same segments.
 */
class RecommenderTest {

  private static final Linter LINTER = Linter.builtIn(LintConfig.DEFAULT);

  private static Recommendation recommend(String example, int top) {
    TableSchema schema = Schemas.loadExample(example);
    return Recommender.recommend(schema, top, new CandidateLint(schema, text(example), LINTER));
  }

  private static String text(String example) {
    try {
      return Files.readString(Schemas.example(example));
    } catch (IOException e) {
      throw new AssertionError(e);
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"webtable-forward-domain.yaml", "log-data-timestamp-lead.yaml", "game-focus-wide.yaml",
      "consumption-user-date.yaml", "consumption-month-user.yaml", "game-focus-md5.yaml", "game-focus-tall.yaml",
      "log-data-bucketed-timestamp.yaml"})
  void example_advisedDesign_servesEverythingAsWell_andScoresNoWorse(String example) {
    Recommendation r = recommend(example, 3);
    Candidate top = r.top();
    assertTrue(top.safe(), () -> RecommendFormat.TEXT.render(Schemas.loadExample(example), r));
    assertTrue(top.score().total() <= r.current().score().total(), "the advised design scores no worse");
    assertEquals(r.recommended(), top != r.current());
  }

  @ParameterizedTest
  @ValueSource(strings = {"webtable-forward-domain.yaml", "log-data-timestamp-lead.yaml",
      "consumption-user-date.yaml"})
  void badDesign_isRecommendedABetterKey(String example) {
    Recommendation r = recommend(example, 3);
    assertTrue(r.recommended(), () -> RecommendFormat.TEXT.render(Schemas.loadExample(example), r));
    assertTrue(r.top().score().total() < r.current().score().total());
  }

  @Test
  void reversedWebtable_isAlreadyTheBest() {
    Recommendation r = recommend("webtable-reversed-domain.yaml", 3);
    assertFalse(r.candidates().isEmpty());
    assertFalse(r.recommended(),
        () -> RecommendFormat.TEXT.render(Schemas.loadExample("webtable-reversed-domain.yaml"), r));
    assertEquals(r.current(), r.top());
  }

  @Test
  void candidates_safeOnesFirst_tradeOffsNameWhatTheyLose() {
    Recommendation r = recommend("log-data-timestamp-lead.yaml", 3);
    boolean tradeOffSeen = false;
    for (Candidate c : r.candidates()) {
      assertFalse(tradeOffSeen && c.safe(), "a safe candidate after a trade-off: " + c.rowkey());
      tradeOffSeen |= !c.safe();
      assertEquals(c.safe(), c.losses().isEmpty());
      assertTrue(c.checked() != null && c.score().measured());
    }
  }

  @Test
  void everyCandidateOfEveryExample_loadsBackIntoTheSameSegments() throws IOException {
    try (var files = Files.list(Schemas.projectRoot().resolve("examples"))) {
      for (var file : files.filter(p -> p.toString().endsWith(".yaml")).sorted().toList()) {
        String name = file.getFileName().toString();
        TableSchema schema = Schemas.loadExample(name);
        for (Candidate c : recommend(name, 3).candidates()) {
          TableSchema loaded = RowkeySplice.load(RowkeySplice.splice(text(name), RowkeyYaml.render(schema, c.rowkey())));
          assertEquals(Candidate.signature(c.rowkey()), Candidate.signature(loaded.rowkey()), name);
        }
      }
    }
  }

  @Test
  void sameInput_sameOutput_byteForByte() {
    TableSchema schema = Schemas.loadExample("game-focus-wide.yaml");
    String first = RecommendFormat.JSON.render(schema, recommend("game-focus-wide.yaml", 3));
    String second = RecommendFormat.JSON.render(schema, recommend("game-focus-wide.yaml", 3));
    assertEquals(first, second);
  }

  @Test
  void eightKeyFields_sixPatterns_theSearchScoresHundredsOfKeys_notMillions() throws Exception {
    Path file = Schemas.projectRoot().resolve("advisor-core/src/test/resources/plan/eight-fields.yaml");
    TableSchema schema = SchemaLoader.load(file);
    Recommendation r = Recommender.recommend(schema, 3, new CandidateLint(schema, Files.readString(file), LINTER));
    assertEquals(738, r.evaluated(), "8! orderings alone are 40,320; the beam keeps 8 partial keys per length,"
        + " and each lead is also tried in front of the current key");
    assertEquals(3, r.candidates().size());
    assertTrue(r.top().score().total() <= r.current().score().total(), "the advised design scores no worse");
  }

  private static int indexOf(List<Segment> key, java.util.function.Predicate<Segment> test) {
    for (int i = 0; i < key.size(); i++) {
      if (test.test(key.get(i))) {
        return i;
      }
    }
    return -1;
  }
}
