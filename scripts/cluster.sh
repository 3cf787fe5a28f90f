#!/usr/bin/env bash
# A local portal cluster for development and the tests (ARCHITECTURE.md 7): two backend instances
# behind HAProxy, one PostgreSQL database, Redis for the live bus, Mosquitto with dynamic security as
# the external broker, the demo world, and the simulated fleet as its own process (the unit-sim CLI)
# with per-unit credentials provisioned on the broker. Only Debian packages are installed, nothing
# is downloaded, and the machine's own servers on their standard ports are left alone: Redis,
# Mosquitto and HAProxy run on free ports out of the state folder; PostgreSQL is the machine's
# server (127.0.0.1:5432 unless DATABASE_URL names another) with a fresh database of the cluster's own.
#
#   scripts/cluster.sh start   install what is missing, build what is stale, start everything in the
#                              background and print, as NAME=value lines and nothing else (progress
#                              and errors go to stderr):
#                                PORTAL_URL      the load balancer
#                                INSTANCE_URLS   the backend instances, comma-separated
#                                INSTANCE_PIDS   their process ids, same order
#                                INSTANCE_IDS    their INSTANCE_ID, same order
#                                DATABASE_URL  REDIS_URL  MQTT_URL (with the portal's broker login)
#                                UNITS_MQTT_URL  the broker for units (without a login; each has its own)
#                                CREDENTIALS_FILE  the fleet's provisioned units [{sn, productGroup, secret}]
#                                FLEET_PID  BALANCER_PID  CLUSTER_DIR
#   scripts/cluster.sh stop    end everything the start of this state folder started, drop its
#                              database and remove the folder; stopping when none runs is not an error
#
# Environment, all optional:
#   CLUSTER_DIR        state folder (configs, logs, pid files, data); default ${TMPDIR:-/tmp}/portal-cluster
#   CLUSTER_UNITS      simulated units (default 25; 0: no fleet, FLEET_PID and CREDENTIALS_FILE empty);
#                      CLUSTER_INTERVAL seconds between their samples (10)
#   CLUSTER_INSTANCES  backend instances (default 2)
#   CLUSTER_DYNSEC     true (default): units log in to Mosquitto with their own credentials, which the
#                      portal creates there (dynamic security); false: anonymous broker (benchmarks
#                      with thousands of units: Mosquitto 2.0 rewrites its dynamic-security file on
#                      every change, so provisioning 2,000 units at once takes most of a minute)
#   DATABASE_URL       a PostgreSQL server URL whose user may create databases
#                      (default postgres://postgres@127.0.0.1:5432/postgres)
#   DEMO_PASSWORD      the demo accounts' password; default portal-demo-1
#   CLUSTER_NODE_OPTIONS  node options for the instances only (e.g. --inspect=127.0.0.1:0 for the
#                      benchmarks, which read each instance's inspector address from its log)
#
# Instances get INSTANCE_ID i1, i2, …, DATA_DIR <state>/i1, …, logs <state>/i1.log, …; one
# SESSION_SECRET for all (sessions live in PostgreSQL, so the balancer needs no stickiness).
set -euo pipefail
umask 077

ROOT=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")/.." && pwd)
STATE=$(realpath -m -- "${CLUSTER_DIR:-${TMPDIR:-/tmp}/portal-cluster}")
# Written into the state folder: stop removes only a folder that has it.
MARKER=.portal-cluster
PACKAGES=(haproxy redis-server mosquitto postgresql-client)
DYNSEC_PLUGIN=/usr/lib/x86_64-linux-gnu/mosquitto_dynamic_security.so
START_TIMEOUT=90

log() { echo "cluster: $*" >&2; }
die() {
  log "$*"
  exit 1
}

# --- helpers --------------------------------------------------------------------------------------

install_missing() {
  local missing=() pkg
  for pkg in "${PACKAGES[@]}"; do dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  log "installing ${missing[*]}"
  local sudo=()
  [ "$EUID" -eq 0 ] || sudo=(sudo)
  # One apt at a time when several clusters (or the SAML IdP script) start together.
  (
    flock 9
    "${sudo[@]}" apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
  ) 9>"${TMPDIR:-/tmp}/portal-cluster.install.$EUID.lock"
  # Debian starts the packaged services on their standard ports; the cluster runs its own.
}

