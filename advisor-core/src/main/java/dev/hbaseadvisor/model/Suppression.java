package dev.hbaseadvisor.model;

/**
 * An inline suppression of a lint rule, with the reason a reviewer will read.
 *
 * @param rule the rule id
 * @param reason why the finding does not apply, or null when missing (itself a finding)
 */
public record Suppression(String rule, String reason) {}
