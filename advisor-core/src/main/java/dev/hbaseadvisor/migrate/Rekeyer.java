package dev.hbaseadvisor.migrate;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.codec.DatePattern;
import dev.hbaseadvisor.codec.DecodedKey;
import dev.hbaseadvisor.codec.DecodedSegment;
import dev.hbaseadvisor.codec.FieldCodec;
import dev.hbaseadvisor.codec.RowKeyCodec;
import dev.hbaseadvisor.codec.RowKeyDecoder;
import dev.hbaseadvisor.model.TableSchema;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalField;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Rebuilds a stored row's key under a NEW design: the OLD key is read back into its fields by the
 * codec's decoder ({@link RowKeyDecoder}) and the NEW key encoded from them ({@link RowKeyCodec}),
 * so salts, buckets and hashes are recomputed, fields reordered, reversals applied or undone. A
 * random salt in the NEW key is drawn from a generator seeded by the OLD key, so that every run
 * (and every retried task) gives a row the same NEW key.
 *
 * <p>Only changes whose NEW key fields all come from the OLD key ({@link KeySources#keyOnly()}) can
 * be rebuilt key by key; others are refused when the rekeyer is made.
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

  private final RowKeyDecoder decoder;
  private final RowKeyCodec target;

  private Rekeyer(RowKeyDecoder decoder, RowKeyCodec target) {
    this.decoder = decoder;
    this.target = target;
  }

  /** A rekeyer from {@code old} to {@code neu}; refuses a pair whose NEW key is not fed by the OLD key alone. */
  public static Rekeyer of(TableSchema old, TableSchema neu) {
    KeySources sources = KeySources.of(old, neu);
    if (!sources.problems().isEmpty()) {
      throw new IllegalArgumentException(sources.problems().get(0).message());
    }
    if (!sources.keyOnly()) {
      throw new IllegalArgumentException("the NEW key reads a field from a cell of the OLD table ("
          + sources.sources().stream().filter(s -> s.from() == KeySources.From.CELL).map(s -> s.field() + " from "
          + s.detail()).findFirst().orElseThrow() + "); the backfill rebuilds keys from OLD keys only");
    }
    return new Rekeyer(new RowKeyDecoder(RowKeyCodec.compile(old)), RowKeyCodec.compile(neu));
  }

  /** The NEW key of a row stored under {@code oldKey}. */
  public byte[] rekey(byte[] oldKey) throws UndecodableKeyException {
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
    return target.encode(record, new SplittableRandom(Arrays.hashCode(oldKey)));
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
