package dev.hbaseadvisor.diff;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.model.BucketSegment;
import dev.hbaseadvisor.model.FieldSegment;
import dev.hbaseadvisor.model.HashSegment;
import dev.hbaseadvisor.model.LiteralSegment;
import dev.hbaseadvisor.model.SaltSegment;
import dev.hbaseadvisor.model.Segment;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Compares two rowkeys segment by segment. Segments are paired first when identical, then by
 * kind and source field (a {@code field: ts} with another format is the same segment, changed),
 * then by kind alone for salts, buckets, hashes and literals; among candidates the pairing with
 * the fewest differences that keeps the segment order wins. What stays unpaired was added or
 * removed, and paired segments that change order are a reorder, never a removal and an addition.
 */
final class RowkeyDiff {

  /** One differing option of a paired segment: the change id, the option's key under the segment, values. */
  private record Option(String id, String key, String oldValue, String newValue) {}

  private final Changes changes;
  private final Map<String, String> renames;
  private final List<Segment> olds;
  private final List<Segment> news;
  private final int[] pairOf;
  private final boolean[] taken;
  private KeyImpact impact;
  private boolean impactMeasured;

  RowkeyDiff(Changes changes, Map<String, String> renames) {
    this.changes = changes;
    this.renames = renames;
    this.olds = changes.oldSchema().rowkey();
    this.news = changes.newSchema().rowkey();
    this.pairOf = new int[olds.size()];
    this.taken = new boolean[news.size()];
    Arrays.fill(pairOf, -1);
  }

  void compare() {
    pair(Pass.IDENTICAL);
    pair(Pass.SAME_SOURCE);
    pair(Pass.SAME_KIND);
    for (int i = 0; i < olds.size(); i++) {
      if (pairOf[i] < 0) {
        changes.removed("rowkey-segment-removed", "rowkey[" + i + "]", "rowkey", Values.segment(olds.get(i)),
            "rowkey segment " + i + " " + Values.segment(olds.get(i)) + " was removed: stored keys still hold its "
                + "bytes, so keys built without it find none of the existing rows" + impactClause());
      }
    }
    for (int j = 0; j < news.size(); j++) {
      if (!taken[j]) {
        changes.changed("rowkey-segment-added", "rowkey[" + j + "]", null, Values.segment(news.get(j)),
            "rowkey segment " + j + " " + Values.segment(news.get(j)) + " was added: stored rows have keys "
                + "without it, so keys built with it find none of them" + impactClause());
      }
    }
    reportReorder();
    for (int i = 0; i < olds.size(); i++) {
      if (pairOf[i] >= 0) {
        int j = pairOf[i];
        for (Option option : options(olds.get(i), news.get(j))) {
          String path = "rowkey[" + j + "]" + (option.key().isEmpty() ? "" : "." + option.key());
          changes.changed(option.id(), path, option.oldValue(), option.newValue(), message(j, option));
        }
      }
    }
  }

  private enum Pass { IDENTICAL, SAME_SOURCE, SAME_KIND }

  private void pair(Pass pass) {
    for (int i = 0; i < olds.size(); i++) {
      if (pairOf[i] >= 0) {
        continue;
      }
      int best = -1;
      int[] bestScore = null;
      for (int j = 0; j < news.size(); j++) {
        if (taken[j] || !candidate(pass, olds.get(i), news.get(j))) {
          continue;
        }
        int[] score = {options(olds.get(i), news.get(j)).size(), inversions(i, j), Math.abs(i - j)};
        if (bestScore == null || Arrays.compare(score, bestScore) < 0) {
          best = j;
          bestScore = score;
        }
      }
      if (best >= 0) {
        pairOf[i] = best;
        taken[best] = true;
      }
    }
  }

  private boolean candidate(Pass pass, Segment old, Segment neu) {
    return switch (pass) {
      case IDENTICAL -> Values.segment(renamed(old)).equals(Values.segment(neu));
      case SAME_SOURCE -> source(renamed(old)).equals(source(neu));
      case SAME_KIND -> old.getClass() == neu.getClass() && !(old instanceof FieldSegment);
    };
  }

  /** The pairs that pairing old segment {@code i} with new segment {@code j} would put out of order. */
  private int inversions(int i, int j) {
    int count = 0;
    for (int k = 0; k < olds.size(); k++) {
      if (pairOf[k] >= 0 && (k < i) != (pairOf[k] < j)) {
        count++;
      }
    }
    return count;
  }

