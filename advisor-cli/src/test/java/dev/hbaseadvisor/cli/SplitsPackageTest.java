package dev.hbaseadvisor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@code splits --format java --package P}: the class is declared in P, and P must be a Java name. */
class SplitsPackageTest {

  @Test
  void package_isDeclaredAfterTheBanner_andNamedInTheRegenerateLine() {
    CliRun run = CliRun.run("splits", CliRun.example("opentsdb-salted.yaml"), "--format", "java", "--package",
        "com.example.tables");
    assertEquals(0, run.exitCode(), run.err());
    assertTrue(run.out().contains(" --format java --package com.example.tables\n\npackage com.example.tables;\n\n"
        + "import java.io.IOException;\n"), run.out());
  }

  @Test
  void package_thatIsNoJavaName_isAnInputError() {
    CliRun run = CliRun.run("splits", CliRun.example("opentsdb-salted.yaml"), "--format", "java", "--package", "a-b");
    assertEquals(ExitCode.INPUT_ERROR, run.exitCode());
    assertEquals("hbase-advisor splits: --package must be a Java package name, got 'a-b'\n", run.err());
  }
}
