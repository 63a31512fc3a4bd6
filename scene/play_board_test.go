package scene

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// The Spider Nest's difficult ground is drawn where the rules charge for
// it: every square the board marks costs the extra point, and a square
// just outside the ring does not.
func TestSpiderNestAuraIsDrawnWhereStepsCostMore(t *testing.T) {
	g, d, effects := fullBoard(t)
	p := NewPlay(g, d, effects)
	var nest *rules.Model
	for i := range g.Models {
		if g.Models[i].Card == "Spider Nest" && g.Models[i].InPlay {
			nest = &g.Models[i]
			break
		}
	}
	require.NotNil(t, nest)
	marked := map[tiles.Point]render.AuraKind{}
	for _, a := range p.auraSquares() {
		if a.Kind == render.AuraDifficult {
			marked[a.At] = a.Kind
		}
	}
	require.NotEmpty(t, marked)
	// A Hero's mover prices every square the rules' way.
	hero := g.Model(g.Heroes()[0])
	mv := g.Mover(hero)
	for _, q := range g.Board.Points() {
		if g.Board.At(q).Effect != "" {
			continue // a tile effect has its own price
		}
		_, in := marked[q]
		assert.Equal(t, in, mv.ExtraCost(q) > 0, "square %v: drawn as difficult %v", q, in)
		assert.Equal(t, in, p.inDifficultAura(q), "square %v", q)
	}
	// The nest's tooltip says what the ring is.
	assert.Contains(t, p.describe(nest), "difficult terrain")
}

// A model's status effects and boosts are named apart from its abilities.
func TestTooltipSaysWhatIsOnAModelNow(t *testing.T) {
	g, d, effects := fullBoard(t)
	p := NewPlay(g, d, effects)
	hero := g.Model(g.Heroes()[0])
	assert.NotContains(t, p.describe(hero), "Now:")
	hero.Statuses = hero.Statuses.With(cards.Poison)
	hero.Effects = append(hero.Effects, rules.Effect{Source: "Firevine", From: hero.ID})
	d2 := p.describe(hero)
	assert.Contains(t, d2, "Now: Firevine")
	assert.Contains(t, d2, "Now suffering: Poison")
	assert.Equal(t, 1, strings.Count(d2, "Poison."), "each status named once, then explained once: %s", d2)
}

// Hovering a square under the nest's webs says why a step there costs
// more; a plain square says nothing.
func TestSquareTipExplainsTheDearStep(t *testing.T) {
	g, d, effects := fullBoard(t)
	p := NewPlay(g, d, effects)
	var webbed, plain *tiles.Point
	for _, a := range p.auraSquares() {
		if a.Kind == render.AuraDifficult && g.At(a.At) == nil && g.Board.At(a.At).Effect == "" {
			webbed = &a.At
			break
		}
	}
	for _, q := range g.Board.Points() {
		if !p.inDifficultAura(q) && g.Board.At(q).Effect == "" && g.Board.At(q).Terrain == tiles.Floor {
			plain = &q
			break
		}
	}
	require.NotNil(t, webbed)
	require.NotNil(t, plain)
	assert.Contains(t, p.squareTip(*webbed), "costs 1 more movement point")
	assert.Contains(t, p.squareTip(*webbed), "Spider Nest")
	tip := p.squareTip(*plain)
	assert.NotContains(t, tip, "Difficult terrain")
}

// Three tiles in a column open turned into a row, centred on the party:
// at 200% interface the row is whole across, so no row starts hidden under
// the top bar; at 100% the opening zoom is the readable one.
func TestOpeningViewShowsTheWholeRowOfTiles(t *testing.T) {
	for _, scale := range []int{100, 200} {
		ctx := newContext(t)
		ctx.Settings.UIScale = scale
		s, err := NewArcadeGame(1)
		require.NoError(t, err)
		p := s.(*Play)
		runTicks(t, p, ctx, 2)
		b := p.g.Board
		if b.H < 2*b.W {
			t.Skipf("seed 1 no longer builds a column of tiles (%dx%d)", b.W, b.H)
		}
		assert.Equal(t, 1, p.cam.Rot%2, "%d%%: the column is shown as a row", scale)
		v := p.cam.View
		for _, c := range [][2]float64{{0, 0}, {float64(b.W), 0}, {0, float64(b.H)}, {float64(b.W), float64(b.H)}} {
			_, y := p.cam.ToScreen(c[0], c[1])
			assert.True(t, y >= v.Y-1e-6 && y <= v.Y+v.H+1e-6, "%d%%: corner %v at y %.0f is in the view (%.0f-%.0f)", scale, c, y, v.Y, v.Y+v.H)
		}
		if scale == 100 {
			// The strip opens whole across: as large as the board area's
			// height allows above the choices strip (the party's tile
			// clear of it: TestTheFirstViewShowsThePartysWholeTile), at
			// most the readable 46, and readable.
			assert.LessOrEqual(t, p.cam.Zoom, min(46, v.H/(float64(b.W)+2*render.BoardMargin))+1e-9, "the opening zoom is at most the strip's height")
			assert.GreaterOrEqual(t, p.cam.Zoom, 32.0, "the opening zoom reads well")
		}
	}
}

// At 1280×720 and 100%, three tiles in a row get the screen's width: the
// log moves to a band under the board, and the whole dungeon fits at
// clearly larger squares than the column layout's 24 px. Cards in play
// coming or going never move the board.
func TestThreeTileRowFitsTheScreensWidth(t *testing.T) {
	ctx := newContext(t)
	s, err := NewArcadeGame(1)
	require.NoError(t, err)
	p := s.(*Play)
	runTicks(t, p, ctx, 2)
	b := p.g.Board
	if b.H < 2*b.W {
		t.Skipf("seed 1 no longer builds a column of tiles (%dx%d)", b.W, b.H)
	}
	p.fitBoard()
	assert.True(t, p.lay.logBand, "the log sits under the board")
	assert.GreaterOrEqual(t, p.cam.Zoom, 32.0, "fit squares")
	v := p.cam.View
	for _, c := range [][2]float64{{0, 0}, {float64(b.W), 0}, {0, float64(b.H)}, {float64(b.W), float64(b.H)}} {
		x, y := p.cam.ToScreen(c[0], c[1])
		assert.True(t, v.Contains(x, y) || (x >= v.X-1e-6 && x <= v.X+v.W+1e-6 && y >= v.Y-1e-6 && y <= v.Y+v.H+1e-6), "corner %v in view", c)
	}
	for _, cards := range []int{0, 1, 2} {
		in := p.layIn
		in.cards = cards
		l := computeHUD(in, &p.hudPainter)
		assert.Equal(t, p.lay.board, l.board, "%d cards in play", cards)
		assert.Equal(t, p.lay.speed, l.speed, "%d cards in play", cards)
	}
}
