package dev.hbaseadvisor.rules.naming;

import dev.hbaseadvisor.model.CellSizes;
import dev.hbaseadvisor.model.Family;
import dev.hbaseadvisor.rules.RuleContext;
import dev.hbaseadvisor.rules.families.FamilyCheck;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * Flags family names that HBase refuses, with the checks of
 * {@code ColumnFamilyDescriptorBuilder.isLegalColumnFamilyName}
 * ({@code hbase-client/src/main/java/org/apache/hadoop/hbase/client/ColumnFamilyDescriptorBuilder.java})
 * on the name's UTF-8 bytes, and the one-byte family length of a {@code KeyValue} key.
 */
public final class InvalidFamilyNameCheck extends FamilyCheck {

  /** {@code HConstants.RECOVERED_EDITS_DIR}. */
  private static final String RECOVERED_EDITS = "recovered.edits";

  @Override
  public String id() {
    return "invalid-family-name";
  }

  @Override
  protected void check(RuleContext context, Family family, String path) {
    String problem = problem(family.name());
    if (problem != null) {
      context.report(path + ".name", "family '" + family.name() + "': " + problem);
    }
  }

  private static String problem(String name) {
    byte[] bytes = name.getBytes(StandardCharsets.UTF_8);
    if (bytes.length == 0) {
      return "the name is empty";
    }
    if (bytes[0] == '.') {
      return "the name starts with '.'";
    }
    for (int i = 0; i < bytes.length; i++) {
      byte b = bytes[i];
      if (Character.isISOControl(b) || b == ':' || b == '\\' || b == '/') {
        String what = Character.isISOControl(b) ? String.format(Locale.ROOT, "the control byte 0x%02X", b) : "'" + (char) b + "'";
        return "the name has " + what + " at byte " + i + "; family names may not hold control characters, ':', '\\' or '/'";
      }
    }
    if (name.equals(RECOVERED_EDITS)) {
      return "'recovered.edits' is the name of a directory HBase keeps beside the families";
    }
    if (bytes.length > CellSizes.MAX_FAMILY_LENGTH) {
      return "the name is " + bytes.length + " bytes; a cell key stores the family length in one signed byte, so at most "
          + CellSizes.MAX_FAMILY_LENGTH;
    }
    return null;
  }
}
