package scene

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
)

// placingPlay opens a placement by hand under a manager, so the game's
// start (a scene change) can be seen.
func placingPlay(t *testing.T, s explore.Setup, roles ExploreRoles) (*Play, *Manager, *Context) {
	t.Helper()
	ctx := newContext(t)
	ctx.Store = nil // no save slots: the game opens at once
	p, err := newExplorePlacing(s, roles)
	require.NoError(t, err)
	require.NotNil(t, p.ex.placing, "a person places tokens")
	m := NewManager(p)
	ctx.manager = m
	runTicks(t, p, ctx, 2)
	return p, m, ctx
}

// Explore rulebook, "Rescue the Prince", "Setup": with people on both
// sides, the Consul clicks the prince's square among the lit ones, then
// the Heroes click his steps and leave him; the game that starts has him
// where they left him, and no monster stood on the board before.
func TestExploreRescuePrincePlacedByMouse(t *testing.T) {
	s := explore.Setup{Seed: 3, Heroes: ExploreBalanced, Variant: explore.VariantRescue}
	p, m, ctx := placingPlay(t, s, ExploreRoles{})
	for i := range p.g.Models {
		assert.NotEqual(t, rules.KindMonster, p.g.Models[i].Kind, "no monster before the tokens")
	}
	st := p.ex.placing.step
	require.Equal(t, explore.TokenPrince, st.What)
	assert.Contains(t, p.exploreStatus(), "the Consul hides the prince")
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	saveScreen(t, screen, "explore-place-prince.png")
	at := st.Squares[len(st.Squares)/2]
	clickBoardAt(t, p, ctx, at)
	st = p.ex.placing.step
	require.Equal(t, explore.TokenPrinceMove, st.What, "the Heroes move him next")
	assert.Equal(t, at, st.From)
	require.Len(t, p.g.Crystals, 1)
	assert.Equal(t, at, p.g.Crystals[0].Pos, "the prince shows where the Consul put him")
	step := st.Squares[0]
	clickBoardAt(t, p, ctx, step)
	require.Equal(t, 1, p.ex.placing.step.N)
	p.Draw(screen, ctx)
	saveScreen(t, screen, "explore-place-prince-move.png")
	clickButton(t, p, ctx, "Leave him here")
	runTicks(t, m, ctx, fadeTicks+2)
	np, ok := m.current.(*Play)
	require.True(t, ok)
	require.NotSame(t, p, np, "the game has started")
	assert.Nil(t, np.ex.placing)
	require.Len(t, np.g.Crystals, 1)
	assert.Equal(t, step, np.g.Crystals[0].Pos, "the prince where the Heroes left him")
	assert.Equal(t, at, *np.ex.setup.PrinceAt, "the setup (and so the save) records the squares")
}

// Explore rulebook, "Find the Artifact", "Setup": a person Consul places
// crystals 1, 3 and 5 by clicking lit squares; the computer's party
// places 2 and 4 at once, as "for me" would.
func TestExploreArtifactCrystalsPlacedByMouse(t *testing.T) {
	s := explore.Setup{Seed: 5, Heroes: ExploreBalanced, Variant: explore.VariantArtifact}
	p, m, ctx := placingPlay(t, s, ExploreRoles{HeroesAI: true})
	var placed int
	for k := 1; k <= 3; k++ {
		st := p.ex.placing.step
		require.Equal(t, explore.TokenCrystal, st.What)
		assert.True(t, st.Consul, "the person's turns are the Consul's")
		assert.Equal(t, 2*k-1, st.N)
		if k == 2 {
			screen := ebiten.NewImage(DesignW, DesignH)
			p.Draw(screen, ctx)
			saveScreen(t, screen, "explore-place-crystal.png")
		}
		clickBoardAt(t, p, ctx, st.Squares[len(st.Squares)/3])
		placed++
	}
	runTicks(t, m, ctx, fadeTicks+2)
	np, ok := m.current.(*Play)
	require.True(t, ok)
	require.NotSame(t, p, np)
	assert.Len(t, np.ex.setup.Crystals, 5, "three by the Consul, two by the computer's party")
	assert.Len(t, np.g.Crystals, 5)
}
