package classicai

import (
	"fmt"
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/classic"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// volley is an attack with a directional area (Lance, Sweep, Spray: the
// 1st edition's Dragon Breath and Tail Sweep) that catches two Heroes or
// more from where m stands: worth more than any one blow, whichever Hero
// m was after. The side catching the most wins (then the first action
// and N, E, S, W); the named target is the first Hero caught.
func volley(g *rules.Game, m *rules.Model, ap int) (rules.Command, bool) {
	c := g.MonsterCard(m)
	if c == nil {
		return nil, false
	}
	var best classic.Attack
	most := 1
	for i := range c.Actions {
		a := &c.Actions[i]
		if a.Type != cards.Offensive || max(1, a.Cost) > ap || !classic.AimedByDirection(a.Area.Kind) || g.SpecialForbidden(m, a) != "" {
			continue
		}
		for _, d := range []tiles.Dir{tiles.N, tiles.E, tiles.S, tiles.W} {
			sq, err := g.AreaSquares(m, a.Area, rules.Aim{Target: rules.NoModel, Dir: d})
			if err != nil {
				continue
			}
			var caught []string
			first := rules.NoModel
			for _, id := range g.HeroesInPlay() {
				h := g.Model(id)
				if slices.ContainsFunc(h.Squares(), func(p tiles.Point) bool { return slices.Contains(sq, p) }) {
					caught = append(caught, h.Card)
					if first == rules.NoModel {
						first = id
					}
				}
			}
			if len(caught) > most {
				most = len(caught)
				best = classic.Attack{Target: first, Action: a.Name, Dir: d,
					Why: fmt.Sprintf("%s attacks with %s, catching %d Heroes: %s", m.Card, a.Name, len(caught), rules.NameList(caught))}
			}
		}
	}
	return best, most > 1
}

// smokeWith is m's cloud action a (the Flinger's Smoke Pot) thrown on the
// friend in range whose cloud hides the most friends without Stealth, and
// how many (ties: the first friend listed).
func smokeWith(g *rules.Game, m *rules.Model, a *cards.Action) (rules.Command, int) {
	var best classic.Support
	bestN := 0
	for i := range g.Models {
		o := &g.Models[i]
		if !o.InPlay || o.Kind != rules.KindMonster || o.Side != m.Side || g.CheckReach(m, o, max(1, a.Range), false, false) != nil {
			continue
		}
		n := 0
		for _, f := range classic.SupportReach(g, m, a, o.ID) {
			if !g.Has(f, "Stealth") {
				n++
			}
		}
		if n > bestN {
			best, bestN = classic.Support{Action: a.Name, Target: o.ID,
				Why: fmt.Sprintf("%s throws %s at %s: %d friends hidden in the smoke; it can reach no Hero", m.Card, a.Name, o.Card, n)}, n
		}
	}
	return best, bestN
}
