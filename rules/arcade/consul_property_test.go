package arcade

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/pathing"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// shakeHeroes moves every Hero in play to a random free floor square and
// hands out wrath, so that Consul turns meet many different positions.
func shakeHeroes(g *rules.Game, r *rand.Rand) {
	pts := g.Board.Points()
	for _, id := range g.HeroesInPlay() {
		h := g.Model(id)
		for try := 0; try < 50; try++ {
			p := pts[r.IntN(len(pts))]
			if g.Fits(p, false, id) {
				h.Pos = p
				break
			}
		}
	}
	heroes := g.HeroesInPlay()
	for _, id := range heroes {
		g.Model(id).Wrath = 0
	}
	for k := 0; k < g.WrathPool && len(heroes) > 0; k++ {
		if r.IntN(2) == 0 {
			g.Model(heroes[r.IntN(len(heroes))]).Wrath++
		}
	}
}

// checkBoard asserts the board invariants after a Consul turn: every model
// in play stands on squares of the dungeon it may occupy, no two share a
// square, and every Consul move in evs was legal step by step (Arcade
// rulebook, "Movement Points"; monsters have Surefoot).
func checkBoard(t *testing.T, g *rules.Game, before map[rules.ModelID]tiles.Point, challenge string, evs []rules.Event, label string) {
	t.Helper()
	owner := map[tiles.Point]rules.ModelID{}
	for i := range g.Models {
		m := &g.Models[i]
		if !m.InPlay {
			continue
		}
		for _, p := range m.Squares() {
			require.True(t, g.Board.IsSquare(p), "%s: %s at %v is off the dungeon", label, m.Card, p)
			require.Equal(t, tiles.Floor, g.Board.At(p).Terrain, "%s: %s stands on %v", label, m.Card, p)
			if o, ok := owner[p]; ok {
				require.Failf(t, "two models on one square", "%s: %s and %s share %v", label, g.Name(o), m.Card, p)
			}
			owner[p] = m.ID
		}
	}
	heroAt := map[tiles.Point]bool{}
	for _, id := range g.HeroesInPlay() {
		heroAt[g.Model(id).Pos] = true
	}
	// With a Hero destroyed mid-turn the end state no longer shows the
	// squares that blocked earlier moves; the shortest-path check skips
	// such turns.
	heroFell := len(find[rules.HeroDown](evs)) > 0
	pos := map[rules.ModelID]tiles.Point{}
	for id, p := range before {
		pos[id] = p
	}
	for _, e := range evs {
		switch e := e.(type) {
		case CardDrawn:
			if e.Deck == ChallengeDeck || e.Deck == BossChallengeDeck {
				if e.Discarded {
					challenge = ""
				} else {
					challenge = e.Card
				}
			}
		case MonsterSpawned:
			pos[e.Model.ID] = e.At
		case rules.Moved:
			m := g.Model(e.Model.ID)
			mv := &pathing.Mover{Fly: g.Has(m, "Fly"), Burrow: g.Has(m, "Burrow"), Surefoot: true, Large: m.Large,
				Enemy: func(p tiles.Point) bool { return heroAt[p] }}
			at := pos[e.Model.ID]
			start := at
			for _, p := range e.Path {
				require.NoError(t, pathing.CanStep(g.Board, mv, at, p), "%s: %s steps %v -> %v", label, m.Card, at, p)
				at = p
			}
			if !heroFell {
				// As short as the rules allow: no cheaper way to the same
				// square (other monsters may be passed, Heroes not).
				best, ok := pathing.Reachable(g.Board, mv, start, -1).Cost(at)
				require.True(t, ok)
				require.Equal(t, best, e.Cost, "%s: %s took a longer way %v -> %v", label, m.Card, start, at)
			}
			pos[e.Model.ID] = at
			// The Mv the monster had then: its card plus the challenge in
			// play at that moment.
			saved := StateOf(g).Challenge
			StateOf(g).Challenge = challenge
			limit := g.MaxMP(m) + g.CardStat(m, cards.StatMove)
			StateOf(g).Challenge = saved
			require.LessOrEqual(t, e.Cost, limit, "%s: %s pays no more than its Mv", label, m.Card)
		}
	}
}

func positions(g *rules.Game) map[rules.ModelID]tiles.Point {
	out := map[rules.ModelID]tiles.Point{}
	for i := range g.Models {
		if g.Models[i].InPlay {
			out[g.Models[i].ID] = g.Models[i].Pos
		}
	}
	return out
}

// Property over many seeded games: ten Consul turns each, with the Heroes
// shuffled about between turns. No monster ends inside a wall, off the map
// or on an occupied square, every move is legal step by step, and every
// move is as short as the rules allow (no cheaper way to the same square).
func TestConsulTurnsProperty(t *testing.T) {
	seeds := 30
	if testing.Short() {
		seeds = 8
	}
	moves, spawns, turns := 0, 0, 0
	for seed := 1; seed <= seeds; seed++ {
		g, _ := arcade(t, uint64(seed))
		r := rand.New(rand.NewPCG(uint64(seed), 77))
		for turn := 1; turn <= 12 && g.Over == ""; turn++ {
			shakeHeroes(g, r)
			g.Turn, g.Phase = turn, rules.ConsulTurn
			before, challenge := positions(g), StateOf(g).Challenge
			evs, err := g.Apply(PlayConsulTurn{})
			require.NoError(t, err)
			checkBoard(t, g, before, challenge, evs, fmt.Sprintf("seed %d turn %d", seed, turn))
			moves += len(find[rules.Moved](evs))
			spawns += len(find[MonsterSpawned](evs))
			turns++
			for _, e := range evs {
				if d, ok := e.(rules.ConsulDecided); ok {
					require.NotEmpty(t, d.Reason)
				}
			}
		}
	}
	t.Logf("%d Consul turns, %d monster moves, %d placements", turns, moves, spawns)
	assert.Greater(t, moves, 10*seeds, "the property saw real movement")
}

// Same seed, same commands: the same events and the same state hash, turn
// after turn; a clone taken mid-game continues identically.
func TestConsulDeterministic(t *testing.T) {
	run := func() ([][]rules.Event, []string, *rules.Game) {
		g, _ := arcade(t, 42)
		var all [][]rules.Event
		var hashes []string
		for turn := 1; turn <= 8 && g.Over == ""; turn++ {
			g.Turn, g.Phase = turn, rules.ConsulTurn
			evs, err := g.Apply(PlayConsulTurn{})
			require.NoError(t, err)
			all = append(all, evs)
			hashes = append(hashes, g.Hash())
		}
		return all, hashes, g
	}
	e1, h1, _ := run()
	e2, h2, _ := run()
	assert.Equal(t, h1, h2)
	assert.Equal(t, e1, e2)

	// Step by step gives the same result as the whole turn at once.
	a, _ := arcade(t, 43)
	b := a.Clone()
	a.Phase, b.Phase = rules.ConsulTurn, rules.ConsulTurn
	whole, err := a.Apply(PlayConsulTurn{})
	require.NoError(t, err)
	var steps []rules.Event
	for !asArcade(b).consulDone() {
		evs, err := b.Apply(ConsulStep{})
		require.NoError(t, err)
		steps = append(steps, evs...)
	}
	assert.Equal(t, whole, steps)
	assert.Equal(t, a.Hash(), b.Hash())
}
