-- Source: https://github.com/apache/phoenix/blob/6d9ec471dae52ef39020bcafdeffecebbedd142d/phoenix-core/src/it/resources/sql_files/index_rebuild_async.sql
-- (repository apache/phoenix, path phoenix-core/src/it/resources/sql_files/index_rebuild_async.sql, commit 6d9ec471dae52ef39020bcafdeffecebbedd142d; Apache License 2.0), copied unchanged below.

/*
 * Licensed to the Apache Software Foundation (ASF) under one
 * or more contributor license agreements.  See the NOTICE file
 * distributed with this work for additional information
 * regarding copyright ownership.  The ASF licenses this file
 * to you under the Apache License, Version 2.0 (the
 * "License"); you may not use this file except in compliance
 * with the License.  You may obtain a copy of the License at
 *
 * http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */

CREATE TABLE IF NOT EXISTS S.TI (K VARCHAR PRIMARY KEY, V VARCHAR);
UPSERT INTO S.TI VALUES ('key1', 'val1');
CREATE INDEX R_ASYNCIND_TI ON S.TI (K, V);
ALTER INDEX R_ASYNCIND_TI ON S.TI DISABLE;
UPSERT INTO S.TI VALUES ('key1', 'val2');
ALTER INDEX R_ASYNCIND_TI ON S.TI REBUILD ALL ASYNC;
UPSERT INTO S.TI VALUES ('key3', 'val3');
UPSERT INTO S.TI VALUES ('key4', 'val4');
DELETE FROM S.TI WHERE K = 'key4';
