package dev.hbaseadvisor.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.testing.Schemas;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The plan of every access pattern in every file of {@code examples/}, and the seeds' cases in
 * detail: the wide game table, the consumption keys, the partitioned and bucketed designs.
 */
class PlannerExamplesTest {

  /** File, pattern, plan kind and scans (or Gets), for every pattern of every example. */
  private static final String EXPECTED = """
      articles-two-families.yaml get-article GET 1
      articles-two-families.yaml get-article-tags GET 1
      articles-two-families.yaml scan-tags-for-search FULL_SCAN 1
      consumption-month-partitions.yaml user-month-total PREFIX_SCAN 1
      consumption-month-partitions.yaml all-users-month-total PARALLEL_SCAN 10
      consumption-month-user.yaml user-month-total PREFIX_SCAN 1
      consumption-month-user.yaml all-users-month-total PREFIX_SCAN 1
      consumption-partition-prefix.yaml user-month-total PREFIX_SCAN 1
      consumption-partition-prefix.yaml all-users-month-total PARALLEL_SCAN 120
      consumption-user-date.yaml user-month-total RANGE_SCAN 1
      consumption-user-date.yaml all-users-month-total FULL_SCAN 1
      customer-order-customer-record.yaml get-customer GET 1
      customer-order-customer-record.yaml customer-everything GET 1
      customer-order-order-record.yaml get-order GET 1
      customer-order-order-record.yaml customer-orders PREFIX_SCAN 1
      customer-order-order-record.yaml customer-everything PREFIX_SCAN 1
      customer-order-order-record.yaml orders-of-the-day FULL_SCAN 1
      every-key.yaml host-events-in-range FILTER_SCAN 800
      game-focus-md5.yaml games-of-user FULL_SCAN 1
      game-focus-md5.yaml user-played-game GET 1
      game-focus-md5.yaml users-of-game FULL_SCAN 1
      game-focus-md5.yaml game-followed FULL_SCAN 1
      game-focus-tall.yaml games-of-user FULL_SCAN 1
      game-focus-tall.yaml user-played-game GET 1
      game-focus-tall.yaml users-of-game PREFIX_SCAN 1
      game-focus-tall.yaml game-followed PREFIX_SCAN 1
      game-focus-wide.yaml games-of-user PREFIX_SCAN 1
      game-focus-wide.yaml user-played-game PREFIX_SCAN 1
      game-focus-wide.yaml users-of-game FULL_SCAN 1
      game-focus-wide.yaml game-followed FULL_SCAN 1
      log-data-bucketed-timestamp.yaml events-in-time-range PARALLEL_SCAN 100
      log-data-bucketed-timestamp.yaml host-events-in-range FILTER_SCAN 100
      log-data-bucketed-timestamp.yaml host-event-latest FULL_SCAN 1
      log-data-hashed-host-event.yaml events-in-time-range FULL_SCAN 1
      log-data-hashed-host-event.yaml host-events-in-range FILTER_SCAN 1
      log-data-hashed-host-event.yaml host-event-latest PREFIX_SCAN 1
      log-data-host-lead-reverse-timestamp.yaml events-in-time-range FULL_SCAN 1
      log-data-host-lead-reverse-timestamp.yaml host-events-in-range PARALLEL_SCAN 5
      log-data-host-lead-reverse-timestamp.yaml host-event-latest PREFIX_SCAN 1
      log-data-host-lead.yaml events-in-time-range FULL_SCAN 1
      log-data-host-lead.yaml host-events-in-range PARALLEL_SCAN 5
      log-data-host-lead.yaml host-event-latest PREFIX_SCAN 1
      log-data-timestamp-lead.yaml events-in-time-range RANGE_SCAN 1
      log-data-timestamp-lead.yaml host-events-in-range FILTER_SCAN 1
      log-data-timestamp-lead.yaml host-event-latest FULL_SCAN 1
      opentsdb-metric-first.yaml metric-over-time PREFIX_SCAN 1
      opentsdb-metric-first.yaml metric-host-over-time FILTER_SCAN 1
      opentsdb-salted.yaml metric-over-time PARALLEL_SCAN 20
      opentsdb-salted.yaml metric-host-over-time FILTER_SCAN 20
      order-table-hashed-key.yaml get-order GET 1
      order-table-hashed-key.yaml customer-orders PREFIX_SCAN 1
      order-table-hashed-key.yaml latest-orders-of-customer FILTER_SCAN 1
      webtable-forward-domain.yaml get-page GET 1
      webtable-forward-domain.yaml get-anchors GET 1
      webtable-forward-domain.yaml site-hosts FULL_SCAN 1
      webtable-reversed-domain.yaml get-page GET 1
      webtable-reversed-domain.yaml get-anchors GET 1
      webtable-reversed-domain.yaml site-hosts RANGE_SCAN 1
      """;

