package main

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseFlags(t *testing.T) {
	good, err := parseFlags([]string{"-seed", "42", "-frames", "120", "-shot", "x.png", "-fullscreen"})
	require.NoError(t, err)
	assert.Equal(t, config{seed: 42, frames: 120, shot: "x.png", fullscreen: true, winW: 1280, winH: 720, mode: "arcade", memEvery: time.Minute}, good)
	mem, err := parseFlags([]string{"-kiosk", "-autoplay", "-memlog", "mem.log", "-memevery", "20s"})
	require.NoError(t, err)
	assert.Equal(t, "mem.log", mem.memLog)
	assert.Equal(t, 20*time.Second, mem.memEvery)
	big, err := parseFlags([]string{"-window", "3840x2160"})
	require.NoError(t, err)
	assert.Equal(t, [2]int{3840, 2160}, [2]int{big.winW, big.winH})
	play, err := parseFlags([]string{"-newgame", "-seed", "3"})
	require.NoError(t, err)
	assert.True(t, play.newGame)
	ex, err := parseFlags([]string{"-mode", "explore", "-autoplay"})
	require.NoError(t, err)
	assert.Equal(t, "explore", ex.mode)

	for name, args := range map[string][]string{
		"unknown flag":         {"-bogus"},
		"frames without shot":  {"-frames", "10"},
		"shot without frames":  {"-shot", "x.png"},
		"negative frames":      {"-frames", "-3", "-shot", "x.png"},
		"seed is not a number": {"-seed", "abc"},
		"stray argument":       {"extra"},
		"newgame and autoplay": {"-newgame", "-autoplay"},
		"unknown mode":         {"-mode", "rude", "-newgame"},
		"mode without a game":  {"-mode", "explore"},
		"help":                 {"-h"},
		"window not WxH":       {"-window", "big"},
		"window too small":     {"-window", "100x100"},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := parseFlags(args)
			require.Error(t, err)
			assert.NotContains(t, err.Error(), "\n", "one line")
		})
	}
}

var (
	buildOnce sync.Once
	builtBin  string
	buildErr  error
	buildDir  string
)

// buildGame compiles the real binary once for all the tests of this run.
func buildGame(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		buildDir, buildErr = os.MkdirTemp("", "superdungeon-test")
		if buildErr != nil {
			return
		}
		builtBin = filepath.Join(buildDir, "superdungeon")
		var out []byte
		out, buildErr = exec.Command("go", "build", "-o", builtBin, ".").CombinedOutput()
		if buildErr != nil {
			buildErr = fmt.Errorf("go build: %w: %s", buildErr, out)
		}
	})
	require.NoError(t, buildErr)
	return builtBin
}

func TestMain(m *testing.M) {
	code := m.Run()
	if buildDir != "" {
		os.RemoveAll(buildDir)
	}
	os.Exit(code)
}

// runShot runs the real binary in a real window (under Xvfb in CI) with
// args plus -frames/-shot, checks the frame it wrote has the window's size
// and at least minColours colours, and keeps it as name for people to see.
func runShot(t *testing.T, name string, frames, minColours int, args ...string) {
	t.Helper()
	if os.Getenv("DISPLAY") == "" {
		t.Fatal("needs a display: run under xvfb-run -a (build/test.sh does)")
	}
	bin := buildGame(t)
	shot := filepath.Join(t.TempDir(), name)
	args = append(args, "-frames", fmt.Sprint(frames), "-shot", shot)
	out, err := exec.Command(bin, args...).CombinedOutput()
	require.NoError(t, err, "game output: %s", out)
	img := readPNG(t, shot)
	assert.Equal(t, image.Pt(1280, 720), img.Bounds().Size(), "the window's size")
	assert.Greater(t, distinctColours(img), minColours, "a real picture, not a blank or flat frame")
	keepShot(t, shot, name)
}

// TestScreenshotOfTitle is the desktop harness: 120 ticks of the title.
func TestScreenshotOfTitle(t *testing.T) { runShot(t, "title.png", 120, 200, "-seed", "7") }

// TestScreenshotOfNewGame runs the real binary straight into a game.
func TestScreenshotOfNewGame(t *testing.T) { runShot(t, "game.png", 90, 500, "-seed", "5", "-newgame") }

// TestScreenshotOfAutoplay runs the real binary with the hero AI playing.
func TestScreenshotOfAutoplay(t *testing.T) {
	runShot(t, "autoplay.png", 240, 500, "-seed", "8", "-autoplay")
}

// A broken replay file never stops the game: it opens on the title, which
// says what is wrong with which file (issue 8).
func TestBadReplayFileOpensTheTitle(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "broken.json")
	require.NoError(t, os.WriteFile(bad, []byte(`{"format": "superdungeon", "kind": "replay", "vers`), 0o644))
	runShot(t, "bad-replay.png", 30, 200, "-replay", bad)
}

func TestBadFlagExitsNonZeroWithOneLine(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		t.Fatal("needs a display: run under xvfb-run -a (build/test.sh does)")
	}
	bin := buildGame(t)
	cmd := exec.Command(bin, "-frames", "ten")
	out, err := cmd.CombinedOutput()
	var exit *exec.ExitError
	require.ErrorAs(t, err, &exit)
	assert.NotEqual(t, 0, exit.ExitCode())
	assert.Equal(t, 1, strings.Count(strings.TrimRight(string(out), "\n"), "\n")+1, "one line: %q", out)
	assert.Contains(t, string(out), "-frames")
}

func readPNG(t *testing.T, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	img, err := png.Decode(f)
	require.NoError(t, err)
	return img
}

func distinctColours(img image.Image) int {
	seen := map[uint32]struct{}{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			r, g, bl, _ := img.At(x, y).RGBA()
			seen[(r>>8)<<16|(g>>8)<<8|bl>>8] = struct{}{}
		}
	}
	return len(seen)
}

// keepShot copies a screenshot to $SD_SHOTS_DIR (set by build/test.sh) so a
// person can look at it after the run.
func keepShot(t *testing.T, path, name string) {
	dir := os.Getenv("SD_SHOTS_DIR")
	if dir == "" {
		return
	}
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	require.NoError(t, os.MkdirAll(dir, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, name), data, 0o644))
}

// Without -seed each start plays another seed, short enough to share
// (every start played seed 1, so a booth's visitors all met one dungeon).
func TestEachStartHasItsOwnSeed(t *testing.T) {
	c, err := parseFlags(nil)
	require.NoError(t, err)
	assert.Positive(t, c.seed)
	assert.LessOrEqual(t, c.seed, uint64(999_999))
	a, b := startSeed(time.Unix(1000, 0)), startSeed(time.Unix(1001, 0))
	assert.NotEqual(t, a, b)
}
