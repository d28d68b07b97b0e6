package dev.hbaseadvisor.splits;

/**
 * Split keys cannot be computed from the given input; the message says why, for the user, and
 * {@link #key()} names the {@code presplit} key at fault ({@code regions}, {@code start}, ...).
 */
public final class SplitException extends IllegalArgumentException {

  private final String key;

  public SplitException(String message) {
    this(null, message);
  }

  /** A failure caused by the value of {@code presplit.<key>}. */
  public SplitException(String key, String message) {
    super(message);
    this.key = key;
  }

  /** The {@code presplit} key at fault, or null when the input as a whole is. */
  public String key() {
    return key;
  }
}
