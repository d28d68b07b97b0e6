package dev.hbaseadvisor.model;

import java.util.List;

/**
 * One part of a rowkey; the key is the concatenation of its segments' bytes, in order
 * (reference guide, "Rowkey Design" and the "Schema Design Case Studies").
 */
public sealed interface Segment
    permits SaltSegment, BucketSegment, HashSegment, FieldSegment, LiteralSegment, BitsSegment {

  /** The fields whose values are needed to compute this segment (empty for literals and random salts). */
  List<String> sourceFields();

  /** A short human description such as {@code salt(16 of hostname)} used in messages. */
  String describe();
}
