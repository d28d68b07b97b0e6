package dev.hbaseadvisor.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** The {@code hbase-advisor} command; its subcommands do the work. */
@Command(
    name = "hbase-advisor",
    mixinStandardHelpOptions = true,
    versionProvider = VersionProvider.class,
    description = "Checks HBase table designs before any data is loaded.",
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
        "0:Success.",
        "1:Findings at or above the failure level.",
        "2:Usage error, or unreadable or invalid input."},
    subcommands = {
        ValidateCommand.class,
        LintCommand.class,
        DiffCommand.class,
        RulesCommand.class,
        KeysCommand.class,
        ExplainCommand.class,
        RecommendCommand.class,
        SplitsCommand.class,
        SimulateCommand.class,
        ReportCommand.class,
        CompletionCommand.class,
    })
public final class RootCommand implements Runnable {

  @Spec
  CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }
}
