package synth

// The two music loops, written for this game. Bars are 4/4; each lead string
// is one bar of NOTE:BEATS tokens ("r" is a rest).

func songFor(name string) (song, bool) {
	switch name {
	case MusicPlay:
		return playSong(), true
	case MusicBoss:
		return bossSong(), true
	}
	return song{}, false
}

// playSong: a light, bouncy adventure in G major at 120 BPM, sixteen bars
// (32 s). The last bar sits on D so it leans back into the first.
func playSong() song {
	return song{
		bpm: 120,
		chords: []string{
			"G", "Em", "C", "D", "G", "Em", "Am", "D",
			"Em", "C", "G", "D", "Em", "C", "Am", "D",
		},
		lead: []string{
			"G4:1 B4:0.5 D5:0.5 G5:1 F#5:0.5 E5:0.5",
			"D5:1.5 B4:0.5 E5:1 G4:1",
			"E5:0.5 D5:0.5 C5:0.5 B4:0.5 C5:1 E5:1",
			"D5:1 A4:0.5 B4:0.5 C5:1 F#4:1",
			"G4:0.5 A4:0.5 B4:0.5 D5:0.5 G5:1.5 A5:0.5",
			"B5:1 A5:0.5 G5:0.5 E5:2",
			"C5:0.5 E5:0.5 A5:1 G5:0.5 F#5:0.5 E5:1",
			"F#5:1 D5:1 A4:1 r:1",
			"B4:1.5 G4:0.5 E4:1 B4:1",
			"C5:1.5 E5:0.5 G5:1 E5:1",
			"D5:1 B4:0.5 D5:0.5 G5:2",
			"F#5:1 E5:0.5 D5:0.5 A4:2",
			"E5:0.5 F#5:0.5 G5:0.5 E5:0.5 B5:1.5 A5:0.5",
			"G5:1 E5:0.5 C5:0.5 G5:1 E5:1",
			"A5:1 G5:0.5 E5:0.5 C5:1 A4:1",
			"D5:0.5 E5:0.5 F#5:0.5 A5:0.5 D5:1 r:1",
		},
		leadVoice: tone{wave: Square, duty: 0.25, env: adsr{a: 0.005, d: 0.08, s: 0.6, r: 0.08}, gain: 0.3,
			filt: filter{mode: lowPass, from: 3500, q: 0.7}, vibRate: 5.5, vibDepth: 0.12, vibDelay: 0.18, pan: -0.1},
		leadGate:  0.85,
		bass:      []patternStep{{0, 1}, {0, 0.5}, {7, 0.5}, {12, 1}, {7, 1}},
		bassVoice: tone{wave: Triangle, env: adsr{a: 0.004, d: 0.1, s: 0.7, r: 0.05}, gain: 0.55},
		arp:       []int{0, 1, 2, 1, 3, 1, 2, 1},
		arpVoice: tone{wave: Square, duty: 0.125, env: perc(0.003, 0.16), gain: 0.09,
			filt: filter{mode: lowPass, from: 2200, q: 0.7}, pan: 0.35},
		kick:    []float64{0, 2},
		snare:   []float64{1, 3},
		hat:     subdivisions(8),
		hatGain: 0.12,

		echoDelay: 0.375, echoFeedback: 0.3, echoMix: 0.18,
		peak: 0.8,
	}
}

// bossSong: tense and faster, E minor with a raised seventh and a dark F
// chord, 144 BPM, sixteen bars (about 26.7 s), driving eighth-note bass and
// a kick on every beat.
func bossSong() song {
	return song{
		bpm: 144,
		chords: []string{
			"Em", "Em", "C", "B", "Em", "Em", "F", "B",
			"Am", "Em", "C", "B", "Am", "F", "B", "B",
		},
		lead: []string{
			"E5:1.5 B4:0.5 E5:1 G5:1",
			"F#5:1 E5:0.5 D#5:0.5 E5:2",
			"G5:1.5 E5:0.5 C5:1 E5:1",
			"D#5:1 F#5:1 B5:2",
			"E5:0.5 G5:0.5 B5:1 A5:0.5 G5:0.5 F#5:1",
			"G5:1 E5:1 B4:2",
			"F5:1.5 A5:0.5 C6:1 A5:1",
			"B5:1 A5:0.5 G5:0.5 F#5:1 D#5:1",
			"A4:1 C5:1 E5:1.5 D5:0.5",
			"B4:1 E5:1 G5:1.5 F#5:0.5",
			"E5:1 G5:0.5 E5:0.5 C5:2",
			"B4:0.5 C5:0.5 D#5:0.5 F#5:0.5 B5:2",
			"C6:1 B5:0.5 A5:0.5 E5:2",
			"F5:1 A5:0.5 F5:0.5 C5:2",
			"D#5:0.5 E5:0.5 F#5:0.5 A5:0.5 B5:2",
			"A5:0.5 G5:0.5 F#5:0.5 D#5:0.5 B4:1 r:1",
		},
		leadVoice: tone{wave: Saw, env: adsr{a: 0.01, d: 0.1, s: 0.7, r: 0.08}, gain: 0.22, detune: 10,
			filt: filter{mode: lowPass, from: 2400, q: 1}, vibRate: 6, vibDepth: 0.15, vibDelay: 0.15, pan: -0.1},
		leadGate: 0.9,
		bass:     []patternStep{{0, 0.5}, {0, 0.5}, {12, 0.5}, {0, 0.5}, {0, 0.5}, {12, 0.5}, {0, 0.5}, {7, 0.5}},
		bassVoice: tone{wave: Saw, env: adsr{a: 0.003, d: 0.08, s: 0.6, r: 0.03}, gain: 0.45,
			filt: filter{mode: lowPass, from: 700, q: 1.2}},
		pad: true,
		padVoice: tone{wave: Saw, env: adsr{a: 0.3, d: 0.4, s: 0.6, r: 0.3}, gain: 0.07, detune: 12,
			filt: filter{mode: lowPass, from: 1300, q: 0.7}},
		kick:    []float64{0, 1, 2, 3},
		snare:   []float64{1, 3},
		hat:     subdivisions(16),
		hatGain: 0.07,

		echoDelay: 60.0 / 144 * 0.75, echoFeedback: 0.25, echoMix: 0.12,
		peak: 0.8,
	}
}
