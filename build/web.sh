#!/usr/bin/env bash
# Builds the browser version into dist/web: the game as WebAssembly, Go's
# wasm_exec.js, and an index.html with a loading indicator and a full-window
# canvas. Serve the folder with any static server (see README).
set -euo pipefail
cd "$(dirname "$0")/.."
source build/lib.sh
sd_ensure_go
out=dist/web
mkdir -p "$out"
sd_log "building $out/superdungeon.wasm"
GOOS=js GOARCH=wasm go build -trimpath -ldflags="-s -w" -o "$out/superdungeon.wasm" ./cmd/superdungeon
cp "$(go env GOROOT)/lib/wasm/wasm_exec.js" "$out/wasm_exec.js"
cp build/web/index.html "$out/index.html"
gzip -9 -k -f "$out/superdungeon.wasm"
ls -l "$out" | sed 1d
