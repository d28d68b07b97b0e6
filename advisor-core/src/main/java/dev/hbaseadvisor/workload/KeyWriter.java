package dev.hbaseadvisor.workload;

import dev.hbaseadvisor.codec.BucketCodec;
import dev.hbaseadvisor.codec.FieldCodec;
import dev.hbaseadvisor.codec.HashCodec;
import dev.hbaseadvisor.codec.KeyBuffer;
import dev.hbaseadvisor.codec.LiteralCodec;
import dev.hbaseadvisor.codec.RowKeyCodec;
import dev.hbaseadvisor.codec.SaltCodec;
import dev.hbaseadvisor.codec.SegmentCodec;
import dev.hbaseadvisor.codec.ValueBytes;
import dev.hbaseadvisor.model.FieldSpec;
import dev.hbaseadvisor.model.HashAlgorithm;
import dev.hbaseadvisor.model.HashEncoding;
import dev.hbaseadvisor.model.SaltHash;
import dev.hbaseadvisor.model.SaltSegment;
import dev.hbaseadvisor.model.TableSchema;
import java.io.ByteArrayOutputStream;
import java.security.DigestException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongFunction;
import java.util.random.RandomGenerator;

/**
 * Writes the rowkey of a slot record ({@link RecordGenerator#nextSlots}) into a reusable
 * {@link KeyBuffer}: the same bytes {@link RowKeyCodec#encode} writes for the same record, but
 * without building the record.
 *
 * <p>Each segment is compiled once into the cheapest writer that gives the same bytes: a
 * segment that depends on one non-increasing field is encoded once per value index and cached
 * (exactly up to {@link #EXACT_CACHE_LIMIT} values, in a direct-mapped cache of
 * {@link #LINE_CACHE_SIZE} lines above that); numbers are written directly; salts and hashes of
 * several fields hash their fields' bytes in place, reusing one {@code MessageDigest}. Anything
 * else (a formatted timestamp drawn at random, a negative decimal) goes through the codec.
 */
public final class KeyWriter {

  /** Cardinalities up to this many values are cached exactly, one array slot per index. */
  static final int EXACT_CACHE_LIMIT = 1 << 18;
  /** Lines of the direct-mapped cache of segments over larger or unbounded fields. */
  static final int LINE_CACHE_SIZE = 1 << 16;
  /** Salt and bucket values enumerated up front. */
  private static final int VALUE_TABLE_LIMIT = 1 << 16;

  private final RecordGenerator generator;
  private final boolean[] draw;
  /** The compiled segments of each record kind's key (one kind for a table of one). */
  private final Part[][] kinds;
  /** Each kind's share of the writes, and the credit its turns have built up (smooth weighted round robin). */
  private final double[] shares;
  private final double[] credit;
  private int last;

  /**
   * A writer for the schema's rowkey over the generator's slots. A table of several record kinds
   * ({@link TableSchema#multiKind()}) writes each kind's key in turn, as many of each as its share
   * of the writes, interleaved evenly (the kind with the most credit goes next), so the keys of all
   * kinds meet in one key space as HBase stores them.
   */
  public KeyWriter(TableSchema schema, RecordGenerator generator) {
    this.generator = generator;
    this.draw = new boolean[generator.fields().size()];
    int count = schema.multiKind() ? schema.kinds().size() : 1;
    this.kinds = new Part[count][];
    this.shares = new double[count];
    this.credit = new double[count];
    for (int k = 0; k < count; k++) {
      TableSchema keyed = schema.multiKind() ? schema.kind(k) : schema;
      shares[k] = schema.multiKind() ? schema.kinds().get(k).share(schema.kinds()) : 1;
      List<Part> compiled = new ArrayList<>();
      for (SegmentCodec segment : RowKeyCodec.compile(keyed).segments()) {
        for (String field : segment.segment().sourceFields()) {
          draw[generator.slotOf(field)] = true;
        }
        compiled.add(compile(segment));
      }
      kinds[k] = compiled.toArray(new Part[0]);
    }
  }

  /** The record kind of the key written last (0 for a table of one kind). */
  public int lastKind() {
    return last;
  }

