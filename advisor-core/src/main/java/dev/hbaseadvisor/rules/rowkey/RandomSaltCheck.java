package dev.hbaseadvisor.rules.rowkey;

import dev.hbaseadvisor.codec.FieldCodec;
import dev.hbaseadvisor.codec.SaltCodec;
import dev.hbaseadvisor.codec.SegmentCodec;
import dev.hbaseadvisor.model.AccessPattern;
import dev.hbaseadvisor.model.SaltSegment;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.rules.Rule;
import dev.hbaseadvisor.rules.RuleContext;
import java.util.Comparator;
import java.util.List;

/**
 * Flags random salts: no reader can recompute the prefix, so every Get becomes one Get per
 * bucket (the reference guide's "Salting" example, where {@code foo0003} may sit under any of
 * the prefixes {@code a} to {@code d}).
 */
public final class RandomSaltCheck implements Rule {

  @Override
  public String id() {
    return "random-salt";
  }

  @Override
  public void check(RuleContext context) {
    TableSchema schema = context.schema();
    for (SegmentCodec segment : context.codec().segments()) {
      if (!(segment instanceof SaltCodec salt) || !salt.segment().random()) {
        continue;
      }
      int buckets = salt.segment().buckets();
      StringBuilder message = new StringBuilder(KeyFacts.label(segment)
          + " is drawn at random for every write, so no reader can recompute it: every Get becomes " + buckets
          + " Gets, one per bucket");
      for (int i = 0; i < schema.access().size(); i++) {
        AccessPattern a = schema.access().get(i);
        if (a.type() == AccessPattern.AccessType.GET) {
          message.append("; access[").append(i).append("] '").append(a.name()).append("' makes ")
              .append(KeyFacts.decimal(buckets * a.ratePerSecond())).append(" Gets/s at ")
              .append(KeyFacts.rate(a.ratePerSecond()));
        }
      }
      List<String> from = stableFrom(context, segment.index());
      String suggestion = from.isEmpty() ? null : KeyFacts.suggestReplacing(schema, segment.index(),
          new SaltSegment(buckets, from, false, salt.segment().encoding()));
      context.report(KeyFacts.path(segment), message.toString(), context.meta().fix().strip(), suggestion);
    }
  }

  /**
   * The fields a deterministic salt should hash: the key fields after the salt that every Get
   * knows; without Gets, those the most frequent pattern knows; else all of them, as Phoenix
   * hashes the whole key after its salt byte.
   */
  private static List<String> stableFrom(RuleContext context, int saltIndex) {
    List<String> after = context.codec().segments().subList(saltIndex + 1, context.codec().segments().size())
        .stream().filter(s -> s instanceof FieldCodec).map(s -> ((FieldCodec) s).field().name()).distinct().toList();
    List<AccessPattern> access = context.schema().access();
    List<AccessPattern> gets = access.stream().filter(a -> a.type() == AccessPattern.AccessType.GET).toList();
    List<String> known;
    if (!gets.isEmpty()) {
      known = after.stream().filter(f -> gets.stream().allMatch(g -> g.equals().contains(f))).toList();
    } else {
      known = access.stream().filter(a -> !a.equals().isEmpty())
          .max(Comparator.comparingDouble(AccessPattern::ratePerSecond))
          .map(a -> after.stream().filter(a.equals()::contains).toList()).orElse(List.of());
    }
    return known.isEmpty() ? after : known;
  }
}
