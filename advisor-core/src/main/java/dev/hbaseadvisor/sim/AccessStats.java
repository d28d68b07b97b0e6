package dev.hbaseadvisor.sim;

/**
 * What one access pattern cost over a run.
 *
 * @param name the pattern's name
 * @param plan how it was read (see {@link ReadPlanner.Plan#describe()})
 * @param reads executions
 * @param gets Gets sent
 * @param scans region scans sent: a scan that crosses three regions counts three
 * @param rowsRead rows returned or scanned, estimated from the regions' key samples
 */
public record AccessStats(String name, String plan, long reads, long gets, long scans, double rowsRead) {}
