package dev.hbaseadvisor.model;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.testing.Schemas;
import dev.hbaseadvisor.yaml.Position;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every key of format version 1, as the block shows it once ({@code examples/every-key.yaml}). */
class EveryKeyTest {

  private final TableSchema schema = Schemas.loadExample("every-key.yaml");

  @Test
  void table_and_description() {
    assertEquals("metrics:log_data", schema.table());
    assertEquals("Host log events", schema.description());
  }

  @Test
  void fields_keepShapeOfData() {
    assertEquals(List.of("hostname", "event", "ts", "seq", "user", "game", "domain", "order_id", "amount",
        "message", "photo"), List.copyOf(schema.fields().keySet()));
    FieldSpec hostname = schema.field("hostname");
    assertEquals(FieldType.STRING, hostname.type());
    assertEquals(2000, hostname.cardinality());
    assertEquals(8, hostname.minLength());
    assertEquals(30, hostname.maxLength());
    assertEquals(Distribution.Kind.ZIPF, hostname.distribution().kind());
    assertEquals(0.99, hostname.distribution().first());
    assertEquals(List.of("login", "logout", "error", "deploy"), schema.field("event").values());
    assertEquals(FieldType.ENUM, schema.field("event").type());
    assertEquals(4, schema.field("event").cardinality());
    assertTrue(schema.field("ts").increasing());
    assertEquals(FieldType.TIMESTAMP, schema.field("ts").type());
    assertTrue(schema.field("seq").increasing());
    assertEquals(2_000_000, schema.field("user").cardinality());
    assertEquals(Distribution.Kind.UNIFORM, schema.field("user").distribution().kind());
    assertEquals(1.1, schema.field("game").distribution().first());
    assertEquals(FieldType.DOMAIN, schema.field("domain").type());
    assertEquals(100_000, schema.field("domain").cardinality());
    assertEquals(FieldType.UUID, schema.field("order_id").type());
    assertFalse(schema.field("order_id").boundedCardinality());
    assertEquals(FieldType.LONG, schema.field("amount").type());
    assertEquals(50, schema.field("message").minLength());
    assertEquals(500, schema.field("message").maxLength());
    assertEquals(1024, schema.field("photo").minLength());
    assertEquals(4 << 20, schema.field("photo").maxLength());
  }

  @Test
  void rowkey_everySegmentKind() {
    List<Segment> key = schema.rowkey();
    assertEquals(11, key.size());
    SaltSegment salt = assertInstanceOf(SaltSegment.class, key.get(0));
    assertEquals(16, salt.buckets());
    assertEquals(List.of("hostname"), salt.from());
    assertEquals(NumberEncoding.BYTE, salt.encoding());
    SaltSegment random = assertInstanceOf(SaltSegment.class, key.get(1));
    assertTrue(random.random());
    assertEquals(8, random.buckets());
    BucketSegment bucket = assertInstanceOf(BucketSegment.class, key.get(2));
    assertEquals("ts", bucket.field());
    assertEquals(100, bucket.modulo());
    HashSegment hash = assertInstanceOf(HashSegment.class, key.get(3));
    assertEquals(HashAlgorithm.MURMUR3, hash.algorithm());
    assertEquals(0xDEADBEEF, hash.seed());
    assertEquals(16, hash.length());
    assertEquals(HashEncoding.BINARY, hash.encoding());
    assertEquals(List.of("user"), hash.from());
    SaltSegment group = assertInstanceOf(SaltSegment.class, key.get(4));
    assertEquals(300, group.buckets());
    assertEquals(NumberEncoding.SHORT, group.encoding());
    assertEquals(SaltHash.PINPOINT, group.hash());
    assertTrue(group.overKey());
    assertEquals(0, group.byteStart());
    assertEquals(16, group.byteEnd());
    assertEquals(4, group.group());
    // bytes 0..15 after it: the 16-byte hostname
    assertEquals(List.of("hostname"), group.from());
    FieldSegment host = assertInstanceOf(FieldSegment.class, key.get(5));
    assertEquals(16, host.width());
    assertEquals(1, host.pad());
    assertEquals(FieldEncoding.STRING, host.encoding());
    FieldSegment domain = assertInstanceOf(FieldSegment.class, key.get(6));
    assertEquals(FieldSegment.Reverse.DOMAIN, domain.reverse());
    FieldSegment ts = assertInstanceOf(FieldSegment.class, key.get(7));
    assertEquals(FieldEncoding.LONG, ts.encoding());
    assertTrue(ts.descending());
    FieldSegment month = assertInstanceOf(FieldSegment.class, key.get(8));
    assertEquals("yyyy-MM", month.format());
    FieldSegment seq = assertInstanceOf(FieldSegment.class, key.get(9));
    assertEquals(FieldEncoding.DECIMAL, seq.encoding());
    assertEquals(12, seq.width());
    LiteralSegment literal = assertInstanceOf(LiteralSegment.class, key.get(10));
    assertArrayEquals(new byte[] {'$'}, literal.bytes());
  }

