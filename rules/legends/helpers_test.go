package legends

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Die faces by index (cards/data/dice.yaml): blue 0,0,1,1,2,heart; red
// 0,1,1,2,2,potion; citrine 2,2,3,4,5,light; amethyst 3,3,4,4,5,shadow.
const (
	b0, b1, b2, bHeart = 0, 2, 4, 5
	r0, r1, r2, rPot   = 0, 1, 3, 5
	y2, y5, yLight     = 0, 4, 5
	p3, pShadow        = 0, 5
)

// spec is a model for a test board.
type spec struct {
	name   string
	side   Side
	x, y   int
	hearts int
	attack AttackKind
	str    string
	arm    string
	will   string
	dex    string
}

func hero(name string, x, y int) spec {
	return spec{name: name, side: Heroes, x: x, y: y, hearts: 3, attack: Melee, str: "2B", arm: "1B", will: "1B", dex: "1B"}
}

func monster(name string, x, y int) spec {
	return spec{name: name, side: Consul, x: x, y: y, hearts: 1, attack: Melee, str: "1B", arm: "1B", will: "1B", dex: "1B"}
}

// combatGame builds a combat encounter on grid (adventure grid format),
// Heroes' turn, round 1, no initiative rolled.
func combatGame(t *testing.T, grid string, models ...spec) *Game {
	t.Helper()
	d := loadData(t)
	m, _, err := tiles.ParseMap(gridToMap(grid), legendLetters)
	require.NoError(t, err)
	adv := &Adventure{ID: "test", Phases: []Phase{{Combat: &CombatSpec{}}}, board: m}
	g := &Game{Adventure: "test", Map: m, Mode: Combat, Round: 1, Turn: Heroes, First: Heroes, Active: -1,
		rng: rand.NewPCG(1, 2), data: d, adv: adv, Backpack: map[string]int{}}
	for i, s := range models {
		var attrs [numAttrs]cards.Pool
		for a, v := range []string{s.str, s.arm, s.will, s.dex} {
			attrs[a], err = ParsePool(v)
			require.NoError(t, err)
		}
		g.Models = append(g.Models, Model{ID: i, Name: s.name, Class: s.name, Side: s.side, At: tiles.Point{X: s.x, Y: s.y},
			Hearts: s.hearts, MaxHearts: s.hearts, Attrs: attrs, Attack: s.attack, Move: 4, InPlay: true,
			Potions: 1, MaxPotions: 2})
	}
	return g
}

func pt(x, y int) tiles.Point { return tiles.Point{X: x, Y: y} }

func apply(t *testing.T, g *Game, c Command) []Event {
	t.Helper()
	evs, err := g.Apply(c)
	require.NoError(t, err)
	return evs
}

func refused(t *testing.T, g *Game, c Command, words string) {
	t.Helper()
	_, err := g.Apply(c)
	require.Error(t, err)
	require.Contains(t, err.Error(), words)
}

func hasKind(evs []Event, kind string) bool {
	for _, e := range evs {
		if e.Kind == kind {
			return true
		}
	}
	return false
}
