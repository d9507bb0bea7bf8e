# crudbench: one User CRUD API in Quarkus, Micronaut and Spring Boot, each with JDBC on platform
# threads, JDBC on virtual threads, R2DBC and the Vert.x PG client (and Spring's web stack ×
# driver 2×2: MVC or WebFlux over JDBC or R2DBC), on one PostgreSQL, driven by Hyperfoil.
# The variants and their axes: variants.json (`just variants`).
# `just` lists the recipes; the comment above each recipe is its help.

set shell := ["bash", "-euo", "pipefail", "-c"]

# A JDK 21+ for everything below: $JAVA_HOME when it is one, else found by scripts/find-jdk.
export JAVA_HOME := `scripts/find-jdk`

harness := '"$JAVA_HOME/bin/java" -jar harness/target/harness.jar'
loadgen := '"$JAVA_HOME/bin/java" $(scripts/jvm-flags) -jar loadgen/target/loadgen.jar'

# List the recipes
default:
    @just --list --unsorted

# Build every module; tests skipped
build:
    ./mvnw -B -q package -DskipTests

# The main job: every variant up at once, measured in interleaved rounds, then the comparison. `just bench --quick quarkus-reactive spring-r2dbc` (--help for the rest)
bench *ARGS: _loadgen
    {{ loadgen }} bench {{ ARGS }}

# Where each app's CPU goes: `just profile spring-jdbc spring-r2dbc` measures the apps as `just bench --quick` does on get, list100 and update, async-profiler sampling every slice, then writes compare.md's "Where the CPU goes" (CPU per request by layer), profile.md (each app over its framework's JDBC on platform threads, or B over A) and a flame graph per slice under profiles/
profile *ARGS: _loadgen
    {{ loadgen }} bench --quick --profile --no-fail --scenarios get,list100,update {{ ARGS }}

# Print the summary tables of a bench run and redraw its charts (default: the latest run); `--drivers results/drivers-<timestamp>` sets that `just drivers` run's CPU per query beside the apps'; a sweep's directory (results/sweep-<timestamp>) gets its sweep.md again
compare *ARGS: _loadgen
    {{ loadgen }} compare {{ ARGS }}

# Rewrite every generated block and committed rendering from the committed runs: each committed bench run's compare.md and the files beside it (`just compare DIR`; the experiments of findings/ and tuning/ too), then the pages' generated blocks, What to pick and the runs' comparisons (the snapshot tests in their update mode). On a clean tree it changes nothing; after a change to a sentence or a statistic, `git diff` shows every page it moved
regenerate: _loadgen
    #!/usr/bin/env bash
    set -euo pipefail
    for summary in $(git ls-files 'results/*/summary.json' 'results/*/*/summary.json' 'findings/*/*/summary.json' \
            'tuning/*/*/summary.json'); do
        dir=$(dirname "$summary")
        if git ls-files --error-unmatch "$dir/compare.md" >/dev/null 2>&1; then
            echo "==> $dir"
            {{ loadgen }} compare "$dir" >/dev/null
            # What the run's commit did not keep of the rendering (a run from before report.html, say) goes again.
            git ls-files -z --others --exclude-standard -- "$dir" | xargs -0 -r rm -f
        fi
    done
    ./mvnw -B -q -pl loadgen -am test -Dcrudbench.regenerate=true -Dsurefire.failIfNoSpecifiedTests=false \
        -Dtest='Documented*Test,CommittedComparisonsTest,ReferenceRunTest,QuickReferenceRunTest,LatencySweepRunTest'
    git status --short

# Under pressure, per variant: capacity and an overload at twice it, a soak, the database away and then silent under load; one table, exit 1 on a failed verdict. `just stress --ci`, `just stress spring-jdbc --soak-minutes 2` (--help: every limit)
stress *ARGS: _loadgen
    {{ loadgen }} stress {{ ARGS }}

# Write report.html again from a run's files (bench, stress or findings), e.g. for a run from before the page: `just report findings/run-2`
report +DIRS: _loadgen
    {{ loadgen }} report {{ DIRS }}

# Run one Hyperfoil benchmark in-process: `just hyperfoil run loadgen/benchmark.hf.yaml -PTARGET=http://localhost:8080`
hyperfoil *ARGS: _loadgen
    {{ loadgen }} hyperfoil {{ ARGS }}

# Cross-check Hyperfoil against wrk on get-by-id at one concurrency: throughput and CPU per request (needs wrk: apt-get install wrk)
crosscheck VARIANT *ARGS: _loadgen
    {{ loadgen }} crosscheck {{ VARIANT }} {{ ARGS }}

# Driver-only baseline, no HTTP: the suite's SQL straight through each driver and pool in a JVM of its own, and pgbench as the database's ceiling. `just drivers --quick` (--help for the rest)
drivers *ARGS: _drivers
    "$JAVA_HOME/bin/java" -jar drivers/baseline/target/drivers.jar {{ ARGS }}

# Re-test the published claims (Filichkin, Smeets, artemik, HikariCP#2398, the Spring Boot 4 virtual-thread gain) on today's versions with the knobs behind them, in 3 epochs: results/findings-<timestamp>/findings.md (about 2 hours an epoch; `--only ID,...` runs some, `--resume DIR` finishes one)
findings *ARGS: _loadgen _drivers
    {{ loadgen }} findings {{ ARGS }}

# Each stack at its best: try each knob of tuning/knobs.json on each variant beside it at parity, keep what its interval says is better; results/tune-<timestamp>/tuning.md and best.json (about 2 hours; `just tune VARIANT...` for some, `--resume DIR` to finish one). `just bench --tuned` then runs the best against parity
tune *ARGS: _loadgen
    {{ loadgen }} tune {{ ARGS }}

