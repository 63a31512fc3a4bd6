package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/replay"
)

// recordGame plays a few commands of a real game and writes its replay.
func recordGame(t *testing.T, dir, name string, seed uint64) string {
	t.Helper()
	sess, err := replay.NewSession(replay.Setup{Seed: seed, Heroes: []string{"Riftling Warrior", "Moonspire Guardian", "Sanctioned Witch"}})
	require.NoError(t, err)
	g := sess.Game()
	_, err = sess.Apply(rules.StartActivation{Hero: g.Heroes()[0]})
	require.NoError(t, err)
	if reach := g.ReachableSquares(g.Active); len(reach) > 0 {
		path, _, ok := g.PathTo(g.Active, reach[0].At)
		require.True(t, ok)
		_, err = sess.Apply(rules.Move{Path: path})
		require.NoError(t, err)
	}
	_, err = sess.Apply(rules.EndActivation{})
	require.NoError(t, err)
	var buf bytes.Buffer
	require.NoError(t, sess.Replay().Write(&buf))
	p := filepath.Join(dir, name)
	require.NoError(t, os.WriteFile(p, buf.Bytes(), 0o644))
	return p
}

func TestVerifyReplays(t *testing.T) {
	dir := t.TempDir()
	good := recordGame(t, dir, "good.json", 5)
	// A tampered record: the final hash no longer matches the game.
	data, err := os.ReadFile(recordGame(t, dir, "tampered.json", 6))
	require.NoError(t, err)
	s := string(data)
	i := strings.Index(s, `"final_hash"`)
	require.Positive(t, i)
	j := strings.Index(s[i:], `: "`) + i + 3
	tampered := s[:j] + "0000" + s[j+4:]
	bad := filepath.Join(dir, "tampered.json")
	require.NoError(t, os.WriteFile(bad, []byte(tampered), 0o644))
	missing := filepath.Join(dir, "missing.json")

	var out bytes.Buffer
	code := verifyFiles([]string{good}, &out)
	assert.Equal(t, 0, code, out.String())
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	assert.Equal(t, "verified=1 mismatched=0", lines[len(lines)-1])

	out.Reset()
	code = verifyFiles([]string{good, bad, missing}, &out)
	assert.Equal(t, 1, code)
	lines = strings.Split(strings.TrimSpace(out.String()), "\n")
	assert.Equal(t, "verified=1 mismatched=2", lines[len(lines)-1], out.String())
	assert.Contains(t, out.String(), "MISMATCH "+bad)
}