  /** Which slots the key reads: pass it to {@link RecordGenerator#nextSlots}. */
  public boolean[] fieldsToDraw() {
    return draw.clone();
  }

  /** Clears {@code out} and writes the key of the slot record; random salts draw from {@code random}. */
  public void write(long[] slots, RandomGenerator random, KeyBuffer out) {
    out.clear();
    if (kinds.length > 1) {
      int next = 0;
      for (int k = 0; k < credit.length; k++) {
        credit[k] += shares[k];
        if (credit[k] > credit[next]) {
          next = k;
        }
      }
      credit[next] -= 1;
      last = next;
    }
    for (Part part : kinds[last]) {
      part.write(slots, random, out);
    }
  }

  /** One compiled segment. */
  private interface Part {
    void write(long[] slots, RandomGenerator random, KeyBuffer out);
  }

  private Part compile(SegmentCodec codec) {
    List<String> from = codec.segment().sourceFields();
    if (codec instanceof LiteralCodec literal) {
      byte[] bytes = literal.segment().bytes();
      return (slots, random, out) -> out.write(bytes);
    }
    if (codec instanceof SaltCodec salt && salt.segment().random()) {
      int buckets = salt.segment().buckets();
      byte[][] values = bucketTable(buckets, b -> salt.bucketBytes((int) b));
      return values != null
          ? (slots, random, out) -> out.write(values[random.nextInt(buckets)])
          : (slots, random, out) -> out.write(salt.bucketBytes(random.nextInt(buckets)));
    }
    if (codec instanceof SaltCodec salt && salt.segment().hash().murmur()) {
      // Kylin's shard: a murmur3 over all the hashed bytes at once (and a run per cuboid), not a
      // running 31 h + b that the value bytes could be folded into in place.
      return salt.segment().overKey() ? general(codec) : kylinShard(salt, valueSources(salt.segment().from()));
    }
    if (codec instanceof SaltCodec salt && salt.segment().grouped()) {
      // A group salt's offset is drawn per write: its bytes cannot be cached per value.
      return salt.segment().overKey() ? general(codec) : saltOver(salt, valueSources(from));
    }
    if (codec instanceof dev.hbaseadvisor.codec.BitsCodec bits && bits.segment().random()) {
      // Random bits are drawn per write: their bytes cannot be cached per value.
      return general(codec);
    }
    FieldSpec single = from.size() == 1 ? generator.fields().get(generator.slotOf(from.get(0))) : null;
    if (codec instanceof FieldCodec field && single.increasing()) {
      return field.segment().format() != null ? formatted(field) : number(field);
    }
    if (codec instanceof FieldCodec field && single.type().isNumeric() && single.cardinality() > EXACT_CACHE_LIMIT) {
      return number(field);
    }
    if (codec instanceof BucketCodec bucket && single.type().isNumeric()) {
      return numericBucket(bucket);
    }
    // A salt or digest over one field of many values computes its bytes on every write from
    // the value's bytes written in place: no cache to miss, nothing allocated.
    boolean hashedInPlace = codec instanceof SaltCodec
        || (codec instanceof HashCodec h && h.segment().algorithm() != HashAlgorithm.MURMUR3);
    boolean direct = single != null && single.cardinality() > EXACT_CACHE_LIMIT && generator.writesValueBytes(single)
        && hashedInPlace;
    if (single != null && !single.increasing() && !direct) {
      int slot = generator.slotOf(single.name());
      LongFunction<byte[]> bytes = index -> encode(codec, index);
      if (codec instanceof HashCodec hash && hash.segment().algorithm() != HashAlgorithm.MURMUR3) {
        // A cache miss hashes with one reused MessageDigest, not a new one per value.
        Digester digester = new Digester(hash);
        KeyBuffer value = new KeyBuffer();
        bytes = index -> {
          value.clear();
          value.write(ValueBytes.of(single, generator.value(slot, index)));
          KeyBuffer segment = new KeyBuffer();
          digester.digest(value, segment);
          return segment.toByteArray();
        };
      }
      IndexCache cache = new IndexCache(single, bytes);
      return (slots, random, out) -> out.write(cache.get(slots[slot]));
    }
    if (direct && codec instanceof HashCodec hash && single.boundedCardinality()) {
      return cachedDigest(hash, generator.slotOf(single.name()), valueSources(from));
    }
    if (codec instanceof SaltCodec salt && !salt.segment().overKey()) {
      return saltOver(salt, valueSources(from));
    }
    if (codec instanceof HashCodec hash && hash.segment().algorithm() != HashAlgorithm.MURMUR3) {
      return digestOver(hash, valueSources(from));
    }
    return general(codec);
  }

