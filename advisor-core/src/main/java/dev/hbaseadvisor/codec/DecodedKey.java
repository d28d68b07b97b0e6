package dev.hbaseadvisor.codec;

import java.util.ArrayList;
import java.util.List;

/**
 * A rowkey read back into its segments by {@link RowKeyDecoder}: the segments the key held (the
 * last one possibly cut short), and the bytes that could not be read as the next segment.
 *
 * @param segments the segments read, in key order
 * @param rest the bytes after them that no segment could be read from (empty when all were read)
 */
public record DecodedKey(List<DecodedSegment> segments, byte[] rest) {

  /** Separates segments in a label, as Key Visualizer separates a key's parts. */
  public static final String SEPARATOR = " · ";
  /** The shortest a field's value is cut to before trailing segments are dropped from a label. */
  private static final int[] VALUE_CHARS = {64, 24, 16, 10};
  /** The least room worth giving a value: less reads as noise. */
  private static final int MIN_VALUE_CHARS = 4;

  /** Whether every byte was read into a segment and no segment was cut short. */
  public boolean whole() {
    return rest.length == 0 && segments.stream().allMatch(DecodedSegment::exact);
  }

  /**
   * A label of at most {@code maxChars} characters: the segments' labels (literals left out, as
   * every key holds them) and any unread rest in {@code toStringBinary} form. When the whole does
   * not fit, text values are cut shorter (the last one shown to what room is left), then trailing
   * segments give way to an ellipsis: the leading segments decide where a key sorts.
   */
  public String label(int maxChars) {
    List<DecodedSegment> shown = segments.stream().filter(s -> !(s.codec() instanceof LiteralCodec)).toList();
    String raw = rest.length == 0 ? "" : Bytes.toStringBinary(rest);
    for (int count = shown.size(); count >= 1; count--) {
      List<String> endings = new ArrayList<>();
      if (count == shown.size()) {
        endings.add(raw.isEmpty() ? "" : SEPARATOR + raw);
      }
      if (count < shown.size() || !raw.isEmpty()) {
        endings.add(SEPARATOR + "…");
      }
      for (String ending : endings) {
        for (int chars : VALUE_CHARS) {
          StringBuilder text = new StringBuilder();
          for (int i = 0; i < count - 1; i++) {
            text.append(shown.get(i).label(chars)).append(SEPARATOR);
          }
          DecodedSegment last = shown.get(count - 1);
          int room = maxChars - text.length() - ending.length() - last.labelPrefixLength();
          text.append(last.label(Math.min(chars, room))).append(ending);
          if (text.length() <= maxChars && room >= MIN_VALUE_CHARS) {
            return text.toString();
          }
        }
      }
    }
    String text = shown.isEmpty() ? raw : shown.get(0).label(MIN_VALUE_CHARS);
    return text.length() <= maxChars ? text : text.substring(0, Math.max(0, maxChars - 1)) + "…";
  }

  /** Every segment in full, literals included, then any unread rest: for a tooltip. */
  public String full() {
    List<String> parts = new ArrayList<>();
    for (DecodedSegment s : segments) {
      parts.add(s.full());
    }
    if (rest.length > 0) {
      parts.add(Bytes.toStringBinary(rest));
    }
    return String.join(SEPARATOR, parts);
  }

  @Override
  public String toString() {
    return full();
  }
}
