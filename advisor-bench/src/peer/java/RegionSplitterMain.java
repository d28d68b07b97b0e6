import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.hadoop.hbase.util.Bytes;
import org.apache.hadoop.hbase.util.RegionSplitter;

/**
 * The peer of {@code hbase-advisor splits --algorithm A --regions N --format file -o OUT}: HBase
 * 2.6.4's own {@code RegionSplitter} algorithm in a minimal main, writing the same file (one split
 * key per line in {@code Bytes.toStringBinary} form). Run by {@code splits-vs-regionsplitter.sh},
 * which compiles it against the HBase jars advisor-core's tests already use.
 */
public final class RegionSplitterMain {

  private RegionSplitterMain() {}

  public static void main(String[] args) throws IOException {
    RegionSplitter.SplitAlgorithm algorithm = switch (args[0]) {
      case "hex" -> new RegionSplitter.HexStringSplit();
      case "decimal" -> new RegionSplitter.DecimalStringSplit();
      case "uniform" -> new RegionSplitter.UniformSplit();
      default -> throw new IllegalArgumentException("hex, decimal or uniform, not " + args[0]);
    };
    byte[][] keys = algorithm.split(Integer.parseInt(args[1]));
    try (BufferedWriter out = Files.newBufferedWriter(Path.of(args[2]), StandardCharsets.UTF_8)) {
      for (byte[] key : keys) {
        out.write(Bytes.toStringBinary(key));
        out.write('\n');
      }
    }
  }
}
