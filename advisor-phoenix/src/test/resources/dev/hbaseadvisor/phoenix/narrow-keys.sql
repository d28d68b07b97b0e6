-- Written for PhoenixOracleIT (not from a project): the 1- and 2-byte key types the import maps to the
-- short, byte, sortable-short and sortable-byte encodings, BOOLEAN, and SMALLINT DESC over negative values.
CREATE TABLE NARROW_KEYS (
    REGION TINYINT NOT NULL,
    SHARD SMALLINT NOT NULL,
    FLAG BOOLEAN NOT NULL,
    KIND UNSIGNED_TINYINT NOT NULL,
    PART UNSIGNED_SMALLINT NOT NULL,
    RANK SMALLINT NOT NULL,
    LEVEL TINYINT NOT NULL,
    ID VARCHAR NOT NULL,
    V.VAL BIGINT,
    CONSTRAINT PK PRIMARY KEY (REGION, SHARD, FLAG, KIND, PART, RANK DESC, LEVEL DESC, ID)
) SALT_BUCKETS=4;
