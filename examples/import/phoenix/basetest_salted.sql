-- Source: https://github.com/apache/phoenix/blob/6d9ec471dae52ef39020bcafdeffecebbedd142d/phoenix-core/src/test/java/org/apache/phoenix/query/BaseTest.java
-- (repository apache/phoenix, path phoenix-core/src/test/java/org/apache/phoenix/query/BaseTest.java,
-- commit 6d9ec471dae52ef39020bcafdeffecebbedd142d, lines 224-229, 257-261 and 280-284; Apache License 2.0):
-- the DDL of three of Phoenix's test tables, taken out of their Java string literals, each table name
-- constant replaced by its value from phoenix-core/src/test/java/org/apache/phoenix/util/TestUtil.java.

create table ENTITY_HISTORY_SALTED   (organization_id char(15) not null,
    parent_id char(15) not null,
    created_date date not null,
    entity_history_id char(15) not null,
    old_value varchar,
    new_value varchar
    CONSTRAINT pk PRIMARY KEY (organization_id, parent_id, created_date, entity_history_id))
    SALT_BUCKETS = 4;

create table TABLE_WITH_SALTING   (a_integer integer not null, 
    a_string varchar not null, 
    a_id char(3) not null,
    b_string varchar, 
    b_integer integer 
    CONSTRAINT pk PRIMARY KEY (a_integer, a_string, a_id))
    SALT_BUCKETS = 4;

create table MULTI_CF   (id char(15) not null primary key,
    a.unique_user_count integer,
    b.unique_org_count integer,
    c.db_cpu_utilization decimal(31,10),
    d.transaction_count bigint,
    e.cpu_utilization decimal(31,10),
    f.response_time bigint,
    g.response_time bigint);
