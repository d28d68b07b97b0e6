package dev.hbaseadvisor.report;

import dev.hbaseadvisor.rules.RuleCatalog;
import dev.hbaseadvisor.rules.RuleMeta;
import dev.hbaseadvisor.rules.Threshold;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Generates {@code docs/rules.md} from the catalog through {@code templates/docs/rules.md.ftl}. */
public final class RulesDoc {

  private RulesDoc() {}

  public static String render(RuleCatalog catalog) {
    List<Map<String, Object>> rules = new ArrayList<>();
    for (RuleMeta meta : catalog.all()) {
      Map<String, Object> rule = new LinkedHashMap<>();
      rule.put("id", meta.id());
      rule.put("title", meta.title());
      rule.put("severity", meta.severity().label());
      rule.put("category", meta.category());
      rule.put("rationale", meta.rationale());
      rule.put("fix", meta.fix());
      rule.put("references", meta.references());
      rule.put("since", meta.since());
      List<Map<String, String>> thresholds = new ArrayList<>();
      for (Threshold t : meta.thresholds().values()) {
        thresholds.add(Map.of("name", t.name(), "default", number(t.defaultValue()),
            "range", number(t.min()) + " to " + number(t.max()), "description", t.description()));
      }
      rule.put("thresholds", thresholds);
      rules.add(rule);
    }
    List<String> categories = RuleCatalog.CATEGORIES.stream()
        .filter(c -> catalog.all().stream().anyMatch(r -> r.category().equals(c))).toList();
    return Templates.render("docs/rules.md.ftl", Map.of("rules", rules, "categories", categories));
  }

  /** A threshold value as users write it: whole numbers without a decimal point. */
  public static String number(double v) {
    if (Double.isInfinite(v)) {
      return v > 0 ? "no limit" : "no limit";
    }
    return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
  }
}
