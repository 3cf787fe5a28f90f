#!/usr/bin/env bash
# A real SAML2 identity provider for developing and testing the portal's SAML login: SimpleSAMLphp 1.19
# from Debian's packages, served by PHP's built-in web server on 127.0.0.1. Nothing is downloaded but
# Debian packages, and /etc/simplesamlphp is left alone: each instance has its own configuration.
#
#   scripts/saml-idp.sh start   install what is missing, write an instance into its state folder, start it
#                               in the background and print the portal's settings on stdout, as these
#                               NAME=value lines and nothing else (progress and errors go to stderr):
#                                 SAML_IDP_METADATA_URL  SAML_SP_ENTITY_ID  SAML_SP_PRIVATE_KEY_FILE
#                                 SAML_SP_CERT_FILE  SAML_LOGIN_ATTRIBUTE  PUBLIC_URL  SAML_IDP_URL
#   scripts/saml-idp.sh stop    end the instance of the state folder and remove the folder; stopping
#                               when none runs is not an error
#
# Environment, all optional:
#   PORTAL_URL     the portal (the service provider), no trailing slash; default http://localhost:8080.
#                  The IdP knows one SP: entity id $PORTAL_URL/rest/saml2/metadata, assertions posted to
#                  $PORTAL_URL/rest/saml2/acs, logout by redirect at $PORTAL_URL/rest/saml2/logout.
#   SAML_IDP_DIR   the instance's state folder: config, metadata, keys and certificates, PHP sessions,
#                  logs, pid file; default ${TMPDIR:-/tmp}/portal-saml-idp. One instance per folder;
#                  instances with different folders run side by side (each on its own port).
#   SAML_IDP_PORT  port on 127.0.0.1; default a free one that the system hands out (on a restart, the
#                  one of the last start if it is free).
#   DEMO_PASSWORD  password of every IdP user; default portal-demo-1
#   BRAND          login of the brand's demo account; default dachs
#
# Users (exampleauth:UserPass, attributes uid, mail <login>@example.com, displayName): admin, betreiber,
# betreiberold, partner, subpartner, $BRAND, demo, extern, and neukunde, whom the portal does not know.
#
# The state folder gets idp.key/idp.crt (the IdP signs responses, assertions and logout messages) and
# sp.key/sp.crt (for the portal to sign AuthnRequests and logout messages; the IdP has sp.crt).
#
# URLs, with <idp> = http://127.0.0.1:<port>/simplesaml:
#   metadata (also the IdP's entity id)  <idp>/saml2/idp/metadata.php
#   single sign-on (Redirect and POST)   <idp>/saml2/idp/SSOService.php
#   single logout (Redirect and POST)    <idp>/saml2/idp/SingleLogoutService.php
#   login form                           <idp>/module.php/core/loginuserpass.php?AuthState=...
#
# Starting again while an instance of the same folder runs restarts it: the old server is stopped, the
# configuration written anew, and the keys and certificates in the folder are kept, so a portal that has
# read sp.key and the IdP's certificate goes on working; the port stays the same when it is still free.

# The PHP code and the inner shell command below are in single quotes on purpose: their $ are theirs.
# shellcheck disable=SC2016
set -euo pipefail
# Keys, secrets and sessions are for this user only.
umask 077

SCRIPT_DIR=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)
TEMPLATES="$SCRIPT_DIR/saml-idp"
SSP_WWW=/usr/share/simplesamlphp/www
PACKAGES=(simplesamlphp php8.2-cli php8.2-xml php8.2-mbstring openssl)
# Ports of the portal and its services on a developer's machine: never the IdP's.
RESERVED_PORTS=(80 8080 1883 5432 6379)
# Written into the state folder: stop removes only a folder that has it.
MARKER=.portal-saml-idp
START_TIMEOUT=20

log() { echo "saml-idp: $*" >&2; }
die() {
  log "$*"
  exit 1
}

# --- settings -------------------------------------------------------------------------------------

read_state_dir() {
  local dir=${SAML_IDP_DIR:-${TMPDIR:-/tmp}/portal-saml-idp}
  # Absolute, so the paths printed for the portal and the one the server is found by hold anywhere.
  STATE=$(realpath -m -- "$dir")
}

