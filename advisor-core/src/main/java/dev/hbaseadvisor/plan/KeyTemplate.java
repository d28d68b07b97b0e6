package dev.hbaseadvisor.plan;

import dev.hbaseadvisor.codec.Bytes;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A row key with holes: constant bytes in {@code Bytes.toStringBinary} form and placeholders such
 * as {@code <hostname:16>} for values known only at query time ({@code :16} when the value has a
 * fixed width of 16 bytes); {@code <salt(host):1=0..15>} stands for one value per scan, and
 * {@code <user+1:10>} for the value with its last byte incremented.
 */
final class KeyTemplate {

  private record Part(byte[] bytes, String label, int width, String values, boolean next) {

    String render() {
      return "<" + label + (next ? "+1" : "") + (width >= 0 ? ":" + width : "") + values + ">";
    }
  }

  private final List<Part> parts = new ArrayList<>();

  KeyTemplate() {}

  private KeyTemplate(List<Part> parts) {
    this.parts.addAll(parts);
  }

  KeyTemplate copy() {
    return new KeyTemplate(parts);
  }

  boolean isEmpty() {
    return parts.isEmpty();
  }

  /** Appends constant bytes. */
  KeyTemplate bytes(byte[] bytes) {
    if (bytes.length > 0) {
      parts.add(new Part(bytes.clone(), null, -1, "", false));
    }
    return this;
  }

  /** Appends a value placeholder: {@code <label>} or {@code <label:width>}. */
  KeyTemplate value(String label, int width) {
    return values(label, width, "");
  }

  /** Appends a placeholder for one of several values, one per scan: {@code <salt(user):1=0..15>}. */
  KeyTemplate values(String label, int width, String values) {
    parts.add(new Part(null, label, width, values, false));
    return this;
  }

  /**
   * The closest row after every key that starts with this one, as HBase's
   * {@code Scan.setStartStopRowForPrefixScan} computes it
   * ({@code ClientUtil.calculateTheClosestNextRowKeyForPrefix}): trailing {@code \xFF} bytes are
   * dropped and the last byte is incremented; a placeholder last is marked {@code <label+1>}. An
   * empty result means the end of the table.
   */
  KeyTemplate next() {
    List<Part> out = new ArrayList<>(parts);
    while (!out.isEmpty()) {
      Part last = out.remove(out.size() - 1);
      if (last.label() != null) {
        out.add(new Part(null, last.label(), last.width(), last.values(), true));
        return new KeyTemplate(out);
      }
      byte[] b = last.bytes();
      int end = b.length;
      while (end > 0 && b[end - 1] == (byte) 0xFF) {
        end--;
      }
      if (end > 0) {
        byte[] incremented = Arrays.copyOf(b, end);
        incremented[end - 1]++;
        out.add(new Part(incremented, null, -1, "", false));
        return new KeyTemplate(out);
      }
    }
    return new KeyTemplate(out);
  }

  String render() {
    StringBuilder sb = new StringBuilder();
    for (Part part : parts) {
      sb.append(part.label() != null ? part.render() : Bytes.toStringBinary(part.bytes()));
    }
    return sb.toString();
  }

  @Override
  public String toString() {
    return render();
  }
}
