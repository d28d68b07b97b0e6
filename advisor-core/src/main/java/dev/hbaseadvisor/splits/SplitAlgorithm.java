package dev.hbaseadvisor.splits;

import java.util.List;

/**
 * Computes the split keys of a new table: the boundaries between regions, so {@code regions - 1}
 * keys for {@code regions} regions (the contract of HBase's {@code RegionSplitter.SplitAlgorithm},
 * {@code hbase-server/src/main/java/org/apache/hadoop/hbase/util/RegionSplitter.java}).
 */
public interface SplitAlgorithm {

  /** The schema spelling of the algorithm ({@code hex}, {@code salt}, ...). */
  String name();

  /** A short description with the bounds or source used, for reports. */
  String describe();

  /**
   * The split keys for {@code regions} regions, strictly increasing and non-empty; an algorithm
   * may return fewer when its key space has fewer distinct boundaries.
   *
   * @throws SplitException when the algorithm cannot cut its range into that many regions
   */
  List<byte[]> split(int regions);
}
