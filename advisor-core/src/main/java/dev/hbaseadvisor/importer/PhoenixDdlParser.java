package dev.hbaseadvisor.importer;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.yaml.Position;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A recursive-descent parser of the Phoenix DDL that migration folders hold: {@code CREATE TABLE},
 * {@code CREATE [LOCAL] INDEX}, {@code ALTER TABLE ... ADD/DROP COLUMN/SET}, statement by statement
 * ({@code ;}-separated), after Phoenix's grammar {@code phoenix-core-client/src/main/antlr3/PhoenixSQL.g}.
 * Statements that define no table layout (UPSERT, SELECT, DROP, CREATE VIEW, CREATE SEQUENCE, ...)
 * are skipped by name; anything else, and anything malformed inside a statement it reads, is a
 * problem at its line and column, after which parsing resumes at the next statement.
 */
final class PhoenixDdlParser {

  /** Statements that hold no table layout, skipped whole: their first word. */
  private static final Set<String> SKIPPED = Set.of("UPSERT", "SELECT", "DELETE", "DROP", "USE", "GRANT",
      "REVOKE", "EXPLAIN", "UPDATE", "EXECUTE", "DECLARE", "OPEN", "FETCH", "CLOSE", "COMMIT", "ROLLBACK",
      "SHOW", "TRUNCATE");
  /** The second word of a {@code CREATE} or {@code ALTER} that is skipped: {@code CREATE VIEW}, {@code ALTER INDEX}. */
  private static final Set<String> SKIPPED_OBJECTS = Set.of("VIEW", "SEQUENCE", "FUNCTION", "SCHEMA", "CDC",
      "TEMPORARY", "OR", "INDEX", "SESSION");

  /** A statement that cannot be read; the problem is recorded before it is thrown. */
  private static final class Abort extends RuntimeException {
    Abort() {
      super(null, null, false, false);
    }
  }

  private final List<SqlToken> tokens;
  private final DdlProblems problems;
  private final Map<String, PhoenixTable> tables;
  private final Set<String> views;
  /** The file being read, which a table created in it is from. */
  private final String file;
  /** "this file", or "these files" for a history. */
  private final String scope;
  private int at;

  private PhoenixDdlParser(List<SqlToken> tokens, DdlProblems problems, Map<String, PhoenixTable> tables,
      Set<String> views, String file, String scope) {
    this.tokens = tokens;
    this.problems = problems;
    this.tables = tables;
    this.views = views;
    this.file = file;
    this.scope = scope;
  }

  /**
   * The tables (and global indexes) left when the files' statements run one file after another (one
   * file alone too),
   * as a folder of migrations does: a table created in one file, altered, indexed or dropped in a
   * later one; in the order they are created.
   */
  static List<PhoenixTable> history(List<String> files, List<List<SqlToken>> tokens, DdlProblems problems) {
    Map<String, PhoenixTable> tables = new LinkedHashMap<>();
    Set<String> views = new java.util.HashSet<>();
    String scope = files.size() == 1 ? "this file" : "these files";
    for (int i = 0; i < files.size(); i++) {
      problems.file(files.get(i), tokens.get(i));
      new PhoenixDdlParser(tokens.get(i), problems, tables, views, files.get(i), scope).statements();
    }
    return List.copyOf(tables.values());
  }

  private void statements() {
    while (peek().kind() != SqlToken.Kind.END) {
      if (peek().isSymbol(";")) {
        at++;
        continue;
      }
      try {
        statement();
        if (!peek().isSymbol(";") && peek().kind() != SqlToken.Kind.END) {
          fail(peek(), "expected ';' or the end of the statement, found " + peek().describe());
        }
      } catch (Abort e) {
        // The problem is recorded; go on with the next statement.
      }
      skipToStatementEnd();
    }
  }

  private void statement() {
    SqlToken first = peek();
    SqlToken second = peek(1);
    if (first.is("CREATE") && second.is("TABLE")) {
      at += 2;
      createTable();
    } else if (first.is("CREATE") && (second.is("INDEX") || second.is("LOCAL"))) {
      at++;
      createIndex();
    } else if (first.is("ALTER") && second.is("TABLE")) {
      at += 2;
      alterTable();
    } else if (first.is("DROP") && (second.is("TABLE") || second.is("INDEX"))) {
      at += 2;
      drop(second.is("INDEX"));
    } else if (first.is("CREATE") && second.is("VIEW")) {
      at += 2;
      ifNotExists();
      // A view's rows are its base table's; an index on it lives in the shared _IDX_ table, not modelled.
      views.add(qualifiedName());
      skipToStatementEnd();
    } else if (first.kind() == SqlToken.Kind.WORD && SKIPPED.contains(first.name())
        || (first.is("CREATE") || first.is("ALTER")) && second.kind() == SqlToken.Kind.WORD
        && SKIPPED_OBJECTS.contains(second.name())) {
      skipToStatementEnd();
    } else {
      fail(first, "not a Phoenix statement this reader knows: " + first.describe()
          + " (it reads CREATE TABLE, CREATE INDEX and ALTER TABLE, and skips UPSERT, SELECT, DROP, CREATE VIEW,"
          + " CREATE SEQUENCE and the like)");
    }
  }

