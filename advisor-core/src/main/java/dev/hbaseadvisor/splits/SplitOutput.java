package dev.hbaseadvisor.splits;


import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.model.Family;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.report.Json;
import dev.hbaseadvisor.report.Templates;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Renders a {@link PresplitPlan}: JSON, the region table and the {@code SPLITS_FILE} (streamed)
 * here, the code users paste (Java, HBase shell) from the Freemarker templates in
 * {@code templates/splits/}.
 * The same plan and options always give the same text: no time, no version, no hash order.
 */
public final class SplitOutput {

  /** Above this many split keys the shell command reads them from a {@code SPLITS_FILE}. */
  public static final int SHELL_INLINE_LIMIT = 100;

  /** Split keys per generated Java method, well inside the JVM's 64 KiB method limit. */
  static final int JAVA_KEYS_PER_METHOD = 500;

  /**
   * The most split keys the generated class holds: each is a string constant, two of a class's
   * 65,535 constant-pool entries (32,000 hex keys compile; 40,000 gave javac's "too many constants").
   */
  public static final int MAX_JAVA_SPLIT_KEYS = 32_000;

  /** Identifiers Java 17 restricts: legal names, but not of a class ({@code class record} does not compile). */
  private static final Set<String> RESTRICTED_IDENTIFIERS = Set.of("var", "yield", "record", "sealed", "permits");

  /** An {@code import} of the generated source, whose simple name the class must not take. */
  private static final java.util.regex.Pattern IMPORT =
      java.util.regex.Pattern.compile("(?m)^import ([\\w.]+\\.(\\w+));$");


  private SplitOutput() {}

  /**
   * How to name things in generated code.
   *
   * @param schemaName the schema file's name, for banners ({@code game-focus-md5.yaml}), or null
   * @param className the Java class name, or null to derive it from the table name
   * @param splitsFile the {@code SPLITS_FILE} name the shell command refers to, or null for
   *     {@code <table>-splits.txt}
   * @param packageName the Java package of the generated class, or null for none
   */
  public record Options(String schemaName, String className, String splitsFile, String packageName) {

    /** Options without a Java package. */
    public Options(String schemaName, String className, String splitsFile) {
      this(schemaName, className, splitsFile, null);
    }

    /** Options for a schema, everything else derived. */
    public static Options of(TableSchema schema) {
      return new Options(schema == null || schema.source() == null ? null
          : schema.source().getFileName().toString(), null, null);
    }
  }

  /** The text of a plan in a format; {@code schema} may be null except for java and shell. */
  public static String render(PresplitPlan plan, TableSchema schema, SplitFormat format, Options options) {
    if (format == SplitFormat.FILE || format == SplitFormat.JSON) {
      StringWriter text = new StringWriter();
      try {
        write(plan, schema, format, options, text);
      } catch (IOException e) {
        throw new UncheckedIOException(e); // a StringWriter does not fail
      }
      return text.toString();
    }
    checkSchema(schema, format);
    return switch (format) {
      case TEXT -> text(plan, schema);
      case JAVA -> java(plan, schema, options);
      case SHELL -> template(SHELL_TEMPLATE, model(plan, schema, options, SHELL_TEMPLATE));
      case FILE, JSON -> throw new IllegalStateException("rendered above");
    };
  }

  /**
   * Writes what {@link #render} returns to {@code out}. The {@code file} format streams: one
   * split key per line in {@code Bytes.toStringBinary} form, as the HBase shell's
   * {@code SPLITS_FILE} reads it (every line, chomped, through {@code Bytes.toBytesBinary}), with
   * no banner, since the shell would read a banner line as one more split key; a million keys
   * never stand in memory as text.
   */
  public static void write(PresplitPlan plan, TableSchema schema, SplitFormat format, Options options, Writer out)
      throws IOException {
    if (format == SplitFormat.JSON) {
      checkSchema(schema, format);
      json(plan, out);
      return;
    }
    if (format != SplitFormat.FILE) {
      out.write(render(plan, schema, format, options));
      return;
    }
    checkSchema(schema, format);
    for (byte[] key : plan.splits()) {
      out.write(Bytes.toStringBinary(key));
      out.write('\n');
    }
  }

  private static void checkSchema(TableSchema schema, SplitFormat format) {
    if (format.needsSchema() && schema == null) {
      throw new SplitException("format " + format.name().toLowerCase(Locale.ROOT)
          + " creates the table with its column families, so it needs a schema file");
    }
  }

