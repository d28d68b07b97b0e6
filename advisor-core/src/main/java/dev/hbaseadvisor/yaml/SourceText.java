package dev.hbaseadvisor.yaml;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Reads a text input (a schema, a lint config, a baseline) bounded before it is parsed: at most
 * {@link #MAX_BYTES} bytes, from a regular file or from a device or pipe alike, decoded as strict
 * UTF-8 with the line and column of the first bad byte ({@code docs/limits.md}).
 */
public final class SourceText {

  /**
   * The largest input: 2 MiB. Schema files are kilobytes; the bound keeps the YAML parser, whose
   * time grows with the square of the longest scalar, to a few seconds in the worst case
   * ({@code docs/limits.md}).
   */
  public static final int MAX_BYTES = 2 << 20;

  private SourceText() {}

  /** Why an input could not be read, with the position the message refers to. */
  public static final class UnreadableException extends Exception {

    private final Position position;

    UnreadableException(String message, Position position) {
      super(message);
      this.position = position;
    }

    /** Where the problem is: the bad byte, or 1:1 for the file as a whole. */
    public Position position() {
      return position;
    }
  }

  /** The text of {@code file}, at most {@link #MAX_BYTES} bytes of UTF-8. */
  public static String read(Path file) throws UnreadableException {
    return read(file, MAX_BYTES);
  }

  /** The text of {@code file}, at most {@code maxBytes} bytes of UTF-8. */
  public static String read(Path file, int maxBytes) throws UnreadableException {
    if (Files.isDirectory(file)) {
      throw new UnreadableException("is a folder, not a file", Position.START);
    }
    try {
      if (Files.isRegularFile(file) && Files.size(file) > maxBytes) {
        throw tooLarge(Files.size(file) + " bytes", maxBytes);
      }
      byte[] bytes;
      try (InputStream in = Files.newInputStream(file)) {
        bytes = in.readNBytes(maxBytes + 1);
      }
      if (bytes.length > maxBytes) {
        throw tooLarge("more than " + maxBytes + " bytes", maxBytes);
      }
      return decode(bytes);
    } catch (NoSuchFileException e) {
      throw new UnreadableException("no such file", Position.START);
    } catch (AccessDeniedException e) {
      throw new UnreadableException("cannot read: permission denied", Position.START);
    } catch (IOException e) {
      throw new UnreadableException("cannot read: " + e.getMessage(), Position.START);
    }
  }

  private static UnreadableException tooLarge(String size, int maxBytes) {
    return new UnreadableException("file too large (" + size + "); inputs are limited to " + (maxBytes >> 20)
        + " MiB (" + maxBytes + " bytes)", Position.START);
  }

  /** Strict UTF-8; a malformed or truncated sequence is reported at its line and column. */
  public static String decode(byte[] bytes) throws UnreadableException {
    CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
        .onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(bytes);
    CharBuffer out = CharBuffer.allocate(bytes.length);
    CoderResult result = decoder.decode(in, out, true);
    if (!result.isError()) {
      result = decoder.flush(out);
    }
    if (result.isError()) {
      out.flip();
      int bad = bytes[in.position()] & 0xFF;
      throw new UnreadableException(String.format("not UTF-8 text: byte 0x%02X cannot start or continue a UTF-8"
          + " character", bad), positionAfter(out));
    }
    out.flip();
    return out.toString();
  }

  /** The position just after {@code text}: where the next character would be. */
  static Position positionAfter(CharSequence text) {
    int line = 1;
    int column = 1;
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) == '\n') {
        line++;
        column = 1;
      } else {
        column++;
      }
    }
    return new Position(line, column);
  }
}
