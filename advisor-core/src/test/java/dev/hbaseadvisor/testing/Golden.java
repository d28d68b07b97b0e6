package dev.hbaseadvisor.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Generated files committed to the repository (docs from the catalogs): the test fails when the
 * file is stale, and {@code -Dadvisor.updateGolden=true} rewrites it.
 */
public final class Golden {

  private Golden() {}

  /** Asserts that {@code file} (relative to the project root) holds {@code generated}; {@code test} regenerates it. */
  public static void assertCurrent(String file, String generated, String test) throws IOException {
    Path path = Schemas.projectRoot().resolve(file);
    if (Boolean.getBoolean("advisor.updateGolden")) {
      Files.writeString(path, generated);
    }
    assertEquals(generated, Files.exists(path) ? Files.readString(path) : "", file + " is stale: run mvn -q -pl "
        + "advisor-core test -Dtest=" + test + " -Dadvisor.updateGolden=true");
  }
}
