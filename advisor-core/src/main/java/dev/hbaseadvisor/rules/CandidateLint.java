package dev.hbaseadvisor.rules;

import dev.hbaseadvisor.model.Presplit;
import dev.hbaseadvisor.model.SchemaException;
import dev.hbaseadvisor.model.SchemaLoader;
import dev.hbaseadvisor.model.Segment;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.plan.CandidateCheck;
import dev.hbaseadvisor.plan.CandidateLayout;
import dev.hbaseadvisor.plan.Checked;
import dev.hbaseadvisor.plan.KindChecks;
import dev.hbaseadvisor.plan.Recommender;
import dev.hbaseadvisor.plan.Replay;
import dev.hbaseadvisor.sim.AccessStats;
import dev.hbaseadvisor.sim.DesignAlternatives.Design;
import dev.hbaseadvisor.sim.RecommendedDesigns;
import dev.hbaseadvisor.sim.SimulationListener;
import dev.hbaseadvisor.sim.SimulationResult;
import dev.hbaseadvisor.sim.SimulationSettings;
import java.util.ArrayList;
import java.util.List;

/**
 * Checks the rowkeys {@code recommend} proposes as the files a user would get by pasting them:
 * the {@code rowkey:} block rendered by {@link RowkeyYaml} replaces the schema's own (and, when the
 * candidate moves a field out of the qualifiers, the {@code families:} and {@code workload:}
 * blocks {@link LayoutYaml} edits), the
 * pre-split is recomputed for the new key ({@link RecommendedDesigns#presplit}), and the text is
 * loaded, linted and replayed: {@link #REPLAY_WRITES} writes of the schema's workload with its
 * seed and its reads, through the same runner as {@code simulate --compare}, on the table as it
 * settles ({@link RecommendedDesigns#settled}).
 */
public final class CandidateLint implements CandidateCheck, KindChecks {

  /**
   * Rows each replay writes: in one window, two standard errors of a server's share are under
   * one point at 10 servers ({@link Replay#shareNoise()}).
   */
  public static final long REPLAY_WRITES = 5_000;
  /**
   * Windows a replay is cut into: one, since the peak over many short windows is the maximum of
   * many noisy shares and rises with their number, while the replay is too short to show a
   * hot spot moving over time.
   */
  static final int REPLAY_WINDOWS = 1;
  /**
   * The most simulated time a replay covers: a slow table (1.6 writes/s) would otherwise replay
   * most of an hour of reads for its 5,000 writes; fewer writes only widen the measured noise.
   */
  static final double REPLAY_SECONDS = 600;
  /** The most reads a replay runs: past a few thousand, more reads only cost time. */
  static final double REPLAY_READS = 5_000;

  private final TableSchema schema;
  /** The schema as loaded: for a table of several record kinds, the whole table. */
  private final TableSchema table;
  private final String text;
  private final Linter linter;
  private volatile int regions;
  private volatile boolean staysOneRegion;

  /**
   * Checks candidates of a schema loaded from {@code text} with a linter; for a table of several
   * record kinds, candidates for its first kind's key ({@link Recommender#target}), and through
   * {@link #kind} for any kind's.
   */
  public CandidateLint(TableSchema schema, String text, Linter linter) {
    this.schema = Recommender.target(schema);
    this.table = schema;
    this.text = text;
    this.linter = linter;
  }

  @Override
  public CandidateCheck kind(int k) {
    if (!table.multiKind()) {
      throw new IllegalArgumentException("not a table of several record kinds: " + table.source());
    }
    // The table's pre-split is cut on its first kind's key (Presplits): another kind's view is
    // checked without it, and its candidates get their own as the first kind's do.
    TableSchema view = table.kind(k);
    return new CandidateLint(k == 0 ? view : view.withPresplit(Presplit.NONE), text, linter);
  }

  @Override
  public Checked table(TableSchema design) {
    return check(design, "", 1);
  }

  @Override
  public Checked current() {
    return check(schema, "", 1);
  }

