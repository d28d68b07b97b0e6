package dev.hbaseadvisor.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;

/**
 * Standard output as a stream that throws {@link Failure} when a write fails (a full disk, a
 * closed pipe), so that a {@link java.io.PrintWriter} over it, which swallows
 * {@link IOException}s, cannot hide the failure: the command stops at once and exits non-zero.
 */
final class StdoutStream extends OutputStream {

  /** A write to standard output failed. */
  static final class Failure extends UncheckedIOException {

    Failure(IOException cause) {
      super(cause);
    }
  }

  private final OutputStream out;

  StdoutStream(OutputStream out) {
    this.out = out;
  }

  /** The process's standard output, unbuffered: the buffering is the writer's. */
  static StdoutStream stdout() {
    return new StdoutStream(new FileOutputStream(FileDescriptor.out));
  }

  @Override
  public void write(int b) {
    try {
      out.write(b);
    } catch (IOException e) {
      throw new Failure(e);
    }
  }

  @Override
  public void write(byte[] b, int off, int len) {
    try {
      out.write(b, off, len);
    } catch (IOException e) {
      throw new Failure(e);
    }
  }

  @Override
  public void flush() {
    try {
      out.flush();
    } catch (IOException e) {
      throw new Failure(e);
    }
  }
}
