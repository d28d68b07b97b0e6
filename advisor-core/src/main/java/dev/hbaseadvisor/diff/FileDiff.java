package dev.hbaseadvisor.diff;

import java.util.List;

/**
 * The classified changes between two versions of one schema file.
 *
 * @param oldName how the old version is shown ({@code old.yaml}, or {@code REV:path} from git)
 * @param newName how the new version is shown
 * @param changes the changes, in document order
 */
public record FileDiff(String oldName, String newName, List<Change> changes) {}
