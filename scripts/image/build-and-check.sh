#!/usr/bin/env bash
# Builds the shop's image from the Dockerfile without a Docker daemon or a registry (buildah, on base
# images assembled here and cached), then starts it for real and checks what an operator would:
#   - on a fresh PostgreSQL database: /api/ready, a product page, a product picture, the unprivileged user,
#     the image's own HEALTHCHECK;
#   - on its embedded database (no DATABASE_URL): /api/ready and a picture (PGlite and sharp in the image);
#   - that the runtime holds nothing that builds (no shell, npm, package manager or compiler).
# Prints the build time and the image's size; exits non-zero with a one-line reason on any failure.
# Usage (as root, from anywhere): scripts/image/build-and-check.sh [--fresh] [--keep-image]
#   --fresh       make the base images again even when cached
#   --keep-image  keep the built image (localhost/eshop:checked) instead of removing it
# PostgreSQL: PGHOST/PGPORT/PGUSER (default 127.0.0.1, 5432, postgres), a role that may create databases
# and is let in without a password (trust), as on the project's machines.
# shellcheck disable=SC2016 # the single-quoted scripts are JavaScript for node -e
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cache_dir="${XDG_CACHE_HOME:-$HOME/.cache}/eshop-image"
fresh=false
keep_image=false
for arg in "$@"; do
  case "$arg" in
    --fresh) fresh=true ;;
    --keep-image) keep_image=true ;;
    *) echo "usage: $0 [--fresh] [--keep-image]" >&2; exit 2 ;;
  esac
done

say() { echo "[image] $*"; }
fail() { echo "image check failed: $*" >&2; exit 1; }
# shellcheck source=scripts/image/base-images.sh
. "$root/scripts/image/base-images.sh"

[ "$(id -u)" = 0 ] || fail "needs root (debootstrap, and buildah's chroot isolation)"
for tool in buildah debootstrap curl node npm createdb dropdb ss flock; do
  command -v "$tool" >/dev/null || fail "$tool is missing (apt-get install -y buildah debootstrap)"
done
export PGHOST="${PGHOST:-127.0.0.1}" PGPORT="${PGPORT:-5432}" PGUSER="${PGUSER:-postgres}"

# Everything this run starts, so that the exit (success, failure or Ctrl-C) takes it all away.
work="$(mktemp -d /var/tmp/eshop-image.XXXXXX)"
image="localhost/eshop-image-check:run-$$"
containers=()
database=""
cleanup() {
  set +e
  local pid
  # Only this shell's live background jobs: a finished one's id may belong to another process by now.
  for pid in $(jobs -p); do stop_tree "$pid" KILL; done
  for container in "${containers[@]}"; do buildah rm "$container" >/dev/null 2>&1; done
  [ -z "$database" ] || dropdb --if-exists --force "$database" || say "could not drop database $database"
  buildah rmi "$image" >/dev/null 2>&1
  rm -rf --one-file-system "$work"
}
trap cleanup EXIT
trap 'fail "interrupted"' INT TERM

# A process and everything it started (buildah run's children are the shop's node processes).
descendants() { local child; for child in $(ps -o pid= --ppid "$1"); do echo "$child"; descendants "$child"; done; }
stop_tree() { # <pid> <signal>
  local pids
  pids="$1 $(descendants "$1")"
  # shellcheck disable=SC2086 # a list of process ids
  kill -s "$2" $pids 2>/dev/null || true
}

# 1. The base images (cached), then the Dockerfile as published, with them as its build arguments.
started=$SECONDS
ensure_base_images "$fresh"
bases_seconds=$((SECONDS - started))

say "building the Dockerfile (NODE_IMAGE=$BUILD_BASE, RUNTIME_IMAGE=$RUNTIME_BASE)"
build_started=$SECONDS
# NOTE: HEALTHCHECK exists only in Docker's image format (OCI's has none). The npm cache is a folder of
# this machine mounted into the build's steps, never part of an image: downloads are paid once. With it
# warm, `npm ci` opens more files at once than the 1,024 buildah allows by default (EMFILE): the steps
# get this shell's own limit, as a Docker daemon gives its builds a high one.
mkdir -p "$cache_dir/npm"
open_files=$(ulimit -Hn)
[ "$open_files" != unlimited ] || open_files=1048576
set +e
buildah bud --isolation chroot --format docker --pull=never --ulimit "nofile=$open_files:$open_files" \
  --build-arg "NODE_IMAGE=$BUILD_BASE" --build-arg "RUNTIME_IMAGE=$RUNTIME_BASE" \
  --volume "$cache_dir/npm:/root/.npm" -f "$root/Dockerfile" -t "$image" "$root" 2>&1 |
  tee "$work/build.log" | grep --line-buffered -E 'STEP [0-9]+/[0-9]+: |COMMIT ' |
  while IFS= read -r step; do echo "[image] $((SECONDS - build_started)) s ${step:0:150}"; done
