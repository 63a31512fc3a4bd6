package synth

import (
	"encoding/binary"
	"math"
	"time"
)

// SampleRate is the rate every sound is rendered at, in frames per second.
// The ebiten audio context must be created with the same rate.
const SampleRate = 48000

// Sound is one rendered effect or music loop: stereo samples in [-1, 1].
// For a loop (Loop true) the last frame joins the first without a jump, so it
// can be repeated end to end.
type Sound struct {
	Name        string
	Left, Right []float32
	Loop        bool
}

// Frames is the number of stereo frames.
func (s Sound) Frames() int { return len(s.Left) }

// Duration is the length of the sound when played at SampleRate.
func (s Sound) Duration() time.Duration {
	return time.Duration(s.Frames()) * time.Second / SampleRate
}

// Mono is the average of the two channels, for analysis.
func (s Sound) Mono() []float64 {
	out := make([]float64, s.Frames())
	for i := range out {
		out[i] = (float64(s.Left[i]) + float64(s.Right[i])) / 2
	}
	return out
}

// PCM16 returns the sound as signed 16-bit little-endian interleaved stereo,
// the format of ebiten's audio.Context.NewPlayer and audio.NewInfiniteLoop.
func (s Sound) PCM16() []byte {
	out := make([]byte, 4*s.Frames())
	for i := range s.Left {
		binary.LittleEndian.PutUint16(out[4*i:], uint16(toInt16(s.Left[i])))
		binary.LittleEndian.PutUint16(out[4*i+2:], uint16(toInt16(s.Right[i])))
	}
	return out
}

// WAV returns the sound as a 16-bit stereo RIFF/WAVE file.
func (s Sound) WAV() []byte {
	pcm := s.PCM16()
	h := make([]byte, 44, 44+len(pcm))
	copy(h[0:], "RIFF")
	binary.LittleEndian.PutUint32(h[4:], uint32(36+len(pcm)))
	copy(h[8:], "WAVEfmt ")
	binary.LittleEndian.PutUint32(h[16:], 16)
	binary.LittleEndian.PutUint16(h[20:], 1) // PCM
	binary.LittleEndian.PutUint16(h[22:], 2) // channels
	binary.LittleEndian.PutUint32(h[24:], SampleRate)
	binary.LittleEndian.PutUint32(h[28:], SampleRate*4)
	binary.LittleEndian.PutUint16(h[32:], 4)
	binary.LittleEndian.PutUint16(h[34:], 16)
	copy(h[36:], "data")
	binary.LittleEndian.PutUint32(h[40:], uint32(len(pcm)))
	return append(h, pcm...)
}

func toInt16(v float32) int16 {
	x := math.Round(float64(v) * 32767)
	return int16(max(-32767, min(32767, x)))
}
