package dev.hbaseadvisor.importer;

import dev.hbaseadvisor.model.SchemaException;
import dev.hbaseadvisor.model.SchemaProblem;
import dev.hbaseadvisor.yaml.Position;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads HBase shell definitions into schema files: scripts of shell commands ({@code create},
 * {@code alter}, ... in the Ruby subset {@link RubyParser} takes), bash scripts that feed
 * {@code hbase shell} through a heredoc or an echo ({@link BashHeredocs}), the text {@code describe} prints and
 * pasted shell sessions with their {@code hbase(main):001:0>} prompts.
 *
 * <p>{@code describe} output has the shape of HBase 2.x's
 * {@code hbase-shell/src/main/ruby/shell/commands/describe.rb}: a line {@code Table t is ENABLED},
 * the table's name followed by {@code , {TABLE_ATTRIBUTES => {...}}} when it has attributes
 * ({@code admin.rb}'s {@code get_table_attributes}), {@code COLUMN FAMILIES DESCRIPTION}, and one
 * {@code {NAME => 'f', ...}} per family ({@code ColumnFamilyDescriptorBuilder}'s {@code toString}),
 * every value quoted, a TTL or size possibly followed by its reading ({@code '86400 SECONDS (1 DAY)'},
 * {@code PrettyPrinter}). The shell's formatter wraps a long row at the terminal's width, so the
 * lines of one {@code {...}} row are joined (each line trimmed) before it is read.
 *
 * <p>No shell definition states the rowkey's layout: each schema gets the {@link RowkeyProposal}
 * the reader was made with, a marked placeholder by default.
 */
public final class ShellScriptReader implements DefinitionReader {

  private static final Pattern PROMPT = Pattern.compile("^\\s*hbase(?:\\(main\\))?(?::\\d+:\\d+)?[>*]\\s?");
  private static final Pattern DESCRIBE = Pattern.compile("^\\s*Table (\\S+) is (?:ENABLED|DISABLED)\\s*$");
  private static final Pattern FOOTER = Pattern.compile(
      "^\\s*(?:\\d+ row\\(s\\)(?: in [\\d.]+ seconds)?|Took [\\d.]+ seconds|Quota is \\w+)\\s*$");
  private static final Pattern CREATE = Pattern.compile("(?m)^\\s*(?:hbase(?:\\(main\\))?(?::\\d+:\\d+)?>\\s*)?"
      + "(?:create|alter)\\s*\\(?\\s*['\"]");

  private final RowkeyProposal rowkey;

  /** A reader whose schemas carry the placeholder rowkey. */
  public ShellScriptReader() {
    this(RowkeyProposal.placeholder("the HBase shell"));
  }

  /** A reader whose schemas carry this rowkey (one {@code KeyInference} proposed from real keys). */
  public ShellScriptReader(RowkeyProposal rowkey) {
    this.rowkey = rowkey;
  }

  /**
   * Whether a text looks like an HBase shell definition: a bash script feeding {@code hbase shell},
   * a {@code create} or {@code alter} command at a line's start, or {@code describe} output.
   */
  public static boolean looksLikeShell(String text) {
    return BashHeredocs.isScript(text) || CREATE.matcher(text).find()
        || Pattern.compile("(?m)^\\s*Table \\S+ is (?:ENABLED|DISABLED)\\s*$").matcher(text).find();
  }

  @Override
  public List<ImportedTable> read(String fileName, String text) throws SchemaException {
    List<SchemaProblem> problems = new ArrayList<>();
    List<ShellText> inputs;
    try {
      inputs = BashHeredocs.isScript(text) ? BashHeredocs.inputs(text) : List.of(ShellText.of(text));
    } catch (ShellError e) {
      throw new SchemaException(List.of(new SchemaProblem(fileName, e.position(), e.getMessage())));
    }
    ShellCommands commands = new ShellCommands(fileName, problems);
    Map<String, RubyValue> variables = new HashMap<>();
    for (ShellText input : inputs) {
      new Input(input, fileName, commands, variables, problems).run();
    }
    List<ImportedTable> tables = new ArrayList<>();
    for (ShellTable table : commands.tables()) {
      tables.add(ShellSchemaWriter.write(table, fileName, rowkey, problems));
    }
    if (tables.isEmpty() && problems.isEmpty()) {
      problems.add(new SchemaProblem(fileName, Position.START, "defines no table: no create command and no describe "
          + "output (the reader takes HBase shell scripts, bash scripts that feed hbase shell, and describe output)"));
    }
    if (!problems.isEmpty()) {
      problems.sort(Comparator.comparing(SchemaProblem::position));
      throw new SchemaException(problems);
    }
    return tables;
  }

  /** One text the HBase shell reads, taken line by line: commands, prompts, and describe output. */
  private static final class Input {

    private final ShellText input;
    private final String fileName;
    private final ShellCommands commands;
    private final Map<String, RubyValue> variables;
    private final List<SchemaProblem> problems;
    private final List<int[]> lines = new ArrayList<>();
    private final boolean transcript;
    private ShellText.Builder chunk;

    Input(ShellText input, String fileName, ShellCommands commands, Map<String, RubyValue> variables,
        List<SchemaProblem> problems) {
      this.input = input;
      this.fileName = fileName;
      this.commands = commands;
      this.variables = variables;
      this.problems = problems;
      String s = input.text();
      int start = 0;
      boolean prompts = false;
      while (start <= s.length()) {
        int end = s.indexOf('\n', start);
        end = end < 0 ? s.length() : end;
        lines.add(new int[] {start, end});
        prompts |= PROMPT.matcher(s.substring(start, end)).find();
        start = end + 1;
      }
      this.transcript = prompts;
      this.chunk = input.builder();
    }

    void run() {
      int i = 0;
      while (i < lines.size()) {
        String line = line(i);
        Matcher describe = DESCRIBE.matcher(line);
        if (describe.matches()) {
          flush();
          i = describe(i, describe.group(1));
          continue;
        }
        int[] span = lines.get(i);
        Matcher prompt = PROMPT.matcher(input.text().substring(span[0], span[1]));
        if (transcript && prompt.find()) {
          chunk.copy(span[0] + prompt.end(), span[1]);
        } else if (!transcript && !FOOTER.matcher(line).matches()) {
          chunk.copy(span[0], span[1]);
        }
        if (span[1] < input.text().length()) {
          chunk.append('\n', span[1]);
        }
        i++;
      }
      flush();
    }

    private void flush() {
      for (RubyParser.Command command : RubyParser.commands(chunk.build(), variables, fileName, problems)) {
        commands.run(command);
      }
      chunk = input.builder();
    }

    /** Reads the describe output whose header is line {@code i}; returns the first line after it. */
    private int describe(int header, String name) {
      Position at = input.position(lines.get(header)[0] + line(header).indexOf("Table"));
      ShellTable table = new ShellTable(name, at, "describe");
      int i = skipBlank(header + 1);
      String nameLine = i < lines.size() ? line(i) : "";
      String trimmed = nameLine.strip();
      if (!trimmed.startsWith(name)) {
        problems.add(new SchemaProblem(fileName, i < lines.size() ? input.position(lines.get(i)[0]) : at,
            "describe output: expected the line naming table '" + name + "' after 'Table " + name + " is ...'"));
        return i + 1;
      }
      int brace = nameLine.indexOf('{');
      if (brace >= 0) {
        int[] next = new int[1];
        RubyValue.Hash attributes = row(i, brace, next, true);
        i = next[0];
        if (attributes != null) {
          RubyValue inner = attributes.get("TABLE_ATTRIBUTES");
          if (inner instanceof RubyValue.Hash h) {
            for (RubyValue.Entry e : h.entries()) {
              table.options.put(e.key(), e);
            }
          } else {
            problems.add(new SchemaProblem(fileName, attributes.at(), "describe output: expected "
                + "{TABLE_ATTRIBUTES => {...}} after the table's name"));
          }
        }
      } else {
        i++;
      }
      i = skipBlank(i);
      if (i >= lines.size() || !line(i).strip().equals("COLUMN FAMILIES DESCRIPTION")) {
        problems.add(new SchemaProblem(fileName, i < lines.size() ? input.position(lines.get(i)[0]) : at,
            "describe output: expected 'COLUMN FAMILIES DESCRIPTION'"));
        return i + 1;
      }
      i++;
      while (true) {
        int j = skipBlank(i);
        if (j >= lines.size() || !line(j).strip().startsWith("{")) {
          break;
        }
        int[] next = new int[1];
        RubyValue.Hash family = row(j, line(j).indexOf('{'), next, false);
        i = next[0];
        if (family == null) {
          continue;
        }
        RubyValue familyName = family.get("NAME");
        if (!(familyName instanceof RubyValue.Str s)) {
          problems.add(new SchemaProblem(fileName, family.at(), "describe output: a family row without NAME"));
          continue;
        }
        ShellTable.Family f = new ShellTable.Family(s.value(), family.at());
        for (RubyValue.Entry e : family.entries()) {
          if (!e.key().equals("NAME")) {
            f.settings.put(e.key(), e);
          }
        }
        table.families.put(f.name, f);
      }
      while (i < lines.size() && (line(i).isBlank() || FOOTER.matcher(line(i)).matches())) {
        i++;
      }
      if (table.families.isEmpty()) {
        problems.add(new SchemaProblem(fileName, at, "describe output of '" + name + "' lists no column family"));
      } else {
        commands.described(table);
      }
      return i;
    }

    /**
     * One {@code {...}} row of describe output starting at column {@code column} of line {@code first},
     * its wrapped lines joined; {@code next[0]} is set to the line after it. The table's row
     * ({@code attributes}) ends before {@code COLUMN FAMILIES DESCRIPTION} even when its braces do
     * not balance: HBase 1.x's {@code HTableDescriptor} printed {@code {TABLE_ATTRIBUTES => {...}}
     * without its last brace, which is supplied.
     */
    private RubyValue.Hash row(int first, int column, int[] next, boolean attributes) {
      ShellText.Builder joined = input.builder();
      int depth = 0;
      boolean quoted = false;
      int i = first;
      int from = lines.get(first)[0] + column;
      while (i < lines.size()) {
        int[] span = lines.get(i);
        int start = i == first ? from : span[0] + leading(line(i));
        int end = span[0] + line(i).stripTrailing().length();
        for (int k = start; k < end; k++) {
          char c = input.text().charAt(k);
          joined.append(c, k);
          if (c == '\'') {
            quoted = !quoted;
          } else if (!quoted && c == '{') {
            depth++;
          } else if (!quoted && c == '}') {
            depth--;
          }
        }
        i++;
        if (depth <= 0) {
          break;
        }
        if (attributes && i < lines.size() && line(i).strip().equals("COLUMN FAMILIES DESCRIPTION")) {
          if (depth == 1) {
            int last = lines.get(i - 1)[0] + line(i - 1).stripTrailing().length() - 1;
            joined.append('}', last);
          }
          break;
        }
      }
      next[0] = i;
      return RubyParser.hash(joined.build(), fileName, problems);
    }

    private static int leading(String line) {
      return line.length() - line.stripLeading().length();
    }

    private int skipBlank(int i) {
      while (i < lines.size() && line(i).isBlank()) {
        i++;
      }
      return i;
    }

    private String line(int i) {
      int[] span = lines.get(i);
      String s = input.text().substring(span[0], span[1]);
      if (transcript) {
        Matcher prompt = PROMPT.matcher(s);
        if (prompt.find()) {
          return " ".repeat(prompt.end()) + s.substring(prompt.end());
        }
      }
      return s;
    }
  }
}
