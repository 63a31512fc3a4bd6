package scene

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/render/sound"
)

// SettingsScreen lets the player change the settings; every change is
// saved at once.
type SettingsScreen struct {
	rows  []settingRow
	back  render.Rect
	hover string
	// focus is the row the arrow keys change (-1: none yet).
	focus int
	// k and cols are the layout in use; frozen is the row last clicked:
	// while the pointer stays near it, the layout does not change, so a
	// second click on its − or + lands on the same control even when the
	// click made the interface larger. away counts the ticks the pointer
	// has spent off it (see settleTicks).
	k       float64
	frozen  int
	away    int
	message string
	// The screen is drawn at the UI scale, or as large as still fits; pt is
	// the painter at that size (kept so its caches last) and view the
	// screen as it sees it.
	pt   render.Painter
	view Context
	// big measures text at the largest text size: measured at the current
	// size and scaled up, "Ask before ending early" came out 6 units
	// short, and was cut when the text size went up under the pointer.
	big  render.Painter
	cols int
	// returnTo is where Back and Esc go: the title when nil, else the
	// game whose pause menu opened the settings.
	returnTo Scene
}

// settingRow is one line of the screen: a label, the current value, and
// what its − (up false) and + (up true) do. An on/off row has on: + turns
// it on, − off, and a click on the row's label flips it. ends says why −
// (ends[0]) or + (ends[1]) does nothing at the end of the range: the
// button is then dimmed and its hover says so.
type settingRow struct {
	label       string
	tip         string
	ends        [2]string
	value       func(s *Settings) string
	click       func(s *Settings, up bool)
	on          func(s *Settings) bool
	rect        render.Rect
	minus, plus render.Rect
}

// NewSettingsScreen builds the screen.
func NewSettingsScreen() *SettingsScreen {
	vol := func(v *float64) func(*Settings, bool) {
		return func(_ *Settings, up bool) {
			if up {
				*v = min(1, *v+0.1)
			} else {
				*v = max(0, *v-0.1)
			}
		}
	}
	pct := func(v float64) string { return fmt.Sprintf("%d%%", int(v*100+0.5)) }
	onOff := func(b bool) string {
		if b {
			return "on"
		}
		return "off"
	}
	s := &SettingsScreen{focus: -1, frozen: -1}
	toggle := func(label, tip string, v func(*Settings) *bool) settingRow {
		return settingRow{label: label, tip: tip, ends: [2]string{"Already off", "Already on"},
			value: func(st *Settings) string { return onOff(*v(st)) },
			click: func(st *Settings, up bool) { *v(st) = up },
			on:    func(st *Settings) bool { return *v(st) }}
	}
	s.rows = []settingRow{
		{label: "Music volume", tip: "− turns it down, + turns it up (or ← and →)", ends: [2]string{"Already silent", "Already at full volume"},
			value: func(st *Settings) string { return pct(st.MusicVolume) },
			click: func(st *Settings, up bool) { vol(&st.MusicVolume)(st, up) }},
		{label: "Effects volume", tip: "− turns it down, + turns it up (or ← and →)", ends: [2]string{"Already silent", "Already at full volume"},
			value: func(st *Settings) string { return pct(st.EffectsVolume) },
			click: func(st *Settings, up bool) { vol(&st.EffectsVolume)(st, up) }},
		{label: "Sound", tip: "Mute everything, or turn the sound back on", ends: [2]string{"Already muted", "Already on"},
			value: func(st *Settings) string {
				if st.Muted {
					return "muted"
				}
				return "on"
			},
			click: func(st *Settings, up bool) { st.Muted = !up },
			on:    func(st *Settings) bool { return !st.Muted }},
		{label: "Consul speed", tip: "How fast the Consul's turn plays back (in a game, at once)", ends: [2]string{"Already the slowest", "Already the fastest"},
			value: func(st *Settings) string { return speedLabel(st.ConsulSpeed) },
			click: func(st *Settings, up bool) {
				i := 0
				for j, v := range speeds {
					if v == st.ConsulSpeed {
						i = j
					}
				}
				if up {
					i = min(len(speeds)-1, i+1)
				} else {
					i = max(0, i-1)
				}
				st.ConsulSpeed = speeds[i]
			}},
		toggle("Colour-blind help", "Adds letters and shapes to everything told apart by colour",
			func(st *Settings) *bool { return &st.ColourBlind }),
		toggle("Reduced motion", "Shorter animations, no bobbing or pulsing",
			func(st *Settings) *bool { return &st.ReducedMotion }),
		toggle("Fullscreen", "Fill the screen", func(st *Settings) *bool { return &st.Fullscreen }),
		toggle("Ask before ending early", "Ask before ending a Hero's activation with points still to spend",
			func(st *Settings) *bool { return &st.ConfirmEnd }),
		{label: "Interface size", tip: "Bigger panels, buttons and text; the board gets less of the screen", ends: [2]string{"Already the smallest", "Already the largest"},
			value: func(st *Settings) string { return fmt.Sprintf("%d%%", st.UIScale) },
			click: func(st *Settings, up bool) {
				step := uiScaleStep
				if !up {
					step = -step
				}
				// Snap to the steps, so a hand-edited 130 moves to 150 or 125.
				v := (st.UIScale + step) / uiScaleStep * uiScaleStep
				if !up && st.UIScale%uiScaleStep != 0 {
					v = st.UIScale / uiScaleStep * uiScaleStep
				}
				st.UIScale = min(maxUIScale, max(minUIScale, v))
			}},
		{label: "Text size", tip: "Larger text everywhere", ends: [2]string{"Already the smallest", "Already the largest"},
			value: func(st *Settings) string { return textSizeLabel(st.TextSize) },
			click: func(st *Settings, up bool) {
				i := 0
				for j, t := range textSizes {
					if t.name == st.TextSize {
						i = j
					}
				}
				if up {
					i = min(len(textSizes)-1, i+1)
				} else {
					i = max(0, i-1)
				}
				st.TextSize = textSizes[i].name
			}},
	}
	return s
}

