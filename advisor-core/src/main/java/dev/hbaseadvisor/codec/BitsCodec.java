package dev.hbaseadvisor.codec;

import dev.hbaseadvisor.model.BitsSegment;
import dev.hbaseadvisor.model.FieldSpec;
import java.io.ByteArrayOutputStream;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;

/**
 * A bits segment: its parts packed into one integer from the top bit down and written big-endian
 * in the segment's width, as {@code Bytes.toBytes(long)} writes JanusGraph's
 * {@code (partition << 59) | (count << 3) | type} and GeoMesa's Z3 value.
 */
public final class BitsCodec extends SegmentCodec {

  private final BitsSegment segment;
  private final Map<String, FieldSpec> fields;
  private final SegmentShape shape;

  BitsCodec(int index, BitsSegment segment, Map<String, FieldSpec> fields) {
    super(index);
    this.segment = segment;
    this.fields = Map.copyOf(fields);
    this.shape = computeShape();
  }

  @Override
  public BitsSegment segment() {
    return segment;
  }

  @Override
  public void encode(Map<String, Object> record, RandomGenerator random, ByteArrayOutputStream out) {
    long v = value(record, random);
    for (int i = segment.width() - 1; i >= 0; i--) {
      out.write((int) (v >>> (8 * i)) & 0xFF);
    }
  }

  /** The integer a record's key holds; random parts draw from {@code random}. */
  public long value(Map<String, Object> record, RandomGenerator random) {
    long v = 0;
    for (BitsSegment.Part part : segment.parts()) {
      long bits;
      if (part instanceof BitsSegment.FieldBits f) {
        bits = ((Number) record.get(f.field())).longValue() >>> f.shift();
      } else if (part instanceof BitsSegment.RandomBits) {
        bits = random.nextLong();
      } else if (part instanceof BitsSegment.ConstantBits c) {
        bits = c.value();
      } else {
        BitsSegment.Interleave z = (BitsSegment.Interleave) part;
        bits = morton(z, cells(z, record));
      }
      v = (part.bits() == 64 ? 0 : v << part.bits()) | (bits & mask(part.bits()));
    }
    return v;
  }

  /**
   * The parts of an integer the segment wrote, as {@code vertex_id[3+5]=7 vertex_id[8+56]=1200 0[3]=0};
   * an interleaved part as its dimensions' cells, {@code z(lon=…, lat=…, dtg mod 7d=…)}.
   */
  public String partsText(long v) {
    List<String> texts = new ArrayList<>();
    for (int i = 0; i < segment.parts().size(); i++) {
      BitsSegment.Part part = segment.parts().get(i);
      long bits = (v >>> segment.lowBit(i)) & mask(part.bits());
      if (part instanceof BitsSegment.Interleave z) {
        List<String> cells = new ArrayList<>();
        int n = z.dimensions().size();
        for (int d = 0; d < n; d++) {
          cells.add(z.dimensions().get(d).describe() + "=cell " + cellOf(bits, d, n, z.bitsPerDimension()));
        }
        texts.add("z(" + String.join(", ", cells) + ")");
      } else {
        texts.add(part.describe() + "=" + Long.toUnsignedString(bits));
      }
    }
    return String.join(" ", texts);
  }

  /** The cell of each interleaved dimension for a record, in the part's dimension order. */
  public long[] cells(BitsSegment.Interleave z, Map<String, Object> record) {
    long[] cells = new long[z.dimensions().size()];
    for (int d = 0; d < cells.length; d++) {
      BitsSegment.Dimension dim = z.dimensions().get(d);
      cells[d] = cell(dim, ((Number) record.get(dim.field())).longValue(), z.bitsPerDimension());
    }
    return cells;
  }

