package dev.hbaseadvisor.splits;

import dev.hbaseadvisor.codec.Bytes;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Split keys at equal quantiles of a key sample: keys generated from the schema (see
 * {@link WorkloadKeys}) or a user's file of keys (see {@link KeyFile}), streamed through a
 * {@link QuantileSketch}. Each boundary is shortened to the shortest prefix of the quantile key
 * that still sorts after the sample key below it, as HBase shortens block-index keys
 * ({@code HFileWriterImpl.getMidpoint}); heavily repeated keys can leave fewer boundaries than
 * asked for.
 */
public final class SampleSplit implements SplitAlgorithm {

  private final QuantileSketch sketch;
  private final String source;

  /**
   * @param sketch the sketch the sample was streamed through
   * @param source where the sample came from, for reports
   */
  public SampleSplit(QuantileSketch sketch, String source) {
    this.sketch = sketch;
    this.source = source;
  }

  @Override
  public String name() {
    return "sample";
  }

  @Override
  public String describe() {
    return "equal quantiles of " + sketch.count() + " " + source;
  }

  @Override
  public List<byte[]> split(int regions) {
    if (sketch.count() == 0) {
      throw new SplitException("keys", "the key sample is empty");
    }
    List<byte[]> keys = new ArrayList<>();
    for (QuantileSketch.Boundary boundary : sketch.boundaries(regions)) {
      if (boundary.below() == null) {
        continue;
      }
      byte[] key = shortestAbove(boundary.below(), boundary.key());
      if (keys.isEmpty() || Bytes.compare(keys.get(keys.size() - 1), key) < 0) {
        keys.add(key);
      }
    }
    return List.copyOf(keys);
  }

  /** The shortest prefix of {@code key} that sorts after {@code below} (which sorts before it). */
  static byte[] shortestAbove(byte[] below, byte[] key) {
    int i = 0;
    while (i < below.length && i < key.length && below[i] == key[i]) {
      i++;
    }
    return Arrays.copyOf(key, Math.min(key.length, i + 1));
  }
}
