package scene

import (
	"fmt"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/render/sound"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
)

// The play screen under Rude Supers (rules/explore RUDE_SUPERS.md): the
// top bar shows, in place of the Mighty Monster Chart the variant does not
// use, each Super's interruptions left; a rude interruption and the boss's
// arrival are moments (a banner, a sting, the log line with the rule);
// in a Heroes' turn no Super can interrupt any more, clicking another
// Hero sets the active one aside and picks the other up (simultaneous
// activation); the action bar has the movement reset and, for a person
// Consul, the choice to decline an interruption.

// rudeGame reports whether the screen plays Rude Supers.
func (p *Play) rudeGame() bool { return p.ex != nil && explore.IsRude(p.g) }

// drawRudeStrip paints the Supers and their interruptions left across the
// chart's place on the top bar.
func (c *chartTrack) drawRudeStrip(screen *ebiten.Image, pt *render.Painter, g *rules.Game) {
	if len(c.rects) == 0 {
		return
	}
	first, last := c.rects[0], c.rects[len(c.rects)-1]
	r := render.Rect{X: first.X, Y: first.Y, W: last.X + last.W - first.X, H: first.H}
	pt.RoundRect(screen, r, 6, render.ColPanelEdge)
	pt.RoundRect(screen, render.Rect{X: r.X + 2, Y: r.Y + 2, W: r.W - 4, H: r.H - 4}, 5, colSpace)
	text := rudeStripText(g)
	size := pt.FitSize(text, pt.Fonts.Bold, 14, 8, r.W-16)
	col := render.ColText
	if g.Phase == rules.HeroTurn && len(explore.Interrupting(g)) > 0 {
		col = render.ColGold
	}
	pt.Text(screen, text, pt.Fonts.Bold, size, r.X+r.W/2, r.Y+(r.H-pt.Em(size)*1.25)/2, render.AlignCenter, col)
}

// rudeStripText is the strip's line: each Super with its interruptions
// left this Heroes' turn.
func rudeStripText(g *rules.Game) string {
	sis := explore.RudeInterruptions(g)
	if len(sis) == 0 {
		s := explore.StateOf(g)
		if s.Rude != nil && s.Rude.BossRound > 0 {
			// The boss came and fell ("yet" read as if it were still to
			// come on the game's last screen, seen by mouse).
			return "Rude Supers · no Super left in the dungeon"
		}
		return fmt.Sprintf("Rude Supers · no Super in the dungeon yet · boss: %s", shortName(s.Boss))
	}
	var parts []string
	for _, si := range sis {
		parts = append(parts, fmt.Sprintf("%s %d/%d", shortName(si.Card), si.Left, si.Of))
	}
	head := "Interruptions left"
	if g.Phase != rules.HeroTurn {
		head = "Interruptions next Heroes' turn"
	}
	return head + ": " + strings.Join(parts, " · ")
}

// rudeTip explains the strip.
func rudeTip(g *rules.Game) string {
	s := explore.StateOf(g)
	var b strings.Builder
	fmt.Fprintf(&b, "Rude Supers (%s mode): mini-bosses and the boss barge into the Heroes' turn after a Hero's activation. A mini-boss interrupts once a turn, the boss %s (only between two Heroes still to act), and only a Super within a tile of a Hero as the Heroes' turn begins.",
		upperFirst(s.Rude.Difficulty), plural(s.Rude.BossInterruptions(), "time", "times"))
	for _, si := range explore.RudeInterruptions(g) {
		fmt.Fprintf(&b, " %s: %d of %d left", si.Card, si.Left, si.Of)
		if si.Why != "" {
			fmt.Fprintf(&b, " (%s)", si.Why)
		}
		b.WriteString(".")
	}
	if s.BossID == rules.NoModel {
		fmt.Fprintf(&b, " %s enters when the Heroes have destroyed as many spawning points and mini-bosses as there are Heroes, when their Princess Coins run out, or when no spawning point is left.", s.Boss)
	}
	return b.String()
}

