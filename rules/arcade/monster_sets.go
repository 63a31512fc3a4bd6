package arcade

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/superdungeon-digital/superdungeon/rules"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// Random, as Setup's Set, MiniBoss, Boss or one of its
// SpawningPoints, asks for a choice drawn from the seed (any case).
const Random = "random"

// choiceMix derives the random source of the monster choices from the
// seed. It is not the game's stream, so a random choice never changes the
// dungeon or the dice: choosing "random" and naming what it picked give the
// same game.
const choiceMix = 0x6A09E667F3BCC909

func isRandom(name string) bool { return strings.EqualFold(strings.TrimSpace(name), Random) }

// arcadeTiles is the number of dungeon tiles for a party (Arcade
// rulebook, "Game Size": five or six Heroes play on four tiles).
func arcadeTiles(heroes int) int {
	if heroes >= 5 {
		return 4
	}
	return 3
}

// ResolveMonsters returns s with its monster choices made explicit, so a
// replay or save records the cards, not the way they were chosen
// (Arcade rulebook, "1. Select Monsters"):
//
//   - Set names a monster set (cards/data/monster_sets.yaml), or is
//     Random for one of them; it fills whichever of SpawningPoints,
//     MiniBoss and Boss are empty. The set's spawning points (with its
//     fourth for a four-tile game) are dealt to the tiles in an order
//     drawn from the seed. Set is cleared.
//   - Random as MiniBoss, Boss or a spawning point picks among every card
//     of that rank in the catalog.
//
// A setup with no Set and no Random is returned unchanged (New then
// uses the box's cards for whatever is empty). Names are checked by
// New, not here. The same setup always resolves the same way.
func ResolveMonsters(s Setup) (Setup, error) {
	if !needsResolving(s) {
		return s, nil
	}
	cat := s.Catalog
	if cat == nil {
		var err error
		if cat, err = rules.LoadCatalog(); err != nil {
			return s, fmt.Errorf("monster choice: %w", err)
		}
	}
	return resolveMonsters(s, cat)
}

func needsResolving(s Setup) bool {
	return s.Set != "" || isRandom(s.MiniBoss) || isRandom(s.Boss) || slices.ContainsFunc(s.SpawningPoints, isRandom)
}

func resolveMonsters(s Setup, cat *rules.Catalog) (Setup, error) {
	if !needsResolving(s) {
		return s, nil
	}
	r := rand.New(rand.NewPCG(s.Seed, s.Seed^choiceMix))
	out := s
	out.SpawningPoints = slices.Clone(s.SpawningPoints)
	if s.Set != "" {
		sets, err := cards.LoadMonsterSets()
		if err != nil {
			return s, fmt.Errorf("monster choice: %w", err)
		}
		var set cards.MonsterSet
		if isRandom(s.Set) {
			set = sets[r.IntN(len(sets))]
		} else {
			var ok bool
			if set, ok = cards.MonsterSetByName(sets, s.Set); !ok {
				return s, fmt.Errorf("monster choice: no monster set named %q (sets: %s, or %s)", s.Set, setNames(sets), Random)
			}
		}
		if len(out.SpawningPoints) == 0 {
			sps, err := set.SpawningPointsFor(arcadeTiles(len(s.Heroes)))
			if err != nil {
				return s, fmt.Errorf("monster choice: %w", err)
			}
			r.Shuffle(len(sps), func(i, j int) { sps[i], sps[j] = sps[j], sps[i] })
			out.SpawningPoints = sps
		}
		if out.MiniBoss == "" {
			out.MiniBoss = set.MiniBoss
		}
		if out.Boss == "" {
			out.Boss = set.Boss
		}
		out.Set = ""
	}
	for i, sp := range out.SpawningPoints {
		if isRandom(sp) {
			out.SpawningPoints[i] = pickRank(cat, cards.RoleSpawningPoint, r)
		}
	}
	if isRandom(out.MiniBoss) {
		out.MiniBoss = pickRank(cat, cards.RoleMiniBoss, r)
	}
	if isRandom(out.Boss) {
		out.Boss = pickRank(cat, cards.RoleBoss, r)
	}
	return out, nil
}

// pickRank draws one card of the rank; "" (refused later by New) if
// the catalog has none.
func pickRank(cat *rules.Catalog, role cards.Role, r *rand.Rand) string {
	names := cat.CardsOfRank(role)
	if len(names) == 0 {
		return ""
	}
	return names[r.IntN(len(names))]
}

func setNames(sets []cards.MonsterSet) string {
	names := make([]string, len(sets))
	for i, s := range sets {
		names[i] = s.Name
	}
	return strings.Join(names, ", ")
}
