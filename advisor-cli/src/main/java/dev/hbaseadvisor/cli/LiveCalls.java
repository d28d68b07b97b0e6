package dev.hbaseadvisor.cli;

import dev.hbaseadvisor.live.LiveTables;
import java.util.function.Supplier;

/** Runs a call into advisor-live, turning its failures into the command's exit-2 message. */
final class LiveCalls {

  private LiveCalls() {}

  /** The call's result, or an {@link InputException} with the failure's message. */
  static <T> T run(String command, Supplier<T> call) {
    try {
      return call.get();
    } catch (LiveTables.LiveException e) {
      throw new InputException("hbase-advisor " + command + ": " + e.getMessage());
    }
  }
}
