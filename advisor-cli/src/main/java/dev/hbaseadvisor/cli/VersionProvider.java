package dev.hbaseadvisor.cli;

import picocli.CommandLine.IVersionProvider;

/** Reads the version from the jar manifest ({@code Implementation-Version}). */
public final class VersionProvider implements IVersionProvider {

  @Override
  public String[] getVersion() {
    String version = RootCommand.class.getPackage().getImplementationVersion();
    return new String[] {"hbase-advisor " + (version == null ? "development build" : version)};
  }
}
