package dev.hbaseadvisor.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The heat map's pattern named in words: diagonal, bright band, even field. */
class HeatPatternTest {

  private static final String[] LABELS = labels(20);

  @Test
  void oneRangePerWindow_movingUp_isADiagonal() {
    List<long[]> columns = new ArrayList<>();
    for (int c = 0; c < 20; c++) {
      long[] column = new long[20];
      column[c] = 1000;
      columns.add(column);
    }
    String text = HeatPattern.describe(columns, LABELS, false);
    assertTrue(text.startsWith("Diagonal: in 20 of 20 windows one narrow key range took at least half"), text);
    assertTrue(text.contains("moves steadily up the key space") && text.contains("(a monotonic lead)"), text);
  }

  @Test
  void theSameRangeEveryWindow_isABrightBand() {
    List<long[]> columns = new ArrayList<>();
    for (int c = 0; c < 20; c++) {
      long[] column = new long[20];
      Arrays.fill(column, 10);
      column[7] = 900;
      columns.add(column);
    }
    String text = HeatPattern.describe(columns, LABELS, true);
    assertTrue(text.startsWith("Bright band: in 20 of 20 windows one key range took at least half"), text);
    assertTrue(text.contains("the hottest starts at k07"), text);
  }

  @Test
  void aQuarterOfTheRangesTakingFourFifths_isABrightBand_andIdleRangesAreCounted() {
    List<long[]> columns = new ArrayList<>();
    for (int c = 0; c < 10; c++) {
      long[] column = new long[20];
      column[3] = 310;
      column[4] = 300;
      column[5] = 300;
      for (int r = 10; r < 20; r++) {
        column[r] = 9;
      }
      columns.add(column);
    }
    String text = HeatPattern.describe(columns, LABELS, true);
    assertEquals("Bright band: 3 of the 20 region ranges took 91% of all writes; the hottest starts at k03. A hot "
        + "range: its regions and their servers take the load the others do not. 7 of the 20 region ranges received "
        + "no write.", text);
  }

  @Test
  void aThirdOfTheRangesTakingMost_isNotABand() {
    List<long[]> columns = new ArrayList<>();
    for (int c = 0; c < 10; c++) {
      long[] column = new long[20];
      for (int r = 0; r < 7; r++) {
        column[r] = 100;
      }
      column[19] = 10;
      columns.add(column);
    }
    assertTrue(HeatPattern.describe(columns, LABELS, true).startsWith("Uneven: "));
  }

  @Test
  void writesNearTheirEvenShareEverywhere_areAnEvenField() {
    List<long[]> columns = new ArrayList<>();
    for (int c = 0; c < 30; c++) {
      long[] column = new long[20];
      for (int r = 0; r < 20; r++) {
        column[r] = 100 + (r * 7 + c * 13) % 60;
      }
      columns.add(column);
    }
    String text = HeatPattern.describe(columns, LABELS, false);
    assertTrue(text.startsWith("Even field: in 30 of 30 windows no key range took more than twice its even share"),
        text);
  }

  @Test
  void noWrites_sayNoWrites() {
    assertEquals("No writes were simulated.", HeatPattern.describe(List.of(new long[20]), LABELS, false));
  }

  private static String[] labels(int n) {
    String[] labels = new String[n];
    for (int i = 0; i < n; i++) {
      labels[i] = String.format("k%02d", i);
    }
    return labels;
  }
}
