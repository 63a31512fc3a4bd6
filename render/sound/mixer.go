package sound

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"sync"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/audio"

	"github.com/superdungeon-digital/superdungeon/render/sound/synth"
)

// Defaults for a new Mixer.
const (
	DefaultMaxVoices     = 12
	DefaultCrossfade     = 1500 * time.Millisecond
	DefaultMusicVolume   = 0.6
	DefaultEffectsVolume = 0.8
)

// Mixer plays effects and music on one audio context. Its methods are safe
// to call from any goroutine, but Update belongs in the game's Update.
type Mixer struct {
	mu    sync.Mutex
	ctx   *audio.Context
	ready func() bool // ctx.IsReady; tests stand in for a browser before its first click

	pcm       map[string][]byte // rendered sounds, 16-bit stereo
	rendering map[string]bool   // music being rendered in the background
	next      map[string]int    // which variant each effect plays next

	voices    []*audio.Player // effects started and not yet reaped, oldest first
	maxVoices int

	tracks    []*track // music: the current loop and any fading out
	wantMusic string   // the loop asked for ("" for silence)
	crossfade time.Duration

	musicVol, fxVol float64
	muted           bool
	closed          bool
}

// track is one music loop and where its fade stands: level moves toward
// target (0 or 1) over the crossfade time.
type track struct {
	name          string
	player        *audio.Player
	level, target float64
}

// Open is how the game gets its Mixer: on the process's audio context when
// there is a sound device, otherwise a silent Mixer together with the
// reason (wrapping ErrNoDevice), which the caller may log. The Mixer is
// always usable. Call it once per process.
func Open() (*Mixer, error) {
	ctx, err := NewContext()
	if err != nil {
		return NewSilent(), err
	}
	m, err := New(ctx)
	if err != nil {
		return NewSilent(), err
	}
	return m, nil
}

// New makes a Mixer on ctx, which must run at SampleRate (see NewContext).
func New(ctx *audio.Context) (*Mixer, error) {
	if ctx == nil {
		return nil, errors.New("sound: New needs an audio context")
	}
	if _, err := checkRate(ctx); err != nil {
		return nil, err
	}
	m := NewSilent()
	m.ctx, m.ready = ctx, ctx.IsReady
	return m, nil
}

// NewSilent makes a Mixer with no audio context, for a machine without a
// sound device (NewContext returned ErrNoDevice) or a headless run: every
// method works and keeps its settings, and nothing is ever heard.
func NewSilent() *Mixer {
	return &Mixer{
		ready:     func() bool { return false },
		pcm:       map[string][]byte{},
		rendering: map[string]bool{},
		next:      map[string]int{},
		maxVoices: DefaultMaxVoices,
		crossfade: DefaultCrossfade,
		musicVol:  DefaultMusicVolume,
		fxVol:     DefaultEffectsVolume,
	}
}

// Silent reports whether the Mixer was made by NewSilent.
func (m *Mixer) Silent() bool { return m.ctx == nil }

// Ready reports whether audio can play yet; in the browser it turns true
// after the player's first click or key press.
func (m *Mixer) Ready() bool { return m.ready() }

// SetMaxVoices caps how many effects sound at once (at least 1); when an
// effect starts at the cap, the oldest one is cut.
func (m *Mixer) SetMaxVoices(n int) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.maxVoices = max(1, n)
}

// SetCrossfade sets how long music takes to fade from one loop to another.
func (m *Mixer) SetCrossfade(d time.Duration) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.crossfade = max(0, d)
}

// Play starts the named effect. Unknown names, music names, a muted mixer,
// zero effects volume and audio that is not ready yet are all quiet no-ops:
// a missed effect is better than a late one.
func (m *Mixer) Play(name string) {
	if !synth.Known(name) || synth.IsMusic(name) {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.closed || m.muted || m.fxVol == 0 || !m.ready() {
		return
	}
	variants := synth.Variants(name)
	concrete := variants[m.next[name]%len(variants)]
	m.next[name]++
	pcm, err := m.renderLocked(concrete)
	if err != nil {
		return
	}
	m.reapLocked()
	for len(m.voices) >= m.maxVoices {
		oldest := m.voices[0]
		m.voices = m.voices[1:]
		oldest.Pause()
		_ = oldest.Close()
	}
	p, err := m.ctx.NewPlayer(bytes.NewReader(pcm))
	if err != nil {
		return
	}
	p.SetVolume(m.fxVol)
	p.Play()
	m.voices = append(m.voices, p)
}

// Voices is how many effects are playing now.
func (m *Mixer) Voices() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.reapLocked()
	return len(m.voices)
}

