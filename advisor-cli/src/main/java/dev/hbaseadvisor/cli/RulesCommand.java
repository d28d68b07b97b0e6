package dev.hbaseadvisor.cli;

import dev.hbaseadvisor.model.Suggestions;
import dev.hbaseadvisor.report.RulesDoc;
import dev.hbaseadvisor.rules.RuleCatalog;
import dev.hbaseadvisor.rules.RuleMeta;
import dev.hbaseadvisor.rules.Threshold;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code rules}: lists the catalog, or prints one rule in full. */
@Command(name = "rules", mixinStandardHelpOptions = true,
    description = "List the lint rules, or print one rule's rationale, fix, thresholds and references.")
public final class RulesCommand implements Callable<Integer> {

  @Spec
  CommandSpec spec;

  @Parameters(arity = "0..1", paramLabel = "ID", description = "A rule id.")
  String id;

  @Override
  public Integer call() {
    RuleCatalog catalog = RuleCatalog.builtIn();
    PrintWriter out = spec.commandLine().getOut();
    if (id == null) {
      int width = catalog.all().stream().mapToInt(r -> r.id().length()).max().orElse(0);
      for (RuleMeta r : catalog.all()) {
        out.println(String.format("%-" + width + "s  %-7s  %-8s  %s", r.id(), r.severity().label(), r.category(),
            r.title()));
      }
      return ExitCode.OK;
    }
    RuleMeta r = catalog.get(id);
    if (r == null) {
      List<String> ids = catalog.all().stream().map(RuleMeta::id).toList();
      throw new InputException("hbase-advisor rules: no rule '" + id + "'" + Suggestions.closest(id, ids));
    }
    out.println(r.id() + ": " + r.title());
    out.println("severity: " + r.severity().label() + "   category: " + r.category() + "   since: " + r.since());
    out.println();
    out.println(r.rationale());
    out.println();
    out.println("Fix: " + r.fix());
    if (!r.thresholds().isEmpty()) {
      out.println();
      out.println("Thresholds:");
      for (Threshold t : r.thresholds().values()) {
        out.println("  " + t.name() + " = " + RulesDoc.number(t.defaultValue()) + "  (" + t.description() + ")");
      }
    }
    out.println();
    out.println("References:");
    r.references().forEach(ref -> out.println("  - " + ref));
    return ExitCode.OK;
  }
}