  /** Whether the shell output reads its keys from a {@code SPLITS_FILE} rather than inline. */
  public static boolean usesSplitsFile(PresplitPlan plan) {
    return plan.splits().size() > SHELL_INLINE_LIMIT;
  }

  /** The {@code SPLITS_FILE} name the shell output refers to. */
  public static String splitsFileName(TableSchema schema, Options options) {
    if (options.splitsFile() != null) {
      return options.splitsFile();
    }
    return schema.table().replaceAll("[^A-Za-z0-9_.-]", "_") + "-splits.txt";
  }

  /** The Java class name for a table: {@code metrics:log_data} gives {@code LogDataTable}. */
  public static String className(String table) {
    String name = table.substring(table.indexOf(':') + 1);
    StringBuilder sb = new StringBuilder();
    boolean upper = true;
    for (char c : name.toCharArray()) {
      if (Character.isLetterOrDigit(c) && c < 0x80) {
        sb.append(upper ? Character.toUpperCase(c) : c);
        upper = false;
      } else {
        upper = true;
      }
    }
    if (sb.length() == 0 || !Character.isJavaIdentifierStart(sb.charAt(0))) {
      sb.insert(0, 'T');
    }
    return sb.append("Table").toString();
  }

  // ---- JSON ----

  /**
   * The JSON form, written as it is made: a million regions (each twice, as a split key and in
   * {@code regionsDetail}) never stand in memory as a tree of nodes (docs/limits.md).
   */
  private static void json(PresplitPlan plan, Writer out) throws IOException {
    Json.stream(out, g -> writeJson(plan, g));
  }

  private static void writeJson(PresplitPlan plan, JsonGenerator g) {
    g.writeStartObject();
    g.writeName("algorithm");
    g.writeString(plan.algorithm().yamlName());
    g.writeName("regions");
    g.writeNumber(plan.regionCount());
    g.writeName("splits");
    g.writeStartArray();
    for (byte[] k : plan.splits()) {
      g.writeString(Bytes.toStringBinary(k));
    }
    g.writeEndArray();
    g.writeName("regionsDetail");
    g.writeStartArray();
    for (Region region : plan.regions()) {
      g.writeStartObject();
      g.writeName("start");
      g.writeString(Bytes.toStringBinary(region.start()));
      g.writeName("end");
      g.writeString(Bytes.toStringBinary(region.end()));
      g.writeName("reachable");
      if (region.reachable() == null) {
        g.writeNull();
        g.writeName("expectedShare");
        g.writeNull();
      } else {
        g.writeBoolean(region.reachable());
        g.writeName("expectedShare");
        g.writeNumber(round(region.expectedShare()));
      }
      g.writeEndObject();
    }
    g.writeEndArray();
    if (plan.assessed()) {
      // What expectedShare describes: the shares of writes over the workload's first this many seconds.
      g.writeName("expectedShareHorizon");
      g.writeStartObject();
      g.writeName("seconds");
      g.writeNumber(plan.shareSeconds());
      g.writeName("wholeWorkload");
      g.writeBoolean(plan.wholeWorkload());
      g.writeName("sampleKeys");
      g.writeNumber(plan.sampleKeys());
      g.writeEndObject();
    }
    g.writeEndObject();
  }

  /**
   * Which stretch of the workload the shares describe: "over the whole workload (2h)" or "over the
   * workload's first 5s (--horizon)"; {@code splits} and {@code report} say it alike.
   */
  public static String horizon(PresplitPlan plan) {
    String span = dev.hbaseadvisor.model.Quantities.formatDuration(Math.max(1, Math.round(plan.shareSeconds())));
    return plan.wholeWorkload() ? "over the whole workload (" + span + ")"
        : "over the workload's first " + span + " (--horizon)";
  }

  private static double round(double share) {
    return Math.round(share * 1_000_000) / 1_000_000.0;
  }

  // ---- text ----

