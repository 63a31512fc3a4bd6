package scene

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/render"
)

// logPanel is where the log is drawn (HUD units) and how many lines it
// shows: rows 0 when there is no room for one (under the cards in play,
// or the choices strip).
func (p *Play) logPanel(pt *render.Painter) (r render.Rect, head float64, rows int, titled bool) {
	r = p.lay.log
	lineH := pt.Em(17)
	// bare is how many lines r holds with no title: a thin margin above
	// and below them.
	bare := func(r render.Rect) int { return max(0, int((r.H-logBareHead-logBareFoot)/lineH)) }
	strip := p.logStripH(pt) // the cards in play in the title's row
	if t, _, ok := p.columnTray(pt); ok {
		// The dice tray over the column's top: the lines go on under it.
		top := max(r.Y+strip, t.Y+t.H+4)
		r.H -= top - r.Y
		r.Y = top
		return r, logBareHead, bare(r), false
	}
	if c := &p.choices; c.colH > 0 && len(c.rects) > 0 && !p.diceShown() {
		// The choices strip sits at the top of the log's place (under
		// the cards' strip).
		r.Y += strip + c.colH + 6
		r.H -= strip + c.colH + 6
		if strip > 0 {
			return r, logBareHead, bare(r), false // the cards stand for the title
		}
	} else if strip > 0 {
		// The lines go on under the cards, as many as with no card.
		head = strip
		return r, head, max(0, int((r.H-head-logBareFoot)/lineH)), false
	}
	head = pt.Em(16)*1.25 + 12
	rows = max(0, int((r.H-head-8)/lineH))
	// A short panel keeps its lines and drops its title when that gives
	// it more of them, up to three: at 200% with large text the roll
	// choices and a card over the log left it the title and one line.
	titled = rows >= 2 && !p.lay.logUntitled && (rows >= 3 || bare(r) == rows)
	if !titled {
		head, rows = logBareHead, bare(r)
	}
	return r, head, rows, titled
}

// logBareHead and logBareFoot are an untitled log's margins over and
// under its lines (HUD units).
const (
	logBareHead = 6.0
	logBareFoot = 4.0
)

// logStripH is the height the cards' strip takes at the top of the log
// (0 when the cards are not in a strip).
func (p *Play) logStripH(pt *render.Painter) float64 {
	if !p.lay.cardsStrip || p.lay.cardsInBar || len(p.lay.cards) == 0 {
		return 0
	}
	return cardStripH(pt, p.lay.scale)
}

func (p *Play) drawLog(screen *ebiten.Image, ctx *Context) {
	pt := ctx.Painter
	r, head, rows, titled := p.logPanel(pt)
	if rows == 0 {
		p.logView.hide()
		return
	}
	pt.Panel(screen, r, render.ColPanel, render.ColPanelEdge)
	if titled {
		pt.Text(screen, "Log", pt.Fonts.Bold, 16, r.X+12, r.Y+8, render.AlignLeft, render.ColGold)
	}
	p.wrap.update(pt, p.log, r.W-24)
	lines := p.wrap.lines
	lineH := pt.Em(17)
	var title render.Rect
	if titled {
		title = render.Rect{X: r.X, Y: r.Y + 2, W: r.W, H: head - 2}
	}
	start, shown := p.logView.place(pt, &p.wrap, r, title, render.Rect{X: r.X, Y: r.Y + head, W: r.W, H: float64(rows) * lineH}, rows)
	if rows < 3 && !p.logView.up {
		// A panel of a line or two shows the start of the latest entry
		// rather than the tail of one.
		for start > 0 && lines[start].cont {
			start--
		}
	}
	if e := p.trayPin(pt); e >= 0 && e < len(p.wrap.starts) && !p.logView.up {
		// The tray over the log's top tells the roll: the lines under it
		// start at the attack it is for, so they say who attacks whom.
		start = min(start, p.wrap.starts[e])
	}
	end := min(len(lines), start+shown)
	y := r.Y + head
	p.logShown = logRows{first: start, end: end, top: y, lineH: lineH, panel: r}
	for i, l := range lines[start:end] {
		text := p.logRowDrawn(pt, start+i, r.W-24)
		pt.Text(screen, text, pt.Fonts.Regular, 13, r.X+12, y, render.AlignLeft, logColour(l.kind))
		y += lineH
	}
	p.logView.draw(screen, pt, ctx.In.X, ctx.In.Y)
}

// logRowDrawn is the text drawn for the wrap's line i in a log w wide:
// logRowText, cut to leave the Newest button room beside a single row.
func (p *Play) logRowDrawn(pt *render.Painter, i int, w float64) string {
	text := p.logRowText(pt, i, w)
	if c := p.logView.cut; c > 0 {
		text = pt.Ellipsize(text, pt.Fonts.Regular, 13, w-c)
	}
	return text
}

// logRowText is the text drawn for the wrap's line i, the last of the
// rows shown (logShown) when its entry goes on below the panel: its rest,
// cut to the line w wide. Scrolled, the lines read on as they are, and
// hovering any line shows its whole entry (logTip).
func (p *Play) logRowText(pt *render.Painter, i int, w float64) string {
	lines, end := p.wrap.lines, p.logShown.end
	text := lines[i].text
	if i != end-1 || end >= len(lines) || !lines[end].cont || p.logView.up {
		return text
	}
	for j := end; j < len(lines) && lines[j].cont; j++ {
		text += " " + strings.TrimSpace(lines[j].text)
	}
	return pt.Ellipsize(text, pt.Fonts.Regular, 13, w)
}

func logColour(kind string) color.Color {
	switch kind {
	case "wounded", "destroyed", "hero-down":
		return color.RGBA{0xff, 0x90, 0xa0, 0xff}
	case "phase", "activation-started", "plot-cleared", "treasure-kept", "shapeshifted":
		return render.ColGold
	case "crystal-cleared", "treasure-offered", "chest-opened":
		return render.ColCitrine
	case "rolled", "compared", "rerolled":
		return color.RGBA{0xb8, 0xd8, 0xff, 0xff}
	}
	return render.ColText
}
