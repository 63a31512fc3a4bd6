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
	}
	return s
}

func (s *SettingsScreen) layout(ctx *Context) {
	const w, h, gap = 620.0, 50.0, 10.0
	x := (ctx.W - w) / 2
	for i := range s.rows {
		s.rows[i].rect = render.Rect{X: x, Y: 110 + float64(i)*(h+gap), W: w, H: h}
	}
	s.back = render.Rect{X: (ctx.W - 220) / 2, Y: ctx.H - 90, W: 220, H: 56}
}

// Update applies clicks and saves.
func (s *SettingsScreen) Update(ctx *Context) error {
	s.layout(ctx)
	in := &ctx.In
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
func (s *SettingsScreen) Draw(screen *ebiten.Image, ctx *Context) {
	s.layout(ctx)
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
		pt.Text(screen, r.label, pt.Fonts.Bold, 19, r.rect.X+18, r.rect.Y+13, render.AlignLeft, render.ColText)
		pt.Text(screen, r.value(ctx.Settings), pt.Fonts.Bold, 19, r.rect.X+r.rect.W-18, r.rect.Y+13, render.AlignRight, render.ColGold)
	}
	(&render.Button{Label: "Back", Rect: s.back, Hot: s.back.Contains(ctx.In.X, ctx.In.Y), FontSize: 20}).Draw(screen, pt)
	if s.message != "" {
		pt.Text(screen, s.message, pt.Fonts.Bold, 15, ctx.W/2, ctx.H-120, render.AlignCenter, render.ColRuby)
	}
	if s.hover != "" {
		pt.Tooltip(screen, s.hover, ctx.In.X, ctx.In.Y, ctx.W, ctx.H)
	}
}
