package scene

import (
	"encoding/json"
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/render/sound"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
)

// The Explore game's HUD: its own Mighty Monster Chart on the top bar,
// monster profiles in the hover help, the game-over words for the side at
// the screen, and the hot-seat hand-over panel.

// loadChart sets the top bar's chart: Explore's side of the chart in an
// Explore game, else the Arcade chart.
func (p *Play) loadChart() {
	if p.clState() != nil {
		p.chart.cl = p.g // classic_gauges.go
		return
	}
	if s := p.exState(); s != nil {
		p.chart.ex, p.chart.exG = s.Chart(), p.g
		return
	}
	p.chart.load(consulOf(p.g).Chart)
}

// drawExplore paints the Explore chart: one box per space, bonuses
// starred, the mini-boss and boss spaces red, the boss's token on its
// space (red once it is in the dungeon).
func (c *chartTrack) drawExplore(screen *ebiten.Image, pt *render.Painter, g *rules.Game) {
	s := explore.StateOf(g)
	if s == nil {
		return
	}
	if s.Rude != nil {
		c.drawRudeStrip(screen, pt, g) // explore_rude.go
		return
	}
	for i, r := range c.rects {
		if i >= len(c.ex) {
			break
		}
		sp := c.ex[i]
		fill := colSpace
		if i < s.Space {
			fill = colSpacePast
		}
		if sp.Boss || sp.MiniBoss {
			fill = colSpaceBoss
		}
		edge := render.ColPanelEdge
		if i == s.Space {
			edge = render.ColGold
		}
		pt.RoundRect(screen, r, 6, edge)
		pt.RoundRect(screen, render.Rect{X: r.X + 2, Y: r.Y + 2, W: r.W - 4, H: r.H - 4}, 5, fill)
		label := chartLabels[min(i, len(chartLabels)-1)]
		short := r.H < pt.Em(12)*1.25+20
		ly := r.Y + r.H - pt.Em(12)*1.25 - 2
		if short {
			ly = r.Y + (r.H-pt.Em(12)*1.25)/2 + 1
		}
		pt.Text(screen, label, pt.Fonts.Bold, 12, r.X+r.W/2, ly, render.AlignCenter, render.ColTextDim)
		if len(sp.Bonuses) > 0 {
			if short {
				drawStar(screen, pt, r.X+r.W-6, r.Y+6, 4.5, render.ColGold)
			} else {
				drawStar(screen, pt, r.X+r.W/2, r.Y+10, 6, render.ColGold)
			}
		}
		if i == s.Space {
			cy, rad, in := r.Y+r.H/2-3, r.W*0.34, r.W*0.28
			if short {
				cy, rad = r.Y+r.H/2, min(r.W, r.H)*0.4
				in = rad * 0.82
			}
			token := render.ColAmethyst
			if s.BossID != rules.NoModel {
				token = render.ColRuby
			}
			pt.Circle(screen, r.X+r.W/2, cy, rad, render.ColOutline)
			pt.Circle(screen, r.X+r.W/2, cy, in, token)
			pt.Text(screen, "B", pt.Fonts.Bold, 12, r.X+r.W/2, cy-pt.Em(12)*0.67, render.AlignCenter, render.ColText)
		}
	}
}

// chartLabels are the boxes' numbers, "S" for the start (drawn every
// frame, built once).
var chartLabels = func() []string {
	out := []string{"S"}
	for i := 1; i < 40; i++ {
		out = append(out, fmt.Sprint(i))
	}
	return out
}()

// exploreTip describes the hovered Explore chart space.
func (c *chartTrack) exploreTip(g *rules.Game) string {
	s := explore.StateOf(g)
	if s == nil || c.hover >= len(c.ex) {
		return ""
	}
	if s.Rude != nil {
		return rudeTip(g) // explore_rude.go
	}
	t := "The Mighty Monster Chart (Explore): the boss advances one space in each Consul power-up. " + spaceWords(c.hover, c.ex[c.hover])
	if c.hover == s.Space {
		t += " The boss is here."
		if s.BossID != rules.NoModel {
			t += " It is in the dungeon now: the chart no longer advances."
		}
	}
	if len(s.Bonuses) > 0 {
		t += " Bonuses so far (every monster but the boss):"
		for i, b := range s.Bonuses {
			sep := ","
			if i == 0 {
				sep = ""
			}
			t += fmt.Sprintf("%s %s (%s)", sep, b.Name, b.Describe())
		}
		t += "."
	}
	return t
}

