package dev.hbaseadvisor.rules;

/** A rule catalog entry or a lint config that cannot be read, with file:line:column in its message. */
public final class CatalogException extends Exception {

  public CatalogException(String message) {
    super(message);
  }
}