  // ---- CREATE TABLE ----

  private void createTable() {
    ifNotExists();
    SqlToken nameToken = peek();
    String name = qualifiedName();
    if (tables.containsKey(name)) {
      fail(nameToken, "table " + name + " is created twice in " + scope);
    }
    PhoenixTable table = new PhoenixTable(name, nameToken.position(), file);
    expectSymbol("(");
    boolean constraint = false;
    do {
      if (constraint) {
        fail(peek(), "a column cannot follow the PRIMARY KEY constraint");
      }
      if (!peek().is("CONSTRAINT")) {
        columnDefinition(table, true);
      }
      // PhoenixSQL.g: column_defs (COMMA? pk_constraint)?, so the comma before CONSTRAINT is optional.
      if (peek().is("CONSTRAINT")) {
        primaryKeyConstraint(table);
        constraint = true;
      }
    } while (acceptSymbol(","));
    expectSymbol(")");
    if (table.key.isEmpty()) {
      fail(nameToken, "table " + name + " has no PRIMARY KEY (Phoenix requires one)");
    }
    options(table);
    splitOn(table);
    checkSaltAndSplits(table);
    tables.put(name, table);
  }

  private void primaryKeyConstraint(PhoenixTable table) {
    SqlToken constraint = next();
    name();
    expectWord("PRIMARY");
    expectWord("KEY");
    if (!table.key.isEmpty()) {
      fail(constraint, "the primary key is declared twice (on a column and as a CONSTRAINT)");
    }
    expectSymbol("(");
    do {
      SqlToken col = peek();
      String columnName = name();
      boolean descending = sortOrder();
      SqlToken rowTimestamp = peek().is("ROW_TIMESTAMP") ? next() : null;
      if (!table.columns.containsKey(columnName)) {
        fail(col, "primary key column " + columnName + " is not a column of the table");
      }
      if (table.columns.get(columnName).family() != null) {
        fail(col, "primary key column " + columnName + " cannot have a column family");
      }
      if (table.key.stream().anyMatch(k -> k.name().equals(columnName))) {
        fail(col, "primary key column " + columnName + " is listed twice");
      }
      table.key.add(new PhoenixTable.KeyColumn(columnName, descending, col.position()));
      if (rowTimestamp != null) {
        rowTimestamp(table, columnName, rowTimestamp);
      }
    } while (acceptSymbol(","));
    expectSymbol(")");
  }

