package dev.hbaseadvisor.importer;

import dev.hbaseadvisor.yaml.Position;
import java.util.Map;

/**
 * One table read from a definition that is not a schema file (Phoenix DDL, an HBase shell script,
 * the text {@code describe} prints), written as a schema file.
 *
 * @param name the table's name as the source gives it
 * @param schemaYaml a complete schema file: everything the source states, and for everything it
 *     does not (field shapes, access patterns, workload) the default chosen, marked by a comment
 * @param origins where in the source each schema path came from ({@code "rowkey[0]"}, {@code
 *     "families[1].ttl"}, {@code "presplit"}), so a finding on the imported schema can point at
 *     the source line that caused it; a path absent here maps to its nearest listed parent
 */
public record ImportedTable(String name, String schemaYaml, Map<String, Position> origins) {

  public ImportedTable {
    origins = Map.copyOf(origins);
  }
}
