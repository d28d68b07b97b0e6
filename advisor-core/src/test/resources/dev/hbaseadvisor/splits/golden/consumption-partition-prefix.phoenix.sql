refused: the design's key is not expressible in Phoenix: rowkey[0]: a salt over user: Phoenix's SALT_BUCKETS hashes the whole key, so it can stand only for a salt over every key field
