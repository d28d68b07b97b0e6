package dev.hbaseadvisor.sim;

import dev.hbaseadvisor.model.DateTiered;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.RegionInfo;
import org.apache.hadoop.hbase.client.RegionInfoBuilder;
import org.apache.hadoop.hbase.regionserver.StoreConfigInformation;
import org.apache.hadoop.hbase.regionserver.compactions.CompactionConfiguration;
import org.apache.hadoop.hbase.regionserver.compactions.ExponentialCompactionWindowFactory;

/** HBase 2.6.4's date-tiered compaction configured as the simulator's {@link DateTiered} settings, for the oracle tests. */
final class DateTieredHBase {

  /** A store of HBase's default flush size, blocking file count and no TTL. */
  static final StoreConfigInformation STORE = new StoreConfigInformation() {
    @Override
    public long getMemStoreFlushSize() {
      return 128L << 20;
    }

    @Override
    public long getStoreFileTtl() {
      return Long.MAX_VALUE;
    }

    @Override
    public long getCompactionCheckMultiplier() {
      return 1000;
    }

    @Override
    public long getBlockingFileCount() {
      return 16;
    }

    @Override
    public RegionInfo getRegionInfo() {
      return RegionInfoBuilder.newBuilder(TableName.valueOf("t")).build();
    }

    @Override
    public String getColumnFamilyName() {
      return "d";
    }
  };

  private DateTieredHBase() {}

  /**
   * The store configuration of {@code settings}: the {@code hbase.hstore.compaction.date.tiered.*}
   * keys, and the simulator's {@code hbase.hstore.compaction.min.size} (hbase-default.xml's 128 MiB).
   */
  static Configuration conf(DateTiered settings) {
    Configuration conf = new Configuration(false);
    conf.setLong(ExponentialCompactionWindowFactory.BASE_WINDOW_MILLIS_KEY, settings.baseWindowSeconds() * 1000);
    conf.setInt(ExponentialCompactionWindowFactory.WINDOWS_PER_TIER_KEY, settings.windowsPerTier());
    conf.setInt(CompactionConfiguration.DATE_TIERED_INCOMING_WINDOW_MIN_KEY, settings.incomingWindowMin());
    conf.setLong(CompactionConfiguration.DATE_TIERED_MAX_AGE_MILLIS_KEY, settings.maxStoreFileAgeMillis());
    conf.setBoolean(CompactionConfiguration.DATE_TIERED_SINGLE_OUTPUT_FOR_MINOR_COMPACTION_KEY,
        settings.singleOutputForMinor());
    conf.setLong(CompactionConfiguration.HBASE_HSTORE_COMPACTION_MIN_SIZE_KEY, Compactions.MIN_COMPACT_SIZE);
    return conf;
  }
}
