//go:build !js

package scene

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// writerDirEnv makes the test binary a writer child (see writerChild).
const writerDirEnv = "SD_KILL_TEST_WRITER_DIR"

// generation is the content of write number gen: large enough that a
// write takes a while, and self-checking (the header says what follows).
func generation(gen int) []byte {
	body := strings.Repeat(strconv.Itoa(gen%10), 192<<10+gen%997)
	return []byte(fmt.Sprintf("gen %d len %d\n%s", gen, len(body), body))
}

// wholeGeneration reports which generation b is, if it is one whole.
func wholeGeneration(b []byte) (int, bool) {
	line, _, ok := bytes.Cut(b, []byte("\n"))
	if !ok {
		return 0, false
	}
	var gen, n int
	if _, err := fmt.Sscanf(string(line), "gen %d len %d", &gen, &n); err != nil {
		return 0, false
	}
	return gen, bytes.Equal(b, generation(gen))
}

// writerChild, in the child, writes generation after generation of
// save-1.json, settings.json and a replay until it is killed, and reports
// true; in the test binary proper it reports false.
func writerChild() bool {
	dir := os.Getenv(writerDirEnv)
	if dir == "" {
		return false
	}
	s := NewStoreAt(dir)
	for gen := 1; ; gen++ {
		for _, name := range killNames {
			if err := s.Write(name, generation(gen)); err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(1)
			}
		}
	}
}

// killNames are the kinds of file the game writes.
var killNames = []string{"save-1.json", "settings.json", "replay-seed1-turn2-30.json"}

// A process killed at a random instant while writing leaves every file
// whole: the old generation or the new one, never a mixture or nothing
// (issue 22). The writer is a real child process killed with SIGKILL.
func TestStoreWriteSurvivesKillAtRandomPoints(t *testing.T) {
	if testing.Short() {
		t.Skip("starts dozens of processes")
	}
	exe, err := os.Executable()
	require.NoError(t, err)
	dir := t.TempDir()
	s := NewStoreAt(dir)
	for _, name := range killNames {
		require.NoError(t, s.Write(name, generation(0)))
	}
	rng := rand.New(rand.NewPCG(22, 1))
	iterations := 40
	if n, _ := strconv.Atoi(os.Getenv("SD_KILL_ITERATIONS")); n > 0 {
		iterations = n
	}
	progressed := 0
	for i := range iterations {
		cmd := exec.Command(exe, "-test.run=^$")
		cmd.Env = append(os.Environ(), writerDirEnv+"="+dir)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		require.NoError(t, cmd.Start())
		// The child needs a moment to start; past that, the kill lands
		// anywhere in its writes.
		time.Sleep(time.Duration(30+rng.IntN(120)) * time.Millisecond)
		require.NoError(t, cmd.Process.Kill())
		_ = cmd.Wait()
		require.Empty(t, stderr.String(), "iteration %d: the writer failed", i)
		for _, name := range killNames {
			b, err := os.ReadFile(filepath.Join(dir, name))
			require.NoError(t, err, "iteration %d: %s is gone", i, name)
			gen, whole := wholeGeneration(b)
			require.True(t, whole, "iteration %d: %s is not one whole write (%d bytes)", i, name, len(b))
			if gen > 0 {
				progressed++
			}
		}
	}
	assert.Greater(t, progressed, 0, "the writer got some writes done before being killed")
	t.Logf("%d kills, %d files found at a later generation than the first", iterations, progressed)
}
