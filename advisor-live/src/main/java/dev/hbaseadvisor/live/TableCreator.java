package dev.hbaseadvisor.live;

import dev.hbaseadvisor.live.LiveTables.LiveException;
import dev.hbaseadvisor.model.Family;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.splits.TableAttributes;
import java.io.IOException;
import java.util.List;
import java.util.Locale;
import org.apache.hadoop.hbase.KeepDeletedCells;
import org.apache.hadoop.hbase.TableExistsException;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.ColumnFamilyDescriptor;
import org.apache.hadoop.hbase.client.ColumnFamilyDescriptorBuilder;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.TableDescriptor;
import org.apache.hadoop.hbase.client.TableDescriptorBuilder;
import org.apache.hadoop.hbase.io.compress.Compression;
import org.apache.hadoop.hbase.io.encoding.DataBlockEncoding;
import org.apache.hadoop.hbase.regionserver.BloomType;
import org.apache.hadoop.hbase.util.Bytes;

/**
 * Creates a schema's table with {@code Admin.createTable(descriptor, splitKeys)}: the families with
 * the settings the {@code splits --format shell} command writes (the same attributes, the same
 * values), the table attributes of {@link TableAttributes} (the same list the shell script writes),
 * and the pre-split's keys. An existing table is never touched. Public for the migration job
 * (advisor-migrate), which creates the NEW table as {@code apply} does.
 */
public final class TableCreator {

  private TableCreator() {}

  /** Creates the table, or refuses when it exists. */
  public static void create(Connection connection, TableSchema schema, List<byte[]> splits) throws IOException {
    TableDescriptor descriptor = descriptor(schema);
    TableName name = descriptor.getTableName();
    try (Admin admin = connection.getAdmin()) {
      if (admin.tableExists(name)) {
        throw exists(name);
      }
      if (splits.isEmpty()) {
        admin.createTable(descriptor);
      } else {
        admin.createTable(descriptor, splits.toArray(new byte[0][]));
      }
    } catch (TableExistsException e) {
      throw exists(name);
    }
  }

  /** The table descriptor of a schema. */
  public static TableDescriptor descriptor(TableSchema schema) {
    TableDescriptorBuilder table = TableDescriptorBuilder.newBuilder(TableName.valueOf(schema.table()));
    for (TableAttributes.Attribute a : TableAttributes.of(schema)) {
      table.setValue(a.key(), a.value());
    }
    for (Family f : schema.families()) {
      table.setColumnFamily(family(f));
    }
    return table.build();
  }

  private static ColumnFamilyDescriptor family(Family f) {
    ColumnFamilyDescriptorBuilder b = ColumnFamilyDescriptorBuilder.newBuilder(Bytes.toBytes(f.name()))
        .setMaxVersions(f.versions())
        .setMinVersions(f.minVersions())
        .setTimeToLive((int) Math.min(Integer.MAX_VALUE, f.ttlSeconds()))
        .setKeepDeletedCells(f.keepDeletedCells() ? KeepDeletedCells.TRUE : KeepDeletedCells.FALSE)
        .setCompressionType(Compression.Algorithm.valueOf(f.compression().toUpperCase(Locale.ROOT)))
        .setBloomFilterType(BloomType.valueOf(f.bloomFilter().toUpperCase(Locale.ROOT)))
        .setDataBlockEncoding(DataBlockEncoding.valueOf(f.dataBlockEncoding().toUpperCase(Locale.ROOT)))
        .setBlocksize((int) Math.min(Integer.MAX_VALUE, f.blockSize()))
        .setInMemory(f.inMemory());
    if (f.mob()) {
      b.setMobEnabled(true).setMobThreshold(f.mobThreshold());
    }
    b.setBlockCacheEnabled(f.options().blockCache()).setScope(f.options().replicationScope());
    TableAttributes.familyConfiguration(f).forEach(b::setConfiguration);
    return b.build();
  }

  private static LiveException exists(TableName name) {
    return new LiveException("table '" + name.getNameAsString() + "' exists; apply creates new tables and never "
        + "changes one (use the HBase shell's alter for that)");
  }
}