read_settings() {
  read_state_dir
  PORTAL_URL=${PORTAL_URL:-http://localhost:8080}
  PORTAL_URL=${PORTAL_URL%/}
  [[ $PORTAL_URL =~ ^https?://[^/?#]+(/[^?#]*)?$ ]] || die "PORTAL_URL is not an http(s) URL: $PORTAL_URL"
  DEMO_PASSWORD=${DEMO_PASSWORD:-portal-demo-1}
  BRAND=${BRAND:-dachs}
  # The login becomes part of '<login>:<password>' in authsources.php: no colon, nothing odd.
  [[ $BRAND =~ ^[A-Za-z0-9._-]+$ ]] || die "BRAND must be a plain login name: $BRAND"
  if [[ -n ${SAML_IDP_PORT:-} ]]; then
    if ! [[ $SAML_IDP_PORT =~ ^[0-9]+$ ]] || ((SAML_IDP_PORT < 1 || SAML_IDP_PORT > 65535)); then
      die "SAML_IDP_PORT is not a port: $SAML_IDP_PORT"
    fi
    ! is_reserved_port "$SAML_IDP_PORT" || die "SAML_IDP_PORT $SAML_IDP_PORT is kept for the portal and its services"
  fi
}

is_reserved_port() {
  local port
  for port in "${RESERVED_PORTS[@]}"; do [[ $1 == "$port" ]] && return 0; done
  return 1
}

# --- packages -------------------------------------------------------------------------------------

# Prints the packages of PACKAGES that are not installed. (dpkg -s also succeeds for a package that
# was removed but left its config files, hence the look at its Status.)
missing_packages() {
  local pkg
  for pkg in "${PACKAGES[@]}"; do
    dpkg -s "$pkg" 2>/dev/null | grep -q '^Status: install ok installed' || echo "$pkg"
  done
}

ensure_packages() {
  [[ -n $(missing_packages) ]] || return 0
  # Tests start instances in parallel: one installs, the others wait for it and then find all there.
  (
    flock 9
    local -a missing sudo=()
    mapfile -t missing < <(missing_packages)
    ((${#missing[@]} > 0)) || exit 0
    log "installing ${missing[*]}"
    ((EUID == 0)) || sudo=(sudo)
    # All of apt's output to stderr: stdout is for the NAME=value lines only. simplesamlphp depends on
    # a web server (apt picks apache2), which this script does not use.
    "${sudo[@]}" apt-get -o DPkg::Lock::Timeout=300 update -qq >&2
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300 \
      install -y -qq --no-install-recommends "${missing[@]}" >&2
  ) 9>"${TMPDIR:-/tmp}/portal-saml-idp.install.$EUID.lock"
}

# --- the server process ---------------------------------------------------------------------------

# The pid of the server of this state folder, if one runs. A pid file can outlive its process and the
# pid be reused, so the process counts only if its command line names this folder's docroot (a zombie's
# command line is empty, so a server that died counts as gone too).
server_pid() {
  local pid
  pid=$(cat "$STATE/server.pid" 2>/dev/null) || return 1
  [[ $pid =~ ^[0-9]+$ ]] || return 1
  tr '\0' ' ' 2>/dev/null <"/proc/$pid/cmdline" | grep -qF -- "$STATE/docroot" || return 1
  echo "$pid"
}

# Ends the server with its workers: setsid made it the leader of its own process group, and the
# built-in server forks its workers into that group.
stop_server() {
  local pid
  pid=$(server_pid) || {
    rm -f "$STATE/server.pid"
    return 0
  }
  kill -TERM -- "-$pid" 2>/dev/null || true
  for _ in $(seq 50); do
    server_pid >/dev/null || break
    sleep 0.1
  done
  kill -KILL -- "-$pid" 2>/dev/null || true
  rm -f "$STATE/server.pid"
}

# A port the system hands out as free at this moment. Another instance can take it before our server
# binds it; start then tries another one.
new_port() {
  local port
  for _ in 1 2 3 4 5; do
    port=$(php -r '$s = stream_socket_server("tcp://127.0.0.1:0"); echo substr(strrchr(stream_socket_get_name($s, false), ":"), 1);')
    is_reserved_port "$port" || {
      echo "$port"
      return 0
    }
  done
  die "found no free port"
}

port_is_free() { php -r 'exit(@stream_socket_server("tcp://127.0.0.1:" . $argv[1]) ? 0 : 1);' "$1"; }

# The port of this folder's last start if it is free again, so that a restart keeps the IdP's URLs (and
# its entity id); else a new one.
choose_port() {
  local previous
  previous=$(cat "$STATE/port" 2>/dev/null) || true
  if [[ $previous =~ ^[0-9]+$ ]] && ! is_reserved_port "$previous" && port_is_free "$previous"; then
    echo "$previous"
  else
    new_port
  fi
}

# Starts the built-in server in the background, detached from this script: its own session (setsid),
# stdin, stdout and stderr away from the caller (a caller reading our stdout to its end would otherwise
# wait for the server to exit). PHP's built-in server handles /simplesaml/x.php/more itself (PATH_INFO)
# and follows the docroot's symlink to SimpleSAMLphp's www/, whose scripts then see their real path,
# which is how SimpleSAMLphp works out its own URLs; no router script is needed.
launch_server() {
  local port=$1
  rm -f "$STATE/server.pid"
  echo "$port" >"$STATE/port"
  SIMPLESAMLPHP_CONFIG_DIR="$STATE/config" PHP_CLI_SERVER_WORKERS=4 \
    setsid bash -c 'echo $$ >"$1"; shift; exec "$@"' saml-idp "$STATE/server.pid" \
    php -d display_errors=0 -d log_errors=1 -S "127.0.0.1:$port" -t "$STATE/docroot" \
    </dev/null >>"$STATE/log/php-server.log" 2>&1 &
}

# True when the metadata URL answers 200 with this instance's certificate: another instance that got
# the same port would answer too, with its own.
answers_metadata() {
  php -r '
    $context = stream_context_create(["http" => ["timeout" => 2, "ignore_errors" => true]]);
    $body = @file_get_contents($argv[1], false, $context);
    $ok = $body !== false && preg_match("#^HTTP/\S+ 200#", $http_response_header[0] ?? "")
      && strpos($body, $argv[2]) !== false;
    exit($ok ? 0 : 1);' "$1" "$(cert_data "$STATE/cert/idp.crt")"
}

# 0 when the IdP answers, 1 when its server has ended, 2 after START_TIMEOUT seconds.
wait_ready() {
  local url=$1 deadline=$((SECONDS + START_TIMEOUT))
  while ((SECONDS < deadline)); do
    if [[ -s $STATE/server.pid ]] && ! server_pid >/dev/null; then return 1; fi
    if answers_metadata "$url"; then return 0; fi
    sleep 0.2
  done
  return 2
}

show_logs() {
  local file
  for file in "$STATE/log/php-server.log" "$STATE/log/simplesamlphp.log"; do
    [[ -s $file ]] || continue
    log "--- $file (end)"
    tail -n 60 "$file" >&2
  done
}

# --- the instance's files -------------------------------------------------------------------------

# A fresh folder, or one of ours; never someone else's folder that SAML_IDP_DIR happens to name.
prepare_state_dir() {
  if [[ -d $STATE && ! -e $STATE/$MARKER ]] && [[ -n $(ls -A -- "$STATE") ]]; then
    die "$STATE is not empty and not a saml-idp state folder; set SAML_IDP_DIR to another folder"
  fi
  mkdir -p -- "$STATE"
  chmod 700 "$STATE"
  touch "$STATE/$MARKER"
  mkdir -p "$STATE"/{config,metadata,cert,sessions,log,data,tmp,docroot}
  ln -sfn "$SSP_WWW" "$STATE/docroot/simplesaml"
}

# A key and self-signed certificate, kept if there (see the restart note at the top).
make_key_pair() {
  local name=$1 subject=$2
  [[ -s $STATE/$name.key && -s $STATE/$name.crt ]] && return 0
  openssl req -x509 -newkey rsa:2048 -sha256 -nodes -days 3650 -subj "$subject" \
    -keyout "$STATE/$name.key" -out "$STATE/$name.crt" 2>>"$STATE/log/openssl.log" ||
    die "openssl could not make $name.key and $name.crt (see $STATE/log/openssl.log)"
}

# The base64 body of a PEM certificate on one line, as SAML metadata carries it.
cert_data() { sed '/^-----/d' "$1" | tr -d '\n\r'; }

# Writes a template from scripts/saml-idp/ with each {{NAME}} replaced by the PHP string literal of
# $TPL_NAME (var_export quotes it, so passwords and URLs need no escaping here).
render() {
  local template=$TEMPLATES/$1.tmpl out=$2
  php -r '
    $text = file_get_contents($argv[1]);
    echo preg_replace_callback("/\{\{([A-Z_]+)\}\}/", function ($m) {
        $value = getenv("TPL_" . $m[1]);
        if ($value === false) {
            fwrite(STDERR, "no value for {{" . $m[1] . "}}\n");
            exit(1);
        }
        return var_export($value, true);
    }, $text);' "$template" >"$out.tmp" || die "could not write $out from $template"
  mv "$out.tmp" "$out"
}

# The whole SimpleSAMLphp configuration of the instance for the given port. In a subshell, so that the
# TPL_ values (secrets among them) do not reach the server's environment.
write_config() (
  local port=$1 portal_host
  portal_host=${PORTAL_URL#*://}
  portal_host=${portal_host%%/*}
  # SimpleSAMLphp compares hosts without the scheme's own port.
  [[ $PORTAL_URL == http://* ]] && portal_host=${portal_host%:80}
  [[ $PORTAL_URL == https://* ]] && portal_host=${portal_host%:443}

  export TPL_STATE_DIR=$STATE TPL_PORT=$port TPL_PORTAL_URL=$PORTAL_URL TPL_PORTAL_HOST=$portal_host
  export TPL_IDP_ENTITY_ID="http://127.0.0.1:$port/simplesaml/saml2/idp/metadata.php"
  export TPL_DEMO_PASSWORD=$DEMO_PASSWORD TPL_BRAND=$BRAND
  TPL_SP_CERT_DATA=$(cert_data "$STATE/sp.crt")
  TPL_SECRET_SALT=$(openssl rand -hex 32)
  TPL_ADMIN_PASSWORD=$(openssl rand -hex 16)
  export TPL_SP_CERT_DATA TPL_SECRET_SALT TPL_ADMIN_PASSWORD

  render config.php "$STATE/config/config.php"
  render authsources.php "$STATE/config/authsources.php"
  render saml20-idp-hosted.php "$STATE/metadata/saml20-idp-hosted.php"
  render saml20-sp-remote.php "$STATE/metadata/saml20-sp-remote.php"
  # certdir of config.php: the IdP's pair (the SP's certificate is inline in its metadata).
  ln -sfn ../idp.key "$STATE/cert/idp.key"
  ln -sfn ../idp.crt "$STATE/cert/idp.crt"
)

# --- commands -------------------------------------------------------------------------------------

cmd_start() {
  read_settings
  ensure_packages
  command -v php >/dev/null || die "php is not on PATH after installing ${PACKAGES[*]}"
  prepare_state_dir
  if server_pid >/dev/null; then
    log "an IdP already runs for $STATE: restarting it"
    stop_server
  fi
  make_key_pair idp "/CN=portal SAML test IdP"
  make_key_pair sp "/CN=portal SAML test SP"

  # tries counts the ports this script picked itself; a port given in SAML_IDP_PORT is tried once.
  local port tries=0 status log_size
  while :; do
    if [[ -n ${SAML_IDP_PORT:-} ]]; then
      port=$SAML_IDP_PORT
    elif ((tries == 0)); then
      port=$(choose_port)
    else
      port=$(new_port)
    fi
    tries=$((tries + 1))
    write_config "$port"
    log_size=$(stat -c %s "$STATE/log/php-server.log" 2>/dev/null || echo 0)
    launch_server "$port"
    status=0
    wait_ready "http://127.0.0.1:$port/simplesaml/saml2/idp/metadata.php" || status=$?
    ((status == 0)) && break
    stop_server
    # A port picked here that someone else bound first: pick another (a few times).
    if [[ -z ${SAML_IDP_PORT:-} ]] && ((status == 1 && tries < 4)) &&
      tail -c +$((log_size + 1)) "$STATE/log/php-server.log" | grep -q 'Address already in use'; then
      log "port $port was taken meanwhile; trying another"
      continue
    fi
    show_logs
    if ((status == 1)); then
      die "the IdP server ended on start (logs above; scripts/saml-idp.sh stop removes $STATE)"
    fi
    die "the IdP did not answer within ${START_TIMEOUT}s (logs above; scripts/saml-idp.sh stop removes $STATE)"
  done

  log "IdP of $PORTAL_URL runs at http://127.0.0.1:$port/simplesaml (pid $(server_pid)); state and logs in $STATE"
  local idp=http://127.0.0.1:$port
  printf '%s\n' \
    "SAML_IDP_METADATA_URL=$idp/simplesaml/saml2/idp/metadata.php" \
    "SAML_SP_ENTITY_ID=$PORTAL_URL/rest/saml2/metadata" \
    "SAML_SP_PRIVATE_KEY_FILE=$STATE/sp.key" \
    "SAML_SP_CERT_FILE=$STATE/sp.crt" \
    "SAML_LOGIN_ATTRIBUTE=uid" \
    "PUBLIC_URL=$PORTAL_URL" \
    "SAML_IDP_URL=$idp"
}

cmd_stop() {
  read_state_dir
  [[ -d $STATE ]] || return 0
  if [[ ! -e $STATE/$MARKER ]]; then
    # Never remove a folder this script did not make (SAML_IDP_DIR=$HOME by mistake).
    [[ -z $(ls -A -- "$STATE") ]] && rmdir -- "$STATE" && return 0
    die "$STATE is not a saml-idp state folder; left alone"
  fi
  stop_server
  rm -rf -- "$STATE"
  log "stopped; removed $STATE"
}

case ${1:-} in
  start) cmd_start ;;
  stop) cmd_stop ;;
  *)
    echo "usage: $0 start|stop   (see the comment at the top of this script)" >&2
    exit 2
    ;;
esac
