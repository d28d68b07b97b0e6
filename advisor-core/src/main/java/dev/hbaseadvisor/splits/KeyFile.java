package dev.hbaseadvisor.splits;

import dev.hbaseadvisor.codec.Bytes;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Streams a file of keys, one per line in {@code Bytes.toStringBinary} form (the form the HBase
 * shell's {@code SPLITS_FILE} and {@code hbase-advisor splits --format file} use), into a
 * {@link QuantileSketch}; blank lines are skipped, a trailing {@code \r} is dropped. The file is
 * read once and never held in memory.
 */
public final class KeyFile {

  private KeyFile() {}

  /** Adds every key of the file to the sketch and returns the number of keys read. */
  public static long stream(Path file, QuantileSketch sketch) {
    long keys = 0;
    try (BufferedReader in = new BufferedReader(
        new InputStreamReader(Files.newInputStream(file), StandardCharsets.UTF_8), 1 << 16)) {
      String line;
      while ((line = in.readLine()) != null) {
        int end = line.length();
        if (end > 0 && line.charAt(end - 1) == '\r') {
          end--;
        }
        if (end == 0) {
          continue;
        }
        sketch.add(parse(line, end));
        keys++;
      }
    } catch (NoSuchFileException e) {
      throw new SplitException("keys", file + ": no such key file");
    } catch (IOException e) {
      throw new SplitException("keys", file + ": cannot read key file: " + e.getMessage());
    }
    return keys;
  }

  /** {@code Bytes.toBytesBinary} of {@code line[0, end)}, with a fast path for plain ASCII. */
  private static byte[] parse(String line, int end) {
    byte[] plain = new byte[end];
    for (int i = 0; i < end; i++) {
      char c = line.charAt(i);
      if (c == '\\' || c > 0x7F) {
        return Bytes.toBytesBinary(line.substring(0, end));
      }
      plain[i] = (byte) c;
    }
    return plain;
  }
}
