package dev.hbaseadvisor.cli;

import picocli.AutoComplete;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code completion}: prints picocli's bash and zsh completion script. */
@Command(name = "completion", mixinStandardHelpOptions = true,
    description = "Print a bash/zsh completion script. Use: source <(hbase-advisor completion)")
public final class CompletionCommand implements Runnable {

  @Spec
  CommandSpec spec;

  @Override
  public void run() {
    String script = AutoComplete.bash("hbase-advisor", spec.root().commandLine());
    spec.commandLine().getOut().print(script);
    spec.commandLine().getOut().flush();
  }
}
