package dev.hbaseadvisor.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.testing.Schemas;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The loader's allowed keys and values ({@link FormatKeys}) and {@code docs/hbase-advisor.schema.json}
 * agree key by key and value by value, and the model package depends on nothing but the YAML
 * tree beneath it.
 */
class FormatKeysTest {

  private static final JsonNode SCHEMA = readSchema();

  private static JsonNode readSchema() {
    try {
      return JsonMapper.builder().build()
          .readTree(Files.readString(Schemas.projectRoot().resolve("docs/hbase-advisor.schema.json")));
    } catch (IOException e) {
      throw new AssertionError(e);
    }
  }

  private static JsonNode at(String pointer) {
    JsonNode node = SCHEMA.at(pointer);
    assertTrue(!node.isMissingNode(), "no " + pointer + " in the JSON Schema");
    return node;
  }

  private static Set<String> keys(String pointer) {
    Set<String> keys = new TreeSet<>();
    at(pointer).propertyNames().forEach(keys::add);
    return keys;
  }

  private static Set<String> values(String pointer) {
    Set<String> values = new TreeSet<>();
    at(pointer).forEach(v -> values.add(v.asString()));
    return values;
  }

  private static void sameKeys(List<String> loader, String pointer) {
    assertEquals(new TreeSet<>(loader), keys(pointer), pointer);
  }

  private static void sameValues(List<String> loader, String pointer) {
    assertEquals(new TreeSet<>(loader), values(pointer), pointer);
  }

  @Test
  void sectionKeys_matchTheJsonSchema() {
    sameKeys(FormatKeys.TOP, "/properties");
    sameKeys(FormatKeys.FIELD, "/$defs/field/properties");
    sameKeys(FormatKeys.SALT, "/$defs/saltSegment/properties/salt/properties");
    sameKeys(FormatKeys.BUCKET, "/$defs/bucketSegment/properties/bucket/properties");
    sameKeys(FormatKeys.HASH, "/$defs/hashSegment/properties/hash/properties");
    sameKeys(FormatKeys.FIELD_SEGMENT, "/$defs/fieldSegment/properties");
    sameKeys(FormatKeys.FAMILY, "/$defs/family/properties");
    sameKeys(FormatKeys.ACCESS, "/$defs/access/properties");
    sameKeys(FormatKeys.WORKLOAD, "/$defs/workload/properties");
    sameKeys(FormatKeys.CLUSTER, "/$defs/cluster/properties");
    sameKeys(FormatKeys.DATE_TIERED, "/$defs/cluster/properties/dateTiered/properties");
    sameKeys(FormatKeys.PRESPLIT, "/$defs/presplit/properties");
    sameKeys(FormatKeys.SUPPRESSION, "/$defs/suppression/properties");
    sameKeys(FormatKeys.BITS, "/$defs/bitsSegment/properties/bits/properties");
    sameKeys(FormatKeys.BITS_PART, "/$defs/bitsSegment/properties/bits/properties/parts/items/properties");
    sameKeys(FormatKeys.INTERLEAVE_DIMENSION,
        "/$defs/bitsSegment/properties/bits/properties/parts/items/properties/interleave/items/oneOf/1/properties");
    sameKeys(FormatKeys.SHARED, "/$defs/field/properties/shared/properties");
    sameKeys(FormatKeys.KIND, "/$defs/kind/properties");
  }

  @Test
  void bitsPartKinds_areTheOneOfOfAPart() {
    Set<String> kinds = new TreeSet<>();
    at("/$defs/bitsSegment/properties/bits/properties/parts/items/oneOf")
        .forEach(shape -> shape.get("required").forEach(k -> kinds.add(k.asString())));
    assertEquals(new TreeSet<>(FormatKeys.BITS_PART_KINDS), kinds);
  }

  @Test
  void columnKeys_areTheUnionOfItsShapes() {
    Set<String> keys = new TreeSet<>();
    at("/$defs/column/oneOf").forEach(shape -> shape.get("properties").propertyNames().forEach(keys::add));
    assertEquals(new TreeSet<>(FormatKeys.COLUMN), keys);
  }