  @Test
  void family_everySetting() {
    Family d = schema.families().get(0);
    assertEquals("d", d.name());
    assertEquals(1, d.versions());
    assertEquals(0, d.minVersions());
    assertEquals(30 * 86_400, d.ttlSeconds());
    assertFalse(d.keepDeletedCells());
    assertEquals("snappy", d.compression());
    assertEquals("row", d.bloomFilter());
    assertEquals("fast_diff", d.dataBlockEncoding());
    assertEquals(64 * 1024, d.blockSize());
    assertFalse(d.inMemory());
    assertEquals(1_000_000_000L, d.rows());
    assertEquals(FamilyOptions.DEFAULT, d.options());
    assertEquals(3, d.columns().size());
    Column msg = d.columns().get(0);
    assertEquals("msg", msg.qualifier());
    assertEquals("message", msg.field());
    assertEquals(50, msg.minSize());
    assertEquals(500, msg.maxSize());
    Column v = d.columns().get(1);
    assertEquals(8, v.minSize());
    assertEquals(8, v.maxSize());
    Column dynamic = d.columns().get(2);
    assertTrue(dynamic.dynamic());
    assertEquals("game", dynamic.qualifierFrom());
    assertEquals(1, dynamic.minPerRow());
    assertEquals(500, dynamic.maxPerRow());
  }

  @Test
  void access_everyKey() {
    AccessPattern a = schema.access().get(0);
    assertEquals("host-events-in-range", a.name());
    assertEquals(AccessPattern.AccessType.SCAN, a.type());
    assertEquals(List.of("hostname", "event"), a.equals());
    assertEquals("ts", a.range());
    assertEquals(3600, a.spanSeconds());
    assertTrue(a.newestFirst());
    assertEquals(100, a.limit());
    assertEquals(50.0, a.ratePerSecond());
    assertEquals(List.of("d"), a.families());
  }

  @Test
  void workload_cluster_presplit() {
    assertEquals(20_000.0, schema.workload().writesPerSecond());
    assertEquals(7200, schema.workload().durationSeconds());
    assertEquals(42, schema.workload().seed());
    assertEquals(144_000_000L, schema.workload().totalRows());
    assertEquals(new Puts(20_000, Puts.Target.RECENT, 3600, 1), schema.workload().puts());
    assertEquals(new Deletes(1000, Deletes.Of.OLDEST, 3600), schema.workload().deletes());
    assertEquals(1.0, schema.workload().putsPerRow());
    assertEquals(10, schema.cluster().regionServers());
    assertEquals(10L << 30, schema.cluster().maxFileSize());
    assertEquals(128L << 20, schema.cluster().flushSize());
    assertEquals(Cluster.SplitPolicy.STEPPING, schema.cluster().splitPolicy());
    assertEquals(50L << 20, schema.cluster().compactionThroughput());
    assertEquals(120, schema.cluster().dischargeSeconds());
    assertEquals(7 * 86_400L, schema.cluster().majorCompactionSeconds());
    assertEquals(0.5, schema.cluster().majorCompactionJitter());
    assertEquals(10_000.0, schema.cluster().compactionCheckSeconds());
    assertEquals(new Normalizer(false, 300, true, true, 3, 3 * 86_400L, 0, 10_240), schema.cluster().normalizer());
    assertEquals(16, schema.presplit().regions());
    assertEquals(Presplit.Algorithm.HEX, schema.presplit().algorithm());
    assertArrayEquals("00000000".getBytes(), schema.presplit().start());
    assertArrayEquals("ffffffff".getBytes(), schema.presplit().end());
  }

  @Test
  void locations_pointAtTheKeys() {
    assertEquals(new Position(6, 1), schema.locate("table"));
    Position rowkey0 = schema.locate("rowkey[0]");
    assertEquals(rowkey0, schema.locate("rowkey[0].salt"));
    assertTrue(schema.locate("families[0].name").line() > rowkey0.line());
    assertEquals(schema.locate("families[0].name"), schema.locate("families[0].name.nonexistent"));
    assertNull(schema.locations().get("nonexistent"));
  }
}
