package dev.hbaseadvisor.sim;

import dev.hbaseadvisor.model.TableSchema;
import java.util.List;

/**
 * The split keys a table is created with, from its {@code presplit:} section.
 * {@link PresplitRegions} implements it with the pre-split generator, so the simulated table
 * starts with the regions {@code hbase-advisor splits} prints.
 */
public interface InitialRegions {

  /**
   * The split keys for a schema ({@code seed} seeds keys generated from it), and a note when its
   * pre-split could not be followed.
   */
  Splits splitKeys(TableSchema schema, long seed);

  /**
   * Split keys and what to tell the user about them.
   *
   * @param keys the split keys, sorted, distinct and non-empty; none means one region
   * @param note why the pre-split was not followed as written, or null
   */
  record Splits(List<byte[]> keys, String note) {

    /** Keys with nothing to report. */
    public static Splits of(List<byte[]> keys) {
      return new Splits(List.copyOf(keys), null);
    }
  }
}
