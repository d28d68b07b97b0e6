package dev.hbaseadvisor.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.model.Presplit;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.splits.Presplits;
import dev.hbaseadvisor.splits.SplitRequest;
import dev.hbaseadvisor.testing.Schemas;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/** The simulated table starts with exactly the regions the pre-split generator computes, for every algorithm. */
class PresplitRegionsTest {

  private static final String HEX_KEY = "table: t\nfields:\n  id: { type: string, charset: hex, length: 12 }\n"
      + "rowkey:\n  - field: id\nfamilies:\n  - name: d\n";
  private static final String NUMBER_KEY = "table: t\nfields:\n  id: { type: long, min: 0, max: 99999999 }\n"
      + "rowkey:\n  - field: id\n    encoding: decimal\n    width: 8\nfamilies:\n  - name: d\n";
  private static final String HASH_KEY = "table: t\nfields:\n  user: { type: string, cardinality: 100000 }\n"
      + "rowkey:\n  - hash: { from: [user] }\nfamilies:\n  - name: d\n";

  static Stream<Arguments> everyAlgorithm() {
    return Stream.of(
        Arguments.of("hex", Schemas.parse(HEX_KEY + "presplit:\n  algorithm: hex\n  regions: 12\n"
            + "  start: '000000000000'\n  end: 'ffffffffffff'\n"), Presplit.Algorithm.HEX),
        Arguments.of("decimal", Schemas.parse(NUMBER_KEY + "presplit:\n  algorithm: decimal\n  regions: 7\n"),
            Presplit.Algorithm.DECIMAL),
        Arguments.of("uniform", Schemas.parse(HASH_KEY + "presplit:\n  algorithm: uniform\n  regions: 9\n"),
            Presplit.Algorithm.UNIFORM),
        Arguments.of("bytes", Schemas.parse(HEX_KEY + "presplit:\n  algorithm: bytes\n  regions: 10\n"
            + "  start: '000000000000'\n  end: 'ffffffffffff'\n"), Presplit.Algorithm.BYTES),
        Arguments.of("salt", Schemas.loadExample("opentsdb-salted.yaml"), Presplit.Algorithm.SALT),
        Arguments.of("sample", Schemas.parse(NUMBER_KEY + "presplit:\n  algorithm: sample\n  regions: 6\n"),
            Presplit.Algorithm.SAMPLE),
        Arguments.of("explicit", Schemas.loadExample("log-data-bucketed-timestamp.yaml"), Presplit.Algorithm.EXPLICIT),
        Arguments.of("auto", Schemas.loadExample("log-data-host-lead.yaml"), Presplit.Algorithm.AUTO),
        Arguments.of("auto over a hash", Schemas.parse(HASH_KEY + "presplit:\n  regions: 5\n"),
            Presplit.Algorithm.AUTO));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("everyAlgorithm")
  void initialRegions_areThePresplitGeneratorsKeys(String name, TableSchema schema, Presplit.Algorithm algorithm) {
    assertEquals(algorithm, schema.presplit().algorithm());
    List<byte[]> expected = Presplits.plan(schema, SplitRequest.of(schema)).splits();
    assertTrue(expected.size() >= 4, name + ": " + expected.size() + " split keys");
    SimulationResult result = Designs.run(schema, 1_000);
    assertEquals(expected.size() + 1, result.summary().initialRegions());
    List<RegionState> regions = result.regions();
    assertEquals(expected.size() + 1, regions.size(), "no split in a thousand writes");
    for (int i = 0; i < expected.size(); i++) {
      assertEquals(Bytes.toStringBinary(expected.get(i)), Bytes.toStringBinary(regions.get(i + 1).start()));
    }
    assertEquals(List.of(), result.notes());
  }

  @Test
  void sampledKeys_followTheRunsSeed_asSplitsWithTheSameSeedDoes() {
    TableSchema schema = Schemas.parse(NUMBER_KEY + "presplit:\n  algorithm: sample\n  regions: 6\n");
    List<byte[]> keys = new PresplitRegions().splitKeys(schema, 99).keys();
    List<byte[]> expected = Presplits.plan(schema, SplitRequest.of(schema).withSeed(99)).splits();
    assertEquals(expected.stream().map(Bytes::toStringBinary).toList(), keys.stream().map(Bytes::toStringBinary).toList());
  }

  @Test
  void aPresplitHBaseWouldRefuse_startsWithOneRegionAndSaysWhy() {
    TableSchema schema = Schemas.parse(HEX_KEY + "presplit:\n  algorithm: salt\n  regions: 4\n");
    InitialRegions.Splits splits = new PresplitRegions().splitKeys(schema, 1);
    assertEquals(List.of(), splits.keys());
    assertEquals("presplit not followed: algorithm salt needs a rowkey that starts with a salt or bucket segment, or bits led by partition bits; "
        + "the table starts with one region", splits.note());
  }
}