  /** {@code [family.]name type [NOT NULL] [DEFAULT value] [PRIMARY KEY [ASC|DESC] [ROW_TIMESTAMP]]}. */
  private void columnDefinition(PhoenixTable table, boolean creating) {
    SqlToken first = peek();
    Dotted dotted = dotted();
    String family = dotted.family();
    String name = dotted.name();
    SqlToken typeToken = peek();
    if (typeToken.kind() != SqlToken.Kind.WORD) {
      fail(typeToken, "expected the type of column " + name + ", found " + typeToken.describe());
    }
    at++;
    String columnName = name;
    PhoenixType type = PhoenixType.of(typeToken.name()).orElseThrow(() ->
        fail(typeToken, "unknown Phoenix type " + typeToken.describe() + " for column " + columnName));
    Integer length = null;
    if (acceptSymbol("(")) {
      SqlToken n = expectNumber();
      length = n.text().contains(".") ? null : Integer.valueOf(n.text());
      if (length == null || length < 1) {
        fail(n, "a type length is a whole number of at least 1, found " + n.describe());
      }
      if (acceptSymbol(",")) {
        expectNumber();
      }
      expectSymbol(")");
      if (!type.sized()) {
        fail(typeToken, "type " + type + " takes no length");
      }
    } else if (type == PhoenixType.CHAR || type == PhoenixType.BINARY) {
      fail(typeToken, type + " needs a length: " + type + "(n)");
    }
    boolean array = false;
    if (accept("ARRAY")) {
      array = true;
      if (acceptSymbol("[")) {
        acceptNumber();
        expectSymbol("]");
      }
    } else if (acceptSymbol("[")) {
      array = true;
      acceptNumber();
      expectSymbol("]");
    }
    boolean notNull = false;
    boolean primaryKey = false;
    boolean descending = false;
    SqlToken keyToken = null;
    SqlToken rowTimestamp = null;
    while (true) {
      if (accept("NOT")) {
        expectWord("NULL");
        notNull = true;
      } else if (accept("NULL")) {
        notNull = false;
      } else if (accept("DEFAULT")) {
        literal();
      } else if (peek().is("PRIMARY")) {
        keyToken = next();
        expectWord("KEY");
        primaryKey = true;
        descending = sortOrder();
        rowTimestamp = peek().is("ROW_TIMESTAMP") ? next() : rowTimestamp;
      } else if (peek().is("ASC") || peek().is("DESC")) {
        descending = sortOrder();
      } else if (peek().is("ROW_TIMESTAMP")) {
        rowTimestamp = next();
      } else {
        break;
      }
    }
    String key = family == null ? name : family + "." + name;
    if (table.columns.containsKey(key) && !table.dropped.contains(key)) {
      fail(first, "column " + key + " is declared twice");
    }
    if (primaryKey) {
      if (family != null) {
        fail(first, "primary key column " + name + " cannot have a column family");
      }
      if (!table.key.isEmpty() && creating) {
        fail(keyToken, "a second PRIMARY KEY column; list the key columns in a CONSTRAINT ... PRIMARY KEY (...)");
      }
      table.key.add(new PhoenixTable.KeyColumn(name, descending, first.position()));
    }
    if (table.dropped.remove(key)) {
      // Re-added after a DROP: a new column, at the end, with a new qualifier.
      table.columns.remove(key);
    }
    table.columns.put(key, new PhoenixTable.Column(family, name, type, length, array, notNull, first.position()));
    table.declared.add(key);
    if (rowTimestamp != null) {
      if (!creating) {
        fail(rowTimestamp, "ROW_TIMESTAMP can be declared only in CREATE TABLE, not by ALTER TABLE ADD"
            + " (Phoenix: ROWTIMESTAMP_CREATE_ONLY, 529)");
      }
      if (!primaryKey) {
        fail(rowTimestamp, "column " + name + " is not in the primary key: only a primary key column can be the"
            + " ROW_TIMESTAMP (Phoenix: ROWTIMESTAMP_PK_COL_ONLY, 528)");
      }
      rowTimestamp(table, name, rowTimestamp);
    }
  }

  /**
   * Records the table's {@code ROW_TIMESTAMP} column after Phoenix's checks ({@code MetaDataClient}
   * @ c992c86, {@code SQLExceptionCode} 527 and 530; phoenix.apache.org/rowtimestamp.html): one column a
   * table, of a type that is a long of milliseconds (DATE, TIME, TIMESTAMP, BIGINT, UNSIGNED_LONG and
   * the unsigned date and time types, which coerce to TIMESTAMP).
   */
  private void rowTimestamp(PhoenixTable table, String column, SqlToken token) {
    if (table.rowTimestamp != null && !table.rowTimestamp.equals(column)) {
      fail(token, "a second ROW_TIMESTAMP column (" + column + " after " + table.rowTimestamp + "): Phoenix allows one"
          + " a table (ROWTIMESTAMP_ONE_PK_COL_ONLY, 527)");
    }
    PhoenixType type = table.columns.get(column).type();
    boolean longOfMillis = switch (type) {
      case BIGINT, UNSIGNED_LONG, DATE, TIME, TIMESTAMP, UNSIGNED_DATE, UNSIGNED_TIME, UNSIGNED_TIMESTAMP -> true;
      default -> false;
    };
    if (!longOfMillis || table.columns.get(column).array()) {
      fail(token, "column " + column + " is " + type + (table.columns.get(column).array() ? " ARRAY" : "")
          + ": a ROW_TIMESTAMP column is DATE, TIME, TIMESTAMP, BIGINT or UNSIGNED_LONG"
          + " (Phoenix: ROWTIMESTAMP_COL_INVALID_TYPE, 530)");
    }
    table.rowTimestamp = column;
  }

  private boolean sortOrder() {
    if (accept("DESC")) {
      return true;
    }
    accept("ASC");
    return false;
  }

