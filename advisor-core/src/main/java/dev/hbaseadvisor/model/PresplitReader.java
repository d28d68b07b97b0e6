package dev.hbaseadvisor.model;

import dev.hbaseadvisor.yaml.ListNode;
import dev.hbaseadvisor.yaml.MapNode;
import dev.hbaseadvisor.yaml.Node;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Reads the {@code presplit:} section: the regions a table is created with. */
final class PresplitReader {

  private final NodeReader in;

  PresplitReader(NodeReader in) {
    this.in = in;
  }

  /** The pre-split, or {@link Presplit#NONE} when the section is absent. */
  Presplit read(Node node) {
    if (node == null || NodeReader.isNull(node)) {
      return Presplit.NONE;
    }
    MapNode map = in.map(node, "'presplit'");
    if (map == null) {
      return Presplit.NONE;
    }
    in.allowOnly(map, FormatKeys.PRESPLIT);
    int regions = (int) in.bounded(map, "regions", 0, 1, Presplit.MAX_REGIONS);
    Presplit.Algorithm algorithm = regions > 0 || map.has("splits") ? Presplit.Algorithm.AUTO : Presplit.Algorithm.NONE;
    if (map.has("algorithm")) {
      String a = in.oneOf(map.get("algorithm"), "algorithm", FormatKeys.PRESPLIT_ALGORITHMS);
      if (a != null) {
        algorithm = Presplit.Algorithm.valueOf(a.toUpperCase(Locale.ROOT));
      }
    }
    if (algorithm == Presplit.Algorithm.AUTO && map.has("splits") && !map.has("regions")) {
      algorithm = Presplit.Algorithm.EXPLICIT;
    }
    byte[] start = map.has("start") ? in.binary(map.get("start"), "start") : null;
    byte[] end = map.has("end") ? in.binary(map.get("end"), "end") : null;
    List<byte[]> splits = new ArrayList<>();
    if (map.has("splits")) {
      ListNode list = in.list(map.get("splits"), "'splits'");
      if (list != null) {
        for (Node item : list.items()) {
          byte[] key = in.binary(item, "splits");
          if (key != null) {
            splits.add(key);
          }
        }
      }
    }
    String keys = in.optionalText(map, "keys");
    return new Presplit(regions, algorithm, start, end, List.copyOf(splits), keys);
  }
}
