package dev.hbaseadvisor.report;

import dev.hbaseadvisor.yaml.YamlReader;
import tools.jackson.core.JacksonException;
import tools.jackson.core.TokenStreamLocation;
import tools.jackson.core.util.DefaultIndenter;
import tools.jackson.core.util.DefaultPrettyPrinter;
import tools.jackson.core.util.Separators;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/** Pretty-printed, deterministic JSON for every output of the tool (two-space indent, trailing newline). */
public final class Json {

  private static final JsonMapper MAPPER = JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();

  private Json() {}

  public static ObjectNode object() {
    return MAPPER.createObjectNode();
  }

  public static ArrayNode array() {
    return MAPPER.createArrayNode();
  }

  /** The node as text, keys in insertion order, with a final newline. */
  public static String write(JsonNode node) {
    return MAPPER.writer().with(printer()).writeValueAsString(node) + "\n";
  }

  /**
   * A generator that writes to {@code out} as {@link #write} prints a tree, for a document too large
   * to hold as one (a million regions); the caller ends it with a newline, and flushes it without
   * closing {@code out}.
   */
  public static tools.jackson.core.JsonGenerator generator(java.io.Writer out) {
    return MAPPER.writer().with(printer()).without(tools.jackson.core.StreamWriteFeature.AUTO_CLOSE_TARGET)
        .createGenerator(out);
  }

  /** What a streamed document writes to its generator. */
  @FunctionalInterface
  public interface Body {

    /** Writes the document's one top-level value. */
    void writeTo(tools.jackson.core.JsonGenerator g);
  }

  /**
   * Writes the document {@code body} makes to {@code out} as it is made, as {@link #write} prints a
   * tree (byte for byte, final newline included), for a document too large to hold whole; the
   * writer's own failure (a full disk) is its {@link java.io.IOException}.
   */
  public static void stream(java.io.Writer out, Body body) throws java.io.IOException {
    try {
      tools.jackson.core.JsonGenerator g = generator(out);
      body.writeTo(g);
      g.flush();
    } catch (tools.jackson.core.exc.JacksonIOException e) {
      throw e.getCause() != null ? e.getCause() : new java.io.IOException(e.getMessage(), e);
    }
    out.write('\n');
  }

  private static DefaultPrettyPrinter printer() {
    return new DefaultPrettyPrinter(Separators.createDefaultInstance()
            .withObjectNameValueSpacing(Separators.Spacing.AFTER)
            .withObjectEmptySeparator("")
            .withArrayEmptySeparator(""))
        .withObjectIndenter(new DefaultIndenter("  ", "\n"))
        .withArrayIndenter(new DefaultIndenter("  ", "\n"));
  }

  /** Parses JSON text (for tests and baselines). */
  public static JsonNode read(String text) {
    return MAPPER.readTree(text);
  }

  /**
   * Parses a JSON input file, or fails with {@code file:line:column: not <what> (JSON): problem},
   * the problem in the parser's words less the Java API a limit comes from.
   */
  public static JsonNode read(String text, Object file, String what) {
    try {
      return MAPPER.readTree(text);
    } catch (JacksonException e) {
      throw notJson(e, file, what);
    }
  }

  /** A parser over JSON text, for a document read a token at a time. */
  public static tools.jackson.core.JsonParser parser(String text) {
    return MAPPER.createParser(text);
  }

  /** A parser over a stream of UTF-8 JSON, for a document too large to read whole. */
  public static tools.jackson.core.JsonParser parser(java.io.InputStream in) {
    return MAPPER.createParser(in);
  }

  /**
   * The parser's failure as {@code file:line:column: not <what> (JSON): problem}, the problem in
   * the parser's words less the Java API a limit comes from.
   */
  public static IllegalArgumentException notJson(JacksonException e, Object file, String what) {
    TokenStreamLocation at = e.getLocation();
    int line = at == null || at.getLineNr() < 1 ? 1 : at.getLineNr();
    int column = at == null || at.getColumnNr() < 1 ? 1 : at.getColumnNr();
    return new IllegalArgumentException(file + ":" + line + ":" + column + ": not " + what + " (JSON): "
        + YamlReader.withoutApiNames(e.getOriginalMessage()));
  }

}
