<#-- One split key per line in Bytes.toStringBinary form, as the HBase shell's SPLITS_FILE reads
     it (every line, chomped, through Bytes.toBytesBinary). This output has NO generated-file
     banner on purpose: the shell would read a banner line as one more split key. -->
<#list splits as key>
${key}
</#list>
