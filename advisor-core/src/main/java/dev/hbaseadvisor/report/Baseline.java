package dev.hbaseadvisor.report;

import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.rules.CatalogException;
import dev.hbaseadvisor.rules.Finding;
import dev.hbaseadvisor.rules.RuleCatalog;
import dev.hbaseadvisor.rules.RuleMeta;
import dev.hbaseadvisor.rules.Severity;
import dev.hbaseadvisor.yaml.Position;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The findings a project accepted when it adopted the linter ({@code lint --baseline FILE}):
 * findings recorded by rule, file and path (never by line, so edits elsewhere do not break the
 * match) pass, others are new, and entries that match nothing are reported so the file shrinks.
 * Files are recorded relative to the baseline's folder, with forward slashes.
 */
public final class Baseline {

  /** The id of the finding reported for an entry that matches nothing. */
  public static final String STALE_RULE = "baseline-stale-entry";

  private static final Comparator<Finding> ORDER = Comparator.comparingInt(Finding::line)
      .thenComparingInt(Finding::column).thenComparing(Finding::rule).thenComparing(Finding::message);

  /** One accepted finding; the message is kept for readers and not matched. */
  public record Entry(String rule, String file, String path, String message) {}

  /** The findings after the baseline: new ones and stale entries, and how many passed. */
  public record Applied(List<FileFindings> files, int baselined, int stale) {}

  private final Path folder;
  private final List<Entry> entries;

  private Baseline(Path folder, List<Entry> entries) {
    this.folder = folder;
    this.entries = entries;
  }

  /** The catalog-shaped description of {@link #STALE_RULE}, for the output formats. */
  public static RuleMeta staleRule() {
    String resource = "report/" + STALE_RULE + ".yaml";
    try (InputStream in = Baseline.class.getClassLoader().getResourceAsStream(resource)) {
      return RuleCatalog.parse(resource, new String(in.readAllBytes(), StandardCharsets.UTF_8));
    } catch (IOException | CatalogException | NullPointerException e) {
      throw new IllegalStateException("cannot read " + resource + ": " + e.getMessage(), e);
    }
  }

  /** Parses baseline text; {@code file} locates relative paths and names the file in messages. */
  public static Baseline parse(String text, Path file) throws CatalogException {
    JsonNode root;
    try {
      root = Json.read(text, file, "a baseline file");
    } catch (IllegalArgumentException e) {
      throw new CatalogException(e.getMessage());
    }
    if (!(root instanceof ObjectNode object) || !object.path("version").isInt() || object.path("version").asInt() != 1
        || !(object.get("findings") instanceof ArrayNode array)) {
      throw new CatalogException(file + ":1:1: not a baseline file: expected {\"version\": 1, \"findings\": [...]}");
    }
    List<Entry> entries = new ArrayList<>();
    for (JsonNode item : array) {
      String rule = item.path("rule").asString(null);
      String path = item.path("path").asString(null);
      String entryFile = item.path("file").asString(null);
      if (rule == null || path == null || entryFile == null) {
        throw new CatalogException(file + ":1:1: every baseline entry needs rule, file and path, got " + item);
      }
      entries.add(new Entry(rule, entryFile, path, item.path("message").asString("")));
    }
    return new Baseline(folder(file), List.copyOf(entries));
  }

  /** The baseline recording every finding of a run, to be written to {@code file}. */
  public static String write(List<FileFindings> files, Path file) {
    Path folder = folder(file);
    List<Entry> entries = new ArrayList<>();
    for (FileFindings f : files) {
      for (Finding finding : f.findings()) {
        entries.add(new Entry(finding.rule(), relative(folder, f.file()), finding.path(), finding.message()));
      }
    }
    entries.sort(Comparator.comparing(Entry::file).thenComparing(Entry::rule).thenComparing(Entry::path)
        .thenComparing(Entry::message));
    ObjectNode root = Json.object();
    root.put("version", 1);
    ArrayNode array = root.putArray("findings");
    for (Entry e : entries) {
      array.addObject().put("rule", e.rule()).put("file", e.file()).put("path", e.path()).put("message", e.message());
    }
    return Json.write(root);
  }

  /**
   * Removes the findings the baseline records and adds a {@link #STALE_RULE} finding for each
   * entry of a linted file that matched none; {@code schemas} (by file name) locate those. A
   * definition file of several tables is several results under one name: its entries are matched
   * across all of them, and the stale ones reported once, with its last table.
   */
  public Applied apply(List<FileFindings> files, Map<String, TableSchema> schemas) {
    List<FileFindings> result = new ArrayList<>();
    Map<String, Map<String, List<Entry>>> openByFile = new LinkedHashMap<>();
    Map<String, Integer> lastResult = new LinkedHashMap<>();
    int baselined = 0;
    for (FileFindings file : files) {
      if (!file.loaded()) {
        result.add(file);
        continue;
      }
      String key = relative(folder, file.file());
      Map<String, List<Entry>> open = openByFile.computeIfAbsent(key, k -> {
        Map<String, List<Entry>> byFinding = new LinkedHashMap<>();
        for (Entry e : entries) {
          if (e.file().equals(k)) {
            byFinding.computeIfAbsent(e.rule() + "\u0000" + e.path(), x -> new ArrayList<>()).add(e);
          }
        }
        return byFinding;
      });
      List<Finding> kept = new ArrayList<>();
      List<Finding> accepted = new ArrayList<>();
      for (Finding f : file.findings()) {
        List<Entry> matches = open.getOrDefault(f.rule() + "\u0000" + f.path(), List.of());
        if (matches.isEmpty()) {
          kept.add(f);
        } else {
          matches.remove(0);
          accepted.add(f);
          baselined++;
        }
      }
      kept.sort(ORDER);
      lastResult.put(key, result.size());
      result.add(file.withFindings(List.copyOf(kept), List.copyOf(accepted)));
    }
    int stale = 0;
    for (Map.Entry<String, Integer> last : lastResult.entrySet()) {
      FileFindings file = result.get(last.getValue());
      TableSchema schema = schemas.get(file.file());
      List<Finding> kept = new ArrayList<>(file.findings());
      for (List<Entry> left : openByFile.get(last.getKey()).values()) {
        for (Entry e : left) {
          Position at = schema == null ? Position.START : schema.locate(e.path());
          kept.add(new Finding(STALE_RULE, Severity.INFO, "baseline entry for rule '" + e.rule() + "' at " + e.path()
              + " matches no finding any more", e.path(), at.line(), at.column(), "Remove it from the baseline, or "
              + "rewrite the baseline with --write-baseline.", null));
          stale++;
        }
      }
      kept.sort(ORDER);
      result.set(last.getValue(), file.withFindings(List.copyOf(kept), file.baselined()));
    }
    return new Applied(result, baselined, stale);
  }

  private static Path folder(Path file) {
    Path parent = file.toAbsolutePath().normalize().getParent();
    return parent == null ? Path.of("").toAbsolutePath() : parent;
  }

  private static String relative(Path folder, String file) {
    Path absolute = Path.of(file).toAbsolutePath().normalize();
    return folder.relativize(absolute).toString().replace('\\', '/');
  }

  /** The entries, as read. */
  public List<Entry> entries() {
    return entries;
  }
}
