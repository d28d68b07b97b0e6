package dev.hbaseadvisor.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.testing.Schemas;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * A real edit of an example: the example's text, edited into an old and a new version, compared.
 * Each change prints as {@code id path old -> new}.
 */
record DiffCase(String name, String example, UnaryOperator<String> oldEdit, UnaryOperator<String> newEdit,
    List<String> expected) {

  static final ChangeCatalog CATALOG = ChangeCatalog.builtIn();

  /** An edit replacing text that occurs exactly once. */
  static UnaryOperator<String> replace(String from, String to) {
    return text -> {
      int at = text.indexOf(from);
      assertEquals(true, at >= 0 && text.indexOf(from, at + 1) < 0, "'" + from + "' must occur exactly once");
      return text.replace(from, to);
    };
  }

  /** Several edits in order. */
  @SafeVarargs
  static UnaryOperator<String> edits(UnaryOperator<String>... steps) {
    return text -> {
      String t = text;
      for (UnaryOperator<String> step : steps) {
        t = step.apply(t);
      }
      return t;
    };
  }

  static final UnaryOperator<String> NONE = UnaryOperator.identity();

  /** Compares two examples as they are, the old one named {@code old.yaml}, the new {@code new.yaml}. */
  static List<Change> examples(String oldExample, String newExample) {
    return compare(read(oldExample), read(newExample));
  }

  List<Change> changes() {
    String text = read(example);
    return compare(oldEdit.apply(text), newEdit.apply(text));
  }

  static List<Change> compare(String oldText, String newText) {
    return SchemaDiff.compare(CATALOG, parse(oldText, "old.yaml"), "old.yaml", parse(newText, "new.yaml"), "new.yaml",
        false);
  }

  static String read(String example) {
    return Schemas.exampleText(example);
  }

  static TableSchema parse(String text, String name) {
    return Schemas.parse(text, name);
  }

  static List<String> brief(List<Change> changes) {
    return changes.stream().map(c -> c.id() + " " + c.path() + " " + c.oldValue() + " -> " + c.newValue()).toList();
  }

  @Override
  public String toString() {
    return name;
  }
}
