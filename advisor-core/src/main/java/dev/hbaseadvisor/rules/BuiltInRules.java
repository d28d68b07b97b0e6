package dev.hbaseadvisor.rules;

import dev.hbaseadvisor.rules.access.FilterScanCheck;
import dev.hbaseadvisor.rules.access.FullTableScanCheck;
import dev.hbaseadvisor.rules.access.ScanOrderMismatchCheck;
import dev.hbaseadvisor.rules.access.WideRowLookupCheck;
import dev.hbaseadvisor.rules.access.WideRowTooWideCheck;
import dev.hbaseadvisor.rules.lint.SuppressionMissingReasonCheck;
import dev.hbaseadvisor.rules.lint.SuppressionUnknownRuleCheck;
import java.util.List;
import java.util.function.Supplier;

/**
 * The one place rules are registered, as error-prone's {@code BuiltInCheckerSuppliers}: a
 * class per catalog entry, kept sorted by id.
 */
public final class BuiltInRules {

  // keep-sorted start
  private static final List<Supplier<Rule>> RULES = List.of(
      FilterScanCheck::new,
      FullTableScanCheck::new,
      ScanOrderMismatchCheck::new,
      SuppressionMissingReasonCheck::new,
      SuppressionUnknownRuleCheck::new,
      WideRowLookupCheck::new,
      WideRowTooWideCheck::new);
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