  private static String text(PresplitPlan plan, TableSchema schema) {
    StringBuilder sb = new StringBuilder();
    sb.append(schema == null ? "Split keys" : "Table " + schema.table()).append(": ")
        .append(Quantities.plural(plan.regionCount(), "region")).append(", algorithm ")
        .append(plan.algorithm().yamlName()).append(plan.automatic() ? " (chosen by auto)" : "").append('\n');
    sb.append("  ").append(plan.description()).append('\n');
    if (plan.assessed()) {
      sb.append("  reachability: exact, from the rowkey's segments; shares: ").append(Quantities.plural(plan.sampleKeys(), "key"))
          .append(" generated with seed ").append(plan.seed()).append(", ").append(horizon(plan)).append('\n');
    }
    sb.append('\n');
    List<String[]> rows = new ArrayList<>();
    rows.add(plan.assessed() ? new String[] {"region", "start", "end", "reachable", "share"}
        : new String[] {"region", "start", "end"});
    for (Region r : plan.regions()) {
      String start = r.start().length == 0 ? "(first)" : Bytes.toStringBinary(r.start());
      String end = r.end().length == 0 ? "(last)" : Bytes.toStringBinary(r.end());
      if (plan.assessed()) {
        rows.add(new String[] {Integer.toString(r.index()), start, end, r.reachable() ? "yes" : "NO",
            String.format(Locale.ROOT, "%.2f%%", 100 * r.expectedShare())});
      } else {
        rows.add(new String[] {Integer.toString(r.index()), start, end});
      }
    }
    int[] widths = new int[rows.get(0).length];
    for (String[] row : rows) {
      for (int i = 0; i < row.length; i++) {
        widths[i] = Math.max(widths[i], row[i].length());
      }
    }
    for (String[] row : rows) {
      StringBuilder line = new StringBuilder();
      for (int i = 0; i < row.length; i++) {
        String cell = row[i];
        boolean right = i == 0 || i == row.length - 1 && plan.assessed();
        String pad = " ".repeat(widths[i] - cell.length());
        line.append(i == 0 ? "" : "  ").append(right ? pad + cell : cell + (i == row.length - 1 ? "" : pad));
      }
      sb.append(line.toString().stripTrailing()).append('\n');
    }
    List<Region> unreachable = plan.unreachable();
    if (!unreachable.isEmpty()) {
      sb.append('\n').append(unreachable.size()).append(" of ").append(Quantities.plural(plan.regionCount(), "region"))
          .append(" can never receive a key: ")
          .append(String.join(", ", unreachable.stream().map(r -> "R" + r.index()).toList())).append('\n');
    }
    plan.salt().filter(s -> !s.aligned()).ifPresent(s -> sb.append('\n').append(s.misaligned().size())
        .append(" split keys cut a value of the leading ").append(s.segment()).append(" in two\n"));
    for (PresplitProblem warning : plan.warnings()) {
      sb.append("warning: ").append(warning.message()).append('\n');
    }
    return sb.toString();
  }

  // ---- templates ----

  private static final String SHELL_TEMPLATE = "create-table.hbase-shell.ftl";

