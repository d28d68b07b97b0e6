package dev.hbaseadvisor.report;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.model.Presplit;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;

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
   * The most bytes an inspection file may hold: 256 MiB, room for {@link Presplit#MAX_REGIONS}
   * regions of {@code inspect}'s lines (about 170 bytes each with short keys). It is read as a stream,
   * a region at a time, never as one text or tree (docs/limits.md).
   */
  public static final long MAX_BYTES = 256L << 20;

  /**
   * Reads the JSON of {@code inspect --format json} from a file, at most {@link #MAX_BYTES}.
   *
   * @throws IllegalArgumentException as {@link #parse} does, or {@code file:1:1: cannot read ...}
   */
  public static LiveLoad read(Path file) {
    String where = file + ":1:1: ";
    try {
      if (Files.isDirectory(file)) {
        throw new IllegalArgumentException(where + "cannot read the inspection: is a folder, not a file");
      }
      if (Files.isRegularFile(file) && Files.size(file) > MAX_BYTES) {
        throw new IllegalArgumentException(where + tooLarge(Files.size(file) + " bytes"));
      }
      try (InputStream in = new BoundedInput(Files.newInputStream(file), MAX_BYTES, where);
          JsonParser parser = Json.parser(in)) {
        return parse(parser, file);
      }
    } catch (NoSuchFileException e) {
      throw new IllegalArgumentException(where + "cannot read the inspection: no such file");
    } catch (AccessDeniedException e) {
      throw new IllegalArgumentException(where + "cannot read the inspection: permission denied");
    } catch (IOException e) {
      throw new IllegalArgumentException(where + "cannot read the inspection: " + e.getMessage());
    }
  }

  private static String tooLarge(String size) {
    return "the inspection is too large (" + size + "); an inspection is limited to " + (MAX_BYTES >> 20)
        + " MiB (docs/limits.md)";
  }

  /** An input stream that fails, with the bound in its message, past {@code limit} bytes (a pipe has no size). */
  private static final class BoundedInput extends java.io.FilterInputStream {

    private final long limit;
    private final String where;
    private long read;

    BoundedInput(InputStream in, long limit, String where) {
      super(in);
      this.limit = limit;
      this.where = where;
    }

    @Override
    public int read() throws IOException {
      int b = super.read();
      count(b < 0 ? 0 : 1);
      return b;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
      int n = super.read(buffer, offset, length);
      count(Math.max(0, n));
      return n;
    }

    private void count(int n) {
      read += n;
      if (read > limit) {
        throw new IllegalArgumentException(where + tooLarge("more than " + limit + " bytes"));
      }
    }
  }

  /**
   * Reads the JSON of {@code inspect --format json}; {@code file} names the input in messages.
   *
   * @throws IllegalArgumentException with a {@code file:line:column:} message when the text is not
   *     JSON or not an inspection (no regions, regions out of order or not adjacent, a server
   *     index out of range, a negative count)
   */
  public static LiveLoad parse(String text, Path file) {
    try (JsonParser parser = Json.parser(text)) {
      return parse(parser, file);
    }
  }

  /**
   * Reads an inspection a token at a time: every key but {@code regions} as a small tree, the
   * regions one by one, so that a million of them are never a tree of nodes; the checks that need
   * the whole (server indexes, the last region) run at the end.
   */
  private static LiveLoad parse(JsonParser parser, Path file) {
    String where = file + ":1:1: ";
    String notInspection = where + "not the output of 'hbase-advisor inspect TABLE --format json':"
        + " expected an object with a non-empty \"regions\" array";
    try {
      if (parser.nextToken() != JsonToken.START_OBJECT) {
        throw new IllegalArgumentException(notInspection);
      }
      String table = "";
      JsonNode serversNode = tools.jackson.databind.node.MissingNode.getInstance();
      JsonNode namesNode = tools.jackson.databind.node.MissingNode.getInstance();
      List<LiveRegion> regions = null;
      while (parser.nextToken() == JsonToken.PROPERTY_NAME) {
        String name = parser.currentName();
        JsonToken value = parser.nextToken();
        switch (name) {
          case "regions" -> {
            if (value != JsonToken.START_ARRAY) {
              throw new IllegalArgumentException(notInspection);
            }
            regions = regions(parser, where);
          }
          case "table" -> table = parser.readValueAsTree() instanceof JsonNode n ? n.asString("") : "";
          case "servers" -> serversNode = parser.readValueAsTree();
          case "serverNames" -> namesNode = parser.readValueAsTree();
          default -> parser.skipChildren();
        }
      }
      if (parser.nextToken() != null) {
        throw new IllegalArgumentException(notInspection);
      }
      if (regions == null || regions.isEmpty()) {
        throw new IllegalArgumentException(notInspection);
      }
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
      for (int i = 0; i < regions.size(); i++) {
        int server = regions.get(i).server();
        if (server < 0 || server >= Math.max(1, serverCount)) {
          throw new IllegalArgumentException(where + "regions[" + i + "] names server " + server + " of "
              + serverCount);
        }
      }
      LiveRegion last = regions.get(regions.size() - 1);
      if (last.end().length != 0) {
        throw new IllegalArgumentException(where + "regions[" + (regions.size() - 1) + "] ends at \""
            + Bytes.toStringBinary(last.end()) + "\": only the last region ends with the empty key, and every"
            + " region ends above its start");
      }
      if (servers.isEmpty()) {
        servers.add("server 0");
      }
      return new LiveLoad(table, servers, regions);
    } catch (JacksonException e) {
      throw Json.notJson(e, file, "an inspection");
    }
  }

  /** The regions array, read a region at a time and checked as it goes (adjacent, in order, counts exact). */
  private static List<LiveRegion> regions(JsonParser parser, String where) {
    List<LiveRegion> regions = new ArrayList<>();
    long[] totals = new long[3];
    byte[] previousEnd = new byte[0];
    for (int i = 0; parser.nextToken() != JsonToken.END_ARRAY; i++) {
      if (i >= Presplit.MAX_REGIONS) {
        throw new IllegalArgumentException(where + "\"regions\" holds more than " + Presplit.MAX_REGIONS
            + " regions, the most a table may have here (docs/limits.md)");
      }
      JsonNode r = parser.readValueAsTree();
      String region = "regions[" + i + "]";
      if (!r.path("start").isString() || !r.path("end").isString()) {
        throw new IllegalArgumentException(where + region + " needs \"start\" and \"end\" keys (Bytes.toStringBinary text)");
      }
      if (i > 0 && previousEnd.length == 0) {
        throw new IllegalArgumentException(where + "regions[" + (i - 1) + "] ends at \"\": only the last region"
            + " ends with the empty key, and every region ends above its start");
      }
      byte[] start = Bytes.toBytesBinary(r.path("start").asString());
      byte[] end = Bytes.toBytesBinary(r.path("end").asString());
      if (!Arrays.equals(start, previousEnd)) {
        throw new IllegalArgumentException(where + region + " starts at \"" + r.path("start").asString()
            + "\", not where the region before it ends (\"" + Bytes.toStringBinary(previousEnd) + "\")");
      }
      if (end.length != 0 && Arrays.compareUnsigned(start, end) >= 0) {
        throw new IllegalArgumentException(where + region + " ends at \"" + r.path("end").asString()
            + "\": only the last region ends with the empty key, and every region ends above its start");
      }
      int server = r.path("server").asInt(0);
      long bytes = count(r, "bytes", where + region, totals, 0);
      long writes = count(r, "writes", where + region, totals, 1);
      long reads = count(r, "reads", where + region, totals, 2);
      regions.add(new LiveRegion(start, end, server, bytes, writes, reads));
      previousEnd = end;
    }
    return regions;
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
