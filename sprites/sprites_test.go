package sprites

import (
	"fmt"
	"image"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var heroes = []string{
	"Riftling Warrior", "Tincan", "Sanctioned Witch", "Hexcast Sorceress",
	"Moonspire Guardian", "Cat Burglar", "Royal Paladin", "Ember Mage",
	"Glimmerdusk Ranger", "Claw Tribe Barbarian", "Hearthsworn Fighter", "Riftling Rogue",
}

// The brief's model list: every one must be drawable.
var required = append(append([]string{}, heroes...),
	"Tower Stalker", "Tower Blackblade", "Tower Arbalist", "Spider Speaker", "Crawler",
	"Shadow Spinner", "Knight of the Tower", "The Midnight Queen", "Daemonus",
	"Dragon Priest", "Kobold Ironscale", "Kobold Flinger", "Kobold Knucklehead", "Kobold Gouger",
	"Wyrmling", "Whelp", "Hatchling", "Rex", "Starfire",
	"Shadow Tower", "Spider Nest", "Kobold Warren", "Egg Clutch",
	"Treasure Chest", "Open Treasure Chest", "Boo Booty", "Start Token", "Crystal Token",
)

// large are the models on 2x2 bases: mini-bosses, bosses, Daemonus.
var large = []string{"Knight of the Tower", "The Midnight Queen", "Daemonus", "Rex", "Starfire"}

func opaqueCount(img *image.RGBA, minAlpha uint8) int {
	n := 0
	for i := 3; i < len(img.Pix); i += 4 {
		if img.Pix[i] >= minAlpha {
			n++
		}
	}
	return n
}

// borderAlpha is the most opaque pixel on the frame's outer edge: art that
// reaches it is being clipped.
func borderAlpha(img *image.RGBA) uint8 {
	b := img.Bounds()
	var m uint8
	for x := b.Min.X; x < b.Max.X; x++ {
		m = max(m, img.RGBAAt(x, b.Min.Y).A, img.RGBAAt(x, b.Max.Y-1).A)
	}
	for y := b.Min.Y; y < b.Max.Y; y++ {
		m = max(m, img.RGBAAt(b.Min.X, y).A, img.RGBAAt(b.Max.X-1, y).A)
	}
	return m
}

func TestNamesCoverTheBrief(t *testing.T) {
	names := Names()
	seen := map[string]bool{}
	for _, n := range names {
		assert.False(t, seen[normalize(n)], "duplicate name %q", n)
		seen[normalize(n)] = true
		assert.True(t, Known(n), n)
	}
	for _, n := range required {
		assert.True(t, Known(n), "missing model %q", n)
	}
	assert.True(t, Known("  riftling   WARRIOR "), "lookup ignores case and spacing")
	assert.False(t, Known("Beholder"))
	assert.False(t, Known(""))
}

func TestEveryFrameRendersInBoundsAndDeterministically(t *testing.T) {
	for _, name := range Names() {
		for _, size := range []int{48, 96} {
			fp := Footprint(name)
			for _, a := range AllAnims() {
				for f := 0; f < FrameCount(a); f++ {
					id := fmt.Sprintf("%s/%s/%d@%d", name, a, f, size)
					img := Frame(name, a, f, size)
					require.Equal(t, image.Rect(0, 0, size*fp, size*fp), img.Bounds(), id)
					area := size * fp * size * fp
					assert.GreaterOrEqual(t, opaqueCount(img, 64), area/50, "%s: too few opaque pixels", id)
					assert.Less(t, borderAlpha(img), uint8(40), "%s: art touches the frame edge", id)
					again := Frame(name, a, f, size)
					assert.Equal(t, img.Pix, again.Pix, "%s: not deterministic", id)
				}
			}
		}
	}
}

func TestEveryAnimationMoves(t *testing.T) {
	for _, name := range Names() {
		for _, a := range AllAnims() {
			first := Frame(name, a, 0, 48)
			moved := false
			for f := 1; f < FrameCount(a) && !moved; f++ {
				moved = pixelDiff(first, Frame(name, a, f, 48)) > 0.01
			}
			assert.True(t, moved, "%s %s: every frame looks the same", name, a)
		}
	}
}

func TestAnimationsHaveEnoughFrames(t *testing.T) {
	// The brief's minimums: idle 4+, walk 4+, attack 4+, hurt 3+, death 5+.
	minimum := map[Anim]int{Idle: 4, Walk: 4, Attack: 4, Hurt: 3, Death: 5}
	for a, n := range minimum {
		assert.GreaterOrEqual(t, FrameCount(a), n, a.String())
	}
	assert.Equal(t, 0, FrameCount(Anim(99)))
	for _, a := range AllAnims() {
		assert.Positive(t, FrameMillis(a), a.String())
	}
	assert.True(t, Loops(Idle))
	assert.False(t, Loops(Death), "death plays once")
}

// pixelDiff is the fraction of pixels whose colour or coverage differs
// noticeably between two same-sized images.
func pixelDiff(a, b *image.RGBA) float64 {
	if a.Bounds() != b.Bounds() {
		return 1
	}
	n := 0
	for i := 0; i < len(a.Pix); i += 4 {
		d := 0
		for c := range 4 {
			d += absInt(int(a.Pix[i+c]) - int(b.Pix[i+c]))
		}
		if d > 96 {
			n++
		}
	}
	return float64(n) / float64(len(a.Pix)/4)
}

func absInt(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func TestHeroesLookDifferent(t *testing.T) {
	// Two Heroes must never be confused: at the game's 48 px square, every
	// pair differs on a good share of the frame (palette and silhouette).
	imgs := map[string]*image.RGBA{}
	for _, h := range heroes {
		imgs[h] = Frame(h, Idle, 0, 48)
	}
	for i, a := range heroes {
		for _, b := range heroes[i+1:] {
			d := pixelDiff(imgs[a], imgs[b])
			assert.Greater(t, d, 0.12, "%s vs %s differ on only %.1f%% of pixels", a, b, 100*d)
		}
	}
}

func TestLargeModelsUseTwoByTwo(t *testing.T) {
	for _, n := range large {
		assert.Equal(t, 2, Footprint(n), n)
		assert.Equal(t, KindBoss, KindOf(n), n)
		assert.Equal(t, image.Rect(0, 0, 96, 96), Frame(n, Idle, 0, 48).Bounds(), n)
	}
	for _, n := range heroes {
		assert.Equal(t, 1, Footprint(n), n)
		assert.Equal(t, KindHero, KindOf(n), n)
	}
	assert.Equal(t, 1, Footprint("Crawler"))
	assert.Equal(t, 1, Footprint("no such model"))
}

func TestFramesWrapAndBadInputIsSafe(t *testing.T) {
	n := FrameCount(Walk)
	assert.Equal(t, Frame("Tincan", Walk, 1, 48).Pix, Frame("Tincan", Walk, 1+n, 48).Pix)
	assert.Equal(t, Frame("Tincan", Walk, n-1, 48).Pix, Frame("Tincan", Walk, -1, 48).Pix)
	assert.Equal(t, Frame("Tincan", Idle, 2, 48).Pix, Frame("Tincan", Anim(-3), 2, 48).Pix, "unknown anim draws idle")

	assert.Equal(t, image.Rect(0, 0, 1, 1), Frame("Tincan", Idle, 0, 0).Bounds())
	assert.Equal(t, image.Rect(0, 0, 1, 1), Frame("Tincan", Idle, 0, -5).Bounds())
	assert.Equal(t, image.Rect(0, 0, maxSize, maxSize), Frame("Crawler", Idle, 0, 1<<30).Bounds())

	unknown := Frame("Beholder", Idle, 0, 48)
	assert.Greater(t, opaqueCount(unknown, 64), 48*48/50, "unknown names draw a visible placeholder")
}

func TestPortraits(t *testing.T) {
	for _, n := range Names() {
		for _, size := range []int{64, 128} {
			img := Portrait(n, size)
			require.Equal(t, image.Rect(0, 0, size, size), img.Bounds(), n)
			assert.Greater(t, opaqueCount(img, 128), size*size/5, "%s portrait should fill its card", n)
			assert.Equal(t, img.Pix, Portrait(n, size).Pix, n)
		}
	}
}

func TestCacheReturnsTheSameImage(t *testing.T) {
	var c Cache
	a := c.Frame("Crawler", Attack, 2, 48)
	b := c.Frame("crawler", Attack, 2+FrameCount(Attack), 48)
	assert.Same(t, a, b, "same request (after normalising) is served from the cache")
	assert.Equal(t, Frame("Crawler", Attack, 2, 48).Pix, a.Pix)
	assert.NotSame(t, a, c.Frame("Crawler", Attack, 3, 48))
	assert.NotSame(t, a, c.Frame("Crawler", Attack, 2, 96))
	p := c.Portrait("Crawler", 64)
	assert.Same(t, p, c.Portrait("Crawler", 64))
	assert.Equal(t, 4, c.Len())
	c.Clear()
	assert.Equal(t, 0, c.Len())
}

func TestCrystalNames(t *testing.T) {
	assert.Equal(t, "ruby", Ruby.String())
	assert.Equal(t, "amethyst", Amethyst.String())
	assert.True(t, strings.HasPrefix(Crystal(42).String(), "crystal"))
}

func FuzzFrame(f *testing.F) {
	f.Add("Tincan", 0, 0, 48)
	f.Add("Starfire", 4, 5, 20)
	f.Add("", -1, -7, 0)
	f.Fuzz(func(t *testing.T, name string, anim, frame, size int) {
		size = size % 80 // keep fuzzing fast; size clamping is tested above
		img := Frame(name, Anim(anim), frame, size)
		fp := Footprint(name)
		s := clampSize(size)
		require.Equal(t, image.Rect(0, 0, s*fp, s*fp), img.Bounds())
	})
}

func BenchmarkFrame48(b *testing.B) {
	for b.Loop() {
		Frame("Royal Paladin", Attack, 2, 48)
	}
}

func BenchmarkFrame96(b *testing.B) {
	for b.Loop() {
		Frame("Royal Paladin", Attack, 2, 96)
	}
}

func BenchmarkFrameBoss96(b *testing.B) {
	for b.Loop() {
		Frame("Starfire", Attack, 2, 96)
	}
}

func BenchmarkCacheHit(b *testing.B) {
	var c Cache
	c.Frame("Royal Paladin", Attack, 2, 96)
	for b.Loop() {
		c.Frame("Royal Paladin", Attack, 2, 96)
	}
}

func TestProjectiles(t *testing.T) {
	for _, n := range []string{"Glimmerdusk Ranger", "Tower Arbalist", "Ember Mage", "Kobold Flinger", "Shadow Spinner", "Knight of the Tower", "Sanctioned Witch"} {
		assert.True(t, HasProjectile(n), n)
		for f := range 8 {
			img := Projectile(n, f, 48)
			require.Equal(t, image.Rect(0, 0, 48, 48), img.Bounds())
			assert.Greater(t, opaqueCount(img, 64), 48*48/40, "%s projectile frame %d", n, f)
			assert.Less(t, borderAlpha(img), uint8(40), "%s projectile frame %d clipped", n, f)
		}
	}
	assert.False(t, HasProjectile("Tincan"), "melee heroes have no projectile")
	assert.Greater(t, opaqueCount(Projectile("Tincan", 0, 48), 64), 20, "the fallback spark is visible")
	for k := range projectiles {
		assert.True(t, Known(k), "projectile for unknown model %q", k)
	}
}

func TestAnchorIsWhereTheFeetAre(t *testing.T) {
	assert.Equal(t, image.Pt(24, 40), Anchor("Tincan", 48))
	assert.Equal(t, image.Pt(48, 81), Anchor("Starfire", 48))
	// The contact shadow is drawn centred on the anchor: the anchor pixel
	// itself is covered by the model or its shadow in the idle pose.
	for _, n := range Names() {
		img := Frame(n, Idle, 0, 96)
		a := Anchor(n, 96)
		assert.Positive(t, img.RGBAAt(a.X, a.Y).A, "%s: nothing at the anchor", n)
	}
}
