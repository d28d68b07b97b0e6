package dev.hbaseadvisor.splits;

import dev.hbaseadvisor.model.Presplit;
import java.util.List;
import java.util.Optional;

/**
 * The split keys of a table and what each region will receive: the result of
 * {@link Presplits#plan}. Rules, the {@code splits} command and the generated code all read it.
 *
 * @param algorithm the algorithm used (never {@code AUTO}: the one auto chose)
 * @param automatic whether {@code auto} chose the algorithm
 * @param description how the keys were made, for reports ({@code RegionSplitter.HexStringSplit 00000000 .. FFFFFFFF})
 * @param splits the split keys, strictly increasing, {@code regions().size() - 1} of them
 * @param regions every region, in key order
 * @param sampleKeys how many generated keys the expected shares come from (0 without a schema)
 * @param seed the seed those keys were generated with
 * @param warnings the non-fatal problems of the input (unsorted explicit keys, ignored keys)
 * @param salt how the keys sit against a leading salt or bucket segment, when the rowkey has one
 * @param shareSeconds the stretch of the workload the expected shares describe, from its start, in
 *     seconds: its whole duration unless a horizon was asked for (0 without a schema)
 * @param wholeWorkload whether the shares describe the whole workload
 */
public record PresplitPlan(
    Presplit.Algorithm algorithm,
    boolean automatic,
    String description,
    List<byte[]> splits,
    List<Region> regions,
    int sampleKeys,
    long seed,
    List<PresplitProblem> warnings,
    Optional<SaltAlignment> salt,
    double shareSeconds,
    boolean wholeWorkload) {

  /** The number of regions the table starts with. */
  public int regionCount() {
    return regions.size();
  }

  /** The regions no key of the schema can reach (empty without a schema). */
  public List<Region> unreachable() {
    return regions.stream().filter(Region::unreachable).toList();
  }

  /** Whether reachability and shares were computed against a schema. */
  public boolean assessed() {
    return !regions.isEmpty() && regions.get(0).reachable() != null;
  }
}
