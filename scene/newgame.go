package scene

import (
	"fmt"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// BalancedParty is the rulebook's recommended first party.
var BalancedParty = []string{"Riftling Warrior", "Moonspire Guardian", "Sanctioned Witch"}

// NewArcadeGame sets up an Arcade game with the balanced party (one click
// from the title, as a booth needs) and opens the play screen on it.
func NewArcadeGame(seed uint64) (Scene, error) {
	return newPlayFromSetup(rules.ArcadeSetup{Seed: seed, Heroes: BalancedParty})
}

// newPlayFromSetup sets up the Arcade game s describes and opens it.
func newPlayFromSetup(s rules.ArcadeSetup) (*Play, error) {
	set, err := tiles.LoadSet()
	if err != nil {
		return nil, fmt.Errorf("tile data: %w", err)
	}
	s.Tiles = set
	g, evs, err := rules.NewArcade(s)
	if err != nil {
		return nil, fmt.Errorf("set up the game: %w", err)
	}
	p := NewPlay(g, nil, set.Effects)
	for _, e := range evs {
		p.logEvent(e)
	}
	return p, nil
}
