package dev.hbaseadvisor.rules;

import dev.hbaseadvisor.model.SchemaException;
import dev.hbaseadvisor.model.SchemaLoader;
import dev.hbaseadvisor.model.TableSchema;
import java.nio.file.Path;

/** Pastes a {@code rowkey:} block (and a {@code families:} block) into schema text in place of its own, as a user would. */
public final class RowkeySplice {

  private RowkeySplice() {}

  /**
   * The schema text with its top-level {@code rowkey:} block replaced by {@code block}
   * ({@link SchemaText#replaceBlock}: comments and blank lines before the next key stay).
   */
  public static String splice(String schema, String block) {
    if (!schema.startsWith("rowkey:") && !schema.contains("\nrowkey:")) {
      throw new AssertionError("no top-level rowkey: in\n" + schema);
    }
    return SchemaText.replaceBlock(schema, "rowkey", block);
  }

  /**
   * The schema text with its {@code rowkey:} and {@code families:} blocks replaced, as a user
   * pastes a candidate that changes the column layout.
   */
  public static String splice(String schema, String rowkey, String families) {
    return SchemaText.replaceBlock(splice(schema, rowkey), "families", families);
  }

  /** Loads spliced text, failing the test with the loader's messages and the text. */
  public static TableSchema load(String text) {
    try {
      return SchemaLoader.parse(text, Path.of("suggested.yaml"), "suggested.yaml");
    } catch (SchemaException e) {
      throw new AssertionError("the suggested schema does not load:\n" + e.getMessage() + "\n" + text, e);
    }
  }
}
