package dev.hbaseadvisor.splits;

/** The outputs of {@code hbase-advisor splits}. */
public enum SplitFormat {
  /** Algorithm, region count, split keys and per-region detail as JSON (stable field names). */
  JSON,
  /** A compilable Java class that creates the table with the HBase 2.x Admin API. */
  JAVA,
  /** The HBase shell {@code create} command. */
  SHELL,
  /** An Apache Phoenix {@code CREATE TABLE}, when Phoenix can write the design's key. */
  PHOENIX,
  /** One split key per line, the HBase shell's {@code SPLITS_FILE} format. */
  FILE,
  /** A table of the regions for people. */
  TEXT;

  /** Whether the output describes the table's families, so it needs a schema. */
  public boolean needsSchema() {
    return this == JAVA || this == SHELL || this == PHOENIX;
  }
}
