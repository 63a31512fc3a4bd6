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

// Rude Supers, "Variants", "Pincer Assault": "allow the Heroes to split up
// during the game setup and enter from 2 different doorways". People
// playing four Heroes see the whole dungeon with the doorways they may
// choose lit and a line saying what to click; a click on one starts the
// game with two of them there. The computer's party gets no such step
// (its doorway is the rules' pick).
func TestRudePincerDoorwayChosenByMouse(t *testing.T) {
	heroes := append(append([]string(nil), ExploreBalanced...), "Tincan")
	s := explore.Setup{Seed: 3, Heroes: heroes, Rude: &explore.RudeOptions{Pincer: true}}
	p, m, ctx := placingPlay(t, s, ExploreRoles{ConsulAI: true})
	st := p.ex.placing.step
	require.Equal(t, explore.TokenDoorway, st.What)
	assert.Contains(t, p.exploreStatus(), "the Heroes' second doorway")
	assert.Contains(t, p.toast, "click a lit doorway square")
	for _, sq := range st.Squares {
		r := p.squareRect(sq)
		assert.True(t, p.cam.View.X <= r.X && r.X+r.W <= p.cam.View.X+p.cam.View.W+1 &&
			p.cam.View.Y <= r.Y && r.Y+r.H <= p.cam.View.Y+p.cam.View.H+1, "the camera shows doorway %v", sq)
	}
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	saveScreen(t, screen, "rude-pincer-doorway.png")
	at := st.Squares[len(st.Squares)-1]
	require.NotEqual(t, st.ForMe, at, "a doorway of the party's own choosing")
	clickBoardAt(t, p, ctx, at)
	runTicks(t, m, ctx, fadeTicks+2)
	np, ok := m.current.(*Play)
	require.True(t, ok)
	require.NotSame(t, p, np, "the game has started")
	assert.Nil(t, np.ex.placing)
	assert.Equal(t, at, explore.Starts(np.g)[1], "the second marker where the Heroes clicked")
	assert.Equal(t, at, *np.ex.setup.Rude.SecondStart, "the setup (and so the save) records the doorway")

	// The game opens with both halves of the party in view (seed 1: the
	// middle between them, where the camera looked, showed neither).
	s.Seed = 1
	_, st1, err := explore.PlacementBoard(s)
	require.NoError(t, err)
	split, err := newExplorePlay(explore.Place(s, st1, st1.ForMe), ExploreRoles{ConsulAI: true})
	require.NoError(t, err)
	runTicks(t, split, newContext(t), 2)
	for _, sq := range explore.Starts(split.g) {
		r := split.squareRect(sq)
		assert.True(t, split.cam.View.X <= r.X && r.X+r.W <= split.cam.View.X+split.cam.View.W+1 &&
			split.cam.View.Y <= r.Y && r.Y+r.H <= split.cam.View.Y+split.cam.View.H+1, "%v in view", sq)
	}

	ai, err := newExplorePlacing(s, ExploreRoles{HeroesAI: true})
	require.NoError(t, err)
	assert.Nil(t, ai.ex.placing, "the computer's party chooses no doorway on screen")
}
