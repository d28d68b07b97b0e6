package dev.hbaseadvisor.model;

/** How a digest is written into the key. */
public enum HashEncoding {
  /** The digest bytes as they are (MD5 = 16 bytes). */
  BINARY,
  /** Lowercase hex text, two characters per digest byte. */
  HEX
}
