package scene

import (
	"fmt"
	"math"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// hudLayout is where the play screen's parts go, computed from the screen
// size, the UI scale and the text size instead of fixed constants. Its
// rects are in HUD units: logical pixels divided by the UI scale, so at 200%
// a 1280×720 screen is a 640×360 HUD drawn twice as large. Drawing and hit
// tests read the same rects; toScreen converts one to logical pixels (the
// board's camera works in those).
//
// At the design size (100%, normal text) the layout is the original one:
// a 52-unit top bar, a 236-unit left column of Hero cards, a 280-unit right
// column with the cards in play and the log, and a 92-unit action bar. On a
// smaller HUD the columns narrow, the chart moves to a row of its own, the
// bars tighten, and the action bar can break into two rows of buttons.
type hudLayout struct {
	scale float64 // logical pixels per HUD unit (the UI scale)
	W, H  float64 // the screen in HUD units
	// compact is set when the HUD is smaller than the design size in either
	// direction.
	compact bool

	top        render.Rect // the top bar
	topRowH    float64     // height of its first row
	turn       render.Rect // turn and phase text
	turnFont   float64
	status     render.Rect // coins and activations, right-aligned
	statusFont float64
	replay     render.Rect
	chart      render.Rect // the Mighty Monster Chart

	left, right render.Rect // the side columns, between the bars
	heroes      []render.Rect
	cards       []render.Rect // challenge and plot cards in play
	// logBand is set when the log and the cards in play sit in a band
	// under a full-width board (right) instead of the right column.
	logBand bool
	// cardsOneLine drops the cards' "Challenge"/"Plot" line when the
	// column is too short for them and the log.
	cardsOneLine bool
	// cardsStrip puts the cards, side by side, in the log's title row
	// when even one-line cards would cost the log lines (logPanel).
	cardsStrip bool
	// logUntitled drops the log's title row to make room for the cards
	// over it.
	logUntitled bool
	// cardsInBar moves the cards' strip from the log's title row to the
	// action bar, over the playback controls, when even in a strip they
	// would leave the log fewer than three lines under the roll choices
	// (200% with extra large text, a Hero active and two rows of action
	// buttons: the log kept one line).
	cardsInBar bool
	log        render.Rect
	// goal is the goal line's and the mode cards' place at the top of the
	// right column (zero when they sit on the board's top left, as in the
	// log band): a dungeon whose height decides its size at fit has no
	// rows to spare under a line drawn over it. goalLines is how many
	// lines the goal may wrap to there.
	goal      render.Rect
	goalLines int
	// goalSize is the size the goal's text is set at there: 15, or as
	// much less as a large interface needs to keep the goal to one line
	// (never smaller on screen than at 100%).
	goalSize float64
	// stripH is the room kept at the board's foot for the choices strip
	// (play_choices.go): at fit the dungeon's last row stays above it.
	stripH float64

	bar     render.Rect // the action bar across the bottom
	actions render.Rect // the part of the bar action buttons go in
	// wide is the part they may spread into when they do not fit actions.
	wide              render.Rect
	btnH              float64 // height of a one-row action button
	speed, step, next render.Rect

	board render.Rect // what is left for the board
}

// hudInput is what the layout depends on besides the painter.
type hudInput struct {
	W, H, scale float64
	heroes      int
	cards       int
	chartSpaces int     // boxes on the chart (the start space included)
	text        float64 // the painter's text size (the layout measures with it)
	// boardW, boardH are the dungeon's size in squares (0 when unknown):
	// its shape decides where the log goes.
	boardW, boardH int
	// goal is set when a goal line is shown (not in the tutorial); modes
	// when the mode cards' line is under it.
	goal, modes bool
}

// minBoardH is the least height (logical px) the log band leaves the board.
const minBoardH = 280.0

// fitHeight is the height of view a w×h dungeon uses at fit (fitZoom),
// its margin included.
func fitHeight(view render.Rect, w, h int) float64 {
	m := 2 * render.BoardMargin
	fw, fh := float64(w)+m, float64(h)+m
	z := fitZoom(view, w, h)
	if min(view.W/fw, view.H/fh) >= z {
		return fh * z
	}
	return fw * z // turned a quarter
}

// fitZoom is the square size (logical px per HUD unit of view, times the
// scale the caller applies) a w×h dungeon gets at fit in view, upright or
// turned, whichever is larger, as fitBoard would choose.
func fitZoom(view render.Rect, w, h int) float64 {
	m := 2 * render.BoardMargin
	fw, fh := float64(w)+m, float64(h)+m
	return max(min(view.W/fw, view.H/fh), min(view.W/fh, view.H/fw))
}

// fitTurn is how a w×h dungeon is shown at fit in view with reserve kept
// clear at its foot (the choices strip): turned a quarter or not, and the
// size of a square (view's units a square, before the camera's zoom
// limits). The squares and the margin above them stay above the reserve;
// the margin below may run under it. A quarter turn must show the
// dungeon 2% larger to be chosen, as render.BestTurn does.
func fitTurn(view render.Rect, reserve float64, w, h int) (turned bool, z float64) {
	zoom := func(dw, dh float64) float64 {
		m := render.BoardMargin
		z := min(view.W/(dw+2*m), view.H/(dh+2*m))
		if reserve > 0 {
			z = min(z, (view.H-reserve)/(dh+m))
		}
		return z
	}
	up, tu := zoom(float64(w), float64(h)), zoom(float64(h), float64(w))
	if tu > up*1.02 {
		return true, tu
	}
	return false, up
}

// Design sizes of the layout at 100% (HUD units).
const (
	designTopBarH  = 52.0
	designLeftW    = 236.0
	designRightW   = 280.0
	designBarH     = 92.0
	designBtnH     = 58.0
	designCardH    = 46.0
	designHeroH    = 150.0
	designChartX   = 330.0 // where the chart starts at the design size
	designStatusR  = 380.0 // room kept right of the chart for the status and Replay
	playbackDesign = 252.0 // Speed, Step and Next with their gaps
)

// turnLabel is the top bar's turn and phase text.
func turnLabel(turn int, ph rules.Phase) string {
	phase := "Heroes' turn"
	if ph != rules.HeroTurn {
		phase = fmt.Sprint(ph)
	}
	return fmt.Sprintf("Turn %d · %s", turn, phase)
}

// computeHUD lays out the play screen. pt is the HUD's painter: its text
// size decides how tall rows with text must be.
func computeHUD(in hudInput, pt *render.Painter) hudLayout {
	l := hudLayout{scale: in.scale, W: in.W, H: in.H, goalSize: 15}
	W, H := in.W, in.H
	l.compact = W < DesignW-1 || H < DesignH-1
	g := (1 + pt.Em(1)) / 2 // columns widen half as fast as the text grows

	// Widest texts the top bar must hold, so it does not jump between phases.
	turnW := 0.0
	for ph := rules.HeroTurn; ph <= rules.ConsulPowerUp; ph++ {
		turnW = max(turnW, pt.TextWidth(turnLabel(88, ph), pt.Fonts.Bold, 21))
	}
	statusW := pt.TextWidth("Coins 88 · Activations 4/4", pt.Fonts.Regular, 16)
	replayW := max(92, pt.TextWidth("Replay", pt.Fonts.Bold, 14)+24)
	n := float64(max(1, in.chartSpaces))
	minBox := pt.TextWidth("88", pt.Fonts.Bold, 12) + 8
	chartMin := n*(minBox+4) - 4
	chartH := max(36, pt.Em(12)*1.25+22)
	if in.H < DesignH-1 {
		chartH = max(28, pt.Em(12)*1.25+13) // the star moves beside the number
	}

	// Top bar, first row: the turn, the status and Replay.
	l.topRowH = max(designTopBarH, pt.Em(21)*1.25+25)
	if l.compact {
		l.topRowH = max(40, pt.Em(21)*1.25+14)
	}
	l.turnFont, l.statusFont = 21, 16
	l.replay = render.Rect{X: W - 8 - replayW, Y: 6, W: replayW, H: l.topRowH - 12}
	statusR := l.replay.X - 12
	switch {
	case designChartX >= 32+turnW && designStatusR >= W-statusR+statusW+16 && W-designChartX-designStatusR >= chartMin:
		// The design's places.
		l.chart = render.Rect{X: designChartX, Y: 8, W: W - designChartX - designStatusR, H: l.topRowH - 16}
	case statusR-statusW-16-(32+turnW) >= chartMin:
		l.chart = render.Rect{X: 32 + turnW, Y: 8, W: statusR - statusW - 16 - (32 + turnW), H: l.topRowH - 16}
	default:
		// The chart gets a row of its own; the texts shrink if even the
		// first row is too narrow for them.
		if need := 16 + turnW + 24 + statusW + 12 + replayW + 8; need > W {
			f := (W - replayW - 60) / (turnW + statusW)
			l.turnFont, l.statusFont = 21*f, 16*f
			turnW, statusW = turnW*f, statusW*f
		}
		l.chart = render.Rect{X: 8, Y: l.topRowH + 2, W: W - 16, H: chartH}
	}
	l.top = render.Rect{W: W, H: max(l.topRowH, l.chart.Y+l.chart.H+8)}
	l.turn = render.Rect{X: 16, Y: (l.topRowH-pt.Em(l.turnFont)*1.25)/2 + 1, W: turnW, H: pt.Em(l.turnFont) * 1.25}
	l.status = render.Rect{X: statusR - statusW, Y: (l.topRowH-pt.Em(l.statusFont)*1.25)/2 + 1, W: statusW, H: pt.Em(l.statusFont) * 1.25}

	// Action bar: one row of buttons with their costs, and room for two
	// rows of labels when a Hero has many actions.
	l.btnH = max(designBtnH, pt.Em(17)*2.3+8)
	pad := 17.0
	if l.compact {
		pad = 8
	}
	barH := max(l.btnH+2*pad, l.twoRowH(pt))
	if !l.compact {
		barH = max(designBarH, barH)
	}
	l.bar = render.Rect{X: 0, Y: H - barH, W: W, H: barH}

	// Side columns: the design's widths, grown with the text, but never so
	// wide the board gets less than 43% of the width.
	l.left = render.Rect{Y: l.top.H, W: math.Round(min(designLeftW*g, W*0.27)), H: l.bar.Y - l.top.H}
	rw := math.Round(min(designRightW*g, W*0.30))
	l.right = render.Rect{X: W - rw, Y: l.top.H, W: rw, H: l.bar.Y - l.top.H}
	l.board = render.Rect{X: l.left.W, Y: l.top.H, W: l.right.X - l.left.W, H: l.bar.Y - l.top.H}

	// Hero cards share the left column.
	if in.heroes > 0 {
		nh := float64(in.heroes)
		gap := 8.0
		if l.compact {
			gap = 6
		}
		h := min(max(designHeroH, heroCardFullH(pt)+8), (l.left.H-gap)/nh-gap)
		for i := 0; i < in.heroes; i++ {
			l.heroes = append(l.heroes, render.Rect{X: 8, Y: l.top.H + gap + float64(i)*(h+gap), W: l.left.W - 16, H: h})
		}
	}

	ch := max(designCardH, 10+pt.Em(12)*1.25+pt.Em(16)*1.25)
	logMin := pt.Em(16)*1.25 + 12 + 3*pt.Em(17) + 8 // the log's title and three lines

	// A dungeon much wider than tall at fit (three tiles shown as a row)
	// leaves most of a column-flanked board empty above and below it, and
	// is squeezed across. Then the log and the cards in play leave the
	// right column for a band under the board, and the board takes the
	// screen's width: the same panels, as large, where the dungeon leaves
	// room. The band is as tall as both cards need whether or not they are
	// in play, so the board never moves when one comes or goes; the choice
	// depends only on the screen, the settings and the dungeon's shape,
	// which stay put through a game.
	sh, sg := choicesStrip(pt, l.compact)
	l.stripH = sh + sg + 4
	bandH := 8 + max(logMin, 2*ch+6)
	band := render.Rect{X: l.left.W, Y: l.bar.Y - bandH, W: W - l.left.W, H: bandH}
	wideBoard := render.Rect{X: l.left.W, Y: l.top.H, W: W - l.left.W, H: band.Y - l.top.H}
	colZ := fitZoom(l.board, in.boardW, in.boardH)
	bandZ := fitZoom(wideBoard, in.boardW, in.boardH)
	if in.boardW > 0 && bandZ > colZ*1.05 && wideBoard.H*in.scale >= minBoardH {
		l.logBand = true
		// The strip is as large as the width allows; the height it leaves
		// free goes to the band, so the log shows more of its history.
		// The strip stays centred with its first row clear of the goal
		// line at the board's top left (objectiveRects).
		need := fitHeight(wideBoard, in.boardW, in.boardH)
		goalH := 8 + pt.Em(15)*1.25 + 10 + 4
		need += 2 * max(0, max(goalH, l.stripH)-bandZ*render.BoardMargin)
		if extra := min(wideBoard.H-need, wideBoard.H-minBoardH/in.scale); extra > 0 {
			extra = math.Floor(extra)
			band.Y -= extra
			band.H += extra
			wideBoard.H -= extra
		}
		l.right, l.board = band, wideBoard
		// Cards at the band's right end, over the playback controls; the
		// log takes the rest (all of it while no card is in play).
		y := band.Y + 8
		for i := 0; i < in.cards; i++ {
			l.cards = append(l.cards, render.Rect{X: W - rw + 8, Y: y, W: rw - 16, H: ch})
			y += ch + 6
		}
		lr := W - 8
		if in.cards > 0 {
			lr = W - rw
		}
		l.log = render.Rect{X: band.X + 8, Y: band.Y + 8, W: lr - band.X - 8, H: l.bar.Y - band.Y - 8}
	} else {
		// A dungeon whose height decides its size at fit (an L of three
		// tiles, a square of four) leaves the board area's sides empty: the
		// board gets the width the dungeon uses and the right column the
		// rest, so the log reads in longer lines and the goal sits over it.
		heightBound := false
		if l.compact {
			// A large interface puts the choices strip over the log
			// (choicesInColumn): the small board keeps its foot.
			l.stripH = 0
		}
		if in.boardW > 0 {
			turned, z := fitTurn(l.board, l.stripH, in.boardW, in.boardH)
			dw := float64(in.boardW)
			if turned {
				dw = float64(in.boardH)
			}
			need := math.Ceil((dw + 2*render.BoardMargin) * z)
			spare := l.board.W - need
			if spare > 24 {
				l.board.W -= spare
				l.right.X -= spare
				l.right.W += spare
			}
			heightBound = spare >= 1 // not the width: the height decides
		}
		y := l.top.H + 8
		if in.goal && heightBound {
			// The goal line (and the mode cards under it) at the column's
			// top, where it covers no square of a dungeon with no height
			// to spare: one line when the column is wide enough for the
			// longest goal, else two. (A dungeon with height to spare
			// keeps it on the board: fitBoard moves the dungeon from
			// under it.)
			gw := l.right.W - 16
			l.goalLines = 1
			if pt.TextWidth("Goal: destroy the spawning points (8 left), then the boss", pt.Fonts.Bold, 15)+24 > gw {
				// A large interface keeps the short goal to one line, set
				// a little smaller when it must be (never below its size
				// at 100%): in two lines it left the log under it a
				// single line once a card was in play (played at 200%
				// with large text).
				gs := pt.FitSize(goalShortest, pt.Fonts.Bold, 15, 15/max(1, in.scale), gw-24)
				if !l.compact || pt.TextWidth(goalShortest, pt.Fonts.Bold, gs) > gw-24 {
					gs = 15
					l.goalLines = max(2, len(pt.Wrap(goalShortest, pt.Fonts.Bold, 15, gw-24)))
				}
				l.goalSize = gs
			}
			gh := float64(l.goalLines)*pt.Em(l.goalSize)*1.25 + 10
			if in.modes {
				gh += 4 + pt.Em(13)*1.25 + 8
			}
			l.goal = render.Rect{X: l.right.X + 8, Y: y, W: gw, H: gh}
			y += gh + 8
		}
		// Cards in play, then the log, in the right column. The log keeps
		// the lines it has with no card in play (up to three): too short
		// a column for both, the cards give up their kind line (it moves
		// into the tooltip), and if that is still too much they shrink
		// into a strip in the log's title row (found at 200% with large
		// text: two cards left the log one line, then none).
		head := pt.Em(16)*1.25 + 12 // the log's title row, as logPanel has it
		// A large interface puts the roll choices over the log in one
		// row of labels at their size at 100% (choicesInColumn): the
		// cards leave room for it too, or the log kept one line of the
		// three it has with no card in play (played at 200% with large
		// text).
		strip := 0.0
		if l.compact {
			strip = pt.Em(15/(max(1, in.scale)*pt.Em(1)))*1.25 + 10 + 6
		}
		rows := func(h float64) int { return max(0, int((h-strip-head-8)/pt.Em(17))) }
		free := l.bar.Y - y
		want := min(3, rows(free))
		oneH := pt.Em(16)*1.25 + 12
		n := float64(in.cards)
		// fits: the cards, h tall each, leave the log its lines (and a
		// column too short for any keeps them inside it).
		fits := func(h float64) bool { return free-n*(h+6) >= 0 && rows(free-n*(h+6)) >= want }
		switch {
		case in.cards == 0 || fits(ch):
		case fits(oneH):
			l.cardsOneLine = true
			ch = oneH
		case rows(free-n*(oneH+6)+head-10) >= want:
			// One line each, the log giving up its title for them: a
			// strip cut two cards' names to "Nim…" and "Idol…" (played
			// at 200% with large text).
			l.cardsOneLine, l.logUntitled = true, true
			ch = oneH
		default:
			l.cardsStrip = true
		}
		if l.compact && in.cards > 0 {
			// The lines the log keeps, untitled, under the cards and the
			// roll choices, against those it keeps under the choices
			// alone (up to three): fewer, and the cards leave the column.
			bare := func(h float64) int { return max(0, int((h-strip-logBareHead-logBareFoot)/pt.Em(17))) }
			left := free - n*(ch+6)
			if l.cardsStrip {
				left = free - cardStripH(pt, in.scale)
			}
			if bare(left) < min(3, bare(free)) {
				l.cardsStrip, l.cardsInBar, l.cardsOneLine, l.logUntitled = true, true, false, false
			}
		}
		if l.cardsStrip && !l.cardsInBar {
			const gap = 6.0
			w := (l.right.W - 32 - gap*(n-1)) / n
			for i := 0; i < in.cards; i++ {
				l.cards = append(l.cards, render.Rect{X: l.right.X + 16 + float64(i)*(w+gap), Y: y + 5, W: w, H: cardStripH(pt, in.scale) - 10})
			}
		}
		for i := 0; i < in.cards && !l.cardsStrip; i++ {
			l.cards = append(l.cards, render.Rect{X: l.right.X + 8, Y: y, W: l.right.W - 16, H: ch})
			y += ch + 6
		}
		l.log = render.Rect{X: l.right.X + 8, Y: y, W: l.right.W - 16, H: max(0, l.bar.Y-y)}
	}

	// Playback controls sit in the bar's right end, under the right column
	// (or the band's cards).
	// Speed, Step and Next fill the column's width, as at the design size.
	k := min(1.5, (rw-28)/playbackDesign)
	by := l.bar.Y + (l.bar.H-l.btnH)/2
	bh := l.btnH
	if l.compact {
		by, bh = l.bar.Y+pad, l.bar.H-2*pad
	}
	x := W - rw + 14
	if l.cardsInBar {
		// The cards side by side over Speed, Step and Next, each name in
		// up to three lines at its size at 100% (cardNameLines: the
		// longest, "Unprepared for the Elements", needs them in half the
		// controls' width); the controls keep the rest of the bar.
		const gap = 6.0
		ch := 3*pt.Em(15/max(1, in.scale))*1.25 + 6
		n := float64(in.cards)
		w := (rw - 16 - gap*(n-1)) / n // the column's width under the log
		for i := 0; i < in.cards; i++ {
			l.cards = append(l.cards, render.Rect{X: W - rw + 8 + float64(i)*(w+gap), Y: l.bar.Y + 4, W: w, H: ch})
		}
		by = l.bar.Y + 4 + ch + 3
		bh = l.bar.Y + l.bar.H - 4 - by
	}
	l.speed = render.Rect{X: x, Y: by, W: 96 * k, H: bh}
	l.step = render.Rect{X: x + 104*k, Y: by, W: 70 * k, H: bh}
	l.next = render.Rect{X: x + 182*k, Y: by, W: 70 * k, H: bh}

	// The action buttons go under the board, left of the playback controls.
	l.actions = render.Rect{X: l.left.W + 8, Y: l.bar.Y + pad, W: W - rw - l.left.W - 16, H: l.bar.H - 2*pad}
	l.wide = render.Rect{X: 8, Y: l.actions.Y, W: W - rw - 16, H: l.actions.H}
	return l
}

// twoRowH is the height two rows of label-only buttons need in the bar.
func (l *hudLayout) twoRowH(pt *render.Painter) float64 {
	return 2*(pt.Em(15)*1.25+8) + 6 + 16
}

// toScreen converts a rect in HUD units to logical pixels.
func (l *hudLayout) toScreen(r render.Rect) render.Rect {
	k := l.scale
	return render.Rect{X: r.X * k, Y: r.Y * k, W: r.W * k, H: r.H * k}
}

// fromScreen converts a rect in logical pixels to HUD units.
func (l *hudLayout) fromScreen(r render.Rect) render.Rect {
	k := l.scale
	return render.Rect{X: r.X / k, Y: r.Y / k, W: r.W / k, H: r.H / k}
}

// hudContext is ctx as the HUD sees it (see hudLayout), with the layout for
// this frame. The board keeps working in ctx's logical pixels.
func (p *Play) hudContext(ctx *Context) *Context {
	u := uiScale(ctx)
	p.hc = zoomed(ctx, u, &p.hudPainter)
	cards := 0
	if consulOf(p.g).Challenge != "" {
		cards++
	}
	if consulOf(p.g).Plot != "" {
		cards++
	}
	p.loadChart()
	in := hudInput{W: p.hc.W, H: p.hc.H, scale: u, heroes: len(p.heroIDs()), cards: cards,
		chartSpaces: p.chart.spaces(), text: p.hudPainter.Em(1),
		boardW: p.g.Board.W, boardH: p.g.Board.H, goal: p.tut == nil}
	for _, m := range consulOf(p.g).Modes {
		in.modes = in.modes || m != ""
	}
	// The layout measures text: it is redone only when what it depends on
	// changes.
	if in != p.layIn || p.lay.scale == 0 {
		p.lay, p.layIn = computeHUD(in, &p.hudPainter), in
	}
	return &p.hc
}

// modal is ctx for a panel of w×h HUD units drawn over the play screen: at
// the HUD's size when it fits, else as large as fits. Its painter is kept
// in the Play so its caches last.
func (p *Play) modal(hc *Context, w, h float64) *Context {
	k := min(1, (hc.W-16)/w, (hc.H-16)/h)
	p.mc = zoomed(hc, k, &p.modalPainter)
	return &p.mc
}

// fitBoard shows the whole dungeon as large as the board area allows,
// turning its display a quarter when that fills the area better (a
// column of three tiles becomes a row), with its last row above the
// choices strip's place (hudLayout.stripH). The rules' squares never
// turn: the camera maps both ways.
//
// The goal line sits over the board's top-left corner when the log is in
// the band under the board (a strip of tiles: in the column layout it
// sits over the log). Of the turns that show the dungeon as large, the one
// leaving that corner empty is chosen, and a dungeon that leaves height
// spare (a strip) is moved down from under the line.
func (p *Play) fitBoard() {
	b := p.g.Board
	reserve := 0.0
	if p.lay.scale > 0 {
		reserve = p.lay.stripH * p.lay.scale
	}
	p.cam.Rot = 0
	if turned, _ := fitTurn(p.cam.View, reserve, b.W, b.H); turned {
		p.cam.Rot = render.QuarterTurn(b.H, b.Start)
	}
	fitAbove(&p.cam, b.W, b.H, reserve)
	if p.lay.scale <= 0 || p.hudPainter.Fonts == nil {
		return // no layout yet (the first frame lays it out and fits again)
	}
	goal, modes := p.objectiveRects(&p.hudPainter)
	if p.lay.goal.W > 0 {
		return // the goal is over the log, not the board
	}
	covers := []render.Rect{p.lay.toScreen(goal)}
	if modes.H > 0 {
		covers = append(covers, p.lay.toScreen(modes))
	}
	hidden, _ := squaresUnder(&p.cam, b, covers)
	for rot := 0; rot < 4 && hidden > 0; rot++ {
		c := p.cam
		c.Rot = rot
		fitAbove(&c, b.W, b.H, reserve)
		if c.Zoom < p.cam.Zoom*0.999 || (rot-p.cam.Rot)%2 != 0 && b.W != b.H {
			continue // smaller, or the zoom's limit hides that it does not fit
		}
		if h, _ := squaresUnder(&c, b, covers); h < hidden {
			p.cam, hidden = c, h
		}
	}
	if hidden == 0 {
		return
	}
	_, need := squaresUnder(&p.cam, b, covers)
	top, bottom := boardExtent(&p.cam, b)
	v := p.cam.View
	spare := min(v.Y+v.H-(bottom+render.BoardMargin*p.cam.Zoom), v.Y+v.H-reserve-bottom)
	if d := min(need, spare); d > 0 && top < bottom {
		p.cam.Pan(0, d)
	}
}

// fitAbove fits a w×h board in c's view at c's turn, its squares and the
// margin over them above reserve logical px kept clear at the view's foot
// (the margin under them may run into it).
func fitAbove(c *render.Camera, w, h int, reserve float64) {
	c.Fit(w, h)
	if reserve <= 0 {
		return
	}
	dh := float64(h)
	if c.Rot%2 == 1 {
		dh = float64(w)
	}
	if z := (c.View.H - reserve) / (dh + render.BoardMargin); z < c.Zoom {
		c.Zoom = max(render.MinZoom, z)
	}
	// Centred, the last row may reach into the reserve: lift the board as
	// far as its top margin allows.
	top := c.View.H/2 - dh*c.Zoom/2 - render.BoardMargin*c.Zoom // room over the margin
	over := c.View.H/2 + dh*c.Zoom/2 - (c.View.H - reserve)
	if lift := min(over, top); lift > 0 {
		c.Pan(0, -lift)
	}
}

// squaresUnder counts the dungeon's squares c shows under any of covers
// (logical px) and how far down the lowest cover reaches into them.
func squaresUnder(c *render.Camera, b *tiles.Map, covers []render.Rect) (n int, depth float64) {
	for _, pt := range b.Points() {
		if !b.IsSquare(pt) {
			continue
		}
		r := c.SquareRect(float64(pt.X), float64(pt.Y), 1)
		for _, cv := range covers {
			if r.X < cv.X+cv.W && cv.X < r.X+r.W && r.Y < cv.Y+cv.H && cv.Y < r.Y+r.H {
				n++
				depth = max(depth, cv.Y+cv.H-r.Y+2)
				break
			}
		}
	}
	return n, depth
}

// boardExtent is the top and bottom of the dungeon's squares on screen.
func boardExtent(c *render.Camera, b *tiles.Map) (top, bottom float64) {
	top, bottom = math.Inf(1), math.Inf(-1)
	for _, pt := range b.Points() {
		if b.IsSquare(pt) {
			r := c.SquareRect(float64(pt.X), float64(pt.Y), 1)
			top, bottom = min(top, r.Y), max(bottom, r.Y+r.H)
		}
	}
	return top, bottom
}

// partyZoom is the zoom the game opens at, centred on the party: models
// read well at 48 px a square. A dungeon shown as a long strip (three
// tiles in a row) opens no larger than its short side fits, so the strip
// is whole across (at 200% interface its first row would otherwise start
// hidden under the top bar); a squarer dungeon is panned as usual.
func (p *Play) partyZoom() float64 {
	c := p.cam
	c.Fit(p.g.Board.W, p.g.Board.H)
	b := p.g.Board
	dw, dh := float64(b.W), float64(b.H)
	if c.Rot%2 == 1 {
		dw, dh = dh, dw
	}
	const open = 46.0
	switch {
	case dw >= 2*dh:
		return max(c.Zoom, min(open, c.View.H/(dh+2*render.BoardMargin)))
	case dh >= 2*dw:
		return max(c.Zoom, min(open, c.View.W/(dw+2*render.BoardMargin)))
	}
	return max(c.Zoom, open)
}
