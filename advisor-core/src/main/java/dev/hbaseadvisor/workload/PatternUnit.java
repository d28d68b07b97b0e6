package dev.hbaseadvisor.workload;

/**
 * The smallest time unit a {@code java.time} date pattern shows, in milliseconds: the text of a
 * UTC timestamp changes only when the timestamp crosses a multiple of it ({@code DateTimeFormatter}
 * pattern letters; quoted text is skipped).
 */
public final class PatternUnit {

  private static final long SECOND = 1_000L;
  private static final long MINUTE = 60_000L;
  private static final long HOUR = 3_600_000L;
  private static final long DAY = 86_400_000L;

  private PatternUnit() {}

  /** The unit of a pattern such as {@code yyyy-MM-dd HH:mm} (one minute). */
  public static long millis(String pattern) {
    long unit = DAY;
    boolean quoted = false;
    for (int i = 0; i < pattern.length(); i++) {
      char c = pattern.charAt(i);
      if (c == '\'') {
        quoted = !quoted;
      } else if (!quoted && Character.isLetter(c)) {
        unit = Math.min(unit, letterUnit(c));
      }
    }
    return unit;
  }

  private static long letterUnit(char letter) {
    return switch (letter) {
      case 'S', 'n', 'N', 'A' -> 1L;
      case 's' -> SECOND;
      case 'm' -> MINUTE;
      case 'H', 'h', 'k', 'K', 'a', 'B' -> HOUR;
      default -> DAY;
    };
  }
}
