package dev.hbaseadvisor.cli;

/** Bad input the user can fix; its message is printed as it is and the command exits with 2. */
public final class InputException extends RuntimeException {

  public InputException(String message) {
    super(message);
  }
}
