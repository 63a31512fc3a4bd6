package rules

import (
	"fmt"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// Rewards is what the turn's destroyed models earn (Arcade rulebook,
// "Rewards Chart").
type Rewards struct {
	Loot     int
	Treasure int
}

// TurnRewards tallies the loot tracker: one loot per three minions (no carry
// over), one per elite, tile number + 1 per spawning point, one treasure per
// mini-boss. Monsters destroyed during the Consul turn and Insignificant
// ones earn no loot; spawning points and treasure count in either turn.
// Boo booty is not modelled yet.
func (g *Game) TurnRewards() Rewards {
	var r Rewards
	minions := 0
	for _, d := range g.Destroyed {
		c := g.catalog.Monsters[d.Card]
		if c == nil {
			continue
		}
		heroTurn := d.Phase == HeroTurn || d.Phase == HeroPowerUp
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
		}
	}
	r.Loot += minions / 3
	return r
}

// powerUp draws the turn's rewards into the backpack and clears the loot
// tracker. Heroes destroyed this turn each cost a Princess Coin; if the
// party cannot pay, the Consul wins (Arcade rulebook, "Power-Up",
// "Victory"). Equipping, the six-loot trade and choosing the revived Hero
// are not implemented yet: a destroyed Hero is revived as itself, placed
// back on its last square if free (a placeholder for the start-token rule).
func (g *Game) powerUp(c Command) ([]Event, error) {
	var evs []Event
	r := g.TurnRewards()
	var got []string
	for i := 0; i < r.Loot; i++ {
		if card, ok := g.Draw(LootDeck); ok {
			got = append(got, card)
		}
	}
	for i := 0; i < r.Treasure; i++ {
		if card, ok := g.Draw(TreasureDeck); ok {
			got = append(got, card)
		}
	}
	g.Backpack = append(g.Backpack, got...)
	if r.Loot+r.Treasure > 0 {
		evs = append(evs, Note{Text: fmt.Sprintf("rewards: %d loot and %d treasure earned; drawn into the backpack: %v", r.Loot, r.Treasure, got)})
	}
	for _, d := range g.Destroyed {
		if d.Kind != KindHero {
			continue
		}
		if g.Coins == 0 {
			g.Over = "consul"
			return append(evs, GameOver{Winner: "the Consul"}), nil
		}
		g.Coins--
		h := g.Model(d.Model)
		if g.At(h.Pos) == nil {
			h.InPlay = true
			evs = append(evs, Note{Text: fmt.Sprintf("a Princess Coin brings %s back at %v (%d coins left)", h.Card, h.Pos, g.Coins)})
		} else {
			evs = append(evs, Note{Text: fmt.Sprintf("a Princess Coin is spent for %s, but placing it is not implemented yet", h.Card)})
		}
	}
	g.Destroyed = nil
	return evs, nil
}
