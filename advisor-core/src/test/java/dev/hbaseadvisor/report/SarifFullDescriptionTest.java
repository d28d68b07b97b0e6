package dev.hbaseadvisor.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.rules.RuleCatalog;
import dev.hbaseadvisor.rules.RuleMeta;
import org.junit.jupiter.api.Test;

/** A rule's SARIF {@code fullDescription} within GitHub's 1,024 characters, cut after a whole sentence. */
class SarifFullDescriptionTest {

  @Test
  void aShortRationale_isKeptWhole() {
    assertEquals("One sentence. Two sentences.", SarifFindings.fullDescription("One sentence.\nTwo sentences."));
  }

  @Test
  void aLongRationale_endsAfterTheLastSentenceThatFits() {
    String sentence = "x".repeat(99) + ". ";
    String cut = SarifFindings.fullDescription(sentence.repeat(11));
    assertEquals(sentence.repeat(10).strip(), cut);
    assertEquals(1009, cut.length());
  }

  @Test
  void oneSentenceLongerThanTheLimit_endsAtAWordWithAnEllipsis() {
    String cut = SarifFindings.fullDescription("word ".repeat(300));
    assertEquals(1020, cut.length());
    assertTrue(cut.endsWith("word\u2026"), cut);
  }

  @Test
  void theCatalogsLongestRationale_isCut_andEveryOneFits() {
    RuleMeta longest = null;
    for (RuleMeta rule : RuleCatalog.builtIn().all()) {
      assertTrue(SarifFindings.fullDescription(rule.rationale()).length() <= SarifFindings.FULL_DESCRIPTION_LIMIT);
      if (longest == null || Prose.unwrap(rule.rationale()).length() > Prose.unwrap(longest.rationale()).length()) {
        longest = rule;
      }
    }
    String whole = Prose.unwrap(longest.rationale());
    assertTrue(whole.length() > SarifFindings.FULL_DESCRIPTION_LIMIT, longest.id() + " " + whole.length());
    assertTrue(whole.startsWith(SarifFindings.fullDescription(longest.rationale())));
  }
}
