package rules

import (
	"fmt"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// lastingEffect is one lasting card effect in play and the card it is on.
type lastingEffect struct {
	cards.Effect
	Source string
	// someHeroes is set when the selector picks some of the Heroes (not
	// every Hero, WhoHero): the effects eachHeroLasting looks at. Worked
	// out once when the list is built (herolasting.go asks per query).
	someHeroes bool
}

func newLasting(e cards.Effect, source string) lastingEffect {
	return lastingEffect{Effect: e, Source: source, someHeroes: e.Who.IsHero() && e.Who != cards.WhoHero}
}

// lastingEffects lists the lasting effects of the cards in play: the
// challenge card not yet discarded, the plot drawn, and the easy and hard
// mode cards (Arcade rulebook, "Challenge", "Plot", "5. Select
// Difficulty"). Plots are never cleared yet (see README), so a drawn plot
// stays in force.
func (g *Game) lastingEffects() []lastingEffect {
	if g.Consul.Challenge == "" && g.Consul.Plot == "" && g.Consul.Modes == [len(g.Consul.Modes)]string{} {
		// Nothing in play: no need to load the card data (games built by
		// New pay for it only once a card is drawn).
		return nil
	}
	d, err := g.arcade()
	if err != nil {
		return nil
	}
	// Stat, keyword and Has queries ask for this list thousands of times
	// per turn; it only changes when a card comes or goes, so it is built
	// once per set of cards in play (see lastingMemo).
	k := lastingKey{data: d, challenge: g.Consul.Challenge, plot: g.Consul.Plot, plotCleared: g.PlotCleared, modes: g.Consul.Modes}
	if m := g.lasting; m != nil && m.key == k {
		return m.list
	}
	out := buildLastingEffects(d, k)
	g.lasting = &lastingMemo{key: k, list: out[:len(out):len(out)]}
	return g.lasting.list
}

// lastingKey is everything buildLastingEffects reads: a change to what it
// reads must be added here too.
type lastingKey struct {
	data            *ArcadeCards
	challenge, plot string
	plotCleared     bool
	modes           [len(ConsulState{}.Modes)]string
}

// lastingMemo is a built lastingEffects list and the key it was built
// from. It is never changed once built (a new key gets a new memo), so
// clones share it freely, across goroutines too.
type lastingMemo struct {
	key  lastingKey
	list []lastingEffect
}

func buildLastingEffects(d *ArcadeCards, k lastingKey) []lastingEffect {
	var out []lastingEffect
	if c, ok := d.challenges[k.challenge]; ok && k.challenge != "" {
		for _, e := range c.Effects {
			out = append(out, newLasting(e, c.Name))
		}
	}
	if p, ok := d.plots[k.plot]; ok && k.plot != "" && !k.plotCleared {
		for _, e := range p.Effects {
			out = append(out, newLasting(e, p.Name))
		}
	}
	for _, name := range k.modes {
		if m, ok := d.modes[name]; ok && name != "" {
			for _, e := range m.Effects {
				out = append(out, newLasting(e, m.Name))
			}
		}
	}
	return out
}

// monsterMatches reports whether a monster selector picks m. "monsters" is
// the star-bonus group: every monster but the dungeon boss.
func (g *Game) monsterMatches(m *Model, w cards.Who) bool {
	c := g.MonsterCard(m)
	if c == nil {
		return false
	}
	switch w {
	case cards.WhoMonsters:
		return m.Kind == KindMonster && c.Role != cards.RoleBoss
	case cards.WhoElites:
		return c.Role == cards.RoleElite
	case cards.WhoMinions:
		return c.Role == cards.RoleMinion
	case cards.WhoMiniBoss:
		return c.Role == cards.RoleMiniBoss
	case cards.WhoBoss:
		return c.Role == cards.RoleBoss
	case cards.WhoCompanion:
		return c.Role == cards.RoleCompanion
	case cards.WhoSpawningPoints:
		return m.Kind == KindSpawningPoint
	}
	return false
}

// cardStat sums the lasting stat effects on monster m for any of stats.
func (g *Game) cardStat(m *Model, stats ...cards.Stat) int {
	n := 0
	les := g.lastingEffects()
	for i := range les {
		e := &les[i] // by pointer: an effect is a large struct
		if e.Kind != cards.EffStat || !g.monsterMatches(m, e.Who) {
			continue
		}
		for _, s := range stats {
			if e.Stat == s {
				n += e.Value
			}
		}
	}
	return n
}

// targetRule is how monster m picks its Hero: Bully goes for the least
// wrath (card-facts.md, Daemonus); a lasting target effect in play
// replaces the most-wrath rule; "" is the rulebook's most wrath.
func (g *Game) targetRule(m *Model) (cards.TargetRule, string) {
	if g.Has(m, "Bully") {
		return cards.TargetLeastWrath, "Bully"
	}
	for _, e := range g.lastingEffects() {
		if e.Kind == cards.EffTarget && (e.Who == "" || g.monsterMatches(m, e.Who)) {
			return e.Rule, e.Source
		}
	}
	return "", ""
}

// pickTarget chooses among ids by m's target rule, explaining why.
// Ties under a card's rule go to the Hero with the most wrath, then as in
// pickMostWrath (project rule).
func (g *Game) pickTarget(m *Model, ids []ModelID) (ModelID, string) {
	rule, src := g.targetRule(m)
	if rule == "" {
		return g.pickMostWrath(ids)
	}
	score := func(h *Model) int {
		switch rule {
		case cards.TargetLeastWrath:
			return -h.Wrath
		case cards.TargetMostWounds:
			return h.Wounds
		case cards.TargetClosest:
			return -g.modelDist(m, h)
		case cards.TargetMostEquipment:
			n := 0
			for _, s := range h.Slots {
				if s != "" {
					n++
				}
			}
			return n
		}
		return 0
	}
	var best []ModelID
	bestScore := 0
	for _, id := range ids {
		h := g.Model(id)
		if h == nil || !h.InPlay || h.Kind != KindHero {
			continue
		}
		s := score(h)
		if len(best) == 0 || s > bestScore {
			best, bestScore = []ModelID{id}, s
		} else if s == bestScore {
			best = append(best, id)
		}
	}
	if len(best) == 0 {
		return NoModel, "no Hero is in play"
	}
	id, why := g.pickMostWrath(best)
	if len(best) == 1 {
		why = ""
	} else {
		why = "; among equals " + why
	}
	return id, fmt.Sprintf("%s picks the Hero by %s (%s): %s%s", m.Card, rule, src, g.Name(id), why)
}
