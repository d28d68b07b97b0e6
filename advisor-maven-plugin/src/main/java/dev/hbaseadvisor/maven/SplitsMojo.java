package dev.hbaseadvisor.maven;

import dev.hbaseadvisor.model.Presplit;
import dev.hbaseadvisor.model.SchemaException;
import dev.hbaseadvisor.model.SchemaLoader;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.splits.SplitOutput;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.SourceVersion;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * {@code hbase-advisor:splits}: writes, for every schema file with a {@code presplit} section, the
 * Java class that {@code hbase-advisor splits FILE --format java} writes (the table's split keys
 * as {@code SPLITS}, its descriptor, {@code createTable(Admin)}), into a generated-sources folder
 * that joins the compile source roots, so the project's table-creation code compiles against the
 * computed keys. The class is named after the table ({@code LOG_DATA} gives {@code LogDataTable}).
 */
@Mojo(name = "splits", defaultPhase = LifecyclePhase.GENERATE_SOURCES, threadSafe = true)
public final class SplitsMojo extends AbstractSchemaMojo {

  /** The Java package of the generated classes, such as {@code com.example.hbase}. */
  @Parameter(property = "hbase-advisor.packageName", required = true)
  String packageName;

  /** The generated-sources folder, added to the project's compile source roots. */
  @Parameter(defaultValue = "${project.build.directory}/generated-sources/hbase-advisor")
  File outputDirectory;

  @Override
  String goal() {
    return "splits";
  }

  @Override
  void execute(List<Path> schemas) throws MojoExecutionException, MojoFailureException {
    if (packageName == null || !SourceVersion.isName(packageName)) {
      throw new MojoExecutionException("hbase-advisor splits: <packageName> must be a Java package name, got '"
          + packageName + "'");
    }
    Path folder = outputDirectory.toPath().resolve(packageName.replace('.', File.separatorChar));
    try {
      Files.createDirectories(folder);
    } catch (IOException e) {
      throw new MojoExecutionException(display(folder) + ": cannot create folder: " + e.getMessage(), e);
    }
    Map<String, Path> classes = new HashMap<>();
    int written = 0;
    for (Path schemaFile : schemas) {
      TableSchema schema;
      try {
        schema = SchemaLoader.load(schemaFile);
      } catch (SchemaException e) {
        throw new MojoFailureException(e.getMessage());
      }
      if (schema.presplit().algorithm() == Presplit.Algorithm.NONE) {
        getLog().info("hbase-advisor splits: " + display(schemaFile) + " has no presplit section; no class for table "
            + schema.table());
        continue;
      }
      String className = SplitOutput.className(schema.table());
      Path clash = classes.put(className, schemaFile);
      if (clash != null) {
        throw new MojoFailureException("hbase-advisor splits: " + display(clash) + " and " + display(schemaFile)
            + " would both generate " + packageName + "." + className + "; exclude one of them");
      }
      // The class goes to standard output; the file is rewritten only when its text changes, so
      // that an unchanged schema does not make the compiler rebuild the module.
      CommandRun run = CommandRun.of(List.of("splits", display(schemaFile), "--format", "java", "--package",
          packageName));
      CommandRun.lines(run.err(), run.exitCode() == 0 ? getLog()::warn : getLog()::error);
      check(run, run.commandLine() + " failed");
      Path target = folder.resolve(className + ".java");
      if (write(target, run.out())) {
        getLog().info("hbase-advisor splits: wrote " + display(target));
        written++;
      } else {
        getLog().info("hbase-advisor splits: " + display(target) + " is up to date");
      }
    }
    getLog().info("hbase-advisor splits: " + classes.size() + (classes.size() == 1 ? " class" : " classes") + " in "
        + display(outputDirectory.toPath()) + ", " + written + " written");
    project.addCompileSourceRoot(outputDirectory.getPath());
  }

  /** Writes {@code text} unless the file already holds it: through a temporary file moved into place, whole or not at all. */
  private static boolean write(Path target, String text) throws MojoExecutionException {
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    try {
      if (Files.exists(target) && Arrays.equals(Files.readAllBytes(target), bytes)) {
        return false;
      }
      Path temp = Files.createTempFile(target.getParent(), "." + target.getFileName(), ".tmp");
      try {
        Files.write(temp, bytes);
        Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
      } finally {
        Files.deleteIfExists(temp);
      }
      return true;
    } catch (IOException e) {
      throw new MojoExecutionException(display(target) + ": cannot write: " + e.getMessage(), e);
    }
  }
}
