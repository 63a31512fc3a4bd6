package pathing

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Arcade rulebook, "Movement Points" (one point per square, diagonals
// included; never through enemies, never diagonally between two of them,
// never into a square out of line of sight), "Dungeon Tile" (walls, no
// square no entry) and "Abilities" (Fly, Burrow).
func TestCanStepDiagrams(t *testing.T) {
	cases := []struct {
		name    string
		diagram string
		mover   func(bd board) *Mover
		wantErr string // "" means the step is allowed
	}{
		{"steps into an open neighbour", `
+-+-+
|A B|
+-+-+`, nil, ""},
		{"steps diagonally across an open corner", `
+-+-+
|A .|
+ + +
|. B|
+-+-+`, nil, ""},
		{"wall between straight neighbours", `
+-+-+
|A|B|
+-+-+`, nil, "wall between (0,0) and (1,0)"},
		{"enemy's square cannot be entered", `
+-+-+
|A B|
+-+-+`, func(bd board) *Mover { return &Mover{Enemy: bd.is('B')} }, "(1,0) is occupied by an enemy"},
		{"friendly model's square can be passed into", `
+-+-+
|A B|
+-+-+`, func(bd board) *Mover { return &Mover{Occupied: bd.is('B')} }, ""},
		{"cannot squeeze diagonally between two enemies", `
+-+-+
|A E|
+ + +
|E B|
+-+-+`, nil, "cannot pass diagonally between two enemies at (1,0) and (0,1)"},
		{"one enemy beside the diagonal is no obstacle", `
+-+-+
|A E|
+ + +
|. B|
+-+-+`, nil, ""},
		{"cannot cut a wall corner", `
+-+-+
|A .|
+ +-+
|.|B|
+-+-+`, nil, "no line of sight from (0,0) to (1,1)"},
		{"cannot step diagonally through a straight wall", `
+-+-+
|A|.|
+ + +
|.|B|
+-+-+`, nil, "no line of sight from (0,0) to (1,1)"},
		{"may step round the end of a wall", `
+-+-+
|A|.|
+ + +
|. B|
+-+-+`, nil, ""},
		{"cannot cut past an enemy on one side and a wall on the other", `
+-+-+
|A E|
+ + +
|.|B|
+-+-+`, nil, "no line of sight from (0,0) to (1,1)"},
		{"Fly ignores the enemy when looking past the wall", `
+-+-+
|A E|
+ + +
|.|B|
+-+-+`, func(bd board) *Mover { m := bd.mover(); m.Fly = true; return m }, ""},
		{"Fly still cannot squeeze between two enemies", `
+-+-+
|A E|
+ + +
|E B|
+-+-+`, func(bd board) *Mover { m := bd.mover(); m.Fly = true; return m }, "cannot pass diagonally between two enemies at (1,0) and (0,1)"},
		{"structure cannot be entered", `
+-+-+
|A #|
+-+-+`, nil, "(1,0) is a structure"},
		{"chasm cannot be entered", `
+-+-+
|A ~|
+-+-+`, nil, "(1,0) is a chasm"},
		{"Fly enters a structure", `
+-+-+
|A #|
+-+-+`, func(bd board) *Mover { return &Mover{Fly: true} }, ""},
		{"Fly enters a chasm", `
+-+-+
|A ~|
+-+-+`, func(bd board) *Mover { return &Mover{Fly: true} }, ""},
		{"Burrow enters a structure", `
+-+-+
|A #|
+-+-+`, func(bd board) *Mover { return &Mover{Burrow: true} }, ""},
		{"Burrow cannot enter a chasm", `
+-+-+
|A ~|
+-+-+`, func(bd board) *Mover { return &Mover{Burrow: true} }, "(1,0) is a chasm"},
		{"Burrow moves through a wall", `
+-+-+
|A|B|
+-+-+`, func(bd board) *Mover { return &Mover{Burrow: true} }, ""},
		{"Burrow moves diagonally through a wall corner", `
+-+-+
|A .|
+ +-+
|.|B|
+-+-+`, func(bd board) *Mover { return &Mover{Burrow: true} }, ""},
		{"no square to step into", `
+-+ +
|A|  
+-+ +`, nil, "(1,0) is not a square of the dungeon"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			bd := parseBoard(t, tc.diagram)
			mv := bd.mover()
			if tc.mover != nil {
				mv = tc.mover(bd)
			}
			to := bd.b
			if _, ok := bd.marks[to]; !ok || to == bd.a {
				to = bd.a.Add(tiles.E) // diagrams without B step east
				if bd.m.W > 1 && bd.m.H > 1 {
					to = pt(1, 1)
				}
			}
			err := CanStep(bd.m, mv, bd.a, to)
			if tc.wantErr == "" {
				assert.NoError(t, err)
			} else {
				require.Error(t, err)
				assert.Equal(t, tc.wantErr, err.Error())
			}
		})
	}
}

func TestCanStepRejectsNonNeighbours(t *testing.T) {
	bd := parseBoard(t, `
+-+-+-+
|A . B|
+-+-+-+`)
	assert.EqualError(t, CanStep(bd.m, nil, bd.a, bd.b), "(2,0) is not next to (0,0)")
	assert.Error(t, CanStep(bd.m, nil, bd.a, bd.a))
	assert.Error(t, CanStep(bd.m, nil, bd.a, pt(-1, 0)))
	assert.Error(t, CanStep(nil, nil, bd.a, bd.b))
}

// Arcade rulebook, "Abilities": Fly, Burrow and Surefoot treat difficult
// terrain as open squares.
func TestStepCostDifficultTerrain(t *testing.T) {
	bd := parseBoard(t, `
+-+-+
|A d|
+-+-+`)
	mv := bd.mover()
	assert.Equal(t, 2, StepCost(bd.m, mv, pt(1, 0)))
	assert.Equal(t, 1, StepCost(bd.m, mv, pt(0, 0)))
	for name, set := range map[string]func(*Mover){
		"Fly":      func(m *Mover) { m.Fly = true },
		"Burrow":   func(m *Mover) { m.Burrow = true },
		"Surefoot": func(m *Mover) { m.Surefoot = true },
	} {
		m := bd.mover()
		set(m)
		assert.Equal(t, 1, StepCost(bd.m, m, pt(1, 0)), name)
	}
	assert.Equal(t, 1, StepCost(bd.m, nil, pt(1, 0)), "nil mover")
	neg := &Mover{ExtraCost: func(tiles.Point) int { return -3 }}
	assert.Equal(t, 1, StepCost(bd.m, neg, pt(1, 0)), "a step never costs less than one point")
}

// StepBlocker says why, as a value, what CanStep refuses: a wall, a
// structure, a step off its neighbours, or nothing (the same checks, "Movement Points").
func TestStepBlockerAgreesWithCanStep(t *testing.T) {
	bd := parseBoard(t, `
+-+-+-+
|A .|.|
+ + + +
|# . .|
+-+-+-+`)
	for _, c := range []struct {
		to   tiles.Point
		want StepBlock
	}{
		{pt(1, 0), StepFree},
		{pt(0, 1), StepStructure},
		{pt(1, 1), StepFree},
		{pt(2, 0), StepOther},
	} {
		got := StepBlocker(bd.m, nil, bd.a, c.to)
		assert.Equal(t, c.want, got, "%v", c.to)
		assert.Equal(t, got == StepFree, CanStep(bd.m, nil, bd.a, c.to) == nil, "%v", c.to)
	}
	assert.Equal(t, StepWall, StepBlocker(bd.m, nil, pt(1, 0), pt(2, 0)))
}
