package dev.hbaseadvisor.sim;

import java.util.Locale;

/** Simulated times in words, in the schema format's duration style: {@code 1h2m3.5s}, or {@code never}. */
public final class Durations {

  private Durations() {}

  /** Seconds as {@code 1h2m3.5s} (to the tenth of a second); negative means {@code never}. */
  public static String format(double seconds) {
    if (seconds < 0) {
      return "never";
    }
    long tenths = Math.round(seconds * 10);
    long hours = tenths / 36_000;
    long minutes = tenths / 600 % 60;
    long rest = tenths % 600;
    StringBuilder sb = new StringBuilder();
    if (hours > 0) {
      sb.append(hours).append('h');
    }
    if (minutes > 0) {
      sb.append(minutes).append('m');
    }
    if (rest > 0 || sb.length() == 0) {
      sb.append(rest % 10 == 0 ? Long.toString(rest / 10) : String.format(Locale.ROOT, "%.1f", rest / 10.0)).append('s');
    }
    return sb.toString();
  }
}
