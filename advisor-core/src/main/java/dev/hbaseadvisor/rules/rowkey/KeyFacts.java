package dev.hbaseadvisor.rules.rowkey;

import dev.hbaseadvisor.codec.FieldCodec;
import dev.hbaseadvisor.codec.LiteralCodec;
import dev.hbaseadvisor.codec.RowKeyCodec;
import dev.hbaseadvisor.codec.SegmentCodec;
import dev.hbaseadvisor.model.AccessPattern;
import dev.hbaseadvisor.model.FieldEncoding;
import dev.hbaseadvisor.model.FieldSegment;
import dev.hbaseadvisor.model.FieldSpec;
import dev.hbaseadvisor.model.FieldType;
import dev.hbaseadvisor.model.Segment;
import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.rules.RowkeyYaml;
import dev.hbaseadvisor.rules.RuleContext;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** What several rowkey rules ask of a key: labels, the lead segment, value ranges, and key edits. */
final class KeyFacts {

  private KeyFacts() {}

  /** The path of a segment, {@code rowkey[i]}. */
  static String path(SegmentCodec segment) {
    return "rowkey[" + segment.index() + "]";
  }

  /** A segment as messages name it: {@code rowkey[0] (field ts)} or {@code rowkey[0] (salt(16 of host))}. */
  static String label(SegmentCodec segment) {
    String what = segment instanceof FieldCodec f ? "field " + f.field().name() : segment.segment().describe();
    return path(segment) + " (" + what + ")";
  }

  /**
   * The first segment that is neither a literal nor a field with one value (a cluster id of one
   * deployment, which prefixes every key as a literal would), from {@code from} on, or null.
   */
  static SegmentCodec nonLiteralFrom(RowKeyCodec codec, int from) {
    for (SegmentCodec s : codec.segments().subList(Math.min(from, codec.segments().size()), codec.segments().size())) {
      boolean constant = s instanceof FieldCodec f && !f.field().increasing() && f.distinctValues() == 1;
      if (!(s instanceof LiteralCodec) && !constant) {
        return s;
      }
    }
    return null;
  }

  /**
   * Whether writes come fast enough for one region taking them all to matter: at or above the
   * rule's {@code errorWritesPerSecond} (presplit-missing's 1,000 rows a second, about what one
   * region server's memstore flushes comfortably), or with no workload stated. The writes counted
   * are the puts that land where new rows land ({@link dev.hbaseadvisor.model.Workload#putsOnNewRowsPerSecond}):
   * a time-series row filled by a put per point takes every point's put.
   */
  static boolean hotWrites(RuleContext context) {
    TableSchema schema = context.schema();
    return !schema.written("workload")
        || schema.workload().putsOnNewRowsPerSecond() >= context.threshold("errorWritesPerSecond");
  }

  /** {@code ; at 5 writes/s one region takes them}: why a hot spot is let pass at a low write rate. */
  static String slowWrites(RuleContext context) {
    if (context.schema().workload().bulkLoaded()) {
      return "; the table is bulk-loaded (workload.bulkLoad): no region server takes its rows as puts, but the load job"
          + " writes all of a load's rows for one region with one reducer (HFileOutputFormat2)";
    }
    return "; at " + Quantities.formatCount(Math.round(context.schema().workload().putsOnNewRowsPerSecond()))
        + " writes/s one region takes them";
  }

  /**
   * Whether a segment follows the write order: it writes only a field whose values arrive in
   * increasing order (time, sequences), not digit-reversed, so all concurrent writes share its
   * current value, whatever its encoding or date pattern.
   */
  static boolean followsWriteOrder(SegmentCodec segment) {
    return segment instanceof FieldCodec f && f.field().increasing()
        && f.segment().reverse() != FieldSegment.Reverse.CHARS;
  }

  /** Whether a segment writes a number as text (decimal, hex or string), not as a date pattern. */
  static boolean numberText(FieldCodec f) {
    FieldEncoding e = f.segment().encoding();
    return f.field().type().isNumeric() && f.segment().format() == null
        && (e == FieldEncoding.DECIMAL || e == FieldEncoding.HEX || e == FieldEncoding.STRING);
  }

