package dev.hbaseadvisor.diff;

import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.yaml.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BiPredicate;
import java.util.function.Function;

/**
 * Collects the changes of one comparison: looks each id up in the catalog and places it in the
 * new file, or in the old file for removals (in the new file's enclosing list when both are
 * versions of one path, as with {@code --base}, so annotations land on the reviewed file).
 */
final class Changes {

  private final ChangeCatalog catalog;
  private final Side old;
  private final Side neu;
  private final boolean samePath;
  private final List<Change> list = new ArrayList<>();

  /** A schema and the name its file is shown under. */
  record Side(TableSchema schema, String name) {}

  Changes(ChangeCatalog catalog, Side old, Side neu, boolean samePath) {
    this.catalog = catalog;
    this.old = old;
    this.neu = neu;
    this.samePath = samePath;
  }

  TableSchema oldSchema() {
    return old.schema();
  }

  TableSchema newSchema() {
    return neu.schema();
  }

  /** A change located at {@code path} of the new file. */
  void changed(String id, String path, String oldValue, String newValue, String message) {
    add(id, path, oldValue, newValue, message, neu, path);
  }

  /**
   * A removal: {@code oldPath} in the old file, or {@code anchor} (the enclosing path in the new
   * file) when the two files are versions of one path.
   */
  void removed(String id, String oldPath, String anchor, String oldValue, String message) {
    if (samePath) {
      add(id, oldPath, oldValue, null, message, neu, anchor);
    } else {
      add(id, oldPath, oldValue, null, message, old, oldPath);
    }
  }

  private void add(String id, String path, String oldValue, String newValue, String message, Side side,
      String locateAt) {
    ChangeMeta meta = catalog.get(id);
    Position at = side.schema().locate(locateAt);
    String action = meta.action().replace("{table}", neu.schema().table());
    list.add(new Change(id, meta.changeClass(), path, oldValue, newValue, message, action, side.name(),
        at.line(), at.column()));
  }

  /** The index of the first item whose key is {@code value} (families, columns, reads by name), or -1. */
  static <T> int indexOf(List<T> items, Function<T, String> key, String value) {
    for (int i = 0; i < items.size(); i++) {
      if (key.apply(items.get(i)).equals(value)) {
        return i;
      }
    }
    return -1;
  }

  /**
   * Pairs removed with added items that are the same but for their name (renames), first match
   * first, and takes the pairs out of both lists.
   */
  static <T> List<Map.Entry<T, T>> renames(List<T> removed, List<T> added, BiPredicate<T, T> same) {
    List<Map.Entry<T, T>> pairs = new ArrayList<>();
    for (T old : List.copyOf(removed)) {
      added.stream().filter(neu -> same.test(old, neu)).findFirst().ifPresent(neu -> {
        removed.remove(old);
        added.remove(neu);
        pairs.add(Map.entry(old, neu));
      });
    }
    return pairs;
  }

  List<Change> list() {
    return list;
  }
}
