package dev.hbaseadvisor.report;

import dev.hbaseadvisor.rules.Finding;
import dev.hbaseadvisor.rules.Severity;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/** Counts of findings per severity over a set of files. */
public record Summary(Map<Severity, Integer> counts) {

  /** Counts the findings of every file. */
  public static Summary of(List<FileFindings> files) {
    Map<Severity, Integer> counts = new EnumMap<>(Severity.class);
    for (Severity s : Severity.values()) {
      counts.put(s, 0);
    }
    for (FileFindings file : files) {
      for (Finding f : file.findings()) {
        counts.merge(f.severity(), 1, Integer::sum);
      }
    }
    return new Summary(counts);
  }

  public int count(Severity severity) {
    return counts.get(severity);
  }

  /** Whether some finding is at least as serious as {@code level}. */
  public boolean reaches(Severity level) {
    for (Severity s : Severity.values()) {
      if (s.atLeast(level) && count(s) > 0) {
        return true;
      }
    }
    return false;
  }
}
