package exploreai

import (
	"fmt"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
)

// antiHeroAction is the unique attack Rude Supers' Anti-Hero makes at
// Hero h before its basic attacks (rules/explore rude_antihero.go: the
// Hero's actions its monster card carries), once an activation: the
// first on its card, aimed at one Hero (no area, or a Burst around h),
// that adds dice, a status or Massive Damage, that its action points
// pay for and that the rules accept now. Other monsters attack with
// their basic attack, as in Explore (nil).
func (c *Consul) antiHeroAction(g *rules.Game, m, h *rules.Model) rules.Command {
	if c.unique == m.ID || !explore.AntiHeroOf(g, m) {
		return nil
	}
	mc := g.MonsterCard(m)
	if mc == nil {
		return nil
	}
	for _, a := range mc.Actions {
		if a.Type != cards.Offensive || (a.Area.Kind != "" && a.Area.Kind != "Burst") || max(1, a.Cost) > explore.APLeft(g) {
			continue
		}
		if a.Bonus.IsZero() && len(a.Statuses) == 0 && !a.Has("Massive Damage") && a.Area.Kind == "" {
			continue
		}
		cmd := explore.Attack{Target: h.ID, Action: a.Name,
			Why: fmt.Sprintf("the Anti-Hero %s strikes %s with its own %s", m.Card, h.Card, a.Name)}
		if _, err := g.Clone().Apply(cmd); err == nil {
			c.unique = m.ID
			return cmd
		}
	}
	return nil
}
