package arcade

import (
	"fmt"
	"slices"

	"github.com/superdungeon-digital/superdungeon/rules"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// Rewards is what the turn's destroyed models earn (Arcade rulebook,
// "Rewards Chart").
type Rewards struct {
	Loot     int
	Treasure int
	// BooBooty lists, per boo booty destroyed, the treasure cards to draw
	// (its tile number); the party keeps one of them.
	BooBooty []int
}

// TurnRewards tallies the loot tracker: one loot per three minions (no carry
// over), one per elite, tile number + 1 per spawning point, one treasure per
// mini-boss. Monsters destroyed during the Consul turn and Insignificant
// ones earn no loot; spawning points and treasure count in either turn.
// A boo booty earns a choice of tile-number treasure cards.
func (g ag) TurnRewards() Rewards {
	var r Rewards
	minions := 0
	for _, d := range g.Destroyed {
		c := g.Catalog().Monsters[d.Card]
		if c == nil {
			continue
		}
		heroTurn := d.Phase == rules.HeroTurn || d.Phase == rules.HeroPowerUp
		insignificant := c.Has("Insignificant")
		switch c.Role {
		case cards.RoleMinion:
			if heroTurn && !insignificant {
				minions++
			}
		case cards.RoleElite:
			if heroTurn && !insignificant {
				r.Loot++
			}
		case cards.RoleSpawningPoint:
			r.Loot += max(1, d.Tile) + 1
		case cards.RoleMiniBoss:
			r.Treasure++
		case cards.RoleBooBooty:
			r.BooBooty = append(r.BooBooty, max(1, d.Tile))
		}
	}
	r.Loot += minions / 3
	// Reward effects of the cards in play when each model fell (Bounty,
	// Nimble Fingers; rewardEffects), never below nothing.
	r.Loot = max(0, r.Loot+g.Consul.RewardLoot)
	r.Treasure = max(0, r.Treasure+g.Consul.RewardTreasure)
	return r
}

// rewardEffects counts the reward effects in play for a model just
// destroyed (cards/README.md, "reward": "each time the event happens, the
// party draws value more (or fewer) cards of deck for it"). A card that
// takes a reward away only takes what the event earns: an elite destroyed
// in the Consul turn, or an Insignificant one, earns no loot to lose.
func (g ag) rewardEffects(m *rules.Model) []rules.Event {
	c := g.MonsterCard(m)
	if c == nil || m.Side != rules.ConsulSide {
		return nil
	}
	var ev cards.Event
	earns := true
	switch c.Role {
	case cards.RoleSpawningPoint:
		ev = cards.EventSpawningPoint
	case cards.RoleElite:
		ev = cards.EventElite
		earns = (g.Phase == rules.HeroTurn || g.Phase == rules.HeroPowerUp) && !c.Has("Insignificant")
	case cards.RoleMiniBoss:
		ev = cards.EventMiniBoss
	default:
		return nil
	}
	var evs []rules.Event
	for _, e := range g.lastingEffects() {
		if e.Kind != cards.EffReward || e.Event != ev || (e.Value < 0 && !earns) {
			continue
		}
		switch e.Deck {
		case cards.DeckLoot:
			g.Consul.RewardLoot += e.Value
		case cards.DeckTreasure:
			g.Consul.RewardTreasure += e.Value
		default:
			continue
		}
		more := "more"
		if e.Value < 0 {
			more = "fewer"
		}
		n := e.Value
		if n < 0 {
			n = -n
		}
		evs = append(evs, rules.Note{Text: fmt.Sprintf("%s: %s earns %d %s %s card(s) at the power-up", e.Source, m.Card, n, more, e.Deck)})
	}
	return evs
}

// powerUpRewards draws the turn's rewards into the backpack as the
// power-up begins (Arcade rulebook, "Power-Up", "1. Rewards"). A boo
// booty's reward waits for the party's ChooseTreasure when there is a
// choice.
func (g ag) powerUpRewards() []rules.Event {
	var evs []rules.Event
	r := g.TurnRewards()
	g.Consul.RewardLoot, g.Consul.RewardTreasure = 0, 0
	var got []string
	for i := 0; i < r.Loot; i++ {
		if card, ok := g.Draw(rules.LootDeck); ok {
			got = append(got, card)
		}
	}
	for i := 0; i < r.Treasure; i++ {
		if card, ok := g.Draw(rules.TreasureDeck); ok {
			got = append(got, card)
		}
	}
	for _, n := range r.BooBooty {
		// "The Heroes select one treasure card and discard the rest": the
		// cards wait in Game.Pending for ChooseTreasure (treasure_choice.go).
		// The draw now happens in whatever command begins the power-up
		// (the last activation's end as well as EndPhase), so the choice
		// cannot hang on EndPhase's Look as it did when the draw ended the
		// power-up: every caller answers it (the power-up panel's chooser,
		// the hero AI's chooseTreasure, "keep N" in scenario files). Boo
		// booties drawn outside a chest are discarded and replaced.
		drawn := g.DrawTreasureNoBooty(n)
		if len(drawn) > 1 {
			tc := rules.TreasureChoice{Hero: rules.NoModel, Chest: rules.NoModel, Cards: drawn, Options: g.ChestOptions(drawn)}
			g.Pending = append(slices.Clip(g.Pending), tc)
			evs = append(evs, rules.TreasureOffered{Cards: drawn, Options: tc.Options})
			continue
		}
		if len(drawn) > 0 {
			got = append(got, drawn[0])
			for _, d := range drawn[1:] {
				g.DiscardCard(rules.TreasureDeck, d)
			}
		}
	}
	g.Backpack = append(g.Backpack, got...)
	if r.Loot+r.Treasure+len(r.BooBooty) > 0 {
		evs = append(evs, rules.Note{Text: fmt.Sprintf("rewards: %d loot and %d treasure earned; drawn into the backpack: %s", r.Loot, r.Treasure, rules.NameList(got))})
	}
	return evs
}
