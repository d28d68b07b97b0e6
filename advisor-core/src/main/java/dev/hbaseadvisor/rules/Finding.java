package dev.hbaseadvisor.rules;

/**
 * One reason a design will not work as intended, located in the schema file.
 *
 * @param rule the rule id
 * @param severity the effective severity (after config overrides)
 * @param message what is wrong, naming the segment, family or field and the numbers
 * @param path where in the document, like {@code rowkey[0]} or {@code families[1].name}
 * @param line 1-based line of that path in the file
 * @param column 1-based column
 * @param fix what to do
 * @param suggestion pasteable YAML (a {@code rowkey:} block) when the fix is a different key, or null
 */
public record Finding(
    String rule,
    Severity severity,
    String message,
    String path,
    int line,
    int column,
    String fix,
    String suggestion) {}
