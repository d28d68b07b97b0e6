package dev.hbaseadvisor.maven;

import java.util.ArrayList;
import java.util.List;
import org.apache.maven.plugin.logging.SystemStreamLog;

/** A Maven log that keeps every line with its level ({@code INFO line}), for assertions. */
final class RecordingLog extends SystemStreamLog {

  final List<String> lines = new ArrayList<>();

  @Override
  public void info(CharSequence content) {
    lines.add("INFO " + content);
  }

  @Override
  public void warn(CharSequence content) {
    lines.add("WARN " + content);
  }

  @Override
  public void error(CharSequence content) {
    lines.add("ERROR " + content);
  }

  @Override
  public void debug(CharSequence content) {
    // not recorded: the command lines, which the assertions check through their effects
  }
}
