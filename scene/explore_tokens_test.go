package scene

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
)

// exploreModePlay opens an Explore game of the given mode, people playing
// the Heroes against the computer Consul.
func exploreModePlay(t testing.TB, seed uint64, variant string) (*Play, *Context) {
	t.Helper()
	ctx := newContext(t)
	p, err := newExplorePlay(explore.Setup{Seed: seed, Heroes: ExploreBalanced, Variant: variant}, ExploreRoles{ConsulAI: true})
	require.NoError(t, err)
	runTicks(t, p, ctx, 2)
	p.speed = 1000
	return p, ctx
}

// tokenOf is the index in g.Crystals of the first token of plot, or -1.
func tokenOf(g *rules.Game, plot string) int {
	for i, c := range g.Crystals {
		if c.Plot == plot {
			return i
		}
	}
	return -1
}

// Explore rulebook, "Rescue the Prince": the prince is on the board, his
// hover help says what Interact does with him, and the goal line sends the
// party for him and then to the start token.
func TestExploreRescueThePrinceOnTheBoard(t *testing.T) {
	p, ctx := exploreModePlay(t, 5, explore.VariantRescue)
	i := tokenOf(p.g, explore.PrinceToken)
	require.GreaterOrEqual(t, i, 0, "the prince is placed for the party")
	tip := p.crystalTip(i)
	assert.Contains(t, tip, "prince")
	assert.Contains(t, tip, "Interact")
	assert.Contains(t, tip, "start token")
	o := p.currentObjective()
	assert.Contains(t, o.text, "prince")
	assert.Contains(t, o.text, "start token")
	assert.NotContains(t, o.text, "defeat", "destroying the boss does not win this game")

	// The screenshot: the prince in the middle of the board, hovered.
	prince := p.g.Crystals[i].Pos
	p.camFollow = false
	p.cam.CX, p.cam.CY = float64(prince.X)+0.5, float64(prince.Y)+0.5
	runTicks(t, p, ctx, 1)
	x, y := p.cam.ToScreen(float64(prince.X)+0.5, float64(prince.Y)+0.5)
	ctx.In = Input{X: x, Y: y}
	runTicks(t, p, ctx, 2)
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	saveScreen(t, screen, "explore-rescue-prince.png")
}

// Explore rulebook, "Find the Artifact": the crystals' identity is hidden
// from both sides. Every face-down crystal reads the same and no word of
// its colour reaches the screen; the end token has its own help.
func TestExploreArtifactCrystalsAllAlike(t *testing.T) {
	p, ctx := exploreModePlay(t, 5, explore.VariantArtifact)
	var tips []string
	for i, c := range p.g.Crystals {
		if c.Plot == explore.ArtifactToken {
			tips = append(tips, p.crystalTip(i))
		}
	}
	require.Len(t, tips, 5, "five crystals placed for the party")
	for _, tip := range tips {
		assert.Equal(t, tips[0], tip, "every face-down crystal reads alike")
		for _, col := range []cards.Crystal{cards.CrystalCitrine, cards.CrystalRuby, cards.CrystalEmerald, cards.CrystalSapphire, cards.CrystalAmethyst} {
			assert.NotContains(t, strings.ToLower(tip), strings.ToLower(string(col)), "the colour is the hidden identity")
		}
	}
	assert.Contains(t, tips[0], "Interact")
	end := explore.StateOf(p.g).EndToken
	require.NotNil(t, end)
	assert.Contains(t, p.endTokenTip(*end), "end token")
	o := p.currentObjective()
	assert.Contains(t, o.text, "artifact")
	assert.Contains(t, o.text, "end token")
	p.camFollow = false
	p.cam.CX, p.cam.CY = float64(end.X)+0.5, float64(end.Y)+0.5
	runTicks(t, p, ctx, 1)
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	saveScreen(t, screen, "explore-artifact-crystals.png")
}

// carrierPowerUp is a Rescue the Prince game in the Heroes' power-up with
// the Paladin carrying the prince, not having activated this turn.
func carrierPowerUp(t *testing.T) (*Play, *Context, *rules.Model) {
	t.Helper()
	p, ctx := exploreModePlay(t, 5, explore.VariantRescue)
	s := explore.StateOf(p.g)
	h := p.g.Model(p.g.Heroes()[0])
	s.HasCarrier, s.CarrierID = true, h.ID
	p.g.Crystals = nil
	p.g.Phase = rules.HeroPowerUp
	p.version++
	runTicks(t, p, ctx, 3)
	require.NoError(t, explore.CanCarrierMove(p.g))
	return p, ctx, h
}

