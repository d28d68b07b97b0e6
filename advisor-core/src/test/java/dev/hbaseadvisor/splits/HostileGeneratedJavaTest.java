package dev.hbaseadvisor.splits;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.JavacTask;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.testing.Schemas;
import java.io.StringWriter;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code splits --format java} for a table, a family and a schema file named to break out of
 * the generated comments and strings (issue 12, section 4): the class compiles, and its only
 * members are the ones the template writes, so nothing a name held became code.
 */
class HostileGeneratedJavaTest {

  /** No control characters: the loader refuses them in names (HostileTextOutputTest). */
  private static final String TABLE = "t */ static { System.exit(42); } /* \\u002a/ static {} /* \"q\" x";
  private static final String FAMILY = "d\"); static { System.exit(43); } //";
  private static final String SCHEMA_NAME = "s.yaml\n static { System.exit(44); } //";

  private static String generate() {
    TableSchema schema = Schemas.parse("table: \"" + TABLE.replace("\\", "\\\\").replace("\"", "\\\"")
        .replace("\n", "\\n") + "\"\nfields:\n  a: {type: string}\nrowkey: [{field: a}]\nfamilies:\n  - name: '"
        + FAMILY + "'\npresplit: {algorithm: hex, regions: 4}\n");
    assertEquals(TABLE, schema.table());
    return SplitOutput.render(Presplits.plan(schema), schema, SplitFormat.JAVA,
        new SplitOutput.Options(SCHEMA_NAME, "HostileTable", null));
  }

  private static JavaFileObject source(String text) {
    return new SimpleJavaFileObject(URI.create("string:///HostileTable.java"), JavaFileObject.Kind.SOURCE) {
      @Override
      public CharSequence getCharContent(boolean ignoreEncodingErrors) {
        return text;
      }
    };
  }

  @Test
  void hostileNames_stayInsideCommentsAndStrings() throws Exception {
    String java = generate();
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    JavacTask task = (JavacTask) javac.getTask(new StringWriter(), null, null, List.of("-proc:none"), null,
        List.of(source(java)));
    List<String> members = new ArrayList<>();
    for (CompilationUnitTree unit : task.parse()) {
      assertEquals(1, unit.getTypeDecls().size(), java);
      ClassTree type = (ClassTree) unit.getTypeDecls().get(0);
      assertEquals("HostileTable", type.getSimpleName().toString());
      for (Tree member : type.getMembers()) {
        members.add(switch (member.getKind()) {
          case VARIABLE -> "field " + ((VariableTree) member).getName();
          case METHOD -> "method " + ((MethodTree) member).getName();
          default -> member.getKind().toString();
        });
      }
    }
    assertEquals(List.of("field TABLE", "field SPLITS", "method <init>", "method splits", "method splits0",
        "method descriptor", "method createTable", "method main"), members, java);
    assertTrue(java.contains("Creates table t *\\/ static { System.exit(42); } /* \\\\u002a/ static {} /*"
        + " \\\"q\\\" x with"), java);
  }

  @Test
  void hostileNames_compile(@TempDir Path out) throws Exception {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, null, null)) {
      files.setLocation(StandardLocation.CLASS_OUTPUT, List.of(out.toFile()));
      boolean ok = javac.getTask(new StringWriter(), files, diagnostics,
          List.of("-classpath", System.getProperty("java.class.path"), "-proc:none"), null,
          List.of(source(generate()))).call();
      List<String> errors = diagnostics.getDiagnostics().stream()
          .filter(d -> d.getKind() == Diagnostic.Kind.ERROR).map(Object::toString).toList();
      assertTrue(ok && errors.isEmpty(), String.join("\n", errors));
    }
  }

  private static TableSchema small(String presplit) {
    return Schemas.parse("table: t\nfields:\n  a: {type: string}\nrowkey: [{field: a}]\nfamilies: [{name: d}]\n"
        + presplit);
  }

  @ParameterizedTest
  @ValueSource(strings = {"record", "var", "yield", "sealed", "permits"})
  void restrictedIdentifier_cannotNameTheClass(String name) {
    TableSchema schema = small("");
    SplitException e = assertThrows(SplitException.class, () -> SplitOutput.render(Presplits.plan(schema), schema,
        SplitFormat.JAVA, new SplitOutput.Options(null, name, null)));
    assertEquals("'" + name + "' is a restricted identifier in Java 17, which cannot name a class; choose another"
        + " --output file name", e.getMessage());
  }

  @ParameterizedTest
  @ValueSource(strings = {"Bytes", "Admin", "List", "ArrayList", "TableName", "Configuration", "IOException", "String"})
  void nameOfAClassTheSourceUses_cannotNameTheClass(String name) {
    TableSchema schema = small("");
    SplitException e = assertThrows(SplitException.class, () -> SplitOutput.render(Presplits.plan(schema), schema,
        SplitFormat.JAVA, new SplitOutput.Options(null, name, null)));
    assertTrue(e.getMessage().startsWith("'" + name + "' is the name of "), e.getMessage());
  }

  @Test
  void moreSplitKeysThanAClassHolds_areRefused() {
    TableSchema schema = small("presplit: {algorithm: hex, regions: " + (SplitOutput.MAX_JAVA_SPLIT_KEYS + 2) + "}\n");
    SplitException e = assertThrows(SplitException.class, () -> SplitOutput.render(Presplits.plan(schema), schema,
        SplitFormat.JAVA, new SplitOutput.Options(null, null, null)));
    assertEquals("the java format writes each split key as a constant of one class, which holds at most 32000 of"
        + " them, not 32001; write --format shell (its keys go to a file) or ask for fewer regions", e.getMessage());
  }

  @Test
  void classNameThatIsNotAnIdentifier_isRefused() {
    TableSchema schema = Schemas.parse("table: t\nfields:\n  a: {type: string}\nrowkey: [{field: a}]\n"
        + "families: [{name: d}]\n");
    SplitException e = assertThrows(SplitException.class, () -> SplitOutput.render(Presplits.plan(schema), schema,
        SplitFormat.JAVA, new SplitOutput.Options(null, "X { static { System.exit(1); } } class Y", null)));
    assertEquals("'X { static { System.exit(1); } } class Y' is not a Java class name; choose another --output"
        + " file name", e.getMessage());
  }
}