  /** The segment's bytes for one value index of its single source field, through the codec. */
  private byte[] encode(SegmentCodec codec, long index) {
    String name = codec.segment().sourceFields().get(0);
    int slot = generator.slotOf(name);
    Map<String, Object> record = Map.of(name, generator.value(slot, index));
    ByteArrayOutputStream out = new ByteArrayOutputStream(32);
    codec.encode(record, null, out);
    return out.toByteArray();
  }

  /** Numbers written in place; the codec when the encoding needs text. */
  private Part number(FieldCodec codec) {
    int slot = generator.slotOf(codec.field().name());
    Part general = general(codec);
    return (slots, random, out) -> {
      if (!codec.writeNumber(generator.numericValue(slot, slots[slot]), out)) {
        general.write(slots, random, out);
      }
    };
  }

  /**
   * A timestamp rendered with a date pattern: the text changes only when the value crosses a
   * multiple of the pattern's smallest unit (UTC), so the last rendering is reused until then.
   */
  private Part formatted(FieldCodec codec) {
    int slot = generator.slotOf(codec.field().name());
    long unit = PatternUnit.millis(codec.segment().format());
    Part general = general(codec);
    KeyBuffer scratch = new KeyBuffer();
    long[] last = {Long.MIN_VALUE};
    return (slots, random, out) -> {
      long bucket = Math.floorDiv(generator.numericValue(slot, slots[slot]), unit);
      if (bucket != last[0]) {
        scratch.clear();
        general.write(slots, random, scratch);
        last[0] = bucket;
      }
      out.write(scratch.array(), 0, scratch.length());
    };
  }

  /** {@code floorMod(value, modulo)} of a numeric field, its bytes enumerated once. */
  private Part numericBucket(BucketCodec codec) {
    int slot = generator.slotOf(codec.segment().field());
    long modulo = codec.segment().modulo();
    byte[][] values = bucketTable(modulo, bucket -> {
      ByteArrayOutputStream out = new ByteArrayOutputStream(4);
      codec.encode(Map.of(codec.segment().field(), bucket), null, out);
      return out.toByteArray();
    });
    Part general = general(codec);
    if (values == null) {
      return general;
    }
    return (slots, random, out) ->
        out.write(values[(int) Math.floorMod(generator.numericValue(slot, slots[slot]), modulo)]);
  }

  /**
   * A salt over fields ({@code Arrays.hashCode} of the concatenated bytes, folded field by field),
   * made a bucket by the salt's own variant and, for a group salt, its random offset.
   */
  private Part saltOver(SaltCodec codec, ValueSource[] sources) {
    int buckets = codec.segment().buckets();
    byte[][] values = bucketTable(buckets, b -> codec.bucketBytes((int) b));
    KeyBuffer scratch = new KeyBuffer();
    return (slots, random, out) -> {
      scratch.clear();
      for (ValueSource source : sources) {
        source.write(slots, scratch);
      }
      int h = 1;
      byte[] b = scratch.array();
      for (int i = 0; i < scratch.length(); i++) {
        h = 31 * h + b[i];
      }
      int bucket = codec.bucketOfHash(h, random);
      out.write(values != null ? values[bucket] : codec.bucketBytes(bucket));
    };
  }

