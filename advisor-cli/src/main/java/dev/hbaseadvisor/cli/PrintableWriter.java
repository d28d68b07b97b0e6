package dev.hbaseadvisor.cli;

import dev.hbaseadvisor.report.Printable;
import java.io.FilterWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;

/**
 * A writer that passes everything it is given through {@link Printable#output}: every message,
 * result and progress line a command writes to standard output or standard error, so that no
 * command, present or future, can put a raw control or bidirectional-formatting character from a
 * schema, a file name or a setting into a terminal or a CI log.
 */
final class PrintableWriter extends FilterWriter {

  private final Writer target;

  /** A writer over {@code target} that neutralises what it writes; its failures are {@code target}'s. */
  PrintableWriter(Writer target) {
    super(target);
    this.target = target;
  }

  /**
   * A print writer over {@code target} that neutralises what it writes, its lines ending with
   * {@code \n} whatever the platform's line separator, so the same input gives the same bytes on
   * every system; it flushes on every line when {@code autoFlush} is set.
   */
  static PrintWriter over(PrintWriter target, boolean autoFlush) {
    return new PrintWriter(new PrintableWriter(target), autoFlush) {
      @Override
      public boolean checkError() {
        return super.checkError() | target.checkError();
      }
    };
  }

  @Override
  public void write(int c) throws IOException {
    write(String.valueOf((char) c));
  }

  @Override
  public void write(char[] buffer, int offset, int length) throws IOException {
    write(new String(buffer, offset, length));
  }

  @Override
  public void write(String text, int offset, int length) throws IOException {
    target.write(Printable.output(text.substring(offset, offset + length)));
  }

  @Override
  public void write(String text) throws IOException {
    target.write(Printable.output(text));
  }
}