// exDescribe is the Explore part of a monster's hover card: its profile
// with the chart's bonuses, its platform and what activating it costs now
// ("" outside Explore).
func (p *Play) exDescribe(m *rules.Model) string {
	if p.clState() != nil {
		return p.classicDescribe(m) // classic_play.go
	}
	s := p.exState()
	if s == nil {
		return ""
	}
	prof := s.Profile(m)
	d := s.MonsterDice(p.g, m)
	if prof == nil || d == nil {
		return ""
	}
	out := fmt.Sprintf(". %s, %s; move %d, %s.", prof.Platform, plural(prof.Skulls, "skull point", "skull points"), prof.Mv, plural(prof.AP, "action point", "action points"))
	if a := explore.AntiHero(p.g); a != nil && explore.AntiHeroOf(p.g, m) {
		// Rude Supers' Anti-Hero (rules/explore rude_antihero.go).
		out = fmt.Sprintf(". ANTI-HERO: a Hero fighting for the Consul as one of its mini-bosses, wearing %s and %s; it drinks no potion%s", a.Loot, a.Treasure, out)
	}
	if a := d.Attack; a != "" {
		out += fmt.Sprintf(" Attacks with %s: %s, range %d.", a.Upper(), poolWords(d.Pool(a)), max(1, d.Range))
	}
	out += fmt.Sprintf(" Defends with %s.", poolWords(d.Defense))
	if d.NoCritical {
		out += " Critical hits add no wound to it (its timeout has passed)."
	}
	if p.g.Phase == rules.ConsulTurn && m.Kind == rules.KindMonster && (prof.Mv > 0 || prof.AP > 0) {
		state, _ := p.monsterState(exploreRules{p.g, s}, m)
		out += " This turn: " + state + "."
	}
	return out
}

// consulWinWords say how the Consul won: Explore's coins ran out, or
// under Rude Supers every Hero in the dungeon fell ("Victory
// Conditions").
func (p *Play) consulWinWords() string {
	if p.rudeGame() {
		return "Every Hero in the dungeon has fallen."
	}
	return "More Heroes fell than the party's Princess Coins could bring back."
}

// exGameOverText is the game-over panel's words: victory or defeat for
// the side at the screen (the party's, unless only the Consul is a
// person; in a hot-seat game, who won).
func (p *Play) exGameOverText() (title, sub string, edge color.Color) {
	if p.clState() != nil {
		return p.classicGameOverText() // classic_play.go
	}
	consulWon := p.g.Over == "consul"
	won := p.exHeroesWonBy()
	switch {
	case p.ex.heroAI != nil && p.ex.consulAI == nil:
		if consulWon {
			return "Victory!", "The party has fallen: the Consul's monsters hold the dungeon.", render.ColGold
		}
		return "Defeat", won + ": the party wins this time. Try again?", render.ColRuby
	case p.ex.heroAI == nil && p.ex.consulAI == nil:
		if consulWon {
			return "The Consul wins!", p.consulWinWords(), render.ColAmethyst
		}
		return "The Heroes win!", won + ".", render.ColGold
	}
	if consulWon {
		return "Defeat", p.consulWinWords() + " Try again?", render.ColRuby
	}
	return "Victory!", won + ": light returns to this corner of Crystalia.", render.ColGold
}

// exHeroesWonBy says how the party won, by the game mode's goal: in the
// alternate modes the boss may still stand (a prince brought home read
// "The dungeon boss is beaten" when played by mouse).
func (p *Play) exHeroesWonBy() string {
	if st := explore.StateOf(p.g); st != nil {
		switch st.Variant {
		case explore.VariantRescue:
			return "The prince is home safe"
		case explore.VariantArtifact:
			return "The artifact has left the dungeon"
		}
	}
	return "The dungeon boss is beaten"
}

// The hand-over panel of a hot-seat game.

// handOverLayout is the panel's context, rectangle and button.
func (p *Play) handOverLayout(hc *Context) (*Context, render.Rect, render.Rect) {
	const w, h = 560.0, 250.0
	mc := p.modal(hc, w, h)
	r := render.Rect{X: mc.W/2 - w/2, Y: mc.H/2 - h/2, W: w, H: h}
	btn := render.Rect{X: r.X + r.W/2 - 150, Y: r.Y + r.H - 74, W: 300, H: 56}
	return mc, r, btn
}

