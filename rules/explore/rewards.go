package explore

import (
	"fmt"
	"slices"
	"strings"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// Rewards is what the loot tracker earns at power-up (Explore rulebook,
// "1. Rewards", "Rewards Chart").
type Rewards struct {
	Loot, Treasure int
	// BooBooty lists, per boo booty destroyed, the treasure cards to draw
	// (its tile number); the party keeps one.
	BooBooty []int
}

// TurnRewards tallies the loot tracker: one loot per full three skull
// points of 8-Bit monsters (no carry over), two per 16-Bit monster, one
// treasure per mini-boss, the tile number plus one in loot per spawning
// point, and a boo booty's tile number in treasure cards to choose from.
// Monsters destroyed in the Consul's turn and Insignificant ones earn no
// loot; spawning points and treasure count in either turn.
func (s *State) TurnRewards(g *rules.Game) Rewards {
	if s.Rude != nil {
		return s.rudeRewards(g)
	}
	var r Rewards
	skulls8 := 0
	for _, d := range g.Destroyed {
		c := g.Catalog().Monsters[d.Card]
		if c == nil {
			continue
		}
		heroTurn := d.Phase == rules.HeroTurn || d.Phase == rules.HeroPowerUp
		loot := heroTurn && !c.Has("Insignificant")
		switch c.Role {
		case cards.RoleSpawningPoint:
			r.Loot += max(1, d.Tile) + 1
			continue
		case cards.RoleMiniBoss:
			r.Treasure++
			continue
		case cards.RoleBooBooty:
			r.BooBooty = append(r.BooBooty, max(1, d.Tile))
			continue
		}
		p := s.Data().Profiles[d.Card]
		if p == nil || !loot {
			continue
		}
		switch p.Platform {
		case Bit8:
			skulls8 += p.Skulls
		case Bit16:
			r.Loot += 2
		}
	}
	r.Loot += skulls8 / 3
	return r
}

// PowerUpRewards implements rules.Ruleset: the turn's rewards drawn into
// the backpack as the power-up begins (Explore rulebook, "1. Rewards"); a
// boo booty's several treasure cards wait for the party's ChooseTreasure
// (see the Arcade ruleset's powerUpRewards for why always). Rude Supers
// keeps its own turn and draws at its Heroes' power-up's start
// (rudePowerUpBegins), so the core never asks it.
func (s *State) PowerUpRewards(g *rules.Game) []rules.Event {
	return s.drawRewards(g, true)
}

// PowerUpEnds implements rules.PowerUpEnder: the coins spent this power-up
// go on the Heroes they revived ("2. Princess Coins"), once the core has
// revived the Heroes nobody brought back.
func (s *State) PowerUpEnds(g *rules.Game) []rules.Event {
	if s.Rude != nil {
		s.Rude.Rewarded = false
	}
	return s.coinsOnCards(g)
}

// drawRewards draws the turn's rewards into the backpack; a boo booty's
// several cards wait for ChooseTreasure with look (Rude Supers keeps the
// first, as it always has).
func (s *State) drawRewards(g *rules.Game, look bool) []rules.Event {
	var evs []rules.Event
	r := s.TurnRewards(g)
	var got []string
	for i := 0; i < r.Loot; i++ {
		if card, ok := g.Draw(rules.LootDeck); ok {
			got = append(got, card)
		}
	}
	for i := 0; i < r.Treasure; i++ {
		got = append(got, g.DrawTreasureNoBooty(1)...)
	}
	for _, n := range r.BooBooty {
		drawn := g.DrawTreasureNoBooty(n)
		if look && len(drawn) > 1 {
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
	g.Backpack = append(slices.Clip(g.Backpack), got...)
	if r.Loot+r.Treasure+len(r.BooBooty) > 0 {
		evs = append(evs, rules.Note{Text: fmt.Sprintf("rewards: %d loot and %d treasure earned; drawn into the backpack: %s", r.Loot, r.Treasure, rules.NameList(got))})
	}
	return evs
}

// coinBoost is what each Princess Coin on a revived Hero's card adds to
// its defense rolls (Explore rulebook, "2. Princess Coins"; the icon is
// lost in the extract: project decision, one blue die per coin).
func coinBoost() cards.Pool { return cards.Pool{Dice: [len(cards.Pool{}.Dice)]int{cards.Blue: 1}} }

// coinsOnCards puts the coins spent this power-up on the Heroes they
// revived and gives every revived Hero in play its defense dice: one
// lasting effect per coin (effects of one name never stack), kept until
// the Hero is destroyed and renewed when it comes back.
func (s *State) coinsOnCards(g *rules.Game) []rules.Event {
	var evs []rules.Event
	for _, d := range g.Destroyed {
		if d.Kind == rules.KindHero && d.Revived {
			s.CoinsOn = append(slices.Clip(s.CoinsOn), d.Model)
		}
	}
	for _, id := range g.Heroes() {
		h := g.Model(id)
		n := 0
		for _, c := range s.CoinsOn {
			if c == id {
				n++
			}
		}
		if n == 0 || !h.InPlay {
			continue
		}
		var effs []rules.Effect
		for _, e := range h.Effects {
			if !strings.HasPrefix(e.Source, "Princess Coin ") {
				effs = append(effs, e)
			}
		}
		for k := 1; k <= n; k++ {
			effs = append(effs, rules.Effect{Source: fmt.Sprintf("Princess Coin %d", k), From: rules.NoModel,
				Boosts: []cards.Boost{{To: "defense", Dice: coinBoost()}}})
		}
		if len(effs) != len(h.Effects) {
			evs = append(evs, rules.Note{Text: fmt.Sprintf("%s carries %s on its card: +%s on every defense roll",
				h.Card, rules.CountOf(n, "Princess Coin"), rules.CountOf(n, "blue die"))})
		}
		h.Effects = effs
	}
	return evs
}
