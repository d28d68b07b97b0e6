// splits wrote ReadingsTable into target/generated-sources (a compile source root), and the
// application class that uses its SPLITS and createTable compiled against it.
def generated = new File(basedir, 'target/generated-sources/hbase-advisor/com/example/tables/ReadingsTable.java')
assert generated.isFile()
def source = generated.text
assert source.contains('package com.example.tables;')
assert source.contains('public final class ReadingsTable {')
assert source.contains('Regenerate: hbase-advisor splits readings.yaml --format java --package com.example.tables')
assert (source =~ /keys\.add\(Bytes\.toBytesBinary\(/).count == 7
assert new File(basedir, 'target/classes/com/example/tables/ReadingsTable.class').isFile()
assert new File(basedir, 'target/classes/com/example/tables/CreateTables.class').isFile()
def log = new File(basedir, 'build.log').text
assert log.contains('[INFO] hbase-advisor splits: wrote target/generated-sources/hbase-advisor/com/example/tables/ReadingsTable.java')
assert log.contains('[INFO] hbase-advisor splits: 1 class in target/generated-sources/hbase-advisor, 1 written')
