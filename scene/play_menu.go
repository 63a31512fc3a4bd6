package scene

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/render/sound"
)

// The pause menu: Esc (once nothing is armed) or the Menu button opens it.
// While it is open the game stands still: no playback, no Consul steps, no
// clicks reach the board. Settings opens the settings screen and comes back
// here, so what changed applies to this game at once.

// menuState is what the pause menu shows.
type menuState struct {
	open bool
	// page is "" for the buttons, "rules" for the short rules.
	page string
	btns []*actionButton
	// speedWas is the Consul speed setting when Settings was opened: a
	// change there changes this game's speed too.
	speedWas int
}

// menuW is the menu panel's width at the design size.
const menuW = 440.0

// rulesHelp is the rules in a minute, for a player who sat down mid-game.
var rulesHelp = []string{
	"Goal: destroy every spawning point, then beat the dungeon boss who comes out.",
	"Heroes' turn: click a Hero (or its card) to activate it. It moves with its movement points (MP) and acts with its action points (AP), then you press End.",
	"Attack: choose an attack in the bar at the bottom, then click an enemy lit in red. The tooltip shows the chance to wound before you click.",
	"Consul's turn: the monsters move, spawn and attack by themselves. The track at the top counts towards the mini-boss and the boss.",
	"Loot: destroyed monsters may drop hearts, potions and loot; a Hero next to a chest can open it for treasure.",
	"Power-up: between turns, wear treasure in a Hero's crystal slots, and bring fallen Heroes back with Princess Coins.",
}

// menuBlocks reports whether the menu takes this tick's input; it also
// turns Esc into "put the armed action down" first and "open the menu"
// second, so Esc never throws away an aim and a menu at once.
func (p *Play) menuBlocks(ctx, hc *Context) bool {
	if p.attract || p.exitPrompt {
		return false
	}
	in := &ctx.In
	esc := in.KeyPressed(ebiten.KeyEscape)
	if !p.menu.open {
		if !esc {
			return false
		}
		switch {
		case p.helpOpen:
			p.helpOpen = false
		case p.armed.name != "" || p.shareOpen || p.moreOpen:
			p.armed = armedAction{}
			p.shareOpen, p.moreOpen = false, false
			p.barVersion = 0
		default:
			p.openMenu()
			p.layoutMenu(hc)
		}
		return true
	}
	if ctx.Kiosk {
		// A booth game left paused still goes back to the title.
		if in.Activity {
			p.idle = 0
		} else if p.idle++; p.idle > kioskIdleTicks {
			p.menu.open = false
			ctx.Goto(NewTitle())
			return true
		}
	}
	if p.menu.speedWas != 0 && ctx.Settings != nil {
		if ctx.Settings.ConsulSpeed != p.menu.speedWas {
			p.speed = ctx.Settings.ConsulSpeed
		}
		p.menu.speedWas = 0
	}
	mc := p.layoutMenu(hc)
	if esc {
		if p.menu.page != "" {
			p.menu.page = ""
		} else {
			p.menu.open = false
		}
		return true
	}
	if !in.Clicked {
		return true
	}
	if p.menu.page != "" {
		p.menu.page = "" // a click anywhere goes back to the buttons
		return true
	}
	for _, b := range p.menu.btns {
		if b.rect.Contains(mc.In.X, mc.In.Y) {
			p.sfx(sound.UIClick)
			b.onClick()
			if p.gotoScene != nil {
				ctx.Goto(p.gotoScene)
				p.gotoScene = nil
			}
			break
		}
	}
	return true
}

// openMenu opens the pause menu on its buttons.
func (p *Play) openMenu() {
	p.menu.open, p.menu.page = true, ""
	p.hoverBtn = nil
}

// menuItem is one of the pause menu's buttons.
type menuItem struct {
	label string
	do    func()
}

// menuItems are the menu's buttons for this game (kiosk or not, recorded
// or not); ctx is the one whose Settings, Kiosk and Quit they use.
func (p *Play) menuItems(ctx *Context) []menuItem {
	type item = menuItem
	items := []item{
		{"Resume", func() { p.menu.open = false }},
		{"Settings", func() {
			if ctx.Settings != nil {
				p.menu.speedWas = ctx.Settings.ConsulSpeed
			}
			s := NewSettingsScreen()
			s.returnTo = p
			p.gotoScene = s
		}},
		{"How to play", func() { p.menu.page = "rules" }},
	}
	if p.sess != nil && p.cursor == nil {
		items = append(items, item{"Save a replay file", func() { p.exportReplay(); p.menu.open = false }})
	}
	quitTitle := "Quit to title"
	if p.store != nil && p.sess != nil && p.cursor == nil {
		// The game is saved after every command already; saying so is
		// what lets a player leave without worry.
		quitTitle = "Save and quit to title"
	}
	items = append(items, item{quitTitle, func() { p.saveOnLeaving(); p.gotoScene = NewTitle() }})
	if !ctx.Kiosk {
		items = append(items, item{"Quit the game", func() { p.saveOnLeaving(); ctx.Quit() }})
	}
	return items
}

