package dev.hbaseadvisor.report;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.model.Presplit;
import dev.hbaseadvisor.splits.Presplits;
import dev.hbaseadvisor.splits.SplitFormat;
import dev.hbaseadvisor.splits.SplitOutput;
import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.plan.AccessPlan;
import dev.hbaseadvisor.plan.Candidate;
import dev.hbaseadvisor.plan.Checked;
import dev.hbaseadvisor.plan.KeySaving;
import dev.hbaseadvisor.plan.KindsRecommendation;
import dev.hbaseadvisor.plan.Recommendation;
import dev.hbaseadvisor.plan.Recommender;
import dev.hbaseadvisor.plan.Score;
import dev.hbaseadvisor.report.ExplainFormat.Numbers;
import dev.hbaseadvisor.rules.RowkeyYaml;
import dev.hbaseadvisor.yaml.ListNode;
import dev.hbaseadvisor.yaml.MapNode;
import dev.hbaseadvisor.yaml.Node;
import dev.hbaseadvisor.yaml.ScalarNode;
import dev.hbaseadvisor.yaml.YamlReader;
import dev.hbaseadvisor.yaml.YamlScalars;
import dev.hbaseadvisor.yaml.YamlSyntaxException;
import java.util.List;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The output formats of {@code recommend}: each candidate as a pasteable {@code rowkey:} block
 * (and {@code families:} block with a line saying which field moved, when it changes the column
 * layout) with its plan per pattern and its score broken down, beside the current design scored the same
 * way. JSON keeps the names {@code current.score, current.plans[].name, plan, candidates[].rowkey,
 * score, plans}. SHELL and PHOENIX write the design recommend advises (the first candidate when it
 * recommends one, else the current design) as the statement that creates it, pre-split as its
 * {@code presplit} says: an HBase shell {@code create} or a Phoenix {@code CREATE TABLE}.
 */
public enum RecommendFormat {
  TEXT, JSON, YAML, SHELL, PHOENIX;

  /** Renders a recommendation for one schema. */
  public String render(TableSchema schema, Recommendation r) {
    return switch (this) {
      case TEXT -> text(schema, r);
      case JSON -> json(schema, r);
      case YAML -> yaml(schema, r);
      case SHELL -> createTable(schema, r, SplitFormat.SHELL);
      case PHOENIX -> createTable(schema, r, SplitFormat.PHOENIX);
    };
  }

  /**
   * Renders a recommendation for a table of several record kinds: the table's verdict and its
   * replay with every kind's key together, then each kind's recommendation as for a table of one
   * kind (its view, {@link TableSchema#kind}); SHELL and PHOENIX write the table as advised.
   */
  public String render(KindsRecommendation kr) {
    TableSchema table = kr.table();
    return switch (this) {
      case TEXT -> kindsText(kr);
      case JSON -> Json.write(kindsJson(kr));
      case YAML -> kindsYaml(kr);
      case SHELL, PHOENIX -> createTable(table, kr.recommended() ? kr.advised().design() : table,
          "The design written: " + (kr.recommended() ? "every kind's advised key" : "the current one") + ". Verdict: "
              + reason(kr), this == SHELL ? SplitFormat.SHELL : SplitFormat.PHOENIX);
    };
  }

  /** Why {@code recommend} advises what it advises for a table of several record kinds, in one sentence. */
  static String reason(KindsRecommendation kr) {
    List<String> changed = new java.util.ArrayList<>();
    for (int k = 0; k < kr.kinds().size(); k++) {
      if (kr.kinds().get(k).recommended()) {
        changed.add("'" + kr.table().kinds().get(k).name() + "'");
      }
    }
    if (changed.isEmpty()) {
      return "keep every kind's key: no kind has a candidate that serves its patterns at least as well and scores"
          + " better by more than the replay's noise";
    }
    String kinds = (changed.size() == 1 ? "kind " : "kinds ") + String.join(", ", changed);
    if (!kr.recommended()) {
      return "keep every kind's key: the advised key of " + kinds + " does worse once every kind writes into the"
          + " table: " + String.join("; ", kr.losses());
    }
    return "change the key of " + kinds + " (each kind's section says why); the table replayed with every kind's"
        + " advised key together does no worse than as written";
  }