  /**
   * Kylin's shard over fields: the murmur3 of their bytes written in place, in the run of the
   * {@code per} field's value, whose base shard is kept by value index when the field's values
   * can be listed (a cube has tens to thousands of cuboids).
   */
  private Part kylinShard(SaltCodec codec, ValueSource[] sources) {
    SaltSegment salt = codec.segment();
    int buckets = salt.buckets();
    byte[][] values = bucketTable(buckets, b -> codec.bucketBytes((int) b));
    KeyBuffer scratch = new KeyBuffer();
    int perSlot = salt.ranged() ? generator.slotOf(salt.per()) : -1;
    FieldSpec per = perSlot < 0 ? null : generator.fields().get(perSlot);
    boolean byIndex = per != null && !per.increasing() && per.boundedCardinality()
        && per.cardinality() <= EXACT_CACHE_LIMIT;
    int[] bases = byIndex ? new int[(int) per.cardinality()] : null;
    if (bases != null) {
      java.util.Arrays.fill(bases, -1);
    }
    return (slots, random, out) -> {
      scratch.clear();
      for (ValueSource source : sources) {
        source.write(slots, scratch);
      }
      long h = dev.hbaseadvisor.codec.Digests.kylinHash(scratch.array(), scratch.length());
      int shard;
      if (perSlot < 0) {
        shard = SaltHash.bucket(h, buckets);
      } else {
        long value = generator.numericValue(perSlot, slots[perSlot]);
        int index = bases == null ? -1 : (int) Math.floorMod(slots[perSlot], (long) bases.length);
        int base = index < 0 ? codec.baseShard(value) : bases[index];
        if (index >= 0 && base < 0) {
          base = codec.baseShard(value);
          bases[index] = base;
        }
        shard = codec.shardOf(h, value, base);
      }
      out.write(values != null ? values[shard] : codec.bucketBytes(shard));
    };
  }

  /** A JDK digest of the concatenated bytes of the source fields. */
  private Part digestOver(HashCodec codec, ValueSource[] sources) {
    Digester digester = new Digester(codec);
    KeyBuffer scratch = new KeyBuffer();
    return (slots, random, out) -> {
      scratch.clear();
      for (ValueSource source : sources) {
        source.write(slots, scratch);
      }
      digester.digest(scratch, out);
    };
  }

  /**
   * A digest of one field of many values, its popular values' digests kept: a direct-mapped cache
   * of {@link #LINE_CACHE_SIZE} lines, each the digest bytes of a value index, in one flat array,
   * so a hit is one copy and a miss digests in place (nothing allocated). A Zipf field draws its
   * ranks from 0, the most popular: the first {@value #LINE_CACHE_SIZE} indexes own their lines,
   * which larger indexes (hashed to a line) may use but not take from them. Ten million Zipf
   * customers (examples/order-table-hashed-key.yaml, two million writes) miss 46 % of writes when
   * any index may evict any other, 35 % so.
   */
  private Part cachedDigest(HashCodec codec, int slot, ValueSource[] sources) {
    Digester digester = new Digester(codec);
    KeyBuffer scratch = new KeyBuffer();
    KeyBuffer digest = new KeyBuffer();
    long[] tags = new long[LINE_CACHE_SIZE];
    java.util.Arrays.fill(tags, -1L);
    byte[][] lines = {null};
    return (slots, random, out) -> {
      long index = slots[slot];
      boolean owner = index >= 0 && index < LINE_CACHE_SIZE;
      int line = owner ? (int) index : (int) (IndexCache.mix(index) & (LINE_CACHE_SIZE - 1));
      if (tags[line] != index) {
        scratch.clear();
        for (ValueSource source : sources) {
          source.write(slots, scratch);
        }
        digest.clear();
        digester.digest(scratch, digest);
        int width = digest.length();
        if (lines[0] == null) {
          lines[0] = new byte[LINE_CACHE_SIZE * width];
        }
        if (owner || tags[line] != line) {
          System.arraycopy(digest.array(), 0, lines[0], line * width, width);
          tags[line] = index;
        }
        out.write(digest.array(), 0, width);
        return;
      }
      int width = lines[0].length / LINE_CACHE_SIZE;
      out.write(lines[0], line * width, width);
    };
  }

  /** One hash segment's JDK digest, reused from write to write, with the segment's cut and encoding. */
  private static final class Digester {
    private final MessageDigest digest;
    private final byte[] result;
    private final int kept;
    private final boolean hex;

