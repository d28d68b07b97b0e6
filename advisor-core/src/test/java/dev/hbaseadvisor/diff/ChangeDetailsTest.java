package dev.hbaseadvisor.diff;

import static dev.hbaseadvisor.diff.DiffCase.replace;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** What each change says: classes, severities, measured re-keying, compactions, actions and positions. */
class ChangeDetailsTest {

  private static Change only(List<Change> changes, String id) {
    List<Change> found = changes.stream().filter(c -> c.id().equals(id)).toList();
    assertEquals(1, found.size(), id + " in " + DiffCase.brief(changes));
    return found.get(0);
  }

  @Test
  void userDateToMonthUser_isBreakingStorage_rekeysEveryRow_andOutlinesTheMigration() {
    List<Change> changes = DiffCase.examples("consumption-user-date.yaml", "consumption-month-user.yaml");
    Change added = only(changes, "rowkey-segment-added");
    assertEquals(ChangeClass.BREAKING_STORAGE, added.changeClass());
    assertEquals("error", added.changeClass().severityLabel());
    assertEquals("rowkey segment 0 {field: ts, encoding: string, format: 'yyyy-MM'} was added: stored rows have keys "
        + "without it, so keys built with it find none of them; the key of 10,000 of 10,000 sampled rows (100.0%) "
        + "changes", added.message());
    assertEquals("new.yaml", added.file());
    assertEquals(16, added.line());
    assertEquals(5, added.column());
    assertTrue(added.action().startsWith("Migrate to a new table: (1) create `consumption_v2` with the new design"),
        added.action());
    for (String step : List.of("dual-write window", "MapReduce or Spark job", "rewritten key", "move the readers")) {
      assertTrue(added.action().contains(step), step);
    }
  }

  @Test
  void salt16To32_keepsTheSaltOfHalfTheRows_andStillBreaksStorage() {
    // |h % 32| equals |h % 16| exactly when |h % 32| < 16: half of all hashes keep their salt byte.
    String text = DiffCase.read("opentsdb-salted.yaml");
    List<Change> changes = DiffCase.compare(replace("buckets: 20,", "buckets: 16,").apply(text),
        replace("buckets: 20,", "buckets: 32,").apply(text));
    Change salt = only(changes, "salt-buckets-changed");
    assertEquals(ChangeClass.BREAKING_STORAGE, salt.changeClass());
    assertEquals("salt buckets of rowkey segment 0 {salt: {buckets: 32, from: [metric_uid, host_uid, cpu_uid]}} "
        + "changed from 16 to 32: the salt (a hash mod the bucket count) leads the key, so every stored row whose salt "
        + "differs under the new design is no longer where readers look; the key of 4,899 of 10,000 sampled rows "
        + "(49.0%) changes", salt.message());
    assertEquals("rowkey[0].salt.buckets", salt.path());
    assertEquals(18, salt.line());
  }

  @Test
  void randomSalt_hasNoMeasuredImpact() {
    List<Change> changes = DiffCase.compare(DiffCase.read("every-key.yaml"),
        replace("buckets: 8, random: true", "buckets: 4, random: true").apply(DiffCase.read("every-key.yaml")));
    Change salt = only(changes, "salt-buckets-changed");
    assertEquals("rowkey[1].salt.buckets", salt.path());
    assertFalse(salt.message().contains("sampled"), salt.message());
  }

  @Test
  void ttlLowered_namesTheCompactionsThatDropTheData() {
    String text = DiffCase.read("log-data-host-lead.yaml");
    Change ttl = only(DiffCase.compare(text, replace("ttl: 30d", "ttl: 7d").apply(text)), "ttl-lowered");
    assertEquals(ChangeClass.DATA_LOSS, ttl.changeClass());
    assertEquals("TTL of family 'd' lowered from 30d to 7d: reads stop returning older cells at once, store files "
        + "holding only expired cells are dropped at the next minor compaction and the rest at the next major "
        + "compaction", ttl.message());
    assertTrue(ttl.action().contains("export them before the alter"), ttl.action());
  }

  @Test
  void versionsLowered_isDeletedAtTheNextMajorCompaction() {
    String text = DiffCase.read("articles-two-families.yaml");
    Change versions = only(DiffCase.compare(text, replace("versions: 3", "versions: 1").apply(text)),
        "versions-lowered");
    assertEquals("versions of family 'basic' lowered from 3 to 1: reads return at most 1 at once, and the next major "
        + "compaction deletes the older versions", versions.message());
  }

  @Test
  void removal_isPlacedInTheOldFile_orInTheNewFilesList_forOnePath() {
    String text = DiffCase.read("opentsdb-salted.yaml");
    String removed = replace("  - salt: { buckets: 20, from: [metric_uid, host_uid, cpu_uid], encoding: byte }   "
        + "# SALT_WIDTH 1\n", "").apply(text);
    ChangeCatalog catalog = DiffCase.CATALOG;
    Change twoFiles = only(SchemaDiff.compare(catalog, DiffCase.parse(text, "old.yaml"), "old.yaml",
        DiffCase.parse(removed, "new.yaml"), "new.yaml", false), "rowkey-segment-removed");
    assertEquals(List.of("old.yaml", "rowkey[0]", "18:5"),
        List.of(twoFiles.file(), twoFiles.path(), twoFiles.line() + ":" + twoFiles.column()));
    Change onePath = only(SchemaDiff.compare(catalog, DiffCase.parse(text, "t.yaml"), "main:t.yaml",
        DiffCase.parse(removed, "t.yaml"), "t.yaml", true), "rowkey-segment-removed");
    assertEquals(List.of("t.yaml", "rowkey[0]", "17:1"),
        List.of(onePath.file(), onePath.path(), onePath.line() + ":" + onePath.column()));
  }

  @Test
  void safeChange_hasNoSeverity_andCannotBecomeAFinding() {
    Change description = only(DiffCase.examples("log-data-host-lead.yaml", "log-data-host-lead-reverse-timestamp.yaml"),
        "description-changed");
    assertEquals("none", description.changeClass().severityLabel());
    assertEquals(null, description.changeClass().severity());
  }

  @Test
  void values_areWrittenAsASchemaWouldWriteThem() {
    assertEquals(List.of("forever", "30d", "12h", "90m", "45s"), List.of(Values.duration(Integer.MAX_VALUE),
        Values.duration(30 * 86_400), Values.duration(12 * 3_600), Values.duration(90 * 60), Values.duration(45)));
    assertEquals(List.of("64KiB", "10GiB", "1000", "1536"), List.of(Values.size(65_536), Values.size(10L << 30),
        Values.size(1000), Values.size(1536)));
    assertEquals(List.of("50/s", "3/min", "1/h", "30/min"), List.of(Values.rate(50), Values.rate(0.05),
        Values.rate(1.0 / 3600), Values.rate(0.5)));
    assertEquals("'it''s'", Values.quote("it's"));
    assertEquals("'\\x00\\x5C$'", Values.bytes(new byte[] {0, '\\', '$'}));
  }
}