  private static String kindsText(KindsRecommendation kr) {
    TableSchema table = kr.table();
    StringBuilder sb = new StringBuilder();
    sb.append(table.source()).append(": table ").append(table.table()).append(", ")
        .append(Quantities.plural(table.kinds().size(), "record kind"))
        .append("; each kind's key searched in turn as if its rows were alone in the table (its share of the"
            + " writes, its families and its reads)\n");
    sb.append("verdict: ").append(reason(kr)).append('\n');
    sb.append("the whole table replayed with every kind's key together:\n");
    sb.append("  as written: ").append(tableLine(kr.current())).append('\n');
    if (kr.changesAKey()) {
      sb.append("  as advised: ").append(tableLine(kr.advised())).append('\n');
      kr.losses().forEach(l -> sb.append("    - ").append(l).append('\n'));
    }
    for (int k = 0; k < table.kinds().size(); k++) {
      Recommendation r = kr.kinds().get(k);
      sb.append("\n== kind '").append(table.kinds().get(k).name()).append("' (kinds[").append(k).append("], ")
          .append(String.format(java.util.Locale.ROOT, "%.1f", 100 * table.kinds().get(k).share(table.kinds())))
          .append(" % of the writes): ").append(r.recommended() ? "change its key" : "keep its key").append('\n');
      sb.append(text(table.kind(k), r));
    }
    return sb.toString();
  }

  /** A whole table's replayed peak share and lint counts, on one line. */
  private static String tableLine(Checked k) {
    return replayLine(k) + "; lint: " + counts(k);
  }

  /** {@code the busiest server took 44.5% of a window's writes at peak (even: 10.0%), skew 4.45}. */
  private static String replayLine(Checked k) {
    return String.format(java.util.Locale.ROOT,
        "the busiest server took %.1f%% of a window's writes at peak (even: %.1f%%), skew %.2f",
        100 * k.replay().peakServerShare(), 100 * k.replay().evenShare(), k.replay().serverSkew());
  }

  /** A checked design's lint findings: the rules of its errors and warnings, and how many infos. */
  private static void putLint(ObjectNode o, Checked k) {
    ArrayNode errors = o.putArray("lintErrors");
    k.errors().forEach(errors::add);
    ArrayNode warnings = o.putArray("lintWarnings");
    k.warnings().forEach(warnings::add);
    o.put("lintInfos", k.infos());
  }

  private static ObjectNode kindsJson(KindsRecommendation kr) {
    TableSchema table = kr.table();
    ObjectNode root = Json.object();
    root.put("recommended", kr.recommended());
    root.put("verdict", reason(kr));
    ObjectNode whole = root.putObject("table");
    whole.set("current", tableJson(kr.current()));
    whole.set("advised", tableJson(kr.advised()));
    ArrayNode losses = whole.putArray("losses");
    kr.losses().forEach(losses::add);
    ArrayNode kinds = root.putArray("kinds");
    for (int k = 0; k < table.kinds().size(); k++) {
      ObjectNode kind = kinds.addObject();
      kind.put("name", table.kinds().get(k).name());
      kind.put("share", round(table.kinds().get(k).share(table.kinds())));
      kind.setAll(jsonNode(table.kind(k), kr.kinds().get(k)));
    }
    return root;
  }

  private static ObjectNode tableJson(Checked k) {
    ObjectNode o = Json.object();
    o.put("peakServerShare", round(k.replay().peakServerShare()));
    o.put("serverSkew", round(k.replay().serverSkew()));
    putLint(o, k);
    return o;
  }

  private static String kindsYaml(KindsRecommendation kr) {
    TableSchema table = kr.table();
    StringBuilder sb = new StringBuilder();
    sb.append("# hbase-advisor recommend ").append(table.source())
        .append(": each record kind's key searched in turn; score = row reads per second, lower is better\n");
    sb.append("recommended: ").append(kr.recommended()).append('\n');
    sb.append("verdict: ").append(YamlScalars.quoted(reason(kr))).append('\n');
    sb.append("losses: ").append(quoted(kr.losses())).append('\n');
    sb.append("kinds:\n");
    for (int k = 0; k < table.kinds().size(); k++) {
      sb.append("  - name: ").append(YamlScalars.quoted(table.kinds().get(k).name())).append('\n');
      for (String line : yaml(table.kind(k), kr.kinds().get(k)).split("\n")) {
        if (!line.startsWith("#")) {
          sb.append("    ").append(line).append('\n');
        }
      }
    }
    return sb.toString();
  }