  /** {@code [family.]NAME = value, ...} after the column list. */
  private void options(PhoenixTable table) {
    if (peek().kind() != SqlToken.Kind.WORD && peek().kind() != SqlToken.Kind.QUOTED_NAME || peek().is("SPLIT")) {
      return;
    }
    do {
      SqlToken first = peek();
      Dotted option = dotted();
      expectSymbol("=");
      String value = literal();
      table.options.add(new PhoenixTable.Option(option.family(), option.name(), value, first.position()));
    } while (acceptSymbol(","));
  }

  /** {@code SPLIT ON ('a', 'b', ...)}. */
  private void splitOn(PhoenixTable table) {
    if (!peek().is("SPLIT")) {
      return;
    }
    SqlToken split = next();
    expectWord("ON");
    expectSymbol("(");
    table.splitsPosition = split.position();
    do {
      SqlToken value = peek();
      boolean negative = value.isSymbol("-") && peek(1).kind() == SqlToken.Kind.NUMBER;
      if (value.kind() == SqlToken.Kind.STRING) {
        at++;
        table.splits.add(Bytes.toBytes(value.text()));
      } else if (value.kind() == SqlToken.Kind.NUMBER || negative) {
        at += negative ? 2 : 1;
        table.splits.add(splitNumber(value, tokens.get(at - 1).text(), negative));
      } else {
        fail(value, "a SPLIT ON point is a string ('...') or a whole number, found " + value.describe());
      }
    } while (acceptSymbol(","));
    expectSymbol(")");
  }

  /**
   * The bytes Phoenix splits at for a number: the literal's own type, not the key column's
   * ({@code CreateTableCompiler} evaluates each point as a constant expression). A whole number up
   * to {@code Integer.MAX_VALUE} is an {@code INTEGER} ({@code ParseNodeFactory.wholeNumber}),
   * four bytes with the sign bit flipped; a larger one a {@code BIGINT}, eight; a negative one is
   * the number times {@code LiteralParseNode.MINUS_ONE}, a {@code BIGINT}, so eight bytes too.
   */
  private byte[] splitNumber(SqlToken at, String digits, boolean negative) {
    if (!digits.matches("[0-9]+")) {
      fail(at, "SPLIT ON point " + (negative ? "-" : "") + digits + " is a DECIMAL literal, whose bytes"
          + " (PDecimal's base-100 digits) this reader does not write; give the point as a whole number or a string");
    }
    long value;
    try {
      value = new java.math.BigInteger((negative ? "-" : "") + digits).longValueExact();
    } catch (ArithmeticException e) {
      throw fail(at, "SPLIT ON point " + (negative ? "-" : "") + digits + " is beyond a BIGINT; Phoenix reads it"
          + " as a DECIMAL, whose bytes this reader does not write");
    }
    boolean integer = !negative && value <= Integer.MAX_VALUE;
    return (integer ? dev.hbaseadvisor.model.FieldEncoding.SORTABLE_INT
        : dev.hbaseadvisor.model.FieldEncoding.SORTABLE_LONG).binaryBytes(value);
  }

  private void checkSaltAndSplits(PhoenixTable table) {
    PhoenixTable.Option salt = table.option("SALT_BUCKETS");
    if (salt != null && !table.splits.isEmpty()) {
      // MetaDataClient: SQLExceptionCode.NO_SPLITS_ON_SALTED_TABLE.
      problems.add(table.splitsPosition, "Phoenix refuses SPLIT ON for a salted table (SALT_BUCKETS)");
    }
  }

  // ---- CREATE INDEX ----

