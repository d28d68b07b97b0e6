package dev.hbaseadvisor.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.live.LiveTables.Endpoint;
import dev.hbaseadvisor.live.LiveTables.LiveException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A hostile {@code hbase-site.xml} given to {@code inspect}, {@code sample} or {@code apply} with
 * {@code --config}, no cluster: an external entity never reads a local file into a setting.
 */
class HostileLiveConfigTest {

  @TempDir
  Path tmp;

  @Test
  void externalEntity_isRefused_andTheFileItNamesIsNotRead() throws IOException {
    Path secret = Files.writeString(tmp.resolve("secret.txt"), "secret-content");
    Path config = Files.writeString(tmp.resolve("xxe.xml"), "<?xml version=\"1.0\"?>"
        + "<!DOCTYPE c [ <!ENTITY xxe SYSTEM \"" + secret.toUri() + "\"> ]>\n<configuration><property>"
        + "<name>hbase.zookeeper.quorum</name><value>&xxe;</value></property></configuration>\n");
    LiveException e = assertThrows(LiveException.class,
        () -> Connections.configuration(new Endpoint(null, null, config)));
    assertTrue(e.getMessage().startsWith(config + ": cannot read the HBase configuration (--config; DTDs and"
        + " entities are not allowed): "), e.getMessage());
    assertFalse(e.getMessage().contains("secret-content"), e.getMessage());
  }

  @Test
  void plainConfig_isStillRead() throws IOException {
    Path config = Files.writeString(tmp.resolve("hbase-site.xml"), "<?xml version=\"1.0\"?>\n<configuration>"
        + "<property><name>hbase.zookeeper.quorum</name><value>zk1.example</value></property></configuration>\n");
    assertEquals("zk1.example", Connections.configuration(new Endpoint(null, null, config)).get("hbase.zookeeper.quorum"));
  }
}
