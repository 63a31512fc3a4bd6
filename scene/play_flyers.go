package scene

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// Flyers use the Hero cards' heart and potion colours, outlined so they
// read over the board and the HUD alike.
var (
	colFlyerHeart               = render.ColRuby
	colFlyerPotion              = render.ColEmerald
	colFlyerOutline color.Color = color.RGBA{0x1a, 0x14, 0x28, 0xff}
)

// A flyer is a heart or potion that popped out of a wounded monster,
// flying from the monster to the card of the Hero who got it, so the
// player sees where the heal or the potion came from.
type flyer struct {
	potion       bool
	fromX, fromY float64 // board square the token popped out of
	hero         rules.ModelID
	age          int
}

// flyerTicks is a flight's length at 1x; a small arc lifts it above the
// straight line so it reads as tossed, not slid.
const flyerTicks = 40

// noteFlyer starts a flight for the events that follow a pop-out (rules
// popout.go emits PoppedOut, then a Healed "a heart" or a PotionGained per
// token). Other events end the pop-out.
func (p *Play) noteFlyer(ev rules.Event) {
	switch e := ev.(type) {
	case rules.PoppedOut:
		if m := p.g.Model(e.From.ID); m != nil {
			v := p.view(m.ID)
			p.popFrom, p.popping = [2]float64{v.x, v.y}, true
		}
	case rules.Healed:
		if p.popping && e.Source == "a heart" {
			p.addFlyer(false, e.Model.ID)
		}
	case rules.PotionGained:
		if p.popping && !e.Lost {
			p.addFlyer(true, e.Hero.ID)
		}
	case rules.WrathGained:
		// Wrath follows the pop-out in the same attack; keep the source.
	default:
		p.popping = false
	}
}

func (p *Play) addFlyer(potion bool, hero rules.ModelID) {
	if p.reduced {
		return // reduced motion: the card simply changes
	}
	p.flyers = append(p.flyers, flyer{potion: potion, fromX: p.popFrom[0], fromY: p.popFrom[1], hero: hero})
}

// tickFlyers ages the flights at the playback speed and drops the landed.
func (p *Play) tickFlyers() {
	kept := p.flyers[:0]
	for _, f := range p.flyers {
		f.age += max(1, min(p.speed, 4))
		if f.age < flyerTicks {
			kept = append(kept, f)
		}
	}
	p.flyers = kept
}

// drawFlyers paints the flights over the HUD, in screen pixels.
func (p *Play) drawFlyers(screen *ebiten.Image, ctx *Context) {
	if len(p.flyers) == 0 {
		return
	}
	pt := ctx.Painter
	ids := p.heroIDs()
	for i, f := range p.flyers {
		card := -1
		for k, id := range ids {
			if id == f.hero && k < len(p.lay.heroes) {
				card = k
			}
		}
		if card < 0 {
			continue
		}
		r := p.lay.toScreen(p.lay.heroes[card])
		x0, y0 := p.cam.ToScreen(f.fromX+0.5, f.fromY+0.3)
		x1, y1 := r.X+r.W*0.5, r.Y+r.H*0.5
		// Ease out, stagger a little when several leave together.
		t := math.Min(1, float64(f.age+i*3)/flyerTicks)
		t = 1 - (1-t)*(1-t)
		x := x0 + (x1-x0)*t
		y := y0 + (y1-y0)*t - math.Sin(t*math.Pi)*60
		size := 9 + 3*math.Sin(t*math.Pi)
		if f.potion {
			drawFlask(screen, pt, x, y, size+2, colFlyerOutline)
			drawFlask(screen, pt, x, y, size, colFlyerPotion)
		} else {
			drawHeart(screen, pt, x, y, size+2, colFlyerOutline)
			drawHeart(screen, pt, x, y, size, colFlyerHeart)
		}
	}
}
