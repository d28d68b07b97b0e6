package dev.hbaseadvisor.codec;

import static dev.hbaseadvisor.testing.Schemas.minimal;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.testing.Schemas;
import java.nio.charset.StandardCharsets;
import java.nio.ByteBuffer;
import org.junit.jupiter.api.Test;

/**
 * A qualifier named by a field holds the value as {@code Bytes.toBytes} writes it, and reads back
 * when the bytes are a value of the field (the decoder holds values to the field's shape, as it
 * does a key's).
 */
class CellFieldCodecTest {

  private static final TableSchema SCHEMA = Schemas.parse(minimal("""
        game: {type: string, cardinality: 500, length: 5-20}
        ts: {type: timestamp, order: increasing}
        n: {type: int}
      """, "  - field: game\n"));

  @Test
  void textIsItsUtf8Bytes_withNoTerminator() {
    CellFieldCodec codec = CellFieldCodec.of(SCHEMA, "game");
    byte[] q = codec.encode("DTLegend");
    assertArrayEquals("DTLegend".getBytes(StandardCharsets.UTF_8), q);
    assertEquals("DTLegend", codec.decode(q));
  }

  @Test
  void timestampIsAnEightByteBigEndianLong() {
    CellFieldCodec codec = CellFieldCodec.of(SCHEMA, "ts");
    byte[] q = codec.encode(1_767_225_600_000L);
    assertArrayEquals(ByteBuffer.allocate(8).putLong(1_767_225_600_000L).array(), q);
    assertEquals(1_767_225_600_000L, codec.decode(q));
  }

  @Test
  void intIsFourBytes() {
    CellFieldCodec codec = CellFieldCodec.of(SCHEMA, "n");
    byte[] q = codec.encode(7L);
    assertArrayEquals(new byte[] {0, 0, 0, 7}, q);
    assertEquals(7L, ((Number) codec.decode(q)).longValue());
  }

  @Test
  void bytesOfAnotherWidthAreNoValue() {
    assertNull(CellFieldCodec.of(SCHEMA, "ts").decode(new byte[] {1, 2, 3}));
    assertNull(CellFieldCodec.of(SCHEMA, "n").decode(new byte[] {1, 2, 3, 4, 5}));
  }
}