# Run everything CI runs: unit tests, the contract suite against every variant on a real PostgreSQL, then a few seconds of each stress experiment (`just stress --ci`)
test:
    # forceCreation: a jar whose classes did not change is still rebuilt, with the dependencies the poms name now
    # (a pin changed without a source change left a stale app jar, which LogTests' version check then caught).
    ./mvnw -B verify -Dmaven.jar.forceCreation=true
    {{ loadgen }} stress --ci

# Format every module's Java (palantir-java-format, via Spotless); `just test` fails on unformatted code
fmt:
    ./mvnw -B -q -N spotless:apply

# Run the contract suite against some variants only, e.g. `just test-variants quarkus-reactive`
test-variants +VARIANTS: _harness
    {{ harness }} build {{ VARIANTS }}
    ./mvnw -B -q -pl contract-tests -am verify -Dvariants={{ replace(VARIANTS, " ", ",") }}

# Fuzz variants against api/openapi.yaml with schemathesis: no 500, no answer the contract lacks (needs schemathesis: pipx install schemathesis)
fuzz +VARIANTS: _harness
    #!/usr/bin/env bash
    set -euo pipefail
    command -v st >/dev/null || { echo "schemathesis is not installed: pipx install schemathesis" >&2; exit 2; }
    out=results/fuzz-$(date +%Y%m%d-%H%M%S); mkdir -p "$out"; port=${FUZZ_PORT:-18080}; failed=()
    {{ harness }} db reset
    for variant in {{ VARIANTS }}; do
        echo "==> $variant on port $port"
        PORT=$port {{ harness }} run "$variant" > "$out/$variant.app.log" 2>&1 & app=$!
        trap 'kill $app 2>/dev/null || true' EXIT
        for _ in $(seq 1 120); do curl -fs -o /dev/null "localhost:$port/health" && break; sleep 1; done
        st run api/openapi.yaml -u "http://localhost:$port" --checks all --mode all --max-examples 100 \
            --no-color > "$out/$variant.txt" 2>&1 && echo "    no issues" || { failed+=("$variant"); tail -n 25 "$out/$variant.txt"; }
        kill "$app"; wait "$app" || true
    done
    {{ harness }} db reset >/dev/null  # the standard data again, as the tests leave it
    echo "reports: $out"
    (( ${#failed[@]} == 0 )) || { echo "issues found in: ${failed[*]}" >&2; exit 1; }

# What differs between two variants of a framework (default: its first, and the first with another driver), e.g. `just diff spring spring-jdbc spring-r2dbc`
diff FRAMEWORK *VARIANTS: _harness
    @{{ harness }} diff {{ FRAMEWORK }} {{ VARIANTS }}

# Run one variant in the foreground on $PORT (default 8080); starts the embedded PostgreSQL when no database is configured. `just run quarkus-reactive --db-latency 1` puts the database 1 ms away
run VARIANT *ARGS: _harness
    {{ harness }} run {{ VARIANT }} {{ ARGS }}

# List the variants and their axes (`--markdown`: docs/variants.md's table; `--compose`: docker-compose.yml's services; `--versions`: versions.json as docs/fairness.md's table; `--knobs`: the tuning sweep's knobs, tuning/knobs.json, as its table there)
variants *FORMAT: _harness
    @{{ harness }} variants {{ FORMAT }}

# Start the embedded PostgreSQL in the background (idempotent): schema applied, users seeded
db: _harness
    {{ harness }} db start

# Stop the embedded PostgreSQL
db-stop: _harness
    {{ harness }} db stop

# Say which database the suite uses and whether it answers
db-status: _harness
    {{ harness }} db status

# Truncate and reseed users: identical data for every run (USERS defaults to SEED_USERS in parity.env)
db-reset USERS="": _harness
    {{ harness }} db reset {{ USERS }}

# (Re)build the loadgen jar when it is missing or older than its sources (or the harness's)
_loadgen:
    #!/usr/bin/env bash
    set -euo pipefail
    jar=loadgen/target/loadgen.jar
    if [[ ! -f $jar || -n "$(find loadgen/src loadgen/pom.xml harness/src harness/pom.xml tooling/pom.xml drivers/core/src drivers/baseline/src -newer "$jar" -print -quit)" ]]; then
        ./mvnw -B -q -pl loadgen -am package -DskipTests
    fi

# (Re)build the driver-only baseline's jars when one is missing or older than the sources
_drivers:
    #!/usr/bin/env bash
    set -euo pipefail
    jar=drivers/baseline/target/drivers.jar
    built=true
    for j in "$jar" drivers/jdbc/target/drivers-jdbc.jar drivers/r2dbc/target/drivers-r2dbc.jar drivers/vertx/target/drivers-vertx.jar; do
        [[ -f $j ]] || built=false
    done
    if ! $built || [[ -n "$(find drivers harness/src harness/pom.xml tooling/pom.xml -path '*/target' -prune -o -type f -newer "$jar" -print -quit)" ]]; then
        ./mvnw -B -q -pl drivers/baseline -am package -DskipTests
    fi

# (Re)build the harness jar when it is missing or older than its sources
_harness:
    #!/usr/bin/env bash
    set -euo pipefail
    jar=harness/target/harness.jar
    if [[ ! -f $jar || -n "$(find harness/src harness/pom.xml tooling/pom.xml drivers/core/src drivers/core/pom.xml -newer "$jar" -print -quit)" ]]; then
        ./mvnw -B -q -pl harness -am package -DskipTests
    fi
