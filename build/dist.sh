#!/usr/bin/env bash
# Builds release artefacts into dist/: Linux (amd64) and Windows (amd64)
# binaries and the web bundle. macOS builds need a Mac: ebiten v2.9 cannot be
# cross-compiled for darwin from Linux (run `go build ./cmd/superdungeon` there).
set -euo pipefail
cd "$(dirname "$0")/.."
source build/lib.sh
sd_apt_install "${SD_BUILD_PACKAGES[@]}"
sd_ensure_go
mkdir -p dist/linux dist/windows
sd_log "linux/amd64"
GOOS=linux GOARCH=amd64 CGO_ENABLED=1 go build -trimpath -ldflags="-s -w" -o dist/linux/superdungeon ./cmd/superdungeon
sd_log "windows/amd64"
GOOS=windows GOARCH=amd64 CGO_ENABLED=0 go build -trimpath -ldflags="-s -w -H=windowsgui" -o dist/windows/superdungeon.exe ./cmd/superdungeon
./build/web.sh
sd_log "done:"
find dist -type f | sort
