package dev.hbaseadvisor.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The ranks a read's estimate uses are those of a plain count and of the interpolation over the
 * keys themselves, to the bit, however the sample was built (sorted whole, grown key by key,
 * thinned), over keys many of which tie in their first eight, 16 or 24 bytes.
 */
class SampleRanksTest {

  @Test
  void ranks_equalACountAndTheInterpolationOverTheKeys() {
    SplittableRandom random = new SplittableRandom(11);
    SampleRanks previous = null;
    List<byte[]> previousKeys = null;
    for (int round = 0; round < 200; round++) {
      int n = random.nextInt(1, 300);
      List<byte[]> keys = randomKeys(random, n);
      keys.sort(Arrays::compareUnsigned);
      SampleRanks ranks = SampleRanks.of(keys.toArray(new byte[0][]), n);
      checkAgainstTheKeys(ranks, keys, random);
      if (previous != null) {
        checkSideBySide(previous, previousKeys, ranks, keys, random);
      }
      previous = ranks;
      previousKeys = keys;
    }
  }

  @Test
  void weightBelow_isTheWeightOfTheKeysBelow_plusTheKeyBelowsWeightTimesTheInterpolatedFraction() {
    SplittableRandom random = new SplittableRandom(23);
    for (int round = 0; round < 100; round++) {
      int n = random.nextInt(0, 300);
      List<byte[]> keys = randomKeys(random, n);
      keys.sort(Arrays::compareUnsigned);
      double[] weights = new double[n];
      double total = 0;
      for (int i = 0; i < n; i++) {
        weights[i] = random.nextInt(1, 5) * 1024.5;
        total += weights[i];
      }
      SampleRanks ranks = SampleRanks.weighted(keys.toArray(new byte[0][]), weights, n);
      assertEquals(Double.doubleToLongBits(total), Double.doubleToLongBits(ranks.totalWeight()));
      for (int q = 0; q < 40; q++) {
        byte[] key = q % 5 == 0 && n > 0 ? keys.get(random.nextInt(n)) : randomKey(random);
        int below = countBelow(keys, key);
        double expected;
        if (below == 0) {
          expected = 0;
        } else if (below == n) {
          expected = total;
        } else {
          double sum = 0;
          for (int i = 0; i < below - 1; i++) {
            sum += weights[i];
          }
          expected = sum + weights[below - 1] * expectedFraction(keys, below, key);
        }
        assertEquals(Double.doubleToLongBits(expected),
            Double.doubleToLongBits(ranks.weightBelow(ranks.below(new SampleRanks.Probe().set(key)),
                new SampleRanks.Probe().set(key))),
            "round " + round + ", " + below + " of " + n + " keys below");
      }
    }
  }

  /** Searches of two keys in two samples of other sizes, side by side, find what counts find. */
  private static void checkSideBySide(SampleRanks x, List<byte[]> xKeys, SampleRanks y, List<byte[]> yKeys,
      SplittableRandom random) {
    int[] found = new int[4];
    for (int q = 0; q < 20; q++) {
      byte[] from = randomKey(random);
      byte[] to = randomKey(random);
      SampleRanks.belowBoth(x, y, new SampleRanks.Probe().set(from), new SampleRanks.Probe().set(to), found);
      assertEquals(List.of(countBelow(xKeys, from), countBelow(xKeys, to), countBelow(yKeys, from),
          countBelow(yKeys, to)), Arrays.stream(found).boxed().toList());
    }
  }

  @Test
  void ranks_stayExact_asKeysJoinOneByOne_andAfterThinning() {
    SplittableRandom random = new SplittableRandom(5);
    SampleRanks ranks = new SampleRanks(256);
    List<byte[]> keys = new ArrayList<>();
    List<byte[]> joined = new ArrayList<>();
    for (int i = 0; i < 256; i++) {
      byte[] key = randomKey(random);
      insertWhereItSorts(ranks, keys, key, i, 1);
      joined.add(key);
      if (i % 16 == 0) {
        checkAgainstTheKeys(ranks, keys, random);
      }
    }
    // Thinned twice, as a memstore sample halves again and again: by the keys' places in the
    // order they joined, each kept key given its place among those kept.
    for (int round = 0; round < 2; round++) {
      int[] places = new int[joined.size()];
      Set<byte[]> kept = Collections.newSetFromMap(new IdentityHashMap<>());
      List<byte[]> keptJoined = new ArrayList<>();
      for (int place = 0; place < joined.size(); place++) {
        places[place] = -1;
        if (random.nextBoolean()) {
          places[place] = keptJoined.size();
          keptJoined.add(joined.get(place));
          kept.add(joined.get(place));
        }
      }
      List<byte[]> thinned = new ArrayList<>();
      for (byte[] key : keys) {
        if (kept.contains(key)) {
          thinned.add(key);
        }
      }
      ranks.retain(places);
      checkAgainstTheKeys(ranks, thinned, random);
      keys = thinned;
      joined = keptJoined;
    }
  }

