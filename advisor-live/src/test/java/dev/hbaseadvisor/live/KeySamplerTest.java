package dev.hbaseadvisor.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The client's side of sample, no cluster: the keys it keeps depend on the returned keys and the
 * seed only, not on the order the parallel scans deliver them, and form an even subset.
 */
class KeySamplerTest {

  private static List<byte[]> keys(int n) {
    List<byte[]> keys = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      keys.add(String.format(Locale.ROOT, "k%05d", i).getBytes(StandardCharsets.US_ASCII));
    }
    return keys;
  }

  private static List<String> sample(List<byte[]> offered, int capacity, long seed) {
    KeySampler sampler = new KeySampler(capacity, seed);
    offered.forEach(sampler::offer);
    return sampler.sorted().stream().map(k -> new String(k, StandardCharsets.US_ASCII)).toList();
  }

  @Test
  void sameKeysInAnotherOrder_sameSample() {
    List<byte[]> inOrder = keys(10_000);
    List<byte[]> shuffled = new ArrayList<>(inOrder);
    Collections.shuffle(shuffled, new Random(7));
    List<String> a = sample(inOrder, 1_000, 1);
    assertEquals(1_000, a.size());
    assertEquals(a, sample(shuffled, 1_000, 1));
    assertNotEquals(a, sample(inOrder, 1_000, 2));
  }

  @Test
  void fewerKeysThanCapacity_keepsThemAll_sorted() {
    List<byte[]> offered = new ArrayList<>(keys(50));
    Collections.reverse(offered);
    assertEquals(keys(50).stream().map(k -> new String(k, StandardCharsets.US_ASCII)).toList(),
        sample(offered, 100, 1));
  }

  @Test
  void sample_isEvenOverTheKeys() {
    // 1,000 of 10,000 keys: each tenth of the key range holds 100 on average; a binomial standard
    // deviation is about 9.5, so 60..140 is over four of them.
    int[] tenths = new int[10];
    for (String key : sample(keys(10_000), 1_000, 1)) {
      tenths[Integer.parseInt(key.substring(1)) / 1_000]++;
    }
    for (int count : tenths) {
      assertTrue(count > 60 && count < 140, java.util.Arrays.toString(tenths));
    }
  }
}
