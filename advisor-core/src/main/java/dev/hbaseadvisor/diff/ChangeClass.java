package dev.hbaseadvisor.diff;

import dev.hbaseadvisor.rules.Severity;
import java.util.Locale;

/**
 * How a schema change affects a live HBase table, from rewriting every row to nothing at all;
 * the class decides the severity the {@code diff} gate compares with {@code --fail-on}.
 */
public enum ChangeClass {
  /** Stored rows no longer match the design (the guide's "Immutability of Rowkeys"). */
  BREAKING_STORAGE(Severity.ERROR),
  /** HBase deletes stored data at a compaction (TTL, versions, deleted cells). */
  DATA_LOSS(Severity.ERROR),
  /** Needs an alter, splits or merges, or a reader rollout. */
  OPERATIONAL(Severity.WARNING),
  /** Applies as compactions rewrite the store files ("Schema Creation": next major compaction). */
  DEFERRED(Severity.INFO),
  /** Nothing stored changes. */
  SAFE(null);

  private final Severity severity;

  ChangeClass(Severity severity) {
    this.severity = severity;
  }

  /** The severity of the class's changes, or null for safe changes, which never fail the gate. */
  public Severity severity() {
    return severity;
  }

  /** The severity as written in outputs: {@code error}, {@code warning}, {@code info} or {@code none}. */
  public String severityLabel() {
    return severity == null ? "none" : severity.label();
  }

  /** The spelling of catalogs and outputs, such as {@code breaking-storage}. */
  public String label() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /** Parses a label, or returns null. */
  public static ChangeClass parse(String label) {
    for (ChangeClass c : values()) {
      if (c.label().equals(label)) {
        return c;
      }
    }
    return null;
  }
}
