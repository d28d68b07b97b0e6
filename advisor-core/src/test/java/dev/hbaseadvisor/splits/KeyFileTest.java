package dev.hbaseadvisor.splits;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.hbaseadvisor.codec.Bytes;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The byte-level key file reader decodes every line exactly as {@code Bytes.toBytesBinary} does. */
class KeyFileTest {

  @Test
  void decode_equalsToBytesBinary_forEscapesPlainTextAndUtf8() {
    for (String line : List.of("plain", "\\x00\\xFFab", "\\x4", "\\xZZ", "a\\", "\\\\x41", "caf\u00e9\\x01", "\u4e2d",
        "x\\x7f\\x7F")) {
      byte[] utf8 = line.getBytes(StandardCharsets.UTF_8);
      assertEquals(Bytes.toStringBinary(Bytes.toBytesBinary(line)),
          Bytes.toStringBinary(KeyFile.decode(utf8, utf8.length)), line);
    }
  }

  @Test
  void stream_skipsBlankLines_dropsCarriageReturns_andReadsALastLineWithoutNewline() throws Exception {
    QuantileSketch sketch = new QuantileSketch(64, 1);
    byte[] text = "b\r\n\n\\x00a\r\nc".getBytes(StandardCharsets.UTF_8);
    assertEquals(3, KeyFile.stream(new ByteArrayInputStream(text), sketch));
    List<QuantileSketch.Boundary> thirds = sketch.boundaries(3);
    assertEquals(List.of("b", "c"), thirds.stream().map(b -> Bytes.toStringBinary(b.key())).toList());
    assertEquals("\\x00a", Bytes.toStringBinary(thirds.get(0).below()));
  }
}