  private static List<Path> examples() throws IOException {
    try (Stream<Path> files = Files.list(Schemas.projectRoot().resolve("examples"))) {
      return files.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
    }
  }

  private static AccessPlan plan(String example, String pattern) {
    TableSchema schema = Schemas.loadExample(example);
    return Planner.plan(schema).plans().stream().filter(p -> p.name().equals(pattern)).findFirst().orElseThrow();
  }

  @Test
  void everyPatternOfEveryExample_hasItsPlanKindAndScans() throws IOException {
    StringBuilder actual = new StringBuilder();
    for (Path file : examples()) {
      String name = file.getFileName().toString();
      for (AccessPlan plan : Planner.plan(Schemas.loadExample(name)).plans()) {
        actual.append(name).append(' ').append(plan.name()).append(' ').append(plan.kind()).append(' ')
            .append(plan.scans()).append('\n');
      }
    }
    assertEquals(EXPECTED, actual.toString());
  }

  @Test
  void wideGameTable_whoFollowsGameX_readsEveryRow_tallTable_scansOneGamePrefix() {
    AccessPlan wide = plan("game-focus-wide.yaml", "users-of-game");
    assertEquals(PlanKind.FULL_SCAN, wide.kind());
    assertEquals(List.of("game"), wide.columns(), "game names qualifiers, so the read selects that column");
    assertEquals(1.0, wide.fractionTouched());
    AccessPlan tall = plan("game-focus-tall.yaml", "users-of-game");
    assertEquals(PlanKind.PREFIX_SCAN, tall.kind());
    assertEquals("<game>$", tall.start());
    assertEquals("<game>%", tall.stop(), "the stop row is the prefix with its last byte incremented");
    assertEquals(1000, tall.rowsRead(), "the limit of 1000 stops the scan");
    assertEquals(PlanKind.GET, plan("game-focus-tall.yaml", "user-played-game").kind());
  }

  @Test
  void userDateKey_servesOneUsersMonthAsARangeScan_andEveryonesMonthAsAFullScan() {
    AccessPlan mine = plan("consumption-user-date.yaml", "user-month-total");
    assertEquals(PlanKind.RANGE_SCAN, mine.kind());
    assertEquals("<user:10><yyyy-MM-dd HH:mm:ss(ts.from):19>", mine.start());
    assertEquals("<user:10><yyyy-MM-dd HH:mm:ss(ts.to):19>", mine.stop());
    AccessPlan everyone = plan("consumption-user-date.yaml", "all-users-month-total");
    assertEquals(PlanKind.FULL_SCAN, everyone.kind());
    assertEquals(50_000_000, everyone.rowsRead());
    assertEquals("", everyone.start());
    assertEquals("", everyone.stop());
  }

  @Test
  void monthLedKey_servesBothMonthlyNeeds_asOnePrefixScanEach() {
    AccessPlan everyone = plan("consumption-month-user.yaml", "all-users-month-total");
    assertEquals(PlanKind.PREFIX_SCAN, everyone.kind());
    assertEquals("<yyyy-MM(ts):7>", everyone.start());
    assertEquals("<yyyy-MM(ts)+1:7>", everyone.stop());
    assertEquals("<yyyy-MM(ts):7><user:10>", plan("consumption-month-user.yaml", "user-month-total").start());
  }

  @Test
  void partitionedDesign_isAParallelScan_withOneScanPerPartition() {
    AccessPlan everyone = plan("consumption-partition-prefix.yaml", "all-users-month-total");
    assertEquals(PlanKind.PARALLEL_SCAN, everyone.kind());
    assertEquals(120, everyone.scans());
    assertEquals("<salt(user):3=0..119><yyyy-MM(ts):7>", everyone.start());
    AccessPlan mine = plan("consumption-partition-prefix.yaml", "user-month-total");
    assertEquals(PlanKind.PREFIX_SCAN, mine.kind(), "the partition is computed from the user");
    assertEquals("<salt(user):3><yyyy-MM(ts):7><user:10>", mine.start());
    assertEquals(10, plan("consumption-month-partitions.yaml", "all-users-month-total").scans());
  }

