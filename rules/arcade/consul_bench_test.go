package arcade

import (
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// crowdedGame is a three-tile Arcade game with every spawning point's pool
// on the board (two Spider Nests and a Shadow Tower: 20 models) plus the
// mini-boss, about to play the sixth chart space (Move, Unique, Fight,
// Challenge, Reinforce).
func crowdedGame(tb testing.TB) *rules.Game {
	tb.Helper()
	s, err := sharedData()
	require.NoError(tb, err)
	s.Seed, s.Heroes = 11, balanced
	s.SpawningPoints = []string{"Spider Nest", "Shadow Tower", "Spider Nest"}
	g, _, err := New(s)
	require.NoError(tb, err)
	for i := range g.Models {
		if sp := &g.Models[i]; sp.Kind == rules.KindSpawningPoint && sp.Tile != 1 {
			asArcade(g).spawnFrom("bench", g.Model(sp.ID), rules.NoModel)
		}
	}
	asArcade(g).spawnMiniBoss("bench")
	g.Phase, g.Turn, StateOf(g).Space = rules.ConsulTurn, 6, 5
	g.PathGraph() // built once per game in play; clones share it
	return g
}

func monsters(g *rules.Game) int {
	n := 0
	for i := range g.Models {
		if g.Models[i].InPlay && g.Models[i].Kind == rules.KindMonster {
			n++
		}
	}
	return n
}

// BenchmarkConsulTurn measures one whole Consul turn (PlayConsulTurn through
// Game.Apply, clone included) with about twenty monsters on a three-tile
// dungeon. Goal: under 2 ms.
func BenchmarkConsulTurn(b *testing.B) {
	g := crowdedGame(b)
	b.ReportMetric(float64(monsters(g)), "monsters")
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		w := g.Clone()
		b.StartTimer()
		if _, err := w.Apply(PlayConsulTurn{}); err != nil {
			b.Fatal(err)
		}
	}
}

func TestCrowdedGameSize(t *testing.T) {
	g := crowdedGame(t)
	require.GreaterOrEqual(t, monsters(g), 20, "the benchmark has the crowd it claims")
	_, err := g.Apply(PlayConsulTurn{})
	require.NoError(t, err)
}
