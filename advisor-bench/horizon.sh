#!/usr/bin/env bash
# The sampled replay's cost by horizon (docs/performance.md, "Any horizon: the sampled replay"):
# examples/log-data-hashed-host-event.yaml at 100,000 writes a second for each duration given
# (default 1d 30d 365d 1825d), one simulate run each in a 512 MiB heap, timed by /usr/bin/time,
# through the launcher, so with the JVM options users get (the serial collector for long runs).
# Usage: advisor-bench/horizon.sh [DURATION...]   (run from the repository root after mvn package)
set -euo pipefail
example=examples/log-data-hashed-host-event.yaml
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
[ $# -gt 0 ] || set -- 1d 30d 365d 1825d
for d in "$@"; do
  sed -e 's|^  writes: .*|  writes: 100K/s|' -e "s|^  duration: .*|  duration: $d|" "$example" > "$dir/h-$d.yaml"
  HBASE_ADVISOR_JAVA_OPTS=-Xmx512m /usr/bin/time -o "$dir/time" -f "%e s wall %U s user %S s sys %M KB" \
    ./hbase-advisor simulate "$dir/h-$d.yaml" > "$dir/out-$d.txt"
  echo "$d: $(cat "$dir/time"); load $(cut -d' ' -f1-3 /proc/loadavg)"
  grep -E '^  (regions|note +sampled)' "$dir/out-$d.txt"
done