// PlayMusic asks for the named loop; the current one fades out as it fades
// in. It starts on a later Update, once audio is ready and the loop has been
// rendered (in the background, so the game does not stall). Asking for the
// loop already playing does nothing; an unknown name is ignored.
func (m *Mixer) PlayMusic(name string) {
	if !synth.IsMusic(name) {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	m.wantMusic = name
}

// StopMusic fades the music out.
func (m *Mixer) StopMusic() {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.wantMusic = ""
}

// Music is the loop asked for by PlayMusic ("" after StopMusic).
func (m *Mixer) Music() string {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.wantMusic
}

// MusicPlaying reports whether the named loop is sounding (fading in, full,
// or fading out).
func (m *Mixer) MusicPlaying(name string) bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, t := range m.tracks {
		if t.name == name && t.player.IsPlaying() {
			return true
		}
	}
	return false
}

// Update advances crossfades, starts requested music once it can, and frees
// finished effects. Call it once per game tick.
func (m *Mixer) Update() {
	tps := ebiten.TPS()
	if tps <= 0 {
		tps = 60
	}
	m.advance(time.Second / time.Duration(tps))
}

// advance is Update with an explicit tick length.
func (m *Mixer) advance(dt time.Duration) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.closed {
		return
	}
	m.reapLocked()
	m.startMusicLocked()

	step := 1.0
	if m.crossfade > 0 {
		step = float64(dt) / float64(m.crossfade)
	}
	kept := m.tracks[:0]
	for _, t := range m.tracks {
		if t.level < t.target {
			t.level = min(t.target, t.level+step)
		} else if t.level > t.target {
			t.level = max(t.target, t.level-step)
		}
		if t.level == 0 && t.target == 0 {
			t.player.Pause()
			_ = t.player.Close()
			continue
		}
		t.player.SetVolume(m.musicGainLocked(t.level))
		kept = append(kept, t)
	}
	clear(m.tracks[len(kept):])
	m.tracks = kept
}

// startMusicLocked makes the tracks follow wantMusic: the wanted loop fades
// in (starting it if it is not already sounding), every other one fades out.
func (m *Mixer) startMusicLocked() {
	found := false
	for _, t := range m.tracks {
		if t.name == m.wantMusic {
			t.target = 1
			found = true
		} else {
			t.target = 0
		}
	}
	if found || m.wantMusic == "" || !m.ready() {
		return
	}
	pcm, ok := m.pcm[m.wantMusic]
	if !ok {
		m.renderInBackgroundLocked(m.wantMusic)
		return
	}
	loop := audio.NewInfiniteLoop(bytes.NewReader(pcm), int64(len(pcm)))
	p, err := m.ctx.NewPlayer(loop)
	if err != nil {
		return
	}
	p.SetVolume(0)
	p.Play()
	m.tracks = append(m.tracks, &track{name: m.wantMusic, player: p, target: 1})
}

func (m *Mixer) renderInBackgroundLocked(name string) {
	if m.rendering[name] {
		return
	}
	m.rendering[name] = true
	go func() {
		s, err := synth.Render(name)
		m.mu.Lock()
		defer m.mu.Unlock()
		delete(m.rendering, name)
		if err == nil {
			m.pcm[name] = s.PCM16()
		}
	}()
}

