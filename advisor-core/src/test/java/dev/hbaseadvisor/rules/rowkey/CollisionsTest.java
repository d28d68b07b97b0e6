package dev.hbaseadvisor.rules.rowkey;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.hbaseadvisor.model.Distribution;
import dev.hbaseadvisor.workload.IndexWeights;
import java.util.EnumSet;
import org.junit.jupiter.api.Test;

/**
 * The collision arithmetic of {@link Collisions} against sums computed term by term from the
 * samplers' definitions in {@code workload/IndexSampler}.
 */
class CollisionsTest {

  @Test
  void harmonic_matchesTheSumTermByTerm_pastTheExactTerms() {
    for (double s : new double[] {0.99, 1.0, 1.98, 2.2}) {
      double sum = 0;
      for (int k = 1; k <= 1_000_000; k++) {
        sum += Math.pow(k, -s);
      }
      assertEquals(sum, IndexWeights.harmonic(1_000_000, s), sum * 1e-6, "s = " + s);
    }
  }

  @Test
  void zipf_sumOfSquares_isH2sOverHsSquared() {
    double h = 0;
    double h2 = 0;
    for (int k = 1; k <= 2000; k++) {
      h += Math.pow(k, -0.99);
      h2 += Math.pow(k, -1.98);
    }
    assertEquals(h2 / (h * h), IndexWeights.sumOfSquares(Distribution.parse("zipf"), 2000), 1e-12);
  }

  @Test
  void hotspot_sumOfSquares_splitsTheHotAndColdSets() {
    // 1000 values, 200 hot ones take 80 % of the draws.
    double expected = 200 * Math.pow(0.8 / 200, 2) + 800 * Math.pow(0.2 / 800, 2);
    assertEquals(expected, IndexWeights.sumOfSquares(Distribution.parse("hotspot"), 1000), 1e-15);
  }

  @Test
  void exponential_sumOfSquares_matchesTheClampedGeometricDraws() {
    int n = 500;
    double lambda = Math.log(20) / n;
    double expected = 0;
    for (int k = 0; k < n - 1; k++) {
      double p = Math.exp(-lambda * k) - Math.exp(-lambda * (k + 1));
      expected += p * p;
    }
    double last = Math.exp(-lambda * (n - 1));
    expected += last * last;
    assertEquals(expected, IndexWeights.sumOfSquares(Distribution.parse("exponential"), n), 1e-12);
  }

  @Test
  void uniform_andNormal_sumOfSquares() {
    assertEquals(1e-3, IndexWeights.sumOfSquares(Distribution.UNIFORM, 1000), 1e-18);
    // A normal with sigma n/6: 1 / (2 sigma sqrt(pi)) = 3 / (n sqrt(pi)), plus the two clamped tails.
    assertEquals(3 / (6000 * Math.sqrt(Math.PI)) + 2 * Math.pow(0.0013498980316301, 2),
        IndexWeights.sumOfSquares(Distribution.parse("normal"), 6000), 1e-12);
  }

  @Test
  void units_ofDatePatterns() {
    assertEquals(EnumSet.of(Collisions.Unit.YEAR, Collisions.Unit.MONTH), Collisions.units("yyyy-MM"));
    assertEquals(EnumSet.of(Collisions.Unit.DAY, Collisions.Unit.HOUR, Collisions.Unit.MINUTE,
        Collisions.Unit.SECOND, Collisions.Unit.MILLISECOND), Collisions.units("-dd HH:mm:ss SSS"));
    assertEquals(EnumSet.of(Collisions.Unit.HOUR), Collisions.units("'day' HH"));
  }

  @Test
  void sameInstant_repeatsWithTheFirstMissingCoarserUnit() {
    double year = Collisions.Unit.YEAR.millis;
    // MM alone over a year: 12 values that repeat every year.
    assertEquals(Collisions.Unit.MONTH.millis / year, Collisions.sameInstant(Collisions.units("MM"), year), 1e-12);
    // yyyy-MM over two hours: one value.
    assertEquals(1, Collisions.sameInstant(Collisions.units("yyyy-MM"), 7_200_000), 0);
    // yyyy-MM plus seconds-of-minute over a year: a twelfth times a sixtieth.
    assertEquals(Collisions.Unit.MONTH.millis / year / 60, Collisions.sameInstant(
        Collisions.units("yyyy-MM ss"), year), 1e-12);
    // Down to the second over 365 days.
    assertEquals(1 / 31_536_000.0, Collisions.sameInstant(Collisions.units("yyyy-MM-dd HH:mm:ss"),
        31_536_000_000.0), 1e-18);
  }

  @Test
  void overwrittenShare_followsOccupancy() {
    // 100 rows into 8000 equally likely keys: x = 1/80, share = x/2 - x^2/6 + ... = 0.006224.
    assertEquals(0.006224, Collisions.overwrittenShare(100, 1 / 8000.0), 1e-6);
    // 100M rows into 8000 keys: all but 8000 are overwritten.
    assertEquals(1 - 8000 / 1e8, Collisions.overwrittenShare(1e8, 1 / 8000.0), 1e-12);
    assertEquals(0, Collisions.overwrittenShare(1e8, 0), 0);
    assertEquals(5e-12, Collisions.overwrittenShare(1e-3, 1e-8), 1e-20);
  }
}
