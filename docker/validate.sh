#!/usr/bin/env bash
# Checks the container files without a Docker engine:
#   compose.yaml   `docker compose config`: the real Compose v2 parser, with its schema and interpolation
#   Caddyfile      `caddy validate`: parsed and provisioned, as the lb container would load it
#   backup.sh      `sh -n`: shell syntax
# Run from anywhere: bash docker/validate.sh
#
# On a Debian machine without the Compose v2 plugin or Caddy, it downloads Debian's `docker-compose` and `caddy`
# packages with apt-get and unpacks them into a cache folder. Nothing is installed, and the machine's apt setup
# is left as it was (the package lists go to the cache folder too). Debian 12 only has Compose v1, which cannot
# read this file (no top-level `name:`). Both packages therefore come from Debian 13 (trixie); Compose there is a
# static Go binary that needs nothing but libc.
set -euo pipefail

DOCKER_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/aicompany-site-docker-tools"
SUITE=trixie

# The Debian mirror this machine already uses (deb822 .sources files, or the classic sources.list).
debian_mirror() {
  local uri
  uri=$(awk '/^URIs:/ { u = $2 } /^Suites:/ && u ~ /debian/ && u !~ /security/ { print u; exit }' \
    /etc/apt/sources.list.d/*.sources 2>/dev/null || true)
  if [ -z "$uri" ]; then
    uri=$(awk '$1 == "deb" && $0 ~ /debian/ && $0 !~ /security/ {
      for (i = 2; i <= NF; i++) if ($i ~ /^[a-z]+:\/\//) { print $i; exit } }' \
      /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null | head -n 1 || true)
  fi
  [ -n "$uri" ] || { echo "validate: no Debian mirror found in /etc/apt; install the Compose v2 plugin and caddy" >&2; return 1; }
  echo "$uri"
}

# apt-get with its own sources and package lists under $CACHE.
apt_private() {
  local dir="$CACHE/apt"
  apt-get -q -o Dir::Etc::SourceList="$dir/sources.list" -o Dir::Etc::SourceParts=/dev/null \
    -o Dir::State::Lists="$dir/lists" -o Dir::Cache="$dir/cache" "$@"
}

# Unpacks Debian package $1 into $CACHE/$1 (once) and prints the folder.
unpacked() {
  local package=$1 dir="$CACHE/apt"
  if [ ! -d "$CACHE/$package/usr" ]; then
    command -v apt-get > /dev/null || { echo "validate: $package is missing and this is not Debian; install it" >&2; return 1; }
    mkdir -p "$dir/lists/partial" "$dir/cache/archives/partial"
    if [ ! -f "$dir/sources.list" ]; then
      echo "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $(debian_mirror) $SUITE main" > "$dir/sources.list"
      apt_private update > "$dir/update.log" 2>&1 || { cat "$dir/update.log" >&2; return 1; }
    fi
    rm -f "$dir"/*.deb
    (cd "$dir" && apt_private download "$package" > /dev/null 2>&1) || { echo "validate: apt-get download $package failed" >&2; return 1; }
    dpkg-deb -x "$dir"/"$package"_*.deb "$CACHE/$package"
  fi
  echo "$CACHE/$package"
}

if docker compose version > /dev/null 2>&1; then
  compose=(docker compose)
else
  compose=("$(unpacked docker-compose)/usr/libexec/docker/cli-plugins/docker-compose")
fi
if command -v caddy > /dev/null; then
  caddy=caddy
else
  caddy="$(unpacked caddy)/usr/bin/caddy"
fi

failed=0
check() {
  local name=$1
  shift
  if output=$("$@" 2>&1); then
    echo "ok      $name"
  else
    echo "FAILED  $name"
    echo "$output" | sed 's/^/        /'
    failed=1
  fi
}

echo "$("${compose[@]}" version), caddy $("$caddy" version | cut -d' ' -f1)"
# --env-file /dev/null: a local docker/.env must not change the result.
check "compose.yaml: docker compose config" \
  env SESSION_SECRET=validate-only-0123456789abcdef0123 OTP_PEPPER=validate-only-0123456789abcdef0123 \
  "${compose[@]}" --env-file /dev/null -f "$DOCKER_DIR/compose.yaml" config --quiet
check "compose.yaml: refuses to start without SESSION_SECRET and OTP_PEPPER" \
  bash -c '! env -u SESSION_SECRET -u OTP_PEPPER "$@" --env-file /dev/null -f "'"$DOCKER_DIR"'/compose.yaml" config --quiet' _ "${compose[@]}"
# Caddy keeps its state under XDG folders: a throw-away one, so validating leaves nothing behind.
state=$(mktemp -d)
check "Caddyfile: caddy validate" \
  env XDG_DATA_HOME="$state" XDG_CONFIG_HOME="$state" "$caddy" validate --config "$DOCKER_DIR/Caddyfile" --adapter caddyfile
rm -rf "$state"
check "backup.sh: sh -n" sh -n "$DOCKER_DIR/backup.sh"

exit "$failed"