# A port the system hands out as free now; never a standard port of the portal or its servers.
free_port() {
  node -e '
    const reserved = new Set([80, 1883, 5432, 6379, 8080]);
    const net = require("node:net");
    (function next() {
      const server = net.createServer().listen(0, "127.0.0.1", () => {
        const { port } = server.address();
        server.close(() => (reserved.has(port) ? next() : console.log(port)));
      });
    })();'
}

random_secret() { node -e 'console.log(require("node:crypto").randomBytes(24).toString("base64url"))'; }

wait_for() {
  local what=$1 deadline=$((SECONDS + START_TIMEOUT))
  shift
  until "$@" >/dev/null 2>&1; do
    [ $SECONDS -lt $deadline ] || die "$what did not come up within ${START_TIMEOUT}s (logs in $STATE)"
    sleep 0.5
  done
}

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
healthy() { curl -fsS -o /dev/null "$1/rest/health"; }
alive() { [ -n "${1:-}" ] && kill -0 "$1" 2>/dev/null; }

# The database part of DATABASE_URL replaced by $2.
with_database() { node -e 'const u = new URL(process.argv[1]); u.pathname = "/" + process.argv[2]; console.log(u.href)' "$1" "$2"; }

# --- start ----------------------------------------------------------------------------------------

start_database() {
  local server=${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}
  local name
  name="portal_cluster_$(date +%s)_$$"
  psql -q -v ON_ERROR_STOP=1 "$server" -c "CREATE DATABASE $name" >&2 || die "cannot create a database on $server"
  echo "$server" >"$STATE/database-server"
  echo "$name" >"$STATE/database-name"
  CLUSTER_DATABASE_URL=$(with_database "$server" "$name")
}

start_redis() {
  REDIS_PORT=$(free_port)
  redis-server --bind 127.0.0.1 --port "$REDIS_PORT" --save '' --appendonly no --daemonize yes \
    --pidfile "$STATE/redis.pid" --logfile "$STATE/redis.log" --dir "$STATE" >&2
  wait_for Redis redis-cli -p "$REDIS_PORT" ping
}

start_mosquitto() {
  MQTT_PORT=$(free_port)
  mkdir -p "$STATE/mosquitto"
  local access
  if [ "$DYNSEC" = true ]; then
    MQTT_PASSWORD=$(random_secret)
    # The portal's login is the dynamic-security administrator: it creates each unit's client and role.
    mosquitto_ctrl dynsec init "$STATE/mosquitto/dynamic-security.json" portal "$MQTT_PASSWORD" >/dev/null
    access="plugin $DYNSEC_PLUGIN
plugin_opt_config_file $STATE/mosquitto/dynamic-security.json"
    PORTAL_MQTT_URL="mqtt://portal:$MQTT_PASSWORD@127.0.0.1:$MQTT_PORT"
  else
    access='allow_anonymous true'
    PORTAL_MQTT_URL="mqtt://127.0.0.1:$MQTT_PORT"
  fi
  cat >"$STATE/mosquitto/mosquitto.conf" <<EOF
# As whoever runs the script (as root, Mosquitto would switch to its own user, locked out of the folder).
user $(id -un)
per_listener_settings false
# Each packet at once (Nagle held a small one back until the peer's delayed ACK, ~40 ms per hop).
set_tcp_nodelay true
listener $MQTT_PORT 127.0.0.1
$access
persistence true
persistence_location $STATE/mosquitto/
pid_file $STATE/mosquitto.pid
log_dest file $STATE/mosquitto.log
max_queued_messages 100000
EOF
  mosquitto -c "$STATE/mosquitto/mosquitto.conf" -d 2>>"$STATE/mosquitto.log"
  wait_for Mosquitto port_open "$MQTT_PORT"
  [ "$DYNSEC" = true ] || return 0
  # Beyond administering dynamic security (it may already read all), the portal sends RPCs to units
  # and tells the other instances whether it is up (devices/dynsec-admin.ts). Before any instance
  # connects: Mosquitto drops the connections of a client whose role changes.
  dynsec createRole portal-gateway
  dynsec addRoleACL portal-gateway publishClientSend 'units/+/rpc' allow
  dynsec addRoleACL portal-gateway publishClientSend 'portal/instances/#' allow
  dynsec addClientRole portal portal-gateway
}

# mosquitto_ctrl warns on every call that the connection is not encrypted (it is loopback only).
dynsec() {
  local out
  out=$(mosquitto_ctrl -h 127.0.0.1 -p "$MQTT_PORT" -u portal -P "$MQTT_PASSWORD" dynsec "$@" 2>&1) ||
    die "mosquitto_ctrl dynsec $1 failed: $out"
}