built=${PIPESTATUS[0]}
set -e
build_seconds=$((SECONDS - build_started))
[ "$built" = 0 ] || { tail -n 30 "$work/build.log" >&2; fail "buildah bud of the Dockerfile failed (exit $built)"; }
size_mb=$(image_mb "$image")
say "built in $(duration "$build_seconds"): $image, $size_mb MB"

# 2. The image's settings: what `docker run` would use.
buildah inspect --type image "$image" >"$work/image.json"
node - "$work/image.json" >"$work/config.env" <<'EOF' || fail "$(tail -n 1 "$work/config.env")"
const config = JSON.parse(require('fs').readFileSync(process.argv[2], 'utf8')).Docker.config;
const problems = [];
if (config.User !== 'node') problems.push(`USER is ${JSON.stringify(config.User)}, not node`);
if (JSON.stringify(config.Cmd) !== '["node","scripts/start.mjs"]') problems.push(`CMD is ${JSON.stringify(config.Cmd)}`);
if (!config.Volumes || !('/data' in config.Volumes)) problems.push('no /data volume');
const test = config.Healthcheck?.Test ?? [];
if (test[0] !== 'CMD' || !test.join(' ').includes('/api/ready')) problems.push('no HEALTHCHECK on /api/ready');
if (problems.length) { console.log(problems.join('; ')); process.exit(1); }
// For the shell: the health check's command, one word a line (it is one line of JavaScript).
console.log(test.slice(1).map((word) => word.replace(/\n/g, ' ')).join('\n'));
EOF
mapfile -t healthcheck <"$work/config.env"

# 3. What the runtime holds: nothing that builds, and where its weight is.
inspector=$(buildah from --pull=never "$image")
containers+=("$inspector")
mountpoint=$(buildah mount "$inspector")
for path in bin/sh bin/bash usr/bin/apt usr/bin/dpkg usr/local/bin/npm usr/local/lib/node_modules/npm \
  usr/bin/gcc usr/bin/cc usr/bin/make usr/bin/python3 root/.npm app/node_modules/.cache; do
  if [ -e "$mountpoint/$path" ] || [ -L "$mountpoint/$path" ]; then fail "the runtime image holds /$path"; fi
done
mb() { du -sm "$@" | awk '{ sum += $1 } END { print sum }'; }
node_mb=$(mb "$mountpoint/usr/local/bin/node")
modules_mb=$(mb "$mountpoint/app/node_modules")
shop_mb=$(mb "$mountpoint/app/apps" "$mountpoint/app/scripts")
buildah umount "$inspector" >/dev/null

# Starts the image's CMD in a new container with these settings, as the image's user; sets `base` and
# `runner` (buildah run's process), and waits for /api/ready. Its output goes to $work/<name>.log.
start_shop() { # <name> [KEY=value...]
  local name=$1 container port setting waited=0 status=""
  shift
  container=$(buildah from --pull=never "$image")
  containers+=("$container")
  port=$(node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')
  for setting in "PORT=$port" "$@"; do buildah config --env "$setting" "$container"; done
  # NOTE: buildah run, not podman run (which cannot set its rlimits here); it shares this machine's
  # network (127.0.0.1 is PostgreSQL's) and takes the image's user, working folder and environment.
  buildah run --isolation chroot "$container" -- node scripts/start.mjs >"$work/$name.log" 2>&1 &
  runner=$!
  base="http://127.0.0.1:$port"
  # A fresh database is migrated and seeded with the demo catalogue first; the machine may be busy.
  while [ "$waited" -lt 300 ]; do
    kill -0 "$runner" 2>/dev/null || { tail -n 20 "$work/$name.log" >&2; fail "the shop ($name) exited before it was ready"; }
    status=$(curl -s -o /dev/null -w '%{http_code}' --max-time 5 "$base/api/ready" || true)
    [ "$status" = 200 ] && break
    sleep 1
    waited=$((waited + 1))
  done
  [ "$status" = 200 ] || { tail -n 20 "$work/$name.log" >&2; fail "/api/ready ($name) answered ${status:-nothing} for 300 s"; }
  ready_seconds=$waited
}

# Fetches a path; fails unless it answers 200 with a content type starting with <type>.
expect_answer() { # <path> <content type prefix> <what>
  local answer
  answer=$(curl -s -o "$work/answer" -w '%{http_code} %{content_type}' --max-time 30 "$base$1" || true)
  case "$answer" in
    "200 $2"*) [ -s "$work/answer" ] || fail "$3 ($1) is empty" ;;
    *) fail "$3 ($1) answered '${answer:-nothing}', expected 200 $2" ;;
  esac
}

