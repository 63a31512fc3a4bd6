package scene

import (
	"fmt"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/classic"
)

// The classic end of the round in the power-up panel (1st edition,
// "Equipment": a card set aside is worn or sacrificed "for a heart", a
// relic "for a potion"). With a backpack card chosen, a Sacrifice button
// arms the sacrifice; the next click on a Hero's card gives that Hero the
// heart or the potion. The first edition has no loot trade: the panel
// shows the two Sacrifice buttons where Arcade shows Trade. Every
// sacrifice is classic.Sacrifice: the rules say yes or why not.

// Kinds of sacrifice (Play.puSacrifice).
const (
	sacrificeHeart  = "heart"
	sacrificePotion = "potion"
)

// sacrificeFor is the command giving the chosen card up, as kind, for
// Hero id: the heart removes what a heart the party does not place
// removes (the rules' order).
func (p *Play) sacrificeFor(kind string, id rules.ModelID) classic.Sacrifice {
	if kind == sacrificePotion {
		return classic.Sacrifice{Card: p.puSelected, Hero: id, Potion: true}
	}
	return classic.SacrificeForHeart(p.g, p.puSelected, id)
}

// sacrificeReason says why no Hero can take the chosen card's sacrifice
// of kind now ("" when some Hero can): the rules' reasons, each once.
func (p *Play) sacrificeReason(kind string) string {
	if p.puSelected == "" {
		if kind == sacrificePotion {
			return "Click a relic in the backpack first: a relic may be given up for a potion."
		}
		return "Click a backpack card first: any card may be given up for a heart."
	}
	var whys []string
	for _, id := range p.g.HeroesInPlay() {
		_, err := p.g.Clone().Apply(p.sacrificeFor(kind, id))
		if err == nil {
			return ""
		}
		if w := sentence(reason(err)); !slices.Contains(whys, w) {
			whys = append(whys, w)
		}
	}
	return strings.Join(whys, " ")
}

// sentence starts s with a capital and ends it with a full stop.
func sentence(s string) string {
	if s == "" {
		return s
	}
	s = strings.ToUpper(s[:1]) + s[1:]
	if !strings.HasSuffix(s, ".") {
		s += "."
	}
	return s
}

// canSacrificeAny reports whether some backpack card may be sacrificed
// for some Hero now (the panel then has a decision to offer).
func (p *Play) canSacrificeAny() bool {
	if p.clState() == nil {
		return false
	}
	chosen := p.puSelected
	defer func() { p.puSelected = chosen }()
	for _, card := range p.g.Backpack {
		p.puSelected = card
		if p.sacrificeReason(sacrificeHeart) == "" || p.sacrificeReason(sacrificePotion) == "" {
			return true
		}
	}
	return false
}

// sacrificeTo gives the chosen card up for Hero id.
func (p *Play) sacrificeTo(id rules.ModelID) {
	p.forgetGhosts() // the card goes: the rows close up
	if p.apply(p.sacrificeFor(p.puSacrifice, id)) == nil {
		p.puSelected = ""
	}
	p.puSacrifice = ""
}

// sacrificePreview says what the armed sacrifice would give Hero id.
func (p *Play) sacrificePreview(id rules.ModelID) string {
	c := p.sacrificeFor(p.puSacrifice, id)
	if _, err := p.g.Clone().Apply(c); err != nil {
		return "Can't: " + reason(err)
	}
	h := p.g.Model(id)
	switch {
	case c.Potion:
		return fmt.Sprintf("Sacrifice %s: %s gains a potion.", c.Card, h.Card)
	case c.Status != "":
		return fmt.Sprintf("Sacrifice %s: the heart removes %s's %s.", c.Card, h.Card, rules.StatusLabel(h, c.Status))
	}
	return fmt.Sprintf("Sacrifice %s: the heart heals one of %s's wounds.", c.Card, h.Card)
}

// sacrificeLayout places the two Sacrifice buttons and Done along the
// panel's foot (Trade's place and more).
func (p *Play) sacrificeLayout() {
	bw := (p.puPanel.W - 64) / 3
	y, h := p.puTrade.Y, p.puTrade.H
	p.puSacHeart = render.Rect{X: p.puPanel.X + 16, Y: y, W: bw, H: h}
	p.puSacPotion = render.Rect{X: p.puSacHeart.X + bw + 16, Y: y, W: bw, H: h}
	p.puDone = render.Rect{X: p.puSacPotion.X + bw + 16, Y: y, W: bw, H: h}
	p.puTrade = render.Rect{}
}

// sacrificeClick handles a click on a Sacrifice button; it reports
// whether the click was one.
func (p *Play) sacrificeClick(x, y float64) bool {
	for kind, r := range map[string]render.Rect{sacrificeHeart: p.puSacHeart, sacrificePotion: p.puSacPotion} {
		if !r.Contains(x, y) {
			continue
		}
		switch why := p.sacrificeReason(kind); {
		case why != "":
			p.say(why)
		case p.puSacrifice == kind:
			p.puSacrifice = ""
		default:
			p.puSacrifice = kind
		}
		return true
	}
	return false
}

// drawSacrificeButtons draws the two Sacrifice buttons.
func (p *Play) drawSacrificeButtons(screen *ebiten.Image, ctx *Context) {
	pt := ctx.Painter
	for _, b := range []struct {
		kind, sub string
		r         render.Rect
	}{{sacrificeHeart, "for a heart", p.puSacHeart}, {sacrificePotion, "a relic for a potion", p.puSacPotion}} {
		btn := render.Button{Label: "Sacrifice", Sub: b.sub, Rect: b.r, Disabled: p.sacrificeReason(b.kind),
			Hot: p.puSacrifice == b.kind || b.r.Contains(ctx.In.X, ctx.In.Y), FontSize: 17}
		btn.Draw(screen, pt)
	}
}

// sacrificeHint is the panel's hint in a classic game.
func (p *Play) sacrificeHint() string {
	switch {
	case p.puSelected != "" && p.puSacrifice == sacrificePotion:
		return "Now click the Hero who gets the potion for " + p.puSelected + "."
	case p.puSelected != "" && p.puSacrifice == sacrificeHeart:
		return "Now click the Hero who gets the heart for " + p.puSelected + "."
	case p.puSelected != "":
		return "Click the Hero who should wear " + p.puSelected + ", or a Sacrifice button."
	}
	return "Click a card: a Hero may wear it, or sacrifice it for a heart (a relic: a potion)."
}

// sacrificeTooltip explains a Sacrifice button under (x, y).
func (p *Play) sacrificeTooltip(x, y float64) string {
	switch {
	case p.puSacHeart.Contains(x, y):
		if why := p.sacrificeReason(sacrificeHeart); why != "" {
			return why
		}
		return "Give up " + p.puSelected + " for a heart, then click the Hero who gets it: the heart removes that Hero's worst status effect, or heals a wound when none is left."
	case p.puSacPotion.Contains(x, y):
		if why := p.sacrificeReason(sacrificePotion); why != "" {
			return why
		}
		return "Give up the relic " + p.puSelected + " for a potion, then click the Hero who gets it."
	}
	return ""
}