  /** The segment's kind and the fields or bytes that identify it. */
  private static String source(Segment s) {
    if (s instanceof SaltSegment) {
      return "salt";
    } else if (s instanceof BucketSegment b) {
      return "bucket:" + b.field();
    } else if (s instanceof HashSegment h) {
      return "hash:" + h.from();
    } else if (s instanceof FieldSegment f) {
      return "field:" + f.field();
    } else if (s instanceof dev.hbaseadvisor.model.BitsSegment bits) {
      return "bits:" + bits.yaml(java.util.function.UnaryOperator.identity());
    }
    return "literal:" + Bytes.toStringBinary(((LiteralSegment) s).bytes());
  }

  /** The segment with the old schema's field names replaced by their new names. */
  private Segment renamed(Segment s) {
    if (renames.isEmpty()) {
      return s;
    }
    if (s instanceof SaltSegment salt) {
      SaltSegment moved = salt.withFrom(rename(salt.from()));
      return salt.ranged() ? moved.withPer(rename(salt.per())) : moved;
    } else if (s instanceof BucketSegment b) {
      return new BucketSegment(rename(b.field()), b.modulo(), b.encoding());
    } else if (s instanceof HashSegment h) {
      return new HashSegment(rename(h.from()), h.algorithm(), h.length(), h.encoding(), h.seed());
    } else if (s instanceof FieldSegment f) {
      return new FieldSegment(rename(f.field()), f.encoding(), f.width(), f.pad(), f.reverse(), f.descending(),
          f.format(), f.terminator(), f.scale());
    } else if (s instanceof dev.hbaseadvisor.model.BitsSegment bits) {
      return bits.renamed(this::rename);
    }
    return s;
  }

  private String rename(String field) {
    return renames.getOrDefault(field, field);
  }

  private List<String> rename(List<String> fields) {
    return fields.stream().map(this::rename).toList();
  }

  /** The options that differ between two segments of one kind. */
  private List<Option> options(Segment oldSegment, Segment neu) {
    List<Option> result = new ArrayList<>();
    Segment old = renamed(oldSegment);
    if (old instanceof SaltSegment o && neu instanceof SaltSegment n) {
      option(result, "salt-buckets-changed", "salt.buckets", o.buckets(), n.buckets());
      option(result, "salt-source-changed", "salt.from", saltSource(o), saltSource(n));
      option(result, "segment-encoding-changed", "salt.encoding", Values.lower(o.encoding()),
          Values.lower(n.encoding()));
    } else if (old instanceof BucketSegment o && neu instanceof BucketSegment n) {
      option(result, "bucket-field-changed", "bucket.field", o.field(), n.field());
      option(result, "bucket-modulo-changed", "bucket.modulo", o.modulo(), n.modulo());
      option(result, "segment-encoding-changed", "bucket.encoding", Values.lower(o.encoding()),
          Values.lower(n.encoding()));
    } else if (old instanceof HashSegment o && neu instanceof HashSegment n) {
      option(result, "hash-source-changed", "hash.from", Values.list(o.from()), Values.list(n.from()));
      // A murmur3 seed is part of the hash function: another seed is another algorithm's bytes.
      option(result, "hash-algorithm-changed", "hash.algorithm", hashName(o), hashName(n));
      option(result, "hash-length-changed", "hash.length", o.length(), n.length());
      option(result, "segment-encoding-changed", "hash.encoding", Values.lower(o.encoding()),
          Values.lower(n.encoding()));
    } else if (old instanceof FieldSegment o && neu instanceof FieldSegment n) {
      option(result, "segment-encoding-changed", "encoding", o.encoding().yamlName(), n.encoding().yamlName());
      option(result, "segment-format-changed", "format", quoted(o.format()), quoted(n.format()));
      option(result, "segment-time-scale-changed", "truncate", step(o.scale().truncateMillis()),
          step(n.scale().truncateMillis()));
      option(result, "segment-time-scale-changed", "unit", step(o.scale().unitMillis()), step(n.scale().unitMillis()));
      option(result, "segment-width-changed", "width", width(o.width()), width(n.width()));
      if (o.width() > 0 && n.width() > 0) {
        option(result, "segment-padding-changed", "pad", Values.bytes(new byte[] {o.pad()}),
            Values.bytes(new byte[] {n.pad()}));
      }
      option(result, "segment-reverse-changed", "reverse", Values.lower(o.reverse()), Values.lower(n.reverse()));
      option(result, "segment-order-changed", "order", o.descending() ? "descending" : "ascending",
          n.descending() ? "descending" : "ascending");
      option(result, "segment-separator-changed", "terminator", terminator(o.terminator()),
          terminator(n.terminator()));
    } else if (old instanceof LiteralSegment o && neu instanceof LiteralSegment n) {
      option(result, "segment-separator-changed", "literal", Values.bytes(o.bytes()), Values.bytes(n.bytes()));
    }
    return result;
  }

