package scene

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// The tokens of Explore's alternate modes on the board (Explore rulebook,
// "Alternate Game Modes"): the prince, the face-down crystals of Find the
// Artifact, the artifact once dropped, and the end token. The crystals'
// colour is the artifact's hidden identity: nothing here may read it, so
// every face-down crystal is drawn and described alike.

// crystalBack is the colour of a face-down crystal's back.
var crystalBack = color.RGBA{0x8a, 0x82, 0xa8, 0xff}

// drawModeToken draws the token c as its mode shows it, centred on
// (cx, cy) with half-width s; false when c is not a mode's token.
func drawModeToken(screen *ebiten.Image, pt *render.Painter, c rules.CrystalToken, cx, cy, s float64) bool {
	var letter string
	switch c.Plot {
	case explore.PrinceToken:
		pt.Circle(screen, cx, cy, s*1.2, render.ColOutline)
		pt.Circle(screen, cx, cy, s*1.05, render.ColGold)
		// A crown: three points over a band.
		w, h := s*0.7, s*0.55
		pt.Polygon(screen, []float64{
			cx - w, cy + h*0.6, cx - w, cy - h, cx - w*0.5, cy - h*0.1, cx, cy - h*1.2,
			cx + w*0.5, cy - h*0.1, cx + w, cy - h, cx + w, cy + h*0.6,
		}, render.ColRuby)
		return true
	case explore.ArtifactToken:
		drawCrystalGem(screen, pt, cx, cy, s, crystalBack)
		letter = "?"
	case explore.ArtifactDropped:
		drawCrystalGem(screen, pt, cx, cy, s, render.ColGold.(color.RGBA))
		letter = "A"
	default:
		return false
	}
	if size := s * 0.95; size >= 7 {
		pt.OutlinedText(screen, letter, pt.Fonts.Bold, size, cx, cy-pt.Em(size)*0.62, 1.5, render.ColText, render.ColOutline)
	}
	return true
}

// modeTokenTip is the hover text of a mode's token ("" when c is not one).
func modeTokenTip(c rules.CrystalToken) string {
	switch c.Plot {
	case explore.PrinceToken:
		return "The prince, waiting to be rescued. A Hero on or next to him picks him up with Interact (1 action point); picking him up moves the Mighty Monster Chart on at once. Carry him to the start token to win. His carrier cannot Dash, and drops him where it falls."
	case explore.ArtifactToken:
		return "A crystal lying face down: one of them is the artifact, and nobody knows which. A Hero on or next to it turns it over with Interact (1 action point, once an activation): a decoy is discarded for a loot card; the artifact is kept, with a treasure card."
	case explore.ArtifactDropped:
		return "The artifact, dropped where its holder fell. A Hero on or next to it picks it up with Interact (1 action point). Carry it to the end token to win."
	}
	return ""
}

// drawEndToken marks Find the Artifact's end token, where the artifact
// must be carried.
func (p *Play) drawEndToken(screen *ebiten.Image, ctx *Context) {
	s := p.exState()
	if s == nil || s.EndToken == nil {
		return
	}
	r := p.squareRect(*s.EndToken)
	if v := p.cam.View; r.X+r.W < v.X || r.Y+r.H < v.Y || r.X > v.X+v.W || r.Y > v.Y+v.H {
		return
	}
	pt := ctx.Painter
	in := render.Rect{X: r.X + r.W*0.12, Y: r.Y + r.H*0.12, W: r.W * 0.76, H: r.H * 0.76}
	pt.RoundRect(screen, in, r.W*0.12, render.ColOutline)
	pt.RoundRect(screen, render.Rect{X: in.X + 2, Y: in.Y + 2, W: in.W - 4, H: in.H - 4}, r.W*0.1, render.ColGoldDark)
	if size := r.W * 0.26; size >= 7 {
		pt.OutlinedText(screen, "END", pt.Fonts.Bold, size, r.X+r.W/2, r.Y+r.H/2-pt.Em(size)*0.62, 1.5, render.ColGold, render.ColOutline)
	}
}

// endTokenTip is the hover text of the end token's square ("" elsewhere).
func (p *Play) endTokenTip(sq tiles.Point) string {
	if s := p.exState(); s != nil && s.EndToken != nil && *s.EndToken == sq {
		return "The end token: the party wins when the Hero holding the artifact reaches this square."
	}
	return ""
}

// drawCarried marks the Hero carrying the prince or the artifact with its
// token at the square's corner, so the board says who must reach the goal.
func (p *Play) drawCarried(screen *ebiten.Image, ctx *Context) {
	g := p.hud()
	s := explore.StateOf(g)
	id := explore.Carrier(g)
	m := g.Model(id)
	if s == nil || m == nil || !m.InPlay {
		return
	}
	r := p.squareRect(m.Pos)
	token := rules.CrystalToken{Plot: explore.PrinceToken}
	if s.Variant == explore.VariantArtifact {
		token.Plot = explore.ArtifactDropped // face up: the party knows it
	}
	drawModeToken(screen, ctx.Painter, token, r.X+r.W*0.82, r.Y+r.H*0.2, r.W*0.15)
}

// modeObjective is the party's goal line in Rescue the Prince and Find the
// Artifact (ok false in the standard game): destroying the boss does not
// end these games.
func (p *Play) modeObjective(lose string) (objective, bool) {
	g := p.g
	s := p.exState()
	goal, ok := explore.Goal(g)
	if s == nil || !ok {
		return objective{}, false
	}
	carrier := g.Model(explore.Carrier(g))
	var o objective
	switch {
	case s.Variant == explore.VariantRescue && carrier != nil:
		o = objective{
			text:   fmt.Sprintf("Goal: %s carries the prince to the start token (%s away)", carrier.Card, plural(tiles.Dist(carrier.Pos, goal), "square", "squares")),
			short:  "Goal: prince to the start",
			banner: "Carry the prince to the start token!",
		}
	case s.Variant == explore.VariantRescue:
		o = objective{
			text:   "Goal: pick up the prince (Interact) and carry him to the start token",
			short:  "Goal: rescue the prince",
			banner: "Rescue the Prince!",
		}
	case carrier != nil:
		o = objective{
			text:   fmt.Sprintf("Goal: %s carries the artifact to the end token (%s away)", carrier.Card, plural(tiles.Dist(carrier.Pos, goal), "square", "squares")),
			short:  "Goal: artifact to the end",
			banner: "Carry the artifact to the end token!",
		}
	default:
		o = objective{
			text:   "Goal: find the artifact among the crystals (Interact) and carry it to the end token",
			short:  "Goal: find the artifact",
			banner: "Find the Artifact!",
		}
	}
	o.tip = fmt.Sprintf("The Heroes win when the Hero carrying it reaches the token; destroying the dungeon boss does not end this game. %s.", upperFirst(lose))
	return o, true
}