// Settings screen metrics in its own units (before the UI scale).
const (
	setRowW   = 620.0
	setRowGap = 6.0
	setTop    = 84.0
	setBackW  = 220.0
	setBackH  = 56.0
	setFont   = 19.0
	setTitleY = 32.0
	setTitle  = 40.0
	// setPadL is the room left of a row's label; setMargin the room
	// between the columns and at the screen's sides (at 20 the roomier
	// rows made two columns too wide for 100%).
	setPadL   = 14.0
	setMargin = 12.0
)

// settleTicks is how long the pointer must stay away from the row it last
// clicked before a new interface size is laid out (at 60 ticks a second).
// Leaving the row at once was not enough: a hand that strayed a few pixels
// off the thin row between two quick clicks on + moved every button, and
// the second click landed on the row's edge (played at 100% to 125%).
const settleTicks = 45

// worstText is how much larger the largest text size draws than the
// current one: rows are sized for it, so changing the text size never
// moves a row.
func worstText(pt *render.Painter) float64 {
	ts := pt.TextScale
	if ts <= 0 {
		ts = 1
	}
	return textSizes[len(textSizes)-1].factor / ts
}

func (s *SettingsScreen) rowH(pt *render.Painter) float64 {
	return max(44, pt.Em(setFont)*worstText(pt)+16)
}

// setGaps are the room, at the largest text, between a row's label and its
// −, and on each side of the value between − and +: at 200% with extra
// large text 12 units looked cramped ("Ask before ending early" ran into
// its −, "Extra large" touched its +).
func setGaps(pt *render.Painter) (label, value float64) {
	em := pt.Em(setFont) * worstText(pt)
	return em * 0.9, em * 0.4
}

// setRowsTop is where the first row starts: under the title at the largest
// text, its descenders clear of the row.
func setRowsTop(pt *render.Painter) float64 {
	return max(setTop, setTitleY+pt.Em(setTitle)*worstText(pt)*1.25+pt.Em(setFont)*worstText(pt)*0.6)
}

// settle ends the freeze on the row last clicked once the pointer has been
// away from it (beyond half a row) for settleTicks, and never while the
// button is held. Called once a tick, from Update.
func (s *SettingsScreen) settle(ctx *Context) {
	if s.frozen < 0 || s.k <= 0 {
		return
	}
	r := s.rows[s.frozen].rect
	m := r.H / 2
	near := render.Rect{X: r.X - m, Y: r.Y - m, W: r.W + 2*m, H: r.H + 2*m}
	switch {
	case near.Contains(ctx.In.X/s.k, ctx.In.Y/s.k) || ctx.In.Down:
		s.away = 0
	case s.away < settleTicks:
		s.away++
	default:
		s.frozen, s.away = -1, 0
	}
}

