package sound

import (
	"errors"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2/audio"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/render/ebitentest"
)

// These tests need a display (ebiten) and open the default sound device;
// run them with `xvfb-run -a go test ./render/sound/`.
func TestMain(m *testing.M) {
	if mode := os.Getenv(gameLoopChild); mode != "" {
		os.Exit(runGameLoopChild(mode)) // see gameloop_test.go
	}
	ebitentest.Main(m)
}

// readyContext returns the process's audio context once it is ready. The
// tests run inside one ebiten Update, so the per-frame hook that would open
// the device never runs; starting a silent player opens it instead.
//
// It makes the context directly rather than through NewContext, so the
// Mixer is exercised with real ebiten players even on a machine with no
// sound device (such as a CI container): there the device fails to open,
// but that failure only ends the game loop at the next frame's hook, which
// never comes inside these tests, and the players run with their output
// going nowhere.
func readyContext(t *testing.T) *audio.Context {
	t.Helper()
	ctx := audio.CurrentContext()
	if ctx == nil {
		ctx = audio.NewContext(SampleRate)
	}
	if !ctx.IsReady() {
		p, err := ctx.NewPlayer(&silence{})
		require.NoError(t, err)
		p.Play()
		defer func() { _ = p.Close() }()
		deadline := time.Now().Add(10 * time.Second)
		for !ctx.IsReady() && time.Now().Before(deadline) {
			time.Sleep(10 * time.Millisecond)
		}
	}
	require.True(t, ctx.IsReady(), "the audio device did not open within 10 s")
	return ctx
}

// silence is an endless stream of zero samples.
type silence struct{}

func (*silence) Read(b []byte) (int, error) { clear(b); return len(b), nil }

func newMixer(t *testing.T) *Mixer {
	t.Helper()
	m, err := New(readyContext(t))
	require.NoError(t, err)
	t.Cleanup(m.Close)
	return m
}

func TestNewContextReusesTheProcessContext(t *testing.T) {
	a, err := NewContext()
	if err != nil {
		// No sound device on this machine; the probe said so instead of
		// letting Ebitengine end the game loop. Carry on with the context
		// the other tests use.
		require.ErrorIs(t, err, ErrNoDevice)
		t.Logf("no sound device here: %v", err)
		a = readyContext(t)
	}
	b, err := NewContext()
	require.NoError(t, err, "an existing context is reused, device or not")
	assert.Same(t, a, b)
	assert.Equal(t, SampleRate, a.SampleRate())
}

// With ALSA configured to have no devices at all, NewContext must report
// ErrNoDevice and not create a context. It runs in a child process because
// the context is once per process and ALSA reads its configuration once.
func TestNewContextWithoutADeviceIsAnError(t *testing.T) {
	if os.Getenv("SOUND_NO_DEVICE_CHILD") == "1" {
		ctx, err := NewContext()
		if ctx != nil || !errors.Is(err, ErrNoDevice) || audio.CurrentContext() != nil {
			t.Fatalf("NewContext without a device: ctx=%v err=%v", ctx, err)
		}
		t.Log("child:", err)
		return
	}
	empty := filepath.Join(t.TempDir(), "alsa.conf")
	require.NoError(t, os.WriteFile(empty, nil, 0o644))
	cmd := exec.Command(os.Args[0], "-test.run=^TestNewContextWithoutADeviceIsAnError$", "-test.v")
	cmd.Env = append(os.Environ(), "SOUND_NO_DEVICE_CHILD=1", "ALSA_CONFIG_PATH="+empty)
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "child failed:\n%s", out)
	assert.Contains(t, string(out), "no audio output device")
}

