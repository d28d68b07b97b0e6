package dev.hbaseadvisor.report;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.plan.AccessPlan;
import dev.hbaseadvisor.plan.Candidate;
import dev.hbaseadvisor.plan.Recommendation;
import dev.hbaseadvisor.plan.Score;
import dev.hbaseadvisor.report.ExplainFormat.Numbers;
import dev.hbaseadvisor.rules.RowkeyYaml;
import dev.hbaseadvisor.yaml.ListNode;
import dev.hbaseadvisor.yaml.MapNode;
import dev.hbaseadvisor.yaml.Node;
import dev.hbaseadvisor.yaml.ScalarNode;
import dev.hbaseadvisor.yaml.YamlReader;
import dev.hbaseadvisor.yaml.YamlSyntaxException;
import java.util.List;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The output formats of {@code recommend}: each candidate as a pasteable {@code rowkey:} block
 * with its plan per pattern and its score broken down, beside the current design scored the same
 * way. JSON keeps the names {@code current.score, current.plans[].name, plan, candidates[].rowkey,
 * score, plans}.
 */
public enum RecommendFormat {
  TEXT, JSON, YAML;

  /** Renders a recommendation for one schema. */
  public String render(TableSchema schema, Recommendation r) {
    return switch (this) {
      case TEXT -> text(schema, r);
      case JSON -> json(schema, r);
      case YAML -> yaml(schema, r);
    };
  }

  private static String text(TableSchema schema, Recommendation r) {
    StringBuilder sb = new StringBuilder();
    sb.append(schema.source()).append(": table ").append(schema.table()).append(", ")
        .append(schema.access().size()).append(" access patterns, ")
        .append(Numbers.count(r.current().plans().stats().rows())).append(" rows, ")
        .append(Numbers.rate(r.current().plans().stats().writesPerSecond())).append(" writes\n");
    sb.append("score: row reads per second, lower is better (reads at each pattern's rate + write hotspot"
        + " + key length)\n");
    sb.append("\ncurrent design  ").append(breakdown(r.current().score())).append('\n');
    candidateText(sb, schema, r.current());
    if (r.candidates().stream().noneMatch(c -> c.score().total() < r.current().score().total())) {
      sb.append("\nno rowkey found that scores better than the current design\n");
    }
    for (int i = 0; i < r.candidates().size(); i++) {
      Candidate c = r.candidates().get(i);
      sb.append("\n#").append(i + 1).append("  ").append(breakdown(c.score())).append('\n');
      if (c.note() != null) {
        sb.append("(").append(c.note()).append(")\n");
      }
      candidateText(sb, schema, c);
    }
    sb.append("\n(").append(Numbers.count(r.evaluated())).append(" rowkeys scored)\n");
    return sb.toString();
  }

  private static String breakdown(Score s) {
    return "score " + Numbers.count(Math.round(s.total())) + " = reads " + Numbers.count(Math.round(s.reads()))
        + " + hotspot " + Numbers.count(Math.round(s.hotspot())) + " + key length "
        + Numbers.count(Math.round(s.keyLength()));
  }

  private static void candidateText(StringBuilder sb, TableSchema schema, Candidate c) {
    sb.append(RowkeyYaml.render(schema, c.rowkey()));
    int width = c.plans().plans().stream().mapToInt(p -> p.name().length()).max().orElse(0);
    for (AccessPlan p : c.plans().plans()) {
      sb.append(String.format(java.util.Locale.ROOT, "  %-" + width + "s  %-13s %5d %-5s  %-6s  ~%s rows read%n",
          p.name(), p.kind(), p.scans(), p.kind().name().endsWith("GET") ? "get" + (p.scans() == 1 ? "" : "s")
              : "scan" + (p.scans() == 1 ? "" : "s"),
          Numbers.rate(p.pattern().ratePerSecond()), Numbers.count(p.rowsRead())));
    }
    sb.append("  lint: ").append(c.lintErrors().isEmpty() ? "no errors"
        : c.lintErrors().size() + (c.lintErrors().size() == 1 ? " error: " : " errors: ")
            + String.join(", ", c.lintErrors())).append('\n');
  }

  private static String json(TableSchema schema, Recommendation r) {
    ObjectNode root = Json.object();
    root.set("current", candidateJson(schema, r.current()));
    ArrayNode candidates = root.putArray("candidates");
    for (Candidate c : r.candidates()) {
      candidates.add(candidateJson(schema, c));
    }
    root.put("evaluated", r.evaluated());
    return Json.write(root);
  }

  private static ObjectNode candidateJson(TableSchema schema, Candidate c) {
    ObjectNode o = Json.object();
    o.set("rowkey", rowkeyJson(schema, c));
    o.put("score", Math.round(c.score().total()));
    if (c.note() != null) {
      o.put("note", c.note());
    }
    ObjectNode breakdown = o.putObject("breakdown");
    breakdown.put("reads", Math.round(c.score().reads()));
    breakdown.put("hotspot", Math.round(c.score().hotspot()));
    breakdown.put("keyLength", Math.round(c.score().keyLength()));
    ArrayNode plans = o.putArray("plans");
    for (AccessPlan p : c.plans().plans()) {
      ObjectNode plan = plans.addObject();
      plan.put("name", p.name());
      plan.put("plan", p.kind().name());
      plan.put("scans", p.scans());
      plan.put("rowsRead", p.rowsRead());
    }
    ArrayNode errors = o.putArray("lintErrors");
    c.lintErrors().forEach(errors::add);
    return o;
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
    sb.append("current:\n");
    candidateYaml(sb, schema, r.current(), "  ");
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
    if (c.note() != null) {
      sb.append(indent).append("note: '").append(c.note()).append("'\n");
    }
    sb.append(indent).append("breakdown: { reads: ").append(Math.round(s.reads())).append(", hotspot: ")
        .append(Math.round(s.hotspot())).append(", keyLength: ").append(Math.round(s.keyLength())).append(" }\n");
    for (String line : RowkeyYaml.render(schema, c.rowkey()).split("\n")) {
      sb.append(indent).append(line).append('\n');
    }
    sb.append(indent).append("plans:\n");
    for (AccessPlan p : c.plans().plans()) {
      sb.append(indent).append("  - { name: '").append(p.name().replace("'", "''")).append("', plan: ")
          .append(p.kind()).append(", scans: ").append(p.scans()).append(", rowsRead: ").append(p.rowsRead())
          .append(" }\n");
    }
    sb.append(indent).append("lintErrors: [");
    sb.append(String.join(", ", c.lintErrors().stream().map(e -> "'" + e.replace("'", "''") + "'").toList()));
    sb.append("]\n");
  }
}
