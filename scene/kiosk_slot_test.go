//go:build !js

package scene

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
)

// At a booth, visitors' games live in the booth's own rolling save and
// never touch the four player slots (issue 22): with every slot holding
// a family's game, a visitor's Quick Start starts at once (no question
// about which game to replace), the next visitor's game replaces the
// last one's without asking, a visitor who takes the demo over is kept
// there too, and Continue on the kiosk's title resumes that game.
func TestKioskGamesKeepToTheBoothSlot(t *testing.T) {
	good := goodSave(t)
	dir := t.TempDir()
	for n := 1; n <= slotCount; n++ {
		require.NoError(t, os.WriteFile(filepath.Join(dir, slotFile(n)), good, 0o644))
	}
	ctx := newContext(t)
	ctx.Kiosk = true
	ctx.Store = NewStoreAt(dir)
	m := NewManager(NewTitle())
	ctx.manager = m
	kept := func() []byte {
		b, err := os.ReadFile(filepath.Join(dir, kioskSlot))
		require.NoError(t, err)
		return b
	}
	for seed := uint64(5); seed <= 6; seed++ {
		s, err := NewArcadeGame(seed)
		require.NoError(t, err)
		p := s.(*Play)
		startInSlot(ctx, p)
		runTicks(t, m, ctx, fadeTicks+3)
		require.Same(t, p, m.current, "seed %d: the visitor's game starts without a slots question", seed)
		require.NoError(t, p.apply(rules.StartActivation{Hero: p.g.Heroes()[0]}))
		assert.Empty(t, p.saveError)
		assert.Contains(t, string(kept()), fmt.Sprintf(`"seed":%d`, seed), "the booth's slot holds this visitor's game")
	}
	demo, err := NewDemoGame(9, true)
	require.NoError(t, err)
	d := demo.(*Play)
	ctx.Goto(d)
	runTicks(t, m, ctx, fadeTicks+30)
	ctx.In = Input{X: 600, Y: 400, Clicked: true, Activity: true}
	runTicks(t, m, ctx, 1)
	ctx.In = Input{}
	require.False(t, d.attract, "the click took the demo over")
	assert.Contains(t, string(kept()), `"seed":9`, "the taken-over demo is kept in the booth's slot")
	for n := 1; n <= slotCount; n++ {
		b, err := os.ReadFile(filepath.Join(dir, slotFile(n)))
		require.NoError(t, err)
		assert.Equal(t, good, b, "slot %d is the family's, untouched", n)
	}
	assert.NoFileExists(t, filepath.Join(dir, slotFile(1)+".bad-1"))

	resumed, err := continueKiosk(ctx.Store)
	require.NoError(t, err)
	assert.Equal(t, d.g.Turn, resumed.(*Play).g.Turn)
	assert.Equal(t, kioskSlot, resumed.(*Play).slot)
}