  @Override
  public Checked candidate(List<Segment> rowkey, CandidateLayout layout) {
    if (regions == 0) {
      staysOneRegion = RecommendedDesigns.staysOneRegion(schema);
      regions = RecommendedDesigns.regions(schema);
    }
    if (schema.viewedKind() != null) {
      // One kind of a multi-kind table: its own key changes; no text to edit, so no change of layout.
      if (layout.changed()) {
        return null;
      }
      return check(schema.withRowkey(rowkey).withPresplit(RecommendedDesigns.presplit(rowkey, regions,
          schema.cluster().regionServers())), "", layout.perRow());
    }
    String edited = SchemaText.replaceBlock(text, "rowkey", RowkeyYaml.render(schema, rowkey));
    edited = SchemaText.replaceBlock(edited, "presplit", yaml(RecommendedDesigns.presplit(rowkey, regions,
        schema.cluster().regionServers(), staysOneRegion)));
    String families = "";
    if (layout.changed()) {
      families = LayoutYaml.families(text, layout);
      edited = SchemaText.replaceBlock(edited, "families", families);
      edited = SchemaText.replaceBlock(edited, "workload", LayoutYaml.workload(schema.workload(), layout));
    }
    try {
      return check(SchemaLoader.parse(edited, schema.source(), schema.source() + " (candidate)"), families,
          layout.perRow());
    } catch (SchemaException e) {
      return null;
    }
  }

  private static String yaml(Presplit p) {
    return switch (p.algorithm()) {
      case SALT -> "presplit:\n  algorithm: salt\n";
      case NONE -> "";
      default -> "presplit:\n  regions: " + p.regions() + "\n  algorithm: " + p.algorithm().name().toLowerCase(
          java.util.Locale.ROOT) + "\n";
    };
  }

  private Checked check(TableSchema design, String families, double perRow) {
    List<String> errors = new ArrayList<>();
    List<String> warnings = new ArrayList<>();
    int infos = 0;
    for (Finding f : linter.lint(design)) {
      switch (f.severity()) {
        case ERROR -> errors.add(f.rule() + " at " + f.path());
        case WARNING -> warnings.add(f.rule() + " at " + f.path());
        default -> infos++;
      }
    }
    return new Checked(design, errors, warnings, infos, replay(design, perRow), families);
  }

  /**
   * The short replay of a design whose rows each hold {@code perRow} rows' cells of the current
   * design fewer (a tall layout's, {@link CandidateLayout#perRow}): it writes {@code perRow} times
   * the rows, so that every layout replays the same cells over the same simulated time.
   */
  static Replay replay(TableSchema design, double perRow) {
    TableSchema settled = RecommendedDesigns.settled(design);
    double rate = settled.workload().effectiveWritesPerSecond();
    double readRate = settled.access().stream().mapToDouble(p -> p.ratePerSecond()).sum();
    double seconds = readRate > 0 ? Math.min(REPLAY_SECONDS, REPLAY_READS / readRate) : REPLAY_SECONDS;
    long writes = Math.max(1, Math.min(Math.min(Math.round(REPLAY_WRITES * perRow), settled.workload().totalRows()),
        (long) Math.ceil(rate * seconds)));
    long window = Math.max(1, (long) Math.ceil(writes / rate / REPLAY_WINDOWS));
    SimulationSettings settings = SimulationSettings.of(settled).withWrites(writes).withWindowSeconds(window);
    SimulationResult result = new Design("replay", settled).run(settings, SimulationListener.NONE);
    List<Double> rows = new ArrayList<>();
    for (AccessStats a : result.accessPatterns()) {
      rows.add(a.reads() == 0 ? 0 : a.rowsRead() / a.reads());
    }
    double perWindow = writes / Math.max(1.0, Math.ceil(writes / rate / window));
    return new Replay(result.summary().peakServerShare(), result.summary().serverSkew(), result.servers(),
        perWindow, rows);
  }
}
