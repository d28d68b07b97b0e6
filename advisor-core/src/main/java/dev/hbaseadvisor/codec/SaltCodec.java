package dev.hbaseadvisor.codec;

import dev.hbaseadvisor.model.FieldSpec;
import dev.hbaseadvisor.model.SaltHash;
import dev.hbaseadvisor.model.SaltSegment;
import java.io.ByteArrayOutputStream;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;

/**
 * A salt: Phoenix's {@code |Arrays.hashCode(bytes of the from fields) % buckets|}, HBaseWD's or
 * Pinpoint's variant of it over a byte range of the key ({@link SaltHash}), offset at random inside
 * the key's group of buckets for a group salt, Apache Kylin's murmur3 shard inside the run of shards
 * of the key's cuboid, or a random bucket per write.
 */
public final class SaltCodec extends SegmentCodec {

  private final SaltSegment segment;
  private final List<FieldSpec> from;
  /** The segments after the salt, whose bytes a salt over the key hashes; empty otherwise. */
  private final List<SegmentCodec> rest;
  /** The field whose value picks the run of shards (Kylin's cuboid), or null. */
  private final FieldSpec per;
  private final int width;
  private final SegmentShape shape;

  /**
   * A salt over its {@code from} fields, or for {@code over: key} over the bytes of {@code rest},
   * the segments after it; {@code per} is the field of a ranged salt, else null.
   */
  SaltCodec(int index, SaltSegment segment, List<FieldSpec> from, List<SegmentCodec> rest, FieldSpec per) {
    super(index);
    this.segment = segment;
    this.from = from;
    this.rest = List.copyOf(rest);
    this.per = per;
    this.width = NumberText.width(segment.encoding(), segment.buckets());
    this.shape = NumberText.shape(segment.encoding(), segment.buckets());
  }

  @Override
  public SaltSegment segment() {
    return segment;
  }

  /** The bucket of a record (random ones draw from {@code random}, as does a group salt's offset). */
  public int bucketOf(Map<String, Object> record, RandomGenerator random) {
    if (segment.random()) {
      return random.nextInt(segment.buckets());
    }
    if (segment.hash().murmur()) {
      return kylinShard(record, random);
    }
    return bucketOfHash(hashOf(record, random), random);
  }

  /**
   * The first bucket a record's key owns: its only one, the first of a group salt's {@code group}
   * consecutive buckets (Pinpoint's {@code RangeDoubleHash.firstIndex}), or the base shard of a
   * ranged salt's value (Kylin's {@code CubeSegment.getCuboidBaseShard}).
   */
  public int firstBucket(Map<String, Object> record) {
    if (segment.ranged()) {
      return baseShard(record);
    }
    if (segment.hash().murmur()) {
      return kylinShard(record, null);
    }
    return segment.hash().bucket(hashOf(record, null), segment.buckets());
  }

  /** How many consecutive buckets from {@link #firstBucket} a record's key may take. */
  public int runOf(Map<String, Object> record) {
    return segment.ranged() ? segment.shards().of(perValue(record)) : segment.group();
  }

  /**
   * The bytes of every bucket a record's key may take: one, a group salt's {@code group}, or the
   * shards of a ranged salt's value.
   */
  public byte[][] bucketsOf(Map<String, Object> record) {
    int first = firstBucket(record);
    byte[][] values = new byte[runOf(record)][];
    for (int i = 0; i < values.length; i++) {
      values[i] = bucketBytes((first + i) % segment.buckets());
    }
    return values;
  }

  /**
   * The bucket of a hash ({@code h = 31 h + b} from 1): a group salt adds a random offset below
   * its group to the first bucket, modulo the buckets ({@code RangeDoubleHash.secondaryModIndex}).
   */
  public int bucketOfHash(int h, RandomGenerator random) {
    int first = segment.hash().bucket(h, segment.buckets());
    return segment.grouped() ? (first + random.nextInt(segment.group())) % segment.buckets() : first;
  }

