package com.example.tables;

import java.io.IOException;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.util.Bytes;

/** The application's table set-up, compiled against the split keys the build computed. */
public final class CreateTables {

  private CreateTables() {}

  /** How many regions table readings starts with. */
  public static int readingsRegions() {
    return ReadingsTable.SPLITS.length + 1;
  }

  /** The first split key, for a start-up log line. */
  public static String firstSplit() {
    return Bytes.toStringBinary(ReadingsTable.SPLITS[0]);
  }

  /** Creates every table of the application, pre-split. */
  public static void createAll(Admin admin) throws IOException {
    ReadingsTable.createTable(admin);
  }
}
