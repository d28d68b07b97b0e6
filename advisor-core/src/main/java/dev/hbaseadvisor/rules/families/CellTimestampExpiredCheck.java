package dev.hbaseadvisor.rules.families;

import dev.hbaseadvisor.model.Family;
import dev.hbaseadvisor.model.FieldSpec;
import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.model.Workload;
import dev.hbaseadvisor.rules.RuleContext;
import dev.hbaseadvisor.workload.RecordGenerator;
import java.util.List;

/**
 * Flags a family whose TTL counts from a key field's value ({@code cellTimestamp}, Phoenix's
 * ROW_TIMESTAMP) that is not the write clock: the rows whose value is already older than the TTL
 * when they are written are never readable. The share is measured by drawing the field's values
 * over the workload against the format's clock.
 */
public final class CellTimestampExpiredCheck extends FamilyCheck {

  /** Records drawn to measure the share: enough for a share to about half a percent. */
  static final int SAMPLE = 20_000;

  @Override
  public String id() {
    return "cell-timestamp-expired";
  }

  @Override
  protected void check(RuleContext context, Family family, String path) {
    TableSchema schema = context.schema();
    FieldSpec field = schema.cellTimestampField();
    // A family keeping MIN_VERSIONS keeps a row's newest cells past the TTL (HStore.getStoreFileTtl).
    if (field == null || family.ttlForever() || family.minVersions() > 0 || schema.cellTimestampIsWriteClock()) {
      return;
    }
    long epoch = schema.clockEpochMillis();
    double share = expiredShare(schema, field, family.ttlSeconds(), epoch);
    if (share <= 0) {
      return;
    }
    Workload w = schema.workload();
    context.report(path + ".ttl", "family '" + family.name() + "' has ttl " + Quantities.formatDuration(
        family.ttlSeconds()) + ", counted from field '" + field.name() + "' (the cells' timestamp, cellTimestamp),"
        + " which is " + (field.increasing() ? "a counter from " + field.min() + ", not epoch milliseconds of the"
        + " write" : "not the write clock") + ": " + String.format(java.util.Locale.ROOT, "%.1f %%", 100 * share)
        + " of rows are older than the TTL when written (the clock from "
        + java.time.Instant.ofEpochMilli(epoch) + " over " + Quantities.formatDuration(w.durationSeconds())
        + ") and are never readable");
  }

  /**
   * The share of {@link #SAMPLE} records, spread evenly over the workload's rows in write order,
   * whose field value is older than {@code ttlSeconds} at the time the record is written.
   */
  static double expiredShare(TableSchema schema, FieldSpec field, long ttlSeconds, long epoch) {
    Workload w = schema.workload();
    long rows = Math.max(1, w.totalRows());
    double rate = w.effectiveWritesPerSecond();
    int n = (int) Math.min(SAMPLE, rows);
    RecordGenerator generator = new RecordGenerator(schema, w.seed(), List.of(field.name()));
    int slot = generator.slotOf(field.name());
    long[] slots = new long[generator.fields().size()];
    boolean[] draw = new boolean[slots.length];
    draw[slot] = true;
    long at = 0;
    long expired = 0;
    for (int i = 0; i < n; i++) {
      long position = (long) ((double) i * rows / n);
      generator.skip(position - at);
      generator.nextSlots(slots, draw);
      at = position + 1;
      double now = epoch + position / rate * 1000.0;
      if (generator.numericValue(slot, slots[slot]) < now - ttlSeconds * 1000.0) {
        expired++;
      }
    }
    return (double) expired / n;
  }
}
