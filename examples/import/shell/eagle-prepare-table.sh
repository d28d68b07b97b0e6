#!/usr/bin/env bash
# Source: apache/eagle, eagle-security/eagle-security-userprofile/detection/dev-supports/prepare-table.sh, commit 6065291ffb8372e3debfbab00b9d4c49b9a9d120
# (quoted whole, below this header, as a corpus case of hbase-advisor's shell import; despite its
# name and shebang it holds HBase shell commands).

create 'alertStreamSchema', {NAME => 'f', BLOOMFILTER => 'ROW', VERSIONS => '1', COMPRESSION => 'SNAPPY'}
create 'mlmodel', {NAME => 'f', BLOOMFILTER => 'ROW', VERSIONS => '1', COMPRESSION => 'SNAPPY'}
create 'eagle_metric', {NAME => 'f', BLOOMFILTER => 'ROW', VERSIONS => '1', COMPRESSION => 'SNAPPY'}
create 'userprofile', {NAME => 'f', BLOOMFILTER => 'ROW', VERSIONS => '1', COMPRESSION => 'SNAPPY'}
