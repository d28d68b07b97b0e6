<#-- The HBase shell create command: every family's settings, the table attributes the schema's
     cluster section writes (TableAttributes: MAX_FILESIZE, MEMSTORE_FLUSHSIZE and SPLIT_POLICY as
     named options, a split policy's own key and the normalizer's per-table settings under METADATA
     (NORMALIZATION_ENABLED named), as hbase-shell admin.rb's
     update_htd_from_arg reads them) and the split keys, inline as SPLITS or, for many keys, from a
     SPLITS_FILE. Keys are single-quoted Bytes.toStringBinary text: the shell passes every split
     through Bytes.toBytesBinary (admin.rb's create). -->
<#list banner as line>
# ${line?j_string}
</#list>
<#if leftToCluster?has_content>
# Left to the cluster's hbase-site.xml (the schema's cluster section does not set them):
<#list leftToCluster as setting>
#   ${setting?j_string}
</#list>
</#if>
<#if masterSettings?has_content>
# To set on the master (a table cannot carry them):
<#list masterSettings as setting>
#   ${setting?j_string}
</#list>
</#if>
<#if splitsFile??>
# SPLITS_FILE is read relative to the shell's working directory; write it with:
#   ${splitsFileCommand?j_string}
</#if>
create ${quotedTable},
<#list families as f>
  {NAME => ${f.quotedName}, VERSIONS => ${f.versions?c}, MIN_VERSIONS => ${f.minVersions?c}, TTL => ${f.ttl?c}, KEEP_DELETED_CELLS => '${f.keepDeletedCells}', COMPRESSION => '${f.compression}', BLOOMFILTER => '${f.bloomFilter}', DATA_BLOCK_ENCODING => '${f.dataBlockEncoding}', BLOCKSIZE => ${f.blockSize?c}, IN_MEMORY => '${f.inMemory?c}'<#if f.mob>, IS_MOB => true, MOB_THRESHOLD => ${f.mobThreshold?c}</#if><#if !f.blockCache>, BLOCKCACHE => 'false'</#if><#if f.replicationScope != 0>, REPLICATION_SCOPE => ${f.replicationScope?c}</#if><#if f.configuration?has_content>, CONFIGURATION => {<#list f.configuration as c>${c.quotedKey} => ${c.quotedValue}<#sep>, </#sep></#list>}</#if>}<#if f?has_next || tableOptions?has_content || metadata?has_content || splitsFile?? || splits?has_content>,</#if>
</#list>
<#list tableOptions as o>
  ${o.key} => ${o.quotedValue}<#if o?has_next || metadata?has_content || splitsFile?? || splits?has_content>,</#if>
</#list>
<#if metadata?has_content>
  METADATA => {<#list metadata as m>${m.quotedKey} => ${m.quotedValue}<#sep>, </#sep></#list>}<#if splitsFile?? || splits?has_content>,</#if>
</#if>
<#if splitsFile??>
  SPLITS_FILE => ${quotedSplitsFile}
<#elseif splits?has_content>
  SPLITS => [
<#list quotedSplits as key>
    ${key}<#if key?has_next>,</#if>
</#list>
  ]
</#if>
