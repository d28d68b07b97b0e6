package dev.hbaseadvisor.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.hbaseadvisor.model.BitsSegment;
import dev.hbaseadvisor.model.SchemaLoader;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.testing.Schemas;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 26: {@code recommend} offers a Z-order block of the fields a read bounds by a box, when the
 * current key interleaves none of them together (the recommend corpus's {@code positions-bbox}),
 * and none over a key that already does (GeoMesa's Z3 table).
 */
class ZOrderCandidatesTest {

  @Test
  void aBoxOverTwoNumberFields_isOfferedAsOneZ2Block_31BitsEach() throws Exception {
    TableSchema schema = SchemaLoader.load(Schemas.projectRoot()
        .resolve("advisor-core/src/test/resources/recommend/positions-bbox.yaml"));
    List<CandidateSpace.Choice> z = new CandidateSpace(schema).zOrders();
    assertEquals(1, z.size());
    BitsSegment bits = (BitsSegment) z.get(0).segment();
    assertEquals(8, bits.width());
    assertEquals(List.of("lon", "lat"), bits.interleave().fields());
    assertEquals(31, bits.interleave().bitsPerDimension());
    assertEquals(-180_000_000L, bits.interleave().dimensions().get(0).min());
    assertEquals(CandidateSpace.Kind.ZORDER, z.get(0).kind());
  }

  @Test
  void aKeyThatAlreadyInterleavesTheBox_isOfferedNone() {
    TableSchema geomesa = Schemas.loadExample("real/geomesa-z3.yaml");
    assertEquals(List.of(), new CandidateSpace(geomesa).zOrders());
  }

  @Test
  void aBoxOverOneField_orWithoutBounds_isOfferedNone() {
    String design = """
        table: t
        fields:
          id: { type: uuid }
          lon: { type: long, min: -180000000, max: 180000000 }
          lat: { type: long }
        rowkey:
          - field: id
        families: [{name: d, columns: [{qualifier: d, size: 100}]}]
        access:
          - {name: bbox, type: scan, box: {lon: 1000000, lat: 1000000}}
        """;
    assertEquals(List.of(), new CandidateSpace(Schemas.parse(design)).zOrders(), "lat has no min and max");
  }
}
