package dev.hbaseadvisor.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The goals' schema fileset selects files as Maven's Ant-style includes and excludes do. */
class SchemaFilesTest {

  @TempDir
  Path dir;

  private List<String> select(List<String> includes, List<String> excludes) throws Exception {
    return SchemaFiles.select(dir.toFile(), includes, excludes).stream().map(p -> dir.relativize(p).toString()).toList();
  }

  @Test
  void defaults_selectEveryYamlFileAtAnyDepth_sorted_butNotTheLintConfig() throws Exception {
    for (String name : List.of("b.yaml", "a.yml", "sub/c.yaml", "sub/deeper/d.yaml", "notes.txt", ".hbase-advisor.yaml",
        "sub/.hbase-advisor.yaml")) {
      Files.createDirectories(dir.resolve(name).getParent());
      Files.writeString(dir.resolve(name), "table: t\n");
    }
    assertEquals(List.of("a.yml", "b.yaml", "sub/c.yaml", "sub/deeper/d.yaml"), select(null, null));
  }

  @Test
  void includesAndExcludes_areAntPatternsRelativeToTheFolder() throws Exception {
    for (String name : List.of("prod/orders.yaml", "prod/drafts/new.yaml", "test/orders.yaml", "top.yaml")) {
      Files.createDirectories(dir.resolve(name).getParent());
      Files.writeString(dir.resolve(name), "table: t\n");
    }
    assertEquals(List.of("prod/drafts/new.yaml", "prod/orders.yaml"), select(List.of("prod/**/*.yaml"), null));
    assertEquals(List.of("prod/orders.yaml", "test/orders.yaml", "top.yaml"),
        select(null, List.of("**/drafts/**")));
    assertEquals(List.of("top.yaml"), select(List.of("*.yaml"), List.of()));
  }

  @Test
  void aMissingFolder_selectsNothing() throws Exception {
    assertEquals(List.of(), SchemaFiles.select(dir.resolve("absent").toFile(), null, null));
  }
}