  /**
   * The statement that creates the advised design, after a comment saying which design it is.
   *
   * @throws dev.hbaseadvisor.splits.SplitException when the format cannot state the design (Phoenix
   *     and a hashed key), naming why
   */
  private static String createTable(TableSchema schema, Recommendation r, SplitFormat format) {
    TableSchema design = r.top().checked() == null ? schema : r.top().checked().design();
    String which = "The design written: " + (r.recommended() ? "candidate #1"
        : r.asWritten() != null ? "the current key, with its pre-split recomputed" : "the current one") + ". Verdict: "
        + reason(r);
    return createTable(schema, design, which, format);
  }

  private static String createTable(TableSchema schema, TableSchema design, String which, SplitFormat format) {
    String comment = format == SplitFormat.PHOENIX ? "-- " : "# ";
    SplitOutput.Options options = SplitOutput.Options.of(schema).generatedBy("recommend");
    return comment + Printable.line(which) + "\n"
        + SplitOutput.render(Presplits.plan(design), design, format, options);
  }

  private static String text(TableSchema schema, Recommendation r) {
    StringBuilder sb = new StringBuilder();
    sb.append(schema.source()).append(": table ").append(schema.table()).append(", ")
        .append(Quantities.plural(schema.access().size(), "access pattern")).append(", ")
        .append(Quantities.plural(r.horizonRows(), "row")).append(" at the horizon, ")
        .append(Numbers.rate(r.current().plans().stats().writesPerSecond())).append(" writes\n");
    sb.append("score: row reads per second, lower is better (reads at each pattern's rate + client-side"
        + " sorts + write hotspot measured by a replay + key length)\n");
    sb.append(verdict(r)).append('\n');
    sb.append("\ncurrent design  ").append(breakdown(r.current().score()))
        .append(r.asWritten() == null ? "" : "  (its key with the pre-split every candidate gets)").append('\n');
    candidateText(sb, schema, r.current(), r.current());
    if (r.asWritten() != null) {
      sb.append("  as written (presplit: ").append(presplit(r.asWritten())).append("): ")
          .append(breakdown(r.asWritten().score())).append("; replay: ").append(tableLine(r.asWritten().checked()))
          .append('\n');
    }
    for (int i = 0; i < r.candidates().size(); i++) {
      Candidate c = r.candidates().get(i);
      sb.append("\n#").append(i + 1).append("  ").append(breakdown(c.score())).append('\n');
      candidateText(sb, schema, c, r.current());
    }
    sb.append("\n(").append(Quantities.plural(r.evaluated(), "rowkey")).append(" scored, ")
        .append(Numbers.count(r.replayed())).append(" checked and replayed)\n");
    return sb.toString();
  }

  /** The one-line verdict and its reason: the first candidate, or the current design. */
  private static String verdict(Recommendation r) {
    return "verdict: " + reason(r);
  }

  /**
   * Why {@code recommend} advises what it advises, in one sentence; when the current design's
   * pre-split is what its replay measures ({@link Recommendation#asWritten}), the sentence says
   * so and what the key replays at with the pre-split every candidate gets.
   */
  static String reason(Recommendation r) {
    String why = keyReason(r);
    String verdict = r.recommended() ? why : KEEP + why;
    Candidate written = r.asWritten();
    if (written == null) {
      return verdict;
    }
    String faults = String.join(", ", Recommender.presplitFaults(written.checked()));
    String policy = written.checked().ruleIds().contains("split-prefix-too-short")
        ? " (lint's split-prefix-too-short faults its split policy as well, which a short replay does not reach)" : "";
    String hotSpot = String.format(java.util.Locale.ROOT,
        "replayed hot spot (%.1f %% of a window's writes on the busiest server) is its pre-split's (%s):"
            + " with the pre-split every candidate gets (%s) the key replays at %.1f %%",
        100 * written.checked().replay().peakServerShare(), faults, presplit(r.current()),
        100 * r.current().checked().replay().peakServerShare());
    if (!r.recommended()) {
      return "keep the current key and re-split the table: its " + hotSpot + policy + "; " + why;
    }
    return verdict + "; the current design's " + hotSpot + policy;
  }

