package rules

import "github.com/superdungeon-digital/superdungeon/cards"

// LastingEffect is one lasting card effect in play and the card it is on.
type LastingEffect struct {
	cards.Effect
	Source string
	// someHeroes is set when the selector picks some of the Heroes (not
	// every Hero, WhoHero): the effects eachHeroLasting looks at. Worked
	// out once when the list is built (herolasting.go asks per query).
	someHeroes bool
}

func NewLasting(e cards.Effect, source string) LastingEffect {
	return LastingEffect{Effect: e, Source: source, someHeroes: e.Who.IsHero() && e.Who != cards.WhoHero}
}

// lastingEffects lists the lasting effects of the cards in play, as the
// ruleset has them (Ruleset.LastingEffects).
func (g *Game) lastingEffects() []LastingEffect { return g.rules().LastingEffects(g) }

// monsterMatches reports whether a monster selector picks m. "monsters" is
// the star-bonus group: every monster but the dungeon boss.
func (g *Game) MonsterMatches(m *Model, w cards.Who) bool {
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
func (g *Game) CardStat(m *Model, stats ...cards.Stat) int {
	n := 0
	les := g.lastingEffects()
	for i := range les {
		e := &les[i] // by pointer: an effect is a large struct
		if e.Kind != cards.EffStat || !g.MonsterMatches(m, e.Who) {
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

// lostKeyword reports whether a lasting lose_keyword effect takes the
// ability name from m, whatever gives it (card, equipment, aura, potion):
// Nowhere to Hide, "no Hero has Stealth".
func (g *Game) lostKeyword(m *Model, name string) bool {
	les := g.lastingEffects()
	for i := range les {
		e := &les[i]
		if e.Kind != cards.EffLoseKeyword || e.Keyword.Name != name {
			continue
		}
		if e.Who.IsHero() {
			if m.Kind == KindHero && g.selectsHero(e.Who, e.MinEquipment, m.ID) {
				return true
			}
		} else if g.MonsterMatches(m, e.Who) {
			return true
		}
	}
	return false
}