func (p *Play) handOverWords() (title, sub, button string) {
	if t, s, b, ok := seatWords(p.ex.handAsk); ok { // Double Trouble (explore_double.go)
		return t, s, b
	}
	if p.ex.handAsk == "consul" && p.g.Phase == rules.HeroTurn {
		return "Rude interruption!", "Pass the mouse to the Consul: a Super barges into the Heroes' turn.", "I am the Consul: go"
	}
	if p.ex.handAsk == "consul" {
		return "The Consul's turn", "Pass the mouse to the Consul. The party looks away from the monsters' plans.", "I am the Consul: go"
	}
	return "The Heroes' turn", "Pass the mouse to the party.", "We are the party: go"
}

// exploreInput takes the clicks that are Explore's own before the play
// screen's: the hand-over panel (which holds everything while it is up)
// and the Consul's roster. It reports whether the click was used.
func (p *Play) exploreInput(hc *Context) bool {
	if p.ex == nil {
		return false
	}
	if p.ex.handAsk != "" {
		if p.busy() {
			return false // the last command plays back first
		}
		mc, _, btn := p.handOverLayout(hc)
		if (hc.In.Clicked && btn.Contains(mc.In.X, mc.In.Y)) || hc.In.KeyPressed(ebiten.KeyEnter) {
			p.ex.handSide, p.ex.handAsk = p.ex.handAsk, ""
			p.barVersion, p.reachVersion, p.armed = 0, 0, armedAction{}
			p.sfx(sound.UIClick)
			p.doubleResume() // explore_double.go
		}
		return true
	}
	if p.classicInput(hc) { // classic_spawn.go: the initiative panel
		return true
	}
	p.rosterLayout(hc)
	return !p.busy() && p.rosterClick(hc)
}

// drawHandOver paints the hand-over panel over a dimmed screen.
func (p *Play) drawHandOver(screen *ebiten.Image, hc *Context) {
	if p.ex.handAsk == "" || p.busy() || p.g.Over != "" {
		return
	}
	hc.Painter.Rect(screen, render.Rect{X: 0, Y: 0, W: hc.W, H: hc.H}, color.NRGBA{0x08, 0x06, 0x10, 0xc8})
	mc, r, btn := p.handOverLayout(hc)
	pt := mc.Painter
	title, sub, button := p.handOverWords()
	edge := render.ColGold
	if isConsulSeat(p.ex.handAsk) {
		edge = render.ColAmethyst
	}
	pt.Panel(screen, r, render.ColPanel, edge)
	pt.OutlinedText(screen, title, pt.Fonts.Bold, 40, r.X+r.W/2, r.Y+22, 3, edge, render.ColOutline)
	y := r.Y + 22 + pt.Em(40)*1.3
	for _, l := range pt.Wrap(sub, pt.Fonts.Regular, 17, r.W-40) {
		pt.Text(screen, l, pt.Fonts.Regular, 17, r.X+r.W/2, y, render.AlignCenter, render.ColText)
		y += pt.Em(17) * 1.3
	}
	(&render.Button{Label: button, Sub: "Enter", Rect: btn, Hot: true, FontSize: 19}).Draw(screen, pt)
}

// exPlayAgain is a new Explore game with the same choices and players on
// another seed (nil when it cannot be set up).
func (p *Play) exPlayAgain(seed uint64) Scene {
	if p.ex.cl != nil {
		return p.classicPlayAgain(seed) // classic_play.go
	}
	es := p.ex.setup
	es.Seed = seed
	np, err := newExplorePlay(es, ExploreRoles{HeroesAI: p.ex.heroAI != nil, ConsulAI: p.ex.consulAI != nil})
	if err != nil {
		p.say("Could not start another game: " + err.Error())
		return nil
	}
	if p.auto != nil {
		np.auto = np.ex.heroAI
		np.speed = p.speed
	}
	return np
}

// restoreExploreRoles gives the sides back to whoever played them when an
// Explore game was saved.
func (p *Play) restoreExploreRoles(view json.RawMessage) {
	var v saveView
	if p.ex == nil || len(view) == 0 || json.Unmarshal(view, &v) != nil || v.Explore == nil {
		return
	}
	p.setExploreRoles(*v.Explore)
}
