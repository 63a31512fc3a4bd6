package cards

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestEmbeddedDiceMatchCardFacts(t *testing.T) {
	d, err := LoadDice()
	require.NoError(t, err)
	// card-facts.md: blue has two one-star faces and a heart, red a potion,
	// green a blank and a heart+potion face.
	ones := 0
	for _, f := range d[Blue].Faces {
		if f.Stars == 1 {
			ones++
		}
	}
	assert.Equal(t, 2, ones)
	assert.True(t, d[Blue].Faces[5].Heart)
	assert.True(t, d[Red].Faces[5].Potion)
	assert.Equal(t, Face{Heart: true, Potion: true}, d[Green].Faces[5])
	assert.Equal(t, 0, d[Green].Faces[0].Stars)
}

func TestParsePool(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Pool
	}{
		{"2B1R", Pool{Dice: [numColours]int{Blue: 2, Red: 1}}},
		{"+1G", Pool{Dice: [numColours]int{Green: 1}}},
		{"2ST2R", Pool{Dice: [numColours]int{Red: 2}, Stars: 2}},
		{"0ST", Pool{}},
		{"", Pool{}},
		{"1ST2R1G", Pool{Dice: [numColours]int{Red: 2, Green: 1}, Stars: 1}},
	} {
		got, err := ParsePool(tc.in)
		require.NoError(t, err, tc.in)
		assert.Equal(t, tc.want, got, tc.in)
	}
	for _, bad := range []string{"B", "2X", "3", "1S"} {
		_, err := ParsePool(bad)
		assert.Error(t, err, bad)
	}
	assert.Equal(t, "2B1R", MustPool("1R2B").String())
}

func TestChanceIsExact(t *testing.T) {
	d, err := LoadDice()
	require.NoError(t, err)
	// One blue die beats ARM 0 on its 1,1,2 faces: 3 of 6.
	assert.InDelta(t, 0.5, d.ChanceMoreThan(MustPool("1B"), 0), 1e-12)
	// Two blue dice need 3+ stars to beat ARM 2: (1,2),(2,1),(2,2) = 2*2+2*2+1 = 5 of 36.
	assert.InDelta(t, 5.0/36, d.ChanceMoreThan(MustPool("2B"), 2), 1e-12)
	// Fixed stars always count.
	assert.InDelta(t, 1.0, d.ChanceAtLeast(MustPool("2ST"), 2), 1e-12)
	sum := 0.0
	for _, p := range d.StarDistribution(MustPool("2B1R1G")) {
		sum += p
	}
	assert.InDelta(t, 1.0, sum, 1e-12)
}

func FuzzParsePool(f *testing.F) {
	f.Add("2B1R")
	f.Add("2ST2R")
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParsePool(s)
		if err != nil {
			return
		}
		q, err := ParsePool(p.String())
		if err != nil || q != p {
			t.Fatalf("round trip %q -> %q -> %v (%v)", s, p.String(), q, err)
		}
	})
}
