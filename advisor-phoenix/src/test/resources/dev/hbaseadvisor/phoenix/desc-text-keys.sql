-- Written for PhoenixOracleIT (not from a project): DESC on CHAR, VARCHAR and BINARY key columns, which Phoenix writes with every byte inverted (SortOrder.invert) and, when variable-width,
-- ended by \xFF (QueryConstants.DESC_SEPARATOR_BYTE), in the middle of the key and last.
CREATE TABLE DESC_TEXT_KEYS (
    TENANT CHAR(4) NOT NULL,
    NAME VARCHAR NOT NULL,
    CODE CHAR(6) NOT NULL,
    TAG BINARY(4) NOT NULL,
    ID BIGINT NOT NULL,
    LABEL VARCHAR(12) NOT NULL,
    V.VAL BIGINT,
    CONSTRAINT PK PRIMARY KEY (TENANT DESC, NAME DESC, CODE DESC, TAG DESC, ID, LABEL DESC)
) SALT_BUCKETS=3;
-- A DESC VARCHAR last, and SPLIT ON number literals, which Phoenix splits at in the literal's own type:
-- -5 a BIGINT, 3000000000 a BIGINT, 10 an INTEGER (listed in byte order). Phoenix refuses DESC on
-- VARBINARY (error 1056), so no file here has it.
CREATE TABLE DESC_TEXT_LAST (
    ID BIGINT NOT NULL,
    NAME VARCHAR NOT NULL,
    V.VAL BIGINT,
    CONSTRAINT PK PRIMARY KEY (ID, NAME DESC)
) SPLIT ON (-5, 3000000000, 10);
