// The passing schema: the build succeeds, the log shows the finding and the summary, and the
// SARIF and JUnit reports are under target/hbase-advisor.
def log = new File(basedir, 'build.log').text
assert log.contains('[INFO] src/main/hbase/readings.yaml:9:1  info     rowkey-too-long')
assert log.contains('[INFO] 0 errors, 0 warnings, 1 info in 1 file')
def sarif = new groovy.json.JsonSlurper().parse(new File(basedir, 'target/hbase-advisor/lint.sarif'))
assert sarif.runs[0].results*.ruleId == ['rowkey-too-long']
def junit = new File(basedir, 'target/hbase-advisor/TEST-hbase-advisor-lint.xml').text
assert junit.contains('rowkey-too-long')
