package dev.hbaseadvisor.sim;

import dev.hbaseadvisor.model.TableSchema;
import java.util.List;

/**
 * The designs {@code simulate --compare} runs beside the schema as written: the seam through
 * which {@code recommend}'s top designs arrive once it lands; until then {@link SaltedAlternative}.
 */
public interface DesignAlternatives {

  /** Alternatives to a schema, best first. */
  List<Design> alternatives(TableSchema schema);

  /**
   * A named design.
   *
   * @param name how reports label it, such as {@code salted-16}
   * @param schema the design
   */
  record Design(String name, TableSchema schema) {}
}