  /**
   * Several entries of one key joining at once (a memstore write kept for several strata), among
   * keys that joined alone, new keys and keys already there alike.
   */
  @Test
  void ranks_stayExact_asRunsOfOneKeyJoinTogether() {
    SplittableRandom random = new SplittableRandom(13);
    SampleRanks ranks = new SampleRanks(400);
    List<byte[]> keys = new ArrayList<>();
    int place = 0;
    while (keys.size() < 380) {
      byte[] key = !keys.isEmpty() && random.nextInt(4) == 0
          ? keys.get(random.nextInt(keys.size())) : randomKey(random);
      int count = random.nextInt(1, 6);
      insertWhereItSorts(ranks, keys, key, place, count);
      place += count;
      checkAgainstTheKeys(ranks, keys, random);
    }
  }

  /**
   * Keys that are prefixes of one another, the longer going on with zeros to about the 24 bytes a
   * record holds and then with other bytes: where two such keys part is the shorter's length,
   * which their recorded bytes alone cannot tell, and where they differ past those bytes it is
   * found in the keys.
   */
  @Test
  void ranks_stayExact_forKeysThatArePrefixesOfOthers_aroundTheRecordedBytes() {
    SplittableRandom random = new SplittableRandom(31);
    for (int round = 0; round < 40; round++) {
      SampleRanks ranks = new SampleRanks(64);
      List<byte[]> keys = new ArrayList<>();
      for (int i = 0; i < 60; i++) {
        byte[] key = new byte[random.nextInt(14, 34)];
        key[0] = (byte) (0x60 + random.nextInt(2));
        int zerosTo = random.nextInt(1, key.length + 1);
        for (int at = zerosTo; at < key.length; at++) {
          key[at] = (byte) random.nextInt(3);
        }
        insertWhereItSorts(ranks, keys, key, i, 1);
      }
      byte[][] sorted = keys.toArray(new byte[0][]);
      for (SampleRanks sample : List.of(ranks, SampleRanks.of(sorted, sorted.length))) {
        checkAgainstTheKeys(sample, keys, random);
        // Probes among the keys: one of them, cut or grown, its bytes after a point redrawn.
        for (int q = 0; q < 100; q++) {
          byte[] near = keys.get(random.nextInt(keys.size()));
          byte[] probe = Arrays.copyOf(near, random.nextInt(near.length + 8));
          for (int at = random.nextInt(probe.length + 1); at < probe.length; at++) {
            probe[at] = (byte) random.nextInt(3);
          }
          int below = countBelow(keys, probe);
          SampleRanks.Probe prepared = new SampleRanks.Probe().set(probe);
          assertEquals(below, sample.below(prepared));
          assertEquals(Double.doubleToLongBits(expectedRank(keys, below, probe)),
              Double.doubleToLongBits(sample.rank(below, prepared)), Arrays.toString(probe));
        }
      }
    }
  }

  @Test
  void ofJoined_sortsTheKeys_andTheirPlacesFollowThem() {
    SplittableRandom random = new SplittableRandom(29);
    List<byte[]> joined = randomKeys(random, 200);
    SampleRanks ranks = SampleRanks.ofJoined(joined.toArray(new byte[0][]), joined.size(), 256);
    List<byte[]> sorted = new ArrayList<>(joined);
    sorted.sort(Arrays::compareUnsigned);
    checkAgainstTheKeys(ranks, sorted, random);
    // Keeping every other place drops exactly the keys that joined at odd places.
    int[] places = new int[joined.size()];
    List<byte[]> kept = new ArrayList<>();
    for (int place = 0; place < places.length; place++) {
      places[place] = place % 2 == 0 ? place / 2 : -1;
      if (place % 2 == 0) {
        kept.add(joined.get(place));
      }
    }
    ranks.retain(places);
    kept.sort(Arrays::compareUnsigned);
    checkAgainstTheKeys(ranks, kept, random);
  }

