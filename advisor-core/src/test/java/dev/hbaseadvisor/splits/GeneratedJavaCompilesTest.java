package dev.hbaseadvisor.splits;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.model.TableSchema;
import java.io.StringWriter;
import java.net.URI;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;
import org.apache.hadoop.hbase.util.Bytes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Java that {@code splits --format java} writes compiles, warning-free, against HBase 2.6.4's
 * own client API ({@code hbase-client} and {@code hbase-common}, test-scoped), and once loaded
 * its {@code SPLITS} hold the plan's keys byte for byte; a schema with a split policy's own
 * attribute (set with {@code setValue}) compiles too. One compiler run covers every example.
 */
class GeneratedJavaCompilesTest {

  @Test
  void generatedClasses_compileAgainstHBaseClient_andHoldThePlansKeys(@TempDir Path out) throws Exception {
    List<String> names = new ArrayList<>(SplitOutputGoldenTest.EXAMPLES);
    names.add("guide-hex-bytes.yaml");
    Map<String, PresplitPlan> plans = new LinkedHashMap<>();
    List<JavaFileObject> units = new ArrayList<>();
    List<TableSchema> schemas = new ArrayList<>();
    for (String name : names) {
      schemas.add(SplitOutputGoldenTest.load(name));
    }
    schemas.add(TableAttributesTest.withPolicy("""
        cluster:
          maxFileSize: 256MiB
          splitPolicy: delimited-key-prefix
          delimiter: '|'
        """));
    for (int i = 0; i < schemas.size(); i++) {
      TableSchema schema = schemas.get(i);
      PresplitPlan plan = Presplits.plan(schema);
      // Two examples share a table name, so number the classes.
      String className = SplitOutput.className(schema.table()) + i;
      String source = SplitOutput.render(plan, schema, SplitFormat.JAVA,
          new SplitOutput.Options(schema.source().getFileName().toString(), className, null));
      plans.put(className, plan);
      units.add(new SimpleJavaFileObject(URI.create("string:///" + className + ".java"), JavaFileObject.Kind.SOURCE) {
        @Override
        public CharSequence getCharContent(boolean ignoreEncodingErrors) {
          return source;
        }
      });
    }

    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, null, null)) {
      files.setLocation(StandardLocation.CLASS_OUTPUT, List.of(out.toFile()));
      StringWriter log = new StringWriter();
      boolean ok = javac.getTask(log, files, diagnostics,
          List.of("-classpath", System.getProperty("java.class.path"), "-Xlint:all", "-proc:none"), null, units).call();
      // The HBase jars come without their annotation jars (yetus, findbugs), which makes javac warn
      // about the jars; the generated sources themselves must compile without any diagnostic.
      List<String> own = diagnostics.getDiagnostics().stream()
          .filter(d -> d.getKind() == Diagnostic.Kind.ERROR || units.contains(d.getSource()))
          .map(Object::toString).toList();
      assertTrue(ok && own.isEmpty(), "generated Java does not compile cleanly:\n" + String.join("\n", own) + log);
    }

    try (URLClassLoader loader = new URLClassLoader(new URL[] {out.toUri().toURL()}, getClass().getClassLoader())) {
      for (Map.Entry<String, PresplitPlan> entry : plans.entrySet()) {
        byte[][] splits = (byte[][]) loader.loadClass(entry.getKey()).getField("SPLITS").get(null);
        List<String> expected = entry.getValue().splits().stream().map(Bytes::toStringBinary).toList();
        List<String> actual = java.util.Arrays.stream(splits).map(Bytes::toStringBinary).collect(Collectors.toList());
        assertEquals(expected, actual, entry.getKey());
      }
    }
  }
}
