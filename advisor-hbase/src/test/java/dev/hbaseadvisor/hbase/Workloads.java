package dev.hbaseadvisor.hbase;

import dev.hbaseadvisor.codec.RowKeyCodec;
import dev.hbaseadvisor.model.Cluster;
import dev.hbaseadvisor.model.SchemaLoader;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.model.Workload;
import dev.hbaseadvisor.sim.SimulationListener;
import dev.hbaseadvisor.sim.SimulationResult;
import dev.hbaseadvisor.sim.SimulationSettings;
import dev.hbaseadvisor.sim.Simulator;
import dev.hbaseadvisor.splits.Presplits;
import dev.hbaseadvisor.workload.RecordGenerator;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The advisor's side of a fidelity test: schemas, their generated keys (the stream of
 * {@code hbase-advisor keys}, which is the simulator's), schema variants with the test cluster's
 * settings, and simulator runs.
 */
final class Workloads {

  private Workloads() {}

  /** The project's root folder (set by the build; the module's parent otherwise). */
  static Path root() {
    String root = System.getProperty("advisor.projectRoot");
    return root != null ? Path.of(root) : Path.of("..");
  }

  /** A schema of examples/ or of this module's test resources ({@code fidelity/NAME}). */
  static TableSchema load(String name) throws Exception {
    Path example = root().resolve("examples").resolve(name);
    if (Files.exists(example)) {
      return SchemaLoader.load(example);
    }
    return SchemaLoader.load(Path.of(Workloads.class.getResource("/fidelity/" + name).toURI()));
  }

  /** The first {@code count} rowkeys the schema's workload writes with {@code seed}. */
  static List<byte[]> keys(TableSchema schema, long seed, int count) {
    RecordGenerator generator = new RecordGenerator(schema, seed);
    RowKeyCodec codec = RowKeyCodec.compile(schema);
    SplittableRandom saltRandom = new SplittableRandom(seed);
    List<byte[]> keys = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      keys.add(codec.encode(generator.next(), saltRandom));
    }
    return keys;
  }

  /** The schema with another cluster section and write rate (the rate the real run achieved). */
  static TableSchema with(TableSchema s, Cluster cluster, double writesPerSecond) {
    Workload w = s.workload();
    Workload workload = new Workload(writesPerSecond, w.rows(), w.durationSeconds(), w.seed());
    return new TableSchema(s.source(), s.table(), s.description(), s.fields(), s.rowkey(), s.families(), s.access(),
        workload, cluster, s.presplit(), s.suppressions(), s.locations());
  }

  /** A simulation of {@code writes} writes with {@code seed}, without reads. */
  static SimulationResult simulate(TableSchema schema, long seed, long writes) {
    SimulationSettings settings = SimulationSettings.of(schema).withWrites(writes).withSeed(seed).withoutReads();
    return new Simulator(schema, settings).run(SimulationListener.NONE);
  }

  /**
   * The simulated table's split keys as they stood at {@code seconds}: the rows of the splits before
   * then, in key order (the regions the writes met, before the final flush and settling).
   */
  static List<byte[]> boundariesBefore(SimulationResult result, double seconds) {
    List<byte[]> keys = new ArrayList<>();
    for (dev.hbaseadvisor.sim.SplitEvent e : result.splitEvents()) {
      if (e.seconds() < seconds) {
        keys.add(e.key());
      }
    }
    keys.sort(Arrays::compareUnsigned);
    return keys;
  }

  /** The share of {@code sortedKeys} below each boundary: where the boundaries sit among the written keys. */
  static double[] quantiles(List<byte[]> boundaries, byte[][] sortedKeys) {
    double[] q = new double[boundaries.size()];
    for (int i = 0; i < q.length; i++) {
      q[i] = (double) below(sortedKeys, boundaries.get(i)) / sortedKeys.length;
    }
    return q;
  }

  /** The keys, sorted as HBase sorts rows. */
  static byte[][] sorted(List<byte[]> keys) {
    byte[][] sorted = keys.toArray(new byte[0][]);
    Arrays.sort(sorted, Arrays::compareUnsigned);
    return sorted;
  }

  private static int below(byte[][] sorted, byte[] key) {
    int low = 0;
    int high = sorted.length;
    while (low < high) {
      int mid = (low + high) >>> 1;
      if (Arrays.compareUnsigned(sorted[mid], key) < 0) {
        low = mid + 1;
      } else {
        high = mid;
      }
    }
    return low;
  }

  /** The index of the first of the last tenth of {@code writes} writes. */
  static int lastTenthStart(int writes) {
    return writes - writes / 10;
  }

  /**
   * The share of the last tenth of the keys that falls in the busiest region, with the regions
   * cut at {@code boundaries} (the split keys, in order).
   */
  static double lastTenthBusiest(List<byte[]> keys, List<byte[]> boundaries) {
    int from = lastTenthStart(keys.size());
    int[] counts = new int[boundaries.size() + 1];
    for (int i = from; i < keys.size(); i++) {
      counts[Presplits.regionOf(boundaries, keys.get(i))]++;
    }
    return (double) Arrays.stream(counts).max().orElse(0) / (keys.size() - from);
  }

  /**
   * How far two sets of boundary quantiles lie apart, as placement rather than count: every
   * boundary of the set with fewer is within the distance of one of the other's, and so is every
   * boundary of the larger set but its {@code |a.length - b.length|} farthest. With equal counts
   * this is the Hausdorff distance. With unequal counts the larger set's extra boundaries have no
   * counterpart by construction, and half a region's width or more of distance would judge the
   * count a second time; the count has its own check and tolerance.
   */
  static double distance(double[] a, double[] b) {
    if (a.length == 0 || b.length == 0) {
      return a.length == b.length ? 0 : 1;
    }
    double[] fewer = a.length <= b.length ? a : b;
    double[] more = fewer == a ? b : a;
    double[] nearest = new double[more.length];
    for (int i = 0; i < more.length; i++) {
      nearest[i] = nearest(more[i], fewer);
    }
    Arrays.sort(nearest);
    double worst = nearest[fewer.length - 1];
    for (double x : fewer) {
      worst = Math.max(worst, nearest(x, more));
    }
    return worst;
  }

  private static double nearest(double x, double[] among) {
    double nearest = Double.MAX_VALUE;
    for (double y : among) {
      nearest = Math.min(nearest, Math.abs(x - y));
    }
    return nearest;
  }
}
