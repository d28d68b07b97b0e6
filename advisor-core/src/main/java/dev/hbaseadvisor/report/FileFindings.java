package dev.hbaseadvisor.report;

import dev.hbaseadvisor.model.SchemaProblem;
import dev.hbaseadvisor.rules.Finding;
import dev.hbaseadvisor.rules.Linter;
import java.util.List;

/**
 * The findings of one input file, in order, with what the machine-read formats also need: the
 * findings suppressed inline (reported by none, but kept so that fingerprints stay stable), the
 * findings a baseline accepted (SARIF {@code baselineState}) and, for a file that could not be
 * loaded, why.
 *
 * @param file the file as the user named it
 * @param findings its findings
 * @param suppressed findings suppressed inline with a reason
 * @param baselined findings a baseline accepted
 * @param problems why the file could not be loaded; empty when it was
 */
public record FileFindings(String file, List<Finding> findings, List<Linter.Suppressed> suppressed,
    List<Finding> baselined, List<SchemaProblem> problems) {

  /** A loaded file's findings, nothing suppressed or baselined. */
  public FileFindings(String file, List<Finding> findings) {
    this(file, findings, List.of(), List.of(), List.of());
  }

  /** A file that could not be loaded. */
  public static FileFindings unreadable(String file, List<SchemaProblem> problems) {
    return new FileFindings(file, List.of(), List.of(), List.of(), List.copyOf(problems));
  }

  /** Whether the file was loaded (and so linted). */
  public boolean loaded() {
    return problems.isEmpty();
  }

  /** The same file with other findings (after a baseline or a filter). */
  public FileFindings withFindings(List<Finding> kept, List<Finding> accepted) {
    return new FileFindings(file, kept, suppressed, accepted, problems);
  }
}
