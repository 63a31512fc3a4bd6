package scene

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/render"
)

// SettingsScreen lets the player change the settings; every change is
// saved at once.
type SettingsScreen struct {
	rows    []settingRow
	back    render.Rect
	hover   string
	message string
	// The screen is drawn at the UI scale, or as large as still fits; pt is
	// the painter at that size (kept so its caches last) and view the
	// screen as it sees it.
	pt   render.Painter
	view Context
	cols int
}

// settingRow is one line of the screen: a label, the current value, and
// what a click (left half: down, right half: up, for sliders) does.
type settingRow struct {
	label string
	tip   string
	value func(s *Settings) string
	click func(s *Settings, up bool)
	rect  render.Rect
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
	s := &SettingsScreen{}
	s.rows = []settingRow{
		{label: "Music volume", tip: "Click the right half to turn it up, the left half to turn it down",
			value: func(st *Settings) string { return pct(st.MusicVolume) },
			click: func(st *Settings, up bool) { vol(&st.MusicVolume)(st, up) }},
		{label: "Effects volume", tip: "Click the right half to turn it up, the left half to turn it down",
			value: func(st *Settings) string { return pct(st.EffectsVolume) },
			click: func(st *Settings, up bool) { vol(&st.EffectsVolume)(st, up) }},
		{label: "Sound", tip: "Mute everything",
			value: func(st *Settings) string {
				if st.Muted {
					return "muted"
				}
				return "on"
			},
			click: func(st *Settings, _ bool) { st.Muted = !st.Muted }},
		{label: "Consul speed", tip: "How fast the Consul's turn plays back when a game starts",
			value: func(st *Settings) string { return speedLabel(st.ConsulSpeed) },
			click: func(st *Settings, _ bool) {
				for i, v := range speeds {
					if v == st.ConsulSpeed {
						st.ConsulSpeed = speeds[(i+1)%len(speeds)]
						return
					}
				}
				st.ConsulSpeed = speeds[0]
			}},
		{label: "Colour-blind help", tip: "Adds letters and shapes to everything told apart by colour",
			value: func(st *Settings) string { return onOff(st.ColourBlind) },
			click: func(st *Settings, _ bool) { st.ColourBlind = !st.ColourBlind }},
		{label: "Reduced motion", tip: "Shorter animations, no bobbing or pulsing",
			value: func(st *Settings) string { return onOff(st.ReducedMotion) },
			click: func(st *Settings, _ bool) { st.ReducedMotion = !st.ReducedMotion }},
		{label: "Fullscreen", tip: "Fill the screen",
			value: func(st *Settings) string { return onOff(st.Fullscreen) },
			click: func(st *Settings, _ bool) { st.Fullscreen = !st.Fullscreen }},
		{label: "Confirm ending an activation", tip: "Ask before ending a Hero's activation with points still to spend",
			value: func(st *Settings) string { return onOff(st.ConfirmEnd) },
			click: func(st *Settings, _ bool) { st.ConfirmEnd = !st.ConfirmEnd }},
		{label: "Interface size", tip: "Bigger panels, buttons and text; the board gets less of the screen. Click the right half for bigger, the left half for smaller",
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
		{label: "Text size", tip: "Larger text everywhere. Click the right half for larger, the left half for smaller",
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
	setRowGap = 8.0
	setTop    = 84.0
	setBackW  = 220.0
	setBackH  = 56.0
)

func (s *SettingsScreen) rowH(pt *render.Painter) float64 { return max(44, pt.Em(19)+24) }

// layout picks the screen's size and columns: the player's UI scale when
// everything fits at it, else the largest size that fits, in one column or
// two, whichever is larger. Rows grow with the text size.
func (s *SettingsScreen) layout(ctx *Context) {
	u := uiScale(ctx)
	pt := ctx.Painter
	rh := s.rowH(pt)
	top := max(setTop, pt.Em(40)*1.25+30)
	// A row must hold its label and the widest value beside it.
	textW := 0.0
	for _, r := range s.rows {
		textW = max(textW, pt.TextWidth(r.label, pt.Fonts.Bold, 19))
	}
	textW += pt.TextWidth("Extra large", pt.Fonts.Bold, 19) + 70
	rowW := func(cols int) float64 {
		if cols == 1 {
			return max(setRowW, textW)
		}
		return max(420, textW)
	}
	need := func(cols int) (w, h float64) {
		rows := (len(s.rows) + cols - 1) / cols
		return float64(cols)*(rowW(cols)+20) + 20, top + float64(rows)*(rh+setRowGap) + 16 + setBackH + 24
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
	s.view = zoomed(ctx, k, &s.pt)
	v := &s.view
	rows := (len(s.rows) + s.cols - 1) / s.cols
	w := rowW(s.cols)
	x0 := (v.W - float64(s.cols)*(w+20) + 20) / 2
	for i := range s.rows {
		col, row := i/rows, i%rows
		s.rows[i].rect = render.Rect{X: x0 + float64(col)*(w+20), Y: top + float64(row)*(rh+setRowGap), W: w, H: rh}
	}
	s.back = render.Rect{X: (v.W - setBackW) / 2, Y: v.H - setBackH - 24, W: setBackW, H: setBackH}
}

// Update applies clicks and saves.
func (s *SettingsScreen) Update(ctx *Context) error {
	s.layout(ctx)
	in := &s.view.In
	s.hover = ""
	for i := range s.rows {
		r := &s.rows[i]
		if !r.rect.Contains(in.X, in.Y) {
			continue
		}
		s.hover = r.tip
		if in.Clicked {
			r.click(ctx.Settings, in.X > r.rect.X+r.rect.W/2)
			s.message = ""
			if err := ctx.saveSettings(); err != nil {
				s.message = err.Error()
			}
		}
	}
	if (in.Clicked && s.back.Contains(in.X, in.Y)) || in.KeyPressed(ebiten.KeyEscape) {
		ctx.Goto(NewTitle())
	}
	return nil
}

// Draw paints the settings.
func (s *SettingsScreen) Draw(screen *ebiten.Image, outer *Context) {
	s.layout(outer)
	ctx := &s.view
	pt := ctx.Painter
	screen.Fill(render.ColBackground)
	pt.OutlinedText(screen, "Settings", pt.Fonts.Bold, 40, ctx.W/2, 32, 3, render.ColGold, render.ColOutline)
	for _, r := range s.rows {
		hot := r.rect.Contains(ctx.In.X, ctx.In.Y)
		edge := render.ColPanelEdge
		if hot {
			edge = render.ColGold
		}
		pt.Panel(screen, r.rect, render.ColPanel, edge)
		ty := r.rect.Y + (r.rect.H-pt.Em(19)*1.25)/2
		value := r.value(ctx.Settings)
		vw := pt.TextWidth(value, pt.Fonts.Bold, 19)
		label := pt.Ellipsize(r.label, pt.Fonts.Bold, 19, r.rect.W-vw-54)
		pt.Text(screen, label, pt.Fonts.Bold, 19, r.rect.X+18, ty, render.AlignLeft, render.ColText)
		pt.Text(screen, value, pt.Fonts.Bold, 19, r.rect.X+r.rect.W-18, ty, render.AlignRight, render.ColGold)
	}
	(&render.Button{Label: "Back", Rect: s.back, Hot: s.back.Contains(ctx.In.X, ctx.In.Y), FontSize: 20}).Draw(screen, pt)
	if s.message != "" {
		msg := pt.Ellipsize(s.message, pt.Fonts.Bold, 15, ctx.W-32)
		pt.Text(screen, msg, pt.Fonts.Bold, 15, ctx.W/2, s.back.Y-pt.Em(15)*1.3-6, render.AlignCenter, render.ColRuby)
	}
	if s.hover != "" {
		pt.Tooltip(screen, s.hover, ctx.In.X, ctx.In.Y, ctx.W, ctx.H)
	}
}
