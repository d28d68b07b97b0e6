package dev.hbaseadvisor.sim;

import dev.hbaseadvisor.codec.RowKeyCodec;
import dev.hbaseadvisor.codec.SaltCodec;
import dev.hbaseadvisor.codec.SegmentCodec;
import dev.hbaseadvisor.model.Presplit;
import dev.hbaseadvisor.model.TableSchema;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The pre-splits the simulator follows before the splits module lands: none (one region, as
 * HBase creates a table), explicit keys (sorted and de-duplicated, as
 * {@code Admin.createTable(desc, splitKeys)} requires), and salt buckets (one region per bucket,
 * split at bucket values 1 … buckets−1, as Phoenix splits a salted table:
 * {@code SaltingUtil.getSalteByteSplitPoints}). The other algorithms start from one region, with
 * a note.
 */
public final class BasicInitialRegions implements InitialRegions {

  @Override
  public Splits splitKeys(TableSchema schema) {
    Presplit presplit = schema.presplit();
    SegmentCodec lead = RowKeyCodec.compile(schema).segments().get(0);
    return switch (presplit.algorithm()) {
      case NONE -> Splits.of(List.of());
      case EXPLICIT -> Splits.of(sortedDistinct(presplit.splits()));
      case SALT -> lead instanceof SaltCodec salt ? Splits.of(saltBoundaries(salt))
          : unsupported("presplit 'salt' needs a rowkey that starts with a salt segment");
      case AUTO -> lead instanceof SaltCodec salt ? Splits.of(saltBoundaries(salt))
          : unsupported("presplit 'auto' is only simulated for a leading salt until the pre-split generator lands");
      default -> unsupported("presplit '" + presplit.algorithm().yamlName()
          + "' is not simulated until the pre-split generator lands");
    };
  }

  /** The first key of every salt bucket but the first. */
  public static List<byte[]> saltBoundaries(SaltCodec salt) {
    List<byte[]> keys = new ArrayList<>();
    for (int bucket = 1; bucket < salt.segment().buckets(); bucket++) {
      keys.add(salt.bucketBytes(bucket));
    }
    return sortedDistinct(keys);
  }

  private static Splits unsupported(String why) {
    return new Splits(List.of(), why + "; the table starts with one region");
  }

  private static List<byte[]> sortedDistinct(List<byte[]> keys) {
    List<byte[]> sorted = new ArrayList<>(keys.stream().filter(k -> k.length > 0).toList());
    sorted.sort(Arrays::compareUnsigned);
    List<byte[]> distinct = new ArrayList<>();
    for (byte[] k : sorted) {
      if (distinct.isEmpty() || !Arrays.equals(distinct.get(distinct.size() - 1), k)) {
        distinct.add(k);
      }
    }
    return distinct;
  }
}
