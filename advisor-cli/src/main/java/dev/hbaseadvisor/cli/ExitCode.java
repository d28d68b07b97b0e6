package dev.hbaseadvisor.cli;

/** The exit codes of every command (PMD's {@code CliExitCode} convention). */
public final class ExitCode {

  /** Success, and no finding at or above the failure level. */
  public static final int OK = 0;
  /** Findings at or above the failure level (lint, diff). */
  public static final int FINDINGS = 1;
  /** Usage error or unreadable or invalid input. */
  public static final int INPUT_ERROR = 2;

  private ExitCode() {}
}
