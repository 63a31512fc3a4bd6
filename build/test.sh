#!/usr/bin/env bash
# Installs what the tests need (if missing) and runs every check:
#   gofmt, go vet, the pure packages' tests with the race detector, the
#   rendering tests under a virtual display, the WebAssembly build and the
#   browser test. Keeps going after a failure so one run shows everything,
#   prints a summary, and exits non-zero if anything failed.
# Logs and screenshots land in out/ (out/shots/*.png: look at them).
set -uo pipefail
cd "$(dirname "$0")/.."
source build/lib.sh

sd_apt_install "${SD_BUILD_PACKAGES[@]}" "${SD_TEST_PACKAGES[@]}" || exit 1
sd_ensure_go || exit 1

out=out
mkdir -p "$out/logs" "$out/shots"
export SD_SHOTS_DIR="$PWD/$out/shots"
results=()
failed=0
passed_tests=0
failed_tests=0
skipped_tests=0

# step NAME CMD... runs one check, logging to out/logs/NAME.log.
step() {
  local name=$1; shift
  local log="$out/logs/$name.log" start=$SECONDS
  sd_log "$name: $*"
  "$@" >"$log" 2>&1
  local rc=$?
  # Count test results from `go test -v` output (subtests included).
  local p f s
  p=$(grep -cE '^\s*--- PASS' "$log"); f=$(grep -cE '^\s*--- FAIL' "$log"); s=$(grep -cE '^\s*--- SKIP' "$log")
  passed_tests=$((passed_tests + p)); failed_tests=$((failed_tests + f)); skipped_tests=$((skipped_tests + s))
  local took=$((SECONDS - start))
  if [ $rc -eq 0 ]; then
    results+=("PASS  $name (${took}s${p:+, $p tests})")
    grep -E '^(ok|browser:|BenchmarkResult)' "$log" | sed 's/^/      /' || true
  else
    failed=1
    results+=("FAIL  $name (${took}s, exit $rc) -> $log")
    echo "---- $name failed; the end of its log: ----"
    grep -nE -- '--- FAIL|^FAIL|panic:|Error Trace|Error:|error:' "$log" | head -40
    tail -n 40 "$log"
    echo "----"
  fi
}

gofmt_check() {
  local bad
  bad=$(gofmt -l $(git ls-files '*.go' 2>/dev/null || find . -name '*.go' -not -path './dist/*'))
  if [ -n "$bad" ]; then echo "not gofmt-formatted:"; echo "$bad"; return 1; fi
  echo "all files formatted"
}

# Packages whose tests need a display are the ones that import ebiten.
list_packages() {
  go list -f '{{.ImportPath}}{{range .Deps}} {{.}}{{end}}' ./... | awk -v want="$1" '
    { gfx = ($0 ~ /hajimehoshi\/ebiten/) }
    $1 ~ /\/build\/browsertest$/ { next }
    (want == "pure" && !gfx) || (want == "gfx" && gfx) { print $1 }'
}

step gofmt gofmt_check
step vet go vet ./...
pure=$(list_packages pure)
gfx=$(list_packages gfx)
# shellcheck disable=SC2086
step pure-tests go test -race -count=1 -v $pure
# The scene package runs in shards, one process each: its tests draw many
# games, and the GPU images of the ones not released add up in one
# process (24 GB, killed by the kernel, in a CI run with two testers
# playing beside it). Every test name starts Test, Fuzz or Example.
gfx_rest=$(printf '%s\n' $gfx | grep -v '/scene$' | tr '\n' ' ')
# shellcheck disable=SC2086
step render-tests xvfb-run -a -s "-screen 0 1920x1080x24" go test -count=1 -v -timeout 40m $gfx_rest
for shard in A-B C D-G H-K L M-P Q-S T-Z; do
  step "scene-tests-$shard" xvfb-run -a -s "-screen 0 1920x1080x24" go test -count=1 -v -timeout 40m -run "^Test[$shard]" ./scene/
done
step scene-tests-fuzz-seeds xvfb-run -a -s "-screen 0 1920x1080x24" go test -count=1 -v -timeout 40m -run '^(Fuzz|Example)' ./scene/
# The booth's memory soak, short (the 50-game one: README "memory soak").
SD_SOAK_GAMES=10 step memory-soak xvfb-run -a -s "-screen 0 1280x720x24" go test -count=1 -v -timeout 30m -run '^TestSoakDemoGames$' ./scene/
step wasm-build ./build/web.sh
SD_WEB_DIR="$PWD/dist/web" step browser-test go test -count=1 -v ./build/browsertest/

echo
echo "======== summary ========"
printf '%s\n' "${results[@]}"
echo "screenshots: $out/shots/"
ls "$out/shots" 2>/dev/null | sed 's/^/  /'
echo "tests: $passed_tests passed, $failed_tests failed, $skipped_tests skipped"
exit $failed
