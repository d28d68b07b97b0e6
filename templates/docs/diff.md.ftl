<!-- Generated from advisor-core/src/main/resources/diff/changes.yaml by templates/docs/diff.md.ftl; do not edit.
     Regenerate with: mvn -q -pl advisor-core test -Dtest=DiffDocTest -Dadvisor.updateGolden=true -->
# Schema changes: `hbase-advisor diff`

A rowkey never changes in place: an HBase row can only be deleted and written again under another
key. A salt's bucket count decides where every row lives, and a lower TTL or VERSIONS silently
deletes data at the next compaction. `hbase-advisor diff` compares two versions of a schema and
classifies every change, so a CI job can stop the ones that break stored data.

```sh
hbase-advisor diff OLD.yaml NEW.yaml                     # two files
hbase-advisor diff --base origin/main schemas/logs.yaml  # the old version from git
```

| option | meaning |
|---|---|
| `--base REV` | Read each file's old version from git at `REV` (`git show REV:path`, run in the file's repository, the path relative to its root); every argument is then a new version. A file renamed since `REV` is read under its old path, as `git diff -M` pairs them, so a renamed schema is compared like any other. |
| `--allow-new` | With `--base`: a file that does not exist at `REV` is a new table; skip it, and say so on standard error with the count of files compared and skipped. Without it, that is an input error. |
| `--format` | `text` (default), `json`, `sarif`, `github`, `junit` or `gitlab`. |
| `--fail-on` | `error` (default), `warning`, `info` or `never`. |
| `--output FILE` | Write the report to a file, whole or not at all, never over an input. |

Exit codes are those of `lint`: 0 when no change reaches the `--fail-on` level, 1 when one does,
2 for bad input (a file that does not load, not a git repository, a path that does not exist at
`REV`). With the default level, breaking-storage and data-loss changes fail the gate.
A schema that does not load (either version) is still reported in the chosen format, as `lint`
reports one: an `invalid-schema` error with its `file:line:column` (a SARIF notification, a JUnit
`<error>`, a GitLab `blocker`, an `::error` annotation), beside the changes of the files that did
load; JSON adds `"errors": [{"file", "rule", "message", "line", "column"}]` and counts them as
`"unreadable"` in the summary.

## Classes

| class | severity | meaning |
|---|---|---|
<#list classes as c>
| `${c.label}` | ${c.severity} | ${c.summary} |
</#list>

Safe changes never fail the gate. The text output lists them after the summary; JSON lists them
with severity `none`; SARIF, GitHub annotations and JUnit leave them out.

## How the two versions are compared

- **Rowkey segments** are paired first when identical, then by kind and source field (a
  `field: ts` with another format is the same segment, changed), then by kind alone for salts,
  buckets, hashes and literals. Among candidates, the pairing with the fewest differences that
  keeps the segment order wins. A segment left unpaired was added or removed; paired segments
  that change order are reported once as `rowkey-segments-reordered`.
- **Fields** renamed with an unchanged definition are a safe rename, and segments, columns and
  reads that use them are compared under the new name.
- **Families** are matched by name. A family that disappears while another with the same settings
  and columns appears is a rename, which HBase cannot do.
- **Re-keyed rows.** For every rowkey change, 10,000 records generated from the old schema (its
  workload seed) are encoded with both rowkeys; the message says how many keys change. A salt of
  16 buckets raised to 32 changes the key of about half the rows (`|h mod 32|` equals `|h mod 16|`
  for half of all hashes); the rest of the stored data is still unusable without a rewrite. Keys
  with a random salt cannot be reproduced and are not measured.
- **Where a change points.** Changes point at the new file; removals point at the old file, or,
  with `--base`, at the enclosing list of the new file (so GitHub annotations land on the reviewed
  file).

## JSON

```json
{
  "changes": [
    {
      "id": "salt-buckets-changed",
      "class": "breaking-storage",
      "severity": "error",
      "path": "rowkey[0].salt.buckets",
      "old": "16",
      "new": "32",
      "message": "salt buckets of rowkey segment 0 ... changed from 16 to 32: ...",
      "action": "Migrate to a new table: ...",
      "file": "schemas/tsdb.yaml",
      "line": 18,
      "column": 13
    }
  ],
  "summary": {"breaking-storage": 1, "data-loss": 0, "operational": 0, "deferred": 0, "safe": 0,
              "error": 1, "warning": 0, "info": 0}
}
```

`old` is null for additions and `new` for removals. Values are written as a schema writes them
(`30d`, `64KiB`, `'\x01'`, a segment in YAML flow style).

## Migration outline

Every breaking-storage change of the rowkey points here:

${migration}

<#list classes as c>
## Class: ${c.label}

| id | title |
|---|---|
<#list c.changes as ch>
| [`${ch.id}`](#${ch.id}) | ${ch.title} |
</#list>
<#list c.changes as ch>

### ${ch.id}

**${ch.title}** · ${c.label} · severity ${c.severity}

${ch.rationale}

**What to do.** ${ch.action}

References: ${ch.references?join("; ")}
</#list>

</#list>
