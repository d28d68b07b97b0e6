// The passing schema: the build succeeds with no finding, the log shows the summary, and the
// SARIF and JUnit reports are under target/hbase-advisor.
def log = new File(basedir, 'build.log').text
assert log.contains('[INFO] 0 errors, 0 warnings, 0 info in 1 file')
assert log.contains('BUILD SUCCESS')
def sarif = new groovy.json.JsonSlurper().parse(new File(basedir, 'target/hbase-advisor/lint.sarif'))
assert sarif.runs[0].results == []
def junit = new File(basedir, 'target/hbase-advisor/TEST-hbase-advisor-lint.xml').text
assert junit.contains('<testsuites')
