package synth

// An effect recipe mixes its notes into c and returns the peak level the
// finished sound is normalised to: quiet, frequent sounds (steps, hover
// ticks) sit well below loud moments (boss arrival, fanfare).
type recipe func(c *canvas, variant int) (peak float64)

func recipeFor(base string) (recipe, bool) {
	switch base {
	case DiceRoll:
		return diceRoll, true
	case DiceLand:
		return diceLand, true
	case Step:
		return step, true
	case MeleeHit:
		return meleeHit, true
	case RangedShot:
		return rangedShot, true
	case Miss:
		return miss, true
	case Critical:
		return critical, true
	case Hurt:
		return hurt, true
	case MonsterDeath:
		return monsterDeath, true
	case HeroDown:
		return heroDown, true
	case Potion:
		return potion, true
	case ChestOpen:
		return chestOpen, true
	case Coin:
		return coin, true
	case Spawn:
		return spawn, true
	case BossArrival:
		return bossArrival, true
	case Victory:
		return victory, true
	case Defeat:
		return defeat, true
	case UIClick:
		return uiClick, true
	case UIHover:
		return uiHover, true
	case ErrorBuzz:
		return errorBuzz, true
	}
	return nil, false
}

// diceRoll: a dozen woody clicks, dense at first and thinning out as the
// dice slow down, each a band of noise plus a tiny knock.
func diceRoll(c *canvas, _ int) float64 {
	at := 0.0
	for i := range 12 {
		x := float64(i) / 12
		centre := 1500 + 1800*c.rng.Float64()
		gain := 1 - 0.55*x
		c.addNoise(at, noiseNote{env: perc(0.001, 0.012+0.01*c.rng.Float64()), gain: gain,
			filt: filter{mode: bandPass, from: centre, q: 2.5}, pan: 0.6*c.rng.Float64() - 0.3})
		c.addTone(at, tone{wave: Triangle, freq: 700 + 600*c.rng.Float64(), env: perc(0.0005, 0.02),
			gain: 0.35 * gain})
		at += 0.025 + 0.05*x + 0.02*c.rng.Float64()
	}
	return 0.7
}

// diceLand: a soft thud and two small bounces as the dice settle.
func diceLand(c *canvas, _ int) float64 {
	for i, at := range []float64{0, 0.09, 0.15} {
		g := []float64{1, 0.45, 0.2}[i]
		c.addTone(at, tone{wave: Sine, freq: 190, freqEnd: 90, env: perc(0.001, 0.09), gain: g})
		c.addNoise(at, noiseNote{env: perc(0.0005, 0.018), gain: 0.6 * g,
			filt: filter{mode: bandPass, from: 1500 + 500*float64(i), q: 1.5}})
	}
	return 0.75
}

// step: a soft, low tap; the variants differ in pitch and brightness so a
// walk does not sound like one sample repeated.
func step(c *canvas, v int) float64 {
	pitch := []float64{120, 105, 135, 112}[v%StepVariants]
	bright := []float64{700, 550, 850, 620}[v%StepVariants]
	c.addNoise(0, noiseNote{env: perc(0.003, 0.06), gain: 1,
		filt: filter{mode: lowPass, from: bright, to: bright / 2, q: 0.8}})
	c.addTone(0, tone{wave: Sine, freq: pitch, freqEnd: pitch * 0.7, env: perc(0.002, 0.05), gain: 0.5})
	return 0.3
}

// meleeHit: a punchy thump with a crunchy noise burst on top.
func meleeHit(c *canvas, _ int) float64 {
	c.addTone(0, tone{wave: Sine, freq: 160, freqEnd: 55, glide: 0.12, env: perc(0.001, 0.18), gain: 1})
	c.addNoise(0, noiseNote{env: perc(0.001, 0.08), gain: 0.8,
		filt: filter{mode: bandPass, from: 1400, to: 600, q: 1.2}})
	c.addTone(0.005, tone{wave: Square, freq: 330, freqEnd: 180, env: perc(0.001, 0.06), gain: 0.18,
		filt: filter{mode: lowPass, from: 2000, q: 0.7}})
	return 0.9
}

