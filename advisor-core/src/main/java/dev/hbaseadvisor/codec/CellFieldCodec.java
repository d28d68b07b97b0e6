package dev.hbaseadvisor.codec;

import dev.hbaseadvisor.model.FieldSegment;
import dev.hbaseadvisor.model.FieldSpec;
import dev.hbaseadvisor.model.SchemaLoader;
import dev.hbaseadvisor.model.TableSchema;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * A field's value held in a cell: as the qualifiers of a column named by the field ({@code
 * qualifierFrom}), or as the value of a column that stores it ({@code field}). Either holds the
 * value as a rowkey segment {@code - field: NAME} writes it, in the field's default encoding (text
 * as UTF-8, a long or a timestamp as 8 big-endian bytes, an int as 4: {@code Bytes.toBytes}), with
 * nothing after it; the sizes {@code CellSizes} counts. HBase compares qualifiers as unsigned
 * bytes, as it compares rowkeys ({@code CellComparatorImpl}), so a wide row's qualifiers sort as
 * the field would sort in a key.
 */
public final class CellFieldCodec {

  private final String field;
  private final RowKeyCodec codec;
  private final RowKeyDecoder decoder;

  private CellFieldCodec(String field, RowKeyCodec codec) {
    this.field = field;
    this.codec = codec;
    this.decoder = new RowKeyDecoder(codec);
  }

  /** The codec of {@code field}'s values in cells of {@code schema}. */
  public static CellFieldCodec of(TableSchema schema, String field) {
    FieldSpec spec = schema.field(field);
    FieldSegment segment = new FieldSegment(field, SchemaLoader.defaultEncoding(spec.type(), false), 0, (byte) 0,
        FieldSegment.Reverse.NONE, false, null, new byte[0]);
    return new CellFieldCodec(field, RowKeyCodec.compile(schema.withRowkey(List.of(segment))));
  }

  /** The field whose values the cells hold. */
  public String field() {
    return field;
  }

  /** The bytes that hold {@code value} (a {@code Long} for numbers and times, a {@code String} for text). */
  public byte[] encode(Object value) {
    return codec.encode(Map.of(field, value), new SplittableRandom(0));
  }

  /** The value the bytes hold, or null when they are not a value of the field in this encoding. */
  public Object decode(byte[] bytes) {
    DecodedKey decoded = decoder.decode(bytes);
    if (!decoded.whole() || decoded.segments().size() != 1) {
      return null;
    }
    return decoded.segments().get(0).value();
  }
}
