package dev.hbaseadvisor.model;

import java.util.List;

/**
 * A bucket number computed from one field, {@code value mod modulo} (the guide's
 * {@code long bucket = timestamp % numBuckets}, "Log Data and Timeseries Data" case study).
 *
 * @param field the field bucketed; text fields are hashed first
 * @param modulo the number of buckets
 * @param encoding how the bucket number is written
 */
public record BucketSegment(String field, long modulo, NumberEncoding encoding) implements Segment {

  @Override
  public List<String> sourceFields() {
    return List.of(field);
  }

  @Override
  public String describe() {
    return "bucket(" + field + " mod " + modulo + ")";
  }
}
