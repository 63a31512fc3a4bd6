package sprites

import (
	"image"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
)

// dominantHue is the most common hue (in 20° buckets, returned as the
// bucket centre in degrees) among the frame's saturated, opaque pixels,
// which ignores outlines, shadows and white highlights.
func dominantHue(img *image.RGBA) float64 {
	var buckets [18]int
	for i := 0; i < len(img.Pix); i += 4 {
		if img.Pix[i+3] < 200 {
			continue
		}
		r, g, b := float64(img.Pix[i])/255, float64(img.Pix[i+1])/255, float64(img.Pix[i+2])/255
		mx, mn := math.Max(r, math.Max(g, b)), math.Min(r, math.Min(g, b))
		if mx < 0.2 || mx-mn < 0.25 {
			continue
		}
		var h float64
		switch mx {
		case r:
			h = math.Mod((g-b)/(mx-mn), 6)
		case g:
			h = (b-r)/(mx-mn) + 2
		default:
			h = (r-g)/(mx-mn) + 4
		}
		h = math.Mod(h*60+360, 360)
		buckets[int(h/20)%18]++
	}
	best := 0
	for i, n := range buckets {
		if n > buckets[best] {
			best = i
		}
	}
	return float64(best)*20 + 10
}

func hueDist(a, b float64) float64 {
	d := math.Abs(a - b)
	return math.Min(d, 360-d)
}

func TestMonsterFamiliesSharePalettes(t *testing.T) {
	// Look and feel: tower elves night blue, spiders violet, kobolds
	// orange, dragons crimson.
	families := []struct {
		hue     float64
		members []string
	}{
		{230, []string{"Tower Stalker", "Tower Blackblade", "Tower Arbalist", "Knight of the Tower", "The Midnight Queen"}},
		{275, []string{"Crawler", "Spider Speaker", "Shadow Spinner"}},
		{20, []string{"Kobold Ironscale", "Kobold Flinger", "Kobold Knucklehead", "Kobold Gouger", "Rex"}},
		{355, []string{"Wyrmling", "Whelp", "Hatchling", "Starfire"}},
	}
	for _, f := range families {
		for _, m := range f.members {
			h := dominantHue(Frame(m, Idle, 0, 96))
			assert.LessOrEqual(t, hueDist(h, f.hue), 30.0, "%s: dominant hue %.0f°, family hue %.0f°", m, h, f.hue)
		}
	}
}

func TestRankShowsAsSize(t *testing.T) {
	// Minions are small, elites larger, bosses large: compare the area
	// each covers at the same square size.
	area := func(n string) int { return opaqueCount(Frame(n, Idle, 0, 96), 128) }
	pairs := [][2]string{ // smaller, larger
		{"Tower Blackblade", "Tower Stalker"},
		{"Crawler", "Spider Speaker"},
		{"Kobold Knucklehead", "Kobold Ironscale"},
		{"Whelp", "Wyrmling"},
		{"Hatchling", "Wyrmling"},
		{"Tower Stalker", "Knight of the Tower"},
		{"Tower Stalker", "The Midnight Queen"},
		{"Kobold Ironscale", "Rex"},
		{"Wyrmling", "Starfire"},
	}
	for _, p := range pairs {
		small, large := area(p[0]), area(p[1])
		assert.Less(t, float64(small)*1.15, float64(large), "%s (%d px) should be clearly smaller than %s (%d px)", p[0], small, p[1], large)
	}
}
