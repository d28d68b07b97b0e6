package dev.hbaseadvisor.rules;

import dev.hbaseadvisor.model.SaltSegment;
import dev.hbaseadvisor.model.SchemaException;
import dev.hbaseadvisor.model.SchemaLoader;
import dev.hbaseadvisor.model.Segment;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.plan.CandidateCheck;
import java.util.List;

/**
 * Lints the rowkeys {@code recommend} proposes as the files a user would get by pasting them:
 * the {@code rowkey:} block rendered by {@link RowkeyYaml} replaces the schema's own, the old
 * pre-split goes (its split points belong to the old key; a salt-led key gets
 * {@code algorithm: salt}), and the text is loaded and linted.
 */
public final class CandidateLint implements CandidateCheck {

  private final TableSchema schema;
  private final String text;
  private final Linter linter;

  /** Checks candidates of a schema loaded from {@code text} with a linter. */
  public CandidateLint(TableSchema schema, String text, Linter linter) {
    this.schema = schema;
    this.text = text;
    this.linter = linter;
  }

  @Override
  public List<String> current() {
    return errors(schema);
  }

  @Override
  public List<String> candidate(List<Segment> rowkey) {
    String edited = SchemaText.replaceBlock(text, "rowkey", RowkeyYaml.render(schema, rowkey));
    boolean salted = rowkey.get(0) instanceof SaltSegment;
    edited = SchemaText.replaceBlock(edited, "presplit", salted ? "presplit:\n  algorithm: salt\n" : "");
    try {
      return errors(SchemaLoader.parse(edited, schema.source(), schema.source() + " (candidate)"));
    } catch (SchemaException e) {
      return null;
    }
  }

  private List<String> errors(TableSchema s) {
    return linter.lint(s).stream().filter(f -> f.severity() == Severity.ERROR)
        .map(f -> f.rule() + " at " + f.path()).toList();
  }
}