func TestSilentMixerKeepsSettingsAndPlaysNothing(t *testing.T) {
	m := NewSilent()
	assert.True(t, m.Silent())
	assert.False(t, m.Ready())
	m.Play(Coin)
	m.PlayMusic(MusicBoss)
	m.Update()
	assert.Zero(t, m.Voices())
	assert.False(t, m.MusicPlaying(MusicBoss))
	assert.Equal(t, MusicBoss, m.Music())
	m.SetMusicVolume(0.3)
	m.SetEffectsVolume(0.4)
	m.SetMuted(true)
	assert.Equal(t, 0.3, m.MusicVolume())
	assert.Equal(t, 0.4, m.EffectsVolume())
	assert.True(t, m.Muted())
	require.NoError(t, m.Preload())
	assert.Error(t, m.Preload("kazoo"))
	m.Close()
}

func TestNewNeedsAContext(t *testing.T) {
	_, err := New(nil)
	assert.Error(t, err)
}

func TestPlayEveryEffect(t *testing.T) {
	m := newMixer(t)
	m.SetMaxVoices(len(Effects()))
	for _, name := range Effects() {
		m.Play(name)
	}
	assert.Greater(t, m.Voices(), 0, "effects are sounding")
	assert.LessOrEqual(t, m.Voices(), len(Effects()))
	for _, name := range Effects() {
		m.mu.Lock()
		_, cached := m.pcm[name]
		if name == Step {
			_, cached = m.pcm[Step+"#0"]
		}
		m.mu.Unlock()
		assert.True(t, cached, "%s was rendered and cached", name)
	}
}

