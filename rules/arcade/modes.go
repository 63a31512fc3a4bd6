package arcade

import (
	"math/rand/v2"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// PickModes turns up n mode cards of one difficulty at random, as players
// flip easy- or hard-mode cards at setup (Arcade rulebook, "5. Select
// Difficulty": one to three at random). deck is that difficulty's cards in
// file order. The draw uses its own random stream from seed, so it never
// disturbs the game's; the same seed always turns up the same cards.
func PickModes(seed uint64, deck []cards.Mode, n int) []string {
	r := rand.New(rand.NewPCG(seed, 0x6d6f646573)) // "modes"
	out := make([]string, 0, n)
	for _, i := range r.Perm(len(deck)) {
		if len(out) == n {
			break
		}
		out = append(out, deck[i].Name)
	}
	return out
}