  /** How a verdict that keeps the current design begins. */
  private static final String KEEP = "keep the current design: ";

  /**
   * Why {@code recommend} advises what it advises, the current design as it is compared: for a
   * design it keeps, what follows {@link #KEEP}.
   */
  private static String keyReason(Recommendation r) {
    KeySaving saving = r.keyOnly();
    if (r.recommended()) {
      return "#1 serves every pattern at least as well as the current design and scores better"
          + (saving == null ? "" : ": its shorter key " + saved(saving) + ", worth re-keying the table for");
    }
    if (saving != null) {
      return "#1 plans every read as it does and spreads writes no better; it only"
          + " shortens the key, which " + saved(saving) + ", less than the "
          + Math.round(100 * KeySaving.WORTH_REKEYING) + " % of the table and the region ("
          + Quantities.formatSize(saving.regionBytes()) + ") worth re-keying for";
    }
    if (r.evaluated() == 0) {
      // A key of literals only (one row, such as a counter): there is no field to build another key from.
      return "its key writes no field, so there is no other key to build";
    }
    return "no candidate serves every pattern at least as well and scores"
        + " better by more than the replay's noise";
  }

  /** {@code saves 62 bytes a row, 58 GiB at the horizon (0.2 % of the table)}. */
  private static String saved(KeySaving s) {
    return String.format(java.util.Locale.ROOT, "saves %s bytes a row, %s at the horizon (%.1f %% of the table)",
        Numbers.count(Math.round(s.bytesPerRow())), Quantities.formatSize(s.bytesAtHorizon()), 100 * s.shareOfTable());
  }

  private static String breakdown(Score s) {
    return "score " + Numbers.count(Math.round(s.total())) + (s.noise() >= 0.5 ? " ± "
        + Numbers.count(Math.round(s.noise())) : "") + " = reads " + Numbers.count(Math.round(s.reads()))
        + " + order " + Numbers.count(Math.round(s.order())) + " + hotspot " + Numbers.count(Math.round(s.hotspot()))
        + " + key length " + Numbers.count(Math.round(s.keyLength()));
  }

  private static void candidateText(StringBuilder sb, TableSchema schema, Candidate c, Candidate current) {
    sb.append(RowkeyYaml.render(schema, c.rowkey()));
    sb.append(families(c));
    sb.append("presplit: ").append(presplit(c)).append('\n');
    if (c.layout().changed()) {
      sb.append("  layout: ").append(c.layout().describe()).append('\n');
    }
    int width = c.plans().plans().stream().mapToInt(p -> p.name().length()).max().orElse(0);
    for (AccessPlan p : c.plans().plans()) {
      sb.append(String.format(java.util.Locale.ROOT, "  %-" + width + "s  %-13s %5d %-5s  %-6s  ~%s rows read%s%n",
          p.name(), p.kind(), p.scans(), p.kind().name().endsWith("GET") ? "get" + (p.scans() == 1 ? "" : "s")
              : "scan" + (p.scans() == 1 ? "" : "s"),
          Numbers.rate(p.pattern().ratePerSecond()), Numbers.count(p.rowsRead()),
          p.pattern().newestFirst() && !p.orderServed() ? ", newest first NOT served: sorted by the client" : ""));
    }
    Checked k = c.checked();
    if (k == null) {
      return;
    }
    sb.append("  replay: ").append(replayLine(k)).append('\n');
    sb.append("  lint: ").append(counts(k));
    if (c != current && current.checked() != null) {
      sb.append(" (current: ").append(counts(current.checked())).append(')');
    }
    sb.append('\n');
    if (c != current) {
      if (c.safe()) {
        sb.append("  serves every pattern at least as well as the current design\n");
        double higher = k.replay().peakServerShare() - current.checked().replay().peakServerShare();
        if (higher >= 0.005) {
          // Say why a higher measured peak is not a loss, rather than leave the reader to wonder.
          sb.append(String.format(java.util.Locale.ROOT, "  its peak is %.1f points above the current design's,"
              + " within the %.1f points that sampling and the placement of the most popular value's writes move"
              + " a replay by%n", 100 * higher, 100 * Recommender.shareNoise(schema, c, current)));
        }
      } else {
        sb.append("  trade-off:\n");
        c.losses().forEach(l -> sb.append("    - ").append(l).append('\n'));
      }
    }
  }

