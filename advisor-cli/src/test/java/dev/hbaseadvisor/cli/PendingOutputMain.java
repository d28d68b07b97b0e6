package dev.hbaseadvisor.cli;

import java.nio.file.Path;

/**
 * A child process for {@link HostileCliTest}: creates the temporary file of an output as
 * {@link OutputFiles} does, prints its path, and waits to be stopped by a signal.
 */
public final class PendingOutputMain {

  private PendingOutputMain() {}

  public static void main(String[] args) throws Exception {
    Path target = Path.of(args[0]).toAbsolutePath();
    Path temp = OutputFiles.pendingTemp(target, target.getParent());
    System.out.println(temp);
    System.out.flush();
    Thread.sleep(60_000);
  }
}
