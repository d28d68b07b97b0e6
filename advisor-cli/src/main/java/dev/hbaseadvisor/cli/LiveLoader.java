package dev.hbaseadvisor.cli;

import dev.hbaseadvisor.live.LiveTables;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.ServiceLoader;

/**
 * Loads the {@link LiveTables} of advisor-live's jar ({@code hbase-advisor-live.jar}, the HBase
 * client and its dependencies) in a class loader of its own, the command line's as its parent.
 * Only {@code inspect}, {@code sample} and {@code apply} call it, so no other command loads a
 * class of the HBase client. The jar is the one named by the system property
 * {@value #PROPERTY} (the launcher sets it), or the environment variable {@value #ENV}, or
 * {@code advisor-live/target/hbase-advisor-live.jar} in a folder above this jar.
 */
final class LiveLoader {

  /** System property naming the jar. */
  static final String PROPERTY = "hbase.advisor.live.jar";
  /** Environment variable naming the jar. */
  static final String ENV = "HBASE_ADVISOR_LIVE_JAR";
  /** Where the build puts the jar, relative to the project root. */
  static final String BUILT = "advisor-live/target/hbase-advisor-live.jar";

  private LiveLoader() {}

  /** The implementation, or an {@link InputException} saying how to build the jar. */
  static LiveTables load(String command) {
    Path jar = jar();
    if (jar == null || !Files.isRegularFile(jar)) {
      throw new InputException("hbase-advisor " + command + ": the HBase client is not built"
          + (jar == null ? "" : " (no " + jar + ")")
          + "; build it with 'mvn -B -DskipTests package -pl advisor-live -am', or run ./hbase-advisor, which builds it");
    }
    URLClassLoader loader;
    try {
      loader = new URLClassLoader("hbase-advisor-live", new URL[] {jar.toUri().toURL()},
          LiveLoader.class.getClassLoader());
    } catch (MalformedURLException e) {
      throw new InputException("hbase-advisor " + command + ": " + jar + ": " + e.getMessage());
    }
    Iterator<LiveTables> found = ServiceLoader.load(LiveTables.class, loader).iterator();
    if (!found.hasNext()) {
      throw new InputException("hbase-advisor " + command + ": " + jar + " holds no " + LiveTables.class.getName()
          + "; rebuild it with 'mvn -B -DskipTests package -pl advisor-live -am'");
    }
    return found.next();
  }

  /** The jar to load: the property, the environment, or the build's path above this class's jar. */
  static Path jar() {
    String named = System.getProperty(PROPERTY);
    if (named == null || named.isEmpty()) {
      named = System.getenv(ENV);
    }
    if (named != null && !named.isEmpty()) {
      return Path.of(named);
    }
    try {
      Path here = Path.of(LiveLoader.class.getProtectionDomain().getCodeSource().getLocation().toURI());
      for (Path p = here; p != null; p = p.getParent()) {
        Path candidate = p.resolve(BUILT);
        if (Files.isRegularFile(candidate)) {
          return candidate;
        }
      }
    } catch (Exception e) {
      return null;
    }
    return null;
  }
}
