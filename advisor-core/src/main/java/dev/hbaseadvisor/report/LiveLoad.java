package dev.hbaseadvisor.report;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.model.Presplit;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A live table's regions and their request counts as {@code hbase-advisor inspect TABLE --format
 * json} writes them (the region structure {@code simulate --format json} uses), read back for
 * {@code report --live}: the load the cluster measured, to draw beside what the design predicts.
 *
 * @param table the live table's name
 * @param servers the region servers' names, indexed by {@link LiveRegion#server()}
 * @param regions the regions in key order, each ending where the next starts
 */
public record LiveLoad(String table, List<String> servers, List<LiveRegion> regions) {

  /** The most region servers an inspection may name: more than any HBase cluster runs. */
  public static final int MAX_SERVERS = 100_000;

  /**
   * One live region: its boundaries (empty for the table's ends) and what the region server counted.
   *
   * @param start first key, empty for the first region
   * @param end key after the last, empty for the last region
   * @param server index into {@link LiveLoad#servers()}
   * @param bytes store file bytes
   * @param writes write requests since the region opened
   * @param reads read requests since the region opened
   */
  public record LiveRegion(byte[] start, byte[] end, int server, long bytes, long writes, long reads) {}

  public LiveLoad {
    servers = List.copyOf(servers);
    regions = List.copyOf(regions);
  }

  /** The split keys between the regions: every region's start but the first. */
  public List<byte[]> splitKeys() {
    return regions.stream().skip(1).map(LiveRegion::start).toList();
  }

  /** All write requests. */
  public long writes() {
    return regions.stream().mapToLong(LiveRegion::writes).sum();
  }

  /** All read requests. */
  public long reads() {
    return regions.stream().mapToLong(LiveRegion::reads).sum();
  }

  /**
   * Reads the JSON of {@code inspect --format json}; {@code file} names the input in messages.
   *
   * @throws IllegalArgumentException with a {@code file:line:column:} message when the text is not
   *     JSON or not an inspection (no regions, regions out of order or not adjacent, a server
   *     index out of range, a negative count)
   */
  public static LiveLoad parse(String text, Path file) {
    JsonNode root = Json.read(text, file, "an inspection");
    String where = file + ":1:1: ";
    if (!(root instanceof ObjectNode object) || !(object.get("regions") instanceof ArrayNode array)
        || array.isEmpty()) {
      throw new IllegalArgumentException(where + "not the output of 'hbase-advisor inspect TABLE --format json':"
          + " expected an object with a non-empty \"regions\" array");
    }
    if (array.size() > Presplit.MAX_REGIONS) {
      throw new IllegalArgumentException(where + "\"regions\" holds " + array.size() + " regions, more than the "
          + Presplit.MAX_REGIONS + " a table may have here (docs/limits.md)");
    }
    JsonNode serversNode = object.path("servers");
    JsonNode namesNode = object.path("serverNames");
    if (!serversNode.isMissingNode() && !(serversNode.canConvertToInt() && serversNode.asInt() >= 0
        && serversNode.asInt() <= MAX_SERVERS) || namesNode.size() > MAX_SERVERS) {
      throw new IllegalArgumentException(where + "\"servers\" must be a count from 0 to " + MAX_SERVERS
          + " (more region servers than any HBase cluster runs), got " + (serversNode.isMissingNode()
              ? namesNode.size() + " names" : serversNode.toString()));
    }
    List<String> servers = new ArrayList<>();
    if (namesNode instanceof ArrayNode names) {
      names.forEach(n -> servers.add(n.asString("")));
    }
    int serverCount = Math.max(servers.size(), serversNode.asInt(0));
    while (servers.size() < serverCount) {
      servers.add("server " + servers.size());
    }
    List<LiveRegion> regions = new ArrayList<>();
    long[] totals = new long[3];
    byte[] previousEnd = new byte[0];
    for (int i = 0; i < array.size(); i++) {
      JsonNode r = array.get(i);
      String region = "regions[" + i + "]";
      if (!r.path("start").isString() || !r.path("end").isString()) {
        throw new IllegalArgumentException(where + region + " needs \"start\" and \"end\" keys (Bytes.toStringBinary text)");
      }
      byte[] start = Bytes.toBytesBinary(r.path("start").asString());
      byte[] end = Bytes.toBytesBinary(r.path("end").asString());
      if (!Arrays.equals(start, previousEnd)) {
        throw new IllegalArgumentException(where + region + " starts at \"" + r.path("start").asString()
            + "\", not where the region before it ends (\"" + Bytes.toStringBinary(previousEnd) + "\")");
      }
      boolean last = i == array.size() - 1;
      if (last ? end.length != 0 : end.length == 0 || Arrays.compareUnsigned(start, end) >= 0) {
        throw new IllegalArgumentException(where + region + " ends at \"" + r.path("end").asString()
            + "\": only the last region ends with the empty key, and every region ends above its start");
      }
      int server = r.path("server").asInt(0);
      if (server < 0 || server >= Math.max(1, serverCount)) {
        throw new IllegalArgumentException(where + region + " names server " + server + " of " + serverCount);
      }
      long bytes = count(r, "bytes", where + region, totals, 0);
      long writes = count(r, "writes", where + region, totals, 1);
      long reads = count(r, "reads", where + region, totals, 2);
      regions.add(new LiveRegion(start, end, server, bytes, writes, reads));
      previousEnd = end;
    }
    if (servers.isEmpty()) {
      servers.add("server 0");
    }
    return new LiveLoad(object.path("table").asString(""), servers, regions);
  }

  /**
   * A region's count, added to {@code totals[slot]}: a whole number from 0 whose sum over the
   * regions still fits a long, so every total and share drawn from them is exact.
   */
  private static long count(JsonNode region, String name, String where, long[] totals, int slot) {
    JsonNode n = region.path(name);
    if (n.isMissingNode()) {
      return 0;
    }
    if (!n.isIntegralNumber() || !n.canConvertToLong() || n.asLong() < 0) {
      throw new IllegalArgumentException(where + " has \"" + name + "\": " + n + ", not a count from 0 to "
          + Long.MAX_VALUE);
    }
    try {
      totals[slot] = Math.addExact(totals[slot], n.asLong());
    } catch (ArithmeticException e) {
      throw new IllegalArgumentException(where + " has \"" + name + "\": " + n + "; the regions' \"" + name
          + "\" add up to more than " + Long.MAX_VALUE);
    }
    return n.asLong();
  }
}