  /**
   * Runs of keys that tie in their first eight bytes, shorter and longer than the few a search of
   * the end of a tie looks at first, at the start, in the middle and at the end of the sample.
   */
  @Test
  void ranks_stayExact_whereManyOrFewKeysTieInTheirFirstEightBytes() {
    SplittableRandom random = new SplittableRandom(17);
    for (int run : new int[] {1, 2, 7, 8, 9, 15, 16, 40}) {
      List<byte[]> keys = randomKeys(random, 30);
      byte[] head = {0x60, 0x61, 0x60, 0x60, 0x61, 0x61, 0x60, 0x61};
      for (int i = 0; i < run; i++) {
        byte[] key = Arrays.copyOf(head, 8 + random.nextInt(1, 20));
        for (int at = 8; at < key.length; at++) {
          key[at] = (byte) random.nextInt(256);
        }
        keys.add(key);
      }
      keys.sort(Arrays::compareUnsigned);
      SampleRanks ranks = SampleRanks.of(keys.toArray(new byte[0][]), keys.size());
      int[] both = new int[4];
      for (int q = 0; q < 200; q++) {
        byte[] probe = tiedKey(head, random);
        assertEquals(countBelow(keys, probe), ranks.below(new SampleRanks.Probe().set(probe)),
            run + " keys tie");
        // Both ends of a range among the tied keys, found together.
        byte[] other = tiedKey(head, random);
        SampleRanks.belowBoth(ranks, ranks, new SampleRanks.Probe().set(probe), new SampleRanks.Probe().set(other),
            both);
        int low = countBelow(keys, probe);
        int high = countBelow(keys, other);
        assertEquals(List.of(low, high, low, high), Arrays.stream(both).boxed().toList(), run + " keys tie");
      }
      checkAgainstTheKeys(ranks, keys, random);
    }
  }

  /** {@code head}, then 0 to 19 random bytes (a head alone sorts first among the keys that tie with it). */
  private static byte[] tiedKey(byte[] head, SplittableRandom random) {
    byte[] key = Arrays.copyOf(head, 8 + random.nextInt(0, 20));
    for (int at = 8; at < key.length; at++) {
      key[at] = (byte) random.nextInt(256);
    }
    return key;
  }

  /**
   * Keys that each join above every other (an increasing key) or below (a reversed one), over a
   * span that grows from a few units to most of the first eight bytes' range.
   */
  @Test
  void ranks_stayExact_asEveryKeyJoinsAtAnEnd() {
    SplittableRandom random = new SplittableRandom(23);
    for (boolean increasing : new boolean[] {true, false}) {
      SampleRanks ranks = new SampleRanks(200);
      List<byte[]> keys = new ArrayList<>();
      long distance = 1;
      for (int i = 0; i < 200; i++) {
        distance += 1 + distance / 8;
        long value = increasing ? Long.MIN_VALUE / 2 + distance : Long.MAX_VALUE / 2 - distance;
        byte[] key = ByteBuffer.allocate(10).putLong(value).putShort((short) i).array();
        assertEquals(increasing ? i : 0, insertWhereItSorts(ranks, keys, key, i, 1));
        checkAgainstTheKeys(ranks, keys, random);
      }
    }
  }

  @Test
  void probeWords_areTheKeysBytesFromAnyOffset_zeroPastTheEnd() {
    SplittableRandom random = new SplittableRandom(3);
    for (int round = 0; round < 500; round++) {
      byte[] key = new byte[random.nextInt(0, 30)];
      random.nextBytes(key);
      SampleRanks.Probe probe = new SampleRanks.Probe().set(key);
      for (int from = 0; from < 32; from++) {
        assertEquals(slowWord(key, from), probe.word(from), "offset " + from + " of " + key.length + " bytes");
        assertEquals(slowWord(key, from), KeyWords.word(key, from, key.length));
        int length = random.nextInt(0, key.length + 1);
        assertEquals(slowWord(Arrays.copyOf(key, length), from), KeyWords.word(key, from, length),
            "offset " + from + " of the first " + length + " of " + key.length + " bytes");
      }
    }
  }

