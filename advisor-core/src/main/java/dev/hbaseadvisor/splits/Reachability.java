package dev.hbaseadvisor.splits;

import dev.hbaseadvisor.codec.ByteSet;
import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.codec.RowKeyCodec;
import dev.hbaseadvisor.codec.SegmentCodec;
import dev.hbaseadvisor.codec.SegmentShape;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;

/**
 * Which key ranges a schema's rowkeys can fall into, decided exactly from the segments' shapes
 * (per-position byte sets and width ranges; see {@link SegmentShape}), not by sampling.
 *
 * <p>The keys a rowkey can produce form a regular language: segment after segment, each a string
 * of {@code minWidth .. maxWidth} bytes whose {@code i}-th byte lies in {@code positions[i]}. The
 * automaton has one state per (segment, bytes read so far); a state may end its segment once
 * {@code minWidth} bytes are read. {@link #ceiling(byte[])} walks the lower bound through the
 * automaton and finds the smallest key at or above it: the bound itself when it is a whole key,
 * else the bound extended by the smallest completion, else the deepest point where a larger byte
 * can branch off, followed by the smallest completion. A region {@code [start, end)} is
 * reachable when that smallest key is below {@code end} (HBase regions hold
 * {@code start <= row < end}; an empty end is unbounded).
 *
 * <p>The answer is exact for the language of the shapes. Shapes over-approximate a few segments
 * (a hash can only produce as many values as it has inputs; a text field's characters are
 * independent per position), so "reachable" means "some key of the declared shape falls here",
 * and "unreachable" is a proof that no key can.
 */
public final class Reachability {

  private final SegmentShape[] shapes;
  private final int[] base;
  private final int accept;
  private final boolean[] live;

  private Reachability(List<SegmentShape> shapes) {
    this.shapes = shapes.toArray(new SegmentShape[0]);
    this.base = new int[this.shapes.length + 1];
    int id = 0;
    for (int s = 0; s < this.shapes.length; s++) {
      base[s] = id;
      id += this.shapes[s].maxWidth() + 1;
    }
    base[this.shapes.length] = id;
    this.accept = id;
    this.live = new boolean[id + 1];
    live[accept] = true;
    for (int s = this.shapes.length - 1; s >= 0; s--) {
      SegmentShape shape = this.shapes[s];
      for (int p = shape.maxWidth(); p >= 0; p--) {
        boolean ends = p >= shape.minWidth() && live[base[s + 1]];
        boolean grows = p < shape.maxWidth() && !shape.positions().get(p).isEmpty() && live[base[s] + p + 1];
        live[base[s] + p] = ends || grows;
      }
    }
  }

  /** The reachability of a compiled rowkey. */
  public static Reachability of(RowKeyCodec codec) {
    return of(codec.segments().stream().map(SegmentCodec::shape).toList());
  }

  /** The reachability of keys made of these segment shapes, in order. */
  public static Reachability of(List<SegmentShape> shapes) {
    return new Reachability(shapes);
  }

  /** Whether the rowkey can produce any key at all. */
  public boolean producesKeys() {
    return live[0];
  }

  /** The smallest key the rowkey can produce that sorts at or after {@code from}, if any. */
  public Optional<byte[]> ceiling(byte[] from) {
    if (!producesKeys()) {
      return Optional.empty();
    }
    List<BitSet> path = new ArrayList<>();
    BitSet states = closure(single(0));
    int branchDepth = -1;
    int branchByte = -1;
    int depth = 0;
    for (; depth < from.length; depth++) {
      path.add(states);
      int larger = smallestByte(states, (from[depth] & 0xFF) + 1);
      if (larger >= 0) {
        branchDepth = depth;
        branchByte = larger;
      }
      states = step(states, from[depth] & 0xFF);
      if (states.isEmpty()) {
        break;
      }
    }
    ByteArrayOutputStream key = new ByteArrayOutputStream(from.length + 16);
    if (!states.isEmpty()) {
      // The whole bound is a key prefix: the bound followed by the smallest completion.
      key.write(from, 0, from.length);
      complete(states, key);
      return Optional.of(key.toByteArray());
    }
    if (branchDepth < 0) {
      return Optional.empty();
    }
    key.write(from, 0, branchDepth);
    key.write(branchByte);
    complete(step(path.get(branchDepth), branchByte), key);
    return Optional.of(key.toByteArray());
  }

  /** Whether some key {@code k} has {@code from <= k < to}; an empty {@code to} is unbounded. */
  public boolean anyKeyIn(byte[] from, byte[] to) {
    Optional<byte[]> smallest = ceiling(from);
    return smallest.isPresent() && (to.length == 0 || Bytes.compare(smallest.get(), to) < 0);
  }

  /** For each of the {@code splits.size() + 1} regions the split keys make, whether a key can fall in it. */
  public List<Boolean> regions(List<byte[]> splits) {
    List<Boolean> result = new ArrayList<>(splits.size() + 1);
    for (int i = 0; i <= splits.size(); i++) {
      byte[] start = i == 0 ? new byte[0] : splits.get(i - 1);
      byte[] end = i == splits.size() ? new byte[0] : splits.get(i);
      result.add(anyKeyIn(start, end));
    }
    return result;
  }

  // ---- the automaton ----

  private static BitSet single(int id) {
    BitSet set = new BitSet();
    set.set(id);
    return set;
  }

  /** Adds the live segment starts reachable without reading a byte; moves only go to larger ids. */
  private BitSet closure(BitSet states) {
    for (int id = states.nextSetBit(0); id >= 0 && id < accept; id = states.nextSetBit(id + 1)) {
      int s = segmentOf(id);
      if (id - base[s] >= shapes[s].minWidth() && live[base[s + 1]]) {
        states.set(base[s + 1]);
      }
    }
    return states;
  }

  private BitSet step(BitSet states, int b) {
    BitSet next = new BitSet();
    for (int id = states.nextSetBit(0); id >= 0 && id < accept; id = states.nextSetBit(id + 1)) {
      int s = segmentOf(id);
      int p = id - base[s];
      if (p < shapes[s].maxWidth() && live[id + 1] && shapes[s].positions().get(p).contains(b)) {
        next.set(id + 1);
      }
    }
    return closure(next);
  }

  /** The smallest byte at or above {@code from} that leads somewhere live, or -1. */
  private int smallestByte(BitSet states, int from) {
    int best = -1;
    if (from > 0xFF) {
      return best;
    }
    for (int id = states.nextSetBit(0); id >= 0 && id < accept; id = states.nextSetBit(id + 1)) {
      int s = segmentOf(id);
      int p = id - base[s];
      if (p < shapes[s].maxWidth() && live[id + 1]) {
        ByteSet set = shapes[s].positions().get(p);
        int b = set.next(from);
        if (b >= 0 && (best < 0 || b < best)) {
          best = b;
        }
      }
    }
    return best;
  }

  /** Appends the smallest string that takes {@code states} to acceptance (empty when accepting). */
  private void complete(BitSet states, ByteArrayOutputStream key) {
    BitSet current = states;
    while (!current.get(accept)) {
      int b = smallestByte(current, 0);
      key.write(b);
      current = step(current, b);
    }
  }

  private int segmentOf(int id) {
    int lo = 0;
    int hi = shapes.length - 1;
    while (lo < hi) {
      int mid = (lo + hi + 1) >>> 1;
      if (base[mid] <= id) {
        lo = mid;
      } else {
        hi = mid - 1;
      }
    }
    return lo;
  }
}
