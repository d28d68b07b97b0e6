package dev.hbaseadvisor.rules.rowkey;

import dev.hbaseadvisor.codec.FieldCodec;
import dev.hbaseadvisor.codec.RowKeyCodec;
import dev.hbaseadvisor.codec.SegmentCodec;
import dev.hbaseadvisor.model.Column;
import dev.hbaseadvisor.model.Family;
import dev.hbaseadvisor.model.FieldSpec;
import dev.hbaseadvisor.model.HashAlgorithm;
import dev.hbaseadvisor.model.HashEncoding;
import dev.hbaseadvisor.model.HashSegment;
import dev.hbaseadvisor.model.Segment;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.rules.Rule;
import dev.hbaseadvisor.rules.RuleContext;
import dev.hbaseadvisor.rules.RowkeyYaml;
import dev.hbaseadvisor.rules.Severity;
import java.util.Comparator;
import java.util.List;

/**
 * Flags keys over a length limit, and (as info) keys longer than the data of the row they
 * address when some segment could be shorter ({@link Shortenings}), naming it: every cell
 * stores its row key again (KeyValue layout, {@code hbase-common/.../KeyValue.java};
 * the guide's "Try to minimize row and column sizes" and "Rowkey Length"). Over the limit it
 * suggests the guide's remedy from the log-data case study: an MD5 in place of the longest
 * text values that no pattern scans by range.
 */
public final class RowkeyTooLongCheck implements Rule {

  private static final int MD5_BYTES = HashAlgorithm.MD5.digestLength();

  @Override
  public String id() {
    return "rowkey-too-long";
  }

  @Override
  public void check(RuleContext context) {
    RowKeyCodec codec = context.codec();
    TableSchema schema = context.schema();
    int max = codec.maxLength();
    double limit = context.threshold("maxBytes");
    if (max > limit) {
      List<SegmentCodec> longest = codec.segments().stream()
          .sorted(Comparator.comparingInt((SegmentCodec s) -> -s.shape().maxWidth())).limit(2).toList();
      String parts = String.join(" and ", longest.stream()
          .map(s -> KeyFacts.label(s) + " up to " + s.shape().maxWidth()).toList());
      String message = "the key is up to " + max + " bytes, over the limit of " + KeyFacts.decimal(limit)
          + " (" + parts + "): every cell of the row stores it again";
      String hashed = hashed(schema, codec, limit);
      List<String> needed = longest.stream().filter(s -> s instanceof FieldCodec f
          && KeyFacts.readFromKey(schema, f.field().name())).map(s -> ((FieldCodec) s).field().name()).toList();
      if (hashed == null && !needed.isEmpty()) {
        // The identity is the long text the reads take back (a crawler's URL): nothing to act on.
        context.report(Severity.INFO, "rowkey", message + "; the reads take " + String.join(" and ", needed)
            + " back from the key, so no hash can stand in", context.meta().fix().strip(), null);
        return;
      }
      context.report("rowkey", message, context.meta().fix().strip(), hashed);
      return;
    }
    double values = valueBytesPerRow(schema);
    double key = (codec.minLength() + codec.maxLength()) / 2.0;
    double ratio = context.threshold("maxKeyToValueRatio");
    if (key <= values * ratio) {
      return;
    }
    List<Shortenings> shorter = Shortenings.of(schema, codec);
    if (shorter.isEmpty()) {
      return;
    }
    String why = values > 0
        ? "the key averages " + KeyFacts.decimal(key) + " bytes but a row holds about " + KeyFacts.decimal(values)
            + " bytes of data: the key is most of what each cell stores"
        : "the key averages " + KeyFacts.decimal(key) + " bytes and the rows hold no values, so the key is all each"
            + " cell stores";
    context.report(Severity.INFO, "rowkey", why + ", and " + String.join("; ",
        shorter.stream().limit(2).map(Shortenings::describe).toList()), context.meta().fix().strip(), null);
  }

  /**
   * The key with the longest text values hashed to 16-byte MD5s until it fits the limit, leaving
   * alone fields that a pattern scans by range; null when that cannot make it fit.
   */
  private static String hashed(TableSchema schema, RowKeyCodec codec, double limit) {
    List<FieldCodec> candidates = codec.segments().stream()
        .filter(s -> s instanceof FieldCodec f && !f.field().type().isNumeric()
            && s.shape().maxWidth() > MD5_BYTES && !KeyFacts.readFromKey(schema, f.field().name()))
        .map(s -> (FieldCodec) s)
        .sorted(Comparator.comparingInt((FieldCodec f) -> -f.shape().maxWidth()))
        .toList();
    List<Segment> rowkey = schema.rowkey();
    int length = codec.maxLength();
    for (FieldCodec f : candidates) {
      if (length <= limit) {
        break;
      }
      HashSegment md5 = new HashSegment(List.of(f.field().name()), HashAlgorithm.MD5, MD5_BYTES, HashEncoding.BINARY);
      rowkey = KeyFacts.replace(rowkey, f.index(), md5);
      length -= f.shape().maxWidth() - MD5_BYTES;
    }
    return length <= limit ? RowkeyYaml.render(schema, rowkey) : null;
  }

  /** The mean bytes of values and field-named qualifiers one row holds, over every family. */
  static double valueBytesPerRow(TableSchema schema) {
    double total = 0;
    for (Family family : schema.families()) {
      for (Column column : family.columns()) {
        double perRow = column.dynamic() ? (column.minPerRow() + column.maxPerRow()) / 2.0 : 1;
        double qualifier = column.dynamic() ? meanLength(schema.field(column.qualifierFrom())) : 0;
        total += perRow * (column.meanSize() + qualifier);
      }
    }
    return total;
  }

  /** The mean length of a field's default encoding. */
  private static double meanLength(FieldSpec field) {
    return switch (field.type()) {
      case LONG, TIMESTAMP -> 8;
      case INT -> 4;
      case UUID -> 36;
      case ENUM -> field.values().stream().mapToInt(String::length).average().orElse(0);
      default -> (field.minLength() + field.maxLength()) / 2.0;
    };
  }
}