# The environment of instance $1 on port $2, into the array VARS.
instance_vars() {
  VARS=(
    PORT="$2" HOST=127.0.0.1 INSTANCE_ID="$1" DATA_DIR="$STATE/$1"
    DATABASE_URL="$CLUSTER_DATABASE_URL" SESSION_SECRET="$SESSION_SECRET"
    REDIS_URL="redis://127.0.0.1:$REDIS_PORT" MQTT_URL="$PORTAL_MQTT_URL" MQTT_DYNSEC="$DYNSEC"
    PUBLIC_URL="$PORTAL_URL" TRUST_PROXY=true SEED_DEMO=true SIM_UNITS=0
    DEMO_PASSWORD="${DEMO_PASSWORD:-portal-demo-1}" DEMO_HISTORY_DAYS="${DEMO_HISTORY_DAYS:-0}"
  )
}

start_instance() {
  local id=$1 port=$2
  mkdir -p "$STATE/$id"
  instance_vars "$id" "$port"
  # node itself (env execs it: $! is node's pid), not pnpm: the instance gets SIGTERM itself (pnpm
  # does not forward it) and stops gracefully.
  [ -z "${CLUSTER_NODE_OPTIONS:-}" ] || VARS+=(NODE_OPTIONS="$CLUSTER_NODE_OPTIONS")
  env "${VARS[@]}" node "$ROOT/backend/dist/main.js" >>"$STATE/$id.log" 2>&1 &
  echo $! >"$STATE/$id.pid"
  echo "$port" >"$STATE/$id.port"
}

start_balancer() {
  local servers='' i check
  for i in "${!INSTANCE_IDS[@]}"; do
    servers+="    server ${INSTANCE_IDS[$i]} 127.0.0.1:${INSTANCE_PORTS[$i]} check inter 1s fall 2 rise 2"$'\n'
  done
  cat >"$STATE/haproxy.cfg" <<EOF
global
    pidfile $STATE/haproxy.pid
    maxconn 8000

defaults
    mode http
    timeout connect 2s
    timeout client 60s
    timeout server 60s
    # Websockets: an upgraded connection lives on as a tunnel.
    timeout tunnel 1h
    option redispatch
    retries 2

frontend portal
    bind 127.0.0.1:$BALANCER_PORT
    option forwardfor
    http-request set-header X-Forwarded-Proto http
    default_backend instances

backend instances
    balance roundrobin
    # An instance that died with a request on a kept-alive connection: the request goes to another
    # one (reads only: a write might have been carried out before the instance died).
    retry-on conn-failure empty-response response-timeout
    http-request disable-l7-retry unless METH_GET || METH_HEAD
    option httpchk GET /rest/health
    http-check expect status 200
$servers
EOF
  check=$(haproxy -c -q -f "$STATE/haproxy.cfg" 2>&1) || die "haproxy rejected $STATE/haproxy.cfg: $check"
  haproxy -D -f "$STATE/haproxy.cfg" >>"$STATE/haproxy.log" 2>&1
  wait_for HAProxy healthy "$PORTAL_URL"
}

start_fleet() {
  CREDENTIALS_FILE="$STATE/credentials.json"
  instance_vars "${INSTANCE_IDS[0]}" "${INSTANCE_PORTS[0]}"
  env "${VARS[@]}" node "$ROOT/backend/dist/provision/provision.js" --connectable "$1" >"$CREDENTIALS_FILE"
  node "$ROOT/packages/unit-sim/dist/cli.js" --broker "mqtt://127.0.0.1:$MQTT_PORT" \
    --credentials "$CREDENTIALS_FILE" --interval "${CLUSTER_INTERVAL:-10}" --values-qos 1 \
    >>"$STATE/fleet.log" 2>&1 &
  echo $! >"$STATE/fleet.pid"
  wait_for "the fleet" fleet_online
}

# unit-sim logs 'n/m units online' once its units have connected (or tried to).
fleet_online() {
  alive "$(cat "$STATE/fleet.pid")" || die "the fleet stopped: $(tail -n 3 "$STATE/fleet.log")"
  grep -Eq 'unit-sim: ([0-9]+)/\1 units online' "$STATE/fleet.log"
}

