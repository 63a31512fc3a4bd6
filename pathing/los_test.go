package pathing

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Arcade rulebook, "1. Determine Line of Sight": a line from any point of the
// model's square to any point of the target's square that touches no wall,
// structure or enemy model, "including where these elements meet on a corner".
func TestLineOfSightDiagrams(t *testing.T) {
	cases := []struct {
		name             string
		diagram          string
		ignoreStructures bool
		want             bool
	}{
		{"open room sees across", `
+-+-+-+-+
|A . . .|
+ + + + +
|. . . B|
+-+-+-+-+`, false, true},
		{"wall between straight neighbours blocks", `
+-+-+
|A|B|
+-+-+`, false, false},
		{"straight neighbours with no wall see each other", `
+-+-+
|A B|
+-+-+`, false, true},
		{"wall corner between diagonal neighbours blocks", `
+-+-+
|A .|
+ +-+
|.|B|
+-+-+`, false, false},
		{"straight wall between diagonal neighbours blocks", `
+-+-+
|A|.|
+ + +
|.|B|
+-+-+`, false, false},
		{"a wall ending at the shared corner leaves the other side open", `
+-+-+
|A|.|
+ + +
|. B|
+-+-+`, false, true},
		{"two enemies beside a diagonal step block it", `
+-+-+
|A E|
+ + +
|E B|
+-+-+`, false, false},
		{"one enemy beside a diagonal step does not block it", `
+-+-+
|A E|
+ + +
|. B|
+-+-+`, false, true},
		{"enemy and wall on either side of a diagonal block it", `
+-+-+
|A E|
+ + +
|.|B|
+-+-+`, false, false},
		{"line passes through a gap between two enemies", `
+-+-+-+-+-+
|. . E . .|
+ + + + + +
|A . . . B|
+ + + + + +
|. . E . .|
+-+-+-+-+-+`, false, true},
		{"enemies meeting only at a corner on the diagonal still block it", `
+-+-+-+-+
|A . . .|
+ + + + +
|. . E .|
+ + + + +
|. E . .|
+ + + + +
|. . . B|
+-+-+-+-+`, false, false},
		{"enemy on the corner of the diagonal touches the line but a parallel one passes", `
+-+-+-+-+
|A . . .|
+ + + + +
|. . . .|
+ + + + +
|. E . .|
+ + + + +
|. . . B|
+-+-+-+-+`, false, true},
		{"enemies on both sides of the source's corner box it in", `
+-+-+-+
|A E .|
+ + + +
|E . .|
+ + + +
|. . B|
+-+-+-+`, false, false},
		{"line grazing the source's own corner where a wall ends is avoided by a parallel one", `
+-+-+-+-+
|A . . .|
+ + + + +
|.|. . .|
+ + + + +
|. . . .|
+ + + + +
|. . . B|
+-+-+-+-+`, false, true},
		{"walls on both sides of the source's corner block even the exact diagonal", `
+-+-+-+
|A|. .|
+-+ + +
|. . .|
+ + + +
|. . B|
+-+-+-+`, false, false},
		{"structure in a corridor hides the far end", `
+-+-+-+-+-+
|A . # . B|
+-+-+-+-+-+`, false, false},
		{"Fly ignores the structure", `
+-+-+-+-+-+
|A . # . B|
+-+-+-+-+-+`, true, true},
		{"chasm does not block", `
+-+-+-+-+-+
|A . ~ . B|
+-+-+-+-+-+`, false, true},
		{"seen through a one-square doorway", `
+-+-+-+-+-+
|A . . . .|
+-+-+ +-+-+
|. . . . B|
+-+-+-+-+-+`, false, true},
		{"doorway too far aside to line up", `
+-+-+-+-+-+-+-+
|A . . . . . .|
+-+-+-+-+-+ +-+
|. . B . . . .|
+-+-+-+-+-+-+-+`, false, false},
		{"void location between squares blocks", `
+-+-+ +-+-+
|A .| |. B|
+-+-+ +-+-+`, false, false},
		{"enemy on the target square does not hide it", `
+-+-+-+
|A . E|
+-+-+-+`, false, true},
		{"looking past a structure's corner at an angle", `
+-+-+-+-+
|A . . .|
+ + + + +
|. # . .|
+ + + + +
|. . . B|
+-+-+-+-+`, false, true},
		{"two structures meeting at the centre corner block the diagonal", `
+-+-+-+-+
|A . . .|
+ + + + +
|. # . .|
+ + + + +
|. . # .|
+ + + + +
|. . . B|
+-+-+-+-+`, false, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			bd := parseBoard(t, tc.diagram)
			blocks := bd.enemies()
			got := LineOfSight(bd.m, bd.a, bd.b, blocks, tc.ignoreStructures)
			assert.Equal(t, tc.want, got, "from %v to %v", bd.a, bd.b)
			back := LineOfSight(bd.m, bd.b, bd.a, blocks, tc.ignoreStructures)
			assert.Equal(t, got, back, "line of sight must be symmetric")
			why := WhyNoLineOfSight(bd.m, bd.a, bd.b, blocks, tc.ignoreStructures)
			if tc.want {
				assert.Empty(t, why)
			} else {
				assert.NotEmpty(t, why)
			}
		})
	}
}

func TestLineOfSightSelfAndOutside(t *testing.T) {
	bd := parseBoard(t, `
+-+-+
|A E|
+-+-+`)
	assert.True(t, LineOfSight(bd.m, bd.a, bd.a, nil, false), "a square always sees itself")
	assert.False(t, LineOfSight(bd.m, bd.a, pt(5, 5), nil, false), "outside the map")
	assert.False(t, LineOfSight(nil, bd.a, bd.a, nil, false), "no map")
}

func TestWhyNoLineOfSightNamesTheObstacle(t *testing.T) {
	cases := []struct{ name, diagram, want string }{
		{"wall", `
+-+-+-+
|A .|B|
+-+-+-+`, "wall between (1,0) and (2,0)"},
		{"structure", `
+-+-+-+
|A # B|
+-+-+-+`, "structure at (1,0)"},
		{"enemy", `
+-+-+-+
|A E B|
+-+-+-+`, "enemy at (1,0)"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			bd := parseBoard(t, tc.diagram)
			assert.Equal(t, tc.want, WhyNoLineOfSight(bd.m, bd.a, bd.b, bd.enemies(), false))
		})
	}
}
