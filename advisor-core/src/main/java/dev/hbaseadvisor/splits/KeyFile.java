package dev.hbaseadvisor.splits;

import dev.hbaseadvisor.codec.Bytes;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Streams a file of keys, one per line in {@code Bytes.toStringBinary} form (the form the HBase
 * shell's {@code SPLITS_FILE} and {@code hbase-advisor splits --format file} use), into a
 * {@link QuantileSketch}; blank lines are skipped, a trailing {@code \r} is dropped. The file is
 * read once, in blocks, and never held in memory. ASCII lines are decoded byte by byte; a line
 * with UTF-8 text goes through {@code Bytes.toBytesBinary} as a string, with the same result.
 */
public final class KeyFile {

  private static final int BLOCK = 1 << 16;

  private KeyFile() {}

  /** The longest row key HBase stores: {@code HConstants.MAX_ROW_LENGTH} ({@code Short.MAX_VALUE}). */
  public static final int MAX_KEY_BYTES = Short.MAX_VALUE;
  /**
   * The most bytes a key file may hold: 512 MiB, about 15 million keys of 32 bytes, more than any
   * sample needs; a device or a pipe that never ends ({@code /dev/urandom}) is refused there.
   */
  public static final long MAX_FILE_BYTES = 1L << 29;
  /** The longest line: a longest key written wholly as {@code \xNN} escapes, and a carriage return. */
  private static final int MAX_LINE_BYTES = 4 * MAX_KEY_BYTES + 1;

  /** Adds every key of the file to the sketch and returns the number of keys read. */
  public static long stream(Path file, QuantileSketch sketch) {
    if (Files.isDirectory(file)) {
      throw new SplitException("keys", file + ": the key file is a folder");
    }
    try (InputStream in = Files.newInputStream(file)) {
      return stream(in, sketch);
    } catch (SplitException e) {
      throw new SplitException("keys", file + ":" + e.getMessage());
    } catch (NoSuchFileException e) {
      throw new SplitException("keys", file + ": no such key file");
    } catch (IOException e) {
      throw new SplitException("keys", file + ": cannot read key file: " + e.getMessage());
    }
  }

  /**
   * Adds every key of a stream of lines to the sketch and returns the number of keys read.
   *
   * @throws SplitException {@code LINE: ...} for a key longer than {@link #MAX_KEY_BYTES}
   */
  public static long stream(InputStream in, QuantileSketch sketch) throws IOException {
    byte[] block = new byte[BLOCK];
    byte[] line = new byte[256];
    int length = 0;
    long keys = 0;
    long lineNumber = 1;
    long total = 0;
    int read;
    while ((read = in.read(block)) > 0) {
      total += read;
      if (total > MAX_FILE_BYTES) {
        throw new SplitException("keys", lineNumber + ":1: the key file holds more than " + MAX_FILE_BYTES
            + " bytes (512 MiB), more than any sample of keys needs");
      }
      for (int i = 0; i < read; i++) {
        byte b = block[i];
        if (b == '\n') {
          keys += emit(line, length, sketch, lineNumber++);
          length = 0;
        } else {
          if (length == MAX_LINE_BYTES) {
            throw tooLong(lineNumber, "more than " + MAX_LINE_BYTES + " bytes");
          }
          if (length == line.length) {
            line = Arrays.copyOf(line, Math.min(length * 2, MAX_LINE_BYTES));
          }
          line[length++] = b;
        }
      }
    }
    return keys + emit(line, length, sketch, lineNumber);
  }

  private static int emit(byte[] line, int length, QuantileSketch sketch, long lineNumber) {
    if (length > 0 && line[length - 1] == '\r') {
      length--;
    }
    if (length == 0) {
      return 0;
    }
    byte[] key = decode(line, length);
    if (key.length > MAX_KEY_BYTES) {
      throw tooLong(lineNumber, key.length + " bytes");
    }
    sketch.add(key);
    return 1;
  }

  private static SplitException tooLong(long lineNumber, String size) {
    return new SplitException("keys", lineNumber + ":1: the key is " + size + " long; HBase row keys hold at most "
        + MAX_KEY_BYTES + " bytes (HConstants.MAX_ROW_LENGTH)");
  }

  /** {@code Bytes.toBytesBinary} of one line's bytes. */
  static byte[] decode(byte[] line, int length) {
    byte[] out = new byte[length];
    int n = 0;
    for (int i = 0; i < length; i++) {
      int c = line[i] & 0xFF;
      if (c >= 0x80) {
        return Bytes.toBytesBinary(new String(line, 0, length, StandardCharsets.UTF_8));
      }
      if (c == '\\' && i + 3 < length && line[i + 1] == 'x') {
        int high = Character.digit(line[i + 2], 16);
        int low = Character.digit(line[i + 3], 16);
        if (high >= 0 && low >= 0) {
          out[n++] = (byte) (high << 4 | low);
          i += 3;
          continue;
        }
      }
      out[n++] = (byte) c;
    }
    return n == length ? out : Arrays.copyOf(out, n);
  }
}
