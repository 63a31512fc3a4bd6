package rules

import "github.com/superdungeon-digital/superdungeon/cards"

// lastingMonsterKeyword reports a keyword a card in play grants monster m
// ("until discarded, the boss has Tough"): the boss-fight challenge cards
// mostly do this (Arcade rulebook, "Boss Fight Challenge Deck"). The
// keyword works wherever the engine asks Has, like one printed on the card.
func (g *Game) lastingMonsterKeyword(m *Model, name string) bool {
	les := g.lastingEffects()
	for i := range les {
		e := &les[i] // by pointer: an effect is a large struct
		if e.Kind == cards.EffKeyword && e.Keyword.Name == name && g.MonsterMatches(m, e.Who) {
			return true
		}
	}
	return false
}