// Preload renders the named sounds now (all of them when none are named),
// so the first Play or PlayMusic of each has nothing to wait for. It may be
// called from a loading goroutine.
func (m *Mixer) Preload(names ...string) error {
	if len(names) == 0 {
		for _, e := range synth.Effects() {
			names = append(names, synth.Variants(e)...)
		}
		names = append(names, synth.Music()...)
	}
	var errs []error
	for _, n := range names {
		if m.ctx == nil {
			// A silent mixer never plays, so it renders nothing; it still
			// reports names it does not know.
			if !synth.Known(n) {
				errs = append(errs, fmt.Errorf("sound: unknown sound %q", n))
			}
			continue
		}
		for _, v := range synth.Variants(n) {
			m.mu.Lock()
			_, have := m.pcm[v]
			m.mu.Unlock()
			if have {
				continue
			}
			s, err := synth.Render(v) // outside the lock: music takes a while
			if err != nil {
				errs = append(errs, err)
				continue
			}
			m.mu.Lock()
			m.pcm[v] = s.PCM16()
			m.mu.Unlock()
		}
		if !synth.Known(n) {
			errs = append(errs, fmt.Errorf("sound: unknown sound %q", n))
		}
	}
	return errors.Join(errs...)
}

// renderLocked returns the cached PCM for a concrete name, rendering it on
// first use (effects are short; this takes a few milliseconds).
func (m *Mixer) renderLocked(name string) ([]byte, error) {
	if pcm, ok := m.pcm[name]; ok {
		return pcm, nil
	}
	s, err := synth.Render(name)
	if err != nil {
		return nil, err
	}
	pcm := s.PCM16()
	m.pcm[name] = pcm
	return pcm, nil
}

// reapLocked closes effects that have finished.
func (m *Mixer) reapLocked() {
	kept := m.voices[:0]
	for _, p := range m.voices {
		if p.IsPlaying() {
			kept = append(kept, p)
			continue
		}
		_ = p.Close()
	}
	clear(m.voices[len(kept):])
	m.voices = kept
}

// SetMusicVolume sets the music volume, clamped to 0..1.
func (m *Mixer) SetMusicVolume(v float64) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.musicVol = clamp01(v)
	for _, t := range m.tracks {
		t.player.SetVolume(m.musicGainLocked(t.level))
	}
}

// SetEffectsVolume sets the effects volume, clamped to 0..1. Effects already
// sounding change too.
func (m *Mixer) SetEffectsVolume(v float64) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.fxVol = clamp01(v)
	for _, p := range m.voices {
		p.SetVolume(m.fxGainLocked())
	}
}

// SetMuted silences everything at once (music keeps its place and comes
// back where it is when unmuted) or restores it.
func (m *Mixer) SetMuted(muted bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.muted = muted
	for _, t := range m.tracks {
		t.player.SetVolume(m.musicGainLocked(t.level))
	}
	for _, p := range m.voices {
		p.SetVolume(m.fxGainLocked())
	}
}

// MusicVolume, EffectsVolume and Muted report the settings.
func (m *Mixer) MusicVolume() float64 {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.musicVol
}

// EffectsVolume reports the effects volume.
func (m *Mixer) EffectsVolume() float64 {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.fxVol
}

// Muted reports whether the mixer is muted.
func (m *Mixer) Muted() bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.muted
}

// musicGainLocked is a track's player volume: an equal-power fade curve, so
// a crossfade does not dip in loudness halfway.
func (m *Mixer) musicGainLocked(level float64) float64 {
	if m.muted {
		return 0
	}
	return m.musicVol * math.Sin(level*math.Pi/2)
}

func (m *Mixer) fxGainLocked() float64 {
	if m.muted {
		return 0
	}
	return m.fxVol
}

// Close stops every sound and frees the players. The Mixer plays nothing
// afterwards; the audio context stays (it lives as long as the process).
func (m *Mixer) Close() {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.closed = true
	for _, p := range m.voices {
		p.Pause()
		_ = p.Close()
	}
	m.voices = nil
	for _, t := range m.tracks {
		t.player.Pause()
		_ = t.player.Close()
	}
	m.tracks = nil
	m.wantMusic = ""
}

func clamp01(v float64) float64 {
	if math.IsNaN(v) {
		return 0
	}
	return min(1, max(0, v))
}
