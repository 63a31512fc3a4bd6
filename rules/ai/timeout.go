package ai

import (
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
)

// timeoutChoice is the party's answer to the Explore boss's timeout
// (Explore rulebook, "Timeout", step 1: the party may discard backpack
// cards to heal one Hero, one wound or status effect per card). The Hero
// healed is the one nearest to falling (fewest hearts left, then the most
// to heal, then party order); it gets a card for each wound and status
// effect, and the cards given up are the ones the party needs least: a
// Cursed card first, then loot before treasure, and last a card a Hero in
// the dungeon could still wear (its slot free on someone). Nobody is
// healed when nobody needs it or the backpack is empty.
func timeoutChoice(g *rules.Game) explore.TimeoutChoice {
	var best *rules.Model
	need := func(h *rules.Model) int { return h.Wounds + h.Statuses.Count() }
	left := func(h *rules.Model) int { return g.Hearts(h) - h.Wounds }
	for _, id := range g.HeroesInPlay() {
		h := g.Model(id)
		if need(h) == 0 {
			continue
		}
		if best == nil || left(h) < left(best) || (left(h) == left(best) && need(h) > need(best)) {
			best = h
		}
	}
	if best == nil || len(g.Backpack) == 0 {
		return explore.TimeoutChoice{Hero: rules.NoModel}
	}
	cat := g.Catalog()
	worth := func(card string) int {
		e := cat.Equipment[card]
		if e == nil {
			return 1
		}
		if e.Cursed {
			return 0
		}
		w := 1
		if e.Deck == cards.DeckTreasure {
			w = 2
		}
		if s := slices.Index(cards.Slots[:], e.Slot); s >= 0 {
			for _, id := range g.HeroesInPlay() {
				if g.Model(id).Slots[s] == "" {
					w += 2
					break
				}
			}
		}
		return w
	}
	order := make([]int, len(g.Backpack))
	for i := range order {
		order[i] = i
	}
	// Stable: among cards worth the same, the first drawn goes first.
	slices.SortStableFunc(order, func(a, b int) int { return worth(g.Backpack[a]) - worth(g.Backpack[b]) })
	n := min(need(best), len(order))
	out := make([]string, 0, n)
	for _, i := range order[:n] {
		out = append(out, g.Backpack[i])
	}
	return explore.TimeoutChoice{Hero: best.ID, Cards: out}
}
