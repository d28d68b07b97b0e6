package dev.hbaseadvisor.report;

import dev.hbaseadvisor.rules.Finding;
import java.util.List;

/**
 * The findings of one input file, in order.
 *
 * @param file the file as the user named it
 * @param findings its findings
 */
public record FileFindings(String file, List<Finding> findings) {}
