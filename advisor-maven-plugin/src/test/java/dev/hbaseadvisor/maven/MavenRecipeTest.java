package dev.hbaseadvisor.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * docs/ci.md's Maven recipe runs as written: its dependencies and its plugin block are those of the
 * {@code splits-compile} sample build, which {@code mvn verify} builds (the generated class and an
 * application class compile against them), with the version this build makes.
 */
class MavenRecipeTest {

  private static final Path ROOT = Path.of(System.getProperty("advisor.projectRoot", "..")).toAbsolutePath().normalize();

  private static String recipe() throws IOException {
    Matcher m = Pattern.compile("<!-- recipe: maven-pom -->\\n```xml\\n(.*?)\\n```", Pattern.DOTALL)
        .matcher(Files.readString(ROOT.resolve("docs/ci.md")));
    assertTrue(m.find(), "docs/ci.md has the maven-pom recipe");
    return m.group(1);
  }

  /** Every {@code <tag>...</tag>} element of the text, whitespace between tags removed. */
  private static List<String> elements(String xml, String tag) {
    List<String> found = new ArrayList<>();
    Matcher m = Pattern.compile("<" + tag + ">.*?</" + tag + ">", Pattern.DOTALL).matcher(xml);
    while (m.find()) {
      found.add(m.group().replaceAll(">\\s+<", "><"));
    }
    return found;
  }

  private static String projectVersion() throws IOException {
    Matcher m = Pattern.compile("<artifactId>hbase-advisor-parent</artifactId>\\s*<version>([^<]+)</version>")
        .matcher(Files.readString(ROOT.resolve("pom.xml")));
    assertTrue(m.find());
    return m.group(1);
  }

  @Test
  void theRecipesDependenciesAndPlugin_areTheSampleBuildsThatCompile() throws IOException {
    String recipe = recipe();
    String sample = Files.readString(ROOT.resolve("advisor-maven-plugin/src/it/splits-compile/pom.xml"))
        .replace("@project.version@", projectVersion());
    List<String> dependencies = elements(recipe, "dependency");
    assertEquals(List.of("hbase-client", "hbase-common", "hadoop-common"), dependencies.stream()
        .map(d -> d.replaceAll(".*?<artifactId>([^<]+)</artifactId>.*", "$1")).toList());
    assertEquals(dependencies, elements(sample, "dependency"));
    List<String> plugins = elements(recipe, "plugin");
    assertEquals(1, plugins.size());
    assertTrue(elements(sample, "plugin").contains(plugins.get(0)),
        "the sample build holds the recipe's plugin block: " + plugins.get(0));
  }
}
