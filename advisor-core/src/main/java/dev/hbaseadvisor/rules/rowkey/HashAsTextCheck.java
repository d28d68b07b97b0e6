package dev.hbaseadvisor.rules.rowkey;

import dev.hbaseadvisor.codec.HashCodec;
import dev.hbaseadvisor.codec.SegmentCodec;
import dev.hbaseadvisor.model.HashEncoding;
import dev.hbaseadvisor.model.HashSegment;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.rules.Rule;
import dev.hbaseadvisor.rules.RuleContext;

/**
 * Flags digests written as hex text: two key bytes per digest byte (the guide's "Byte Patterns":
 * an MD5 is 16 bytes, more once held as text).
 */
public final class HashAsTextCheck implements Rule {

  @Override
  public String id() {
    return "hash-as-text";
  }

  @Override
  public void check(RuleContext context) {
    TableSchema schema = context.schema();
    for (SegmentCodec segment : context.codec().segments()) {
      if (!(segment instanceof HashCodec hash) || hash.segment().encoding() != HashEncoding.HEX) {
        continue;
      }
      HashSegment h = hash.segment();
      String message = KeyFacts.label(segment) + " writes " + h.length() + " digest bytes as " + h.width()
          + " hex characters: every row key carries " + h.length() + " bytes more than the raw digest";
      HashSegment raw = new HashSegment(h.from(), h.algorithm(), h.length(), HashEncoding.BINARY, h.seed());
      context.report(KeyFacts.path(segment), message, context.meta().fix().strip(),
          KeyFacts.suggestReplacing(schema, segment.index(), raw));
    }
  }
}
