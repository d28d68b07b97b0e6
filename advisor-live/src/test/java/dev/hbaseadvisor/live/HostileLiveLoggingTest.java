package dev.hbaseadvisor.live;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringWriter;
import java.net.UnknownHostException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import org.apache.log4j.EnhancedPatternLayout;
import org.apache.log4j.Logger;
import org.apache.log4j.WriterAppender;
import org.junit.jupiter.api.Test;

/**
 * The client libraries' logging as the live jar configures it ({@code log4j.properties}): an error
 * the ZooKeeper client logs with its exception is two lines, never a stack trace.
 */
class HostileLiveLoggingTest {

  @Test
  void anErrorWithAnException_isItsMessageAndTheExceptionsFirstLine() throws IOException {
    Properties configuration = new Properties();
    // The jar's file, not the test class path's (the mini cluster's own log4j.properties shadows it there).
    try (InputStream in = Files.newInputStream(Path.of("src/main/resources/log4j.properties"))) {
      configuration.load(in);
    }
    assertEquals("org.apache.log4j.EnhancedPatternLayout", configuration.getProperty("log4j.appender.stderr.layout"));
    String pattern = configuration.getProperty("log4j.appender.stderr.layout.ConversionPattern")
        .replace("%d{ISO8601} ", "");
    StringWriter out = new StringWriter();
    Logger logger = Logger.getLogger("org.apache.zookeeper.ClientCnxn");
    WriterAppender appender = new WriterAppender(new EnhancedPatternLayout(pattern), out);
    logger.addAppender(appender);
    try {
      logger.error("Unable to resolve address: nonexistent.invalid:2181",
          new UnknownHostException("nonexistent.invalid: Name or service not known"));
    } finally {
      logger.removeAppender(appender);
    }
    assertEquals("ERROR zookeeper.ClientCnxn: Unable to resolve address: nonexistent.invalid:2181\n"
        + "java.net.UnknownHostException: nonexistent.invalid: Name or service not known\n", out.toString());
  }
}
