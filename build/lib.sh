# Shared helpers for the build scripts. Source it; don't run it.
# Every install step checks first, so the scripts are safe to run twice.

# Linux desktop builds of ebiten need these (see shared/reference/platform.md).
SD_BUILD_PACKAGES=(libc6-dev libgl1-mesa-dev libxcursor-dev libxi-dev libxinerama-dev
  libxrandr-dev libxxf86vm-dev libasound2-dev pkg-config gcc)
# Tests also need a virtual display and a browser.
SD_TEST_PACKAGES=(xvfb xauth chromium)

sd_log() { printf '\033[1;36m==>\033[0m %s\n' "$*"; }

# sd_missing_packages PKG... prints the packages that are not installed.
sd_missing_packages() {
  local p missing=()
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
  done
  echo "${missing[@]}"
}

# sd_apt_install PKG... installs what is missing: as root with apt-get, else
# with sudo when it works without a password, else prints the exact command
# and fails, so nothing silently goes without.
sd_apt_install() {
  local missing
  missing=$(sd_missing_packages "$@")
  [ -z "$missing" ] && return 0
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "error: missing packages ($missing) and no apt-get; install their equivalents" >&2
    return 1
  fi
  local sudo=""
  if [ "$(id -u)" != 0 ]; then
    if sudo -n true 2>/dev/null; then sudo="sudo -n"; else
      echo "error: these packages are missing: $missing" >&2
      echo "run:   sudo apt-get update && sudo apt-get install -y $missing" >&2
      return 1
    fi
  fi
  sd_log "installing: $missing"
  $sudo apt-get update -qq
  # shellcheck disable=SC2086
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $missing >/dev/null
}

# sd_ensure_go makes sure a Go toolchain that can build go.mod's version is on
# PATH. Go 1.21+ fetches the exact toolchain go.mod asks for from the module
# proxy by itself (GOTOOLCHAIN=auto).
sd_ensure_go() {
  export PATH="$PATH:/usr/local/go/bin:$HOME/go/bin"
  if ! command -v go >/dev/null 2>&1; then
    sd_apt_install golang-go || return 1
  fi
  export GOTOOLCHAIN="${GOTOOLCHAIN:-auto}"
  go version >/dev/null || { echo "error: go does not run" >&2; return 1; }
}
