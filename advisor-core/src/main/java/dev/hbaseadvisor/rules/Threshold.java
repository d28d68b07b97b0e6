package dev.hbaseadvisor.rules;

/**
 * A named, typed limit of a rule with its default and allowed range, overridable per run.
 *
 * @param name the threshold's name, as used in catalogs and configs
 * @param defaultValue its default
 * @param min the smallest allowed value
 * @param max the largest allowed value
 * @param description what it limits, with its unit
 */
public record Threshold(String name, double defaultValue, double min, double max, String description) {}