  private static Map<String, Object> model(PresplitPlan plan, TableSchema schema, Options options,
      String templateName) {
    Map<String, Object> model = new LinkedHashMap<>();
    List<String> splits = plan.splits().stream().map(Bytes::toStringBinary).toList();
    model.put("splits", splits);
    if (schema == null) {
      return model;
    }
    String source = options.schemaName() == null ? "a schema" : options.schemaName();
    String regenerate = options.schemaName() == null ? "" : "Regenerate: hbase-advisor splits " + options.schemaName()
        + " --format " + (SHELL_TEMPLATE.equals(templateName) ? "shell" : "java")
        + (options.packageName() == null ? "" : " --package " + options.packageName());
    model.put("table", schema.table());
    model.put("quotedTable", rubyQuoted(schema.table()));
    model.put("regions", plan.regionCount());
    model.put("description", plan.description());
    String className = options.className() != null ? options.className() : className(schema.table());
    if (!javax.lang.model.SourceVersion.isName(className) || className.contains(".")) {
      throw new SplitException("'" + className + "' is not a Java class name; choose another --output file name");
    }
    if (RESTRICTED_IDENTIFIERS.contains(className)) {
      throw new SplitException("'" + className + "' is a restricted identifier in Java 17, which cannot name a class;"
          + " choose another --output file name");
    }
    model.put("className", className);
    List<List<String>> chunks = new ArrayList<>();
    for (int i = 0; i < splits.size(); i += JAVA_KEYS_PER_METHOD) {
      chunks.add(splits.subList(i, Math.min(splits.size(), i + JAVA_KEYS_PER_METHOD)));
    }
    model.put("chunks", chunks);
    model.put("quotedSplits", splits.stream().map(SplitOutput::rubyQuoted).toList());
    if (options.packageName() != null) {
      model.put("packageName", options.packageName());
    }
    List<Map<String, Object>> families = new ArrayList<>();
    for (Family f : schema.families()) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("name", f.name());
      m.put("quotedName", rubyQuoted(f.name()));
      m.put("versions", f.versions());
      m.put("minVersions", f.minVersions());
      m.put("ttl", Math.min(f.ttlSeconds(), Integer.MAX_VALUE));
      m.put("ttlForever", f.ttlForever());
      m.put("keepDeletedCells", f.keepDeletedCells() ? "TRUE" : "FALSE");
      m.put("compression", f.compression().toUpperCase(Locale.ROOT));
      m.put("bloomFilter", f.bloomFilter().toUpperCase(Locale.ROOT));
      m.put("dataBlockEncoding", f.dataBlockEncoding().toUpperCase(Locale.ROOT));
      m.put("blockSize", f.blockSize());
      m.put("inMemory", f.inMemory());
      m.put("mob", f.mob());
      m.put("mobThreshold", f.mobThreshold());
      families.add(m);
    }
    model.put("families", families);
    List<Map<String, Object>> tableOptions = new ArrayList<>();
    List<Map<String, Object>> metadata = new ArrayList<>();
    for (TableAttributes.Attribute a : TableAttributes.of(schema)) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("key", a.key());
      m.put("quotedKey", rubyQuoted(a.key()));
      m.put("value", a.value());
      m.put("quotedValue", rubyQuoted(a.value()));
      (a.metadata() ? metadata : tableOptions).add(m);
    }
    model.put("tableOptions", tableOptions);
    model.put("metadata", metadata);
    model.put("leftToCluster", TableAttributes.leftToCluster(schema));
    List<String> banner = new ArrayList<>();
    banner.add("Generated by hbase-advisor splits from " + source + " (algorithm " + plan.algorithm().yamlName()
        + ", " + plan.regionCount() + (plan.regionCount() == 1 ? " region" : " regions") + "); do not edit.");
    if (!regenerate.isEmpty()) {
      banner.add(regenerate);
    }
    model.put("banner", banner);
    if (usesSplitsFile(plan)) {
      String file = splitsFileName(schema, options);
      model.put("splitsFile", file);
      model.put("quotedSplitsFile", rubyQuoted(file));
      model.put("splitsFileCommand", "hbase-advisor splits " + (options.schemaName() == null ? "SCHEMA"
          : options.schemaName()) + " --format file --output " + file);
    }
    return model;
  }

  /** A Ruby single-quoted string: only the quote needs a backslash (toStringBinary never emits one alone). */
  private static String rubyQuoted(String text) {
    return "'" + text.replace("\\", "\\\\").replace("\\\\x", "\\x").replace("'", "\\'") + "'";
  }

  /**
   * The Java source, refused when it could not compile: more split keys than a class holds, or a
   * class name that is a restricted identifier or the simple name of something the source imports
   * or uses from {@code java.lang}.
   */
  private static String java(PresplitPlan plan, TableSchema schema, Options options) {
    if (plan.splits().size() > MAX_JAVA_SPLIT_KEYS) {
      throw new SplitException("the java format writes each split key as a constant of one class, which holds at"
          + " most " + MAX_JAVA_SPLIT_KEYS + " of them, not " + plan.splits().size() + "; write --format shell"
          + " (its keys go to a file) or ask for fewer regions");
    }
    Map<String, Object> model = model(plan, schema, options, "create-table.java.ftl");
    String className = (String) model.get("className");
    String source = template("create-table.java.ftl", model);
    java.util.regex.Matcher imports = IMPORT.matcher(source);
    while (imports.find()) {
      if (imports.group(2).equals(className)) {
        throw new SplitException("'" + className + "' is the name of a class the generated code imports ("
            + imports.group(1) + "); choose another --output file name");
      }
    }
    if (className.equals("String")) {
      throw new SplitException("'String' is the name of java.lang.String, which the generated code uses; choose"
          + " another --output file name");
    }
    return source;
  }

  private static String template(String name, Map<String, Object> model) {
    return Templates.render("splits/" + name, model);
  }
}
