-- Written for PhoenixOracleIT (not from a project): FLOAT, DOUBLE and their unsigned forms in the key,
-- ascending and DESC (PDouble.DoubleCodec, PFloat.FloatCodec, PUnsignedDouble, SortOrder.invert).
CREATE TABLE FLOAT_KEYS (
    D DOUBLE NOT NULL,
    F FLOAT NOT NULL,
    UD UNSIGNED_DOUBLE NOT NULL,
    UF UNSIGNED_FLOAT NOT NULL,
    DD DOUBLE NOT NULL,
    FD FLOAT NOT NULL,
    ID VARCHAR NOT NULL,
    V.VAL BIGINT,
    CONSTRAINT PK PRIMARY KEY (D, F, UD, UF, DD DESC, FD DESC, ID)
);
