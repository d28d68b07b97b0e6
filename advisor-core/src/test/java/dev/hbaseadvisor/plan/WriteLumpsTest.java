package dev.hbaseadvisor.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.model.Segment;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.rules.RowkeySplice;
import dev.hbaseadvisor.testing.Schemas;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link WriteLumps}: the heaviest lump is the share of the most popular combination of the values
 * before a key's first monotonic segment, a field of one value counting as a literal (issue 26:
 * the timeline entity table's cluster id hid its zipf user behind a "lump" of the whole table).
 */
class WriteLumpsTest {

  private static final String YARN = "real/yarn-timeline-entity.yaml";

  private static List<Segment> key(String file, String rowkey) {
    return RowkeySplice.load(RowkeySplice.splice(Schemas.exampleText(file), rowkey)).rowkey();
  }

  private static TableSchema yarn() {
    return RowkeySplice.load(Schemas.exampleText(YARN));
  }

  @Test
  void timelineEntityKey_isTheUserAndFlowBeforeTheRun_theConstantClusterCountsAsALiteral() {
    TableSchema s = yarn();
    double user = WriteLumps.headShare(s.field("user"));
    double flow = WriteLumps.headShare(s.field("flow"));
    // zipf:1.5 over 200 users: the top user writes 1 / sum(k^-1.5) = 40.5 % of the rows.
    assertEquals(0.405, user, 0.001);
    assertEquals(1.0, WriteLumps.headShare(s.field("cluster")), 0);
    // user!cluster!flow!run...: rows of one user and flow write at the tail of their runs.
    assertEquals(user * flow, WriteLumps.of(s, s.rowkey()), 1e-12);
    // recommend's #1 leads with the cluster id: the same user-and-flow lump, not the whole table.
    List<Segment> clusterFirst = key(YARN, """
        rowkey:
          - field: cluster
            terminator: "\\x00"
          - hash: { from: [flow], length: 8 }
          - field: user
            terminator: "!"
          - field: flow_run
            order: descending
          - field: app_seq
            order: descending
          - field: entity_type
            terminator: "!"
          - field: entity_prefix
          - field: entity_id
        """);
    assertEquals(user * flow, WriteLumps.of(s, clusterFirst), 1e-12);
  }

  @Test
  void monotonicLead_isOneLump_everyWriteAtTheLastRegionsTail() {
    TableSchema s = RowkeySplice.load(Schemas.exampleText(YARN));
    List<Segment> runFirst = key(YARN, """
        rowkey:
          - field: app_seq
          - field: user
            terminator: "!"
          - field: entity_id
        """);
    assertEquals(1.0, WriteLumps.of(s, runFirst), 0);
  }

  @Test
  void saltOverAMonotonicField_dealsItsWritesRoundTheBuckets() {
    TableSchema s = yarn();
    List<Segment> salted = key(YARN, """
        rowkey:
          - salt: { buckets: 16, from: [app_seq] }
          - field: user
            terminator: "!"
          - field: app_seq
          - field: entity_id
        """);
    assertEquals(WriteLumps.headShare(s.field("user")) / 16, WriteLumps.of(s, salted), 1e-12);
  }

  @Test
  void keyWithoutAMonotonicSegment_keepsTogetherOnlyItsMostPopularWholeKey() {
    TableSchema s = yarn();
    List<Segment> userThenId = key(YARN, """
        rowkey:
          - field: user
            terminator: "!"
          - field: entity_id
        """);
    // Entity ids take millions of values: a popular user's rows vary after it and ordinary splits
    // part them; the lump is one whole key's share, the user's 40.5 % times the top id's.
    assertEquals(WriteLumps.headShare(s.field("user")) * WriteLumps.headShare(s.field("entity_id")),
        WriteLumps.of(s, userThenId), 1e-15);
    assertTrue(WriteLumps.of(s, userThenId) < 1e-5);
  }
}