// Explore rulebook, "Rescue the Prince": a carrier that did not activate
// may move up to five squares at the end of the Hero turn. The power-up
// waits for the party, lights the squares the rules accept, and a click
// moves the carrier there.
func TestExploreCarrierMovesInThePowerUp(t *testing.T) {
	p, ctx, h := carrierPowerUp(t)
	assert.Equal(t, rules.HeroPowerUp, p.g.Phase, "the power-up waits for the carrier's move")
	require.NotNil(t, barButton(p, "Move "+shortName(h.Card)), "have %v", buttonLabels(p))
	require.NotNil(t, barButton(p, "Stay put"))
	lit := p.carrierSquares()
	require.NotEmpty(t, lit)
	from := h.Pos
	var far, target = 0, from
	for sq, path := range lit {
		assert.LessOrEqual(t, len(path), explore.CarrierMoveLimit, "%v", sq)
		if d := len(path); d > far || (d == far && (sq.Y < target.Y || sq.Y == target.Y && sq.X < target.X)) {
			far, target = d, sq
		}
	}
	assert.Equal(t, explore.CarrierMoveLimit, far, "the farthest lit square is five squares away")
	p.camFollow = false
	p.cam.CX, p.cam.CY = float64(from.X)+0.5, float64(from.Y)+0.5
	runTicks(t, p, ctx, 1)
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	saveScreen(t, screen, "explore-carrier-move.png")
	clickBoardAt(t, p, ctx, target)
	assert.Equal(t, target, p.g.Model(h.ID).Pos, "the carrier moved to the clicked square")
	assert.Error(t, explore.CanCarrierMove(p.g), "one move a turn")
	exRunUntil(t, p, ctx, 400, "the Consul's turn", func() bool { return p.g.Phase != rules.HeroPowerUp })
}

// Declining the carrier's move lets the turn go on with the carrier where
// it stood.
func TestExploreCarrierStaysPut(t *testing.T) {
	p, ctx, h := carrierPowerUp(t)
	from := h.Pos
	clickButton(t, p, ctx, "Stay put")
	exRunUntil(t, p, ctx, 400, "the Consul's turn", func() bool { return p.g.Phase != rules.HeroPowerUp })
	assert.Equal(t, from, p.g.Model(h.ID).Pos)
}

// A Rescue the Prince game with one coin fewer than the book is saved as
// one: Continue brings back the mode, the prince and the coins.
func TestExploreModeSavedAndContinued(t *testing.T) {
	ctx := newContext(t)
	ctx.Store = NewStoreAt(t.TempDir())
	p, err := newExplorePlay(explore.Setup{Seed: 6, Heroes: ExploreBalanced, Variant: explore.VariantRescue, CoinsAdjust: -1}, ExploreRoles{ConsulAI: true})
	require.NoError(t, err)
	runTicks(t, p, ctx, 2)
	require.NotEmpty(t, p.slot, "the game took a slot")
	require.NoError(t, p.apply(rules.StartActivation{Hero: p.g.Heroes()[0]}))
	require.NoError(t, p.apply(rules.Move{Path: firstMove(t, p)}))
	p.skipPlayback()
	resumed, err := ContinueGame(ctx.Store)
	require.NoError(t, err)
	rp := resumed.(*Play)
	assert.Equal(t, p.g.Hash(), rp.g.Hash(), "Continue resumes the exact game")
	assert.Equal(t, explore.VariantRescue, explore.StateOf(rp.g).Variant)
	assert.Equal(t, 3, rp.g.Coins, "three Heroes, one coin fewer than the book's four")
	assert.GreaterOrEqual(t, tokenOf(rp.g, explore.PrinceToken), 0, "the prince is back on the board")
}

// Explore rulebook, "Alternate Game Modes": in Rescue the Prince and Find
// the Artifact the party wins by its mode's goal, so the game-over panel
// names that goal, not the boss (who may well be standing).
func TestExploreGameOverNamesTheModesGoal(t *testing.T) {
	for variant, want := range map[string]string{
		explore.VariantBoss:     "The dungeon boss is beaten",
		explore.VariantRescue:   "The prince is home safe",
		explore.VariantArtifact: "The artifact has left the dungeon",
	} {
		p, _ := exploreModePlay(t, 3, variant)
		p.g.Over = "heroes"
		title, sub, _ := p.exGameOverText()
		assert.Equal(t, "Victory!", title, variant)
		assert.True(t, strings.HasPrefix(sub, want), "%q: %q", variant, sub)
	}
}
