package dev.hbaseadvisor.live;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.ColumnFamilyDescriptorBuilder;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.client.TableDescriptorBuilder;
import org.apache.hadoop.hbase.regionserver.BloomType;

/**
 * A mini cluster with one loaded table, for the transcripts of docs/live.md
 * ({@code advisor-live/transcript.sh}): table {@code events}, family {@code d} (3 versions, a 30-day
 * TTL), pre-split at {@code g}, {@code n} and {@code t}, 30,000 rows keyed
 * {@code <host>|<event>|<millis>} with a few busy hosts, and 2,000 reads of the busiest host. It
 * writes {@code localhost:PORT} to the file named by its argument, then runs until that file is
 * deleted.
 */
public final class DemoCluster {

  private DemoCluster() {}

  /** Starts the cluster, loads the table, and waits for the ready file to be deleted. */
  public static void main(String[] args) throws Exception {
    Path ready = Path.of(args[0]);
    try (MiniCluster cluster = MiniCluster.start()) {
      load(cluster);
      Thread.sleep(3000); // two metrics reports (hbase.regionserver.msginterval 1 s)
      Files.writeString(ready, cluster.endpoint().zookeeper() + "\n");
      while (Files.exists(ready)) {
        Thread.sleep(500);
      }
    }
    System.exit(0);
  }

  private static void load(MiniCluster cluster) throws IOException {
    TableName name = TableName.valueOf("events");
    cluster.connection().getAdmin().createTable(TableDescriptorBuilder.newBuilder(name)
        .setColumnFamily(ColumnFamilyDescriptorBuilder.newBuilder(new byte[] {'d'}).setMaxVersions(3)
            .setTimeToLive(30 * 86_400).setBloomFilterType(BloomType.ROW).build())
        .build(), new byte[][] {{'g'}, {'n'}, {'t'}});
    String[] hosts = {"api01", "api02", "batch1", "cache1", "db01", "db02", "edge1", "web01", "web02", "web03"};
    String[] events = {"login", "logout", "error", "deploy"};
    SplittableRandom random = new SplittableRandom(7);
    List<byte[]> keys = new ArrayList<>();
    for (int i = 0; i < 30_000; i++) {
      // Hosts drawn with weights 1/(rank+1): the first hosts take most writes.
      int host = (int) Math.min(hosts.length - 1, Math.floor(Math.pow(hosts.length + 1, random.nextDouble())) - 1);
      keys.add(String.format(Locale.ROOT, "%s|%s|%d", hosts[host], events[random.nextInt(events.length)],
          1_767_225_600_000L + i * 100L).getBytes(StandardCharsets.US_ASCII));
    }
    cluster.write(name, keys);
    cluster.flush(name);
    try (Table table = cluster.connection().getTable(name)) {
      for (int i = 0; i < 2_000; i++) {
        table.get(new Get(keys.get(i * 7 % keys.size())));
      }
    }
  }
}