// rudeMoment makes a show of a Rude Supers moment: the banner and the
// sting (the log line is the event's own text, which names the rule).
func (p *Play) rudeMoment(e explore.RudeEvent) int {
	switch e.Moment {
	case explore.MomentInterruption:
		name := e.Text
		if i := strings.Index(name, " barges"); i > 0 {
			name = strings.TrimPrefix(name[:i], "RUDE INTERRUPTION! ")
		}
		who := shortName(name)
		if a := explore.AntiHero(p.g); a != nil && a.Hero == name {
			who = "The Anti-Hero " + name // explore_antihero.go
		}
		p.setBanner("Rude interruption! " + who)
		return ticksPerBanner
	case explore.MomentBoss:
		s := p.exState()
		p.announce(shortName(s.Boss) + " enters the dungeon!")
		return ticksPerBanner
	}
	return 0
}

// rudeSound is the sting of a moment.
func (p *Play) rudeSound(e explore.RudeEvent) {
	if e.Moment != "" {
		p.sfx(sound.BossArrival)
	}
}

// startHero is a click on Hero id in the Heroes' turn: it starts the
// Hero's activation, or under Rude Supers' simultaneous activation sets
// the active Hero aside and starts or picks up id's.
func (p *Play) startHero(id rules.ModelID) {
	if !p.rudeGame() {
		p.apply(rules.StartActivation{Hero: id})
		return
	}
	paused := slices.Contains(explore.PausedHeroes(p.g), id)
	if p.g.Active != rules.NoModel && p.g.Active != id {
		if !explore.Simultaneous(p.g) {
			p.say(fmt.Sprintf("%s is activating: the Heroes act one at a time while a Super may still interrupt (Rude Supers)", shortName(p.g.Model(p.g.Active).Card)))
			return
		}
		if p.apply(explore.PauseHero{}) != nil {
			return
		}
	}
	if paused {
		p.apply(explore.ResumeHero{Hero: id})
		return
	}
	if p.g.Active == rules.NoModel {
		p.apply(rules.StartActivation{Hero: id})
	}
}

// rudeHeroStatus is a Hero card's state line for a paused Hero.
func (p *Play) rudeHeroPaused(id rules.ModelID) bool {
	return p.rudeGame() && slices.Contains(explore.PausedHeroes(p.g), id)
}

// rudeBarButtons are the Rude Supers buttons of an active Hero's bar: the
// movement reset while the rules allow one.
func (p *Play) rudeBarButtons() []*actionButton {
	if !p.rudeGame() || p.g.Active == rules.NoModel {
		return nil
	}
	b := &actionButton{label: "Reset move", cost: "back to the last action",
		tip: "Rude Supers' movement reset: the Hero goes back to where its last action ended (or where it began) with those movement points again; only until it acts"}
	if _, err := p.g.Clone().Apply(explore.ResetMove{}); err != nil {
		b.disabled = "Nothing to reset: " + err.Error()
	}
	b.onClick = func() { p.apply(explore.ResetMove{}) }
	out := []*actionButton{b}
	if explore.Simultaneous(p.g) {
		others := 0
		for _, id := range p.g.HeroesInPlay() {
			if id != p.g.Active && !p.g.Model(id).Activated {
				others++
			}
		}
		if others > 0 {
			sw := &actionButton{label: "Another Hero", cost: "set this one aside",
				tip: "No Super can interrupt any more, so the Heroes act together (Rude Supers): set this Hero aside with its points, then click any other Hero to move and act; click this one again to pick it up"}
			sw.onClick = func() { p.apply(explore.PauseHero{}) }
			out = append(out, sw)
		}
	}
	return out
}

// rudeIdleButtons are the buttons with no Hero active in a Rude Supers
// Heroes' turn: pick a set-aside Hero up, and — for a person playing the
// Consul before the first Hero acts — decline an interruption.
func (p *Play) rudeIdleButtons() []*actionButton {
	if !p.rudeGame() || p.g.Phase != rules.HeroTurn || p.g.Over != "" {
		return nil
	}
	var out []*actionButton
	for _, id := range explore.PausedHeroes(p.g) {
		id := id
		name := shortName(p.g.Model(id).Card)
		b := &actionButton{label: "Resume " + name, cost: "set aside", tip: fmt.Sprintf("Pick %s's activation up where it stopped (or click its card)", p.g.Model(id).Card)}
		b.onClick = func() { p.startHero(id) }
		out = append(out, b)
	}
	return append(out, p.rudeIdlePotions()...)
}

