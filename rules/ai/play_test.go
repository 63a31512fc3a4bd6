package ai

import (
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
)

var (
	sharedOnce  sync.Once
	sharedCat   *rules.Catalog
	sharedCards *rules.ArcadeCards
	sharedErr   error
)

// arcade sets up a game for seed with the shared card data.
func arcade(t testing.TB, seed uint64, heroes ...string) *rules.Game {
	t.Helper()
	sharedOnce.Do(func() {
		if sharedCat, sharedErr = rules.LoadCatalog(); sharedErr == nil {
			sharedCards, sharedErr = rules.LoadArcadeCards()
		}
	})
	require.NoError(t, sharedErr)
	if len(heroes) == 0 {
		heroes = []string{"Riftling Warrior", "Moonspire Guardian", "Sanctioned Witch"}
	}
	g, _, err := rules.NewArcade(rules.ArcadeSetup{Seed: seed, Heroes: heroes, Catalog: sharedCat, Cards: sharedCards})
	require.NoError(t, err)
	return g
}

func TestSoakLegal(t *testing.T) {
	wins := 0
	for seed := uint64(1); seed <= 50; seed++ {
		g := arcade(t, seed)
		res, err := Play(g, New(), PlayOptions{Check: CheckInvariants})
		require.NoError(t, err, "seed %d", seed)
		if res.Winner == "heroes" {
			wins++
		}
		t.Logf("seed %d: %s in %d turns, %d commands", seed, res.Winner, res.Turns, res.Commands)
	}
	t.Logf("hero wins %d/50", wins)
}
