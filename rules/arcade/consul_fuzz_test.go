package arcade

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// FuzzConsulTurns plays seeded Arcade games through a number of Consul
// turns, with the Heroes scattered between turns, and checks the board
// invariants of TestConsulTurnsProperty and that no command errs.
func FuzzConsulTurns(f *testing.F) {
	f.Add(uint64(1), uint64(2), uint8(5))
	f.Add(uint64(99), uint64(7), uint8(16))
	f.Fuzz(func(t *testing.T, seed, shake uint64, turns uint8) {
		g, _ := arcade(t, seed)
		r := rand.New(rand.NewPCG(shake, seed))
		for turn := 1; turn <= int(turns%20) && g.Over == ""; turn++ {
			shakeHeroes(g, r)
			g.Turn, g.Phase = turn, rules.ConsulTurn
			before, challenge := positions(g), StateOf(g).Challenge
			evs, err := g.Apply(PlayConsulTurn{})
			require.NoError(t, err)
			checkBoard(t, g, before, challenge, evs, "fuzz")
		}
	})
}
