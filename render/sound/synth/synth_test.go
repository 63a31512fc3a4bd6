package synth

import (
	"math"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// allNames is every concrete sound: each effect variant and each loop.
func allNames() []string {
	var names []string
	for _, e := range Effects() {
		names = append(names, Variants(e)...)
	}
	return append(names, Music()...)
}

// rendered caches renders across tests: the music loops are slow under
// -race. TestRenderIsDeterministic renders afresh.
var rendered sync.Map

func cached(t testing.TB, name string) Sound {
	if s, ok := rendered.Load(name); ok {
		return s.(Sound)
	}
	s, err := Render(name)
	require.NoError(t, err, name)
	rendered.Store(name, s)
	return s
}

// lengthBounds are the lengths, in seconds, each sound must fall within:
// effects punchy (about a second at most), the long stings about three
// seconds, the loops 25-40 s.
func lengthBounds(name string) (lo, hi float64) {
	base, _, _ := parseName(name)
	switch base {
	case Step:
		return 0.03, 0.15
	case UIClick, UIHover:
		return 0.01, 0.1
	case HeroDown, BossArrival:
		return 0.8, 1.6
	case Victory, Defeat:
		return 2.5, 3.6
	case MusicPlay:
		return 30, 40
	case MusicBoss:
		return 20, 40
	}
	return 0.1, 1.0
}

func TestEverySoundRendersCleanly(t *testing.T) {
	for _, name := range allNames() {
		t.Run(name, func(t *testing.T) {
			s := cached(t, name)
			st := Analyze(s)
			lo, hi := lengthBounds(name)
			assert.GreaterOrEqual(t, st.Seconds, lo, "too short")
			assert.LessOrEqual(t, st.Seconds, hi, "too long")
			assert.Zero(t, st.NaNs, "NaN or Inf samples")
			assert.LessOrEqual(t, st.Peak, 1.0, "clips")
			assert.Greater(t, st.Peak, 0.1, "peak too low to hear")
			assert.Greater(t, st.RMS, 0.02, "nearly silent")
			assert.Equal(t, IsMusic(name), s.Loop)
			mean := 0.0
			for _, v := range s.Mono() {
				mean += v
			}
			assert.Less(t, math.Abs(mean/float64(s.Frames())), 0.01, "no DC offset")
			assert.Len(t, s.Right, s.Frames())
			if !s.Loop {
				// A one-shot ends at rest, so stopping it never clicks.
				assert.Less(t, math.Abs(float64(s.Left[s.Frames()-1])), 1e-3)
				assert.Less(t, math.Abs(float64(s.Right[s.Frames()-1])), 1e-3)
			}
		})
	}
}

func TestRenderIsDeterministic(t *testing.T) {
	for _, name := range allNames() {
		b, err := Render(name)
		require.NoError(t, err)
		assert.Equal(t, cached(t, name), b, name)
	}
}

// A loop's joint must be no rougher than the music itself: the jump from
// the last sample back to the first stays within the sharpest step between
// neighbouring samples inside the loop, and is small in absolute terms.
func TestMusicLoopsAreSeamless(t *testing.T) {
	for _, name := range Music() {
		st := Analyze(cached(t, name))
		assert.LessOrEqual(t, st.SeamJump, st.MaxJump, name)
		assert.Less(t, st.SeamJump, 0.05, name)
	}
}

// The seam test must be able to fail: cutting a loop short in mid-note makes
// a jump at the joint.
func TestSeamCheckCatchesACutLoop(t *testing.T) {
	s := cached(t, MusicPlay)
	// Find a point in a loud passage and cut the loop there.
	cut := s.Frames() / 3
	for math.Abs(float64(s.Left[cut])) < 0.3 {
		cut++
	}
	s.Left, s.Right = s.Left[:cut], s.Right[:cut]
	assert.Greater(t, Analyze(s).SeamJump, 0.05)
}

func cosine(a, b []float64) float64 {
	n := min(len(a), len(b))
	var ab, aa, bb float64
	for i := range n {
		ab += a[i] * b[i]
		aa += a[i] * a[i]
		bb += b[i] * b[i]
	}
	if aa == 0 || bb == 0 {
		return 0
	}
	return ab / math.Sqrt(aa*bb)
}

func TestDistinctSoundsDiffer(t *testing.T) {
	names := allNames()
	mono := map[string][]float64{}
	for _, n := range names {
		mono[n] = cached(t, n).Mono()
	}
	for i, a := range names {
		for _, b := range names[i+1:] {
			assert.Less(t, cosine(mono[a], mono[b]), 0.9, "%s and %s sound alike", a, b)
		}
	}
}

// Listening by measurement: the character each effect is meant to have.
func TestEffectsHaveTheirCharacter(t *testing.T) {
	stats := func(name string) Stats { return Analyze(cached(t, name)) }
	step := stats("step#0")
	hit := stats(MeleeHit)
	boss := stats(BossArrival)
	hover := stats(UIHover)
	assert.Less(t, step.Seconds, 0.15, "a step is short")
	assert.Less(t, step.Peak, hit.Peak/2, "a step is much quieter than a hit")
	assert.Greater(t, boss.Below300, 0.8, "the boss arrival is low: most energy below 300 Hz")
	assert.Less(t, boss.Centroid, 200.0)
	assert.Less(t, hover.Peak, 0.3, "the hover tick is faint")
	assert.Greater(t, stats(ChestOpen).Centroid, 1000.0, "the chest sparkles")
	assert.Greater(t, stats(Critical).Centroid, stats(MeleeHit).Centroid, "a critical is brighter than a hit")

	// The whoosh rises, the swish falls: compare the spectral centroid of
	// the first and second halves.
	half := func(name string) (first, second float64) {
		m := cached(t, name).Mono()
		c1, _ := spectrum(m[:len(m)/2], 300)
		c2, _ := spectrum(m[len(m)/2:], 300)
		return c1, c2
	}
	a, b := half(RangedShot)
	assert.Greater(t, b, a, "the ranged whoosh rises")
	a, b = half(Miss)
	assert.Less(t, b, a, "the miss swish falls")
	a, b = half(Hurt)
	assert.Less(t, b, a, "the bonk drops in pitch")
}

// Effects are not harsh: little of their energy is above 6 kHz.
func TestEffectsAreNotHarsh(t *testing.T) {
	for _, e := range Effects() {
		s := cached(t, Variants(e)[0])
		assert.Less(t, 1-BandShare(s, 6000), 0.1, e)
	}
}

// Punchy effects hit at once; swells (whoosh, spawn, boss) build up first.
func TestEnvelopes(t *testing.T) {
	for _, name := range []string{MeleeHit, DiceLand, Hurt, UIClick, "step#0", "step#3", Critical} {
		assert.Less(t, Analyze(cached(t, name)).PeakAt, 0.015, "%s hits at once", name)
	}
	for _, name := range []string{RangedShot, Spawn} {
		assert.Greater(t, Analyze(cached(t, name)).PeakAt, 0.05, "%s swells", name)
	}
	assert.Less(t, Analyze(cached(t, Coin)).PeakAt, 0.08, "the coin's ring comes on its second note")
	assert.Less(t, Analyze(cached(t, UIHover)).Seconds, 0.05, "the hover tick is brief")
}

// Melodic stings go where they should: the hero-down phrase falls, the
// fanfare rises, the defeat line falls, the chest arpeggio climbs.
func TestPhrasesMoveTheRightWay(t *testing.T) {
	// Above 200 Hz: the melody, not the bass or the thump under it.
	dom := func(name string, from, to float64) float64 { return DominantFreq(cached(t, name), from, to, 200, 4000) }
	assert.InDelta(t, hz("G4"), dom(HeroDown, 0.02, 0.2), 12, "hero down starts on G4")
	assert.Less(t, dom(HeroDown, 1.0, 1.2), dom(HeroDown, 0.02, 0.2), "hero down falls")
	assert.InDelta(t, hz("C6"), dom(Victory, 2.0, 2.6), 20, "the fanfare lands on a high C")
	assert.Greater(t, dom(Victory, 2.0, 2.6), dom(Victory, 0, 0.15), "the fanfare rises")
	assert.Less(t, dom(Defeat, 2.5, 3.0), dom(Defeat, 0.1, 0.6), "the defeat line falls")
	assert.Greater(t, dom(ChestOpen, 0.33, 0.4), dom(ChestOpen, 0.08, 0.13), "the chest sparkle climbs")
	assert.InDelta(t, hz("E6"), dom(Coin, 0.08, 0.3), 20, "the coin rings on E6")
}

// The music sits in its keys: the play loop's bass opens on G and its tune
// on G4; the boss loop's on E and E5.
func TestMusicIsInKey(t *testing.T) {
	play, boss := cached(t, MusicPlay), cached(t, MusicBoss)
	assert.InDelta(t, hz("G2"), DominantFreq(play, 0, 0.45, 60, 200), 2, "play bass")
	assert.InDelta(t, hz("G4"), DominantFreq(play, 0.02, 0.45, 300, 1000), 8, "play tune")
	assert.InDelta(t, hz("E2"), DominantFreq(boss, 0, 0.4, 60, 200), 2, "boss bass")
	assert.InDelta(t, hz("E5"), DominantFreq(boss, 0.02, 0.6, 300, 1000), 10, "boss tune")
}

func TestNamesAndVariants(t *testing.T) {
	assert.Len(t, Effects(), 20)
	for _, n := range append(Effects(), Music()...) {
		assert.True(t, Known(n), n)
	}
	assert.Len(t, Variants(Step), StepVariants)
	assert.Equal(t, []string{Coin}, Variants(Coin))
	for _, bad := range []string{"", "nope", "step#9", "step#-1", "step#01", "coin#1", "music_play#0", "#0", "step#"} {
		assert.False(t, Known(bad), bad)
		assert.Nil(t, Variants(bad), bad)
		_, err := Render(bad)
		assert.Error(t, err, bad)
	}
}

func TestNoteParsing(t *testing.T) {
	tests := []struct {
		in   string
		want float64
	}{{"A4", 440}, {"A3", 220}, {"C4", 261.6256}, {"C#4", 277.1826}, {"Db4", 277.1826}, {"B0", 30.8677}}
	for _, tc := range tests {
		f, err := noteFreq(tc.in)
		require.NoError(t, err, tc.in)
		assert.InDelta(t, tc.want, f, 1e-3, tc.in)
	}
	for _, bad := range []string{"", "H4", "A", "A#", "A44", "Ax4", "A9"} {
		_, err := noteFreq(bad)
		assert.Error(t, err, bad)
	}
	assert.True(t, math.IsNaN(hz("Q4")))
}

func TestScoresAreWellFormed(t *testing.T) {
	for _, name := range Music() {
		s, ok := songFor(name)
		require.True(t, ok)
		require.NoError(t, s.check(), name)
	}
	_, err := parseBar("C4:1 D4:1 E4:1")
	assert.ErrorContains(t, err, "lasts 3 beats")
	_, err = parseBar("C4:1 D4 E4:2")
	assert.Error(t, err)
	_, err = parseBar("C4:x D4:2 E4:1")
	assert.Error(t, err)
}

func TestChordNotes(t *testing.T) {
	bass, triad, err := chordNotes("Em")
	require.NoError(t, err)
	assert.InDelta(t, hz("E2"), bass, 1e-9)
	assert.InDelta(t, hz("E4"), triad[0], 1e-9)
	assert.InDelta(t, hz("G4"), triad[1], 1e-9)
	assert.InDelta(t, hz("B4"), triad[2], 1e-9)
	bass, triad, err = chordNotes("D")
	require.NoError(t, err)
	assert.InDelta(t, hz("D3"), bass, 1e-9)
	assert.InDelta(t, hz("F#4"), triad[1], 1e-9)
	_, _, err = chordNotes("Xm")
	assert.Error(t, err)
}

func TestWAVHeader(t *testing.T) {
	s, err := Render(Coin)
	require.NoError(t, err)
	w := s.WAV()
	require.Len(t, w, 44+4*s.Frames())
	assert.Equal(t, "RIFF", string(w[0:4]))
	assert.Equal(t, "WAVE", string(w[8:12]))
	assert.Equal(t, "data", string(w[36:40]))
}

func TestPCM16(t *testing.T) {
	s := Sound{Left: []float32{0, 1, -1, 2}, Right: []float32{0.5, -0.5, 0, -2}}
	p := s.PCM16()
	require.Len(t, p, 16)
	sample := func(i int) int16 { return int16(uint16(p[2*i]) | uint16(p[2*i+1])<<8) }
	assert.Equal(t, []int16{0, 16384, 32767, -16384, -32767, 0, 32767, -32767},
		[]int16{sample(0), sample(1), sample(2), sample(3), sample(4), sample(5), sample(6), sample(7)})
}

func TestFFTFindsATone(t *testing.T) {
	s := Sound{Left: make([]float32, SampleRate/2), Right: make([]float32, SampleRate/2)}
	for i := range s.Left {
		v := float32(0.5 * math.Sin(2*math.Pi*1000*float64(i)/SampleRate))
		s.Left[i], s.Right[i] = v, v
	}
	st := Analyze(s)
	assert.InDelta(t, 1000, st.Centroid, 30)
	assert.Less(t, st.Below300, 0.01)
	assert.InDelta(t, 0.5/math.Sqrt2, st.RMS, 1e-3)
}

func BenchmarkRenderAllEffects(b *testing.B) {
	var names []string
	for _, e := range Effects() {
		names = append(names, Variants(e)...)
	}
	for b.Loop() {
		for _, n := range names {
			if _, err := Render(n); err != nil {
				b.Fatal(err)
			}
		}
	}
}

func BenchmarkRenderMusic(b *testing.B) {
	for _, n := range Music() {
		b.Run(n, func(b *testing.B) {
			for b.Loop() {
				if _, err := Render(n); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
