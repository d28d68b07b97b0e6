package dev.hbaseadvisor.model;

import java.util.List;

/**
 * Constant bytes: a separator or a record-type marker (the "Customer/Order" case study's
 * {@code [type]} of 1 for customers and 2 for orders).
 *
 * @param bytes the bytes written
 */
public record LiteralSegment(byte[] bytes) implements Segment {

  @Override
  public List<String> sourceFields() {
    return List.of();
  }

  @Override
  public String describe() {
    return "literal(" + dev.hbaseadvisor.codec.Bytes.toStringBinary(bytes) + ")";
  }
}
