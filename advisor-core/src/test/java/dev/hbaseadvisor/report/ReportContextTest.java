package dev.hbaseadvisor.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** How outputs name files: relative to the repository root, RFC 3986 percent-encoded for SARIF. */
class ReportContextTest {

  private final ReportContext context = new ReportContext(Path.of("/work/repo"), ReportContext.RULES_DOCS, false);

  @Test
  void uri_percentEncodesEveryByteOutsideTheUnreservedAndPathCharacters() {
    assertEquals("schemas/a%20b%231.yaml", context.uri("/work/repo/schemas/a b#1.yaml"));
    assertEquals("t%C3%BCr%3Ax%3F%25.yaml", context.uri("/work/repo/tür:x?%.yaml"),
        "UTF-8 bytes, a colon (never read as a scheme), query and percent signs");
    assertEquals("a-b_c.d~e!$&'()*+,;=@.yaml", context.uri("/work/repo/a-b_c.d~e!$&'()*+,;=@.yaml"));
  }

  @Test
  void filesOutsideTheRoot_areAbsoluteFileUris_andAbsolutePaths() {
    assertEquals("file:///elsewhere/x%20y.yaml", context.uri("/elsewhere/x y.yaml"));
    assertEquals("/elsewhere/x y.yaml", context.display("/elsewhere/x y.yaml"));
    assertEquals("schemas/x.yaml", context.display("/work/repo/./schemas/../schemas/x.yaml"));
  }

  @Test
  void rootUri_endsInASlash() {
    assertEquals("file:///work/repo/", context.rootUri());
    assertEquals("file:///work/my%20repo/",
        new ReportContext(Path.of("/work/my repo"), ReportContext.RULES_DOCS, false).rootUri());
  }
}