// rudeIdlePotions are the red and blue potions a Hero may drink between
// two activations under Rude Supers (Hero Phase 1: "A potion may be used
// at any time during the Heroes' turn"; explore.PotionsAnyTime): a Hero's
// own potions aimed at itself, tried on a copy first so only what the
// rules take is offered (one potion a Hero a turn, Ice, Knockdown).
func (p *Play) rudeIdlePotions() []*actionButton {
	if p.g.Active != rules.NoModel || p.rudeSuperOwed() || p.exHeroesAI() {
		return nil
	}
	var out []*actionButton
	for _, id := range p.g.HeroesInPlay() {
		h := p.g.Model(id)
		hc := p.g.HeroCard(h)
		if hc == nil || explore.DrankThisTurn(p.g, id) {
			continue
		}
		for k := range hc.Actions {
			act := &hc.Actions[k]
			if (act.Potion != cards.RedPotion && act.Potion != cards.BluePotion) || act.Targeting != cards.Augment || act.Range > 0 || act.Area.Kind != "" || h.Potions < act.Cost {
				continue
			}
			c := rules.DrinkPotion{Owner: id, Drinker: id, Action: act.Name, Aim: rules.Aim{Target: id}}
			if _, err := p.g.Clone().Apply(c); err != nil {
				continue
			}
			b := &actionButton{label: act.Name, cost: shortName(h.Card) + ", between turns",
				tip: fmt.Sprintf("%s drinks %s now, before its activation or after it (%s) — its one potion this Heroes' turn", h.Card, act.Name, act.Text)}
			b.onClick = func() { p.apply(c) }
			out = append(out, b)
		}
	}
	return out
}

// rudeDeclineButtons are a person Consul's choices before the Heroes'
// turn begins: decline a Super's interruption, or let them all come.
func (p *Play) rudeDeclineButtons() []*actionButton {
	s := p.exState()
	if !p.rudeConsulDeciding() {
		return nil
	}
	var out []*actionButton
	for _, id := range explore.Interrupting(p.g) {
		if p.g.Model(id) == nil {
			continue
		}
		id := id
		card := p.g.Model(id).Card
		b := &actionButton{label: "Hold back " + shortName(card), cost: "no interruption this turn",
			tip: fmt.Sprintf("Declare that %s will not interrupt this Heroes' turn (Rude Supers: decided before the Heroes begin, so they know whether they may act together)", card)}
		b.onClick = func() { p.apply(explore.Decline{Supers: []rules.ModelID{id}, Why: "the Consul's choice"}) }
		out = append(out, b)
	}
	for _, id := range s.Rude.Interrupters {
		if m := p.g.Model(id); m != nil && m.InPlay && !slices.Contains(s.Rude.Declined, id) && !slices.Contains(explore.Interrupting(p.g), id) {
			card := m.Card
			b := &actionButton{label: "Hold back " + shortName(card), cost: "no interruption this turn",
				tip: fmt.Sprintf("Declare that %s will not interrupt this Heroes' turn", card)}
			id := id
			b.onClick = func() { p.apply(explore.Decline{Supers: []rules.ModelID{id}, Why: "the Consul's choice"}) }
			out = append(out, b)
		}
	}
	go1 := &actionButton{label: "Let them interrupt", cost: "Heroes' turn begins", tip: "The Supers in reach barge into the Heroes' turn after the Heroes' activations"}
	go1.onClick = func() { p.ex.rudeDecided = p.g.Turn; p.barVersion = 0 }
	return append(out, go1)
}

// rudeConsulDeciding reports whether a person Consul is to say, before
// the first Hero acts, which Supers hold back.
func (p *Play) rudeConsulDeciding() bool {
	s := p.exState()
	if !p.rudeGame() || !p.exHumanConsul() || p.g.Phase != rules.HeroTurn || p.g.Over != "" {
		return false
	}
	if p.g.ActivationsThisTurn > 0 || p.g.Active != rules.NoModel || p.ex.rudeDecided == p.g.Turn {
		return false
	}
	for _, id := range s.Rude.Interrupters {
		if m := p.g.Model(id); m != nil && m.InPlay && !slices.Contains(s.Rude.Declined, id) {
			return true
		}
	}
	return false
}