  /** Checks below (alone, and side by side with another search) and rank against a pass over {@code keys}. */
  /**
   * Inserts {@code count} entries of {@code key} where it sorts, joined at {@code place} and the
   * places after it, into the sample and into {@code keys}, the list it is checked against;
   * returns where.
   */
  private static int insertWhereItSorts(SampleRanks ranks, List<byte[]> keys, byte[] key, int place, int count) {
    int at = ranks.below(key);
    ranks.insert(at, key, place, count);
    for (int j = 0; j < count; j++) {
      keys.add(at, key);
    }
    return at;
  }

  private static void checkAgainstTheKeys(SampleRanks ranks, List<byte[]> keys, SplittableRandom random) {
    assertEquals(keys.size(), ranks.size());
    for (int q = 0; q < 40; q++) {
      byte[] a = q % 5 == 0 && !keys.isEmpty() ? keys.get(random.nextInt(keys.size())) : randomKey(random);
      byte[] b = randomKey(random);
      SampleRanks.Probe probe = new SampleRanks.Probe().set(a);
      int expected = countBelow(keys, a);
      assertEquals(expected, ranks.below(probe));
      int start = countBelow(keys, b);
      // Side by side with a search of another key, and in either place of the two samples.
      SampleRanks.Probe other = new SampleRanks.Probe().set(b);
      int[] both = new int[4];
      SampleRanks.belowBoth(ranks, null, probe, other, both);
      assertEquals(List.of(expected, start, 0, 0), Arrays.stream(both).boxed().toList());
      SampleRanks.belowBoth(ranks, ranks, other, probe, both);
      assertEquals(List.of(start, expected, start, expected), Arrays.stream(both).boxed().toList());
      assertEquals(Double.doubleToLongBits(expectedRank(keys, expected, a)),
          Double.doubleToLongBits(ranks.rank(expected, probe)));
    }
  }

  private static int countBelow(List<byte[]> keys, byte[] key) {
    int count = 0;
    for (byte[] k : keys) {
      if (Arrays.compareUnsigned(k, key) < 0) {
        count++;
      }
    }
    return count;
  }

  /** The interpolated rank, computed from the two keys around {@code key} as the definition says. */
  private static double expectedRank(List<byte[]> keys, int below, byte[] key) {
    if (below == 0 || below >= keys.size()) {
      return below;
    }
    return below - 1 + expectedFraction(keys, below, key);
  }

  /** How far {@code key} lies from the key below it to the next, as the definition says. */
  private static double expectedFraction(List<byte[]> keys, int below, byte[] key) {
    byte[] low = keys.get(below - 1);
    byte[] high = keys.get(below);
    int common = Arrays.mismatch(low, high);
    if (common < 0) {
      return 1;
    }
    double a = unsigned(slowWord(low, common));
    double b = unsigned(slowWord(high, common));
    double x = unsigned(slowWord(key, common));
    return b <= a ? 1 : Math.max(0, Math.min(1, (x - a) / (b - a)));
  }

  private static long slowWord(byte[] key, int from) {
    long w = 0;
    for (int i = 0; i < 8; i++) {
      int at = from + i;
      w = w << 8 | (at < key.length ? key[at] & 0xFFL : 0);
    }
    return w;
  }

  private static double unsigned(long w) {
    return (double) (w >>> 1) * 2.0 + (w & 1);
  }

  /** {@code n} keys of {@link #randomKey}, in the order drawn, in a list that may grow. */
  private static List<byte[]> randomKeys(SplittableRandom random, int n) {
    List<byte[]> keys = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      keys.add(randomKey(random));
    }
    return keys;
  }

  /**
   * Keys of 0 to 30 bytes over a small alphabet in their first 24 bytes, so that many share their
   * first eight, sixteen and 24 bytes, and some are prefixes of others.
   */
  private static byte[] randomKey(SplittableRandom random) {
    byte[] key = new byte[random.nextInt(0, 31)];
    for (int i = 0; i < key.length; i++) {
      key[i] = (byte) (i < 24 ? (random.nextInt(3) == 0 ? 0 : 0x60 + random.nextInt(2)) : random.nextInt(256));
    }
    return key;
  }
}