  private void createIndex() {
    boolean local = accept("LOCAL");
    expectWord("INDEX");
    ifNotExists();
    SqlToken nameToken = peek();
    String indexName = name();
    expectWord("ON");
    SqlToken dataToken = peek();
    String dataName = qualifiedName();
    if (views.contains(dataName)) {
      skipToStatementEnd();
      return;
    }
    PhoenixTable data = tables.get(dataName);
    if (data == null) {
      fail(dataToken, "index " + indexName + " is on table " + dataName + ", which " + scope + " do"
          + (scope.equals("this file") ? "es" : "") + " not create");
    }
    String schemaPrefix = dataName.contains(".") ? dataName.substring(0, dataName.lastIndexOf('.') + 1) : "";
    PhoenixTable index = new PhoenixTable(schemaPrefix + indexName, nameToken.position(), file);
    index.indexOf = dataName;
    expectSymbol("(");
    do {
      SqlToken col = peek();
      String columnName = columnReference(data);
      if (!peek().isSymbol(",") && !peek().isSymbol(")") && !peek().is("ASC") && !peek().is("DESC")) {
        fail(peek(), "functional index expressions are not read; index " + indexName
            + " must list columns (found " + peek().describe() + ")");
      }
      boolean descending = sortOrder();
      PhoenixTable.Column column = data.columns.get(columnName);
      if (index.columns.containsKey(columnName)) {
        fail(col, "column " + columnName + " is indexed twice");
      }
      boolean nullable = !column.notNull() && !data.isKey(columnName);
      PhoenixType type = column.type();
      if (nullable && column.type().fixedWidthWith(column.length())) {
        // IndexUtil.getIndexColumnDataType: a nullable fixed-width column is indexed as a variable-width type.
        type = switch (column.type()) {
          case CHAR -> PhoenixType.VARCHAR;
          case BINARY -> PhoenixType.VARBINARY;
          default -> throw fail(col, "Phoenix indexes nullable " + column.type() + " column " + columnName
              + " as DECIMAL, which the schema format has no rowkey encoding for; declare it NOT NULL");
        };
      }
      // Phoenix names an indexed column of a family FAMILY:NAME; its field here is the column's name.
      index.columns.put(columnName, new PhoenixTable.Column(null, column.name(), type, column.length(),
          column.array(), !nullable, col.position()));
      index.key.add(new PhoenixTable.KeyColumn(columnName, descending, col.position()));
    } while (acceptSymbol(","));
    expectSymbol(")");
    if (accept("INCLUDE")) {
      expectSymbol("(");
      do {
        SqlToken col = peek();
        String columnName = columnReference(data);
        PhoenixTable.Column column = data.columns.get(columnName);
        index.columns.putIfAbsent(columnName, new PhoenixTable.Column(column.family(), column.name(), column.type(),
            column.length(), column.array(), column.notNull(), col.position()));
      } while (acceptSymbol(","));
      expectSymbol(")");
    }
    accept("ASYNC");
    options(index);
    splitOn(index);
    if (local) {
      data.localIndexes.put(indexName, nameToken.position());
      return;
    }
    // The data table's key follows the indexed columns (IndexMaintainer); an INCLUDEd key column is there anyway.
    for (PhoenixTable.KeyColumn k : data.key) {
      if (index.key.stream().noneMatch(i -> i.name().equals(k.name()))) {
        index.columns.put(k.name(), data.columns.get(k.name()));
        index.key.add(k);
      }
    }
    if (index.option("SALT_BUCKETS") == null && data.option("SALT_BUCKETS") != null) {
      // An index on a salted table takes the data table's bucket count (MetaDataClient.createIndex).
      PhoenixTable.Option salt = data.option("SALT_BUCKETS");
      index.options.add(new PhoenixTable.Option(null, "SALT_BUCKETS", salt.value(), salt.position()));
    }
    checkSaltAndSplits(index);
    if (tables.containsKey(index.name)) {
      fail(nameToken, "table or index " + index.name + " is created twice in " + scope);
    }
    tables.put(index.name, index);
  }

  /**
   * The key of a column of {@code data}, written {@code NAME} or {@code FAMILY.NAME}; a name alone
   * stands for the key column or for the one family column of that name.
   */
  private String columnReference(PhoenixTable data) {
    SqlToken first = peek();
    Dotted dotted = dotted();
    String family = dotted.family();
    String name = dotted.name();
    String written = family == null ? name : family + "." + name;
    List<String> keys = data.columns.values().stream()
        .filter(c -> c.name().equals(name) && (family == null || family.equals(c.family())))
        .map(PhoenixTable.Column::key).filter(k -> !data.dropped.contains(k)).toList();
    if (keys.isEmpty()) {
      fail(first, "column " + written + " is not a column of " + data.name);
    }
    if (keys.size() > 1) {
      fail(first, "column " + written + " is ambiguous in " + data.name + ": " + String.join(", ", keys));
    }
    return keys.get(0);
  }

  // ---- DROP TABLE, DROP INDEX ----

  /** {@code DROP TABLE [IF EXISTS] t [CASCADE]} or {@code DROP INDEX [IF EXISTS] i ON t}: later statements may recreate it. */
  private void drop(boolean index) {
    if (accept("IF")) {
      expectWord("EXISTS");
    }
    String name = index ? name() : qualifiedName();
    if (index) {
      expectWord("ON");
      String dataName = qualifiedName();
      PhoenixTable data = tables.get(dataName);
      if (data != null) {
        data.localIndexes.remove(name);
      }
      String schemaPrefix = dataName.contains(".") ? dataName.substring(0, dataName.lastIndexOf('.') + 1) : "";
      tables.remove(schemaPrefix + name);
    } else {
      tables.remove(name);
      views.remove(name);
      tables.values().removeIf(t -> name.equals(t.indexOf));
    }
    skipToStatementEnd();
  }