// rudeStatus is the top bar's right-hand text under Rude Supers.
func (p *Play) rudeStatus() string {
	s := p.exState()
	switch p.g.Phase {
	case rules.ConsulTurn:
		if !s.Rude.Moving && s.Active == rules.NoModel {
			return fmt.Sprintf("Coins %d · Spawn %s", p.g.Coins, plural(s.Rude.SpawnLeft, "skull", "skulls"))
		}
		if s.Active != rules.NoModel && p.exHumanConsul() {
			return fmt.Sprintf("Coins %d · %s: %d MP, %d AP", p.g.Coins, shortName(p.g.Model(s.Active).Card), explore.MPLeft(p.g), explore.APLeft(p.g))
		}
		return fmt.Sprintf("Coins %d · monsters move", p.g.Coins)
	case rules.HeroTurn:
		left := len(p.g.HeroesInPlay()) - p.g.ActivationsThisTurn
		mode := "one at a time"
		if explore.Simultaneous(p.g) {
			mode = "together"
		}
		return fmt.Sprintf("Coins %d · %d to act, %s", p.g.Coins, max(0, left), mode)
	}
	return fmt.Sprintf("Coins %d", p.g.Coins)
}

// rudeConsulObjective is the goal line for a person Consul under Rude
// Supers ("Victory Conditions": "The Consul is victorious when all
// remaining Heroes have been eliminated"; every monster activates each
// Consul turn, no skull points).
func rudeConsulObjective(s *explore.State, boss string) objective {
	return objective{
		text:   "Consul's goal: take out every Hero in the dungeon",
		short:  "Goal: fell the Heroes",
		banner: "You are the Consul: bring the party down",
		tip:    fmt.Sprintf("Rude Supers: you win when every Hero in the dungeon has fallen at once. %s Your turn comes first: spawn with the round's skulls, then every monster activates.", partyGoal(s, boss)),
	}
}

// rudeHeartButtons are a person Consul's choice after a monster's heart
// (Rude Supers, Part 2, "6) Resolve Effects": "the Consul may remove 1
// status effect from any monster on the board"; explore.RudeHeart): one
// button per status a monster suffers, the rules' own choice first, and
// one to leave them all. Nil unless a heart waits for the Consul.
func (p *Play) rudeHeartButtons() []*actionButton {
	if !explore.HeartPending(p.g) {
		return nil
	}
	var out []*actionButton
	for i, ch := range explore.HeartChoices(p.g) {
		if i == 6 {
			break // the bar's room; the first are the likeliest
		}
		m := p.g.Model(ch.Model)
		c := explore.RudeHeart{Model: ch.Model, Status: ch.Status}
		b := &actionButton{label: "Remove " + string(ch.Status), cost: shortName(m.Card),
			tip: fmt.Sprintf("The monster's heart takes %s off %s", ch.Status, m.Card)}
		b.onClick = func() { p.apply(c) }
		out = append(out, b)
	}
	none := &actionButton{label: "Leave them", cost: "remove no status", tip: "The heart removes nothing: every monster keeps its statuses"}
	none.onClick = func() { p.apply(explore.RudeHeart{Model: rules.NoModel}) }
	return append(out, none)
}

// rudeEndTurnWords are the "End the Consul's turn" button's line and tip
// under Rude Supers, where every monster may act for free: ending the
// turn forfeits the activations left, so the line counts the monsters
// that would stay idle (it read "every monster left may act", as if
// they would act by themselves).
func (p *Play) rudeEndTurnWords(r consulRules) (string, string) {
	idle := 0
	for i := range p.g.Models {
		m := &p.g.Models[i]
		if !m.InPlay || m.Kind != rules.KindMonster || m.ID == r.active() || r.activated(m.ID) {
			continue
		}
		if _, _, _, _, ok := r.acts(m); ok {
			idle++
		}
	}
	tip := "The monsters that have not activated stay where they are this turn; the Heroes' turn comes next"
	if idle == 0 {
		return "no monster left to act", tip
	}
	return plural(idle, "monster stays idle", "monsters stay idle"), tip
}
