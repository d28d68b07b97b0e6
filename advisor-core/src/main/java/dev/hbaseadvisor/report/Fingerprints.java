package dev.hbaseadvisor.report;

import dev.hbaseadvisor.rules.Finding;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Stable identities of findings for code scanning and GitLab: rule, file (relative to the
 * repository root) and path in the document, never the line, so an edit elsewhere in the file
 * keeps an alert open; a second finding with the same three gets {@code :1}, and so on.
 */
final class Fingerprints {

  private Fingerprints() {}

  /** The identity of every finding of the lists (in order), as {@code rule:file:path[:n]}. */
  @SafeVarargs
  static Map<Finding, String> of(String file, List<Finding>... lists) {
    Map<Finding, String> result = new IdentityHashMap<>();
    Map<String, Integer> seen = new HashMap<>();
    for (List<Finding> list : lists) {
      for (Finding f : list) {
        String key = f.rule() + ":" + file + ":" + f.path();
        int n = seen.merge(key, 1, Integer::sum) - 1;
        result.put(f, n == 0 ? key : key + ":" + n);
      }
    }
    return result;
  }

  /** An identity as 32 hexadecimal digits (MD5, as Code Climate's fingerprints are; not a security use). */
  static String hex(String identity) {
    try {
      byte[] digest = MessageDigest.getInstance("MD5").digest(identity.getBytes(StandardCharsets.UTF_8));
      return HexFormat.of().formatHex(digest);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("MD5 is required of every Java platform", e);
    }
  }
}
