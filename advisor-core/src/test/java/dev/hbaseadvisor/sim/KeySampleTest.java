package dev.hbaseadvisor.sim;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.codec.Bytes;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** A memstore's key sample stays bounded whatever is offered. */
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
}