  /**
   * The cell of a value in a dimension of {@code bits} bits: GeoMesa's {@code BitNormalizedDimension}
   * ({@code floor((x - min) * 2^bits / (max - min))}, the top cell from {@code max} up), computed exactly;
   * a periodic dimension first takes the offset inside the period in whole units.
   */
  public static long cell(BitsSegment.Dimension dim, long value, int bits) {
    long x = dim.periodic() ? Math.floorMod(value, dim.periodMillis()) / dim.unitMillis() : value;
    long top = mask(bits);
    if (x >= dim.max()) {
      return top;
    }
    if (x <= dim.min()) {
      return 0;
    }
    BigInteger scaled = BigInteger.valueOf(x).subtract(BigInteger.valueOf(dim.min())).shiftLeft(bits)
        .divide(BigInteger.valueOf(dim.max()).subtract(BigInteger.valueOf(dim.min())));
    return Math.min(top, scaled.longValue());
  }

  /** The Morton code of the cells: bit {@code k} of dimension {@code d} at bit {@code k n + d}. */
  public static long morton(BitsSegment.Interleave z, long[] cells) {
    return morton(cells, z.bitsPerDimension());
  }

  /** The Morton code of {@code n} cells of {@code bits} bits: bit {@code k} of cell {@code d} at bit {@code k n + d}. */
  public static long morton(long[] cells, int bits) {
    int n = cells.length;
    long code = 0;
    for (int k = 0; k < bits; k++) {
      for (int d = 0; d < n; d++) {
        code |= ((cells[d] >>> k) & 1L) << (k * n + d);
      }
    }
    return code;
  }

  /** Dimension {@code d}'s cell in a Morton code of {@code n} dimensions: its bits {@code k n + d} gathered. */
  public static long cellOf(long code, int d, int n, int bits) {
    long cell = 0;
    for (int k = 0; k < bits; k++) {
      cell |= ((code >>> (k * n + d)) & 1L) << k;
    }
    return cell;
  }

  /** The lowest {@code bits} bits set. */
  static long mask(int bits) {
    return bits >= 64 ? -1L : (1L << bits) - 1;
  }

  @Override
  public SegmentShape shape() {
    return shape;
  }

  /**
   * The bytes possible at each position, from which of the integer's bits can vary: bits above the
   * parts and constants are fixed, and a field's bits above its {@code max} are 0.
   */
  private SegmentShape computeShape() {
    int widthBits = segment.width() * 8;
    // Per bit, from the least significant: 0 fixed 0, 1 fixed 1, 2 free.
    int[] state = new int[widthBits];
    int low = 0;
    for (int i = segment.parts().size() - 1; i >= 0; i--) {
      BitsSegment.Part part = segment.parts().get(i);
      for (int j = 0; j < part.bits() && low + j < widthBits; j++) {
        int free = 2;
        if (part instanceof BitsSegment.ConstantBits c) {
          free = (int) ((c.value() >>> j) & 1);
        } else if (part instanceof BitsSegment.FieldBits f && (fieldMax(f.field()) >>> (f.shift() + j)) == 0) {
          free = 0;
        }
        state[low + j] = free;
      }
      low += part.bits();
    }
    List<ByteSet> positions = new ArrayList<>();
    for (int b = segment.width() - 1; b >= 0; b--) {
      ByteSet set = ByteSet.empty();
      for (int value = 0; value < 256; value++) {
        boolean fits = true;
        for (int bit = 0; bit < 8 && fits; bit++) {
          int s = state[8 * b + bit];
          fits = s == 2 || s == ((value >>> bit) & 1);
        }
        if (fits) {
          set.add(value);
        }
      }
      positions.add(set);
    }
    return new SegmentShape(segment.width(), segment.width(), List.copyOf(positions));
  }

  /** The largest value of a field, as the bits above it are 0 (a negative minimum sets them all). */
  private long fieldMax(String field) {
    FieldSpec spec = fields.get(field);
    return spec.min() < 0 ? -1L : spec.max();
  }

  /**
   * Whether a field part holds the field's top bits (its value above {@code shift} whole), so the
   * part rises with the field; a part of lower bits cycles as the field grows.
   */
  public boolean holdsTop(BitsSegment.FieldBits f) {
    long max = fieldMax(f.field());
    return max < 0 ? f.shift() + f.bits() >= 64 : f.shift() + f.bits() >= 64 - Long.numberOfLeadingZeros(max);
  }

