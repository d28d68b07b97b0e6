package dev.hbaseadvisor.rules;

import dev.hbaseadvisor.rules.access.FilterScanCheck;
import dev.hbaseadvisor.rules.access.FullTableScanCheck;
import dev.hbaseadvisor.rules.access.ScanOrderMismatchCheck;
import dev.hbaseadvisor.rules.access.WideRowLookupCheck;
import dev.hbaseadvisor.rules.access.WideRowTooWideCheck;
import dev.hbaseadvisor.rules.families.CellTimestampExpiredCheck;
import dev.hbaseadvisor.rules.families.CellTooLargeCheck;
import dev.hbaseadvisor.rules.families.CompactionDisabledCheck;
import dev.hbaseadvisor.rules.families.FamilyCardinalitySkewCheck;
import dev.hbaseadvisor.rules.families.FifoCompactionRefusedCheck;
import dev.hbaseadvisor.rules.families.ImmutableRowsUpdatedCheck;
import dev.hbaseadvisor.rules.families.LongFamilyNameCheck;
import dev.hbaseadvisor.rules.families.LongQualifierNameCheck;
import dev.hbaseadvisor.rules.families.TooManyFamiliesCheck;
import dev.hbaseadvisor.rules.families.TtlWithMinVersionsCheck;
import dev.hbaseadvisor.rules.families.UnboundedDeletedCellsCheck;
import dev.hbaseadvisor.rules.families.VersionsAsHistoryCheck;
import dev.hbaseadvisor.rules.lint.SuppressionMissingReasonCheck;
import dev.hbaseadvisor.rules.lint.SuppressionUnknownRuleCheck;
import dev.hbaseadvisor.rules.naming.InvalidFamilyNameCheck;
import dev.hbaseadvisor.rules.naming.InvalidTableNameCheck;
import dev.hbaseadvisor.rules.presplit.PresplitInvalidCheck;
import dev.hbaseadvisor.rules.presplit.PresplitLopsidedCheck;
import dev.hbaseadvisor.rules.presplit.PresplitMisalignedSaltCheck;
import dev.hbaseadvisor.rules.presplit.PresplitMissingCheck;
import dev.hbaseadvisor.rules.presplit.PresplitUnreachableRegionsCheck;
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
import dev.hbaseadvisor.rules.rowkey.SaltFewValuesCheck;
import dev.hbaseadvisor.rules.rowkey.SaltWithoutBenefitCheck;
import dev.hbaseadvisor.rules.rowkey.UnpaddedNumberCheck;
import dev.hbaseadvisor.rules.rowkey.TtlEmptyRegionsCheck;
import dev.hbaseadvisor.rules.rowkey.VariableWidthNotLastCheck;
import dev.hbaseadvisor.rules.sizing.PutTooLargeCheck;
import dev.hbaseadvisor.rules.sizing.RegionCountCheck;
import dev.hbaseadvisor.rules.sizing.SplitPrefixTooShortCheck;
import java.util.List;
import java.util.function.Supplier;

/**
 * The one place rules are registered, as error-prone's {@code BuiltInCheckerSuppliers}: a
 * class per catalog entry, kept sorted by id.
 */
public final class BuiltInRules {

  // keep-sorted start
  private static final List<Supplier<Rule>> RULES = List.of(
      CellTimestampExpiredCheck::new,
      CellTooLargeCheck::new,
      CompactionDisabledCheck::new,
      DomainNotReversedCheck::new,
      FamilyCardinalitySkewCheck::new,
      FifoCompactionRefusedCheck::new,
      FilterScanCheck::new,
      FullTableScanCheck::new,
      HashAsTextCheck::new,
      HashBreaksRangeScanCheck::new,
      ImmutableRowsUpdatedCheck::new,
      InvalidFamilyNameCheck::new,
      InvalidTableNameCheck::new,
      LongFamilyNameCheck::new,
      LongQualifierNameCheck::new,
      LowCardinalityLeadCheck::new,
      MonotonicRowkeyLeadCheck::new,
      NumericAsStringCheck::new,
      PresplitInvalidCheck::new,
      PresplitLopsidedCheck::new,
      PresplitMisalignedSaltCheck::new,
      PresplitMissingCheck::new,
      PresplitUnreachableRegionsCheck::new,
      PutTooLargeCheck::new,
      RandomSaltCheck::new,
      RegionCountCheck::new,
      RowkeyNotUniqueCheck::new,
      RowkeyTooLongCheck::new,
      SaltFanoutCheck::new,
      SaltFewValuesCheck::new,
      SaltWithoutBenefitCheck::new,
      ScanOrderMismatchCheck::new,
      SplitPrefixTooShortCheck::new,
      SuppressionMissingReasonCheck::new,
      SuppressionUnknownRuleCheck::new,
      TooManyFamiliesCheck::new,
      TtlEmptyRegionsCheck::new,
      TtlWithMinVersionsCheck::new,
      UnboundedDeletedCellsCheck::new,
      UnpaddedNumberCheck::new,
      VariableWidthNotLastCheck::new,
      VersionsAsHistoryCheck::new,
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
