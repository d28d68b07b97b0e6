package dev.hbaseadvisor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@code lint --simulate} end to end: measured figures in the findings, the writes option, bad values. */
class LintSimulateTest {

  private static final String LOG_DATA = CliRun.example("log-data-timestamp-lead.yaml");

  @Test
  void simulate_citesAMillionSimulatedWrites() {
    CliRun r = CliRun.run("lint", LOG_DATA, "--simulate");
    assertEquals(1, r.exitCode(), r.err());
    assertTrue(r.out().contains(":19:5  error    monotonic-rowkey-lead  rowkey[0] (field ts) leads the key and ts "
        + "arrives in increasing order: it never goes back as writes arrive, so all writes go to the last region; in a "
        + "simulated 1,000,000 writes (50s at 20,000/s), one of the 10 region servers took 100.0% of them, and at "
        + "peak 100.0% of the writes in one 1m window\n"), r.out());
    assertEquals("", r.err());
  }

  @Test
  void withoutSimulate_nothingIsMeasured() {
    CliRun r = CliRun.run("lint", LOG_DATA);
    assertEquals(1, r.exitCode());
    assertTrue(r.out().contains("so all writes go to the last region\n"), r.out());
    assertFalse(r.out().contains("simulated"), r.out());
  }

  @Test
  void simulateWrites_setsTheRunsLength_andIsTheSameEveryTime() {
    CliRun first = CliRun.run("lint", LOG_DATA, "--simulate-writes", "200K", "--format", "json");
    assertEquals(1, first.exitCode(), first.err());
    assertTrue(first.out().contains("last region; in a simulated 200,000 writes (10s at 20,000/s), one of the 10 "
        + "region servers took 100.0% of them"), first.out());
    assertEquals(first.out(), CliRun.run("lint", LOG_DATA, "--simulate", "--simulate-writes", "200K", "--format",
        "json").out());
  }

  @Test
  void simulateWrites_thatIsNotACount_isAnInputError() {
    CliRun r = CliRun.run("lint", LOG_DATA, "--simulate-writes", "lots");
    assertEquals(2, r.exitCode());
    assertEquals("hbase-advisor lint: --simulate-writes: 'lots' is not a count (examples: 2000, 2e6, 2M, 1B)\n",
        r.err());
    CliRun zero = CliRun.run("lint", LOG_DATA, "--simulate-writes", "0");
    assertEquals(2, zero.exitCode());
    assertEquals("hbase-advisor lint: --simulate-writes must be between 1 and 500000000, got '0'\n", zero.err());
  }
}
