package synth

import (
	"math"
	"math/rand/v2"
	"runtime"
)

// Wave is an oscillator shape.
type Wave int

const (
	Sine Wave = iota
	Square
	Triangle
	Saw
)

// adsr is an envelope: attack, decay and release in seconds, sustain as a
// level 0..1. Decay and release fall on a squared curve, which sounds punchier
// than a straight line and still reaches exactly zero.
type adsr struct{ a, d, s, r float64 }

// perc is a percussive envelope: a quick attack then a fall to silence.
func perc(a, d float64) adsr { return adsr{a: a, d: d} }

// level is the envelope at time t for a note held for gate seconds.
func (e adsr) level(t, gate float64) float64 {
	held := func(t float64) float64 {
		switch {
		case t < 0:
			return 0
		case t < e.a:
			return t / e.a
		case t < e.a+e.d:
			x := 1 - (t-e.a)/e.d
			return e.s + (1-e.s)*x*x
		default:
			return e.s
		}
	}
	if t < gate || e.percussive() {
		return held(t)
	}
	if e.r <= 0 {
		return 0
	}
	x := 1 - (t-gate)/e.r
	if x <= 0 {
		return 0
	}
	return held(gate) * x * x
}

// percussive envelopes (no sustain, no release) ignore the gate: they
// always run attack then decay to silence.
func (e adsr) percussive() bool { return e.s == 0 && e.r == 0 }

// length is how long a note held for gate seconds sounds, release included.
func (e adsr) length(gate float64) float64 {
	if e.percussive() {
		return e.a + e.d
	}
	return gate + e.r
}

// filterMode picks the output of the state-variable filter.
type filterMode int

const (
	noFilter filterMode = iota
	lowPass
	bandPass
	highPass
)

// filter is a resonant state-variable filter whose cutoff glides
// exponentially from `from` to `to` over `sweep` seconds (the whole note when
// zero) and wobbles by lfoOct octaves at lfoRate Hz.
type filter struct {
	mode            filterMode
	from, to        float64
	sweep           float64
	q               float64
	lfoRate, lfoOct float64
}

// svf is the state of a topology-preserving state-variable filter (stable
// while its cutoff moves, unlike the textbook Chamberlin form). The
// coefficients are cached because most notes hold their cutoff still.
type svf struct {
	ic1, ic2      float64
	cutoff, q     float64
	k, a1, a2, a3 float64
}

func (s *svf) process(x, cutoff, q float64, mode filterMode) float64 {
	cutoff = min(max(cutoff, 10), 0.45*SampleRate)
	if q <= 0 {
		q = 0.707
	}
	if cutoff != s.cutoff || q != s.q {
		s.cutoff, s.q = cutoff, q
		g := math.Tan(math.Pi * cutoff / SampleRate)
		s.k = 1 / q
		s.a1 = 1 / (1 + g*(g+s.k))
		s.a2 = g * s.a1
		s.a3 = g * s.a2
	}
	v3 := x - s.ic2
	v1 := s.a1*s.ic1 + s.a2*v3
	v2 := s.ic2 + s.a2*s.ic1 + s.a3*v3
	s.ic1 = 2*v1 - s.ic1
	s.ic2 = 2*v2 - s.ic2
	switch mode {
	case lowPass:
		return v2
	case bandPass:
		return v1
	case highPass:
		return x - s.k*v1 - v2
	}
	return x
}

func (f filter) cutoffAt(t, length float64) float64 {
	c := f.from
	if f.to > 0 && f.to != f.from {
		sweep := f.sweep
		if sweep <= 0 {
			sweep = length
		}
		x := min(t/sweep, 1)
		c = f.from * math.Pow(f.to/f.from, x)
	}
	if f.lfoOct != 0 {
		c *= math.Exp2(f.lfoOct * math.Sin(2*math.Pi*f.lfoRate*t))
	}
	return c
}

