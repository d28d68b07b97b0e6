#!/usr/bin/env bash
# Runs inspect, sample and apply through ./hbase-advisor against an HBase 2.6.4 mini cluster
# (DemoCluster: one loaded table, events) and writes what they print to docs/live-transcript.md.
# Usage: advisor-live/transcript.sh   (from the project root; about a minute)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
work="$(mktemp -d)"
trap 'rm -f "$work/ready"; sleep 2; rm -rf "$work"' EXIT
./hbase-advisor apply --help >/dev/null   # builds both jars when missing
mvn -B -o -q -pl advisor-live -am test-compile dependency:build-classpath \
  -Dmdep.outputFile="$work/cp.txt" -Dmdep.includeScope=test >&2
opens="--add-opens java.base/java.lang=ALL-UNNAMED --add-opens java.base/java.lang.reflect=ALL-UNNAMED \
--add-opens java.base/java.nio=ALL-UNNAMED --add-opens java.base/sun.nio.ch=ALL-UNNAMED \
--add-opens java.base/java.util=ALL-UNNAMED --add-opens java.base/java.util.concurrent=ALL-UNNAMED \
--add-exports java.base/jdk.internal.misc=ALL-UNNAMED"
# shellcheck disable=SC2086
java -Xmx1g $opens -cp "advisor-live/target/test-classes:$(cat "$work/cp.txt")" \
  dev.hbaseadvisor.live.DemoCluster "$work/ready" >"$work/cluster.log" 2>&1 &
cluster=$!
for _ in $(seq 1 360); do
  [ -s "$work/ready" ] && break
  if ! kill -0 "$cluster" 2>/dev/null; then
    echo "transcript: the mini cluster stopped:" >&2
    tail -20 "$work/cluster.log" >&2
    exit 1
  fi
  sleep 0.5
done
zk="$(cat "$work/ready")"
out="$root/docs/live-transcript.md"
run() {
  echo '```console'
  echo "\$ $*" | sed "s#$root/#./#"
  local code=0
  (cd "$work" && "$@" 2>&1) || code=$?
  [ "$code" = 0 ] || echo "(exit $code)"
  echo '```'
  echo
}
hba="$root/hbase-advisor"
{
  echo "# Transcript: inspect, sample and apply against a mini cluster"
  echo
  echo "Written by \`advisor-live/transcript.sh\` (HBase 2.6.4 mini cluster, one region server; table"
  echo "\`events\` loaded by \`DemoCluster\`: 30,000 rows \`<host>|<event>|<millis>\`, a few busy hosts,"
  echo "pre-split at \`g\`, \`n\`, \`t\`, 2,000 reads). Ports and server names change from run to run;"
  echo "the table is larger than twice the keys sampled, so the servers' unseeded sampling makes the"
  echo "sampled keys change from run to run too. See [live.md](live.md)."
  echo
  run "$hba" inspect events --zookeeper "$zk" --schema-out events.yaml
  run "$hba" inspect events --zookeeper "$zk" --format json
  run cat events.yaml
  run "$hba" sample events --zookeeper "$zk" --keys 1000 --out events.keys
  run head -5 events.keys
  run "$hba" splits --algorithm sample --keys events.keys --regions 4
  # The new table pins its own split size and policy (the cluster section's keys become table attributes).
  sed -e "s/^table: 'events'/table: 'events_v2'/" -e '/^presplit:/,$d' \
    -e 's/^cluster:$/cluster:\n  maxFileSize: 4GiB\n  splitPolicy: constant-size/' \
    "$work/events.yaml" > "$work/events_v2.yaml"
  printf 'presplit:\n  regions: 4\n  algorithm: sample\n  keys: events.keys\n' >> "$work/events_v2.yaml"
  run tail -11 events_v2.yaml
  run "$hba" apply events_v2.yaml --dry-run
  run "$hba" apply events_v2.yaml --zookeeper "$zk"
  run "$hba" apply events_v2.yaml --zookeeper "$zk"
  run "$hba" inspect events_v2 --zookeeper "$zk"
  run "$hba" inspect nosuchtable --zookeeper "$zk"
} > "$out"
echo "wrote $out" >&2
