package dev.hbaseadvisor.yaml;

/**
 * A YAML scalar: a string, a number, a boolean or null, typed as YAML's core schema resolved it.
 *
 * @param value a String, Long, java.math.BigInteger, Double, Boolean, or null
 */
public record ScalarNode(Object value, Position position, String path) implements Node {

  /** The scalar as the text a user wrote (numbers and booleans in their usual spelling). */
  public String text() {
    if (value instanceof Double d && d == Math.rint(d) && !Double.isInfinite(d)) {
      return Long.toString(d.longValue());
    }
    return String.valueOf(value);
  }

  @Override
  public String kindName() {
    if (value == null) {
      return "null";
    } else if (value instanceof String) {
      return "a string";
    } else if (value instanceof Boolean) {
      return "a boolean";
    } else {
      return "a number";
    }
  }
}