    Digester(HashCodec codec) {
      String name = switch (codec.segment().algorithm()) {
        case MD5 -> "MD5";
        case SHA1 -> "SHA-1";
        default -> "SHA-256";
      };
      try {
        digest = MessageDigest.getInstance(name);
      } catch (NoSuchAlgorithmException e) {
        throw new IllegalStateException("the JDK lacks " + name, e);
      }
      result = new byte[digest.getDigestLength()];
      kept = codec.segment().length();
      hex = codec.segment().encoding() == HashEncoding.HEX;
    }

    /** Appends the segment bytes for the input bytes to {@code out}. */
    void digest(KeyBuffer input, KeyBuffer out) {
      digest.update(input.array(), 0, input.length());
      try {
        digest.digest(result, 0, result.length);
      } catch (DigestException e) {
        throw new IllegalStateException(e);
      }
      if (hex) {
        out.writeHex(result, 0, kept);
      } else {
        out.write(result, 0, kept);
      }
    }
  }

  /** Any segment, through the codec: builds the record of its source fields. */
  private Part general(SegmentCodec codec) {
    List<String> from = codec.segment().sourceFields();
    int[] fieldSlots = from.stream().mapToInt(generator::slotOf).toArray();
    ByteArrayOutputStream bytes = new ByteArrayOutputStream(64);
    return (slots, random, out) -> {
      Map<String, Object> record = new LinkedHashMap<>();
      for (int i = 0; i < fieldSlots.length; i++) {
        record.put(from.get(i), generator.value(fieldSlots[i], slots[fieldSlots[i]]));
      }
      bytes.reset();
      codec.encode(record, random, bytes);
      byte[] b = bytes.toByteArray();
      out.write(b);
    };
  }

  /** The default-encoded bytes ({@link ValueBytes}) of one field of a slot record. */
  private interface ValueSource {
    void write(long[] slots, KeyBuffer out);
  }

  private ValueSource[] valueSources(List<String> names) {
    ValueSource[] sources = new ValueSource[names.size()];
    for (int i = 0; i < sources.length; i++) {
      int slot = generator.slotOf(names.get(i));
      FieldSpec spec = generator.fields().get(slot);
      if (spec.type().isNumeric() || (generator.writesValueBytes(spec) && spec.cardinality() > EXACT_CACHE_LIMIT)) {
        sources[i] = (slots, out) -> generator.writeValueBytes(slot, slots[slot], out);
      } else {
        IndexCache cache = new IndexCache(spec, index -> ValueBytes.of(spec, generator.value(slot, index)));
        sources[i] = (slots, out) -> out.write(cache.get(slots[slot]));
      }
    }
    return sources;
  }

  private static byte[][] bucketTable(long count, LongFunction<byte[]> bytes) {
    if (count > VALUE_TABLE_LIMIT) {
      return null;
    }
    byte[][] values = new byte[(int) count][];
    for (int i = 0; i < count; i++) {
      values[i] = bytes.apply(i);
    }
    return values;
  }

  /**
   * Bytes per value index, computed on first use: exact for small cardinalities, else a
   * direct-mapped cache whose lines hold the last index that hashed to them.
   */
  private static final class IndexCache {
    private final LongFunction<byte[]> compute;
    private final byte[][] exact;
    private final long[] tags;
    private final byte[][] lines;

    IndexCache(FieldSpec spec, LongFunction<byte[]> compute) {
      this.compute = compute;
      boolean small = spec.boundedCardinality() && spec.cardinality() <= EXACT_CACHE_LIMIT;
      this.exact = small ? new byte[(int) spec.cardinality()][] : null;
      this.tags = small ? null : new long[LINE_CACHE_SIZE];
      this.lines = small ? null : new byte[LINE_CACHE_SIZE][];
      if (tags != null) {
        java.util.Arrays.fill(tags, -1L);
      }
    }

    byte[] get(long index) {
      if (exact != null) {
        byte[] b = exact[(int) index];
        if (b == null) {
          b = compute.apply(index);
          exact[(int) index] = b;
        }
        return b;
      }
      int line = (int) (mix(index) & (LINE_CACHE_SIZE - 1));
      if (tags[line] != index) {
        lines[line] = compute.apply(index);
        tags[line] = index;
      }
      return lines[line];
    }

    static long mix(long z) {
      z = (z ^ (z >>> 33)) * 0xff51afd7ed558ccdL;
      return z ^ (z >>> 33);
    }
  }
}
