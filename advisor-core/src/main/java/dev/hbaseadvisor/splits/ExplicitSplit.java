package dev.hbaseadvisor.splits;

import dev.hbaseadvisor.codec.Bytes;
import java.util.ArrayList;
import java.util.List;

/**
 * The schema's own {@code presplit.splits}, sorted and checked as {@code Admin.createTable(desc,
 * splitKeys)} does before it creates the table: no empty key, no duplicate (see
 * {@link Presplits#validateExplicit(List)} for the findings with the index of each bad key).
 */
public final class ExplicitSplit implements SplitAlgorithm {

  private final List<byte[]> keys;

  public ExplicitSplit(List<byte[]> keys) {
    this.keys = List.copyOf(keys);
  }

  @Override
  public String name() {
    return "explicit";
  }

  @Override
  public String describe() {
    return keys.size() + " split keys from the schema";
  }

  /** The keys, sorted; {@code regions} must be the number of keys + 1 or 0 (any). */
  @Override
  public List<byte[]> split(int regions) {
    for (PresplitProblem problem : Presplits.validateExplicit(keys)) {
      if (problem.fatal()) {
        throw new SplitException("splits", problem.message());
      }
    }
    List<byte[]> sorted = new ArrayList<>(keys);
    sorted.sort(Bytes::compare);
    return List.copyOf(sorted);
  }
}
