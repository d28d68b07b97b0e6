package dev.hbaseadvisor.hostile;

import static dev.hbaseadvisor.testing.Schemas.minimal;
import static dev.hbaseadvisor.testing.Schemas.problems;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.model.SchemaException;
import dev.hbaseadvisor.model.SchemaLoader;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hostile schema files (issue 12, sections 2 and 3): each is refused at once with its real
 * position and a message in the user's terms, never a library's; large ones are generated here
 * rather than committed. The suite runs in a JVM with a 256 MiB heap (the {@code hostile}
 * surefire execution), so a file that is read whole before it is bounded fails it.
 */
class HostileSchemaTest {

  private static final String HOST = "  host: {type: string}\n";

  @TempDir
  Path tmp;

  private static String loadProblems(Path file) {
    SchemaException e = assertThrows(SchemaException.class, () -> SchemaLoader.load(file));
    return e.getMessage();
  }

  // ---- inputs bounded before they are read ----

  @Test
  void devZero_isRefusedAtTheSizeLimit_withoutReadingIt() {
    Path zero = Path.of("/dev/zero");
    String message = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> loadProblems(zero));
    assertEquals("/dev/zero:1:1: file too large (more than 2097152 bytes); inputs are limited to 2 MiB"
        + " (2097152 bytes)", message);
  }

  @Test
  void twoGibFile_isRefusedByItsSize() throws IOException {
    Path big = tmp.resolve("big.yaml");
    try (var channel = java.nio.channels.FileChannel.open(big, java.nio.file.StandardOpenOption.CREATE_NEW,
        java.nio.file.StandardOpenOption.WRITE, java.nio.file.StandardOpenOption.SPARSE)) {
      channel.write(java.nio.ByteBuffer.wrap(new byte[] {'x'}), (2L << 30) - 1);
    }
    assertEquals(big + ":1:1: file too large (2147483648 bytes); inputs are limited to 2 MiB (2097152 bytes)",
        loadProblems(big));
  }

  @Test
  void longScalar_isRefusedBeforeTheParserSeesIt() throws IOException {
    Path file = tmp.resolve("scalar.yaml");
    try (OutputStream out = Files.newOutputStream(file)) {
      out.write("table: ".getBytes(StandardCharsets.US_ASCII));
      out.write(new byte[10 << 20]);
    }
    String message = assertTimeoutPreemptively(Duration.ofSeconds(5), () -> loadProblems(file));
    assertTrue(message.startsWith(file + ":1:1: file too large (10485767 bytes)"), message);
  }

  @Test
  void folder_isNotAFile() {
    assertEquals(tmp + ":1:1: is a folder, not a file", loadProblems(tmp));
  }

  @Test
  void invalidUtf8_isReportedAtItsLineAndColumn() throws IOException {
    Path file = tmp.resolve("latin1.yaml");
    Files.write(file, "table: t\ndescription: caf\u00e9\n".getBytes(StandardCharsets.ISO_8859_1));
    assertEquals(file + ":2:17: not UTF-8 text: byte 0xE9 cannot start or continue a UTF-8 character",
        loadProblems(file));
  }

  @Test
  void nulByte_isReportedAtItsPosition() {
    assertEquals("test.yaml:2:15: NUL character U+0000 is not allowed in YAML; write it as"
        + " an escape such as \"\\x00\" inside double quotes", problems("table: t\ndescription: a\u0000b\n"));
  }

  @Test
  void escapeCharacter_isRefusedAtItsPosition() {
    assertEquals("test.yaml:1:8: control character U+001B is not allowed in YAML; write it"
        + " as an escape such as \"\\x1B\" inside double quotes", problems("table: \u001b]0;pwned\u0007\n"));
  }

  @Test
  void deepNesting_isReportedWhereItGoesTooDeep_inTheUsersTerms() {
    String yaml = "a: " + "[".repeat(2000) + "]".repeat(2000) + "\n";
    assertEquals("test.yaml:1:67: maps and lists are nested more than 64 levels deep",
        problems(yaml));
  }

  @Test
  void longNumber_isReportedWhereItIs_withoutLibraryInternals() {
    assertEquals("test.yaml:2:10: YAML syntax error: Number value length (2000) exceeds the maximum allowed (1000)",
        problems("table: t\nversion: " + "9".repeat(2000) + "\n"));
  }

  // ---- YAML is read as YAML ----

  @Test
  void undefinedAlias_isRefused_notTurnedIntoItsName() {
    assertEquals("test.yaml:8:11: YAML anchors and aliases are not supported: found alias"
        + " *undefined; write the value out", problems(minimal(HOST, "  - field: host\n")
            + "  - name: *undefined\n"));
  }

  @Test
  void billionLaughs_isRefusedAtTheFirstAnchor() {
    StringBuilder yaml = new StringBuilder("a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n");
    for (char c = 'b'; c <= 'i'; c++) {
      char p = (char) (c - 1);
      yaml.append(c).append(": &").append(c).append(" [*").append(p).append(",*").append(p).append(",*")
          .append(p).append(",*").append(p).append(",*").append(p).append(",*").append(p).append("]\n");
    }
    assertEquals("test.yaml:1:4: YAML anchors and aliases are not supported: found anchor &a;"
        + " write the value out", problems(yaml.toString()));
  }

  @Test
  void anchorOnAScalar_isRefusedToo() {
    assertEquals("test.yaml:7:11: YAML anchors and aliases are not supported: found anchor &fam; write the value"
        + " out", problems(minimal(HOST, "  - field: host\n").replace("name: d", "name: &fam d")));
  }

  @Test
  void mergeKey_isRefused() {
    assertEquals("test.yaml:2:5: YAML merge keys (<<) are not supported; write the keys out",
        problems("table: t\nx: {<<: {a: 1}}\n"));
  }

  @Test
  void binaryTag_saysWhatTheUserWrote() {
    assertEquals("test.yaml:1:8: binary values (!!binary) are not supported; write bytes as"
        + " text with \\x escapes", problems("table: !!binary aGVsbG8=\n"));
  }

  @Test
  void nullTable_saysItIsNull_notMissing() {
    String yaml = "table: null\nfields:\n" + HOST + "rowkey:\n  - field: host\nfamilies:\n  - name: d\n";
    assertEquals("test.yaml:1:8: 'table' is null; it needs a value", problems(yaml));
  }

  // ---- checks the docs promise ----

  @Test
  void duplicateEnumValue_isReportedAtTheSecond() {
    assertEquals("test.yaml:3:34: duplicate enum value 'a'",
        problems(minimal("  e: {type: enum, values: [a, b, a]}\n", "  - field: e\n")));
  }

  @Test
  void enumCardinality_aboveItsValues_isAnError() {
    assertEquals("test.yaml:3:48: 'cardinality' 5 is above the 2 values of enum field 'e'",
        problems(minimal("  e: {type: enum, values: [a, b], cardinality: 5}\n", "  - field: e\n")));
  }

  @Test
  void decimalWidth_narrowerThanTheValues_isAnError() {
    assertEquals("test.yaml:7:12: 'width' 2 is narrower than the values of field 'ts': 1767225600000 takes 13"
        + " decimal digits", problems(minimal("  ts: {type: timestamp}\n",
            "  - field: ts\n    encoding: decimal\n    width: 2\n")));
  }

  @Test
  void intBoundsBeyond32Bits_areRefused_notWrapped() {
    assertEquals("test.yaml:3:23: 'min' of an int field must be between -2147483648 and 2147483647 (4 bytes), got"
        + " 4294967290; use type: long\ntest.yaml:3:40: 'max' of an int field must be between -2147483648 and"
        + " 2147483647 (4 bytes), got 4294967296; use type: long",
        problems(minimal("  a: {type: int, min: 4294967290, max: 4294967296}\n", "  - field: a\n")));
  }

  @Test
  void namesWithALineBreak_areRefusedWhereTheyAre() {
    String refused = "; a name is shown on one line of terminals, CI logs and reports";
    assertEquals("test.yaml:1:8: 'table' holds a line break (U+000A)" + refused,
        problems(minimal(HOST, "  - field: host\n").replaceFirst("table: \\w+", "table: \"t\\\\n::error::x\"")));
    assertEquals("test.yaml:7:11: 'name' holds a line break (U+2028)" + refused,
        problems(minimal(HOST, "  - field: host\n").replace("name: d", "name: \"d\\u2028\"")));
  }

  @Test
  void sectionsLargerThanASchemaNeeds_areRefused() {
    assertEquals("test.yaml:5:3: 'rowkey' has 257 segments, more than the 256 a schema may have (docs/limits.md)",
        problems(minimal(HOST, "  - field: host\n".repeat(257))));
    assertEquals("test.yaml:7:3: 'families' has 1001 families, more than the 1000 a schema may have"
        + " (docs/limits.md)", problems(minimal(HOST, "  - field: host\n").replace("  - name: d\n",
            "  - {name: f}\n".repeat(1001))));
    String fields = problems(minimal(HOST + "  f: {type: int}\n".repeat(1000).replaceAll("f: ", "f%d: ").formatted(
        java.util.stream.IntStream.range(0, 1000).boxed().toArray()), "  - field: host\n"));
    assertTrue(fields.startsWith("test.yaml:3:3: 'fields' has 1001 fields, more than the 1000 a schema may have"
        + " (docs/limits.md)\n"), fields);
  }

  @Test
  void segmentWidthsBeyondARowKey_areRefused() {
    assertEquals("test.yaml:5:3: the rowkey's segment widths add up to 60000 bytes, more than the 32767 bytes HBase"
        + " allows in a whole row key", problems(minimal(HOST, "  - {field: host, width: 30000}\n".repeat(2))));
  }

  // ---- numbers that drive work are bounded ----

  @Test
  void hugeStringLength_isRefused_beforeAnyKeyShapeIsComputed() {
    assertEquals("test.yaml:3:29: 'length' must be between 1 and 10485760, got 2000000000",
        problems(minimal("  s: {type: string, length: 2000000000}\n", "  - field: s\n")));
  }

  @Test
  void keyFieldLongerThanAnHBaseRow_isRefused() {
    assertEquals("test.yaml:5:12: field 'blob' holds values of up to 4194304 bytes, more than the 32767 bytes HBase"
        + " allows in a whole row key; give the segment a 'width' or key on another field",
        problems(minimal("  blob: {type: bytes, length: 4MiB}\n", "  - field: blob\n")));
  }

  @Test
  void absurdWorkloads_areRefused() {
    String base = minimal(HOST, "  - field: host\n");
    assertEquals("test.yaml:9:11: 'writes' must be at most 100000000/s (100 million writes a second, beyond any"
        + " HBase cluster), got 1000000000000000/s", problems(base + "workload:\n  writes: 1e15/s\n"));
    assertEquals("test.yaml:9:13: 'duration' must be between 1 and 315360000, got 60480000000",
        problems(base + "workload:\n  duration: 100000w\n"));
    assertEquals("test.yaml:9:9: 'rows' must be between 1 and 1000000000000000, got 1000000000000000000",
        problems(base + "workload:\n  rows: 1000000T\n"));
  }

  // ---- issue 30, round two: RC15 and RC30 ----

  @Test
  void aFileOfManyMistakes_reportsTheFirstHundred_andCountsTheRest() throws IOException {
    StringBuilder text = new StringBuilder("table: t\nfields:\n" + HOST + "rowkey: [{field: host}]\nfamilies: [{name: d}]\n");
    for (int i = 0; i < 5_000; i++) {
      text.append("k").append(i).append(": 1\n");
    }
    Path file = Files.writeString(tmp.resolve("many.yaml"), text);
    SchemaException e = assertThrows(SchemaException.class, () -> SchemaLoader.load(file));
    assertEquals(101, e.problems().size(), "100 problems and the line that counts the rest");
    assertEquals(file + ":6:1: unknown key 'k0'", e.problems().get(0).toString());
    assertEquals(file + ":106:1: 4,900 more problems from here on not shown; a file reports at most 100",
        e.problems().get(100).toString());
  }

  @Test
  void aByteOrderMarkInsideTheFile_isRefusedAtItsPlace() throws IOException {
    Path middle = Files.writeString(tmp.resolve("bom.yaml"),
        "table: t\nfields:\n" + HOST + "\uFEFFrowkey: [{field: host}]\nfamilies: [{name: d}]\n");
    assertEquals(middle + ":4:1: a byte order mark (U+FEFF) may only begin the file; this one, inside it, is"
        + " invisible in most editors: delete it", loadProblems(middle));
    Path start = Files.writeString(tmp.resolve("start.yaml"),
        "\uFEFFtable: t\nfields:\n" + HOST + "rowkey: [{field: host}]\nfamilies: [{name: d}]\n");
    assertEquals("t", assertDoesNotThrow(() -> SchemaLoader.load(start)).table(), "a leading one is allowed");
  }

  @Test
  void fieldNamesThatLookAlike_areRefusedAsNotAscii_notReadAsTwoFields() throws IOException {
    // Precomposed and decomposed e-acute, and a Turkish dotless i beside i: equal to the eye,
    // different as bytes. Field names are ASCII identifiers, so neither pair can load.
    String composed = "\u00e9";
    String decomposed = "e\u0301";
    Path nfc = Files.writeString(tmp.resolve("nfc.yaml"), "table: t\nfields:\n  " + composed + ": {type: string}\n  "
        + decomposed + ": {type: string}\nrowkey: [{field: " + composed + "}]\nfamilies: [{name: d}]\n");
    String message = loadProblems(nfc);
    assertTrue(message.startsWith(nfc + ":3:3: field name '" + composed + "' must start with an ASCII letter"), message);
    assertTrue(message.contains(nfc + ":4:3: field name '" + decomposed + "' must start with an ASCII letter"), message);
    Path turkish = Files.writeString(tmp.resolve("tr.yaml"), "table: t\nfields:\n  \u0131d: {type: string}\n"
        + "  id: {type: string}\nrowkey: [{field: id}]\nfamilies: [{name: d}]\n");
    assertTrue(loadProblems(turkish).startsWith(turkish + ":3:3: field name '\u0131d' must start with an ASCII letter"
        + " or '_' and hold only ASCII letters, digits, '_' and '-'"));
    Path astral = Files.writeString(tmp.resolve("astral.yaml"), "table: t\nfields:\n  \uD835\uDD1E: {type: string}\n"
        + "rowkey: [{field: \uD835\uDD1E}]\nfamilies: [{name: d}]\n");
    assertTrue(loadProblems(astral).startsWith(astral + ":3:3: field name '\uD835\uDD1E' must start with an ASCII"));
  }

  @Test
  void aDurationInYears_isNamedAsAUnitTheFormatLacks() throws IOException {
    Path years = Files.writeString(tmp.resolve("years.yaml"), "table: t\nfields:\n" + HOST
        + "rowkey: [{field: host}]\nfamilies: [{name: d}]\nworkload: {writes: 1/s, duration: 1000000000y}\n");
    assertEquals(years + ":6:35: 'duration': '1000000000y' is not a duration: a number of seconds, or of ms, s, m,"
        + " min, h, d or w (there is no unit for months or years: 365d is a year), or forever; examples: 3600, 30d,"
        + " 12h, 15m", loadProblems(years));
    Path weeks = Files.writeString(tmp.resolve("weeks.yaml"), "table: t\nfields:\n" + HOST
        + "rowkey: [{field: host}]\nfamilies: [{name: d}]\nworkload: {writes: 1/s, duration: 1000000000w}\n");
    assertTrue(loadProblems(weeks).contains("'duration' must be between 1 and 315360000"), loadProblems(weeks));
  }

  @Test
  void anAbsurdPrefixLength_isOneProblemAtItsPlace_notAlsoMissing() throws IOException {
    Path huge = Files.writeString(tmp.resolve("prefix.yaml"), "table: t\nfields:\n" + HOST
        + "rowkey: [{field: host}]\nfamilies: [{name: d}]\ncluster: {splitPolicy: key-prefix, prefixLength: 99999999999}\n");
    assertEquals(huge + ":6:50: 'prefixLength' must be between 1 and 65535, got 99999999999", loadProblems(huge));
    Path missing = Files.writeString(tmp.resolve("missing.yaml"), "table: t\nfields:\n" + HOST
        + "rowkey: [{field: host}]\nfamilies: [{name: d}]\ncluster: {splitPolicy: key-prefix}\n");
    assertEquals(missing + ":6:24: the key-prefix split policy needs 'prefixLength'", loadProblems(missing));
  }
}
