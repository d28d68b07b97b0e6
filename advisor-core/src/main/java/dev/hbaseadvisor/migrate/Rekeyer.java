package dev.hbaseadvisor.migrate;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.codec.DatePattern;
import dev.hbaseadvisor.codec.DecodedKey;
import dev.hbaseadvisor.codec.DecodedSegment;
import dev.hbaseadvisor.codec.FieldCodec;
import dev.hbaseadvisor.codec.CellFieldCodec;
import dev.hbaseadvisor.codec.RowKeyCodec;
import dev.hbaseadvisor.codec.RowKeyDecoder;
import dev.hbaseadvisor.model.Column;
import dev.hbaseadvisor.model.SaltSegment;
import dev.hbaseadvisor.model.TableSchema;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalField;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Rebuilds a stored row's key under a NEW design: the OLD key is read back into its fields by the
 * codec's decoder ({@link RowKeyDecoder}) and the NEW key encoded from them ({@link RowKeyCodec}),
 * so salts, buckets and hashes are recomputed, fields reordered, reversals applied or undone. A
 * random salt in the NEW key is drawn from a generator seeded by the OLD key, so that every run
 * (and every retried task) gives a row the same NEW key.
 *
 * <p>When cells move between rows and qualifiers (tall and wide, {@link CellMoves}), each cell is
 * placed on its own ({@link #place}): a field that named the OLD qualifiers joins the row's fields,
 * and the NEW qualifier is written from the field that names it ({@link CellFieldCodec}). A NEW key
 * field that only a fixed column holds (a hash removed, where the design kept the hashed field in a
 * cell) is read from the row's newest value of that column; every cell of the row moves under the
 * key that value gives.
 */
public final class Rekeyer {

  /** A stored key the OLD design cannot read back: the row cannot be placed under the NEW key. */
  public static final class UndecodableKeyException extends Exception {

    /** A key the decoder could not read whole, with how far it was read. */
    UndecodableKeyException(byte[] key, DecodedKey decoded) {
      this("row " + Bytes.toStringBinary(key) + " does not read as a key of the OLD design (read as far as: "
          + decoded.full() + ")");
    }

    /** A key whose segments read but whose values do not. */
    UndecodableKeyException(String message) {
      super(message);
    }
  }

  /**
   * Where one cell goes: its NEW row and qualifier.
   *
   * @param row the NEW rowkey
   * @param qualifier the NEW qualifier
   */
  public record Placement(byte[] row, byte[] qualifier) {}

  /** The cells of the row being moved, for NEW key fields that only a cell's value holds. */
  public interface CellValues {
    /** No cells: a key that needs a cell's value does not read. */
    CellValues NONE = (family, qualifier) -> null;

    /** The newest value of a column of the row, or null when the row has no such cell. */
    byte[] newest(String family, byte[] qualifier);
  }

  /** A NEW key field read from the value of a fixed OLD column. */
  private record ValueSource(String field, String family, byte[] qualifier, CellFieldCodec codec) {}

  private final RowKeyDecoder decoder;
  private final RowKeyCodec target;
  private final CellMoves moves;
  private final List<ValueSource> values;
  /** Whether the NEW key draws a random salt, which {@link #place} seeds from the key without it. */
  private final boolean randomSalt;
  private final Map<String, CellFieldCodec> oldQualifiers = new HashMap<>();
  private final Map<String, CellFieldCodec> newQualifiers = new HashMap<>();

  private Rekeyer(TableSchema old, TableSchema neu, CellMoves moves, List<ValueSource> values) {
    this.decoder = new RowKeyDecoder(RowKeyCodec.compile(old));
    this.target = RowKeyCodec.compile(neu);
    this.moves = moves;
    this.values = values;
    this.randomSalt = neu.rowkey().stream().anyMatch(s -> s instanceof SaltSegment salt && salt.drawsAtRandom());
    for (CellMoves.Target t : moves.targets()) {
      if (t.old().dynamic()) {
        oldQualifiers.computeIfAbsent(t.old().qualifierFrom(), f -> CellFieldCodec.of(old, f));
      }
      if (t.neu().dynamic()) {
        newQualifiers.computeIfAbsent(t.neu().qualifierFrom(), f -> CellFieldCodec.of(neu, f));
      }
    }
  }

  /**
   * A rekeyer from {@code old} to {@code neu}; refuses a pair whose NEW key needs a value no OLD
   * key, qualifier or fixed column holds, or whose cells cannot all be placed ({@link CellMoves}).
   */
  public static Rekeyer of(TableSchema old, TableSchema neu) {
    KeySources sources = KeySources.of(old, neu);
    if (!sources.problems().isEmpty()) {
      throw new IllegalArgumentException(sources.problems().get(0).message());
    }
    List<ValueSource> values = new ArrayList<>();
    for (KeySources.Source s : sources.sources()) {
      if (s.from() == KeySources.From.CELL) {
        Map.Entry<String, Column> fixed = KeySources.fixedColumn(old, s.field());
        values.add(new ValueSource(s.field(), fixed.getKey(), fixed.getValue().qualifierBytes(),
            CellFieldCodec.of(old, s.field())));
      }
    }
    CellMoves moves = CellMoves.of(old, neu, sources);
    if (!moves.problems().isEmpty()) {
      throw new IllegalArgumentException(moves.problems().get(0).message());
    }
    return new Rekeyer(old, neu, moves, List.copyOf(values));
  }

  /**
   * Whether cells move between rows and qualifiers (tall and wide), so that each cell is placed by
   * {@link #place}; otherwise a row's cells keep their qualifiers under {@link #rekey}'s key.
   */
  public boolean movesCells() {
    return moves.moves();
  }

  /** The NEW key of a row stored under {@code oldKey}, for a pair whose NEW key reads no cell's value. */
  public byte[] rekey(byte[] oldKey) throws UndecodableKeyException {
    return rekey(oldKey, CellValues.NONE);
  }

  /**
   * The NEW key of a row stored under {@code oldKey} with the given cells; only for pairs that do
   * not move cells between rows and qualifiers.
   */
  public byte[] rekey(byte[] oldKey, CellValues cells) throws UndecodableKeyException {
    if (movesCells()) {
      throw new IllegalStateException("cells move between rows and qualifiers: place each cell");
    }
    return target.encode(fields(oldKey, cells), new SplittableRandom(Arrays.hashCode(oldKey)));
  }

  /**
   * Where a cell of the row stored under {@code oldKey} goes, given the row's fields ({@link
   * #fields(byte[], CellValues)}): the OLD qualifier read back when a field names it, the NEW key
   * built from the row's and the cell's fields, and the NEW qualifier (fixed, or the value of the
   * field that names it).
   * A random salt in the NEW key is drawn from a generator seeded by the NEW key without it, so
   * that the cells of one NEW row share it.
   */
  public Placement place(byte[] oldKey, Map<String, Object> fields, String family, byte[] qualifier)
      throws UndecodableKeyException {
    CellMoves.Target t = moves.target(family, qualifier);
    if (t == null) {
      throw new UndecodableKeyException("row " + Bytes.toStringBinary(oldKey) + ": cell " + family + ":"
          + Bytes.toStringBinary(qualifier) + " is no column of the OLD design's family '" + family + "'");
    }
    Map<String, Object> record = fields;
    if (t.old().dynamic()) {
      Object value = oldQualifiers.get(t.old().qualifierFrom()).decode(qualifier);
      if (value == null) {
        throw new UndecodableKeyException("row " + Bytes.toStringBinary(oldKey) + ": qualifier " + family + ":"
            + Bytes.toStringBinary(qualifier) + " does not read as a value of field '" + t.old().qualifierFrom()
            + "'");
      }
      record = new HashMap<>(fields);
      record.put(t.old().qualifierFrom(), value);
    }
    byte[] drawn = target.encode(record, new SplittableRandom(0)); // the same for every cell of a NEW row
    byte[] row = randomSalt ? target.encode(record, new SplittableRandom(Arrays.hashCode(drawn))) : drawn;
    byte[] newQualifier = t.neu().dynamic() ? newQualifiers.get(t.neu().qualifierFrom())
        .encode(record.get(t.neu().qualifierFrom())) : t.neu().qualifierBytes();
    return new Placement(row, newQualifier);
  }

  /**
   * The fields of a stored row: those its key holds, read back by the OLD design's decoder (a field
   * written whole wins over a formatted or cut copy of it, and a time written as text is its
   * period's first instant), then those the NEW key reads from a fixed column's newest value
   * ({@link CellFieldCodec}) where the key does not hold them whole.
   */
  public Map<String, Object> fields(byte[] oldKey, CellValues cells) throws UndecodableKeyException {
    DecodedKey decoded = decoder.decode(oldKey);
    if (!decoded.whole()) {
      throw new UndecodableKeyException(oldKey, decoded);
    }
    Map<String, Object> record = new HashMap<>();
    Map<String, Boolean> exact = new HashMap<>();
    for (DecodedSegment segment : decoded.segments()) {
      if (segment.codec() instanceof FieldCodec field) {
        String pattern = field.segment().format();
        boolean whole = KeySources.whole(field.segment());
        if (record.containsKey(segment.name()) && (exact.get(segment.name()) || !whole)) {
          continue;
        }
        Object value = pattern == null ? segment.value() : millis(pattern, (String) segment.value(), oldKey);
        record.put(segment.name(), value);
        exact.put(segment.name(), whole);
      }
    }
    for (ValueSource v : values) {
      if (exact.getOrDefault(v.field(), false)) {
        continue;
      }
      byte[] bytes = cells.newest(v.family(), v.qualifier());
      String cell = v.family() + ":" + Bytes.toStringBinary(v.qualifier());
      if (bytes == null) {
        throw new UndecodableKeyException("row " + Bytes.toStringBinary(oldKey) + " has no cell " + cell
            + ", which holds field '" + v.field() + "' for the NEW key");
      }
      Object value = v.codec().decode(bytes);
      if (value == null) {
        throw new UndecodableKeyException("row " + Bytes.toStringBinary(oldKey) + ": the value of " + cell + " ("
            + Bytes.toStringBinary(bytes) + ") does not read as field '" + v.field() + "'");
      }
      record.put(v.field(), value);
    }
    return record;
  }

  /**
   * The first instant of a time written as text in {@code pattern}, read back so that formatting it
   * again gives the same text (fields the pattern leaves out are their first value: month 1, day 1,
   * midnight).
   */
  static long millis(String pattern, String text, byte[] key) throws UndecodableKeyException {
    try {
      TemporalAccessor t = DatePattern.formatter(pattern).parse(text);
      long millis;
      if (t.isSupported(ChronoField.INSTANT_SECONDS)) {
        millis = t.getLong(ChronoField.INSTANT_SECONDS) * 1000 + (t.isSupported(ChronoField.MILLI_OF_SECOND)
            ? t.getLong(ChronoField.MILLI_OF_SECOND) : 0);
      } else {
        LocalDateTime time = LocalDateTime.of((int) field(t, ChronoField.YEAR, 1970),
            (int) field(t, ChronoField.MONTH_OF_YEAR, 1), (int) field(t, ChronoField.DAY_OF_MONTH, 1),
            (int) field(t, ChronoField.HOUR_OF_DAY, 0), (int) field(t, ChronoField.MINUTE_OF_HOUR, 0),
            (int) field(t, ChronoField.SECOND_OF_MINUTE, 0), (int) field(t, ChronoField.NANO_OF_SECOND, 0));
        millis = time.toInstant(ZoneOffset.UTC).toEpochMilli();
      }
      if (!DatePattern.formatter(pattern).format(java.time.Instant.ofEpochMilli(millis)).equals(text)) {
        throw new DateTimeParseException("does not format back", text, 0);
      }
      return millis;
    } catch (DateTimeParseException | ArithmeticException e) {
      throw new UndecodableKeyException("row " + Bytes.toStringBinary(key) + ": the time '" + text + "' written as "
          + pattern + " cannot be read back to an instant");
    }
  }

  private static long field(TemporalAccessor t, TemporalField field, long absent) {
    return t.isSupported(field) ? t.getLong(field) : absent;
  }
}
