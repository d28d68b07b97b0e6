<#-- Java that creates the table, pre-split: a byte[][] of the split keys and a createTable
     method on the HBase 2.x Admin API. Data model: see SplitOutput.model().
     Escaping: every text a user wrote goes through ?j_string (backslashes, quotes, line breaks
     and control characters), and inside comments "*/" becomes "*\/" so that no text can end the
     comment; className is checked to be a Java identifier by SplitOutput. -->
<#function comment text>
  <#return text?j_string?replace("*/", "*\\/")>
</#function>
<#list banner as line>
// ${comment(line)}
</#list>
<#if leftToCluster?has_content>
// Left to the cluster's hbase-site.xml (the schema's cluster section does not set them):
<#list leftToCluster as setting>
//   ${comment(setting)}
</#list>
</#if>
<#if masterSettings?has_content>
// To set on the master (a table cannot carry them):
<#list masterSettings as setting>
//   ${comment(setting)}
</#list>
</#if>

<#if packageName??>
package ${packageName};

</#if>
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.hbase.HBaseConfiguration;
import org.apache.hadoop.hbase.HConstants;
import org.apache.hadoop.hbase.KeepDeletedCells;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.ColumnFamilyDescriptorBuilder;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.apache.hadoop.hbase.client.TableDescriptor;
import org.apache.hadoop.hbase.client.TableDescriptorBuilder;
import org.apache.hadoop.hbase.io.compress.Compression;
import org.apache.hadoop.hbase.io.encoding.DataBlockEncoding;
import org.apache.hadoop.hbase.regionserver.BloomType;
import org.apache.hadoop.hbase.util.Bytes;

/**
 * Creates table ${comment(table)} with its column families, pre-split into ${regions} region<#if regions != 1>s</#if>.
 *
 * <p>Split keys: ${comment(description)}.
 */
public final class ${className} {

  /** The table. */
  public static final TableName TABLE = TableName.valueOf("${table?j_string}");

  /** The ${splits?size} split keys, written in Bytes.toStringBinary form. */
  public static final byte[][] SPLITS = splits();

  private ${className}() {}

  private static byte[][] splits() {
    List<byte[]> keys = new ArrayList<>(${splits?size?c});
<#list chunks as chunk>
    splits${chunk?index}(keys);
</#list>
    return keys.toArray(new byte[0][]);
  }
<#list chunks as chunk>

  private static void splits${chunk?index}(List<byte[]> keys) {
<#list chunk as key>
    keys.add(Bytes.toBytesBinary("${key?j_string}"));
</#list>
  }
</#list>

  /** The table descriptor: <#if tableOptions?has_content || metadata?has_content>the table's settings and </#if>every column family with its settings. */
  public static TableDescriptor descriptor() {
    return TableDescriptorBuilder.newBuilder(TABLE)
<#list tableOptions as o>
<#switch o.key>
<#case "MAX_FILESIZE">
        .setMaxFileSize(${o.value}L)
<#break>
<#case "MEMSTORE_FLUSHSIZE">
        .setMemStoreFlushSize(${o.value}L)
<#break>
<#case "COMPACTION_ENABLED">
        .setCompactionEnabled(${o.value})
<#break>
<#case "NORMALIZATION_ENABLED">
        .setNormalizationEnabled(${o.value})
<#break>
<#case "SPLIT_POLICY">
        .setRegionSplitPolicyClassName("${o.value?j_string}")
<#break>
<#default>
        .setValue("${o.key?j_string}", "${o.value?j_string}")
</#switch>
</#list>
<#list metadata as m>
        .setValue("${m.key?j_string}", "${m.value?j_string}")
</#list>
<#list families as f>
        .setColumnFamily(ColumnFamilyDescriptorBuilder.newBuilder(Bytes.toBytes("${f.name?j_string}"))
            .setMaxVersions(${f.versions?c})
            .setMinVersions(${f.minVersions?c})
            .setTimeToLive(<#if f.ttlForever>HConstants.FOREVER<#else>${f.ttl?c}</#if>)
            .setKeepDeletedCells(KeepDeletedCells.${f.keepDeletedCells})
            .setCompressionType(Compression.Algorithm.${f.compression})
            .setBloomFilterType(BloomType.${f.bloomFilter})
            .setDataBlockEncoding(DataBlockEncoding.${f.dataBlockEncoding})
            .setBlocksize(${f.blockSize?c})
            .setInMemory(${f.inMemory?c})
<#if f.mob>
            .setMobEnabled(true)
            .setMobThreshold(${f.mobThreshold?c}L)
</#if>
<#if !f.blockCache>
            .setBlockCacheEnabled(false)
</#if>
<#if f.replicationScope != 0>
            .setScope(${f.replicationScope?c})
</#if>
<#list f.configuration as c>
            .setConfiguration("${c.key?j_string}", "${c.value?j_string}")
</#list>
            .build())
</#list>
        .build();
  }

  /** Creates the table, pre-split at {@link #SPLITS}. */
  public static void createTable(Admin admin) throws IOException {
<#if splits?has_content>
    admin.createTable(descriptor(), SPLITS);
<#else>
    admin.createTable(descriptor());
</#if>
  }

  /** Creates the table on the cluster named by the hbase-site.xml on the class path. */
  public static void main(String[] args) throws IOException {
    Configuration conf = HBaseConfiguration.create();
    try (Connection connection = ConnectionFactory.createConnection(conf); Admin admin = connection.getAdmin()) {
      createTable(admin);
    }
  }
}