  // ---- ALTER TABLE ----

  private void alterTable() {
    SqlToken nameToken = peek();
    String name = qualifiedName();
    PhoenixTable table = tables.get(name);
    if (table == null) {
      fail(nameToken, "ALTER TABLE " + name + ": the table is not created in " + scope);
    }
    if (accept("ADD")) {
      ifNotExists();
      do {
        columnDefinition(table, false);
      } while (acceptSymbol(","));
      options(table);
    } else if (accept("DROP")) {
      expectWord("COLUMN");
      if (accept("IF")) {
        expectWord("EXISTS");
      }
      do {
        SqlToken col = peek();
        String columnName = columnReference(table);
        if (table.isKey(columnName)) {
          fail(col, "Phoenix cannot drop primary key column " + columnName);
        }
        table.dropped.add(columnName);
      } while (acceptSymbol(","));
    } else if (accept("SET")) {
      options(table);
    } else {
      fail(peek(), "expected ADD, DROP COLUMN or SET after ALTER TABLE " + name + ", found " + peek().describe());
    }
  }

  // ---- tokens ----

  private void ifNotExists() {
    if (accept("IF")) {
      expectWord("NOT");
      expectWord("EXISTS");
    }
  }

  /** A name with an optional qualifier before a dot: {@code FAMILY.COLUMN}, {@code FAMILY.TTL}. */
  private record Dotted(String family, String name) {}

  private Dotted dotted() {
    String name = name();
    return acceptSymbol(".") ? new Dotted(name, name()) : new Dotted(null, name);
  }

  /** {@code [schema.]name}, normalized. */
  private String qualifiedName() {
    String name = name();
    if (acceptSymbol(".")) {
      name = name + "." + name();
    }
    return name;
  }

  private String name() {
    SqlToken t = peek();
    if (t.kind() != SqlToken.Kind.WORD && t.kind() != SqlToken.Kind.QUOTED_NAME) {
      fail(t, "expected a name, found " + t.describe());
    }
    at++;
    return t.name();
  }

  /** A literal value: a string (without quotes), a number (with its sign), or a word. */
  private String literal() {
    SqlToken t = peek();
    if (t.isSymbol("-") && peek(1).kind() == SqlToken.Kind.NUMBER) {
      at += 2;
      return "-" + tokens.get(at - 1).text();
    }
    if (t.kind() != SqlToken.Kind.STRING && t.kind() != SqlToken.Kind.NUMBER && t.kind() != SqlToken.Kind.WORD) {
      fail(t, "expected a value, found " + t.describe());
    }
    at++;
    return t.text();
  }

  private SqlToken expectNumber() {
    SqlToken t = peek();
    if (t.kind() != SqlToken.Kind.NUMBER) {
      fail(t, "expected a number, found " + t.describe());
    }
    at++;
    return t;
  }

  private void acceptNumber() {
    if (peek().kind() == SqlToken.Kind.NUMBER) {
      at++;
    }
  }

  private void expectWord(String word) {
    if (!accept(word)) {
      fail(peek(), "expected " + word + ", found " + peek().describe());
    }
  }

  private void expectSymbol(String symbol) {
    if (!acceptSymbol(symbol)) {
      fail(peek(), "expected '" + symbol + "', found " + peek().describe());
    }
  }

  private boolean accept(String word) {
    if (peek().is(word)) {
      at++;
      return true;
    }
    return false;
  }

  private boolean acceptSymbol(String symbol) {
    if (peek().isSymbol(symbol)) {
      at++;
      return true;
    }
    return false;
  }

  private SqlToken next() {
    SqlToken t = peek();
    at++;
    return t;
  }

  private SqlToken peek() {
    return peek(0);
  }

  private SqlToken peek(int ahead) {
    return tokens.get(Math.min(at + ahead, tokens.size() - 1));
  }

  private void skipToStatementEnd() {
    while (peek().kind() != SqlToken.Kind.END && !peek().isSymbol(";")) {
      at++;
    }
  }

  private Abort fail(SqlToken where, String message) {
    problems.add(where.position(), message);
    throw new Abort();
  }
}
