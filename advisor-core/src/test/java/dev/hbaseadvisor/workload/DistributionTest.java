package dev.hbaseadvisor.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.model.Distribution;
import dev.hbaseadvisor.model.FieldSpec;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.testing.Schemas;
import java.util.Map;
import java.util.function.IntToDoubleFunction;
import org.apache.commons.math3.distribution.ExponentialDistribution;
import org.apache.commons.math3.distribution.NormalDistribution;
import org.apache.commons.math3.distribution.ZipfDistribution;
import org.apache.commons.math3.stat.inference.ChiSquareTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every distribution the generator draws from matches its target: a chi-square goodness-of-fit
 * test of commons-math3 ({@code inference.ChiSquareTest}) at significance 0.001, with fixed
 * seeds of the generator's own {@link SplitMix64} so the outcome never varies. The targets' probabilities come from commons-math3's
 * distributions wherever it has one.
 */
class DistributionTest {

  private static final double ALPHA = 0.001;
  private static final int DRAWS = 100_000;
  private static final ChiSquareTest CHI_SQUARE = new ChiSquareTest();

  @Test
  void uniform_isFlat() {
    assertFits("uniform", 50, 0, k -> 1.0 / 50);
  }

  @ParameterizedTest
  @ValueSource(doubles = {0.99, 1.1, 2.0})
  void zipf_aliasTable_matchesCommonsMathZipf(double exponent) {
    ZipfDistribution zipf = new ZipfDistribution(60, exponent);
    assertFits("zipf:" + exponent, 60, 0, k -> zipf.probability(k + 1));
  }

  @Test
  void zipf_aboveTheAliasLimit_byRejectionInversion_matchesCommonsMathZipfOnTheHead() {
    int n = IndexSampler.ALIAS_LIMIT + 1;
    ZipfDistribution zipf = new ZipfDistribution(n, 0.99);
    IndexSampler sampler = new IndexSampler(Distribution.parse("zipf"), n, new SplitMix64(11));
    int head = 20;
    long[] observed = new long[head + 1];
    for (int i = 0; i < DRAWS; i++) {
      observed[(int) Math.min(head, sampler.next(i))]++;
    }
    // probability(k) sums the harmonic series on every call: take 1 / H(n) from it once.
    double first = zipf.probability(1);
    double[] expected = new double[head + 1];
    double tail = 1;
    for (int k = 0; k < head; k++) {
      double p = first * Math.pow(k + 1, -0.99);
      expected[k] = p * DRAWS;
      tail -= p;
    }
    expected[head] = tail * DRAWS;
    assertFalse(CHI_SQUARE.chiSquareTest(expected, observed, ALPHA));
  }

  @ParameterizedTest
  @ValueSource(doubles = {0.5, 1.0, 1.5})
  void zipfSampler_matchesCommonsMathZipfOverEveryRank(double exponent) {
    // The rejection-inversion sampler on its own, over a range small enough to test every rank.
    int n = 200;
    ZipfDistribution zipf = new ZipfDistribution(n, exponent);
    ZipfSampler sampler = new ZipfSampler(n, exponent);
    SplitMix64 random = new SplitMix64(17);
    long[] observed = new long[n];
    for (int i = 0; i < DRAWS; i++) {
      observed[(int) sampler.sample(random) - 1]++;
    }
    double[] expected = new double[n];
    for (int k = 0; k < n; k++) {
      expected[k] = zipf.probability(k + 1) * DRAWS;
    }
    assertFalse(CHI_SQUARE.chiSquareTest(expected, observed, ALPHA));
  }

  @Test
  void scrambledZipf_isZipfOverHashedRanks() {
    int n = 40;
    ZipfDistribution zipf = new ZipfDistribution(n, 0.99);
    double[] p = new double[n];
    for (int rank = 0; rank < n; rank++) {
      p[(int) Math.floorMod(IndexSampler.fnv64(rank), (long) n)] += zipf.probability(rank + 1);
    }
    assertFits("scrambled-zipf", n, 0, k -> p[k]);
  }

  @Test
  void latest_favoursTheMostRecentValues() {
    int n = 40;
    ZipfDistribution zipf = new ZipfDistribution(n, 0.99);
    // Once n records exist, index n-1 is the newest: rank r lands on n-1-r.
    assertFits("latest", n, 1_000_000, k -> zipf.probability(n - k));
  }

  @Test
  void hotspot_sendsTheHotFractionToTheHotSet() {
    int n = 100;
    assertFits("hotspot:0.2:0.8", n, 0, k -> k < 20 ? 0.8 / 20 : 0.2 / 80);
  }

  @Test
  void exponential_followsTheExponentialCdf() {
    int n = 100;
    ExponentialDistribution exp = new ExponentialDistribution(n / Math.log(20));
    assertFits("exponential", n, 0, k -> k == n - 1 ? 1 - exp.cumulativeProbability(n - 1)
        : exp.cumulativeProbability(k + 1) - exp.cumulativeProbability(k));
  }

