package dev.hbaseadvisor.hbase;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The boundary measure the organic-split comparison judges placement by. */
class WorkloadsTest {

  @Test
  void equalCounts_isTheHausdorffDistance() {
    assertEquals(0.05, Workloads.distance(new double[] {0.25, 0.5, 0.75}, new double[] {0.25, 0.55, 0.72}), 1e-9);
    assertEquals(0.05, Workloads.distance(new double[] {0.25, 0.55, 0.72}, new double[] {0.25, 0.5, 0.75}), 1e-9);
  }

  @Test
  void unequalCounts_leaveOutTheLargerSetsFarthestExtras() {
    // A real run of 8 regions against a simulation of 10 (the CI runs of 26 November): the
    // simulation's first boundary, 0.08, has no counterpart below the real 0.18.
    double[] real = {0.18, 0.36, 0.51, 0.59, 0.68, 0.75, 0.83};
    double[] simulated = {0.08, 0.15, 0.30, 0.40, 0.48, 0.57, 0.65, 0.82, 0.91};
    assertEquals(0.07, Workloads.distance(real, simulated), 1e-9);
    assertEquals(0.07, Workloads.distance(simulated, real), 1e-9);
  }

  @Test
  void unequalCounts_stillJudgeEveryBoundaryOfTheSmallerSet() {
    assertEquals(0.3, Workloads.distance(new double[] {0.2}, new double[] {0.5, 0.6}), 1e-9);
  }

  @Test
  void emptySets_areEqualOnlyToEachOther() {
    assertEquals(0, Workloads.distance(new double[0], new double[0]));
    assertEquals(1, Workloads.distance(new double[0], new double[] {0.5}));
  }
}