  /**
   * The lowest and highest numbers a segment writes over the workload: counters start at
   * {@code min} and grow by one a row, increasing timestamps by the workload's duration; a
   * descending segment writes {@code MAX - v}.
   */
  static long[] writtenRange(TableSchema schema, FieldCodec f) {
    FieldSpec spec = f.field();
    long lo = spec.min();
    long hi = spec.max();
    if (spec.increasing()) {
      long growth = spec.type() == FieldType.TIMESTAMP
          ? Math.min(schema.workload().durationSeconds(), Long.MAX_VALUE / 1000) * 1000
          : Math.max(0, schema.workload().totalRows() - 1);
      long last = lo + growth;
      hi = last >= lo && last < hi ? last : hi;
    }
    if (f.segment().descending()) {
      long max = f.segment().encoding().signedMax();
      return new long[] {max - hi, max - lo};
    }
    return new long[] {lo, hi};
  }

  /** The characters of a number in a radix (10 or 16), the minus sign included. */
  static int digits(long value, int radix) {
    return Long.toString(value, radix).length();
  }

  /** The radix of a number-text encoding: 16 for hex, 10 otherwise. */
  static int radix(FieldCodec f) {
    return f.segment().encoding() == FieldEncoding.HEX ? 16 : 10;
  }

  /** Whether any access pattern constrains the field to a range. */
  static boolean rangeScanned(TableSchema schema, String field) {
    return schema.access().stream().anyMatch(a -> field.equals(a.range()));
  }

  /**
   * Whether the key must hold the field readably: a pattern scans it by range, or takes it back
   * from the rowkeys it reads ({@code decodes}); a hash in its place would lose it.
   */
  static boolean readFromKey(TableSchema schema, String field) {
    return rangeScanned(schema, field) || schema.access().stream().anyMatch(a -> a.keptReadable().contains(field));
  }

  /** How many access patterns know the field exactly. */
  static long knownBy(TableSchema schema, String field) {
    return schema.access().stream().map(AccessPattern::fixed).filter(e -> e.contains(field)).count();
  }

  /** The key with segment {@code index} replaced. */
  static List<Segment> replace(List<Segment> rowkey, int index, Segment replacement) {
    List<Segment> result = new ArrayList<>(rowkey);
    result.set(index, replacement);
    return result;
  }

  /** The pasteable {@code rowkey:} block of the schema's key with segment {@code index} replaced. */
  static String suggestReplacing(TableSchema schema, int index, Segment replacement) {
    return RowkeyYaml.render(schema, replace(schema.rowkey(), index, replacement));
  }

  /** The key with a segment inserted at {@code index}. */
  static List<Segment> insert(List<Segment> rowkey, int index, Segment segment) {
    List<Segment> result = new ArrayList<>(rowkey);
    result.add(index, segment);
    return result;
  }

  /** A field segment with another encoding, width and reversal, its other options kept. */
  static FieldSegment recoded(FieldSegment f, FieldEncoding encoding, int width, FieldSegment.Reverse reverse) {
    return new FieldSegment(f.field(), encoding, width, width == 0 ? 0 : f.pad(), reverse, f.descending(),
        f.format(), f.terminator(), f.scale());
  }

  /** A field segment with another fixed width and terminator, its other options kept. */
  static FieldSegment ended(FieldSegment f, int width, byte[] terminator) {
    return new FieldSegment(f.field(), f.encoding(), width, f.pad(), f.reverse(), f.descending(), f.format(),
        terminator, f.scale());
  }

  /** A count with thousands separators, the same on every machine. */
  static String count(double value) {
    return String.format(Locale.ROOT, "%,d", Math.round(value));
  }

  /** A rate or ratio with at most two decimals, trailing zeros dropped. */
  static String decimal(double value) {
    String text = String.format(Locale.ROOT, "%.2f", value);
    return text.contains(".") ? text.replaceAll("0+$", "").replaceAll("\\.$", "") : text;
  }

  /** A rate per second as the schema writes rates: {@code 5/s}, {@code 1/min}, {@code 1/h}. */
  static String rate(double perSecond) {
    if (perSecond >= 1) {
      return decimal(perSecond) + "/s";
    }
    if (perSecond * 60 >= 1) {
      return decimal(perSecond * 60) + "/min";
    }
    return decimal(perSecond * 3600) + "/h";
  }
}
