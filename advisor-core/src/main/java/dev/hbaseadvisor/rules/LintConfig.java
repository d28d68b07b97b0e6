package dev.hbaseadvisor.rules;

import dev.hbaseadvisor.yaml.ListNode;
import dev.hbaseadvisor.yaml.MapNode;
import dev.hbaseadvisor.yaml.Node;
import dev.hbaseadvisor.yaml.ScalarNode;
import dev.hbaseadvisor.yaml.SourceText;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A project's lint settings, from {@code .hbase-advisor.yaml} and the command line: which rules
 * run (ruff's {@code select}, {@code extend-select} and {@code ignore}, by rule id or category),
 * severity overrides, threshold overrides and the documentation URL of rule ids, each checked
 * against the catalog, with where each setting came from.
 *
 * <pre>
 * select:        [ rowkey, access ]          # only these (default: every rule)
 * extend-select: [ long-family-name ]        # and these
 * ignore:        [ rowkey-too-long ]         # never these ('disable' is the older name)
 * severity:      { long-family-name: error }
 * thresholds:    { rowkey-too-long: { maxBytes: 64 } }
 * docs-url:      https://wiki.example.com/hbase-rules#
 * extend-exclude: [ legacy/**, "*.draft.yaml" ]   # folders searched skip these (globs from this file's folder)
 * extend:        ../.hbase-advisor.yaml      # start from that file's settings (ruff's extend)
 * </pre>
 *
 * @param severities rule id to severity
 * @param disabled rule ids not run: the result of the selection
 * @param thresholds rule id to threshold name to value
 * @param selection the selectors as written
 * @param docsUrl the base URL rule ids are appended to in outputs, or null for the default
 * @param extendExclude globs of files and folders that a folder search skips, each relative to the
 *     folder of the config file that names it (ruff's {@code extend-exclude})
 * @param origins where each setting came from: a key such as {@code severity.long-family-name} or
 *     {@code select} to {@code file:line:column} or the command-line option
 */
public record LintConfig(Map<String, Severity> severities, Set<String> disabled,
    Map<String, Map<String, Double>> thresholds, Selection selection, String docsUrl, List<ExcludeGlobs> extendExclude,
    Map<String, String> origins) {

  /** The file name searched for from each schema file's folder up to the repository root. */
  public static final String FILE_NAME = ".hbase-advisor.yaml";

  /** No overrides. */
  public static final LintConfig DEFAULT = new LintConfig(Map.of(), Set.of(), Map.of());

  /** The keys a config file may hold. */
  public static final List<String> KEYS = List.of("select", "extend-select", "ignore", "disable", "severity",
      "thresholds", "docs-url", "extend-exclude", "extend");

  /** The longest chain of {@code extend} a config may start. */
  static final int MAX_EXTEND_DEPTH = 16;

  /**
   * Which rules run: {@code select} (null for every rule) replaces the default set,
   * {@code extendSelect} adds to it and {@code ignore} removes from it; each entry is a rule id,
   * a category or {@code all}, and an id beats a category (ignore {@code rowkey} but select
   * {@code monotonic-rowkey-lead}, and that rule runs).
   */
  public record Selection(List<String> select, List<String> extendSelect, List<String> ignore) {

    /** Every rule. */
    public static final Selection ALL = new Selection(null, List.of(), List.of());

    /** The ids of the catalog that do not run. */
    public Set<String> disabled(RuleCatalog catalog) {
      Set<String> off = new LinkedHashSet<>();
      for (RuleMeta rule : catalog.all()) {
        boolean selected = select == null || matches(select, rule) || matches(extendSelect, rule);
        boolean ignoredById = ignore.contains(rule.id());
        boolean ignoredByGroup = matches(ignore, rule);
        boolean selectedById = select != null && select.contains(rule.id()) || extendSelect.contains(rule.id());
        if (!selected || ignoredById || ignoredByGroup && !selectedById) {
          off.add(rule.id());
        }
      }
      return off;
    }

    private static boolean matches(List<String> selectors, RuleMeta rule) {
      return selectors.contains("all") || selectors.contains(rule.id()) || selectors.contains(rule.category());
    }
  }

  /** Severity, disabled and threshold overrides, every rule selected (for tests and library users). */
  public LintConfig(Map<String, Severity> severities, Set<String> disabled, Map<String, Map<String, Double>> thresholds) {
    this(severities, disabled, thresholds, new Selection(null, List.of(), List.copyOf(disabled)), null, List.of(),
        Map.of());
  }

  /**
   * Parses config text against the catalog; {@code source} is the file's path, naming it in
   * messages and origins, and the folder that {@code extend} and {@code extend-exclude} are
   * relative to.
   */
  public static LintConfig parse(String source, String text, RuleCatalog catalog) throws CatalogException {
    return parse(source, text, catalog, new ArrayList<>());
  }

  private static LintConfig parse(String source, String text, RuleCatalog catalog, List<Path> chain)
      throws CatalogException {
    MapNode map = RuleCatalog.readMap(source, text, "the config");
    Path folder = Path.of(source).toAbsolutePath().normalize().getParent();
    LintConfig base = map.has("extend") ? extended(source, map.entries().get("extend"), folder, catalog, chain) : DEFAULT;
    Map<String, Severity> severities = new LinkedHashMap<>(base.severities());
    Map<String, Map<String, Double>> thresholds = new LinkedHashMap<>();
    base.thresholds().forEach((id, values) -> thresholds.put(id, new LinkedHashMap<>(values)));
    Map<String, String> origins = new LinkedHashMap<>(base.origins());
    List<String> select = base.selection().select();
    List<String> extendSelect = new ArrayList<>(base.selection().extendSelect());
    List<String> ignore = new ArrayList<>(base.selection().ignore());
    String docsUrl = base.docsUrl();
    List<ExcludeGlobs> extendExclude = new ArrayList<>(base.extendExclude());
    for (MapNode.Entry entry : map.entries().values()) {
      String where = source + ":" + entry.keyPosition();
      switch (entry.key()) {
        case "extend" -> origins.put("extend", where);
        case "select" -> {
          select = selectors(source, entry, catalog);
          origins.put("select", where);
        }
        case "extend-select" -> {
          extendSelect.addAll(selectors(source, entry, catalog));
          origins.merge("extend-select", where, (a, b) -> a + ", " + b);
        }
        case "ignore", "disable" -> {
          ignore.addAll(selectors(source, entry, catalog));
          origins.merge("ignore", where, (a, b) -> a + ", " + b);
        }
        case "docs-url" -> {
          docsUrl = scalar(source, entry.value());
          String problem = docsUrlProblem(docsUrl);
          if (problem != null) {
            throw new CatalogException(source + ":" + entry.value().position() + ": docs-url " + problem);
          }
          origins.put("docs-url", where);
        }
        case "extend-exclude" -> {
          extendExclude.add(new ExcludeGlobs(folder, globs(source, entry)));
          origins.merge("extend-exclude", where, (a, b) -> a + ", " + b);
        }
        case "severity" -> {
          for (MapNode.Entry rule : asMap(source, entry.value()).entries().values()) {
            RuleMeta meta = known(source, rule, catalog);
            try {
              severities.put(meta.id(), Severity.parse(scalar(source, rule.value())));
            } catch (IllegalArgumentException e) {
              throw new CatalogException(source + ":" + rule.value().position() + ": " + e.getMessage());
            }
            origins.put("severity." + meta.id(), source + ":" + rule.keyPosition());
          }
        }
        case "thresholds" -> {
          for (MapNode.Entry rule : asMap(source, entry.value()).entries().values()) {
            RuleMeta meta = known(source, rule, catalog);
            Map<String, Double> values = thresholds.computeIfAbsent(meta.id(), id -> new LinkedHashMap<>());
            for (MapNode.Entry t : asMap(source, rule.value()).entries().values()) {
              values.put(t.key(), threshold(source, meta, t));
              origins.put("thresholds." + meta.id() + "." + t.key(), source + ":" + t.keyPosition());
            }
          }
        }
        default -> throw new CatalogException(source + ":" + entry.keyPosition() + ": unknown key '" + entry.key()
            + "' (expected " + String.join(", ", KEYS) + ")");
      }
    }
    Selection selection = new Selection(select, List.copyOf(extendSelect), List.copyOf(ignore));
    return new LintConfig(severities, selection.disabled(catalog), thresholds, selection, docsUrl,
        List.copyOf(extendExclude), origins);
  }

  /**
   * This config with the command line's selectors: {@code select} replaces the file's,
   * {@code extendSelect} and {@code ignore} add to it; each checked against the catalog.
   *
   * @throws CatalogException for a selector that is neither a rule id nor a category
   */
  public LintConfig withCommandLine(List<String> select, List<String> extendSelect, List<String> ignore,
      RuleCatalog catalog) throws CatalogException {
    Map<String, String> where = new LinkedHashMap<>(origins);
    List<String> newSelect = selection.select();
    if (select != null) {
      newSelect = checked("--select", select, catalog);
      where.put("select", "--select");
    }
    List<String> newExtend = new ArrayList<>(selection.extendSelect());
    if (extendSelect != null) {
      newExtend.addAll(checked("--extend-select", extendSelect, catalog));
      where.merge("extend-select", "--extend-select", (a, b) -> a + ", " + b);
    }
    List<String> newIgnore = new ArrayList<>(selection.ignore());
    if (ignore != null) {
      newIgnore.addAll(checked("--ignore", ignore, catalog));
      where.merge("ignore", "--ignore", (a, b) -> a + ", " + b);
    }
    Selection changed = new Selection(newSelect, List.copyOf(newExtend), List.copyOf(newIgnore));
    return new LintConfig(severities, changed.disabled(catalog), thresholds, changed, docsUrl, extendExclude, where);
  }

  /** The settings as YAML, each with a comment saying where it came from ({@code --show-config}). */
  public String describe(RuleCatalog catalog) {
    StringBuilder sb = new StringBuilder();
    List<String> select = selection.select();
    sb.append("select: ").append(select == null ? "[all]" : list(select))
        .append(comment(origins.getOrDefault("select", "default: every rule"))).append('\n');
    sb.append("extend-select: ").append(list(selection.extendSelect()))
        .append(comment(origins.getOrDefault("extend-select", "default"))).append('\n');
    sb.append("ignore: ").append(list(selection.ignore()))
        .append(comment(origins.getOrDefault("ignore", "default"))).append('\n');
    sb.append("severity:").append(severities.isEmpty() ? " {}" + comment("default: each rule's own") : "").append('\n');
    severities.forEach((id, s) -> sb.append("  ").append(id).append(": ").append(s.label())
        .append(comment(origins.get("severity." + id))).append('\n'));
    sb.append("thresholds:").append(thresholds.isEmpty() ? " {}" + comment("default: each rule's own") : "")
        .append('\n');
    thresholds.forEach((id, values) -> {
      sb.append("  ").append(id).append(":\n");
      values.forEach((name, v) -> sb.append("    ").append(name).append(": ").append(fmt(v))
          .append(comment(origins.get("thresholds." + id + "." + name))).append('\n'));
    });
    sb.append("docs-url: ").append(docsUrl == null ? "default" : docsUrl)
        .append(comment(origins.getOrDefault("docs-url", "default"))).append('\n');
    sb.append("extend-exclude: ").append(list(extendExclude.stream().flatMap(g -> g.globs().stream()).toList()))
        .append(comment(origins.getOrDefault("extend-exclude", "default"))).append('\n');
    List<String> running = catalog.all().stream().map(RuleMeta::id).filter(id -> !disabled.contains(id)).toList();
    if (disabled.isEmpty()) {
      sb.append("# rules that run: all ").append(running.size());
    } else {
      sb.append("# rules that run (").append(running.size()).append(" of ").append(catalog.all().size()).append("): ")
          .append(String.join(", ", running));
    }
    return sb.append('\n').toString();
  }

  private static String list(List<String> items) {
    return "[" + String.join(", ", items) + "]";
  }

  private static String comment(String origin) {
    return "    # " + origin;
  }

  private static List<String> selectors(String source, MapNode.Entry entry, RuleCatalog catalog)
      throws CatalogException {
    if (!(entry.value() instanceof ListNode list)) {
      throw new CatalogException(source + ":" + entry.value().position() + ": '" + entry.key()
          + "' must be a list of rule ids or categories");
    }
    List<String> result = new ArrayList<>();
    for (Node item : list.items()) {
      String id = scalar(source, item);
      if (!selector(id, catalog)) {
        throw new CatalogException(source + ":" + item.position() + ": unknown rule '" + id + "'"
            + " (a rule id, a category such as " + String.join(", ", RuleCatalog.CATEGORIES) + ", or all)");
      }
      result.add(id);
    }
    if (result.isEmpty() && entry.key().equals("select")) {
      throw new CatalogException(source + ":" + entry.value().position() + ": 'select' names no rule, which would"
          + " run none; give rule ids, categories or all");
    }
    return result;
  }

  private static List<String> checked(String option, List<String> selectors, RuleCatalog catalog)
      throws CatalogException {
    List<String> result = new ArrayList<>();
    for (String item : selectors) {
      for (String id : item.split(",")) {
        String s = id.strip();
        if (s.isEmpty()) {
          continue;
        }
        if (!selector(s, catalog)) {
          throw new CatalogException("hbase-advisor lint: " + option + ": unknown rule '" + s
              + "' (a rule id, a category such as " + String.join(", ", RuleCatalog.CATEGORIES) + ", or all)");
        }
        result.add(s);
      }
    }
    if (result.isEmpty() && option.equals("--select")) {
      throw new CatalogException("hbase-advisor lint: --select names no rule, which would run none; give rule ids,"
          + " categories or all");
    }
    return result;
  }

  private static boolean selector(String id, RuleCatalog catalog) {
    return id.equals("all") || RuleCatalog.CATEGORIES.contains(id) || catalog.get(id) != null;
  }

  private static double threshold(String source, RuleMeta meta, MapNode.Entry t) throws CatalogException {
    Threshold threshold = meta.thresholds().get(t.key());
    if (threshold == null) {
      throw new CatalogException(source + ":" + t.keyPosition() + ": rule '" + meta.id()
          + "' has no threshold '" + t.key() + "' (it has " + String.join(", ", meta.thresholds().keySet()) + ")");
    }
    if (!(t.value() instanceof ScalarNode s && s.value() instanceof Number n)) {
      throw new CatalogException(source + ":" + t.value().position() + ": a threshold must be a number");
    }
    double v = n.doubleValue();
    if (!(v >= threshold.min() && v <= threshold.max())) { // NaN too: it would switch the rule off
      throw new CatalogException(source + ":" + t.value().position() + ": threshold '" + t.key()
          + "' must lie between " + fmt(threshold.min()) + " and " + fmt(threshold.max()) + ", got " + fmt(v));
    }
    return v;
  }

  private static String fmt(double v) {
    return v == Math.rint(v) && !Double.isInfinite(v) ? Long.toString((long) v) : Double.toString(v);
  }

  private static MapNode asMap(String source, Node node) throws CatalogException {
    if (node instanceof MapNode map) {
      return map;
    }
    throw new CatalogException(source + ":" + node.position() + ": expected a map of rule ids");
  }

  private static RuleMeta known(String source, MapNode.Entry entry, RuleCatalog catalog) throws CatalogException {
    RuleMeta meta = catalog.get(entry.key());
    if (meta == null) {
      throw new CatalogException(source + ":" + entry.keyPosition() + ": unknown rule '" + entry.key() + "'");
    }
    return meta;
  }

  /**
   * Why {@code url} cannot be the base a rule id is appended to, or null when it can: it must end
   * with {@code #}, {@code /} or {@code =}, or every link would run the id into its last word.
   */
  public static String docsUrlProblem(String url) {
    if (url.endsWith("#") || url.endsWith("/") || url.endsWith("=")) {
      return null;
    }
    return "'" + url + "' must end with '#', '/' or '=': each rule id is appended to it (it would link "
        + url + "cell-too-large); did you mean '" + url + "#'?";
  }

  /** The settings of the file that {@code extend} names, read relative to {@code folder}; no cycles. */
  private static LintConfig extended(String source, MapNode.Entry entry, Path folder, RuleCatalog catalog,
      List<Path> chain) throws CatalogException {
    String where = source + ":" + entry.value().position();
    Path self = Path.of(source).toAbsolutePath().normalize();
    Path file = folder.resolve(scalar(source, entry.value())).normalize();
    chain.add(self);
    if (chain.contains(file)) {
      List<String> cycle = new ArrayList<>(chain.subList(chain.indexOf(file), chain.size()).stream()
          .map(Path::toString).toList());
      cycle.add(file.toString());
      throw new CatalogException(where + ": extend: a cycle: " + String.join(" extends ", cycle));
    }
    if (chain.size() > MAX_EXTEND_DEPTH) {
      throw new CatalogException(where + ": extend: more than " + MAX_EXTEND_DEPTH + " files extend each other");
    }
    String text;
    try {
      text = SourceText.read(file);
    } catch (SourceText.UnreadableException e) {
      throw new CatalogException(where + ": extend: cannot read " + file + ": " + e.getMessage());
    }
    return parse(file.toString(), text, catalog, chain);
  }

  private static List<String> globs(String source, MapNode.Entry entry) throws CatalogException {
    if (!(entry.value() instanceof ListNode list)) {
      throw new CatalogException(source + ":" + entry.value().position() + ": 'extend-exclude' must be a list of globs");
    }
    List<String> result = new ArrayList<>();
    for (Node item : list.items()) {
      String glob = scalar(source, item);
      String error = ExcludeGlobs.syntaxError(glob);
      if (error != null) {
        throw new CatalogException(source + ":" + item.position() + ": not a glob: " + error);
      }
      result.add(glob);
    }
    return result;
  }

  private static String scalar(String source, Node node) throws CatalogException {
    if (node instanceof ScalarNode s && s.value() != null) {
      return s.text();
    }
    throw new CatalogException(source + ":" + node.position() + ": expected a value");
  }
}
