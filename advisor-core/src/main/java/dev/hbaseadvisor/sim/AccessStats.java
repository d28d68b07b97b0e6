package dev.hbaseadvisor.sim;

/**
 * What one access pattern cost over a run.
 *
 * @param name the pattern's name
 * @param plan the planner's kind of plan, such as {@code PARALLEL_SCAN} (see {@link ReadPlanner.Plan#describe()})
 * @param reads executions
 * @param gets Gets sent: one per execution of a GET plan, one per salt value of a MULTI_GET
 * @param scans Scans sent: the planner's scans per execution (100 for a PARALLEL_SCAN over 100 buckets)
 * @param regionScans region requests those scans made: a scan that crosses three regions counts three
 * @param rowsRead rows scanned or fetched, estimated from the regions' key samples
 */
public record AccessStats(String name, String plan, long reads, long gets, long scans, long regionScans,
    double rowsRead) {}
