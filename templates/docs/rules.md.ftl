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

A `.hbase-advisor.yaml` in the current folder (or the file given with `--config`) changes
severities, disables rules and overrides thresholds; unknown rules and thresholds are errors:

```yaml
severity:   { long-family-name: error }
disable:    [ rowkey-too-long ]
thresholds: { rowkey-too-long: { maxBytes: 64 } }
```

## Suppressing findings

A schema can silence a rule for itself, with a reason a reviewer can judge:

```yaml
suppress:
  - rule: monotonic-rowkey-lead
    reason: "one write per hour; a single region is enough"
```

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
