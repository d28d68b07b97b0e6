package dev.hbaseadvisor.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Block edits of schema text keep every other line, comment and blank line as written. */
class SchemaTextTest {

  private static final String TEXT = """
      table: t   # the table
      rowkey:
        - field: a
        # an indented comment inside the block
        - field: b

      # about the families
      families:
        - name: d
      """;

  @Test
  void replace_swapsTheBlock_andKeepsTheCommentsBeforeTheNextKey() {
    assertEquals("""
        table: t   # the table
        rowkey:
          - field: b

        # about the families
        families:
          - name: d
        """, SchemaText.replaceBlock(TEXT, "rowkey", "rowkey:\n  - field: b\n"));
  }

  @Test
  void emptyReplacement_removesTheBlock() {
    assertEquals("""
        table: t   # the table

        # about the families
        families:
          - name: d
        """, SchemaText.replaceBlock(TEXT, "rowkey", ""));
  }

  @Test
  void absentKey_isAppended() {
    assertEquals(TEXT + "presplit:\n  algorithm: salt\n",
        SchemaText.replaceBlock(TEXT, "presplit", "presplit:\n  algorithm: salt\n"));
  }

  @Test
  void flowStyleBlockOnOneLine_isReplacedWhole() {
    assertEquals("table: t\nrowkey:\n  - field: b\nfamilies: [{name: d}]\n",
        SchemaText.replaceBlock("table: t\nrowkey: [{field: a}]\nfamilies: [{name: d}]\n", "rowkey",
            "rowkey:\n  - field: b"));
  }

  @Test
  void lastBlockOfTheFile_isReplacedToTheEnd() {
    assertEquals("table: t\nrowkey:\n  - field: b\n",
        SchemaText.replaceBlock("table: t\nrowkey:\n  - field: a\n", "rowkey", "rowkey:\n  - field: b\n"));
  }
}
