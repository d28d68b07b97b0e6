package dev.hbaseadvisor.rules;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The built-in rule catalog compiled at build time ({@code process-classes}, advisor-core's pom)
 * into one binary resource, {@value #RESOURCE}, so that a command reads one small file instead of
 * parsing every {@code rules/<id>.yaml} at start. The YAML files stay the source:
 * {@code CompiledCatalogTest} checks that the compiled form gives the same entries.
 */
public final class CompiledCatalog {

  /** The classpath resource the build writes. */
  public static final String RESOURCE = "rules/catalog.bin";
  private static final int VERSION = 1;

  private CompiledCatalog() {}

  /** Writes the YAML catalog of the built-in rules to the file named by {@code args[0]}. */
  public static void main(String[] args) throws IOException, CatalogException {
    RuleCatalog catalog = RuleCatalog.load(BuiltInRules.ids());
    try (OutputStream out = Files.newOutputStream(Path.of(args[0]))) {
      write(catalog.all(), out);
    }
  }

  static void write(Iterable<RuleMeta> entries, OutputStream stream) throws IOException {
    List<RuleMeta> list = new ArrayList<>();
    entries.forEach(list::add);
    DataOutputStream out = new DataOutputStream(new BufferedOutputStream(stream));
    out.writeInt(VERSION);
    out.writeInt(list.size());
    for (RuleMeta m : list) {
      out.writeUTF(m.id());
      out.writeUTF(m.title());
      out.writeUTF(m.severity().name());
      out.writeUTF(m.category());
      out.writeUTF(m.rationale());
      out.writeUTF(m.fix());
      out.writeUTF(m.since());
      out.writeInt(m.references().size());
      for (String reference : m.references()) {
        out.writeUTF(reference);
      }
      out.writeInt(m.thresholds().size());
      for (Threshold t : m.thresholds().values()) {
        out.writeUTF(t.name());
        out.writeDouble(t.defaultValue());
        out.writeDouble(t.min());
        out.writeDouble(t.max());
        out.writeUTF(t.description());
      }
    }
    out.flush();
  }

  /** The compiled entries by id, in the order written; null when the resource is absent or of another version. */
  static Map<String, RuleMeta> read() throws IOException {
    try (InputStream resource = CompiledCatalog.class.getClassLoader().getResourceAsStream(RESOURCE)) {
      return resource == null ? null : read(resource);
    }
  }

  static Map<String, RuleMeta> read(InputStream stream) throws IOException {
    DataInputStream in = new DataInputStream(new BufferedInputStream(stream));
    if (in.readInt() != VERSION) {
      return null;
    }
    int count = in.readInt();
    Map<String, RuleMeta> entries = new LinkedHashMap<>();
    for (int i = 0; i < count; i++) {
      String id = in.readUTF();
      String title = in.readUTF();
      Severity severity = Severity.valueOf(in.readUTF());
      String category = in.readUTF();
      String rationale = in.readUTF();
      String fix = in.readUTF();
      String since = in.readUTF();
      List<String> references = new ArrayList<>();
      for (int r = in.readInt(); r > 0; r--) {
        references.add(in.readUTF());
      }
      Map<String, Threshold> thresholds = new LinkedHashMap<>();
      for (int t = in.readInt(); t > 0; t--) {
        String name = in.readUTF();
        thresholds.put(name, new Threshold(name, in.readDouble(), in.readDouble(), in.readDouble(), in.readUTF()));
      }
      entries.put(id, new RuleMeta(id, title, severity, category, rationale, fix, List.copyOf(references),
          thresholds, since));
    }
    return entries;
  }
}