// rangedShot: a whoosh of noise whose band rises as the shot flies off,
// with a faint twang as it leaves.
func rangedShot(c *canvas, _ int) float64 {
	c.addNoise(0, noiseNote{gate: 0.12, env: adsr{a: 0.1, s: 1, r: 0.22}, gain: 1,
		filt: filter{mode: bandPass, from: 500, to: 3200, q: 2}})
	c.addTone(0, tone{wave: Triangle, freq: 620, freqEnd: 420, env: perc(0.002, 0.12), gain: 0.25})
	return 0.7
}

// miss: a quick swish falling in pitch, softer than a hit.
func miss(c *canvas, _ int) float64 {
	c.addNoise(0, noiseNote{gate: 0.06, env: adsr{a: 0.05, s: 1, r: 0.15}, gain: 1,
		filt: filter{mode: bandPass, from: 3200, to: 700, q: 2.5}})
	return 0.55
}

// critical: a hit, then a fast bright major arpeggio with a sparkle on top.
func critical(c *canvas, _ int) float64 {
	c.addTone(0, tone{wave: Sine, freq: 180, freqEnd: 60, glide: 0.1, env: perc(0.001, 0.15), gain: 0.8})
	c.addNoise(0, noiseNote{env: perc(0.001, 0.05), gain: 0.5, filt: filter{mode: bandPass, from: 2000, q: 1}})
	for i, n := range []string{"C6", "E6", "G6", "C7"} {
		last := i == 3
		gate, rel := 0.05, 0.08
		if last {
			gate, rel = 0.2, 0.3
		}
		c.addTone(0.06+0.055*float64(i), tone{wave: Square, duty: 0.25, freq: hz(n), gate: gate,
			env: adsr{a: 0.003, d: 0.05, s: 0.6, r: rel}, gain: 0.35,
			filt: filter{mode: lowPass, from: 6000, q: 0.7}, vibRate: 7, vibDepth: 0.15, vibDelay: 0.08})
	}
	c.addNoise(0.28, noiseNote{env: perc(0.01, 0.35), gain: 0.12, filt: filter{mode: highPass, from: 7000, q: 0.7}})
	return 0.85
}

// hurt: a cartoon bonk, a round tone dropping fast in pitch.
func hurt(c *canvas, _ int) float64 {
	c.addTone(0, tone{wave: Triangle, freq: 620, freqEnd: 190, glide: 0.12, env: perc(0.002, 0.22), gain: 1})
	c.addTone(0, tone{wave: Sine, freq: 310, freqEnd: 95, glide: 0.12, env: perc(0.002, 0.2), gain: 0.6})
	c.addNoise(0, noiseNote{env: perc(0.0005, 0.01), gain: 0.4, filt: filter{mode: bandPass, from: 1200, q: 1}})
	return 0.75
}

// monsterDeath: a poof, a puff of noise closing down, with a falling blip.
func monsterDeath(c *canvas, _ int) float64 {
	c.addNoise(0, noiseNote{env: perc(0.01, 0.42), gain: 1,
		filt: filter{mode: lowPass, from: 4000, to: 300, q: 1.1}})
	c.addTone(0, tone{wave: Square, duty: 0.3, freq: 700, freqEnd: 180, env: perc(0.002, 0.22), gain: 0.3,
		filt: filter{mode: lowPass, from: 2500, q: 0.7}})
	return 0.7
}

// heroDown: four falling notes, the last one long and wobbling.
func heroDown(c *canvas, _ int) float64 {
	notes := []string{"G4", "F#4", "F4", "E4"}
	at := 0.0
	for i, n := range notes {
		gate := 0.2
		if i == len(notes)-1 {
			gate = 0.55
		}
		t := tone{wave: Square, duty: 0.4, freq: hz(n), gate: gate, env: adsr{a: 0.01, d: 0.08, s: 0.7, r: 0.12},
			gain: 0.6, filt: filter{mode: lowPass, from: 1800, q: 0.7}, pan: -0.1}
		if i == len(notes)-1 {
			t.freqEnd, t.glide = hz("D#4"), gate+0.12
			t.vibRate, t.vibDepth, t.vibDelay = 5, 0.35, 0.1
		}
		c.addTone(at, t)
		c.addTone(at, tone{wave: Triangle, freq: hz(n) / 2, gate: gate, env: adsr{a: 0.01, d: 0.1, s: 0.6, r: 0.12},
			gain: 0.45, pan: 0.1})
		at += gate + 0.03
	}
	return 0.7
}

