package scene

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// The plot's crystal tokens on the board, the Interact action that clears
// them, the Barbarian's free Rage attacks and Shapeshift at activation.
// Every "may I" is a rules query or a command tried on a copy of the game.

// interactName and rageName are the armed actions' names (not card
// actions: they are basic commands).
const (
	interactName = "Interact"
	rageName     = "Rage Attack"
)

// drawCrystals draws the plot's crystal tokens: a cut gem in the crystal's
// colour with its initial on it, so the colour is never the only clue.
// Drawn under the models (under false), it skips a token a model stands
// on; drawn again over them (under true), it draws only those, small, at
// the square's lower left corner, clear of the status badges down the
// right edge (played by mouse: a Hero on a crystal hid it whole, and the
// Interact hint spoke of a token "on or next to the Hero" nobody could
// see).
func (p *Play) drawCrystals(screen *ebiten.Image, ctx *Context, under bool) {
	pt := ctx.Painter
	g := p.hud()
	for _, c := range g.Crystals {
		m := g.At(c.Pos)
		covered := m != nil && m.InPlay
		if under && !covered {
			continue
		}
		r := p.squareRect(c.Pos)
		if v := p.cam.View; r.X+r.W < v.X || r.Y+r.H < v.Y || r.X > v.X+v.W || r.Y > v.Y+v.H {
			continue
		}
		if !under && p.crystalTo[c.Pos] && p.armed.name == interactName {
			// Green, and framed in gold: the shape tells it apart without
			// the colour. (Under the model on it too: the square lights.)
			pt.RoundRect(screen, render.Rect{X: r.X + 2, Y: r.Y + 2, W: r.W - 4, H: r.H - 4}, 5, colDash)
			frame(screen, pt, render.Rect{X: r.X + 3, Y: r.Y + 3, W: r.W - 6, H: r.H - 6}, max(2, r.W*0.05), render.ColGold)
		}
		if covered != under {
			continue
		}
		cx, cy, s := r.X+r.W/2, r.Y+r.H/2, r.W*0.3
		if under {
			s = max(4, r.W*0.15)
			cx, cy = r.X+s*1.4, r.Y+r.H-s*1.3
		}
		if drawModeToken(screen, pt, c, cx, cy, s) { // explore_tokens.go
			continue
		}
		drawCrystalGem(screen, pt, cx, cy, s, crystalColour(c.Crystal))
		if size := s * 0.95; size >= 7 {
			letter := strings.ToUpper(string(c.Crystal)[:1])
			pt.OutlinedText(screen, letter, pt.Fonts.Bold, size, cx, cy-pt.Em(size)*0.62, 1.5, render.ColText, render.ColOutline)
		}
	}
}

// drawCrystalGem draws a cut crystal centred on (cx, cy), s its half-width.
func drawCrystalGem(screen *ebiten.Image, pt *render.Painter, cx, cy, s float64, c color.RGBA) {
	gem := func(k float64) []float64 {
		return []float64{
			cx - s*k, cy - s*0.35*k,
			cx - s*0.5*k, cy - s*0.85*k,
			cx + s*0.5*k, cy - s*0.85*k,
			cx + s*k, cy - s*0.35*k,
			cx, cy + s*1.05*k,
		}
	}
	pt.Circle(screen, cx, cy, s*1.25, color.NRGBA{c.R, c.G, c.B, 0x38})
	pt.Polygon(screen, gem(1.18), render.ColOutline)
	pt.Polygon(screen, gem(1), c)
	// A lighter facet along the crown catches the light.
	light := color.NRGBA{uint8(min(255, int(c.R)+90)), uint8(min(255, int(c.G)+90)), uint8(min(255, int(c.B)+90)), 0xd0}
	pt.Polygon(screen, []float64{cx - s*0.5, cy - s*0.85, cx + s*0.5, cy - s*0.85, cx + s*0.2, cy - s*0.35, cx - s*0.2, cy - s*0.35}, light)
}

// crystalTip is the hover text of a crystal token.
func (p *Play) crystalTip(i int) string {
	g := p.hud()
	c := g.Crystals[i]
	if tip := modeTokenTip(c); tip != "" { // explore_tokens.go: never the colour
		return tip
	}
	left := 0
	for _, o := range g.Crystals {
		if o.Plot == c.Plot {
			left++
		}
	}
	s := fmt.Sprintf("A %s crystal", c.Crystal)
	if c.Plot != "" {
		s += " of the plot " + c.Plot
	}
	return s + fmt.Sprintf(". A Hero standing on it or next to it can clear it with Interact (1 action point). %s of this plot left.", plural(left, "crystal", "crystals"))
}

// crystalSquares are the tokens the active Hero could clear now: each is
// tried on a copy of the game, so the rules decide.
func (p *Play) crystalSquares() map[tiles.Point]bool {
	out := map[tiles.Point]bool{}
	for _, c := range p.g.Crystals {
		at := c.Pos
		if _, err := p.g.Clone().Apply(rules.Interact{Target: rules.NoModel, At: &at}); err == nil {
			out[at] = true
		}
	}
	return out
}

