package dev.hbaseadvisor.rules;

import dev.hbaseadvisor.rules.lint.SuppressionMissingReasonCheck;
import dev.hbaseadvisor.rules.lint.SuppressionUnknownRuleCheck;
import dev.hbaseadvisor.rules.rowkey.DomainNotReversedCheck;
import dev.hbaseadvisor.rules.rowkey.HashAsTextCheck;
import dev.hbaseadvisor.rules.rowkey.HashBreaksRangeScanCheck;
import dev.hbaseadvisor.rules.rowkey.LowCardinalityLeadCheck;
import dev.hbaseadvisor.rules.rowkey.MonotonicRowkeyLeadCheck;
import dev.hbaseadvisor.rules.rowkey.NumericAsStringCheck;
import dev.hbaseadvisor.rules.rowkey.RandomSaltCheck;
import dev.hbaseadvisor.rules.rowkey.RowkeyNotUniqueCheck;
import dev.hbaseadvisor.rules.rowkey.RowkeyTooLongCheck;
import dev.hbaseadvisor.rules.rowkey.SaltFanoutCheck;
import dev.hbaseadvisor.rules.rowkey.UnpaddedNumberCheck;
import dev.hbaseadvisor.rules.rowkey.VariableWidthNotLastCheck;
import java.util.List;
import java.util.function.Supplier;

/**
 * The one place rules are registered, as error-prone's {@code BuiltInCheckerSuppliers}: a
 * class per catalog entry, kept sorted by id.
 */
public final class BuiltInRules {

  // keep-sorted start
  private static final List<Supplier<Rule>> RULES = List.of(
      DomainNotReversedCheck::new,
      HashAsTextCheck::new,
      HashBreaksRangeScanCheck::new,
      LowCardinalityLeadCheck::new,
      MonotonicRowkeyLeadCheck::new,
      NumericAsStringCheck::new,
      RandomSaltCheck::new,
      RowkeyNotUniqueCheck::new,
      RowkeyTooLongCheck::new,
      SaltFanoutCheck::new,
      SuppressionMissingReasonCheck::new,
      SuppressionUnknownRuleCheck::new,
      UnpaddedNumberCheck::new,
      VariableWidthNotLastCheck::new);
  // keep-sorted end

  private BuiltInRules() {}

  /** A fresh instance of every built-in rule. */
  public static List<Rule> all() {
    return RULES.stream().map(Supplier::get).toList();
  }

  /** The ids of the built-in rules. */
  public static List<String> ids() {
    return all().stream().map(Rule::id).toList();
  }
}
