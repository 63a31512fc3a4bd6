package scene

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// The carrier's free move (Explore rulebook, "Rescue the Prince" and
// "Find the Artifact"): in the Heroes' power-up, a carrier that did not
// activate this turn may move up to explore.CarrierMoveLimit squares. When
// people play the Heroes the power-up waits for them: the squares it may
// reach are lit on the board, a click moves it there, and "Stay put" lets
// the turn go on. Every lit square is a CarrierMove the rules accepted on
// a copy of the game.

// carrierWaits reports whether the people's party may still make the
// carrier's move in this power-up.
func (p *Play) carrierWaits() bool {
	return p.ex != nil && p.ex.heroAI == nil && p.auto == nil && p.cursor == nil &&
		p.g.Phase == rules.HeroPowerUp && p.reviveFor == rules.NoModel && p.g.Over == "" && p.ex.carrierSkip != p.g.Turn &&
		explore.CanCarrierMove(p.g) == nil
}

// carrierSquares are the squares the carrier may move to now, each with
// its path, worked out once per game state.
func (p *Play) carrierSquares() map[tiles.Point][]tiles.Point {
	if !p.carrierWaits() {
		return nil
	}
	if p.ex.carrierAt != nil && p.ex.carrierV == p.version {
		return p.ex.carrierAt
	}
	p.ex.carrierV = p.version
	p.ex.carrierAt = map[tiles.Point][]tiles.Point{}
	m := p.g.Model(explore.Carrier(p.g))
	if m == nil {
		return p.ex.carrierAt
	}
	f := p.g.PathGraph().Reachable(p.g.Mover(m), m.Pos, explore.CarrierMoveLimit)
	for _, sq := range f.Ends() {
		path := f.Path(sq)
		if sq == m.Pos || len(path) == 0 {
			continue
		}
		if _, err := p.g.Clone().Apply(explore.CarrierMove{Path: path}); err == nil {
			p.ex.carrierAt[sq] = path
		}
	}
	return p.ex.carrierAt
}

// carrierButtons are the action bar while the carrier's move waits.
func (p *Play) carrierButtons() []*actionButton {
	m := p.g.Model(explore.Carrier(p.g))
	what := "the prince"
	if s := p.exState(); s != nil && s.Variant == explore.VariantArtifact {
		what = "the artifact"
	}
	move := &actionButton{label: "Move " + shortName(m.Card), cost: fmt.Sprintf("up to %d squares", explore.CarrierMoveLimit), active: true,
		tip: fmt.Sprintf("%s did not activate this turn, so it may carry %s up to %d squares now: click a lit square", m.Card, what, explore.CarrierMoveLimit)}
	move.onClick = func() { p.say("Click a lit square to move the carrier there.") }
	stay := &actionButton{label: "Stay put", cost: "end the power-up", tip: fmt.Sprintf("%s stays where it is, and the Consul's turn comes", m.Card)}
	stay.onClick = func() { p.ex.carrierSkip = p.g.Turn; p.barVersion = 0 }
	if len(p.carrierSquares()) == 0 {
		move.disabled = "No square is free within reach."
		move.active = false
	}
	return []*actionButton{move, stay}
}

// carrierClick moves the carrier to the hovered lit square.
func (p *Play) carrierClick() {
	if !p.hoverOn {
		return
	}
	path, ok := p.carrierSquares()[p.hoverSq]
	if !ok {
		p.say(fmt.Sprintf("The carrier moves only to a lit square: at most %d squares away.", explore.CarrierMoveLimit))
		return
	}
	p.apply(explore.CarrierMove{Path: path})
}

// drawCarrierSquares lights where the carrier may move.
func (p *Play) drawCarrierSquares(screen *ebiten.Image, ctx *Context) {
	pt := ctx.Painter
	for sq := range p.carrierSquares() {
		r := p.squareRect(sq)
		pt.RoundRect(screen, render.Rect{X: r.X + 2, Y: r.Y + 2, W: r.W - 4, H: r.H - 4}, 5, render.ColGold)
		pt.RoundRect(screen, render.Rect{X: r.X + 4, Y: r.Y + 4, W: r.W - 8, H: r.H - 8}, 4, colDash)
		if p.colourBlind {
			markPlus(screen, pt, r)
		}
	}
}
