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
 */
public record SimulationResult(String design, String rowkey, String table, SimulationSettings settings,
    double writesPerSecond, double seconds, int servers, String splitPolicy, long bytesWritten, SimulationSummary summary,
    List<AccessStats> accessPatterns, List<Window> windows, List<SplitEvent> splitEvents,
    List<Unsplittable> unsplittable, List<RegionState> regions, Heatmap heatmap, List<String> notes) {}