// tone is one pitched note.
type tone struct {
	wave     Wave
	freq     float64 // Hz at the start
	freqEnd  float64 // Hz at the end of the glide; 0 keeps freq
	glide    float64 // seconds the glide takes; 0 means the whole note
	gate     float64 // seconds the note is held (release follows)
	env      adsr
	gain     float64
	duty     float64 // square pulse width, 0 means 0.5
	vibRate  float64 // Hz
	vibDepth float64 // semitones
	vibDelay float64 // seconds before vibrato starts
	filt     filter
	pan      float64 // -1 left .. 1 right
	detune   float64 // cents; when set a second oscillator is mixed in for width
}

// noiseNote is a burst of filtered white noise.
type noiseNote struct {
	gate float64
	env  adsr
	gain float64
	filt filter
	pan  float64
}

// polyBLEP softens the jump of a square or saw at a wrap so the naive
// waveforms do not alias into harsh high tones.
func polyBLEP(t, dt float64) float64 {
	switch {
	case t < dt:
		t /= dt
		return t + t - t*t - 1
	case t > 1-dt:
		t = (t - 1) / dt
		return t*t + t + t + 1
	}
	return 0
}

func oscillate(w Wave, phase, dt, duty float64) float64 {
	switch w {
	case Square:
		if duty <= 0 || duty >= 1 {
			duty = 0.5
		}
		v := -1.0
		if phase < duty {
			v = 1
		}
		v += polyBLEP(phase, dt)
		v -= polyBLEP(math.Mod(phase+1-duty, 1), dt)
		// A pulse that is not half high carries a DC offset; remove it so
		// narrow pulses do not push the mix off centre.
		return v - (2*duty - 1)
	case Triangle:
		return 1 - 4*math.Abs(phase-0.5)
	case Saw:
		return 2*phase - 1 - polyBLEP(phase, dt)
	}
	return math.Sin(2 * math.Pi * phase)
}

// canvas is a stereo buffer notes are mixed into. A looping canvas wraps
// notes that run past its end back to its start, so the loop is seamless.
type canvas struct {
	l, r []float64
	loop bool
	rng  *rand.Rand
}

func newCanvas(seconds float64, loop bool, rng *rand.Rand) *canvas {
	n := int(math.Round(seconds * SampleRate))
	return &canvas{l: make([]float64, n), r: make([]float64, n), loop: loop, rng: rng}
}

// reserve makes a one-shot canvas long enough to hold sample index end-1.
func (c *canvas) reserve(end int) {
	if c.loop || end <= len(c.l) {
		return
	}
	c.l = append(c.l, make([]float64, end-len(c.l))...)
	c.r = append(c.r, make([]float64, end-len(c.r))...)
	// append grows capacity geometrically, so many short notes do not copy
	// the buffer over and over.
}

func (c *canvas) put(i int, v, pan float64) {
	if c.loop && i >= len(c.l) {
		i %= len(c.l)
	}
	c.l[i] += v * min(1, 1-pan)
	c.r[i] += v * min(1, 1+pan)
}

// filterEvery is how many samples a moving cutoff is held for: recomputing
// the filter every sample is the costliest part of rendering, and a cutoff
// that steps 3000 times a second is still a smooth sweep to the ear.
const filterEvery = 16

// wrap keeps an oscillator phase in [0, 1).
func wrap(p float64) float64 {
	if p >= 1 {
		p -= math.Floor(p)
	}
	return p
}

// addTone mixes tone t in starting at `at` seconds.
func (c *canvas) addTone(at float64, t tone) {
	// In the browser (wasm) goroutines are not preempted, so a music loop
	// rendered in the background would freeze the game until done; yielding
	// once per note keeps frames coming. Natively this costs nothing.
	runtime.Gosched()
	length := t.env.length(t.gate)
	start := int(math.Round(at * SampleRate))
	n := int(length * SampleRate)
	c.reserve(start + n)
	var st svf
	phase, phase2 := 0.0, 0.25
	glide := t.glide
	if glide <= 0 {
		glide = length
	}
	// The glide is exponential, so it is a constant ratio per sample.
	glideSamples := int(glide * SampleRate)
	ratio := 1.0
	if t.freqEnd > 0 && glideSamples > 0 {
		ratio = math.Pow(t.freqEnd/t.freq, 1/float64(glideSamples))
	}
	detune := math.Exp2(t.detune / 1200)
	base, cutoff := t.freq, 0.0
	for i := range n {
		tm := float64(i) / SampleRate
		f := base
		if i < glideSamples {
			base *= ratio
		}
		if t.vibDepth != 0 && tm > t.vibDelay {
			ramp := min((tm-t.vibDelay)/0.15, 1)
			f *= math.Exp2(ramp * t.vibDepth / 12 * math.Sin(2*math.Pi*t.vibRate*(tm-t.vibDelay)))
		}
		dt := f / SampleRate
		v := oscillate(t.wave, phase, dt, t.duty)
		phase = wrap(phase + dt)
		if t.detune != 0 {
			dt2 := dt * detune
			v = (v + oscillate(t.wave, phase2, dt2, t.duty)) / 2
			phase2 = wrap(phase2 + dt2)
		}
		if t.filt.mode != noFilter {
			if i%filterEvery == 0 {
				cutoff = t.filt.cutoffAt(tm, length)
			}
			v = st.process(v, cutoff, t.filt.q, t.filt.mode)
		}
		c.put(start+i, v*t.gain*t.env.level(tm, t.gate), t.pan)
	}
}

