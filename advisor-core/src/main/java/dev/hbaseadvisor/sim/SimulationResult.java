package dev.hbaseadvisor.sim;

import java.util.List;

/**
 * Everything one simulation run measured.
 *
 * @param design the name of the design run ({@code as written}, {@code recommend #1})
 * @param rowkey its rowkey on one line ({@link RowkeyLine})
 * @param table the table name
 * @param settings the settings of the run
 * @param writesPerSecond the write rate
 * @param seconds simulated time
 * @param servers region servers
 * @param splitPolicy the split policy's schema name
 * @param bytesWritten bytes written (the cell sizes of every row)
 * @param summary the headline figures
 * @param accessPatterns what each access pattern cost
 * @param windows the load per time window
 * @param splitEvents every split, in time order
 * @param unsplittable regions that should have split and could not
 * @param regions the regions at the end, in key order
 * @param heatmap writes over key space and time
 * @param notes what the run could not follow as written
 * @param life the table over time: a state every few windows, and the milestones (1 day, 30 days,
 *     1 year, the end) the run reaches
 * @param steadySeconds when the TTL's steady state begins: the longest TTL plus the longest wait
 *     for the major compaction that drops its first expired cells; -1 when no family expires or the
 *     run ends before
 * @param compactions what the compactions did (not written by the text or JSON report, which a
 *     date-tiered table's note summarises)
 */
public record SimulationResult(String design, String rowkey, String table, SimulationSettings settings,
    double writesPerSecond, double seconds, int servers, String splitPolicy, long bytesWritten, SimulationSummary summary,
    List<AccessStats> accessPatterns, List<Window> windows, List<SplitEvent> splitEvents,
    List<Unsplittable> unsplittable, List<RegionState> regions, Heatmap heatmap, List<String> notes, List<LifePoint> life,
    double steadySeconds, CompactionFigures compactions) {

  /** The states a run reports: at 1 day, 30 days and 1 year when it reaches them, and at its end. */
  public List<LifePoint> milestones() {
    return life.stream().filter(LifePoint::milestone).toList();
  }
}
