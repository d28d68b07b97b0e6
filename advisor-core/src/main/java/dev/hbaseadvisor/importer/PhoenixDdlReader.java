package dev.hbaseadvisor.importer;

import dev.hbaseadvisor.model.SchemaException;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads Apache Phoenix DDL ({@code .sql}: {@code CREATE TABLE}, {@code CREATE INDEX},
 * {@code ALTER TABLE}) into one schema file per table and global index, the key written with
 * Phoenix's own bytes.
 */
public final class PhoenixDdlReader implements DefinitionReader {

  @Override
  public List<ImportedTable> read(String fileName, String text) throws SchemaException {
    DdlProblems problems = new DdlProblems(fileName);
    List<PhoenixTable> tables = PhoenixDdlParser.parse(SqlTokenizer.tokenize(text, problems), problems);
    List<ImportedTable> imported = new ArrayList<>();
    for (PhoenixTable table : tables) {
      imported.add(PhoenixSchemaWriter.write(fileName, table, problems));
    }
    problems.throwIfAny();
    return List.copyOf(imported);
  }
}
