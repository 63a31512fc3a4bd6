package explore

import (
	"fmt"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// RudeTiles is the dungeon's size ("1) Determine # of Heroes / Game-Size":
// as many tiles and spawning points as Heroes, 3 to 5). The tile set has
// four tiles, so five Heroes play on four (a gap listed in the README).
// heroes is the set-up size (RudeOptions.SetUpFor: one fewer in Casual
// Mode).
func RudeTiles(heroes int) int { return min(max(heroes, 3), 4) }

// rudeSetup finishes an Explore game set up for Rude Supers ("Game
// Set-up" 1-7): one Princess Coin per Hero, no first spawn (the Consul
// spawns in round 1's own Phase 1), and the game begins with the Consul's
// turn ("The Consul will always go first").
func (g eg) rudeSetup(o RudeOptions, heroes, coinsAdjust int, second *tiles.Point) (*rules.Game, []rules.Event, error) {
	switch o.Difficulty {
	case "":
		o.Difficulty = RudeHero
	case RudeHero, RudeConsul, RudeHard:
	default:
		return nil, nil, fmt.Errorf("explore setup: Rude Supers difficulty %q; want %s, %s or %s", o.Difficulty, RudeHero, RudeConsul, RudeHard)
	}
	if err := o.checkParty(heroes); err != nil {
		return nil, nil, err
	}
	r := &Rude{Difficulty: o.Difficulty, Auras: o.Auras, Party: o.SetUpFor(heroes), Casual: o.Casual, Double: o.Double, SecondStart: second, AntiHero: o.AntiHero}
	g.S.Rude = r
	// "1 Princess Coin in the backpack for each Hero" (and one more in
	// Casual Mode, rude_variants.go).
	g.Coins = o.rudeCoins(heroes, coinsAdjust)
	if o.Unlimited {
		r.Unlimited = max(1, g.Coins)
		g.Coins = r.Unlimited
	}
	g.Phase = rules.ConsulTurn
	g.Turn = 1
	evs := []rules.Event{rules.PhaseChanged{Turn: 1, Phase: rules.ConsulTurn}}
	evs = append(evs, g.rudeRoundBegins()...)
	return g.Game, evs, nil
}
