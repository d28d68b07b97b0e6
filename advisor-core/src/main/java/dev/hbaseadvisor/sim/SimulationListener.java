package dev.hbaseadvisor.sim;

/** Hears how a simulation advances, for progress bars; the default hears nothing. */
public interface SimulationListener {

  /** A listener that ignores everything. */
  SimulationListener NONE = new SimulationListener() {};

  /** A phase begins, such as {@code simulating 7,200,000 writes}. */
  default void phase(String description) {}

  /** Writes done so far, reported at the end of every window. */
  default void progress(long done, long total) {}
}
