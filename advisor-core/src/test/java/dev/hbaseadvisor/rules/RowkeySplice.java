package dev.hbaseadvisor.rules;

import dev.hbaseadvisor.model.SchemaException;
import dev.hbaseadvisor.model.SchemaLoader;
import dev.hbaseadvisor.model.TableSchema;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Pastes a {@code rowkey:} block into schema text in place of the one it has, as a user would. */
final class RowkeySplice {

  private RowkeySplice() {}

  /**
   * The schema text with its top-level {@code rowkey:} block (the key line and every indented,
   * blank or comment line after it) replaced by {@code block}.
   */
  static String splice(String schema, String block) {
    List<String> lines = new ArrayList<>(List.of(schema.split("\n", -1)));
    int start = -1;
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).startsWith("rowkey:")) {
        start = i;
        break;
      }
    }
    if (start < 0) {
      throw new AssertionError("no top-level rowkey: in\n" + schema);
    }
    int end = start + 1;
    while (end < lines.size() && (lines.get(end).isBlank() || lines.get(end).startsWith(" ")
        || lines.get(end).startsWith("#"))) {
      end++;
    }
    List<String> result = new ArrayList<>(lines.subList(0, start));
    result.addAll(List.of(block.stripTrailing().split("\n")));
    result.addAll(lines.subList(end, lines.size()));
    return String.join("\n", result);
  }

  /** Loads spliced text, failing the test with the loader's messages and the text. */
  static TableSchema load(String text) {
    try {
      return SchemaLoader.parse(text, Path.of("suggested.yaml"), "suggested.yaml");
    } catch (SchemaException e) {
      throw new AssertionError("the suggested schema does not load:\n" + e.getMessage() + "\n" + text, e);
    }
  }
}
