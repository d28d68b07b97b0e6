<#-- An Apache Phoenix 5.2 CREATE TABLE (PhoenixDdl builds the model): the key columns with the types
     whose bytes are the design's key segments, the other columns in their families, the family
     options that differ from HBase's defaults, SALT_BUCKETS for a salt over the whole key and
     SPLIT ON for the pre-split's keys. A column's comment names the qualifier the design gives it. -->
<#list banner as line>
-- ${line}
</#list>
<#list notes as note>
-- ${note}
</#list>
CREATE TABLE ${table} (
<#list keyColumns as k>
    ${k.name} ${k.type} NOT NULL,
</#list>
<#list columns as c>
    ${c.name} ${c.type},<#if c.qualifier??>   -- qualifier '${c.qualifier}'</#if>
</#list>
    CONSTRAINT PK PRIMARY KEY (<#list keyColumns as k>${k.name}<#if k.descending> DESC</#if><#if k.rowTimestamp> ROW_TIMESTAMP</#if><#sep>, </#sep></#list>)
)<#if options?has_content> <#list options as o>${o}<#sep>, </#sep></#list></#if><#if splitOn?has_content>
SPLIT ON (<#list splitOn as s>${s}<#sep>, </#sep></#list>)</#if>;
