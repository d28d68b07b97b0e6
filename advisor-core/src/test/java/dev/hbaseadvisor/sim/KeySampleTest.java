package dev.hbaseadvisor.sim;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.codec.Bytes;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** A memstore's key sample stays bounded whatever is offered, and its sorted view exact. */
class KeySampleTest {

  @Test
  void sample_staysBoundedWhateverIsOffered() {
    SplittableRandom random = new SplittableRandom(1);
    KeySample sample = new KeySample(64, 64, random);
    for (int i = 0; i < 500_000; i++) {
      sample.offer(Bytes.toBytes(i), 4, 100 + random.nextInt(400), random);
      assertTrue(sample.size() <= 64);
    }
    assertTrue(sample.size() >= 32, "a halved sample refills");
  }

  @Test
  void below_agreesWithCountingEveryKeptKey_whileTheSampleChanges() {
    // below searches a sorted view kept up to date as keys join; the keys in a range by it must be
    // exactly what a pass over the kept keys counts, for ranges of any length, with shared
    // eight-byte prefixes, before and after halving.
    // Now and then a write far longer than the stride is kept once for each stratum it covers,
    // its entries joining the view together.
    SplittableRandom random = new SplittableRandom(7);
    KeySample sample = new KeySample(32, 64, random);
    for (int i = 0; i < 20_000; i++) {
      long bytes = i % 50 == 0 ? 2_000 + random.nextInt(20_000) : 50 + random.nextInt(200);
      sample.offer(randomKey(random), random.nextInt(14) + 1, bytes, random);
      if (i % 97 == 0 || i % 50 == 0) {
        byte[][] sorted = sample.sorted();
        SampleRanks fresh = SampleRanks.of(sorted, sorted.length);
        for (int q = 0; q < 5; q++) {
          byte[] a = randomKey(random);
          byte[] b = q == 0 ? new byte[0] : randomKey(random);
          assertEquals(linearCount(sample, a, b), countIn(sample, a, b), "at write " + i);
          // The view's interpolated ranks are those of the same keys sorted afresh, to the bit.
          SampleRanks.Probe probe = new SampleRanks.Probe().set(a);
          int below = sample.below(a);
          assertEquals(fresh.rank(below, probe), sample.ranks().rank(below, probe), "at write " + i);
        }
      }
    }
  }

  @Test
  void sorted_ofASampleOfCopies_isTheStableSortOfItsKeys() {
    // A sampled replay's memstore: a few writes standing for many strata each, so the sample holds
    // runs of copies, sorted by their runs; now and then many light writes, sorted key by key.
    SplittableRandom random = new SplittableRandom(11);
    for (int trial = 0; trial < 2_000; trial++) {
      KeySample sample = new KeySample(128, 64, random);
      int writes = 1 + random.nextInt(trial % 10 == 0 ? 300 : 20);
      for (int i = 0; i < writes; i++) {
        long bytes = random.nextInt(3) == 0 ? 50 : 1_000 + random.nextInt(200_000);
        sample.offer(randomKey(random), random.nextInt(14) + 1, bytes, random);
      }
      byte[][] kept = sample.joined();
      byte[][] expected = kept.clone();
      Arrays.sort(expected, Arrays::compareUnsigned);
      byte[][] sorted = sample.sorted();
      assertEquals(expected.length, sorted.length);
      for (int i = 0; i < expected.length; i++) {
        assertSame(expected[i], sorted[i], "trial " + trial + ", key " + i);
      }
    }
  }

  @Test
  void samplesTakingAFlushedSamplesArrays_keepWhatNewArraysWouldKeep() {
    SplittableRandom withSpares = new SplittableRandom(12);
    SplittableRandom without = new SplittableRandom(12);
    KeySample.Spares spares = new KeySample.Spares();
    for (int flush = 0; flush < 300; flush++) {
      KeySample recycled = new KeySample(32, 64, withSpares, spares);
      KeySample fresh = new KeySample(32, 64, without);
      int writes = 1 + flush % 40;
      for (int i = 0; i < writes; i++) {
        byte[] key = Bytes.toBytes(flush * 1_000 + i * 7 % 40);
        long bytes = i % 3 == 0 ? 20_000 : 100;
        recycled.offer(key, 4, bytes, withSpares);
        fresh.offer(key, 4, bytes, without);
      }
      assertEquals(fresh.size(), recycled.size(), "flush " + flush);
      assertEquals(fresh.keyBytes(), recycled.keyBytes(), "flush " + flush);
      assertTrue(Arrays.deepEquals(fresh.sorted(), recycled.sorted()), "flush " + flush);
      recycled.recycle();
    }
  }

