package dev.hbaseadvisor.sim;

/**
 * A region split.
 *
 * @param seconds simulated time of the split
 * @param key the split row: the upper daughter's start key
 * @param parentStart the parent's start key
 * @param parentEnd the parent's end key (empty: the end of the table)
 * @param server the server holding the parent, and both daughters after it
 * @param window the window the split happened in
 */
public record SplitEvent(double seconds, byte[] key, byte[] parentStart, byte[] parentEnd, int server, int window) {

  /** Whether the parent was the last region of the table, which monotonic keys keep splitting. */
  public boolean atTail() {
    return parentEnd.length == 0;
  }
}
