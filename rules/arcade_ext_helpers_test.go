package rules_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/arcade"
)

// arcadeGame is a whole Arcade set-up for seed with the balanced party: a
// full dungeon to check the core's queries on.
func arcadeGame(t testing.TB, seed uint64) *rules.Game {
	t.Helper()
	g, _, err := arcade.New(arcade.Setup{Seed: seed, Heroes: []string{"Riftling Warrior", "Moonspire Guardian", "Sanctioned Witch"}})
	require.NoError(t, err)
	return g
}