  @Test
  void normal_followsTheNormalCdfRoundedAndClamped() {
    int n = 60;
    NormalDistribution normal = new NormalDistribution(n / 2.0, n / 6.0);
    assertFits("normal", n, 0, k -> (k == n - 1 ? 1 : normal.cumulativeProbability(k + 0.5))
        - (k == 0 ? 0 : normal.cumulativeProbability(k - 0.5)));
  }

  @Test
  void increasingTimestamps_fallUniformlyInTheirWriteSlot() {
    TableSchema schema = Schemas.parse("table: t\nfields:\n  ts: { type: timestamp, order: increasing }\n"
        + "  seq: { type: long, order: increasing }\nrowkey:\n  - field: ts\nfamilies:\n  - name: d\n"
        + "workload:\n  writes: 10/s\n");
    RecordGenerator generator = new RecordGenerator(schema, 5);
    FieldSpec ts = schema.field("ts");
    long[] observed = new long[10];
    long previous = Long.MIN_VALUE;
    for (int n = 0; n < DRAWS; n++) {
      Map<String, Object> record = generator.next();
      long t = (Long) record.get("ts");
      assertTrue(t >= previous, "timestamps never decrease");
      previous = t;
      assertEquals(schema.field("seq").min() + n, record.get("seq"));
      long offset = t - ts.min() - 100L * n;
      assertTrue(offset >= 0 && offset < 100, "inside the write's 100 ms slot");
      observed[(int) (offset / 10)]++;
    }
    assertFalse(CHI_SQUARE.chiSquareTest(flat(10, DRAWS), observed, ALPHA));
  }

  @Test
  void stringLengths_areUniformOverTheRange() {
    TableSchema schema = Schemas.parse(Schemas.minimal("  s: { type: string, length: 5-12 }\n", "  - field: s\n"));
    RecordGenerator generator = new RecordGenerator(schema, 9);
    long[] observed = new long[8];
    for (int i = 0; i < 20_000; i++) {
      observed[((String) generator.next().get("s")).length() - 5]++;
    }
    assertFalse(CHI_SQUARE.chiSquareTest(flat(8, 20_000), observed, ALPHA));
  }

  @Test
  void enumValues_followTheirDistribution() {
    TableSchema schema = Schemas.parse(Schemas.minimal(
        "  e: { type: enum, values: [a, b, c, d, e], distribution: zipf:1.1 }\n", "  - field: e\n"));
    RecordGenerator generator = new RecordGenerator(schema, 13);
    ZipfDistribution zipf = new ZipfDistribution(5, 1.1);
    long[] observed = new long[5];
    for (int i = 0; i < DRAWS; i++) {
      observed["abcde".indexOf((String) generator.next().get("e"))]++;
    }
    double[] expected = new double[5];
    for (int k = 0; k < 5; k++) {
      expected[k] = zipf.probability(k + 1) * DRAWS;
    }
    assertFalse(CHI_SQUARE.chiSquareTest(expected, observed, ALPHA));
  }

  @Test
  void chiSquare_rejectsAWrongTarget() {
    // The test has teeth: zipf draws are not uniform.
    IndexSampler sampler = new IndexSampler(Distribution.parse("zipf"), 50, new SplitMix64(3));
    long[] observed = new long[50];
    for (int i = 0; i < DRAWS; i++) {
      observed[(int) sampler.next(i)]++;
    }
    assertTrue(CHI_SQUARE.chiSquareTest(flat(50, DRAWS), observed, ALPHA));
  }

  /** Draws {@link #DRAWS} indexes from {@code 0..n-1} and tests them against {@code p}. */
  private static void assertFits(String distribution, int n, long sequence, IntToDoubleFunction p) {
    IndexSampler sampler = new IndexSampler(Distribution.parse(distribution), n, new SplitMix64(42));
    long[] observed = new long[n];
    for (int i = 0; i < DRAWS; i++) {
      observed[(int) sampler.next(sequence + i)]++;
    }
    // Values the target never gives must never be drawn; the others are tested.
    double[] expected = java.util.stream.IntStream.range(0, n).mapToDouble(k -> p.applyAsDouble(k) * DRAWS)
        .filter(e -> e > 0).toArray();
    long[] seen = java.util.stream.IntStream.range(0, n).filter(k -> p.applyAsDouble(k) > 0)
        .mapToLong(k -> observed[k]).toArray();
    assertEquals(DRAWS, java.util.Arrays.stream(seen).sum(), distribution + " drew an impossible value");
    assertFalse(CHI_SQUARE.chiSquareTest(expected, seen, ALPHA),
        () -> distribution + ": p = " + CHI_SQUARE.chiSquareTest(expected, seen));
  }

  private static double[] flat(int bins, long draws) {
    double[] expected = new double[bins];
    java.util.Arrays.fill(expected, (double) draws / bins);
    return expected;
  }
}
