package dev.hbaseadvisor.importer;

import dev.hbaseadvisor.model.SchemaException;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads Apache Phoenix DDL ({@code .sql}: {@code CREATE TABLE}, {@code CREATE INDEX},
 * {@code ALTER TABLE}, {@code DROP}) into one schema file per table and global index, the key
 * written with Phoenix's own bytes; a file alone, or several as one history of migrations.
 */
public final class PhoenixDdlReader implements DefinitionReader {

  @Override
  public List<ImportedTable> read(String fileName, String text) throws SchemaException {
    return history(List.of(fileName), List.of(text)).stream().map(Created::table).toList();
  }

  /**
   * A table of a history and the file whose statement created it.
   *
   * @param table the table as its last state
   * @param file the file of its {@code CREATE}
   */
  public record Created(ImportedTable table, String file) {}

  /**
   * The tables left when the files run one after another, as a folder of migrations does
   * ({@code V1__create.sql}, then {@code V2__add_column.sql}): each table's state after the last
   * file, with every problem in the file it is in.
   */
  public List<Created> history(List<String> fileNames, List<String> texts) throws SchemaException {
    DdlProblems problems = new DdlProblems(fileNames.get(0));
    List<List<SqlToken>> tokens = new ArrayList<>();
    for (int i = 0; i < fileNames.size(); i++) {
      DdlProblems own = new DdlProblems(fileNames.get(i));
      tokens.add(SqlTokenizer.tokenize(texts.get(i), own));
      problems.addAll(own);
    }
    List<Created> imported = new ArrayList<>();
    for (PhoenixTable table : PhoenixDdlParser.history(fileNames, tokens, problems)) {
      problems.current(table.file);
      imported.add(new Created(PhoenixSchemaWriter.write(table.file, table, problems), table.file));
    }
    problems.throwIfAny();
    return List.copyOf(imported);
  }
}
