package dev.hbaseadvisor.migrate;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.codec.CellFieldCodec;
import dev.hbaseadvisor.codec.RowKeyCodec;
import dev.hbaseadvisor.model.Column;
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

  static Stream<MigrationCase> movingPairs() {
    return Stream.of(MigrationCase.WIDE_TO_TALL, MigrationCase.TALL_TO_WIDE);
  }

  /**
   * Tall and wide: each cell lands under the row and qualifier the NEW design gives its record,
   * computed with the row and qualifier codecs; the OLD qualifier is read back when it names a field.
   */
  @ParameterizedTest
  @MethodSource("movingPairs")
  void placesEveryCellOfEveryRecord(MigrationCase pair) throws Exception {
    TableSchema old = pair.old();
    TableSchema neu = pair.neu();
    Column from = old.families().get(0).columns().get(0);
    Column to = neu.families().get(0).columns().get(0);
    RowKeyCodec before = RowKeyCodec.compile(old);
    RowKeyCodec after = RowKeyCodec.compile(neu);
    Rekeyer rekeyer = Rekeyer.of(old, neu);
    assertTrue(rekeyer.movesCells(), pair.toString());
    assertThrows(IllegalStateException.class, () -> rekeyer.rekey(before.encode(
        new RecordGenerator(old, 1).next(), new SplittableRandom(0))));
    RecordGenerator generator = new RecordGenerator(old, old.workload().seed());
    java.util.Set<String> oldRows = new java.util.HashSet<>();
    java.util.Set<String> newRows = new java.util.HashSet<>();
    for (int i = 0; i < 10_000; i++) {
      Map<String, Object> record = generator.next();
      byte[] oldKey = before.encode(record, new SplittableRandom(0));
      Rekeyer.Placement p = rekeyer.place(oldKey, rekeyer.fields(oldKey, Rekeyer.CellValues.NONE), "degreeInfo", qualifier(old, from, record));
      assertArrayEquals(after.encode(record, new SplittableRandom(0)), p.row(), () -> pair + ": " + record);
      assertArrayEquals(qualifier(neu, to, record), p.qualifier(), () -> pair + ": " + record);
      oldRows.add(Bytes.toStringBinary(oldKey));
      newRows.add(Bytes.toStringBinary(p.row()));
    }
    // Wide rows hold a user's games of a day; tall rows one game each: 10,000 records fill fewer wide rows.
    assertEquals(pair == MigrationCase.WIDE_TO_TALL, newRows.size() > oldRows.size(),
        pair + ": " + oldRows.size() + " rows -> " + newRows.size());
  }

  private static byte[] qualifier(TableSchema schema, Column column, Map<String, Object> record) {
    return column.dynamic() ? CellFieldCodec.of(schema, column.qualifierFrom()).encode(record.get(column.qualifierFrom()))
        : dev.hbaseadvisor.model.BinaryText.toBytes(column.qualifier());
  }

  @Test
  void refusesACellThatNoOldColumnHoldsOrAQualifierThatIsNoValue() throws Exception {
    Rekeyer wide = Rekeyer.of(MigrationCase.TALL_TO_WIDE.old(), MigrationCase.TALL_TO_WIDE.neu());
    byte[] key = RowKeyCodec.compile(MigrationCase.TALL_TO_WIDE.old()).encode(
        new RecordGenerator(MigrationCase.TALL_TO_WIDE.old(), 1).next(), new SplittableRandom(0));
    Rekeyer.UndecodableKeyException e = assertThrows(Rekeyer.UndecodableKeyException.class,
        () -> wide.place(key, wide.fields(key, Rekeyer.CellValues.NONE), "degreeInfo", Bytes.toBytes("other")));
    assertTrue(e.getMessage().endsWith(": cell degreeInfo:other is no column of the OLD design's family "
        + "'degreeInfo'"), e.getMessage());
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

  /**
   * A hash removed: the hashed design keeps hostname and event in d:h and d:e (the guide's advice
   * for hashed keys), and the host-lead key reads them back from the row's newest values there.
   */
  @Test
  void readsKeyFieldsFromTheValuesOfFixedColumns() throws Exception {
    TableSchema old = MigrationCase.HASH.neu();
    TableSchema neu = MigrationCase.HASH.old();
    Rekeyer rekeyer = Rekeyer.of(old, neu);
    RowKeyCodec before = RowKeyCodec.compile(old);
    RowKeyCodec after = RowKeyCodec.compile(neu);
    RecordGenerator generator = new RecordGenerator(old, old.workload().seed());
    for (int i = 0; i < 10_000; i++) {
      Map<String, Object> record = generator.next();
      byte[] oldKey = before.encode(record, new SplittableRandom(0));
      Rekeyer.CellValues cells = (family, qualifier) -> switch (new String(qualifier,
          java.nio.charset.StandardCharsets.UTF_8)) {
        case "h" -> CellFieldCodec.of(old, "hostname").encode(record.get("hostname"));
        case "e" -> CellFieldCodec.of(old, "event").encode(record.get("event"));
        default -> null;
      };
      assertArrayEquals(after.encode(record, new SplittableRandom(0)), rekeyer.rekey(oldKey, cells),
          () -> record.toString());
    }
    byte[] key = before.encode(generator.next(), new SplittableRandom(0));
    Rekeyer.UndecodableKeyException e = assertThrows(Rekeyer.UndecodableKeyException.class,
        () -> rekeyer.rekey(key));
    assertTrue(e.getMessage().endsWith(" has no cell d:h, which holds field 'hostname' for the NEW key"),
        e.getMessage());
    e = assertThrows(Rekeyer.UndecodableKeyException.class, () -> rekeyer.rekey(key, (f, q) -> new byte[] {1}));
    assertTrue(e.getMessage().endsWith(": the value of d:h (\\x01) does not read as field 'hostname'"),
        e.getMessage());
  }

  @Test
  void refusesAKeyFieldFromTheValuesOfAColumnNamedByAField() {
    // Seed 003.s wide rows: degree is the value of every qualifier named by a game, one per game.
    String old = MigrationCase.read("game-focus-wide.yaml");
    String neu = old.replace("table: prodFocus", "table: prodFocus_d").replace("  - field: user\n",
        "  - field: user\n  - field: degree\n");
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Rekeyer.of(MigrationCase.parse(old, "old.yaml"), MigrationCase.parse(neu, "new.yaml")));
    assertTrue(e.getMessage().startsWith("the NEW key reads field 'degree' from the values of OLD degreeInfo:<game>, "
        + "which differ from qualifier to qualifier of a row"), e.getMessage());
  }
}
