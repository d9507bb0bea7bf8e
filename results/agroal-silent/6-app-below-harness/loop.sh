#!/usr/bin/env bash
cd /work/main
export JAVA_HOME=/usr/lib/jvm/temurin-25-jdk-amd64 PATH=/usr/lib/jvm/temurin-25-jdk-amd64/bin:$PATH
for i in $(seq 1 ${1:-4}); do
  "$JAVA_HOME/bin/java" $(scripts/jvm-flags) -Xlog:gc*,safepoint:file=/tmp/silent/gc$i.log:uptime -jar loadgen/target/loadgen.jar stress --ci --no-fail quarkus-orm > /tmp/silent/run$i.out 2>&1 &
  jpid=$!
  python3 /tmp/silent/sampler.py $jpid /tmp/silent/sched$i.txt &
  wait $jpid
  sleep 1
done
echo done
