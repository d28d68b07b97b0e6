package dev.hbaseadvisor.rules.rowkey;

import dev.hbaseadvisor.codec.FieldCodec;
import dev.hbaseadvisor.codec.HashCodec;
import dev.hbaseadvisor.codec.SegmentCodec;
import dev.hbaseadvisor.codec.SortOrder;
import dev.hbaseadvisor.model.AccessPattern;
import dev.hbaseadvisor.rules.Rule;
import dev.hbaseadvisor.rules.RuleContext;
import java.util.List;

/**
 * Flags a hash over a field that an access pattern scans by range, when the hash stands before
 * (or instead of) the field's ordered bytes: a one-way hash scatters neighbouring values over
 * the whole key space (the guide's "Hashing" remedy keeps Gets, not ranges).
 */
public final class HashBreaksRangeScanCheck implements Rule {

  @Override
  public String id() {
    return "hash-breaks-range-scan";
  }

  @Override
  public void check(RuleContext context) {
    List<AccessPattern> access = context.schema().access();
    for (int i = 0; i < access.size(); i++) {
      AccessPattern pattern = access.get(i);
      String range = pattern.range();
      if (range == null) {
        continue;
      }
      for (SegmentCodec segment : context.codec().segments()) {
        if (segment instanceof FieldCodec f && f.field().name().equals(range) && f.order() != SortOrder.NONE) {
          break;
        }
        if (segment instanceof HashCodec hash && hash.segment().from().contains(range)) {
          context.report(KeyFacts.path(segment), KeyFacts.label(segment) + " hashes " + range + ", which access["
              + i + "] '" + pattern.name() + "' scans by range, before any ordered bytes of it: neighbouring "
              + range + " values scatter over the key space, so the range cannot be one scan");
          break;
        }
      }
    }
  }
}