// layout picks the screen's size and columns: the player's UI scale when
// everything fits at it, else the largest size that fits, in one column or
// two, whichever is larger. Rows are sized for the largest text, so the
// text size setting never moves them; and while the row last clicked is
// frozen (see settle), nothing moves at all.
func (s *SettingsScreen) layout(ctx *Context) {
	if s.frozen >= 0 && s.k > 0 {
		s.view = zoomed(ctx, s.k, &s.pt)
		return
	}
	u := uiScale(ctx)
	pt := ctx.Painter
	wt := worstText(pt)
	rh := s.rowH(pt)
	top := setRowsTop(pt)
	lgap, vgap := setGaps(pt)
	bs := rh - 12 // the − and + buttons are squares
	// A row holds its label, the widest value and the two buttons, at the
	// largest text size, with room between them.
	s.big.Fonts, s.big.Scale, s.big.TextScale = pt.Fonts, pt.Scale, textSizes[len(textSizes)-1].factor
	textW, valW := 0.0, 0.0
	for _, r := range s.rows {
		textW = max(textW, s.big.TextWidth(r.label, pt.Fonts.Bold, setFont))
	}
	for _, v := range []string{"Extra large", "Instant", "muted", "100%"} {
		valW = max(valW, s.big.TextWidth(v, pt.Fonts.Bold, setFont))
	}
	valW += 2 * vgap
	textW += setPadL + lgap + 2*bs + valW + 6
	rowW := func(cols int) float64 {
		if cols == 1 {
			return max(setRowW, textW)
		}
		return max(420, textW)
	}
	need := func(cols int) (w, h float64) {
		rows := (len(s.rows) + cols - 1) / cols
		// The hint line over Back counted too: at 200% with large text it
		// ran into the last row.
		return float64(cols)*(rowW(cols)+setMargin) + setMargin, top + float64(rows)*(rh+setRowGap) + 16 + pt.Em(15)*wt*1.3 + 6 + setBackH + 24
	}
	fit := func(cols int) float64 {
		w, h := need(cols)
		return min(u, ctx.W/w, ctx.H/h)
	}
	s.cols = 1
	k := fit(1)
	if k < u {
		if k2 := fit(2); k2 > k {
			s.cols, k = 2, k2
		}
	}
	s.k = k
	s.view = zoomed(ctx, k, &s.pt)
	v := &s.view
	rows := (len(s.rows) + s.cols - 1) / s.cols
	w := rowW(s.cols)
	x0 := (v.W - float64(s.cols)*(w+setMargin) + setMargin) / 2
	for i := range s.rows {
		col, row := i/rows, i%rows
		r := render.Rect{X: x0 + float64(col)*(w+setMargin), Y: top + float64(row)*(rh+setRowGap), W: w, H: rh}
		s.rows[i].rect = r
		s.rows[i].plus = render.Rect{X: r.X + r.W - 6 - bs, Y: r.Y + 6, W: bs, H: bs}
		s.rows[i].minus = render.Rect{X: s.rows[i].plus.X - valW - bs, Y: r.Y + 6, W: bs, H: bs}
	}
	s.back = render.Rect{X: (v.W - setBackW) / 2, Y: v.H - setBackH - 24, W: setBackW, H: setBackH}
}

// labelRoom is how wide the row's label may draw before it is cut short:
// into half the gap before the −, as text drawn at the largest size runs a
// little wider than the size it was measured at times the factor (played
// at 200%: "Ask before ending early" lost its end when the text size
// went up under the pointer).
func (r *settingRow) labelRoom(pt *render.Painter) float64 {
	lgap, _ := setGaps(pt)
	return r.minus.X - lgap/2 - r.rect.X - setPadL
}

// stuck is why the row's + (up) or − cannot act now (it would change
// nothing: the end of a range, a toggle already that way), or "".
func (r *settingRow) stuck(st *Settings, up bool) string {
	try := *st
	r.click(&try, up)
	if try != *st {
		return ""
	}
	if up {
		return r.ends[1]
	}
	return r.ends[0]
}

// change applies a change to row i and saves it; a change that cannot act
// does nothing, not even the click's sound.
func (s *SettingsScreen) change(ctx *Context, i int, up bool) {
	if s.rows[i].stuck(ctx.Settings, up) != "" {
		return
	}
	s.rows[i].click(ctx.Settings, up)
	ctx.play(sound.UIClick)
	s.message = ""
	if err := ctx.saveSettings(); err != nil {
		s.message = err.Error()
	}
}

// Update applies clicks and keys and saves.
func (s *SettingsScreen) Update(ctx *Context) error {
	s.settle(ctx)
	s.layout(ctx)
	in := &s.view.In
	s.hover = ""
	for i := range s.rows {
		r := &s.rows[i]
		if !r.rect.Contains(in.X, in.Y) {
			continue
		}
		s.hover = r.tip
		if why := r.stuck(ctx.Settings, true); why != "" && r.plus.Contains(in.X, in.Y) {
			s.hover = why
		}
		if why := r.stuck(ctx.Settings, false); why != "" && r.minus.Contains(in.X, in.Y) {
			s.hover = why
		}
		if !in.Clicked {
			continue
		}
		s.focus = i
		switch {
		case r.plus.Contains(in.X, in.Y):
			s.change(ctx, i, true)
		case r.minus.Contains(in.X, in.Y):
			s.change(ctx, i, false)
		case r.on != nil:
			s.change(ctx, i, !r.on(ctx.Settings))
		}
		s.frozen, s.away = i, 0
	}
	s.keys(ctx)
	if (in.Clicked && s.back.Contains(in.X, in.Y)) || ctx.In.KeyPressed(ebiten.KeyEscape) {
		if s.returnTo != nil {
			ctx.Goto(s.returnTo)
		} else {
			ctx.Goto(NewTitle())
		}
	}
	return nil
}

