package dev.hbaseadvisor.splits;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** A key file that never ends ({@code /dev/urandom}, a pipe) is refused at the bound of a key file's bytes. */
class HostileKeyFileTest {

  @Test
  void aKeyStreamThatNeverEnds_isRefusedAtTheFileBound() {
    InputStream endless = new InputStream() {
      @Override
      public int read() {
        return '\n';
      }

      @Override
      public int read(byte[] b, int off, int len) {
        Arrays.fill(b, off, off + len, (byte) '\n');
        return len;
      }
    };
    SplitException e = assertThrows(SplitException.class, () -> KeyFile.stream(endless, new QuantileSketch(16, 1)));
    assertTrue(e.getMessage().endsWith(":1: the key file holds more than 536870912 bytes (512 MiB), more than any"
        + " sample of keys needs"), e.getMessage());
  }
}
