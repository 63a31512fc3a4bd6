package synth

import (
	"math"
	"math/cmplx"
)

// Stats are measurements of a sound, for tests and for cmd/sfxdump: we
// cannot listen in CI, so we check levels and spectra by number.
type Stats struct {
	Seconds  float64
	Peak     float64 // largest |sample| over both channels
	RMS      float64 // of the mono mix
	Centroid float64 // spectral centroid of the mono mix, Hz (first 5.5 s)
	Below300 float64 // share of spectral energy below 300 Hz, 0..1 (first 5.5 s)
	SeamJump float64 // |first - last| sample (the loop joint), max over channels
	MaxJump  float64 // largest jump between adjacent samples inside the sound
	NaNs     int     // count of NaN or Inf samples
	PeakAt   float64 // seconds from the start to the loudest sample
}

// Analyze measures s.
func Analyze(s Sound) Stats {
	st := Stats{Seconds: float64(s.Frames()) / SampleRate}
	for _, ch := range [][]float32{s.Left, s.Right} {
		for i, v := range ch {
			f := float64(v)
			if math.IsNaN(f) || math.IsInf(f, 0) {
				st.NaNs++
				continue
			}
			if math.Abs(f) > st.Peak {
				st.Peak = math.Abs(f)
				st.PeakAt = float64(i) / SampleRate
			}
			if i > 0 {
				st.MaxJump = max(st.MaxJump, math.Abs(f-float64(ch[i-1])))
			}
		}
		if len(ch) > 0 {
			st.SeamJump = max(st.SeamJump, math.Abs(float64(ch[0])-float64(ch[len(ch)-1])))
		}
	}
	mono := s.Mono()
	sum := 0.0
	for _, v := range mono {
		sum += v * v
	}
	if len(mono) > 0 {
		st.RMS = math.Sqrt(sum / float64(len(mono)))
	}
	st.Centroid, st.Below300 = spectrum(mono, 300)
	return st
}

// BandShare is the share of the sound's spectral energy below cutoff Hz.
func BandShare(s Sound, cutoff float64) float64 {
	_, share := spectrum(s.Mono(), cutoff)
	return share
}

// DominantFreq is the frequency between loHz and hiHz with the most energy
// in the mono mix between from and to seconds (to the FFT's resolution).
func DominantFreq(s Sound, from, to, loHz, hiHz float64) float64 {
	m := s.Mono()
	a := min(len(m), max(0, int(from*SampleRate)))
	b := min(len(m), max(a, int(to*SampleRate)))
	x := m[a:b]
	if len(x) == 0 {
		return 0
	}
	n := 1
	for n < len(x) {
		n *= 2
	}
	n *= 4 // zero-pad for a finer frequency grid
	buf := make([]complex128, n)
	for i, v := range x {
		// A Hann window keeps the edges from smearing the spectrum.
		w := 0.5 - 0.5*math.Cos(2*math.Pi*float64(i)/float64(len(x)))
		buf[i] = complex(v*w, 0)
	}
	fft(buf)
	best, bestK := 0.0, 0
	for k := 1; k < n/2; k++ {
		f := float64(k) * SampleRate / float64(n)
		if f < loHz || f > hiHz {
			continue
		}
		p := real(buf[k])*real(buf[k]) + imag(buf[k])*imag(buf[k])
		if p > best {
			best, bestK = p, k
		}
	}
	return float64(bestK) * SampleRate / float64(n)
}

// spectrumWindow caps the samples spectrum looks at (about 5.5 s): enough
// for any effect and for a fair sample of a music loop, and it keeps the
// FFT of a 30 s loop from dominating test time under -race.
const spectrumWindow = 1 << 18

// spectrum returns the power-weighted mean frequency and the share of power
// below cutoff, from one FFT over the (zero-padded) signal's first
// spectrumWindow samples.
func spectrum(x []float64, cutoff float64) (centroid, below float64) {
	x = x[:min(len(x), spectrumWindow)]
	if len(x) == 0 {
		return 0, 0
	}
	n := 1
	for n < len(x) {
		n *= 2
	}
	buf := make([]complex128, n)
	for i, v := range x {
		buf[i] = complex(v, 0)
	}
	fft(buf)
	total, low, weighted := 0.0, 0.0, 0.0
	for k := 1; k < n/2; k++ {
		p := real(buf[k])*real(buf[k]) + imag(buf[k])*imag(buf[k])
		f := float64(k) * SampleRate / float64(n)
		total += p
		weighted += p * f
		if f < cutoff {
			low += p
		}
	}
	if total == 0 {
		return 0, 0
	}
	return weighted / total, low / total
}

// fft is an in-place radix-2 Cooley-Tukey transform; len(a) is a power of 2.
func fft(a []complex128) {
	n := len(a)
	for i, j := 1, 0; i < n; i++ {
		bit := n >> 1
		for ; j&bit != 0; bit >>= 1 {
			j ^= bit
		}
		j ^= bit
		if i < j {
			a[i], a[j] = a[j], a[i]
		}
	}
	for size := 2; size <= n; size <<= 1 {
		w := cmplx.Exp(complex(0, -2*math.Pi/float64(size)))
		for start := 0; start < n; start += size {
			wk := complex(1, 0)
			for k := 0; k < size/2; k++ {
				u, v := a[start+k], a[start+k+size/2]*wk
				a[start+k], a[start+k+size/2] = u+v, u-v
				wk *= w
			}
		}
	}
}
