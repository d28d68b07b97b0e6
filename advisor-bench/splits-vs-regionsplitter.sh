#!/usr/bin/env bash
# Runs `hbase-advisor splits --algorithm A --regions N --format file -o F` and HBase 2.6.4's own
# RegionSplitter (src/peer/java/RegionSplitterMain.java, the same file from a minimal main) side
# by side, alternating A B A B, and prints each one's median CPU time (user + system) and peak
# resident memory, and the ratios. The two files must be byte for byte the same.
#
#   advisor-bench/splits-vs-regionsplitter.sh [ALGORITHM] [RUNS] [N...]
#   defaults: hex, 5 runs, N = 100 10000 100000 1000000
#
# Needs the jar (mvn -B -o -q package -DskipTests) and the HBase jars in ~/.m2, which
# `mvn -B -pl advisor-core test-compile` fetches (advisor-core's test dependencies).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
algorithm="${1:-hex}"
runs="${2:-5}"
shift $(( $# > 2 ? 2 : $# ))
sizes=("$@")
[ ${#sizes[@]} -eq 0 ] && sizes=(100 10000 100000 1000000)
m2="${M2_REPO:-$HOME/.m2/repository}"
cp=""
for jar in org/apache/hbase/hbase-common/2.6.4/hbase-common-2.6.4.jar \
  org/apache/hbase/hbase-server/2.6.4/hbase-server-2.6.4.jar \
  org/apache/hbase/thirdparty/hbase-shaded-miscellaneous/4.1.12/hbase-shaded-miscellaneous-4.1.12.jar \
  org/apache/hbase/thirdparty/hbase-unsafe/4.1.12/hbase-unsafe-4.1.12.jar \
  org/apache/hadoop/hadoop-common/2.10.2/hadoop-common-2.10.2.jar \
  org/apache/commons/commons-lang3/3.18.0/commons-lang3-3.18.0.jar \
  org/slf4j/slf4j-api/1.7.33/slf4j-api-1.7.33.jar; do
  [ -f "$m2/$jar" ] || { echo "missing $m2/$jar: run mvn -B -pl advisor-core test-compile" >&2; exit 2; }
  cp="$cp:$m2/$jar"
done
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
javac -d "$work/peer" -cp "${cp#:}" "$root/advisor-bench/src/peer/java/RegionSplitterMain.java"

# One run: prints "cpu_seconds max_rss_kib".
measure() {
  /usr/bin/time -f "%U %S %M" -o "$work/time" "$@" > /dev/null 2> "$work/err" || { cat "$work/err" >&2; exit 1; }
  awk '{ printf "%.3f %d\n", $1 + $2, $3 }' "$work/time"
}
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

printf "%-9s %-8s %12s %12s %12s %12s %8s %8s\n" N algorithm "advisor CPU" "HBase CPU" "advisor RSS" "HBase RSS" "CPU x" "RSS x"
for n in "${sizes[@]}"; do
  : > "$work/a"; : > "$work/b"
  for ((i = 0; i < runs; i++)); do
    measure "$root/hbase-advisor" splits --algorithm "$algorithm" --regions "$n" --format file -o "$work/advisor.txt" >> "$work/a"
    measure java -cp "$work/peer${cp}" RegionSplitterMain "$algorithm" "$n" "$work/hbase.txt" >> "$work/b"
  done
  cmp -s "$work/advisor.txt" "$work/hbase.txt" || { echo "N=$n: the two files differ" >&2; exit 1; }
  a_cpu=$(cut -d' ' -f1 "$work/a" | median); b_cpu=$(cut -d' ' -f1 "$work/b" | median)
  a_rss=$(cut -d' ' -f2 "$work/a" | median); b_rss=$(cut -d' ' -f2 "$work/b" | median)
  printf "%-9s %-8s %11ss %11ss %9s MiB %9s MiB %8s %8s\n" "$n" "$algorithm" "$a_cpu" "$b_cpu" \
    "$((a_rss / 1024))" "$((b_rss / 1024))" \
    "$(awk -v a="$a_cpu" -v b="$b_cpu" 'BEGIN { printf "%.2f", a / b }')" \
    "$(awk -v a="$a_rss" -v b="$b_rss" 'BEGIN { printf "%.2f", a / b }')"
done
