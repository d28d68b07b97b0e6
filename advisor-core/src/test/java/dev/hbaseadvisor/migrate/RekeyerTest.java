package dev.hbaseadvisor.migrate;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.codec.RowKeyCodec;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.workload.RecordGenerator;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/**
 * A row's key rebuilt from its OLD key is the key the NEW design gives the same record: for 10,000
 * records of each pair, from the OLD design's workload seed.
 */
class RekeyerTest {

  static Stream<MigrationCase> pairs() {
    return Stream.of(MigrationCase.SALT_20_TO_64, MigrationCase.REORDER, MigrationCase.REVERSAL, MigrationCase.HASH,
        MigrationCase.BUCKET, MigrationCase.BUCKET_REMOVED, MigrationCase.REVERSAL_REMOVED);
  }

  @ParameterizedTest
  @MethodSource("pairs")
  void rebuildsTheNewKeyOfEveryRecord(MigrationCase pair) throws Exception {
    TableSchema old = pair.old();
    TableSchema neu = pair.neu();
    RowKeyCodec before = RowKeyCodec.compile(old);
    RowKeyCodec after = RowKeyCodec.compile(neu);
    Rekeyer rekeyer = Rekeyer.of(old, neu);
    RecordGenerator generator = new RecordGenerator(old, old.workload().seed());
    SplittableRandom unused = new SplittableRandom(0);
    int changed = 0;
    for (int i = 0; i < 10_000; i++) {
      Map<String, Object> record = generator.next();
      byte[] oldKey = before.encode(record, unused);
      byte[] expected = after.encode(record, unused);
      byte[] actual = rekeyer.rekey(oldKey);
      assertArrayEquals(expected, actual, () -> pair + ": " + Bytes.toStringBinary(oldKey));
      if (!java.util.Arrays.equals(oldKey, actual)) {
        changed++;
      }
    }
    // A salt of 64 buckets lands on the old bucket number for about one hash in 16; every other change moves every key.
    assertEquals(pair == MigrationCase.SALT_20_TO_64 ? 9_374 : 10_000, changed, pair + ": keys that change");
  }

  @Test
  void readsTheOpenTsdbBaseHourBackToTheSameText() throws Exception {
    long millis = Rekeyer.millis("yyyyMMddHH", "2026030414", new byte[0]);
    assertEquals(java.time.Instant.parse("2026-03-04T14:00:00Z").toEpochMilli(), millis);
  }

  @Test
  void refusesAKeyTheOldDesignCannotRead() {
    Rekeyer rekeyer = Rekeyer.of(MigrationCase.REVERSAL.old(), MigrationCase.REVERSAL.neu());
    Rekeyer.UndecodableKeyException e = assertThrows(Rekeyer.UndecodableKeyException.class,
        () -> rekeyer.rekey(Bytes.toBytes("web01")));
    assertEquals("row web01 does not read as a key of the OLD design (read as far as: hostname≥web01)",
        e.getMessage());
  }

  @Test
  void refusesAPairWhoseNewKeyReadsACell() {
    // The hashed design keeps hostname and event as cells; the host-lead key reads them back from there.
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Rekeyer.of(MigrationCase.HASH.neu(), MigrationCase.HASH.old()));
    assertEquals("the NEW key reads a field from a cell of the OLD table (hostname from d:h value); the backfill "
        + "rebuilds keys from OLD keys only", e.getMessage());
  }
}