# The first product of the demo catalogue: "<id> <its picture's path> <its name>".
first_product() {
  curl -fsS --max-time 30 "$base/api/products?limit=1" | node -e '
    const { items: [product] } = JSON.parse(require("fs").readFileSync(0, "utf8"));
    if (!product) process.exit(1);
    console.log(product.id, new URL(product.imageURL, "http://x").pathname, product.name);'
}

# Whether an HTML file, its character references read, holds a text.
page_shows() { # <file> <text>
  node -e '
    const [file, text] = process.argv.slice(1);
    const named = { amp: "&", lt: "<", gt: ">", quot: "\"", apos: "\x27" };
    const html = require("fs").readFileSync(file, "utf8").replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi,
      (reference, code) => (code[0] === "#" ? String.fromCodePoint(Number("0" + code.slice(1))) : named[code] ?? reference));
    process.exit(html.includes(text) ? 0 : 1);' "$1" "$2"
}

# The shop's process: the one listening on the port, whatever buildah run put between.
listener_pid() { ss -Hltnp "sport = :${base##*:}" | grep -o 'pid=[0-9]*' | head -n 1 | cut -d= -f2; }

stop_shop() {
  local waited=0
  stop_tree "$runner" TERM
  while kill -0 "$runner" 2>/dev/null && [ "$waited" -lt 30 ]; do sleep 1; waited=$((waited + 1)); done
  stop_tree "$runner" KILL
  wait "$runner" 2>/dev/null || true
}

# 4. On PostgreSQL: a database of its own, dropped at the exit.
new_database="eshop_image_check_$(od -An -N4 -tx4 /dev/urandom | tr -dc '0-9a-f')"
createdb "$new_database" || fail "cannot create database $new_database on $PGHOST:$PGPORT as $PGUSER"
database=$new_database
start_shop postgres "DATABASE_URL=postgres://$PGUSER@$PGHOST:$PGPORT/$database"
say "PostgreSQL: /api/ready 200 after ${ready_seconds} s"
read -r id picture name < <(first_product) || fail "/api/products?limit=1 gave no product"
expect_answer "/product-details/$id" text/html "the product page"
# Drawn on the server: the product's name is in the HTML itself, not only in a script that fetches it.
page_shows "$work/answer" "$name" || fail "the product page (/product-details/$id) does not show \"$name\""
expect_answer "$picture" image/ "the product's picture"
say "PostgreSQL: product page (/product-details/$id) and picture ($picture) served"

pid=$(listener_pid)
[ -n "$pid" ] || fail "no process listens on ${base##*:}"
uids=$(awk '/^Uid:/ { print $2, $3, $4, $5 }' "/proc/$pid/status")
[ "$uids" = "1000 1000 1000 1000" ] || fail "the shop (pid $pid) runs as uids $uids, not 1000 (node)"
say "PostgreSQL: the shop's process ($(basename "$(readlink "/proc/$pid/exe")"), pid $pid) runs as uid 1000"

checker=$(buildah from --pull=never "$image")
containers+=("$checker")
buildah config --env "PORT=${base##*:}" "$checker"
buildah run --isolation chroot "$checker" -- "${healthcheck[@]}" >"$work/healthcheck.log" 2>&1 ||
  fail "the image's HEALTHCHECK failed while /api/ready answered 200: $(tail -n 1 "$work/healthcheck.log")"
say "PostgreSQL: the image's HEALTHCHECK passes"
stop_shop

# 5. On the embedded database, as `docker run` without settings would start it.
start_shop pglite
say "PGlite: /api/ready 200 after ${ready_seconds} s"
read -r id picture name < <(first_product) || fail "/api/products?limit=1 gave no product on PGlite"
expect_answer "$picture" image/ "the product's picture on PGlite"
say "PGlite: picture ($picture) served"
stop_shop

if [ "$keep_image" = true ]; then
  buildah tag "$image" localhost/eshop:checked
  say "kept the image as localhost/eshop:checked"
fi

say "bases $(duration "$bases_seconds"), build $(duration "$build_seconds"), total $(duration "$SECONDS")"
say "image $size_mb MB (node $node_mb MB, node_modules $modules_mb MB, the shop's build $shop_mb MB; runtime base $(image_mb "$RUNTIME_BASE") MB)"
echo "image check passed: built in $(duration "$build_seconds"), $size_mb MB"
