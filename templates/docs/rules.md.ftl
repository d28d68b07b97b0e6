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