  /**
   * How many values of a field the segment tells apart: {@code Long.MAX_VALUE} when its parts hold
   * every bit of the field up to the top of its range (JanusGraph's key holds the whole id), else
   * {@code 2^n} for the {@code n} bits or cells it keeps.
   */
  public long valuesKept(String field) {
    long covered = 0;
    int cellBits = 0;
    for (BitsSegment.Part part : segment.parts()) {
      if (part instanceof BitsSegment.FieldBits f && f.field().equals(field)) {
        covered |= mask(f.bits()) << f.shift();
      } else if (part instanceof BitsSegment.Interleave z
          && z.dimensions().stream().anyMatch(d -> d.field().equals(field) && !d.periodic())) {
        cellBits = Math.max(cellBits, z.bitsPerDimension());
      }
    }
    long max = fieldMax(field);
    long needed = max < 0 ? -1L : mask(64 - Long.numberOfLeadingZeros(max));
    if ((covered & needed) == needed) {
      return Long.MAX_VALUE;
    }
    int bits = Math.max(Long.bitCount(covered & needed), cellBits);
    return bits >= 62 ? Long.MAX_VALUE : 1L << bits;
  }

  /**
   * The first part whose bits vary, or null: constants and field parts fixed over the field's range
   * are skipped, as they sort no key apart.
   */
  public BitsSegment.Part leadPart() {
    for (BitsSegment.Part part : segment.parts()) {
      if (!(part instanceof BitsSegment.ConstantBits)) {
        return part;
      }
    }
    return null;
  }

  /**
   * How many key ranges the lead part spreads concurrent writes over: the values of random bits or
   * of a field's low bits, which cycle as the field grows; 1 when the lead rises with the write order
   * or is one field's whole value.
   */
  public long writeSpread() {
    BitsSegment.Part lead = leadPart();
    if (lead instanceof BitsSegment.RandomBits r) {
      return 1L << Math.min(62, r.bits());
    }
    if (lead instanceof BitsSegment.FieldBits f && !holdsTop(f)) {
      return Math.min(1L << Math.min(62, f.bits()), fields.get(f.field()).cardinality());
    }
    if (lead instanceof BitsSegment.Interleave z && monotonicity() == Monotonicity.NONE) {
      return Math.min(1L << Math.min(62, z.bits()), distinctValues());
    }
    return 1;
  }

  @Override
  public Monotonicity monotonicity() {
    BitsSegment.Part lead = leadPart();
    boolean rising = false;
    if (lead instanceof BitsSegment.FieldBits f) {
      rising = fields.get(f.field()).increasing() && holdsTop(f);
    } else if (lead instanceof BitsSegment.Interleave z) {
      rising = z.dimensions().stream().allMatch(d -> !d.periodic() && fields.get(d.field()).increasing());
    }
    return rising ? Monotonicity.INCREASING : Monotonicity.NONE;
  }

  @Override
  public long distinctValues() {
    long product = 1;
    for (BitsSegment.Part part : segment.parts()) {
      long values = 1;
      if (part instanceof BitsSegment.RandomBits r) {
        values = 1L << Math.min(62, r.bits());
      } else if (part instanceof BitsSegment.FieldBits f) {
        values = Math.min(1L << Math.min(62, f.bits()), fields.get(f.field()).cardinality());
      } else if (part instanceof BitsSegment.Interleave z) {
        for (BitsSegment.Dimension d : z.dimensions()) {
          long c = Math.min(1L << Math.min(62, z.bitsPerDimension()), fields.get(d.field()).cardinality());
          values = saturated(values, c);
        }
      }
      product = saturated(product, values);
    }
    // A field in several parts (JanusGraph's partition and count) has no more values than the field.
    for (String f : segment.sourceFields()) {
      if (segment.parts().stream().filter(p -> p.fields().contains(f)).count() > 1) {
        product = segment.random() ? product : Math.min(product, fields.get(f).cardinality());
      }
    }
    return Math.max(1, product);
  }

  private static long saturated(long a, long b) {
    return Math.multiplyHigh(a, b) != 0 || a * b < 0 ? Long.MAX_VALUE : a * b;
  }

  @Override
  public boolean computableFrom(Collection<String> boundFields) {
    return !segment.random() && boundFields.containsAll(segment.sourceFields());
  }
}
