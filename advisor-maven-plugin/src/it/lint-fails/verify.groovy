// The failing schema: the build fails on the error finding, which the log shows with its
// position, and the reports were written before the build failed.
def log = new File(basedir, 'build.log').text
assert log.contains('[ERROR] src/main/hbase/readings.yaml:9:5  error    monotonic-rowkey-lead  rowkey[0] (field ts) leads the key')
// ttl-empty-regions (issue 29): a time-led key under a 90-day TTL with no normalizer leaves empty regions behind.
assert log.contains('[ERROR] 1 error, 2 warnings, 0 info in 1 file')
assert log.contains("hbase-advisor lint: findings at or above 'error' (listed above)")
assert log.contains('BUILD FAILURE')
def sarif = new groovy.json.JsonSlurper().parse(new File(basedir, 'target/hbase-advisor/lint.sarif'))
assert sarif.runs[0].results*.ruleId.sort() == ['filter-scan', 'monotonic-rowkey-lead', 'ttl-empty-regions']
assert new File(basedir, 'target/hbase-advisor/TEST-hbase-advisor-lint.xml').text.contains('<failure')
