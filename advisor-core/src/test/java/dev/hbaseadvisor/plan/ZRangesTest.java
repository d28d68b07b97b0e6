package dev.hbaseadvisor.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The key ranges of a box over a Z-order code, checked on grids small enough to count by hand. */
class ZRangesTest {

  @Test
  void twoCellsApartOnTheCurve_areTwoRanges() {
    // On a 4 x 4 grid, (x=1, y=0) is code 1 and (x=2, y=0) is code 4: codes 2 and 3 lie between.
    ZRanges r = ZRanges.of(new long[] {1, 0}, new long[] {2, 0}, 2);
    assertEquals(2, r.ranges());
    assertEquals(2, r.coveredCells());
    assertEquals(16, r.totalCells());
  }

  @Test
  void anAlignedQuadrant_isOneRange() {
    ZRanges r = ZRanges.of(new long[] {0, 0}, new long[] {1, 1}, 2);
    assertEquals(1, r.ranges());
    assertEquals(4, r.coveredCells());
  }

  @Test
  void aRowAcrossTheGrid_isOneRangePerCellPair() {
    // y = 0, x = 0..3: codes 0, 1, 4, 5: two ranges, [0, 1] and [4, 5].
    ZRanges r = ZRanges.of(new long[] {0, 0}, new long[] {3, 0}, 2);
    assertEquals(2, r.ranges());
    assertEquals(4, r.coveredCells());
  }

  @Test
  void aDeepBox_stopsAfterSevenLevels_andCoversMoreThanTheBox() {
    // A box 1000 cells wide in each of 3 dimensions of 21 bits: the descent stops at 7 levels, so the
    // ranges over-read, but they always hold the whole box.
    long[] low = {700_000, 300_000, 1_000_000};
    long[] high = {700_999, 300_999, 1_000_999};
    ZRanges r = ZRanges.of(low, high, 21);
    double box = 1000.0 * 1000 * 1000;
    assertTrue(r.coveredCells() >= box, r.coveredCells() + " cells for a box of " + box);
    assertTrue(r.ranges() > 1 && r.ranges() <= 8L * 8 * 8 * 8 * 8 * 8 * 8, String.valueOf(r.ranges()));
    assertEquals(Math.pow(2, 63), r.totalCells());
  }
}
