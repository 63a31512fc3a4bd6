package scene

import (
	"fmt"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/ai"
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

// NewDemoGame opens a game the hero AI plays: the attract mode of the title
// screen (attract: a "Click to play" banner, and any input goes back to the
// title) or the -autoplay flag (attract false: watch the AI play).
func NewDemoGame(seed uint64, attract bool) (Scene, error) {
	p, err := newPlayFromSetup(rules.ArcadeSetup{Seed: seed, Heroes: BalancedParty})
	if err != nil {
		return nil, err
	}
	p.auto = ai.New()
	p.attract = attract
	p.speed = 2
	p.demoSeed = seed
	return p, nil
}