// addNoise mixes a filtered noise burst in starting at `at` seconds.
func (c *canvas) addNoise(at float64, nn noiseNote) {
	runtime.Gosched() // see addTone
	length := nn.env.length(nn.gate)
	start := int(math.Round(at * SampleRate))
	n := int(length * SampleRate)
	c.reserve(start + n)
	var st svf
	cutoff := 0.0
	for i := range n {
		tm := float64(i) / SampleRate
		v := 2*c.rng.Float64() - 1
		if nn.filt.mode != noFilter {
			if i%filterEvery == 0 {
				cutoff = nn.filt.cutoffAt(tm, length)
			}
			v = st.process(v, cutoff, nn.filt.q, nn.filt.mode)
		}
		c.put(start+i, v*nn.gain*nn.env.level(tm, nn.gate), nn.pan)
	}
}

// echo adds a feedback delay, the dungeon's stone-room reflection. On a loop
// it runs around the buffer a few times so the echo of the end lands on the
// start, keeping the loop seamless.
func (c *canvas) echo(delay, feedback, mix float64) {
	d := int(delay * SampleRate)
	if d <= 0 {
		return
	}
	for _, ch := range [][]float64{c.l, c.r} {
		dry := append([]float64(nil), ch...)
		wet := make([]float64, len(ch))
		if c.loop {
			// Feedback decays geometrically; enough laps for it to settle.
			for lap := 0; lap < 6; lap++ {
				runtime.Gosched() // see addTone
				n := len(ch)
				for i := range wet {
					j := i - d
					for j < 0 {
						j += n
					}
					wet[i] = dry[j] + feedback*wet[j]
				}
			}
		} else {
			for i := d; i < len(ch); i++ {
				wet[i] = dry[i-d] + feedback*wet[i-d]
			}
		}
		for i := range ch {
			ch[i] = dry[i] + mix*wet[i]
		}
	}
}

// finish turns the canvas into a Sound whose loudest sample is peak. A
// one-shot gets a short fade at its end so it never stops on a click.
func (c *canvas) finish(name string, peak float64) Sound {
	top := 0.0
	for i := range c.l {
		top = max(top, math.Abs(c.l[i]), math.Abs(c.r[i]))
	}
	scale := 0.0
	if top > 0 {
		scale = peak / top
	}
	if !c.loop {
		// Trim the silent tail left by releases, then fade the last 5 ms.
		end := len(c.l)
		for end > 0 && math.Abs(c.l[end-1])*scale < 1e-4 && math.Abs(c.r[end-1])*scale < 1e-4 {
			end--
		}
		c.l, c.r = c.l[:end], c.r[:end]
		fade := min(end, SampleRate/200)
		for i := 0; i < fade; i++ {
			g := float64(i) / float64(fade)
			c.l[end-fade+i] *= 1 - g
			c.r[end-fade+i] *= 1 - g
		}
	}
	s := Sound{Name: name, Left: make([]float32, len(c.l)), Right: make([]float32, len(c.r)), Loop: c.loop}
	for i := range c.l {
		s.Left[i] = float32(c.l[i] * scale)
		s.Right[i] = float32(c.r[i] * scale)
	}
	return s
}
