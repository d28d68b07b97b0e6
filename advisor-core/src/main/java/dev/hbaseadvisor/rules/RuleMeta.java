package dev.hbaseadvisor.rules;

import java.util.List;
import java.util.Map;

/**
 * A rule's catalog entry ({@code rules/<id>.yaml}): everything about a rule but its detection
 * logic, which lives in one small class per rule.
 *
 * @param id the stable public id, e.g. {@code monotonic-rowkey-lead}
 * @param title a one-line summary without a trailing period
 * @param severity the default severity
 * @param category families, rowkey, access, presplit, naming, sizing or lint
 * @param rationale why the rule exists, in a few sentences (Markdown)
 * @param fix what to do about a finding
 * @param references HBase reference guide sections and other sources
 * @param thresholds named limits with defaults, in catalog order
 * @param since the version that introduced the rule
 */
public record RuleMeta(
    String id,
    String title,
    Severity severity,
    String category,
    String rationale,
    String fix,
    List<String> references,
    Map<String, Threshold> thresholds,
    String since) {}
