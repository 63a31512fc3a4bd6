package scene

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/render"
)

// Banners that announce a moment (the mini-boss's or the boss's arrival)
// must be seen: while the power-up panel or the treasure chooser covers
// the board such a banner waits, its clock held at the start, and it
// shows in full once the board is in view again; a phase or command
// banner that comes meanwhile waits behind it. (Played by the testers,
// the arrivals played behind the Hero power-up panel.) Other banners
// simply give way to the next.

// queuedBanner is a banner waiting behind an announcement.
type queuedBanner struct {
	text string
	must bool
}

// announce shows a banner that must be seen whole.
func (p *Play) announce(text string) { p.showBanner(text, true) }

// setBanner shows a banner ("" for none) that may give way to the next.
func (p *Play) setBanner(text string) { p.showBanner(text, false) }

// showBanner shows a banner now, or after the announcement still to be
// seen (the mini-boss's and the boss's arrivals come together when the
// last spawning points fall at once). Of the plain banners waiting only
// the latest is kept: it says how things stand.
func (p *Play) showBanner(text string, must bool) {
	if p.bannerMust && p.banner != "" && p.bannerAge <= ticksPerBanner {
		if n := len(p.bannerNext); n > 0 && !must && !p.bannerNext[n-1].must {
			p.bannerNext[n-1].text = text
			return
		}
		p.bannerNext = append(p.bannerNext, queuedBanner{text, must})
		return
	}
	p.banner, p.bannerAge, p.bannerMust = text, 0, must
}

// bannerCovered reports whether a modal panel is over the board's banner.
func (p *Play) bannerCovered() bool {
	return p.needsPowerUp() && !p.busy() || p.hasPendingChoice()
}

// bannerShown reports whether the banner is drawn now.
func (p *Play) bannerShown() bool {
	return p.banner != "" && p.bannerAge <= ticksPerBanner && !(p.bannerMust && p.bannerCovered())
}

// tickBanner ages the banner (an announcement only while in view) and
// brings on the one waiting behind it.
func (p *Play) tickBanner() {
	if p.bannerMust && p.banner != "" && p.bannerCovered() {
		p.bannerAge = 0
		return
	}
	p.bannerAge++
	if p.bannerAge <= ticksPerBanner && p.banner != "" {
		return
	}
	if p.bannerMust {
		p.banner, p.bannerMust = "", false
	}
	for len(p.bannerNext) > 0 {
		next := p.bannerNext[0]
		p.bannerNext = p.bannerNext[1:]
		if next.text == "" && len(p.bannerNext) > 0 {
			continue // a clearing with more to come
		}
		p.banner, p.bannerAge, p.bannerMust = next.text, 0, next.must
		break
	}
}

// drawBanner shows the banner across the top of the board.
func (p *Play) drawBanner(screen *ebiten.Image, ctx *Context) {
	if !p.bannerShown() {
		return
	}
	pt := ctx.Painter
	r, size := p.bannerRect(ctx)
	h := r.H
	pt.Panel(screen, r, render.ColPanel, render.ColGold)
	pt.OutlinedText(screen, p.banner, pt.Fonts.Bold, size, r.X+r.W/2, r.Y+(h-pt.Em(size)*1.25)/2-0.5, 2, render.ColGold, render.ColOutline)
}

// bannerRect is where the banner goes (HUD units) and its text size.
func (p *Play) bannerRect(ctx *Context) (render.Rect, float64) {
	pt := ctx.Painter
	v := p.lay.board
	w := min(520, ctx.W-16)
	size := pt.FitSize(p.banner, pt.Fonts.Bold, 28, 12, w-24)
	h := max(60, pt.Em(size)*1.25+24)
	x := min(max(8, v.X+v.W/2-w/2), ctx.W-w-8)
	r := render.Rect{X: x, Y: v.Y + min(24, max(4, (v.H-h)/4)), W: w, H: h}
	// The roll is the moment: a banner never hides the dice tray (played
	// at 100%: the Consul's "Fight" covered the tray's title, who rolled
	// for what). It goes under the tray, or over it, where the board has
	// room; else it stays.
	if _, _, ok := p.columnTray(pt); ok {
		// The tray sits over the column beside a small board (200% with
		// large text): under it, the banner hid the fight and the log's
		// lines telling it. It takes the top bar's first row for its
		// moment, its text as large as that row allows.
		r.H = max(20, p.lay.topRowH-8)
		size = min(size, max(8, (r.H-12)/(1.25*pt.Em(1))))
		r.W = min(w, pt.TextWidth(p.banner, pt.Fonts.Bold, size)+48)
		r.X = min(max(8, v.X+v.W/2-r.W/2), ctx.W-r.W-8)
		if a, b := p.lay.turn.X+p.lay.turn.W+4, p.lay.status.X-4; b-a >= r.W {
			r.X = min(max(a, r.X), b-r.W) // between the turn and the status, when they leave it room
		}
		r.Y = 4
	} else if p.diceShown() && p.dice.rect.W > 0 && overlaps(r, p.dice.rect) {
		t := p.dice.rect
		switch {
		case t.Y+t.H+6+h <= v.Y+v.H:
			r.Y = t.Y + t.H + 6
		case t.Y-6-h >= v.Y:
			r.Y = t.Y - 6 - h
		}
	}
	return r, size
}
