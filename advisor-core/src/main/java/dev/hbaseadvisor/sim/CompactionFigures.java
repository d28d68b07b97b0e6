package dev.hbaseadvisor.sim;

/**
 * What a run's compactions did: how many ran, the bytes they rewrote, and the store files the
 * regions held at the end.
 *
 * @param compactions compactions that ended (minor and major, of split daughters' references too)
 * @param bytesRewritten the bytes of the files they took, each read and written again once
 * @param storeFiles the store files of all regions at the end
 * @param mostStoreFiles the most store files one region held at the end
 */
public record CompactionFigures(long compactions, long bytesRewritten, int storeFiles, int mostStoreFiles) {}
