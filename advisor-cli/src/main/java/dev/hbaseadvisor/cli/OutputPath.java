package dev.hbaseadvisor.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * The {@code --output} of every command: a file's path, refused when it names a folder (a trailing
 * slash, or a folder that exists), which the path alone would silently make a file of: {@code -o out/}
 * wrote a file named {@code out}.
 */
final class OutputPath implements ITypeConverter<Path> {

  @Override
  public Path convert(String value) {
    if (value.isEmpty()) {
      throw new TypeConversionException("'' is no file name");
    }
    char last = value.charAt(value.length() - 1);
    if (last == '/' || last == java.io.File.separatorChar || value.endsWith("/.") || value.equals(".")
        || value.endsWith("/..") || value.equals("..")) {
      throw new TypeConversionException("'" + value + "' names a folder; give the path of a file in it, such as "
          + Path.of(value).resolve("report.html"));
    }
    Path path = Path.of(value);
    if (Files.isDirectory(path)) {
      throw new TypeConversionException("'" + value + "' is a folder; give the path of a file in it, such as "
          + path.resolve("report.html"));
    }
    return path;
  }
}
