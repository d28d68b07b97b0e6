package dev.hbaseadvisor.cli;

import dev.hbaseadvisor.diff.ChangeCatalog;
import dev.hbaseadvisor.diff.DiffReport;
import dev.hbaseadvisor.diff.FileDiff;
import dev.hbaseadvisor.diff.GitRevision;
import dev.hbaseadvisor.diff.SchemaDiff;
import dev.hbaseadvisor.importer.DefinitionFiles;
import dev.hbaseadvisor.model.SchemaException;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.report.FileFindings;
import dev.hbaseadvisor.report.FindingsFormat;
import dev.hbaseadvisor.report.ReportContext;
import dev.hbaseadvisor.rules.Severity;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code diff}: classifies the changes between two versions of a schema, as a CI gate. */
@Command(name = "diff", mixinStandardHelpOptions = true,
    description = {"Classify the changes between two versions of a schema: breaking-storage and data-loss "
        + "(errors), operational (warnings), deferred (info) and safe, each with what to do.",
        "Give OLD and NEW files, or --base REV and the files to compare with their version at REV in git."})
public final class DiffCommand implements Callable<Integer> {

  @Spec
  CommandSpec spec;

  @Parameters(arity = "1..*", paramLabel = "FILE", description = "OLD NEW, or with --base the files to compare.")
  List<Path> files;

  @Option(names = "--base", paramLabel = "REV",
      description = "Read each old version from git at this revision (git show REV:path); a file renamed since "
          + "is read under its old path, as git diff -M pairs them.")
  String base;

  @Option(names = "--allow-new",
      description = "With --base: a file absent at REV is a new table; skip it instead of failing.")
  boolean allowNew;

  @Mixin
  ReportOptions report;

  /** The files that could not be loaded, reported in every format beside the changes of the others. */
  private final List<FileFindings> unreadable = new ArrayList<>();
  private final List<String> problems = new ArrayList<>();

  @Override
  public Integer call() {
    Severity threshold = report.threshold("diff");
    ChangeCatalog catalog = ChangeCatalog.builtIn();
    List<FileDiff> diffs = new ArrayList<>();
    int skipped = 0;
    if (base == null) {
      if (files.size() != 2) {
        throw new InputException("hbase-advisor diff: give OLD and NEW, or --base REV and the files to compare");
      }
      String oldName = files.get(0).toString();
      String newName = files.get(1).toString();
      TableSchema old = loadOrReport(oldName, () -> DefinitionFiles.loadOne(files.get(0)));
      TableSchema neu = loadOrReport(newName, () -> DefinitionFiles.loadOne(files.get(1)));
      if (old != null && neu != null) {
        diffs.add(new FileDiff(oldName, newName, SchemaDiff.compare(catalog, old, oldName, neu, newName, false)));
      }
    } else {
      for (Path file : files) {
        String name = file.toString();
        TableSchema neu = loadOrReport(name, () -> DefinitionFiles.loadOne(file));
        if (neu == null) {
          continue;
        }
        GitRevision.Version version;
        try {
          version = GitRevision.show(file, base);
        } catch (GitRevision.GitException e) {
          if (allowNew && e.missingAtRevision()) {
            spec.commandLine().getErr().println("hbase-advisor diff: skipped " + file + ": not at revision " + base
                + " (a new table; --allow-new)");
            skipped++;
            continue;
          }
          throw new InputException(e.getMessage());
        }
        TableSchema old = loadOrReport(version.name(),
            () -> DefinitionFiles.parseOne(version.text(), file, version.name()));
        if (old != null) {
          diffs.add(new FileDiff(version.name(), name,
              SchemaDiff.compare(catalog, old, version.name(), neu, name, true)));
        }
      }
    }
    if (skipped > 0) {
      spec.commandLine().getErr().println("hbase-advisor diff: compared " + diffs.size() + " of " + files.size()
          + " files, skipped " + skipped);
    }
    ReportContext context = new ReportContext(ReportContext.rootOf(files.get(0)), ReportContext.CHANGES_DOCS, false);
    String rendered = DiffReport.render(diffs, unreadable, report.format, catalog, report.colour(), context);
    Output.write(rendered, report.output, files, spec.commandLine().getOut());
    if (report.format == FindingsFormat.GITHUB) {
      Output.appendStepSummary(DiffReport.stepSummary(diffs, unreadable, context));
    }
    problems.forEach(spec.commandLine().getErr()::println);
    if (!problems.isEmpty()) {
      return ExitCode.INPUT_ERROR;
    }
    return threshold != null && DiffReport.summary(diffs).reaches(threshold) ? ExitCode.FINDINGS : ExitCode.OK;
  }

  /** A schema source that may fail to load. */
  private interface SchemaSource {
    TableSchema load() throws SchemaException;
  }

  /**
   * The loaded schema, or null when it cannot be loaded: its problems then go into the report (as
   * {@code lint} reports them) and to standard error, and the run exits 2.
   */
  private TableSchema loadOrReport(String name, SchemaSource source) {
    try {
      return source.load();
    } catch (SchemaException e) {
      problems.add(e.getMessage());
      unreadable.add(FileFindings.unreadable(name, e.problems()));
      return null;
    }
  }
}
