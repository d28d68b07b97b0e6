<!-- Generated from rules/*.yaml by templates/docs/rules.md.ftl; do not edit. Regenerate with:
     mvn -q -pl advisor-core test -Dtest=RulesDocTest -Dadvisor.updateGolden=true -->
# Rules

Every rule of `hbase-advisor lint`, generated from its catalog entry in `rules/<id>.yaml`.
`hbase-advisor rules` lists them; `hbase-advisor rules ID` prints one.

| id | severity | category | title |
|---|---|---|---|
<#list rules as r>
| [`${r.id}`](#${r.id}) | ${r.severity} | ${r.category} | ${r.title} |
</#list>

## Configuring rules

`lint` reads the `.hbase-advisor.yaml` nearest to each schema file: in the file's folder or the
closest one above it, up to the repository root (the folder holding `.git`; outside a repository,
up to the current folder, or only the file's own folder when it lies elsewhere). The nearest file
applies alone, as in ruff and ESLint; `--config FILE`
uses one file for every schema instead. Unknown rules, categories and thresholds are errors:

```yaml
select:        [ rowkey, access, presplit ]   # only these rule ids or categories (default: all)
extend-select: [ long-family-name ]           # and these
ignore:        [ rowkey-too-long ]            # never these ('disable' is the older name)
severity:      { long-family-name: error }
thresholds:    { rowkey-too-long: { maxBytes: 64 } }
docs-url:      https://wiki.example.com/hbase-rules#   # helpUri of each rule in SARIF
extend-exclude: [ legacy/**, "*.draft.yaml" ]  # folder searches skip these (globs from this file's folder)
extend:        ../.hbase-advisor.yaml          # start from that file's settings (relative to this file)
```

With `extend`, a team folder's file inherits the organisation's: the named file is read first (it
may extend another; a cycle is an error), then this file's keys layer over it, as ruff's `extend`
does: `select` replaces, `extend-select`, `ignore` and `extend-exclude` add, and `severity`,
`thresholds` and `docs-url` override per key. Without `extend`, a nearer file replaces the root's.

`--select`, `--extend-select` and `--ignore` take the same ids and categories on the command line
(comma-separated or repeated): `--select` replaces the config's `select`, the other two add to the
config's lists. A rule id beats a category, so `--ignore rowkey --extend-select
monotonic-rowkey-lead` runs that one rowkey rule. `hbase-advisor lint --show-config FILE` prints
the settings that apply to `FILE`, each with the file, line and column or the option it came from.

## Suppressing findings

A schema can silence a rule for itself, with a reason a reviewer can judge:

```yaml
suppress:
  - rule: monotonic-rowkey-lead
    reason: "one write per hour; a single region is enough"
```

To excuse one place rather than the whole file, write the list beside that element: a field, a
rowkey segment, a family, an access pattern or the pre-split. It silences the rule at that
element and inside it only, so the same rule still reports everything else:

```yaml
families:
  - name: data_family
    suppress:
      - rule: long-family-name
        reason: "the name is fixed by existing readers"
```

Every output format leaves suppressed findings out, SARIF included: GitHub code scanning ignores
SARIF's `suppressions` and would show a suppressed finding as an open alert
([ci.md](ci.md#outputs-for-ci-readers)).

A suppression without a reason does not apply and is reported (`suppression-missing-reason`);
a suppression of a rule that does not exist is reported too (`suppression-unknown-rule`).

## Measured figures: `--simulate`

`hbase-advisor lint --simulate [--simulate-writes N]` runs a short simulation of each schema's
workload ([simulator.md](simulator.md)) and four rules add what it measured to their message:

| rule | the measured sentence |
|---|---|
| [`monotonic-rowkey-lead`](#monotonic-rowkey-lead) | how the writes fell on the region servers: the busiest server's share of all of them, and at peak of one window's |
| [`presplit-missing`](#presplit-missing) | the same, and when the table first split (or that it did not) |
| [`presplit-lopsided`](#presplit-lopsided) | the busiest region's share of the writes, and how they fell on the region servers |
| [`presplit-unreachable-regions`](#presplit-unreachable-regions) | how many of the pre-split regions received no write, and the busiest region's share |

```
rowkey[0] (field ts) leads the key and ts arrives in increasing order: it never goes back as
writes arrive, so all writes go to the last region; in a simulated 1,000,000 writes (50s at
20,000/s), one of the 10 region servers took 100.0% of them, and at peak 100.0% of the writes
in one 1m window
```

- The run writes `N` rows (default `1M`; `--simulate-writes` implies `--simulate`), or the whole
  workload when it writes fewer, at the workload's rate and seed, without reads. The table
  starts with the regions of its `presplit:` as `hbase-advisor splits` computes them (one region
  without a pre-split). The same file and options give the same figures.
- A schema is simulated once, and only when one of the four rules reports on it; a workload
  that writes nothing is not simulated and the messages stay as they are.
- Without `--simulate` nothing is simulated and each message ends where the measured sentence
  would begin.
- A million writes cost a fraction of a second to a few seconds per simulated schema
  ([performance.md](performance.md#lint---simulate)).
<#list categories as c>

## Category: ${c}
<#list rules?filter(r -> r.category == c) as r>

### ${r.id}

**${r.title}** · default severity `${r.severity}` · since ${r.since}

${r.rationale}

**Fix.** ${r.fix}
<#if r.thresholds?has_content>

| threshold | default | allowed | meaning |
|---|---|---|---|
<#list r.thresholds as t>
| `${t.name}` | ${t.default} | ${t.range} | ${t.description} |
</#list>
</#if>

References: ${r.references?join("; ")}
</#list>
</#list>
