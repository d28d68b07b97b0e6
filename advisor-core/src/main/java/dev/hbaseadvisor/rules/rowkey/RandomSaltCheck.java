package dev.hbaseadvisor.rules.rowkey;

import dev.hbaseadvisor.codec.FieldCodec;
import dev.hbaseadvisor.codec.SaltCodec;
import dev.hbaseadvisor.codec.SegmentCodec;
import dev.hbaseadvisor.model.AccessPattern;
import dev.hbaseadvisor.model.SaltSegment;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.rules.Rule;
import dev.hbaseadvisor.rules.RuleContext;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Flags random salts: no reader can recompute the prefix, so every Get becomes one Get per
 * bucket (the reference guide's "Salting" example, where {@code foo0003} may sit under any of
 * the prefixes {@code a} to {@code d}), and every read that knows the key's fields scans every
 * bucket. A table whose stated reads know none of the fields after the salt loses nothing to it
 * (each read fans out over the buckets whatever the salt) and is left alone.
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
      List<String> after = fieldsAfter(context, segment.index());
      List<Integer> knowing = new ArrayList<>();
      for (int i = 0; i < schema.access().size(); i++) {
        if (schema.access().get(i).fixed().stream().anyMatch(after::contains)) {
          knowing.add(i);
        }
      }
      if (!schema.access().isEmpty() && knowing.isEmpty()) {
        // No read knows a field a salt could be computed from: every read fans out over the buckets
        // whatever the salt, and a random one spreads a hot key's writes best.
        continue;
      }
      boolean gets = knowing.stream().anyMatch(i -> schema.access().get(i).type() == AccessPattern.AccessType.GET);
      StringBuilder message = new StringBuilder(KeyFacts.label(segment)
          + " is drawn at random for every write, so no reader can recompute it: "
          + (gets || knowing.isEmpty() ? "every Get becomes " + buckets + " Gets, one per bucket"
              : "every read that knows the key's fields scans all " + buckets + " buckets"));
      for (int i : knowing) {
        AccessPattern a = schema.access().get(i);
        String unit = a.type() == AccessPattern.AccessType.GET ? " Gets/s" : " scans/s";
        message.append("; access[").append(i).append("] '").append(a.name()).append("' makes ")
            .append(KeyFacts.decimal(buckets * a.ratePerSecond())).append(unit).append(" at ")
            .append(KeyFacts.rate(a.ratePerSecond()));
      }
      List<String> from = stableFrom(context, segment.index());
      String suggestion = from.isEmpty() ? null : KeyFacts.suggestReplacing(schema, segment.index(),
          new SaltSegment(buckets, from, false, salt.segment().encoding()));
      context.report(KeyFacts.path(segment), message.toString(), context.meta().fix().strip(), suggestion);
    }
  }

  /** The fields written whole after the salt, in key order. */
  private static List<String> fieldsAfter(RuleContext context, int saltIndex) {
    return context.codec().segments().subList(saltIndex + 1, context.codec().segments().size())
        .stream().filter(s -> s instanceof FieldCodec).map(s -> ((FieldCodec) s).field().name()).distinct().toList();
  }

  /**
   * The fields a deterministic salt should hash: the key fields after the salt that every Get
   * knows; without Gets, those the most frequent pattern knows; else all of them, as Phoenix
   * hashes the whole key after its salt byte.
   */
  private static List<String> stableFrom(RuleContext context, int saltIndex) {
    List<String> after = fieldsAfter(context, saltIndex);
    List<AccessPattern> access = context.schema().access();
    List<AccessPattern> gets = access.stream().filter(a -> a.type() == AccessPattern.AccessType.GET).toList();
    List<String> known;
    if (!gets.isEmpty()) {
      known = after.stream().filter(f -> gets.stream().allMatch(g -> g.fixed().contains(f))).toList();
    } else {
      known = access.stream().filter(a -> !a.fixed().isEmpty())
          .max(Comparator.comparingDouble(AccessPattern::ratePerSecond))
          .map(a -> after.stream().filter(a.fixed()::contains).toList()).orElse(List.of());
    }
    return known.isEmpty() ? after : known;
  }
}