func TestStepsRotateThroughVariants(t *testing.T) {
	m := newMixer(t)
	for range 4 {
		m.Play(Step)
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, v := range []string{"step#0", "step#1", "step#2", "step#3"} {
		_, ok := m.pcm[v]
		assert.True(t, ok, v)
	}
}

func TestUnknownNamesAreQuietNoOps(t *testing.T) {
	m := newMixer(t)
	assert.False(t, Known("kazoo"))
	assert.True(t, Known(Coin))
	m.Play("kazoo")
	m.Play("")
	m.Play(MusicPlay) // music is not an effect
	m.PlayMusic(Coin) // an effect is not music
	m.PlayMusic("kazoo")
	assert.Zero(t, m.Voices())
	assert.Equal(t, "", m.Music())
	require.Error(t, m.Preload("kazoo"))
}

func TestVoiceCapCutsTheOldest(t *testing.T) {
	m := newMixer(t)
	m.SetMaxVoices(3)
	for range 8 {
		m.Play(Victory) // three seconds long: none finishes during the test
	}
	assert.Equal(t, 3, m.Voices())
}

func TestNothingPlaysBeforeAudioIsReady(t *testing.T) {
	m := newMixer(t)
	m.ready = func() bool { return false } // a browser before the first click
	m.Play(Coin)
	assert.Zero(t, m.Voices())
	require.NoError(t, m.Preload(MusicPlay))
	m.PlayMusic(MusicPlay)
	m.advance(time.Second / 60)
	assert.False(t, m.MusicPlaying(MusicPlay), "music waits for the click")
	assert.Equal(t, MusicPlay, m.Music(), "but the request is kept")

	m.ready = func() bool { return true } // the click
	m.advance(time.Second / 60)
	assert.True(t, m.MusicPlaying(MusicPlay))
	m.Play(Coin)
	assert.Equal(t, 1, m.Voices())
}

func levels(m *Mixer) map[string]float64 {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := map[string]float64{}
	for _, t := range m.tracks {
		out[t.name] = t.level
	}
	return out
}

func TestMusicCrossfadesBetweenPlayAndBoss(t *testing.T) {
	m := newMixer(t)
	require.NoError(t, m.Preload(MusicPlay, MusicBoss))
	m.SetCrossfade(time.Second)
	tick := time.Second / 10

	m.PlayMusic(MusicPlay)
	m.advance(tick)
	assert.InDelta(t, 0.1, levels(m)[MusicPlay], 1e-9, "fades in")
	for range 10 {
		m.advance(tick)
	}
	assert.Equal(t, map[string]float64{MusicPlay: 1}, levels(m))

	m.PlayMusic(MusicBoss)
	for range 4 { // the first tick starts the boss loop and moves both fades
		m.advance(tick)
	}
	l := levels(m)
	assert.InDelta(t, 0.6, l[MusicPlay], 1e-9, "play loop fading out")
	assert.InDelta(t, 0.4, l[MusicBoss], 1e-9, "boss loop fading in")
	assert.True(t, m.MusicPlaying(MusicPlay))
	assert.True(t, m.MusicPlaying(MusicBoss))
	for range 10 {
		m.advance(tick)
	}
	assert.Equal(t, map[string]float64{MusicBoss: 1}, levels(m), "the play loop is gone")
	assert.False(t, m.MusicPlaying(MusicPlay))

	m.PlayMusic(MusicBoss) // asking again does not restart it
	m.advance(tick)
	assert.Equal(t, map[string]float64{MusicBoss: 1}, levels(m))

	m.StopMusic()
	for range 11 {
		m.advance(tick)
	}
	assert.Empty(t, levels(m))
}

func TestMusicRendersInTheBackground(t *testing.T) {
	m := newMixer(t)
	m.PlayMusic(MusicBoss)
	deadline := time.Now().Add(60 * time.Second)
	for !m.MusicPlaying(MusicBoss) && time.Now().Before(deadline) {
		m.advance(time.Second / 60)
		time.Sleep(20 * time.Millisecond)
	}
	assert.True(t, m.MusicPlaying(MusicBoss))
}

func TestVolumesAndMute(t *testing.T) {
	m := newMixer(t)
	require.NoError(t, m.Preload(MusicPlay))
	m.SetCrossfade(0)
	m.PlayMusic(MusicPlay)
	m.advance(time.Second / 60)
	m.advance(time.Second / 60)
	player := func() *audio.Player {
		m.mu.Lock()
		defer m.mu.Unlock()
		require.Len(t, m.tracks, 1)
		return m.tracks[0].player
	}

	m.SetMusicVolume(0.5)
	assert.InDelta(t, 0.5, player().Volume(), 1e-9)
	assert.Equal(t, 0.5, m.MusicVolume())

	m.SetEffectsVolume(0.25)
	m.Play(Victory)
	m.mu.Lock()
	require.NotEmpty(t, m.voices)
	fx := m.voices[len(m.voices)-1]
	m.mu.Unlock()
	assert.InDelta(t, 0.25, fx.Volume(), 1e-9)

	m.SetMuted(true)
	assert.True(t, m.Muted())
	assert.Zero(t, player().Volume())
	assert.Zero(t, fx.Volume())
	before := m.Voices()
	m.Play(Coin)
	assert.Equal(t, before, m.Voices(), "muted: no new effects")

	m.SetMuted(false)
	assert.InDelta(t, 0.5, player().Volume(), 1e-9)
	assert.InDelta(t, 0.25, fx.Volume(), 1e-9)

	for _, tc := range []struct{ in, want float64 }{{2, 1}, {-1, 0}, {math.NaN(), 0}, {0.3, 0.3}} {
		m.SetMusicVolume(tc.in)
		assert.Equal(t, tc.want, m.MusicVolume())
		m.SetEffectsVolume(tc.in)
		assert.Equal(t, tc.want, m.EffectsVolume())
	}
	m.SetEffectsVolume(0)
	before = m.Voices()
	m.Play(Coin)
	assert.Equal(t, before, m.Voices(), "zero effects volume: no new effects")
}

func TestCloseStopsEverything(t *testing.T) {
	m := newMixer(t)
	require.NoError(t, m.Preload(MusicPlay))
	m.PlayMusic(MusicPlay)
	m.advance(time.Second / 60)
	m.Play(Victory)
	m.Close()
	assert.Zero(t, m.Voices())
	assert.False(t, m.MusicPlaying(MusicPlay))
	m.Play(Coin) // after Close: a no-op, not a panic
	m.Update()
	assert.Zero(t, m.Voices())
}
