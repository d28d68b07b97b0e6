package dev.hbaseadvisor.importer;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.model.BinaryText;
import dev.hbaseadvisor.model.Charset;
import dev.hbaseadvisor.model.SchemaException;
import dev.hbaseadvisor.model.SchemaProblem;
import dev.hbaseadvisor.yaml.Position;
import dev.hbaseadvisor.yaml.YamlScalars;
import java.nio.charset.StandardCharsets;
import java.time.format.DateTimeFormatter;
import java.time.format.ResolverStyle;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalAccessor;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Proposes a rowkey's segments from real keys (a key file that {@code sample} or {@code keys}
 * writes, or the keys {@code inspect} reads), walking every key from its first byte with a cursor
 * of its own, so that a variable-width segment moves each key's cursor by its own length. At each
 * step it tries, in order:
 *
 * <ol>
 *   <li>when the next byte of every key is printable ASCII, text: a date in one of the common
 *       patterns ({@code yyyyMMddHH}, {@code yyyy-MM-dd HH:mm:ss}, ...), possibly after a fixed run of
 *       digits; the same text in every key (a literal); a separator that stands once in every key's
 *       text; otherwise text up to the first byte that is not printable, ended by a terminator byte,
 *       padded to a fixed width, or running to the key's end, with its charset and length range (all
 *       digits of one width are a decimal number);</li>
 *   <li>otherwise binary: 8 bytes that read as epoch milliseconds between 2000 and 2100, increasing or
 *       reversed ({@code Long.MAX_VALUE - t}, the reference guide's reverse timestamp); 4 bytes of epoch
 *       seconds; a big-endian number whose leading bytes are zero in every key; 8 bytes that vary in every
 *       position with the sign bit never set (a long); a dense small first byte (a salt or bucket, as
 *       Phoenix and OpenTSDB write one); bytes the same in every key (a literal); otherwise a run of bytes
 *       that vary, cut where a new independent value starts (the number of distinct prefixes, flat inside
 *       one hashed value, grows again at the next): a hash when 4 bytes or more, raw bytes when fewer.</li>
 * </ol>
 *
 * The keys cannot say which fields a salt or a hash was computed from, nor the field names: those
 * are marked TODO in the proposal. How often it recovers the segments of the examples' designs is
 * measured in {@code docs/import.md} ("Rowkey inference").
 */
public final class KeyInference {

  /** Epoch milliseconds of 2000-01-01 and 2100-01-01: the window a timestamp is recognised in. */
  private static final long MS_FROM = 946_684_800_000L;
  private static final long MS_TO = 4_102_444_800_000L;
  private static final long S_FROM = MS_FROM / 1000;
  /** Date patterns tried on text, longest first; each prints a fixed number of characters. */
  private static final List<String> DATES = List.of("uuuu-MM-dd HH:mm:ss.SSS", "uuuu-MM-dd'T'HH:mm:ss",
      "uuuu-MM-dd HH:mm:ss", "uuuuMMddHHmmssSSS", "uuuuMMddHHmmss", "uuuuMMddHHmm", "uuuu-MM-dd", "uuuuMMddHH",
      "uuuuMMdd", "uuuu-MM", "uuuuMM");
  private static final Pattern LENGTH_TAIL = Pattern.compile("(.*)  \\((\\d+) bytes?\\)");
  /** The fewest keys inference works from. */
  public static final int MIN_KEYS = 2;

  /**
   * One inferred segment.
   *
   * @param kind {@code literal}, {@code salt}, {@code hash}, {@code long}, {@code long-desc}, {@code int},
   *     {@code decimal}, {@code date}, {@code text} or {@code bytes}
   * @param starts where the segment starts in each key
   * @param ends where it ends in each key (exclusive)
   * @param field the line under {@code fields:} for its field, or null
   * @param segment the item under {@code rowkey:}
   */
  public record Segment(String kind, int[] starts, int[] ends, String field, String segment) {}

  /**
   * What the keys say.
   *
   * @param segments the segments in key order
   * @param proposal the {@code fields} and {@code rowkey} sections for a schema file
   */
  public record Result(List<Segment> segments, RowkeyProposal proposal) {}

  private final List<byte[]> keys;
  private final int[] pos;
  private final List<Segment> segments = new ArrayList<>();
  private final java.util.Map<String, Integer> fieldNumbers = new java.util.HashMap<>();

  /**
   * The keys of a key file: one key per line in {@code Bytes.toStringBinary} form, as {@code sample}
   * writes them, or as {@code keys} prints them with a {@code "  (N bytes)"} tail, which is dropped
   * when N is the key's length; blank lines are skipped.
   *
   * @throws SchemaException {@code file:line:column} for a line with a character above U+00FF or a
   *     key longer than HBase's 32,767 bytes
   */
  public static List<byte[]> readKeys(String fileName, String text) throws SchemaException {
    List<byte[]> keys = new ArrayList<>();
    List<SchemaProblem> problems = new ArrayList<>();
    String[] lines = text.split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i].endsWith("\r") ? lines[i].substring(0, lines[i].length() - 1) : lines[i];
      if (line.isBlank()) {
        continue;
      }
      Matcher tail = LENGTH_TAIL.matcher(line);
      if (tail.matches() && Bytes.toBytesBinary(tail.group(1)).length == Integer.parseInt(tail.group(2))) {
        line = tail.group(1);
      }
      String problem = BinaryText.problem(line);
      byte[] key = Bytes.toBytesBinary(line);
      if (problem != null) {
        problems.add(new SchemaProblem(fileName, new Position(i + 1, 1), "not a key in Bytes.toStringBinary form: "
            + problem));
      } else if (key.length > Short.MAX_VALUE) {
        problems.add(new SchemaProblem(fileName, new Position(i + 1, 1), "a key of " + key.length + " bytes, longer "
            + "than HBase's longest row key (32,767 bytes, HConstants.MAX_ROW_LENGTH)"));
      } else {
        keys.add(key);
      }
    }
    if (!problems.isEmpty()) {
      throw new SchemaException(problems);
    }
    return keys;
  }

  private KeyInference(List<byte[]> keys) {
    this.keys = keys;
    this.pos = new int[keys.size()];
  }

  /**
   * Infers the segments of these keys.
   *
   * @throws IllegalArgumentException with fewer than {@link #MIN_KEYS} keys, or an empty key
   */
  public static Result infer(List<byte[]> keys) {
    if (keys.size() < MIN_KEYS) {
      throw new IllegalArgumentException("rowkey inference needs at least " + MIN_KEYS + " keys, got " + keys.size());
    }
    if (keys.stream().anyMatch(key -> key.length == 0)) {
      throw new IllegalArgumentException("an empty key: HBase has no row with an empty key");
    }
    KeyInference inference = new KeyInference(keys);
    inference.run();
    StringBuilder fields = new StringBuilder();
    StringBuilder rowkey = new StringBuilder("  # Proposed by hbase-advisor from " + keys.size()
        + " real keys: check each segment, and name the fields.\n");
    for (Segment s : inference.segments) {
      if (s.field() != null) {
        fields.append(s.field());
      }
      rowkey.append(s.segment());
    }
    if (fields.isEmpty()) {
      fields.append("  unused: { type: string }   # the keys are made of literals only\n");
    }
    return new Result(List.copyOf(inference.segments), new RowkeyProposal(fields.toString(), rowkey.toString()));
  }

  private void run() {
    while (true) {
      int active = 0;
      for (int k = 0; k < keys.size(); k++) {
        if (remaining(k) > 0) {
          active++;
        }
      }
      if (active == 0) {
        return;
      }
      if (active < keys.size()) {
        rest();
        return;
      }
      boolean printable = true;
      for (int k = 0; k < keys.size() && printable; k++) {
        printable = isPrintable(at(k, 0));
      }
      if (!(clock() || (printable ? text() : binary()))) {
        rest();
        return;
      }
    }
  }

  // ---------------------------------------------------------------- text

  private boolean text() {
    String date = date(0);
    if (date != null) {
      emitDate(date);
      return true;
    }
    for (int digits = 1; digits <= 4; digits++) {
      if (allDigits(digits) && (date = date(digits)) != null) {
        emitDecimal(digits);
        emitDate(date);
        return true;
      }
    }
    int[] run = new int[keys.size()];
    boolean same = true;
    for (int k = 0; k < keys.size(); k++) {
      while (run[k] < remaining(k) && isPrintable(at(k, run[k]))) {
        run[k]++;
      }
      same &= run[k] == run[0] && java.util.Arrays.equals(keys.get(k), pos[k], pos[k] + run[k], keys.get(0),
          pos[0], pos[0] + run[0]);
    }
    if (same) {
      emitLiteral(run[0]);
      return true;
    }
    int separator = separator(run);
    if (separator >= 0) {
      int[] before = new int[keys.size()];
      for (int k = 0; k < keys.size(); k++) {
        before[k] = indexOf(k, run[k], (byte) separator);
      }
      emitText(before, -1, (byte) 0, 0);
      emitLiteral(1);
      return true;
    }
    int[] padded = paddedWidth(run);
    if (padded != null) {
      emitText(textLengths(padded[0], (byte) padded[1]), -1, (byte) padded[1], padded[0]);
      return true;
    }
    // What follows the printable run: the key's end, one terminator byte, or pad bytes to a fixed width.
    int byteAfter = -1;
    boolean allEnd = true;
    boolean oneByte = true;
    for (int k = 0; k < keys.size(); k++) {
      if (run[k] == remaining(k)) {
        continue;
      }
      allEnd = false;
      int b = at(k, run[k]) & 0xFF;
      if (byteAfter < 0) {
        byteAfter = b;
      } else if (b != byteAfter) {
        oneByte = false;
      }
    }
    if (allEnd || !oneByte || byteAfter < 0) {
      emitText(run, -1, (byte) 0, 0);
      return true;
    }
    int width = padWidth(run, (byte) byteAfter);
    if (width > 0) {
      emitText(run, -1, (byte) byteAfter, width);
    } else if (everyKeyHasByteAfter(run)) {
      emitText(run, byteAfter, (byte) 0, 0);
    } else {
      emitText(run, -1, (byte) 0, 0);
    }
    return true;
  }

  private boolean everyKeyHasByteAfter(int[] run) {
    for (int k = 0; k < keys.size(); k++) {
      if (run[k] >= remaining(k)) {
        return false;
      }
    }
    return true;
  }

  /**
   * A fixed width that text and pad bytes fill in every key: {@code {width, pad}}, or null. The keys
   * whose text stops at a byte that is not printable must all reach the same width with that byte
   * repeated; in the others (text as long as the width) the width's bytes must all be printable.
   */
  private int[] paddedWidth(int[] run) {
    int width = -1;
    int pad = -1;
    for (int k = 0; k < keys.size(); k++) {
      if (run[k] == remaining(k) || isPrintable(at(k, run[k]))) {
        continue;
      }
      int p = at(k, run[k]) & 0xFF;
      int w = run[k];
      while (w < remaining(k) && (at(k, w) & 0xFF) == p) {
        w++;
      }
      if (pad >= 0 && (p != pad || w != width)) {
        return null;
      }
      pad = p;
      width = w;
    }
    if (pad < 0) {
      return null;
    }
    boolean someFull = false;
    for (int k = 0; k < keys.size(); k++) {
      if (run[k] >= width) {
        if (remaining(k) < width) {
          return null;
        }
        someFull = true;
      }
    }
    // Without a key whose text fills the width, one pad byte after each text is a terminator.
    return someFull || java.util.Arrays.stream(run).distinct().count() > 1 && width - run[0] > 1
        ? new int[] {width, pad} : null;
  }

  /** Each key's text length within a padded width: up to the first pad byte. */
  private int[] textLengths(int width, byte pad) {
    int[] lengths = new int[keys.size()];
    for (int k = 0; k < keys.size(); k++) {
      int n = 0;
      while (n < width && at(k, n) != pad) {
        n++;
      }
      lengths[k] = n;
    }
    return lengths;
  }

  /** The fixed width text and pad fill in every key, or 0 when the bytes after the text are not padding. */
  private int padWidth(int[] run, byte pad) {
    int width = -1;
    boolean padded = false;
    for (int k = 0; k < keys.size(); k++) {
      int w = run[k];
      while (w < remaining(k) && at(k, w) == pad) {
        w++;
      }
      if (width < 0) {
        width = w;
      } else if (w != width) {
        return 0;
      }
      padded |= w - run[k] > 1 || run[k] != run[0];
    }
    return padded ? width : 0;
  }

  /**
   * A character not a letter or digit that stands as often (at least once, never first) in every
   * key's text, as {@code |} in {@code host|event|ts}; or -1. A dot is never one: it belongs to host
   * names ({@code www.example.com} has as many dots in every key of a webtable).
   */
  private int separator(int[] run) {
    int[] times = null;
    for (int k = 0; k < keys.size(); k++) {
      int[] count = new int[0x80];
      for (int i = 0; i < run[k]; i++) {
        count[at(k, i)]++;
      }
      count[at(k, 0)] = 0;
      if (times == null) {
        times = count;
      } else {
        for (int c = 0; c < 0x80; c++) {
          if (times[c] != count[c]) {
            times[c] = 0;
          }
        }
      }
    }
    for (int c = 0x21; c < 0x7F; c++) {
      if (!Character.isLetterOrDigit(c) && c != '.' && times[c] > 0) {
        return c;
      }
    }
    return -1;
  }

  private int indexOf(int k, int limit, byte b) {
    for (int i = 0; i < limit; i++) {
      if (at(k, i) == b) {
        return i;
      }
    }
    return -1;
  }

  /** The longest date pattern that every key's text at {@code offset} matches, or null. */
  private String date(int offset) {
    for (String pattern : DATES) {
      String shape = pattern.replace("'", "").replaceAll("[A-Za-z]", "9");
      int length = shape.length();
      boolean all = true;
      for (int k = 0; k < keys.size() && all; k++) {
        all = remaining(k) >= offset + length && hasShape(k, offset, shape);
      }
      DateTimeFormatter f = DateTimeFormatter.ofPattern(pattern, Locale.ROOT).withResolverStyle(ResolverStyle.STRICT);
      for (int k = 0; k < keys.size() && all; k++) {
        String text = new String(keys.get(k), pos[k] + offset, length, StandardCharsets.ISO_8859_1);
        try {
          TemporalAccessor t = f.parse(text);
          int year = t.get(ChronoField.YEAR);
          all = year >= 1970 && year <= 2100;
        } catch (RuntimeException e) {
          all = false;
        }
      }
      if (all) {
        return pattern;
      }
    }
    return null;
  }

  /** Whether key k's text at {@code offset} has a digit where the shape has 9 and the shape's character elsewhere. */
  private boolean hasShape(int k, int offset, String shape) {
    for (int i = 0; i < shape.length(); i++) {
      byte b = at(k, offset + i);
      if (shape.charAt(i) == '9' ? b < '0' || b > '9' : b != shape.charAt(i)) {
        return false;
      }
    }
    return true;
  }

  private boolean allDigits(int width) {
    for (int k = 0; k < keys.size(); k++) {
      if (remaining(k) < width) {
        return false;
      }
      for (int i = 0; i < width; i++) {
        if (at(k, i) < '0' || at(k, i) > '9') {
          return false;
        }
      }
    }
    return true;
  }

  // ---------------------------------------------------------------- binary

  /**
   * A clock at the cursor: 8 bytes of epoch milliseconds, increasing or reversed, or 4 bytes of epoch
   * seconds that are not all printable (four letters of text read as a plausible second too).
   */
  private boolean clock() {
    int min = minRemaining();
    if (min >= 8 && timestampLong(false)) {
      emitTimestampLong(false);
      return true;
    }
    if (min >= 8 && timestampLong(true)) {
      emitTimestampLong(true);
      return true;
    }
    if (min >= 4 && epochSeconds() && !(allPrintable(0) && allPrintable(1) && allPrintable(2) && allPrintable(3))) {
      emitEpochSeconds();
      return true;
    }
    return false;
  }

  private int minRemaining() {
    int min = Integer.MAX_VALUE;
    for (int k = 0; k < keys.size(); k++) {
      min = Math.min(min, remaining(k));
    }
    return min;
  }

  private boolean binary() {
    int min = minRemaining();
    int zeros = leadingZeros(Math.min(min, 8));
    if (zeros >= 4 && min >= 8 && varies(zeros, 8)) {
      emitNumber(8);
      return true;
    }
    if (zeros >= 1 && zeros <= 3 && min >= 4 && varies(zeros, 4)) {
      emitNumber(4);
      return true;
    }
    // A non-negative random long's first byte spans 0x00 to 0x7F; a salt or bucket of fewer values stops short.
    if (min >= 8 && varies(0, 8) && maxAt(0) == 0x7F && distinctAt(0) >= Math.min(64, keys.size() / 4)) {
      emitNumber(8);
      return true;
    }
    int buckets = maxAt(0) + 1;
    if (buckets < 0x80 && distinctAt(0) > 1 && distinctAt(0) * 10 >= buckets * 9 && keys.size() >= 2 * buckets) {
      emitSalt(buckets);
      return true;
    }
    int constant = 0;
    while (constant < min && distinctAt(constant) == 1) {
      constant++;
    }
    if (constant > 0) {
      emitLiteral(constant);
      return true;
    }
    int width = binaryRun(min);
    if (width == 0) {
      return false;
    }
    emitBinary(width);
    return true;
  }

  private boolean timestampLong(boolean descending) {
    // A clock's low bytes move (a day-truncated one's seventh, a two-second one's eighth); two
    // constant low bytes are the next segment, such as OpenTSDB's \x00\x00\x01 tag key after its hour.
    if (keys.size() > 2 && distinctAt(6) < 2 && distinctAt(7) < 2) {
      return false;
    }
    for (int k = 0; k < keys.size(); k++) {
      long v = readLong(k, 8);
      long t = descending ? Long.MAX_VALUE - v : v;
      if (v < 0 || t < MS_FROM || t > MS_TO) {
        return false;
      }
    }
    return true;
  }

  private boolean epochSeconds() {
    for (int k = 0; k < keys.size(); k++) {
      long v = readLong(k, 4);
      if (v < S_FROM || v > Integer.MAX_VALUE) {
        return false;
      }
    }
    return distinctAt(2) > 1 || distinctAt(3) > 1;
  }

  private int leadingZeros(int limit) {
    int z = 0;
    while (z < limit && distinctAt(z) == 1 && at(0, z) == 0) {
      z++;
    }
    return z;
  }

  /** Whether every column from {@code from} to {@code to} holds more than one byte value. */
  private boolean varies(int from, int to) {
    for (int i = from; i < to; i++) {
      if (distinctAt(i) < 2) {
        return false;
      }
    }
    return from < to;
  }

  /**
   * The width of the binary value at the cursor: the columns that vary and hold a byte that is not
   * printable in some key, cut where the number of distinct prefixes, flat for three columns or
   * more, grows again (a new independent value starts).
   */
  private int binaryRun(int min) {
    Set<Long> seen = new HashSet<>();
    long[] prefix = new long[keys.size()];
    int previous = 0;
    int flat = 0;
    int width = 0;
    while (width < min && distinctAt(width) > 1 && !allPrintable(width)) {
      seen.clear();
      for (int k = 0; k < keys.size(); k++) {
        prefix[k] = prefix[k] * 1_000_003L + (at(k, width) & 0xFF) + 1;
        seen.add(prefix[k]);
      }
      if (seen.size() > previous && flat >= 3) {
        return width;
      }
      flat = seen.size() == previous ? flat + 1 : 0;
      previous = seen.size();
      width++;
    }
    return width;
  }

  private boolean allPrintable(int offset) {
    for (int k = 0; k < keys.size(); k++) {
      if (!isPrintable(at(k, offset))) {
        return false;
      }
    }
    return true;
  }

  // ---------------------------------------------------------------- emitting

  private void emitLiteral(int width) {
    byte[] bytes = java.util.Arrays.copyOfRange(keys.get(0), pos[0], pos[0] + width);
    add("literal", fixed(width), null, "  - literal: " + YamlScalars.quoted(Bytes.toStringBinary(bytes)) + "\n");
  }

  private void emitTimestampLong(boolean descending) {
    String name = name("ts");
    add(descending ? "long-desc" : "long", fixed(8), "  " + name + ": { type: timestamp"
        + (descending ? "" : ", order: increasing") + " }   # 8 bytes that read as epoch milliseconds\n",
        "  - field: " + name + (descending ? "\n    order: descending   # Long.MAX_VALUE - ts: newest first" : "")
            + "\n");
  }

  private void emitEpochSeconds() {
    String name = name("ts");
    boolean hours = true;
    for (int k = 0; k < keys.size(); k++) {
      hours &= readLong(k, 4) % 3600 == 0;
    }
    add("int", fixed(4), "  " + name + ": { type: timestamp }   # 4 bytes that read as epoch seconds\n",
        "  - field: " + name + "\n    encoding: int\n" + (hours ? "    truncate: 1h   # every value is a whole hour\n"
            : "") + "    unit: 1s\n");
  }

  private void emitNumber(int width) {
    long min = Long.MAX_VALUE;
    long max = Long.MIN_VALUE;
    for (int k = 0; k < keys.size(); k++) {
      long v = readLong(k, width);
      min = Math.min(min, v);
      max = Math.max(max, v);
    }
    String name = name("n");
    String type = width == 8 ? "long" : "int";
    add(type, fixed(width), "  " + name + ": { type: " + type + ", min: " + Math.max(0, min) + ", max: " + max
        + " }   # TODO: what it counts; the bounds are those seen\n", "  - field: " + name + "\n");
  }

  private void emitSalt(int buckets) {
    add("salt", fixed(1), null, "  - salt: { buckets: " + buckets + ", random: true }   # TODO: a first byte of "
        + buckets + " dense values; if it is computed from fields, write from: [them] instead of random\n");
  }

  private void emitBinary(int width) {
    String name = name(width >= 4 ? "h" : "b");
    long distinct = distinctValues(width);
    if (width >= 4 && width <= 32) {
      String algorithm = width <= 16 ? "md5" : width <= 20 ? "sha1" : "sha256";
      add("hash", fixed(width), "  " + name + ": { type: string, cardinality: " + distinct
          + " }   # TODO: the field(s) hashed; the cardinality is the distinct values seen\n",
          "  - hash: { from: [" + name + "], algorithm: " + algorithm + ", length: " + width
              + ", encoding: binary }   # " + width + " bytes that vary like a digest\n");
    } else {
      add("bytes", fixed(width), "  " + name + ": { type: bytes, length: " + width + ", cardinality: " + distinct
          + " }   # TODO: what these bytes are\n", "  - field: " + name + "\n");
    }
  }

  private void emitDecimal(int width) {
    long max = 0;
    long min = Long.MAX_VALUE;
    for (int k = 0; k < keys.size(); k++) {
      long v = Long.parseLong(new String(keys.get(k), pos[k], width, StandardCharsets.ISO_8859_1));
      max = Math.max(max, v);
      min = Math.min(min, v);
    }
    boolean millis = width == 13 && min >= MS_FROM && max <= MS_TO;
    String name = name(millis ? "ts" : "n");
    add("decimal", fixed(width), "  " + name + (millis ? ": { type: timestamp }   # 13 digits that read as epoch "
        + "milliseconds\n" : ": { type: long, min: 0, max: " + max + " }   # TODO: what it counts\n"),
        "  - field: " + name + "\n    encoding: decimal\n    width: " + width + "\n");
  }

  private void emitDate(String pattern) {
    String yamlPattern = pattern.replace("uuuu", "yyyy");
    int length = pattern.replace("'", "").length();
    String name = name("ts");
    add("date", fixed(length), "  " + name + ": { type: timestamp }   # text in the date pattern " + yamlPattern + "\n",
        "  - field: " + name + "\n    format: " + YamlScalars.quoted(yamlPattern) + "\n");
  }

  /** Text of {@code run[k]} characters in key k, then a terminator, or padded to {@code width}, or neither. */
  private void emitText(int[] run, int terminator, byte pad, int width) {
    int[] starts = pos.clone();
    int[] ends = new int[keys.size()];
    int minLength = Integer.MAX_VALUE;
    int maxLength = 0;
    Set<String> distinct = new HashSet<>();
    boolean[] used = new boolean[256];
    for (int k = 0; k < keys.size(); k++) {
      minLength = Math.min(minLength, run[k]);
      maxLength = Math.max(maxLength, run[k]);
      String value = new String(keys.get(k), pos[k], run[k], StandardCharsets.ISO_8859_1);
      distinct.add(value);
      for (int i = 0; i < value.length(); i++) {
        used[value.charAt(i)] = true;
      }
      ends[k] = pos[k] + (width > 0 ? width : run[k] + (terminator >= 0 ? 1 : 0));
    }
    Charset charset = charset(used);
    String name = name("s");
    if (charset == Charset.DIGITS && minLength == maxLength && terminator < 0 && width == 0 && maxLength <= 18) {
      emitDecimal(minLength);
      return;
    }
    if (charset == Charset.HEX && used['a'] | used['f'] && minLength == maxLength && minLength % 2 == 0
        && minLength >= 8 && minLength <= 64 && terminator < 0 && width == 0) {
      String algorithm = minLength <= 32 ? "md5" : minLength <= 40 ? "sha1" : "sha256";
      add("hash-hex", starts, ends, "  " + name + ": { type: string, cardinality: " + distinct.size()
          + " }   # TODO: the field(s) hashed; the cardinality is the distinct values seen\n",
          "  - hash: { from: [" + name + "], algorithm: " + algorithm + ", length: " + minLength / 2
              + ", encoding: hex }   # " + minLength + " hex digits that vary like a digest\n");
      return;
    }
    StringBuilder segment = new StringBuilder("  - field: ").append(name).append('\n');
    if (terminator >= 0) {
      segment.append("    terminator: ").append(YamlScalars.quoted(Bytes.toStringBinary(new byte[] {(byte) terminator})))
          .append('\n');
    }
    if (width > 0) {
      segment.append("    width: ").append(width).append("\n    pad: ")
          .append(YamlScalars.quoted(Bytes.toStringBinary(new byte[] {pad}))).append('\n');
    }
    int low = Math.max(1, minLength);
    String length = low >= maxLength ? Integer.toString(Math.max(low, maxLength)) : low + "-" + maxLength;
    add("text", starts, ends, "  " + name + ": { type: string, charset: " + charset.yamlName() + ", length: "
        + length + ", cardinality: " + Math.max(1, distinct.size()) + " }   # TODO: the cardinality is the distinct "
        + "values seen\n", segment.toString());
  }

  /** Whatever is left of each key, as raw bytes. */
  private void rest() {
    int[] ends = new int[keys.size()];
    int min = Integer.MAX_VALUE;
    int max = 0;
    for (int k = 0; k < keys.size(); k++) {
      ends[k] = keys.get(k).length;
      min = Math.min(min, remaining(k));
      max = Math.max(max, remaining(k));
    }
    String name = name("b");
    int low = Math.max(1, min);
    String length = low >= max ? Integer.toString(Math.max(1, max)) : low + "-" + max;
    add("bytes", pos.clone(), ends, "  " + name + ": { type: bytes, length: " + length
        + " }   # TODO: the rest of the key, which the inference could not read\n", "  - field: " + name + "\n");
  }

  private static Charset charset(boolean[] used) {
    for (Charset c : List.of(Charset.DIGITS, Charset.HEX, Charset.HEX_UPPER, Charset.LOWER, Charset.UPPER,
        Charset.ALNUM, Charset.ASCII)) {
      boolean all = true;
      for (int b = 0; b < 256 && all; b++) {
        all = !used[b] || c.characters().indexOf(b) >= 0;
      }
      if (all) {
        return c;
      }
    }
    return Charset.BINARY;
  }

  private int[] fixed(int width) {
    int[] ends = new int[keys.size()];
    for (int k = 0; k < keys.size(); k++) {
      ends[k] = pos[k] + width;
    }
    return ends;
  }

  private void add(String kind, int[] ends, String field, String segment) {
    add(kind, pos.clone(), ends, field, segment);
  }

  private void add(String kind, int[] starts, int[] ends, String field, String segment) {
    segments.add(new Segment(kind, starts, ends, field, segment));
    System.arraycopy(ends, 0, pos, 0, pos.length);
  }

  /** A field name: the prefix of its kind and its number among the fields of that kind. */
  private String name(String prefix) {
    return prefix + fieldNumbers.merge(prefix, 1, Integer::sum);
  }

  // ---------------------------------------------------------------- columns

  private int remaining(int k) {
    return keys.get(k).length - pos[k];
  }

  private byte at(int k, int offset) {
    return keys.get(k)[pos[k] + offset];
  }

  private long readLong(int k, int width) {
    long v = 0;
    for (int i = 0; i < width; i++) {
      v = v << 8 | (at(k, i) & 0xFF);
    }
    return v;
  }

  private int distinctAt(int offset) {
    boolean[] seen = new boolean[256];
    int distinct = 0;
    for (int k = 0; k < keys.size(); k++) {
      int b = at(k, offset) & 0xFF;
      if (!seen[b]) {
        seen[b] = true;
        distinct++;
      }
    }
    return distinct;
  }

  private int maxAt(int offset) {
    int max = 0;
    for (int k = 0; k < keys.size(); k++) {
      max = Math.max(max, at(k, offset) & 0xFF);
    }
    return max;
  }

  private long distinctValues(int width) {
    Set<String> values = new HashSet<>();
    for (int k = 0; k < keys.size(); k++) {
      values.add(new String(keys.get(k), pos[k], width, StandardCharsets.ISO_8859_1));
    }
    return values.size();
  }

  private static boolean isPrintable(byte b) {
    return b >= 0x20 && b < 0x7F;
  }
}
