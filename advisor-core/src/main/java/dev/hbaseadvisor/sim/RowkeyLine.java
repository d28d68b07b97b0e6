package dev.hbaseadvisor.sim;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.model.FieldSegment;
import dev.hbaseadvisor.model.HashSegment;
import dev.hbaseadvisor.model.Segment;
import dev.hbaseadvisor.plan.Planner;
import java.util.List;

/**
 * A rowkey on one line, one bracket per segment as the reference guide writes keys
 * ({@code [bucket][timestamp][hostname][log-event]}), each in the planner's notation:
 * {@code [salt(16 of hostname)][desc(ts)][hostname\x00][event]}, {@code [md5(user):8]} for a
 * digest cut to 8 bytes, {@code [yyyy-MM(ts)]} for a date pattern.
 */
public final class RowkeyLine {

  private RowkeyLine() {}

  /**
   * The rowkey of a schema; for a table of several record kinds each kind's, named:
   * {@code name-rows [name]; counter [\x00]}.
   */
  public static String of(dev.hbaseadvisor.model.TableSchema schema) {
    if (!schema.multiKind()) {
      return of(schema.rowkey());
    }
    return String.join("; ", schema.kinds().stream().map(k -> k.name() + " " + of(k.rowkey())).toList());
  }

  /** The segments on one line. */
  public static String of(List<Segment> rowkey) {
    StringBuilder out = new StringBuilder();
    for (Segment segment : rowkey) {
      out.append('[');
      if (segment instanceof FieldSegment f) {
        out.append(Planner.label(f, null)).append(Bytes.toStringBinary(f.terminator()));
      } else {
        out.append(segment.describe());
        if (segment instanceof HashSegment h && h.length() != h.algorithm().digestLength()) {
          out.append(':').append(h.length());
        }
      }
      out.append(']');
    }
    return out.toString();
  }
}
