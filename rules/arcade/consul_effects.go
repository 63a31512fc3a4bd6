package arcade

import (
	"fmt"

	"github.com/superdungeon-digital/superdungeon/rules"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// lastingMemo is a built lastingEffects list and the key it was built
// from. It is never changed once built (a new key gets a new memo), so
// clones share it freely, across goroutines too.
type lastingMemo struct {
	key  lastingKey
	list []rules.LastingEffect
}

// lastingKey is everything buildLastingEffects reads: a change to what it
// reads must be added here too.
type lastingKey struct {
	data            *Cards
	challenge, plot string
	plotCleared     bool
	earlier         HeldPlot
	modes           [maxModes]string
	permanent       [maxPermanent]string
}

func buildLastingEffects(d *Cards, k lastingKey) []rules.LastingEffect {
	var out []rules.LastingEffect
	if c, ok := d.challenges[k.challenge]; ok && k.challenge != "" {
		for _, e := range c.Effects {
			out = append(out, rules.NewLasting(e, c.Name))
		}
	}
	if p, ok := d.plots[k.plot]; ok && k.plot != "" && !k.plotCleared {
		for _, e := range p.Effects {
			out = append(out, rules.NewLasting(e, p.Name))
		}
	}
	if p, ok := d.plots[k.earlier.Card]; ok && k.earlier.Card != "" && !k.earlier.Cleared {
		for _, e := range p.Effects {
			out = append(out, rules.NewLasting(e, p.Name))
		}
	}
	// Permanent effects of discarded cards stay (cards/README.md,
	// "permanent: true"); a card back in play counts once.
	for _, name := range k.permanent {
		if c, ok := d.challenges[name]; ok && name != "" && name != k.challenge {
			for _, e := range c.Effects {
				if e.Permanent {
					out = append(out, rules.NewLasting(e, c.Name))
				}
			}
		}
	}
	for _, name := range k.modes {
		if m, ok := d.modes[name]; ok && name != "" {
			for _, e := range m.Effects {
				out = append(out, rules.NewLasting(e, m.Name))
			}
		}
	}
	return out
}

// targetRule is how monster m picks its Hero: Bully goes for the least
// wrath (card-facts.md, Daemonus); a lasting target effect in play
// replaces the most-wrath rule; "" is the rulebook's most wrath.
func (g ag) targetRule(m *rules.Model) (cards.TargetRule, string) {
	if g.Has(m, "Bully") {
		return cards.TargetLeastWrath, "Bully"
	}
	for _, e := range g.lastingEffects() {
		if e.Kind == cards.EffTarget && (e.Who == "" || g.MonsterMatches(m, e.Who)) {
			return e.Rule, e.Source
		}
	}
	return "", ""
}

// pickTarget chooses among ids by m's target rule, explaining why.
// Ties under a card's rule go to the Hero with the most wrath, then as in
// pickMostWrath (project rule).
func (g ag) pickTarget(m *rules.Model, ids []rules.ModelID) (rules.ModelID, string) {
	rule, src := g.targetRule(m)
	if rule == "" {
		return g.PickMostWrath(ids)
	}
	score := func(h *rules.Model) int {
		switch rule {
		case cards.TargetLeastWrath:
			return -h.Wrath
		case cards.TargetMostWounds:
			return h.Wounds
		case cards.TargetClosest:
			return -g.ModelDist(m, h)
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
	var best []rules.ModelID
	bestScore := 0
	for _, id := range ids {
		h := g.Model(id)
		if h == nil || !h.InPlay || h.Kind != rules.KindHero {
			continue
		}
		s := score(h)
		if len(best) == 0 || s > bestScore {
			best, bestScore = []rules.ModelID{id}, s
		} else if s == bestScore {
			best = append(best, id)
		}
	}
	if len(best) == 0 {
		return rules.NoModel, "no Hero is in play"
	}
	id, why := g.PickMostWrath(best)
	if len(best) == 1 {
		why = ""
	} else {
		why = "; among equals " + why
	}
	return id, fmt.Sprintf("%s picks the Hero by %s (%s): %s%s", m.Card, rule, src, g.Name(id), why)
}

// lastingEffects lists the lasting effects of the cards in play: the
// challenge card not yet discarded, the plot drawn (until cleared), and the
// easy and hard mode cards (Arcade rulebook, "Challenge", "Plot", "5.
// Select Difficulty").
func (g ag) lastingEffects() []rules.LastingEffect {
	if g.Consul.Challenge == "" && g.Consul.Plot == "" && g.Consul.Modes == [len(g.Consul.Modes)]string{} && g.Consul.Permanent[0] == "" {
		// Nothing in play: no need to load the card data (games built by
		// rules.New pay for it only once a card is drawn).
		return nil
	}
	d, err := g.arcade()
	if err != nil {
		return nil
	}
	// Stat, keyword and Has queries ask for this list thousands of times
	// per turn; it only changes when a card comes or goes, so it is built
	// once per set of cards in play (see lastingMemo).
	k := lastingKey{data: d, challenge: g.Consul.Challenge, plot: g.Consul.Plot, plotCleared: g.PlotCleared,
		earlier: g.Consul.EarlierPlot, modes: g.Consul.Modes, permanent: g.Consul.Permanent}
	if m := g.Consul.lasting; m != nil && m.key == k {
		return m.list
	}
	out := buildLastingEffects(d, k)
	g.Consul.lasting = &lastingMemo{key: k, list: out[:len(out):len(out)]}
	return g.Consul.lasting.list
}
