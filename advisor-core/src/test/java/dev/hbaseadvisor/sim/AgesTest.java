package dev.hbaseadvisor.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Bytes by write time: what a TTL expires, what a flush or a split takes. */
class AgesTest {

  /** Buckets of 10 s: 100 bytes written at 5 s, 200 at 15 s, 300 at 25 s. */
  private static Ages three() {
    Ages a = new Ages(10);
    a.add(25, 300);
    a.add(5, 100);
    a.add(15, 200);
    return a;
  }

  @Test
  void expire_dropsOnlyBucketsWhollyBeforeTheCutoff() {
    Ages a = three();
    // A cutoff of 19 s: the bucket [10, 20) still holds a cell written after it.
    assertEquals(100, a.expire(new double[] {19}, new double[] {1}));
    assertEquals(500, a.total());
    assertEquals(10.0, a.oldest());
    assertEquals(30.0, a.newest());
    assertEquals(200, a.expire(new double[] {20}, new double[] {1}));
  }

  @Test
  void expire_takesEachFamilysShare_ofTheBucketsItsTtlReaches() {
    Ages a = three();
    // Family 0 (a quarter of the store) expires up to 30 s, family 1 (three quarters) up to 10 s.
    long gone = a.expire(new double[] {30, 10}, new double[] {0.25, 0.75});
    assertEquals(100 + 50 + 75, gone);
    assertEquals(600 - 225, a.total());
  }

  @Test
  void take_splitsInProportionAndKeepsTheTotal() {
    Ages a = three();
    Ages half = a.take(300);
    assertEquals(300, half.total());
    assertEquals(300, a.total());
    assertEquals(0.0, half.oldest());
    Ages all = a.take(1_000);
    assertEquals(300, all.total());
    assertEquals(0, a.total());
    assertEquals(Double.NaN, a.oldest());
  }

  @Test
  void widthFor_isAThirtySecondOfTheTtl_andAtLeastASecond() {
    assertEquals(2_700.0, Ages.widthFor(86_400));
    assertEquals(1.0, Ages.widthFor(10));
  }
}
