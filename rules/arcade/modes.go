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

// PickVariety turns up one easy and one hard mode card together (Arcade
// rulebook, "5. Select Difficulty": "If you wish to add variety to your
// game while maintaining the standard difficulty level, you may even
// choose to flip one Hard Mode and one Easy Mode card"), each at random
// from the seed as PickModes does.
func PickVariety(seed uint64, easy, hard []cards.Mode) []string {
	return append(PickModes(seed, easy, 1), PickModes(seed^0x68617264, hard, 1)...) // "hard"
}