start() {
  if [ -f "$STATE/$MARKER" ]; then
    log "a cluster of $STATE is running: stopping it first"
    stop
  fi
  DYNSEC=${CLUSTER_DYNSEC:-true}
  [[ $DYNSEC =~ ^(true|false)$ ]] || die "CLUSTER_DYNSEC must be true or false: $DYNSEC"
  install_missing
  command -v psql >/dev/null || die "psql is missing"
  mkdir -p "$STATE"
  touch "$STATE/$MARKER"
  # A start that fails half-way leaves nothing running.
  trap 'log "start failed: stopping what started"; stop' EXIT
  log "building what is stale"
  node "$ROOT/scripts/build-if-needed.mjs" >&2

  start_database
  start_redis
  start_mosquitto
  SESSION_SECRET=$(random_secret)$(random_secret)
  BALANCER_PORT=$(free_port)
  PORTAL_URL="http://127.0.0.1:$BALANCER_PORT"

  INSTANCE_IDS=()
  INSTANCE_PORTS=()
  local i count=${CLUSTER_INSTANCES:-2}
  [[ $count =~ ^[1-9][0-9]?$ ]] || die "CLUSTER_INSTANCES must be 1..99: $count"
  for ((i = 1; i <= count; i++)); do
    INSTANCE_IDS+=("i$i")
    INSTANCE_PORTS+=("$(free_port)")
  done
  # Together: migrations and the demo seed run once under PostgreSQL advisory locks.
  for i in "${!INSTANCE_IDS[@]}"; do start_instance "${INSTANCE_IDS[$i]}" "${INSTANCE_PORTS[$i]}"; done
  for i in "${!INSTANCE_IDS[@]}"; do
    wait_for "instance ${INSTANCE_IDS[$i]}" healthy "http://127.0.0.1:${INSTANCE_PORTS[$i]}"
  done
  start_balancer
  local units=${CLUSTER_UNITS:-25}
  [[ $units =~ ^[0-9]+$ ]] || die "CLUSTER_UNITS must be a number: $units"
  CREDENTIALS_FILE=''
  [ "$units" -eq 0 ] || start_fleet "$units"
  trap - EXIT

  local urls=() pids=()
  for i in "${!INSTANCE_IDS[@]}"; do
    urls+=("http://127.0.0.1:${INSTANCE_PORTS[$i]}")
    pids+=("$(cat "$STATE/${INSTANCE_IDS[$i]}.pid")")
  done
  local IFS=,
  cat <<EOF
PORTAL_URL=$PORTAL_URL
INSTANCE_URLS=${urls[*]}
INSTANCE_PIDS=${pids[*]}
INSTANCE_IDS=${INSTANCE_IDS[*]}
DATABASE_URL=$CLUSTER_DATABASE_URL
REDIS_URL=redis://127.0.0.1:$REDIS_PORT
MQTT_URL=$PORTAL_MQTT_URL
UNITS_MQTT_URL=mqtt://127.0.0.1:$MQTT_PORT
CREDENTIALS_FILE=$CREDENTIALS_FILE
FLEET_PID=$(cat "$STATE/fleet.pid" 2>/dev/null || true)
BALANCER_PID=$(cat "$STATE/haproxy.pid")
CLUSTER_DIR=$STATE
EOF
}

# --- stop -----------------------------------------------------------------------------------------

# SIGTERM, then SIGKILL after 20 s; waits until the process is gone.
end_process() {
  local pid
  pid=$(cat "$1" 2>/dev/null) || return 0
  alive "$pid" || return 0
  kill -TERM "$pid" 2>/dev/null || return 0
  for _ in $(seq 1 200); do
    alive "$pid" || return 0
    sleep 0.1
  done
  kill -KILL "$pid" 2>/dev/null || true
}

stop() {
  [ -f "$STATE/$MARKER" ] || return 0
  local file
  # The fleet first (its units say goodbye), then the instances (they flush), then their servers.
  end_process "$STATE/fleet.pid"
  end_process "$STATE/haproxy.pid"
  for file in "$STATE"/i*.pid; do [ -e "$file" ] && end_process "$file" & done
  wait
  end_process "$STATE/mosquitto.pid"
  end_process "$STATE/redis.pid"
  if [ -f "$STATE/database-name" ]; then
    psql -q "$(cat "$STATE/database-server")" -c "DROP DATABASE IF EXISTS $(cat "$STATE/database-name") WITH (FORCE)" >&2 ||
      log "could not drop database $(cat "$STATE/database-name")"
  fi
  rm -rf -- "$STATE"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  *)
    echo "usage: $0 start|stop" >&2
    exit 2
    ;;
esac
