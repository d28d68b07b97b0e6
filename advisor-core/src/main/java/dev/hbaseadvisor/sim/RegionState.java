package dev.hbaseadvisor.sim;

/**
 * A region at the end of a run.
 *
 * @param start its start key
 * @param end its end key (empty: the end of the table)
 * @param server its server
 * @param rows rows held, including the estimated share inherited from split parents
 * @param bytes bytes held: memstores plus store files
 * @param writes writes the region received itself
 */
public record RegionState(byte[] start, byte[] end, int server, long rows, long bytes, long writes) {}