  /** The pasteable {@code families:} block of a candidate that changes the layout, else empty. */
  private static String families(Candidate c) {
    return c.layout().changed() && c.checked() != null ? c.checked().families() : "";
  }

  /** {@code 1 error, 2 warnings, 0 info} as lint counts them, with the rules of errors and warnings. */
  private static String counts(Checked k) {
    String text = Quantities.plural(k.errors().size(), "error") + ", "
        + Quantities.plural(k.warnings().size(), "warning") + ", " + Quantities.plural(k.infos(), "info", "info");
    return k.ruleIds().isEmpty() ? text : text + ": " + String.join(", ", k.ruleIds());
  }

  /** The design's pre-split as its YAML would say it. */
  private static String presplit(Candidate c) {
    if (c.checked() == null) {
      return "as written";
    }
    Presplit p = c.checked().design().presplit();
    return switch (p.algorithm()) {
      case NONE -> "none";
      case SALT -> "algorithm: salt (one region per bucket)";
      default -> (p.regions() > 0 ? p.regions() + " regions, " : "") + "algorithm: "
          + p.algorithm().name().toLowerCase(java.util.Locale.ROOT);
    };
  }

  private static String json(TableSchema schema, Recommendation r) {
    return Json.write(jsonNode(schema, r));
  }

  private static ObjectNode jsonNode(TableSchema schema, Recommendation r) {
    ObjectNode root = Json.object();
    root.put("recommended", r.recommended());
    root.put("verdict", reason(r));
    root.put("horizonRows", r.horizonRows());
    root.set("current", candidateJson(schema, r.current()));
    if (r.asWritten() != null) {
      root.set("asWritten", candidateJson(schema, r.asWritten()));
    }
    ArrayNode candidates = root.putArray("candidates");
    for (Candidate c : r.candidates()) {
      candidates.add(candidateJson(schema, c));
    }
    root.put("evaluated", r.evaluated());
    root.put("replayed", r.replayed());
    return root;
  }

  private static ObjectNode candidateJson(TableSchema schema, Candidate c) {
    ObjectNode o = Json.object();
    o.set("rowkey", rowkeyJson(schema, c));
    if (c.layout().changed()) {
      o.put("layout", c.layout().describe());
      o.put("families", families(c));
    }
    o.put("presplit", presplit(c));
    o.put("score", Math.round(c.score().total()));
    o.put("noise", Math.round(c.score().noise()));
    ObjectNode breakdown = o.putObject("breakdown");
    breakdown.put("reads", Math.round(c.score().reads()));
    breakdown.put("order", Math.round(c.score().order()));
    breakdown.put("hotspot", Math.round(c.score().hotspot()));
    breakdown.put("keyLength", Math.round(c.score().keyLength()));
    ArrayNode plans = o.putArray("plans");
    for (AccessPlan p : c.plans().plans()) {
      ObjectNode plan = plans.addObject();
      plan.put("name", p.name());
      plan.put("plan", p.kind().name());
      plan.put("scans", p.scans());
      plan.put("rowsRead", p.rowsRead());
      plan.put("orderServed", p.orderServed());
    }
    if (c.checked() != null) {
      ObjectNode replay = o.putObject("replay");
      replay.put("peakServerShare", round(c.checked().replay().peakServerShare()));
      replay.put("serverSkew", round(c.checked().replay().serverSkew()));
      putLint(o, c.checked());
    }
    ArrayNode losses = o.putArray("losses");
    c.losses().forEach(losses::add);
    return o;
  }

  private static double round(double v) {
    return Math.round(v * 10_000) / 10_000.0;
  }

  /**
   * The segments as JSON, exactly as the schema format writes them: the {@code RowkeyYaml} block
   * read back, with byte strings in {@code Bytes.toStringBinary} form.
   */
  private static JsonNode rowkeyJson(TableSchema schema, Candidate c) {
    try {
      MapNode block = (MapNode) YamlReader.read(RowkeyYaml.render(schema, c.rowkey()));
      return json(block.get("rowkey"), "");
    } catch (YamlSyntaxException e) {
      throw new IllegalStateException("RowkeyYaml wrote unreadable YAML: " + e.getMessage(), e);
    }
  }

