package dev.hbaseadvisor.sim;

import java.math.BigInteger;
import java.util.Arrays;

/**
 * The row HBase splits a region at: the midkey of the largest file of its largest store
 * ({@code HStore.getSplitPoint}, {@code StoreUtils.getLargestFile} and {@code getFileSplitPoint}),
 * which is the index key of the file's middle data block ({@code HFileBlockIndex.midkey}), at
 * block granularity, not the middle of the region's rows.
 *
 * <p>A file of {@code S} bytes holds {@code N = ceil(S / blockSize)} data blocks (a block closes
 * once it reaches the family's {@code blockSize}, {@code HFileWriterImpl.checkBlockBoundary}).
 * The middle block is {@code N / 2} with a single-level index and {@code (N - 1) / 2} with a
 * multi-level one (a root index over 128 KiB, {@code hfile.index.block.max.size}). Its index key
 * is the shortest row between the last row of the previous block and its first row
 * ({@code HFileWriterImpl.getMidpoint}, {@link Midpoints#shortestSeparator}). The simulator keeps a
 * sample of each file's rows, not every row: the block's first row is the sampled row at the
 * block's byte offset, and the row before it is interpolated between that row and the sampled row
 * below it, as if the rows between two samples were evenly spread. A file of one block, or whose
 * middle row is its first or last row, gives no split point ("cannot split because midkey is the
 * same as first or last row").
 */
final class MidKey {

  /** {@code hfile.index.block.max.size}'s default: a root index larger than this has levels. */
  static final long INDEX_CHUNK_BYTES = 128 * 1024;
  /** A root index entry's fixed bytes: offset (8), on-disk size (4), key length (vint, ~1). */
  private static final int ROOT_ENTRY_BYTES = 13;

  private MidKey() {}

  /**
   * The split row of a file, or null when it has none.
   *
   * @param blockSize the family's HFile block size
   * @param cellBytes the mean bytes of one row, to estimate how many rows lie between two samples
   */
  static byte[] of(StoreFile file, long blockSize, double cellBytes) {
    int n = file.size();
    if (n < 2 || file.bytes <= blockSize) {
      return null;
    }
    long blocks = (file.bytes + blockSize - 1) / blockSize;
    long rootBytes = blocks * (ROOT_ENTRY_BYTES + file.key(n / 2).length);
    long middle = rootBytes <= INDEX_CHUNK_BYTES ? blocks / 2 : (blocks - 1) / 2;
    double offset = (double) middle * blockSize;
    double weight = file.weight();
    // The first sampled row at or past the block's first byte.
    int j = (int) Math.min(n - 1, Math.max(1, Math.ceil(offset / weight)));
    byte[] first = file.key(0);
    byte[] last = file.key(n - 1);
    byte[] upper = file.key(j);
    if (Arrays.equals(upper, first) || Arrays.equals(upper, last)) {
      return null;
    }
    int below = j - 1;
    // Copies of one row are one run: the search steps past a whole run at a time.
    while (below >= 0 && Arrays.equals(file.key(below), upper)) {
      below = file.runStart(below) - 1;
    }
    if (below < 0) {
      return null;
    }
    long rowsBetween = Math.max(1, Math.round(weight / Math.max(1, cellBytes)));
    byte[] previous = previousRow(file.key(below), upper, rowsBetween);
    return Midpoints.shortestSeparator(previous, upper);
  }

  /**
   * An estimate of the row just below {@code upper}: one {@code rows}-th of the way down from
   * {@code upper} to {@code lower}, reading both as unsigned numbers of the same length (the
   * shorter padded with zero bytes, as {@code Bytes.split} pads); always at or above
   * {@code lower} and below {@code upper}.
   */
  static byte[] previousRow(byte[] lower, byte[] upper, long rows) {
    int length = Math.max(lower.length, upper.length);
    BigInteger low = new BigInteger(1, Arrays.copyOf(lower, length));
    BigInteger high = new BigInteger(1, Arrays.copyOf(upper, length));
    BigInteger step = high.subtract(low).divide(BigInteger.valueOf(rows));
    if (step.signum() <= 0) {
      return lower;
    }
    byte[] raw = high.subtract(step).toByteArray();
    byte[] row = new byte[length];
    int copy = Math.min(raw.length, length);
    System.arraycopy(raw, raw.length - copy, row, length - copy, copy);
    return row;
  }
}