  /** A time scale's step as written in a schema: {@code 1h}; {@code none} and {@code 1ms} for the defaults. */
  private static String step(long millis) {
    return millis == 0 ? "none" : millis == 1 ? "1ms" : Values.duration(millis / 1000);
  }

  private static void option(List<Option> result, String id, String key, Object old, Object neu) {
    if (!Objects.equals(old, neu)) {
      result.add(new Option(id, key, String.valueOf(old), String.valueOf(neu)));
    }
  }

  private static String hashName(HashSegment h) {
    return h.seed() == 0 ? h.algorithm().yamlName() : h.algorithm().yamlName() + " (" + h.seedOption() + ")";
  }

  private static String saltSource(SaltSegment s) {
    String source = s.random() ? "random" : s.overKey() ? "the key" : Values.list(s.from());
    return s.variantOptions().isEmpty() ? source : source + " (" + String.join(", ", s.variantOptions()) + ")";
  }

  private static String quoted(String text) {
    return text == null ? "none" : Values.quote(text);
  }

  private static String width(int width) {
    return width == 0 ? "variable" : Integer.toString(width);
  }

  private static String terminator(byte[] bytes) {
    return bytes.length == 0 ? "none" : Values.bytes(bytes);
  }

  private String message(int j, Option option) {
    String what = switch (option.id()) {
      case "salt-buckets-changed" -> "salt buckets";
      case "salt-source-changed" -> "salt source";
      case "bucket-field-changed" -> "bucket field";
      case "bucket-modulo-changed" -> "bucket modulo";
      case "hash-source-changed" -> "hash source fields";
      case "hash-algorithm-changed" -> "hash algorithm";
      case "hash-length-changed" -> "hash length";
      case "segment-separator-changed" -> option.key().equals("literal") ? "literal" : "terminator";
      default -> option.key();
    };
    String segment = Values.segment(news.get(j));
    return what + " of rowkey segment " + j + " " + segment + " changed from " + option.oldValue() + " to "
        + option.newValue() + ": " + consequence(option.id()) + impactClause();
  }

  private static String consequence(String id) {
    return switch (id) {
      case "salt-buckets-changed", "salt-source-changed" ->
          "the salt (a hash mod the bucket count) leads the key, so every stored row whose salt differs under the "
              + "new design is no longer where readers look";
      case "bucket-field-changed", "bucket-modulo-changed" ->
          "stored rows sit in buckets readers no longer compute";
      case "hash-source-changed", "hash-algorithm-changed", "hash-length-changed" ->
          "the digest in every stored key differs from the one readers now compute";
      case "segment-order-changed" -> "the segment's bytes are rewritten and the row order reverses";
      default -> "stored keys keep the old bytes, so keys built the new way do not find them";
    };
  }

  private String impactClause() {
    if (!impactMeasured) {
      impact = KeyImpact.measure(changes.oldSchema(), changes.newSchema(), renames);
      impactMeasured = true;
    }
    return impact == null ? "" : "; " + impact.sentence();
  }

  private void reportReorder() {
    List<Integer> oldOrder = new ArrayList<>();
    for (int i = 0; i < olds.size(); i++) {
      if (pairOf[i] >= 0) {
        oldOrder.add(i);
      }
    }
    List<Integer> newOrder = oldOrder.stream().sorted((a, b) -> Integer.compare(pairOf[a], pairOf[b])).toList();
    if (oldOrder.equals(newOrder)) {
      return;
    }
    String before = Values.list(oldOrder.stream().map(i -> olds.get(i).describe()).toList());
    String after = Values.list(newOrder.stream().map(i -> news.get(pairOf[i]).describe()).toList());
    changes.changed("rowkey-segments-reordered", "rowkey", before, after,
        "rowkey segments reordered from " + before + " to " + after + ": rows sort by their key bytes, so every "
            + "row gets a new key and new neighbours" + impactClause());
  }
}
