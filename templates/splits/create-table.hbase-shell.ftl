<#-- The HBase shell create command: every family's settings and the split keys, inline as
     SPLITS or, for many keys, from a SPLITS_FILE. Keys are single-quoted Bytes.toStringBinary
     text: the shell passes every split through Bytes.toBytesBinary (hbase-shell admin.rb). -->
<#list banner as line>
# ${line?j_string}
</#list>
<#if splitsFile??>
# SPLITS_FILE is read relative to the shell's working directory; write it with:
#   ${splitsFileCommand?j_string}
</#if>
create ${quotedTable},
<#list families as f>
  {NAME => ${f.quotedName}, VERSIONS => ${f.versions?c}, MIN_VERSIONS => ${f.minVersions?c}, TTL => ${f.ttl?c}, KEEP_DELETED_CELLS => '${f.keepDeletedCells}', COMPRESSION => '${f.compression}', BLOOMFILTER => '${f.bloomFilter}', DATA_BLOCK_ENCODING => '${f.dataBlockEncoding}', BLOCKSIZE => ${f.blockSize?c}, IN_MEMORY => '${f.inMemory?c}'<#if f.mob>, IS_MOB => true, MOB_THRESHOLD => ${f.mobThreshold?c}</#if>}<#if f?has_next || splitsFile?? || splits?has_content>,</#if>
</#list>
<#if splitsFile??>
  SPLITS_FILE => ${quotedSplitsFile}
<#elseif splits?has_content>
  SPLITS => [
<#list quotedSplits as key>
    ${key}<#if key?has_next>,</#if>
</#list>
  ]
</#if>