  private static JsonNode json(Node node, String key) {
    if (node instanceof MapNode map) {
      ObjectNode o = Json.object();
      map.entries().values().forEach(e -> o.set(e.key(), json(e.value(), e.key())));
      return o;
    }
    if (node instanceof ListNode list) {
      ArrayNode a = Json.array();
      list.items().forEach(item -> a.add(json(item, "")));
      return a;
    }
    Object value = ((ScalarNode) node).value();
    if (value instanceof Number n) {
      return Json.object().numberNode(n.longValue());
    }
    if (value instanceof Boolean b) {
      return Json.object().booleanNode(b);
    }
    String text = String.valueOf(value);
    boolean bytes = key.equals("literal") || key.equals("pad") || key.equals("terminator");
    return Json.object().textNode(bytes ? Bytes.toStringBinary(Bytes.toBytesBinary(text)) : text);
  }

  private static String yaml(TableSchema schema, Recommendation r) {
    StringBuilder sb = new StringBuilder();
    sb.append("# hbase-advisor recommend ").append(schema.source())
        .append(": score = row reads per second, lower is better\n");
    sb.append("recommended: ").append(r.recommended()).append('\n');
    sb.append("verdict: ").append(YamlScalars.quoted(reason(r))).append('\n');
    sb.append("horizonRows: ").append(r.horizonRows()).append('\n');
    sb.append("current:\n");
    candidateYaml(sb, schema, r.current(), "  ");
    if (r.asWritten() != null) {
      sb.append("asWritten:\n");
      candidateYaml(sb, schema, r.asWritten(), "  ");
    }
    sb.append("candidates:\n");
    for (int i = 0; i < r.candidates().size(); i++) {
      sb.append("  - rank: ").append(i + 1).append('\n');
      candidateYaml(sb, schema, r.candidates().get(i), "    ");
    }
    return sb.toString();
  }

  private static void candidateYaml(StringBuilder sb, TableSchema schema, Candidate c, String indent) {
    Score s = c.score();
    sb.append(indent).append("score: ").append(Math.round(s.total())).append('\n');
    sb.append(indent).append("noise: ").append(Math.round(s.noise())).append('\n');
    sb.append(indent).append("breakdown: { reads: ").append(Math.round(s.reads())).append(", order: ")
        .append(Math.round(s.order())).append(", hotspot: ").append(Math.round(s.hotspot())).append(", keyLength: ")
        .append(Math.round(s.keyLength())).append(" }\n");
    for (String line : (RowkeyYaml.render(schema, c.rowkey()) + families(c)).split("\n")) {
      sb.append(indent).append(line).append('\n');
    }
    if (c.layout().changed()) {
      sb.append(indent).append("layout: ").append(YamlScalars.quoted(c.layout().describe())).append('\n');
    }
    sb.append(indent).append("presplit: '").append(presplit(c)).append("'\n");
    sb.append(indent).append("plans:\n");
    for (AccessPlan p : c.plans().plans()) {
      sb.append(indent).append("  - { name: ").append(YamlScalars.quoted(p.name())).append(", plan: ")
          .append(p.kind()).append(", scans: ").append(p.scans()).append(", rowsRead: ").append(p.rowsRead())
          .append(", orderServed: ").append(p.orderServed()).append(" }\n");
    }
    if (c.checked() != null) {
      sb.append(indent).append(String.format(java.util.Locale.ROOT,
          "replay: { peakServerShare: %.4f, serverSkew: %.4f }%n",
          c.checked().replay().peakServerShare(), c.checked().replay().serverSkew()));
      sb.append(indent).append("lintErrors: ").append(quoted(c.checked().errors())).append('\n');
      sb.append(indent).append("lintWarnings: ").append(quoted(c.checked().warnings())).append('\n');
      sb.append(indent).append("lintInfos: ").append(c.checked().infos()).append('\n');
    }
    sb.append(indent).append("losses: ").append(quoted(c.losses())).append('\n');
  }

  private static String quoted(List<String> items) {
    return "[" + String.join(", ", items.stream().map(YamlScalars::quoted).toList()) + "]";
  }
}
