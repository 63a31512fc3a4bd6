#!/usr/bin/env bash
# Installs what the Linux desktop build needs (if missing) and runs the game.
# Extra arguments go to the game: ./build/run.sh -seed 7 -fullscreen
set -euo pipefail
cd "$(dirname "$0")/.."
source build/lib.sh
sd_apt_install "${SD_BUILD_PACKAGES[@]}"
sd_ensure_go
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  echo "error: no display (DISPLAY is not set). On a headless machine try: xvfb-run -a ./build/run.sh -frames 120 -shot shot.png" >&2
  exit 1
fi
exec go run ./cmd/superdungeon "$@"
