// Package synth owns the game's original sounds: every effect and music loop
// is synthesised here, in pure Go, from oscillators, seeded noise, envelopes,
// pitch sweeps and simple filters, plus a tiny sequencer for the two music
// loops whose note data is written in score.go. Nothing here imports ebiten,
// so it can be tested (and rendered to WAV by cmd/sfxdump) anywhere.
//
// Output is stereo at SampleRate (48 kHz) as float32 in [-1, 1]; Sound.PCM16
// gives the signed 16-bit little-endian interleaved bytes that ebiten's audio
// players take. Rendering is deterministic: the same name always gives the
// same samples, because noise is seeded from the name.
package synth
