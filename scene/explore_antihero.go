package scene

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
)

// Rude Supers' Anti-Hero on the board (rules/explore rude_antihero.go): a
// Hero's figure standing on a monster's red base, with a crimson "A"
// badge on its top-left corner, so nobody takes it for one of the party;
// its hover card begins "ANTI-HERO" (exDescribe).

var (
	colAntiHero    color.Color = color.RGBA{0x8a, 0x0c, 0x1c, 0xff}
	colAntiHeroRim color.Color = color.RGBA{0xff, 0xcf, 0x4a, 0xff}
)

// drawAntiHeroBadge marks m when it is the game's Anti-Hero; r is its
// base on screen, rad the badges' radius.
func (p *Play) drawAntiHeroBadge(screen *ebiten.Image, pt *render.Painter, m *rules.Model, r render.Rect, rad float64) {
	if !explore.AntiHeroOf(p.hud(), m) {
		return
	}
	k := rad * 1.3
	x, y := r.X+k*0.9, r.Y+k*1.2
	pt.Circle(screen, x, y, k+2, colAntiHeroRim)
	pt.Circle(screen, x, y, k, colAntiHero)
	if k >= 6.5 {
		s := k * 1.45 / pt.Em(1)
		pt.Text(screen, "A", pt.Fonts.Bold, s, x, y-pt.Em(s)*0.62, render.AlignCenter, render.ColText)
	}
}