  @Test
  void bucketedTimestamp_timeRange_takesOneScanPerBucket() {
    AccessPlan range = plan("log-data-bucketed-timestamp.yaml", "events-in-time-range");
    assertEquals(PlanKind.PARALLEL_SCAN, range.kind());
    assertEquals(100, range.scans());
    assertEquals("<bucket(ts):1=0..99><ts.from:8>", range.start());
    assertEquals("<bucket(ts):1=0..99><ts.to:8>", range.stop());
    assertEquals(5 * 60 * 20_000, range.rowsRead(), "5 minutes at 20,000 rows per second");
  }

  @Test
  void timestampLead_oneHostsHour_readsEveryHostsHour_throughAFuzzyRowFilter() {
    AccessPlan plan = plan("log-data-timestamp-lead.yaml", "host-events-in-range");
    assertEquals(PlanKind.FILTER_SCAN, plan.kind());
    assertEquals(3600L * 20_000, plan.rowsRead(), "span 1h at 20,000 writes per second");
    assertEquals(36_000, plan.rowsReturned(), "one of 2,000 hosts, but the workload holds only 2 hours");
    assertEquals(List.of("hostname"), plan.filtered());
    assertEquals("<?:8><hostname>\\x00", plan.fuzzyKey());
  }

  @Test
  void timestampLead_latestOfOneHost_isAFullScan_thatAFuzzyRowFilterCanSkipThrough() {
    AccessPlan plan = plan("log-data-timestamp-lead.yaml", "host-event-latest");
    assertEquals(PlanKind.FULL_SCAN, plan.kind());
    assertEquals("<?:8><hostname>\\x00<event>", plan.fuzzyKey());
  }

  @Test
  void openTsdb_hostAfterTheBaseHour_isFiltered_atFixedPositions() {
    AccessPlan plan = plan("opentsdb-metric-first.yaml", "metric-host-over-time");
    assertEquals(PlanKind.FILTER_SCAN, plan.kind());
    assertEquals("<metric_uid:3><yyyyMMddHH(ts.from):10>", plan.start());
    assertEquals("<metric_uid:3><?:10>\\x00\\x00\\x01<host_uid:3>", plan.fuzzyKey());
    AccessPlan hour = plan("opentsdb-metric-first.yaml", "metric-over-time");
    assertEquals("<metric_uid:3><yyyyMMddHH(ts):10>\\x00\\x00\\x01", hour.start(), "one base hour is a prefix");
    assertEquals("<metric_uid:3><yyyyMMddHH(ts):10>\\x00\\x00\\x02", hour.stop());
  }

  @Test
  void reversedDomain_isARangeOfOneSite_forwardDomain_scattersIt() {
    AccessPlan reversed = plan("webtable-reversed-domain.yaml", "site-hosts");
    assertEquals(PlanKind.RANGE_SCAN, reversed.kind());
    assertEquals("<reverse(domain.from)>", reversed.start());
    assertEquals(PlanKind.FULL_SCAN, plan("webtable-forward-domain.yaml", "site-hosts").kind());
  }

  @Test
  void newestFirst_isServedByAReverseTimestamp_notByAnAscendingOne() {
    AccessPlan reverse = plan("log-data-host-lead-reverse-timestamp.yaml", "host-event-latest");
    assertTrue(reverse.orderServed());
    assertEquals(20, reverse.rowsRead(), "the scan stops after the limit");
    assertEquals("<hostname>\\x00<event>\\x00", reverse.start());
    assertEquals("<hostname>\\x00<event>\\x01", reverse.stop());
    AccessPlan ascending = plan("log-data-host-lead.yaml", "host-event-latest");
    assertFalse(ascending.orderServed());
    assertEquals(14_400, ascending.rowsRead(), "without the order it must read all of the host's event type");
  }

  @Test
  void hashedOrderNumber_hidesTheRange_soItIsFilteredWithinTheCustomer() {
    AccessPlan plan = plan("order-table-hashed-key.yaml", "latest-orders-of-customer");
    assertEquals(PlanKind.FILTER_SCAN, plan.kind());
    assertEquals(List.of("order_number"), plan.filtered());
    assertFalse(plan.fuzzy(), "a range cannot be checked by fixed bytes");
  }
}
