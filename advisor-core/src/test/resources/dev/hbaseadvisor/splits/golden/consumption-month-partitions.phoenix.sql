refused: the design's key is not expressible in Phoenix: rowkey[0]: field ts is written formatted, which no Phoenix type does