// potion: a low glug, then bubbles that each rise quickly in pitch.
func potion(c *canvas, _ int) float64 {
	c.addTone(0, tone{wave: Sine, freq: 140, freqEnd: 260, env: perc(0.01, 0.12), gain: 0.7})
	at := 0.1
	for range 6 {
		f := 350 + 500*c.rng.Float64()
		c.addTone(at, tone{wave: Sine, freq: f, freqEnd: f * 2.2, env: perc(0.004, 0.05), gain: 0.6})
		at += 0.045 + 0.06*c.rng.Float64()
	}
	c.addTone(at+0.03, tone{wave: Triangle, freq: hz("E6"), gate: 0.06, env: adsr{a: 0.005, d: 0.05, s: 0.5, r: 0.15},
		gain: 0.25})
	return 0.65
}

// chestOpen: a short creak then a rising sparkle arpeggio with shimmer.
func chestOpen(c *canvas, _ int) float64 {
	c.addTone(0, tone{wave: Saw, freq: 90, freqEnd: 130, env: perc(0.01, 0.1), gain: 0.3,
		filt: filter{mode: bandPass, from: 600, q: 3}})
	for i, n := range []string{"G5", "C6", "E6", "G6", "C7"} {
		at := 0.08 + 0.06*float64(i)
		c.addTone(at, tone{wave: Triangle, freq: hz(n), env: perc(0.002, 0.35), gain: 0.5,
			pan: -0.4 + 0.2*float64(i)})
		c.addTone(at, tone{wave: Sine, freq: 2 * hz(n), env: perc(0.002, 0.2), gain: 0.15})
	}
	c.addNoise(0.3, noiseNote{env: perc(0.05, 0.4), gain: 0.12, filt: filter{mode: highPass, from: 8000, q: 0.7}})
	return 0.7
}

// coin: the familiar two-note ping, short and bright.
func coin(c *canvas, _ int) float64 {
	c.addTone(0, tone{wave: Square, freq: hz("B5"), gate: 0.06, env: adsr{a: 0.001, s: 1, r: 0.005}, gain: 0.5,
		filt: filter{mode: lowPass, from: 5000, q: 0.7}})
	c.addTone(0.06, tone{wave: Square, freq: hz("E6"), env: perc(0.001, 0.3), gain: 0.5,
		filt: filter{mode: lowPass, from: 5000, q: 0.7}})
	return 0.55
}

// spawn: a dark swirl, a low detuned saw under a wobbling filter and a
// whirl of noise, fading in and out.
func spawn(c *canvas, _ int) float64 {
	c.addTone(0, tone{wave: Saw, freq: 82, freqEnd: 55, gate: 0.45, env: adsr{a: 0.25, d: 0.1, s: 0.8, r: 0.3},
		gain: 0.8, detune: 14, filt: filter{mode: lowPass, from: 500, q: 3, lfoRate: 5, lfoOct: 1}})
	c.addNoise(0, noiseNote{gate: 0.45, env: adsr{a: 0.3, d: 0.1, s: 0.7, r: 0.3}, gain: 0.5,
		filt: filter{mode: bandPass, from: 900, to: 300, q: 4, lfoRate: 6, lfoOct: 1}, pan: 0})
	return 0.7
}

// bossArrival: a low brass-like stab (detuned saws through a filter that
// opens then closes) over a sub tone and a rumble.
func bossArrival(c *canvas, _ int) float64 {
	for _, n := range []string{"A1", "E2", "A2"} {
		c.addTone(0, tone{wave: Saw, freq: hz(n), gate: 0.5, env: adsr{a: 0.03, d: 0.3, s: 0.6, r: 0.6},
			gain: 0.5, detune: 8, filt: filter{mode: lowPass, from: 700, to: 160, sweep: 0.8, q: 1.2},
			vibRate: 4, vibDepth: 0.08, vibDelay: 0.3})
	}
	c.addTone(0, tone{wave: Sine, freq: 55, freqEnd: 40, gate: 0.6, env: adsr{a: 0.01, d: 0.2, s: 0.7, r: 0.5}, gain: 0.9})
	c.addNoise(0, noiseNote{gate: 0.7, env: adsr{a: 0.05, d: 0.2, s: 0.6, r: 0.5}, gain: 2.5,
		filt: filter{mode: lowPass, from: 120, q: 0.9}})
	return 0.95
}

