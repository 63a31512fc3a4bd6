package scene

import (
	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// boardTip is the tip for the hovered square ("" for none) and, for a
// model, the neighbourhood it keeps off (away true). A tip tells what is
// under a resting pointer once the board is still: while a model walks
// there or away, appears or falls, or the camera glides, the screen and
// the rules disagree about what is under the pointer, and a tip tracking
// the animation would move and change under a pointer at rest (found by
// the testers). It comes back, for what is under the pointer then, when
// that moment is over.
func (p *Play) boardTip() (tip string, away render.Rect, ok bool) {
	if p.camFollow || p.hushStill || p.hushTip && p.hoverSq == p.hushSq {
		return "", away, false
	}
	m, still := p.tipModel(p.hoverSq)
	if !still {
		return "", away, false
	}
	if m != nil && m.Kind == rules.KindHero && p.wearArmed() {
		return p.wearPreview(m.ID), away, false
	}
	if m != nil {
		shown := m
		if h := p.hud().Model(m.ID); h != nil {
			shown = h // its hearts as the playback has got to
		}
		return p.describe(shown), p.neighbourhood(m), true
	}
	if i := p.g.CrystalAt(p.hoverSq); i >= 0 {
		return p.crystalTip(i), away, false
	}
	if tip := p.endTokenTip(p.hoverSq); tip != "" {
		return tip, away, false
	}
	if r, ok := p.pathRect(); ok {
		// Off the path the click would walk and the Hero walking it
		// (played at 200% with large text: an aura's tip under the
		// pointer covered the path and the party).
		return p.squareTip(p.hoverSq), r, true
	}
	return p.squareTip(p.hoverSq), away, false
}

// pathRect is the rectangle (HUD units) round the path shown to the
// hovered square and the Hero at its start; false when none is shown.
func (p *Play) pathRect() (render.Rect, bool) {
	if len(p.path) == 0 {
		return render.Rect{}, false
	}
	r := p.lay.fromScreen(p.squareRect(p.hoverSq))
	if m := p.g.Model(p.actor()); m != nil {
		r = bounding(r, p.lay.fromScreen(p.squareRect(m.Pos)))
	}
	for _, sq := range p.path {
		r = bounding(r, p.lay.fromScreen(p.squareRect(sq)))
	}
	return r, true
}

// tipModel is the model a tip names at sq (nil: none): the one the rules
// put there, when the board draws it there too. still is false while
// they disagree, as playback brings the board up to the rules.
func (p *Play) tipModel(sq tiles.Point) (m *rules.Model, still bool) {
	m = p.g.At(sq)
	if !p.busy() {
		return m, true
	}
	for _, o := range p.modelsInDrawOrder() {
		v := p.view(o.ID)
		n := 1.0
		if o.Large {
			n = 2
		}
		x, y := float64(sq.X)+0.5, float64(sq.Y)+0.5
		if x >= v.x && x < v.x+n && y >= v.y && y < v.y+n && o.ID != idOf(m) {
			return nil, false // another model is drawn there
		}
	}
	if m != nil {
		v := p.view(m.ID)
		if v.hidden || v.x != float64(m.Pos.X) || v.y != float64(m.Pos.Y) {
			return nil, false // not drawn where the rules have it yet
		}
	}
	return m, true
}

// idOf is m's id (NoModel for nil).
func idOf(m *rules.Model) rules.ModelID {
	if m == nil {
		return rules.NoModel
	}
	return m.ID
}