// keys: up and down pick a row, left and right (or − and +) change it,
// Enter or Space flips an on/off row.
func (s *SettingsScreen) keys(ctx *Context) {
	in := &ctx.In
	n := len(s.rows)
	switch {
	case in.KeyPressed(ebiten.KeyArrowDown) || in.KeyPressed(ebiten.KeyTab):
		s.focus = (s.focus + 1) % n
	case in.KeyPressed(ebiten.KeyArrowUp):
		s.focus = (s.focus - 1 + n) % n
	case s.focus < 0:
	case in.KeyPressed(ebiten.KeyArrowRight) || in.KeyPressed(ebiten.KeyEqual) || in.KeyPressed(ebiten.KeyKPAdd):
		s.change(ctx, s.focus, true)
	case in.KeyPressed(ebiten.KeyArrowLeft) || in.KeyPressed(ebiten.KeyMinus) || in.KeyPressed(ebiten.KeyKPSubtract):
		s.change(ctx, s.focus, false)
	case (in.KeyPressed(ebiten.KeyEnter) || in.KeyPressed(ebiten.KeySpace)) && s.rows[s.focus].on != nil:
		s.change(ctx, s.focus, !s.rows[s.focus].on(ctx.Settings))
	}
}

// Draw paints the settings.
func (s *SettingsScreen) Draw(screen *ebiten.Image, outer *Context) {
	s.layout(outer)
	ctx := &s.view
	pt := ctx.Painter
	screen.Fill(render.ColBackground)
	pt.OutlinedText(screen, "Settings", pt.Fonts.Bold, setTitle, ctx.W/2, setTitleY, 3, render.ColGold, render.ColOutline)
	_, vgap := setGaps(pt)
	for i, r := range s.rows {
		hot := r.rect.Contains(ctx.In.X, ctx.In.Y)
		edge := render.ColPanelEdge
		if hot || i == s.focus {
			edge = render.ColGold
		}
		pt.Panel(screen, r.rect, render.ColPanel, edge)
		ty := r.rect.Y + (r.rect.H-pt.Em(setFont)*1.25)/2
		value := r.value(ctx.Settings)
		label := pt.Ellipsize(r.label, pt.Fonts.Bold, setFont, r.labelRoom(pt))
		pt.Text(screen, label, pt.Fonts.Bold, setFont, r.rect.X+setPadL, ty, render.AlignLeft, render.ColText)
		mid := (r.minus.X + r.minus.W + r.plus.X) / 2
		vs := pt.FitSize(value, pt.Fonts.Bold, setFont, setFont*0.6, r.plus.X-r.minus.X-r.minus.W-2*vgap)
		pt.Text(screen, value, pt.Fonts.Bold, vs, mid, r.rect.Y+(r.rect.H-pt.Em(vs)*1.25)/2, render.AlignCenter, render.ColGold)
		for _, b := range []render.Button{
			{Label: "−", Rect: r.minus, Disabled: r.stuck(ctx.Settings, false)},
			{Label: "+", Rect: r.plus, Disabled: r.stuck(ctx.Settings, true)},
		} {
			b.Hot, b.FontSize = b.Rect.Contains(ctx.In.X, ctx.In.Y), 22
			b.Draw(screen, pt)
		}
	}
	(&render.Button{Label: "Back", Rect: s.back, Hot: s.back.Contains(ctx.In.X, ctx.In.Y), FontSize: 20}).Draw(screen, pt)
	// The message, or what the hovered row does, on one line above Back:
	// a tooltip at the pointer would cover the rows below it.
	line, col := s.hover, render.ColTextDim
	if s.message != "" {
		line, col = s.message, render.ColRuby
	}
	if line != "" {
		size := pt.FitSize(line, pt.Fonts.Bold, 15, 11, ctx.W-32)
		msg := pt.Ellipsize(line, pt.Fonts.Bold, size, ctx.W-32)
		pt.Text(screen, msg, pt.Fonts.Bold, size, ctx.W/2, s.back.Y-pt.Em(15)*1.3-6, render.AlignCenter, col)
	}
}