  @Test
  void aSampleHeldAsRuns_keepsAndDrawsWhatOneEntryAKeyKeepsAndDraws() {
    // The same writes to a sample held as runs and to one holding an entry a key, each with its
    // own copy of one generator: the same keys kept in the same order after every write, the same
    // sorted runs at the end, and the generators left in the same state. A generator that can pass
    // over draws and one that cannot (java.util.Random), and a read now and then turning the
    // sample into entries.
    for (int trial = 0; trial < 400; trial++) {
      long seed = 1_000 + trial;
      boolean skipping = trial % 2 == 0;
      java.util.random.RandomGenerator a = skipping ? new SplittableRandom(seed) : new java.util.Random(seed);
      java.util.random.RandomGenerator b = skipping ? new SplittableRandom(seed) : new java.util.Random(seed);
      SplittableRandom writes = new SplittableRandom(seed);
      KeySample runs = new KeySample(2 * (1 + writes.nextInt(64)), 1L << writes.nextInt(8), a, null, true);
      KeySample entries = new KeySample(runs.capacity(), runs.stride(), b, null, false);
      int count = 1 + writes.nextInt(trial % 10 == 0 ? 2_000 : 60);
      for (int i = 0; i < count; i++) {
        byte[] key = randomKey(writes);
        int length = 1 + writes.nextInt(key.length);
        long bytes = writes.nextInt(3) == 0 ? 1 + writes.nextInt(100) : 1_000 + writes.nextInt(500_000);
        runs.offer(key, length, bytes, a);
        entries.offer(key, length, bytes, b);
        assertEquals(entries.size(), runs.size(), "trial " + trial + ", write " + i);
        assertEquals(entries.keyBytes(), runs.keyBytes(), "trial " + trial + ", write " + i);
        byte[][] expected = entries.joined();
        byte[][] actual = runs.joined();
        for (int k = 0; k < expected.length; k++) {
          assertTrue(Arrays.equals(expected[k], actual[k]), "trial " + trial + ", write " + i + ", key " + k);
        }
        if (trial % 7 == 0 && i == count / 2) {
          assertEquals(entries.below(key), runs.below(key));
        }
      }
      SampleRuns x = entries.runs();
      SampleRuns y = runs.runs();
      assertArrayEquals(x.ends(), y.ends(), "trial " + trial);
      for (int k = 0; k < x.keys().length; k++) {
        assertTrue(Arrays.equals(x.keys()[k], y.keys()[k]), "trial " + trial + ", run " + k);
      }
      assertEquals(b.nextLong(), a.nextLong(), "trial " + trial + ": the draws made");
    }
  }

  /** The kept keys in {@code [a, b)} by the sample's own search; an empty {@code b} is the end. */
  private static int countIn(KeySample sample, byte[] a, byte[] b) {
    return Math.max(0, (b.length == 0 ? sample.size() : sample.below(b)) - sample.below(a));
  }

  /** Keys of 1 to 14 bytes over a small alphabet, so that many share their first eight bytes. */
  private static byte[] randomKey(SplittableRandom random) {
    byte[] key = new byte[1 + random.nextInt(14)];
    for (int i = 0; i < key.length; i++) {
      key[i] = (byte) (i < 8 ? 0x60 + random.nextInt(2) : random.nextInt(256));
    }
    return key;
  }

  private static int linearCount(KeySample sample, byte[] start, byte[] stop) {
    int count = 0;
    for (byte[] k : sample.sorted()) {
      if (Arrays.compareUnsigned(k, start) >= 0 && (stop.length == 0 || Arrays.compareUnsigned(k, stop) < 0)) {
        count++;
      }
    }
    return count;
  }
}
