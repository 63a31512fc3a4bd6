package arcade

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// The random source is part of the state: two games with different seeds
// differ, and the dice a clone rolls are the dice the original rolls.
func TestSeedIsState(t *testing.T) {
	a, b := fuzzGame(t, 1), fuzzGame(t, 2)
	assert.NotEqual(t, a.Hash(), b.Hash())
	c := a.Clone()
	ra := a.Roll(0, "test", cards.MustPool("3B2R1G"), false)
	rc := c.Roll(0, "test", cards.MustPool("3B2R1G"), false)
	assert.Equal(t, ra, rc)
	saved := a.RNGState()
	r1 := a.Roll(0, "test", cards.MustPool("6G"), false)
	require.NoError(t, a.SetRNGState(saved))
	r2 := a.Roll(0, "test", cards.MustPool("6G"), false)
	assert.Equal(t, r1, r2, "restoring the saved source replays the same dice")
}

// Apply reuses the memory of the state each command replaced (the models
// and decks arrays, the working Game): clones taken between commands, and
// a refused command, must never see that reuse. A whole game's phases,
// Consul turns with spawns and card draws included, run on one Game while
// a clone of every state keeps its hash.
func TestApplyRecyclingLeavesClonesAlone(t *testing.T) {
	g, _ := arcade(t, 5)
	var clones []*rules.Game
	var hashes []string
	applied := 0
	for step := 0; step < 60 && g.Over == ""; step++ {
		clones, hashes = append(clones, g.Clone()), append(hashes, g.Hash())
		var cmd rules.Command = rules.EndPhase{}
		switch g.Phase {
		case rules.HeroTurn:
			// Each Hero activates and ends at once; then the phase ends.
			for _, id := range g.HeroesInPlay() {
				if g.Active == rules.NoModel && g.CanActivate(id) == nil {
					cmd = rules.StartActivation{Hero: id}
					break
				}
			}
			if g.Active != rules.NoModel {
				cmd = rules.EndActivation{}
			}
		case rules.ConsulTurn:
			cmd = PlayConsulTurn{}
		case rules.HeroPowerUp, rules.ConsulPowerUp:
			if _, err := g.Apply(ResolveHooks{}); err == nil {
				applied++
			}
		}
		before := g.Hash()
		if _, err := g.Apply(rules.Attack{Attr: cards.STR, Target: rules.NoModel}); err != nil {
			require.Equal(t, before, g.Hash(), "a refused command leaves the game as it was")
		}
		if _, err := g.Apply(cmd); err == nil {
			applied++
		} else if _, err := g.Apply(rules.EndPhase{}); err == nil {
			applied++ // the Consul's turn was over
		}
	}
	require.Greater(t, applied, 20, "the game moved on")
	for i, c := range clones {
		require.Equal(t, hashes[i], c.Hash(), "the clone taken before command %d", i)
	}
}