  /**
   * Kylin's shard of a record ({@code RowKeyEncoder.calculateShard}): the murmur3 of the hashed
   * bytes modulo the value's shard count, added to the value's base shard modulo all shards
   * ({@code ShardingHash.normalize}); without {@code per}, the murmur3 modulo all shards.
   */
  private int kylinShard(Map<String, Object> record, RandomGenerator random) {
    long h = Digests.kylinHash(hashedBytes(record, random));
    return segment.ranged() ? shardOf(h, perValue(record), baseShard(perValue(record))) : SaltHash.bucket(h,
        segment.buckets());
  }

  /**
   * Kylin's shard of a row whose hashed bytes have murmur3 {@code h}, in the run of {@code value}
   * of the {@code per} field, which starts at {@code base} ({@link #baseShard(long)}).
   */
  public int shardOf(long h, long value, int base) {
    return (base + SaltHash.bucket(h, segment.shards().of(value))) % segment.buckets();
  }

  /** The base shard of a value of the {@code per} field: {@code ShardingHash.getShard(long value, buckets)}. */
  public int baseShard(long value) {
    return SaltHash.bucket(Digests.kylinHash(value), segment.buckets());
  }

  private int baseShard(Map<String, Object> record) {
    return baseShard(perValue(record));
  }

  private long perValue(Map<String, Object> record) {
    return ((Number) record.get(per.name())).longValue();
  }

  /** The hash of a record's hashed bytes. */
  private int hashOf(Map<String, Object> record, RandomGenerator random) {
    if (segment.overKey()) {
      return Digests.rangeHash(hashedBytes(record, random), segment.byteStart(), segment.byteEnd());
    }
    return Digests.phoenixHash(ValueBytes.concat(from, record));
  }

  /**
   * The bytes a deterministic salt hashes: the {@code from} fields' default encodings, or, over the
   * key, the key after the salt up to the end of its byte range (Kylin's range: the bytes from the
   * start of the range on); {@link #hashOf} hashes the range of the key.
   */
  private byte[] hashedBytes(Map<String, Object> record, RandomGenerator random) {
    if (!segment.overKey()) {
      return ValueBytes.concat(from, record);
    }
    // Phoenix hashes the whole key after the salt byte (PTableImpl.newKey, SaltingUtil.getSaltingByte);
    // HBaseWD the whole original key; Pinpoint's range hashes bytes [start, min(end, length)).
    ByteArrayOutputStream key = new ByteArrayOutputStream(64);
    int end = segment.byteEnd();
    for (SegmentCodec s : rest) {
      if (end >= 0 && key.size() >= end) {
        break;
      }
      if (record.keySet().containsAll(s.segment().sourceFields())) {
        s.encode(record, random, key);
      } else {
        // A fixed-width segment wholly before the range (the loader left its fields out of
        // 'from'): its bytes are not hashed, only its width places the range.
        key.writeBytes(new byte[s.shape().minWidth()]);
      }
    }
    byte[] bytes = key.toByteArray();
    if (!segment.hash().murmur()) {
      return bytes;
    }
    int stop = end < 0 ? bytes.length : Math.min(bytes.length, end);
    return java.util.Arrays.copyOfRange(bytes, Math.min(segment.byteStart(), stop), stop);
  }

  /** The bytes of one bucket value. */
  public byte[] bucketBytes(int bucket) {
    ByteArrayOutputStream out = new ByteArrayOutputStream(width);
    NumberText.write(segment.encoding(), bucket, width, out);
    return out.toByteArray();
  }

  @Override
  public void encode(Map<String, Object> record, RandomGenerator random, ByteArrayOutputStream out) {
    NumberText.write(segment.encoding(), bucketOf(record, random), width, out);
  }

  @Override
  public SegmentShape shape() {
    return shape;
  }

  @Override
  public long distinctValues() {
    return segment.buckets();
  }

  @Override
  public boolean computableFrom(Collection<String> boundFields) {
    return !segment.random() && super.computableFrom(boundFields);
  }
}
