package dev.hbaseadvisor.diff;

import dev.hbaseadvisor.rules.Finding;

/**
 * One classified difference between two versions of a schema, located in the file a reviewer
 * should look at: the new file, or the old one for what was removed.
 *
 * @param id the change id of the catalog, e.g. {@code ttl-lowered}
 * @param changeClass its class
 * @param path the document path, like {@code families[0].ttl} (in the old file for removals)
 * @param oldValue the old value as a schema would write it, or null when added
 * @param newValue the new value, or null when removed
 * @param message what changed and what it does to the stored data
 * @param action what to do
 * @param file the file the position refers to, as the user named it
 * @param line 1-based line
 * @param column 1-based column
 */
public record Change(
    String id,
    ChangeClass changeClass,
    String path,
    String oldValue,
    String newValue,
    String message,
    String action,
    String file,
    int line,
    int column) {

  /** The change as a lint finding, for the shared output formats; safe changes have none. */
  public Finding toFinding() {
    if (changeClass.severity() == null) {
      throw new IllegalStateException("safe change " + id + " has no severity");
    }
    return new Finding(id, changeClass.severity(), message, path, line, column, action, null);
  }
}
