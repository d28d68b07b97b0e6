package dev.hbaseadvisor.live;

import dev.hbaseadvisor.model.TableSchema;
import java.io.IOException;
import java.util.List;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Connection;

/** {@link LiveTables} with the HBase 2.6 client; the service advisor-live's jar provides. */
public final class HBaseLiveTables implements LiveTables {

  /**
   * How many keys inspect samples (as {@code sample --keys 1000} would) to propose the skeleton's
   * rowkey from: enough for inference's byte statistics, a key-only read of a thousand rows.
   */
  static final int INFERENCE_KEYS = 1000;

  @Override
  public Inspection inspect(Endpoint endpoint, String table, int sampleKeys) {
    try (Connection connection = Connections.open(endpoint)) {
      TableName name = tableName(table);
      LiveTable live = TableReader.read(connection, name, sampleKeys);
      return InspectReport.of(live, KeySampler.sample(connection, name, INFERENCE_KEYS, 1));
    } catch (IOException e) {
      throw failure("inspect " + table, endpoint, e);
    }
  }

  @Override
  public List<byte[]> sample(Endpoint endpoint, String table, int keys, long seed) {
    try (Connection connection = Connections.open(endpoint)) {
      return KeySampler.sample(connection, tableName(table), keys, seed);
    } catch (IOException e) {
      throw failure("sample " + table, endpoint, e);
    }
  }

  @Override
  public void create(Endpoint endpoint, TableSchema schema, List<byte[]> splits) {
    try (Connection connection = Connections.open(endpoint)) {
      TableCreator.create(connection, schema, splits);
    } catch (IOException e) {
      throw failure("create " + schema.table(), endpoint, e);
    }
  }

  private static TableName tableName(String table) {
    try {
      return TableName.valueOf(table);
    } catch (IllegalArgumentException e) {
      throw new LiveException("'" + table + "' is not a table name: " + e.getMessage());
    }
  }

  private static LiveException failure(String what, Endpoint endpoint, IOException e) {
    Throwable root = e;
    while (root.getCause() != null && root.getCause() != root) {
      root = root.getCause();
    }
    String message = firstLine(e).replaceAll(",? exceptions:$", "") + (root == e ? "" : " (" + root.getClass().getSimpleName() + ": " + firstLine(root) + ")");
    return new LiveException("cannot " + what + " on HBase at " + Connections.where(endpoint) + ": " + message, e);
  }

  private static String firstLine(Throwable t) {
    return t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage().lines().findFirst().orElse("");
  }
}