// interactButton offers Interact while the plot has tokens in the dungeon:
// enabled when a token is in reach, else disabled with the rules' reason
// for the nearest one.
func (p *Play) interactButton(id rules.ModelID) *actionButton {
	p.crystalTo = p.crystalSquares()
	if len(p.g.Crystals) == 0 {
		return nil
	}
	// Context: it comes when a plot lays crystals, maybe mid-activation,
	// and takes the room kept for such buttons at the bar's left end
	// rather than shifting the others (played by mouse: it came in the
	// middle of the bar and Rage Attack's place became Rage's).
	b := &actionButton{label: interactName, cost: "1 AP",
		tip:     "Clear a crystal of the plot on or next to this Hero: press, then click the crystal",
		active:  p.armed.name == interactName,
		context: true}
	if s := p.exState(); s != nil {
		switch s.Variant { // explore_tokens.go: the modes' tokens
		case explore.VariantRescue:
			b.tip = "Pick up the prince on or next to this Hero: press, then click him"
		case explore.VariantArtifact:
			b.tip = "Turn over a crystal, or pick up the dropped artifact, on or next to this Hero: press, then click it"
		}
	}
	if len(p.crystalTo) == 0 {
		m := p.g.Model(id)
		near := p.g.Crystals[0].Pos
		for _, c := range p.g.Crystals[1:] {
			if tiles.Dist(m.Pos, c.Pos) < tiles.Dist(m.Pos, near) {
				near = c.Pos
			}
		}
		if _, err := p.g.Clone().Apply(rules.Interact{Target: rules.NoModel, At: &near}); err != nil {
			b.disabled = reason(err)
		} else {
			b.disabled = "No crystal is in reach."
			if s := p.exState(); s != nil && s.Variant == explore.VariantRescue {
				b.disabled = "The prince is not in reach."
			}
		}
	}
	b.onClick = func() { p.arm(armedAction{name: interactName, owner: rules.NoModel}) }
	return b
}

// clickCrystal clears the token on the hovered square (Interact armed).
func (p *Play) clickCrystal() {
	at := p.hoverSq
	if p.g.CrystalAt(at) < 0 {
		p.armed = armedAction{}
		p.say("Click a crystal on or next to the Hero.")
		return
	}
	if p.apply(rules.Interact{Target: rules.NoModel, At: &at}) == nil {
		p.armed = armedAction{}
	}
}

// rageButton offers the free Rage attacks of a raging Hero with their
// count; while it rages with none left the button says why.
func (p *Play) rageButton(id rules.ModelID) *actionButton {
	m := p.g.Model(id)
	left := p.g.RageAttacksLeft(id)
	raging := left > 0 || p.g.Has(m, "Rage")
	if !raging && !p.canRage(m) {
		return nil
	}
	melee, ok := p.g.BasicAttack(m, cards.STR)
	if !ok {
		return nil
	}
	b := &actionButton{label: rageName, cost: fmt.Sprintf("free ×%d", left),
		tip:    fmt.Sprintf("A free melee attack for a square moved while raging: %s left", plural(left, "attack", "attacks")),
		active: p.armed.name == rageName}
	switch {
	case !raging:
		// In its place from the start, greyed: coming only once the Hero
		// raged, it slid every button after it under the pointer (played
		// at 200%).
		b.cost = "after Rage"
		b.disabled = "Not raging yet: use Rage first, then each square moved buys a free melee attack."
	case left < 1:
		b.cost = "none left"
		if _, err := p.g.Clone().Apply(rules.RageAttack{Target: rules.NoModel}); err != nil {
			b.disabled = reason(err)
		}
	case len(p.g.LegalTargets(id, melee.Name)) == 0:
		b.disabled = "No enemy in reach of a melee attack."
	}
	if b.disabled == "" && left < 1 {
		b.disabled = "No free Rage attack left."
	}
	b.onClick = func() {
		p.arm(armedAction{name: rageName, owner: rules.NoModel, rage: true, query: melee.Name})
	}
	return b
}

// canRage reports whether one of m's own actions grants Rage.
func (p *Play) canRage(m *rules.Model) bool {
	hc := p.g.HeroCard(m)
	if hc == nil {
		return false
	}
	for _, a := range hc.Actions {
		for _, k := range a.Grants {
			if k.Name == "Rage" {
				return true
			}
		}
	}
	return false
}

// shapeshiftButtons offer, before anyone activates, to start a Hero's
// activation in its other form, for Heroes whose card has one.
func (p *Play) shapeshiftButtons() []*actionButton {
	var out []*actionButton
	for _, id := range p.g.Heroes() {
		m := p.g.Model(id)
		h := p.g.HeroCard(m)
		if m == nil || !m.InPlay || h == nil || h.Shapeshift == "" || p.g.CanActivate(id) != nil {
			continue
		}
		b := &actionButton{label: "Shapeshift", cost: shortName(m.Card) + " → " + shortName(h.Shapeshift),
			tip: fmt.Sprintf("Activate %s as %s, its other form: it keeps its wounds, tokens and gear", m.Card, h.Shapeshift)}
		if _, err := p.g.Clone().Apply(rules.StartActivation{Hero: id, Shapeshift: true}); err != nil {
			b.disabled = reason(err)
		}
		hero := id
		b.onClick = func() { p.apply(rules.StartActivation{Hero: hero, Shapeshift: true}) }
		out = append(out, b)
	}
	return out
}

// frame outlines r with lines of width w.
func frame(screen *ebiten.Image, pt *render.Painter, r render.Rect, w float64, c color.Color) {
	pt.Line(screen, r.X, r.Y, r.X+r.W, r.Y, w, c)
	pt.Line(screen, r.X+r.W, r.Y, r.X+r.W, r.Y+r.H, w, c)
	pt.Line(screen, r.X+r.W, r.Y+r.H, r.X, r.Y+r.H, w, c)
	pt.Line(screen, r.X, r.Y+r.H, r.X, r.Y, w, c)
}
