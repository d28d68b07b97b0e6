package dev.hbaseadvisor.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.model.SaltSegment;
import dev.hbaseadvisor.model.SchemaLoader;
import dev.hbaseadvisor.model.Segment;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.report.RecommendFormat;
import dev.hbaseadvisor.rules.CandidateLint;
import dev.hbaseadvisor.rules.LintConfig;
import dev.hbaseadvisor.rules.Linter;
import dev.hbaseadvisor.testing.Schemas;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Group salts as {@code recommend}'s candidate leads (issue 26 A.5, Pinpoint's {@code RangeDoubleHash}):
 * offered where one value of a field the reads bind overloads a region server, in groups from the
 * smallest that relieves it up to one bucket per server, priced as that many scans per read, and
 * adopted where the replay measures the spread they buy. The answers were written in the recommend
 * corpus README before the search offered them.
 */
class GroupSaltCandidatesTest {

  private static final Path CORPUS = Schemas.projectRoot().resolve("advisor-core/src/test/resources/recommend");
  private static final Linter LINTER = Linter.builtIn(LintConfig.DEFAULT);

  private static TableSchema corpus(String name) throws Exception {
    return SchemaLoader.load(CORPUS.resolve(name));
  }

  @Test
  void hotValueGroup_splitsTheTopValueUnderOneServersShareAndTheHotWriteRate() throws Exception {
    // sensor: the top of 50,000 devices (zipf 1.3) writes 26.3 % of 10,000/s on 8 servers; halved,
    // 13.1 % is still above 12.5 %; in 4, 6.6 % and 658/s.
    assertEquals(4, CandidateSpace.hotValueGroup(corpus("sensor-popular-device.yaml"), "device"));
    // log data: the top of 2,000 hosts writes 11.8 % of 20,000/s (2,360/s) on 10 servers: halved,
    // 1,180/s is still a hot stream; in 4, 590/s.
    assertEquals(4, CandidateSpace.hotValueGroup(corpus("log-data-host-event-reverse-ts.yaml"), "hostname"));
    // OpenTSDB: the top metric writes 24 % of 2,000/s, 482/s: no stream one region cannot take.
    assertEquals(1, CandidateSpace.hotValueGroup(corpus("opentsdb-2.0-metric-first.yaml"), "metric_uid"));
    // A timestamp has no popular value.
    assertEquals(1, CandidateSpace.hotValueGroup(corpus("sensor-popular-device.yaml"), "ts"));
    // Metron's 5 enrichment types are uniform: each is a fifth, none hotter than the others.
    assertEquals(1, CandidateSpace.hotValueGroup(SchemaLoader.load(Schemas.example("real/metron-enrichment.yaml")),
        "type"));
  }

  @Test
  void leads_offerEachGroupUpToOneBucketPerServer_inFewerBucketsThanTheGroupNever() throws Exception {
    List<String> groups = new CandidateSpace(corpus("sensor-popular-device.yaml")).leads().stream()
        .map(CandidateSpace.Choice::segment).filter(s -> s instanceof SaltSegment salt && salt.grouped())
        .map(s -> (SaltSegment) s).map(s -> s.group() + "/" + s.buckets() + s.from()).toList();
    assertEquals(List.of("4/16[device]", "4/64[device]", "8/16[device]", "8/64[device]"), groups);
    assertTrue(new CandidateSpace(corpus("opentsdb-2.0-metric-first.yaml")).leads().stream()
        .noneMatch(c -> c.segment() instanceof SaltSegment salt && salt.grouped()));
  }

  @Test
  void writeLumps_ofAGroupSalt_isTheValuesShareOverItsGroup() throws Exception {
    TableSchema sensor = corpus("sensor-popular-device.yaml");
    List<Segment> plain = List.of(new SaltSegment(16, List.of("device"), false,
        dev.hbaseadvisor.model.NumberEncoding.BYTE));
    List<Segment> grouped = List.of(new SaltSegment(16, List.of("device"), false,
        dev.hbaseadvisor.model.NumberEncoding.BYTE, false, dev.hbaseadvisor.model.SaltHash.PHOENIX, 0, -1, 8));
    assertEquals(WriteLumps.of(sensor, plain) / 8, WriteLumps.of(sensor, grouped), 1e-12);
    assertEquals(0.263, WriteLumps.of(sensor, plain), 0.001);
  }

  @Test
  void sensor_adoptsAGroupSaltOverTheDevice_eightScansInsteadOfTheBucketsSixteen() throws Exception {
    Path file = CORPUS.resolve("sensor-popular-device.yaml");
    Recommendation r = recommendsGroupSalt(file, "16 [device] 8");
    String shown = RecommendFormat.TEXT.render(SchemaLoader.load(file), r);
    AccessPlan read = r.top().plans().plans().get(0);
    assertEquals(PlanKind.PARALLEL_SCAN, read.kind(), shown);
    assertEquals(8, read.scans(), shown);
    // The popular device's 26 % split over 8 servers: the replay measures about the even 12.5 %.
    assertTrue(r.top().checked().replay().peakServerShare() < 0.15, shown);
    assertTrue(r.current().checked().replay().peakServerShare() > 0.25, shown);
  }

  @Test
  void pinpointTraceIndex_offersAGroupSaltOverTheApplication_halfTheScans_andKeepsItsKeyAsTheFileSays()
      throws Exception {
    // The file's verdict: keep the key (a hash of the whole key spreads even the hottest application
    // over 32 buckets). Pinpoint's own RangeDoubleHash is a group salt: the hot application (22 % of
    // 20,000/s) split over 16 buckets of 64, offered first with half the scans. Both keep one
    // application's writes of the moment together in each of their buckets (WriteLumps: the hash
    // over the key, time included, deals them over 32; the group over 16), so their replayed peaks
    // (13.0 % and 10.8 %) differ within the replays' noise and the key is kept.
    Path file = Schemas.example("real/pinpoint-application-trace-index.yaml");
    TableSchema schema = SchemaLoader.load(file);
    Recommendation r = Recommender.recommend(schema, 3, new CandidateLint(schema, Files.readString(file), LINTER));
    String shown = RecommendFormat.TEXT.render(schema, r);
    assertFalse(r.recommended(), shown);
    Candidate first = r.candidates().get(0);
    assertTrue(first.safe(), shown);
    SaltSegment lead = (SaltSegment) first.rowkey().get(0);
    assertEquals("64 [application] 16", lead.buckets() + " " + lead.from() + " " + lead.group(), shown);
    assertEquals(List.of(16L, 16L), first.plans().plans().stream().map(p -> (long) p.scans()).toList(), shown);
    assertEquals(List.of(32L, 32L), r.current().plans().plans().stream().map(p -> (long) p.scans()).toList(), shown);
    assertTrue(first.score().total() >= r.current().score().total() - Recommender.noise(schema, first, r.current()),
        shown);
  }

  /** The recommendation for a file, asserted to adopt a group salt written {@code "buckets [from] group"}. */
  private static Recommendation recommendsGroupSalt(Path file, String salt) throws Exception {
    TableSchema schema = SchemaLoader.load(file);
    Recommendation r = Recommender.recommend(schema, 3, new CandidateLint(schema, Files.readString(file), LINTER));
    String shown = RecommendFormat.TEXT.render(schema, r);
    assertTrue(r.recommended(), shown);
    SaltSegment lead = (SaltSegment) r.top().rowkey().get(0);
    assertEquals(salt, lead.buckets() + " " + lead.from() + " " + lead.group(), shown);
    return r;
  }
}
