package synth

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
)

// beatsPerBar: both loops are in 4/4.
const beatsPerBar = 4

// song is a loop as note data: a chord per bar drives the generated bass,
// arpeggio and pad parts; the lead is written out note by note; drums follow
// per-bar patterns.
type song struct {
	bpm    float64
	chords []string // one chord per bar: "G", "Em", "F#m"
	lead   []string // one bar per string: "G4:1 B4:0.5 r:0.5 ..."; beats must add to 4

	leadVoice tone // the lead's timbre; freq and gate are set per note
	leadGate  float64

	bass      []patternStep // offsets from the chord root in semitones
	bassVoice tone

	arp      []int // triad indices (0 root, 1 third, 2 fifth, 3 octave), evenly spaced over a bar
	arpVoice tone
	pad      bool // hold the chord for the bar
	padVoice tone

	kick, snare, hat []float64 // beat positions within a bar
	hatGain          float64

	echoDelay, echoFeedback, echoMix float64
	peak                             float64
}

type patternStep struct {
	semis int
	beats float64
}

// chordNotes parses "Em" into a bass root (between E2 and D#3) and a triad
// in the fourth octave.
func chordNotes(name string) (bass float64, triad [4]float64, err error) {
	minor := strings.HasSuffix(name, "m")
	root := strings.TrimSuffix(name, "m")
	f, err := noteFreq(root + "4")
	if err != nil {
		return 0, triad, fmt.Errorf("chord %q: %w", name, err)
	}
	// Bring the root into C4..B4 for the triad.
	c4, _ := noteFreq("C4")
	for f < c4*0.999 {
		f *= 2
	}
	for f >= 2*c4*0.999 {
		f /= 2
	}
	third := 4.0
	if minor {
		third = 3
	}
	triad = [4]float64{f, f * math.Exp2(third/12), f * math.Exp2(7.0/12), 2 * f}
	e2, _ := noteFreq("E2")
	bass = f / 4
	for bass < e2*0.999 {
		bass *= 2
	}
	for bass >= 2*e2*0.999 {
		bass /= 2
	}
	return bass, triad, nil
}

// parseBar parses one bar of lead notes into (frequency, beats) pairs; a
// rest has frequency 0.
func parseBar(bar string) ([][2]float64, error) {
	var out [][2]float64
	total := 0.0
	for _, tok := range strings.Fields(bar) {
		note, b, ok := strings.Cut(tok, ":")
		if !ok {
			return nil, fmt.Errorf("%q: want NOTE:BEATS", tok)
		}
		beats, err := strconv.ParseFloat(b, 64)
		if err != nil || beats <= 0 {
			return nil, fmt.Errorf("%q: bad length", tok)
		}
		f := 0.0
		if note != "r" {
			if f, err = noteFreq(note); err != nil {
				return nil, fmt.Errorf("%q: %w", tok, err)
			}
		}
		out = append(out, [2]float64{f, beats})
		total += beats
	}
	if math.Abs(total-beatsPerBar) > 1e-9 {
		return nil, fmt.Errorf("bar %q lasts %g beats, want %d", bar, total, beatsPerBar)
	}
	return out, nil
}

func (s song) beat() float64 { return 60 / s.bpm }

func (s song) seconds() float64 { return float64(len(s.chords)*beatsPerBar) * s.beat() }

// check validates the note data without rendering it.
func (s song) check() error {
	if len(s.chords) == 0 || len(s.lead) != len(s.chords) {
		return fmt.Errorf("%d chords and %d lead bars: want the same, more than zero", len(s.chords), len(s.lead))
	}
	for i := range s.chords {
		if _, _, err := chordNotes(s.chords[i]); err != nil {
			return fmt.Errorf("bar %d: %w", i+1, err)
		}
		if _, err := parseBar(s.lead[i]); err != nil {
			return fmt.Errorf("bar %d: %w", i+1, err)
		}
	}
	total := 0.0
	for _, st := range s.bass {
		total += st.beats
	}
	if math.Abs(total-beatsPerBar) > 1e-9 {
		return fmt.Errorf("bass pattern lasts %g beats, want %d", total, beatsPerBar)
	}
	return nil
}

// render mixes the whole loop onto a looping canvas, so notes and echoes
// that run past the end come back in at the start.
func (s song) render(name string, rng *rand.Rand) (Sound, error) {
	if err := s.check(); err != nil {
		return Sound{}, err
	}
	c := newCanvas(s.seconds(), true, rng)
	beat := s.beat()
	bar := beatsPerBar * beat
	for i, chord := range s.chords {
		start := float64(i) * bar
		bass, triad, _ := chordNotes(chord)
		notes, _ := parseBar(s.lead[i])

		at := start
		for _, n := range notes {
			if n[0] > 0 {
				t := s.leadVoice
				t.freq, t.gate = n[0], n[1]*beat*s.leadGate
				c.addTone(at, t)
			}
			at += n[1] * beat
		}

		at = start
		for _, st := range s.bass {
			t := s.bassVoice
			t.freq, t.gate = bass*math.Exp2(float64(st.semis)/12), st.beats*beat*0.8
			c.addTone(at, t)
			at += st.beats * beat
		}

		if len(s.arp) > 0 {
			step := bar / float64(len(s.arp))
			for j, idx := range s.arp {
				t := s.arpVoice
				t.freq, t.gate = triad[idx], step*0.6
				c.addTone(start+float64(j)*step, t)
			}
		}
		if s.pad {
			for j, f := range triad[:3] {
				t := s.padVoice
				t.freq, t.gate = f, bar-s.padVoice.env.r*0.5
				t.pan = float64(j-1) * 0.4
				c.addTone(start, t)
			}
		}

		for _, b := range s.kick {
			c.addTone(start+b*beat, tone{wave: Sine, freq: 150, freqEnd: 48, glide: 0.08, env: perc(0.001, 0.16), gain: 0.9})
		}
		for _, b := range s.snare {
			c.addNoise(start+b*beat, noiseNote{env: perc(0.001, 0.12), gain: 0.5,
				filt: filter{mode: bandPass, from: 1900, q: 0.8}, pan: 0.1})
			c.addTone(start+b*beat, tone{wave: Triangle, freq: 210, freqEnd: 160, env: perc(0.001, 0.06), gain: 0.3})
		}
		for _, b := range s.hat {
			c.addNoise(start+b*beat, noiseNote{env: perc(0.0005, 0.03), gain: s.hatGain,
				filt: filter{mode: highPass, from: 7500, q: 0.7}, pan: 0.3})
		}
	}
	if s.echoMix > 0 {
		c.echo(s.echoDelay, s.echoFeedback, s.echoMix)
	}
	return c.finish(name, s.peak), nil
}

func renderMusic(name string, rng *rand.Rand) (Sound, error) {
	s, ok := songFor(name)
	if !ok {
		return Sound{}, fmt.Errorf("no score for %q", name)
	}
	return s.render(name, rng)
}

// subdivisions returns the positions of every eighth (n=8) or sixteenth (n=16)
// note of a bar, in beats.
func subdivisions(n int) []float64 {
	out := make([]float64, n)
	for i := range out {
		out[i] = float64(i) * beatsPerBar / float64(n)
	}
	return out
}
