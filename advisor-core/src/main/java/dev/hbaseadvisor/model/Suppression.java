package dev.hbaseadvisor.model;

/**
 * An inline suppression of a lint rule, with the reason a reviewer will read: for the whole file
 * (the top-level {@code suppress:} list) or for one element, written beside it (a family, a field,
 * a rowkey segment, an access pattern, the pre-split), where it silences only the findings at or
 * inside that element.
 *
 * @param rule the rule id
 * @param reason why the finding does not apply, or null when missing (itself a finding)
 * @param scope the path of the element it applies to ({@code families[1]}, {@code fields.ts}), or
 *     the empty string for the whole file
 * @param path where the suppression itself is written, such as {@code suppress[0]} or
 *     {@code families[1].suppress[0]}
 */
public record Suppression(String rule, String reason, String scope, String path) {

  /** Whether it silences a finding at {@code findingPath}: the whole file, or the element and what lies inside it. */
  public boolean covers(String findingPath) {
    return scope.isEmpty() || findingPath.equals(scope) || findingPath.startsWith(scope + ".")
        || findingPath.startsWith(scope + "[");
  }
}
