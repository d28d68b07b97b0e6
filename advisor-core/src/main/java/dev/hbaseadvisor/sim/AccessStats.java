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
 * @param storeFilesOpened store files its Gets and region scans opened, or -1 when not counted (a
 *     table whose cells take the write time: {@link ReadReplay})
 * @param storeFilesSkipped store files they skipped by time range or TTL
 *     ({@code StoreFileReader.passesTimerangeFilter}), or -1 when not counted
 */
public record AccessStats(String name, String plan, long reads, long gets, long scans, long regionScans,
    double rowsRead, long storeFilesOpened, long storeFilesSkipped) {

  /** Whether the run counted the store files its reads opened. */
  public boolean countsFiles() {
    return storeFilesOpened >= 0;
  }
}
