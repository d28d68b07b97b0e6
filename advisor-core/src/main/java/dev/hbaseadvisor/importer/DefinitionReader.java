package dev.hbaseadvisor.importer;

import dev.hbaseadvisor.model.SchemaException;
import java.util.List;

/** Reads one kind of table definition (Phoenix DDL, HBase shell) into schema files. */
public interface DefinitionReader {

  /**
   * Reads every table the text defines, in the order it defines them.
   *
   * @param fileName the file as the user named it, for problem messages
   * @param text the whole file
   * @throws SchemaException with {@code file:line:column} for every construct that cannot be read;
   *     a reader never guesses silently
   */
  List<ImportedTable> read(String fileName, String text) throws SchemaException;
}
