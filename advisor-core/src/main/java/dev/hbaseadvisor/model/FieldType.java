package dev.hbaseadvisor.model;

/** The kinds of record attribute a schema can declare. */
public enum FieldType {
  STRING, LONG, INT, TIMESTAMP, ENUM, UUID, DOMAIN, BYTES;

  /** Whether values are whole numbers (and can be encoded as long, int, decimal or hex). */
  public boolean isNumeric() {
    return this == LONG || this == INT || this == TIMESTAMP;
  }

  /** Whether values are text (and can be reversed, padded with a pad byte, or terminated). */
  public boolean isText() {
    return this == STRING || this == ENUM || this == UUID || this == DOMAIN;
  }
}
