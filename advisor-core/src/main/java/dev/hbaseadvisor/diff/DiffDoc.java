package dev.hbaseadvisor.diff;

import dev.hbaseadvisor.report.Templates;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Generates {@code docs/diff.md} from the change catalog through {@code templates/docs/diff.md.ftl}. */
public final class DiffDoc {

  private DiffDoc() {}

  public static String render(ChangeCatalog catalog) {
    List<Map<String, Object>> classes = new ArrayList<>();
    for (ChangeClass c : ChangeClass.values()) {
      Map<String, Object> entry = new LinkedHashMap<>();
      entry.put("label", c.label());
      entry.put("severity", c.severityLabel());
      entry.put("summary", catalog.summary(c));
      List<Map<String, Object>> changes = new ArrayList<>();
      for (ChangeMeta meta : catalog.all()) {
        if (meta.changeClass() == c) {
          Map<String, Object> change = new LinkedHashMap<>();
          change.put("id", meta.id());
          change.put("title", meta.title());
          change.put("rationale", meta.rationale());
          change.put("action", meta.action()
              .replace(catalog.migration(), "See [the migration outline](#migration-outline).")
              .replace("{table}", "TABLE"));
          change.put("references", meta.references());
          changes.add(change);
        }
      }
      entry.put("changes", changes);
      classes.add(entry);
    }
    return Templates.render("docs/diff.md.ftl", Map.of("classes", classes, "migration",
        catalog.migration().replace("{table}", "TABLE")));
  }
}