  @Test
  void segmentKinds_matchTheJsonSchema() {
    Set<String> kinds = new TreeSet<>();
    for (JsonNode ref : at("/$defs/segment/oneOf")) {
      String name = ref.get("$ref").asString().substring("#/$defs/".length());
      Set<String> own = keys("/$defs/" + name + "/properties");
      kinds.add(name.equals("fieldSegment") ? "field" : own.iterator().next());
    }
    assertEquals(new TreeSet<>(FormatKeys.SEGMENT_KINDS), kinds);
  }

  @Test
  void allowedValues_matchTheJsonSchema() {
    sameValues(FormatKeys.FIELD_TYPES, "/$defs/field/properties/type/enum");
    sameValues(FormatKeys.FIELD_ORDERS, "/$defs/field/properties/order/enum");
    sameValues(FormatKeys.CHARSETS, "/$defs/field/properties/charset/enum");
    sameValues(FormatKeys.DISTRIBUTIONS, "/$defs/field/properties/distribution/anyOf/0/enum");
    sameValues(FormatKeys.NUMBER_ENCODINGS, "/$defs/saltSegment/properties/salt/properties/encoding/enum");
    sameValues(FormatKeys.NUMBER_ENCODINGS, "/$defs/bucketSegment/properties/bucket/properties/encoding/enum");
    sameValues(FormatKeys.SALT_OVER, "/$defs/saltSegment/properties/salt/properties/over/enum");
    sameValues(FormatKeys.HASH_ALGORITHMS, "/$defs/hashSegment/properties/hash/properties/algorithm/enum");
    sameValues(FormatKeys.HASH_ENCODINGS, "/$defs/hashSegment/properties/hash/properties/encoding/enum");
    sameValues(FormatKeys.FIELD_ENCODINGS, "/$defs/fieldSegment/properties/encoding/enum");
    sameValues(FormatKeys.REVERSE, "/$defs/fieldSegment/properties/reverse/enum");
    sameValues(FormatKeys.SEGMENT_ORDERS, "/$defs/fieldSegment/properties/order/enum");
    sameValues(FormatKeys.COMPRESSIONS, "/$defs/family/properties/compression/enum");
    sameValues(FormatKeys.BLOOM_FILTERS, "/$defs/family/properties/bloomFilter/enum");
    sameValues(FormatKeys.BLOCK_ENCODINGS, "/$defs/family/properties/dataBlockEncoding/enum");
    sameValues(FormatKeys.COMPACTION_POLICIES, "/$defs/family/properties/compactionPolicy/enum");
    sameValues(FormatKeys.FAMILY_CREATED, "/$defs/family/properties/created/enum");
    sameValues(FormatKeys.VERSIONS_FOR, "/$defs/family/properties/versionsFor/enum");
    sameValues(FormatKeys.ACCESS_TYPES, "/$defs/access/properties/type/enum");
    sameValues(FormatKeys.ACCESS_ORDERS, "/$defs/access/properties/order/enum");
    sameValues(FormatKeys.SPLIT_POLICIES, "/$defs/cluster/properties/splitPolicy/enum");
    sameValues(FormatKeys.PRESPLIT_ALGORITHMS, "/$defs/presplit/properties/algorithm/enum");
  }

  @Test
  void everyDistributionName_parses() {
    for (String name : FormatKeys.DISTRIBUTIONS) {
      assertEquals(name.replace('-', '_'), Distribution.parse(name).kind().name().toLowerCase(java.util.Locale.ROOT));
    }
  }

  @Test
  void modelPackage_importsOnlyItselfAndTheYamlTree() throws IOException {
    Path model = Schemas.projectRoot().resolve("advisor-core/src/main/java/dev/hbaseadvisor/model");
    List<String> outside = new ArrayList<>();
    try (Stream<Path> files = Files.list(model)) {
      for (Path file : files.sorted().toList()) {
        for (String line : Files.readAllLines(file)) {
          if (line.startsWith("import dev.hbaseadvisor.") && !line.startsWith("import dev.hbaseadvisor.model.")
              && !line.startsWith("import dev.hbaseadvisor.yaml.")) {
            outside.add(file.getFileName() + ": " + line);
          }
        }
      }
    }
    assertEquals(List.of(), outside);
  }
}
