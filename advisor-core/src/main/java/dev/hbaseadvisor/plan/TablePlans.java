package dev.hbaseadvisor.plan;

import java.util.List;

/**
 * The plans of every access pattern of one schema, in {@code access:} order, with the table
 * sizes they were estimated from; computed once per lint run and shared by the planner rules.
 *
 * @param stats the table's sizes
 * @param plans one plan per access pattern
 */
public record TablePlans(TableStats stats, List<AccessPlan> plans) {}