// layoutMenu places the menu's buttons and returns the menu's context.
func (p *Play) layoutMenu(ctx *Context) *Context {
	items := p.menuItems(ctx)
	mc, r := p.menuModal(ctx, len(items))
	pt := mc.Painter
	bh := menuButtonH(pt)
	y := r.Y + menuHead(pt)
	if len(p.menu.btns) != len(items) {
		p.menu.btns = make([]*actionButton, len(items))
		for i := range p.menu.btns {
			p.menu.btns[i] = &actionButton{}
		}
	}
	for i, it := range items {
		b := p.menu.btns[i]
		b.label, b.onClick = it.label, it.do
		b.rect = render.Rect{X: r.X + 30, Y: y, W: r.W - 60, H: bh}
		y += bh + 12
	}
	return mc
}

func menuButtonH(pt *render.Painter) float64 { return max(52, pt.Em(20)*1.25+24) }
func menuHead(pt *render.Painter) float64    { return pt.Em(34)*1.25 + 40 }

// menuModal is the menu's context and panel: menuW wide at the design
// size, taller with larger text, and shown smaller when it would not fit.
func (p *Play) menuModal(hc *Context, items int) (*Context, render.Rect) {
	w, h := pausePanelSize(hc.Painter, p.menu.page == "rules", p.rulesHelp(), items)
	mc := p.modal(hc, w, h)
	return mc, render.Rect{X: mc.W/2 - w/2, Y: mc.H/2 - h/2, W: w, H: h}
}

// pausePanelSize is a pause menu's panel at the design size: its buttons,
// or its page of help lines, taller with larger text. The Legends
// adventure's menu is the same panel (legends_pause.go).
func pausePanelSize(pt *render.Painter, rules bool, help []string, items int) (w, h float64) {
	if rules {
		w = 720
		lines := 0
		for _, s := range help {
			lines += len(pt.Wrap(s, pt.Fonts.Regular, 17, w-60))
		}
		return w, menuHead(pt) + float64(lines)*pt.Em(17)*1.35 + float64(len(help))*8 + pt.Em(14)*1.25 + 40
	}
	w = max(menuW, pt.TextWidth("Save and quit to title", pt.Fonts.Bold, 20)+100)
	return w, menuHead(pt) + float64(items)*(menuButtonH(pt)+12) + 18
}

// drawMenu paints the pause menu over a dimmed game.
func (p *Play) drawMenu(screen *ebiten.Image, hc *Context) {
	if !p.menu.open {
		return
	}
	hc.Painter.Rect(screen, render.Rect{X: 0, Y: 0, W: hc.W, H: hc.H}, color.NRGBA{0x08, 0x06, 0x10, 0xb8})
	mc := p.layoutMenu(hc)
	_, r := p.menuModal(hc, len(p.menu.btns))
	drawPausePanel(screen, mc, r, p.menu.page == "rules", p.rulesHelp(), "Click or press Esc to go back · H shows every key",
		len(p.menu.btns), func(i int) (string, render.Rect) { return p.menu.btns[i].label, p.menu.btns[i].rect })
}

// drawPausePanel paints a pause menu's panel in its context mc: the page
// of help lines with its footer, or the n buttons button(i) names.
func drawPausePanel(screen *ebiten.Image, mc *Context, r render.Rect, rules bool, help []string, footer string, n int, button func(i int) (string, render.Rect)) {
	pt := mc.Painter
	pt.Panel(screen, r, render.ColPanel, render.ColGold)
	if rules {
		pt.OutlinedText(screen, "How to play", pt.Fonts.Bold, 34, r.X+r.W/2, r.Y+20, 3, render.ColGold, render.ColOutline)
		y := r.Y + menuHead(pt)
		for _, s := range help {
			for _, l := range pt.Wrap(s, pt.Fonts.Regular, 17, r.W-60) {
				pt.Text(screen, l, pt.Fonts.Regular, 17, r.X+30, y, render.AlignLeft, render.ColText)
				y += pt.Em(17) * 1.35
			}
			y += 8
		}
		pt.Text(screen, footer, pt.Fonts.Regular, 14, r.X+r.W/2, r.Y+r.H-20-pt.Em(14)*1.25, render.AlignCenter, render.ColTextDim)
		return
	}
	pt.OutlinedText(screen, "Paused", pt.Fonts.Bold, 34, r.X+r.W/2, r.Y+20, 3, render.ColGold, render.ColOutline)
	for i := 0; i < n; i++ {
		label, br := button(i)
		(&render.Button{Label: label, Rect: br, Hot: br.Contains(mc.In.X, mc.In.Y), FontSize: 20}).Draw(screen, pt)
	}
}
