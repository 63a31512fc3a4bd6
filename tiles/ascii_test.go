package tiles

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseMapReadsSquaresWallsAndExits(t *testing.T) {
	const diagram = `
+-+-+-+-+
|. .|# ~|
+ +-+ + +
|d S A  
+-+-+-+-+
`
	m, marks, err := ParseMap(diagram, map[rune]string{'d': "Difficult Terrain"})
	require.NoError(t, err)
	assert.Equal(t, 4, m.W)
	assert.Equal(t, 2, m.H)
	assert.Equal(t, Structure, m.At(Point{2, 0}).Terrain)
	assert.Equal(t, Chasm, m.At(Point{3, 0}).Terrain)
	assert.Equal(t, Void, m.At(Point{3, 1}).Terrain)
	assert.Equal(t, "Difficult Terrain", m.At(Point{0, 1}).Effect)
	assert.Equal(t, []Point{{1, 1}}, m.SpawnMarks)
	assert.Equal(t, map[Point]rune{{2, 1}: 'A'}, marks)
	assert.True(t, m.Wall(Point{1, 0}, Point{2, 0}), "| between (1,0) and (2,0)")
	assert.True(t, m.Wall(Point{1, 0}, Point{1, 1}), "- under (1,0)")
	assert.False(t, m.Wall(Point{0, 0}, Point{0, 1}), "gap under (0,0)")
	assert.False(t, m.Wall(Point{0, 0}, Point{1, 0}))
	assert.True(t, m.Wall(Point{2, 1}, Point{3, 1}), "a square next to void is walled")
	assert.True(t, m.Wall(Point{0, 0}, Point{0, -1}), "the border is always a wall")
	assert.Empty(t, m.Exits, "no open border edge touches a floor square")
}

func TestParseMapFindsDungeonExits(t *testing.T) {
	const diagram = `
+-+ + +-+
|. . . .|
+-+-+-+-+
`
	m, _, err := ParseMap(diagram, nil)
	require.NoError(t, err)
	require.Len(t, m.Exits, 1)
	assert.Equal(t, N, m.Exits[0].Out)
	assert.Equal(t, []Point{{1, 0}, {2, 0}}, m.Exits[0].Squares)
}

func TestParseMapRejectsBadInput(t *testing.T) {
	for name, text := range map[string]string{
		"even line count": "+-+\n|.|\n",
		"unknown effect":  "+-+\n|q|\n+-+\n",
		"bad square char": "+-+\n|?|\n+-+\n",
		"bad edge char":   "+-+-+\n|.x.|\n+-+-+\n",
		"bad bottom edge": "+-+\n|.|\n+x+\n|.|\n+-+\n",
		"nothing at all":  "",
	} {
		t.Run(name, func(t *testing.T) {
			_, _, err := ParseMap(text, nil)
			assert.Error(t, err)
		})
	}
}

func TestFormatMapRoundTrips(t *testing.T) {
	const diagram = `+-+-+-+-+
|. .|# ~|
+ +-+ + +
|d S A .
+-+-+ +-+
`
	legend := map[rune]string{'d': "Difficult Terrain"}
	m, _, err := ParseMap(diagram, legend)
	require.NoError(t, err)
	again, _, err := ParseMap(FormatMap(m, legend), legend)
	require.NoError(t, err)
	assert.Equal(t, m.Squares[:4], again.Squares[:4])
	assert.Equal(t, m.wallE, again.wallE)
	assert.Equal(t, m.wallS, again.wallS)
	assert.Equal(t, m.Exits, again.Exits)
}

func FuzzParseMap(f *testing.F) {
	f.Add("+-+-+\n|. .|\n+ +-+\n|S  \n+-+-+\n")
	f.Add("+-+\n|#|\n+-+\n")
	f.Fuzz(func(t *testing.T, text string) {
		m, _, err := ParseMap(text, map[rune]string{'d': "Difficult Terrain"})
		if err != nil {
			return
		}
		if len(m.Squares) != m.W*m.H {
			t.Fatalf("squares %d for %dx%d", len(m.Squares), m.W, m.H)
		}
		_ = FormatMap(m, nil)
	})
}
