package dev.hbaseadvisor.cli;

import dev.hbaseadvisor.report.Printable;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Writes command output files whole or not at all, and never over one of the command's inputs.
 *
 * <p>A regular file (new or existing) is written to a temporary file beside it, forced to disk and
 * renamed over it; a new file gets the mode the umask gives (0644 under 022), an existing one
 * keeps its mode, and a symbolic link keeps pointing where it did. A device or a pipe is written
 * to directly, since replacing it would destroy it. A missing folder is created, as
 * {@code mkdir -p} would ({@code docs/limits.md}). Temporary files still pending when the JVM
 * stops on SIGINT or SIGTERM are removed by a shutdown hook.
 */
final class OutputFiles {

  private static final Set<Path> PENDING = java.util.concurrent.ConcurrentHashMap.newKeySet();

  static {
    Runtime.getRuntime().addShutdownHook(new Thread(OutputFiles::removePending, "hbase-advisor-cleanup"));
  }

  private OutputFiles() {}

  /**
   * Refuses a target that is one of the inputs: the same path, or the same file under another
   * name (a link, {@code ./}, {@code ..}).
   *
   * @throws InputException naming the clash
   */
  static void refuseInputs(Path target, List<Path> inputs) {
    Path absolute = target.toAbsolutePath().normalize();
    for (Path input : inputs) {
      if (input == null || input.toString().isEmpty()) {
        continue;
      }
      boolean same = absolute.equals(input.toAbsolutePath().normalize());
      try {
        same = same || Files.exists(target) && Files.exists(input) && Files.isSameFile(target, input);
      } catch (IOException e) {
        // unreadable: keep the path comparison
      }
      if (same) {
        throw new InputException(target + ":1:1: refusing to write output over an input file");
      }
    }
  }

  /** Refuses the inputs, then writes {@code text} to {@code target}. */
  static void write(Path target, String text, List<Path> inputs) {
    refuseInputs(target, inputs);
    writeAtomically(target, text);
  }

  /**
   * Writes {@code text} whole to {@code target}, or fails with a message and leaves it as it was;
   * the text is neutralised as standard output is ({@link Printable#output}), so a file a CI job
   * prints or a browser opens carries no raw control or bidirectional-formatting character either.
   */
  static void writeAtomically(Path target, String text) {
    byte[] bytes = Printable.output(text).getBytes(StandardCharsets.UTF_8);
    writeAtomically(target, out -> out.write(bytes));
  }

  /** What a streamed output writes, to a stream of its file or device. */
  interface Content {

    /** Writes the whole output to {@code out}. */
    void writeTo(OutputStream out) throws IOException;
  }

  /**
   * Refuses the inputs, then writes what {@code text} writes to a writer to {@code target}, as
   * {@link #write(Path, String, List)} writes a text but without holding it whole: through
   * {@link Printable#output} piece by piece, in UTF-8, for an output of a million lines.
   */
  static void writeStreamed(Path target, List<Path> inputs, TextContent text) {
    refuseInputs(target, inputs);
    writeAtomically(target, out -> {
      java.io.Writer writer = new java.io.BufferedWriter(new java.io.OutputStreamWriter(out, StandardCharsets.UTF_8),
          1 << 16);
      java.io.Writer printable = new PrintableWriter(writer);
      text.writeTo(printable);
      printable.flush();
    });
  }

  /** What a streamed text output writes to a writer. */
  interface TextContent {

    /** Writes the whole text to {@code out}. */
    void writeTo(java.io.Writer out) throws IOException;
  }

  private static void writeAtomically(Path target, Content content) {
    try {
      if (Files.exists(target) && !Files.isRegularFile(target) && !Files.isDirectory(target)) {
        writeInPlace(target, content); // a device or a pipe, such as /dev/stdout, which has no real path to resolve
        return;
      }
      Path real = Files.exists(target) ? target.toRealPath() : target.toAbsolutePath().normalize();
      if (Files.isDirectory(real)) {
        throw new InputException(target + ":1:1: cannot write: it is a folder");
      }
      if (Files.exists(real) && !Files.isRegularFile(real)) {
        writeInPlace(real, content);
        return;
      }
      Path folder = real.getParent();
      Files.createDirectories(folder);
      replace(real, folder, content);
    } catch (IOException e) {
      throw new InputException(target + ":1:1: cannot write: " + describe(e));
    } catch (java.io.UncheckedIOException e) {
      throw new InputException(target + ":1:1: cannot write: " + describe(e.getCause()));
    }
  }

  /** A device or a pipe: written to as it is, so that it stays what it was. */
  private static void writeInPlace(Path device, Content content) throws IOException {
    try (OutputStream out = Files.newOutputStream(device, StandardOpenOption.WRITE)) {
      content.writeTo(out);
      out.flush();
    }
  }

  /**
   * Creates the empty temporary file for {@code target} in {@code folder}, with the umask's mode,
   * registered for removal should the JVM stop before {@link #replace} renames it.
   */
  static Path pendingTemp(Path target, Path folder) throws IOException {
    Path temp = folder.resolve("." + target.getFileName() + "." + Long.toUnsignedString(
        ThreadLocalRandom.current().nextLong(), 36) + ".tmp");
    PENDING.add(temp);
    Files.newByteChannel(temp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE).close();
    return temp;
  }

  private static void replace(Path target, Path folder, Content content) throws IOException {
    Path temp = pendingTemp(target, folder);
    try {
      try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE)) {
        OutputStream out = java.nio.channels.Channels.newOutputStream(channel);
        content.writeTo(out);
        out.flush();
        channel.force(true);
      }
      keepMode(target, temp);
      try {
        Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
      }
      forceFolder(folder);
    } finally {
      Files.deleteIfExists(temp);
      PENDING.remove(temp);
    }
  }

  /** An existing file keeps its permissions; a new one has the umask's, as the temporary file was created. */
  private static void keepMode(Path target, Path temp) throws IOException {
    if (!Files.exists(target) || Files.getFileAttributeView(temp, PosixFileAttributeView.class) == null) {
      return;
    }
    Set<PosixFilePermission> mode = Files.getPosixFilePermissions(target, LinkOption.NOFOLLOW_LINKS);
    Files.setPosixFilePermissions(temp, mode);
  }

  /** Makes the rename durable where the platform allows opening a folder; best effort elsewhere. */
  private static void forceFolder(Path folder) {
    try (FileChannel channel = FileChannel.open(folder, StandardOpenOption.READ)) {
      channel.force(true);
    } catch (IOException | UnsupportedOperationException e) {
      // not every platform can sync a folder
    }
  }

  private static void removePending() {
    for (Path temp : PENDING) {
      try {
        Files.deleteIfExists(temp);
      } catch (IOException e) {
        // the JVM is stopping: nothing more to do
      }
    }
  }

  private static String describe(IOException e) {
    if (e instanceof java.nio.file.AccessDeniedException) {
      return "permission denied";
    }
    if (e instanceof java.nio.file.FileSystemException fs && fs.getReason() != null) {
      return fs.getReason();
    }
    return String.valueOf(e.getMessage());
  }
}