// victory: a bright fanfare, a pickup into a held chord, about three seconds.
func victory(c *canvas, _ int) float64 {
	beat := 60.0 / 132
	lead := []struct {
		n     string
		beats float64
	}{
		{"G4", 1.0 / 3}, {"C5", 1.0 / 3}, {"E5", 1.0 / 3}, {"G5", 1}, {"E5", 0.5}, {"G5", 0.5},
		{"A5", 0.5}, {"B5", 0.5}, {"C6", 2.5},
	}
	at := 0.0
	for _, x := range lead {
		gate := x.beats*beat - 0.02
		c.addTone(at, tone{wave: Square, duty: 0.35, freq: hz(x.n), gate: gate,
			env: adsr{a: 0.005, d: 0.06, s: 0.75, r: 0.25}, gain: 0.45,
			filt: filter{mode: lowPass, from: 4000, q: 0.7}, vibRate: 6, vibDepth: 0.2, vibDelay: 0.25, pan: -0.15})
		at += x.beats * beat
	}
	end := at
	chordAt := end - 2.5*beat
	for i, n := range []string{"C4", "E4", "G4"} {
		c.addTone(chordAt, tone{wave: Saw, freq: hz(n), gate: 2.5*beat - 0.02, env: adsr{a: 0.02, d: 0.2, s: 0.6, r: 0.4},
			gain: 0.2, detune: 6, filt: filter{mode: lowPass, from: 2200, q: 0.7}, pan: 0.2 - 0.2*float64(i)})
	}
	for _, b := range []struct {
		n  string
		at float64
	}{{"C3", 0}, {"G2", beat}, {"C3", 2 * beat}, {"C3", chordAt}} {
		c.addTone(b.at, tone{wave: Triangle, freq: hz(b.n), gate: 0.3, env: adsr{a: 0.005, d: 0.1, s: 0.7, r: 0.2}, gain: 0.5})
	}
	c.addNoise(chordAt, noiseNote{env: perc(0.005, 1.2), gain: 0.15, filt: filter{mode: highPass, from: 5000, q: 0.7}})
	c.echo(0.18, 0.3, 0.25)
	return 0.85
}

// defeat: a slow falling minor line over a soft low chord, about three
// seconds, sad but gentle.
func defeat(c *canvas, _ int) float64 {
	beat := 60.0 / 84
	at := 0.0
	for _, x := range []struct {
		n     string
		beats float64
	}{{"E5", 1}, {"D5", 1}, {"C5", 1}, {"B4", 0.5}, {"A4", 0.5}} {
		c.addTone(at, tone{wave: Triangle, freq: hz(x.n), gate: x.beats*beat - 0.03,
			env: adsr{a: 0.02, d: 0.2, s: 0.7, r: 0.4}, gain: 0.6, vibRate: 5, vibDepth: 0.12, vibDelay: 0.2})
		at += x.beats * beat
	}
	for _, n := range []string{"A2", "C3", "E3"} {
		c.addTone(0, tone{wave: Saw, freq: hz(n), gate: at - 0.1, env: adsr{a: 0.4, d: 0.5, s: 0.5, r: 0.6},
			gain: 0.2, detune: 5, filt: filter{mode: lowPass, from: 900, to: 400, q: 0.7}})
	}
	c.echo(0.25, 0.3, 0.3)
	return 0.7
}

// uiClick: a short round blip.
func uiClick(c *canvas, _ int) float64 {
	c.addTone(0, tone{wave: Sine, freq: 1250, freqEnd: 900, env: perc(0.001, 0.04), gain: 1})
	c.addNoise(0, noiseNote{env: perc(0.0005, 0.004), gain: 0.3, filt: filter{mode: highPass, from: 3000, q: 0.7}})
	return 0.45
}

// uiHover: a faint high tick.
func uiHover(c *canvas, _ int) float64 {
	c.addTone(0, tone{wave: Sine, freq: 2400, env: perc(0.001, 0.018), gain: 1})
	return 0.2
}

// errorBuzz: two soft low buzzes, "uh-uh", filtered so they are not harsh.
func errorBuzz(c *canvas, _ int) float64 {
	for i, f := range []float64{196, 165} {
		c.addTone(0.11*float64(i), tone{wave: Square, freq: f, gate: 0.08, env: adsr{a: 0.008, d: 0.03, s: 0.6, r: 0.04},
			gain: 0.6, filt: filter{mode: lowPass, from: 800, q: 0.7}})
	}
	return 0.32
}
