package dev.hbaseadvisor.plan;

import java.util.List;

/**
 * The result of {@code recommend}: the current design and the best alternatives, best first.
 *
 * @param current the schema's own rowkey, scored the same way
 * @param candidates the proposed rowkeys, best first
 * @param evaluated how many rowkeys the search scored
 */
public record Recommendation(Candidate current, List<Candidate> candidates, int evaluated) {}
