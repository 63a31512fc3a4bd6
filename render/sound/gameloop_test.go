package sound

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/audio"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The other tests run inside a single ebiten Update, where the per-frame
// audio hook never runs. These run a real game loop in a child process, with
// ALSA pointed at a configuration of our choosing, to check the two things
// only a running loop shows: the Mixer really plays (effects and music) over
// a working device, and why NewContext probes first (a raw context without a
// device ends RunGame).
const gameLoopChild = "SOUND_GAMELOOP_CHILD"

// loopGame plays a coin every half second and the play loop, until the music
// is sounding and a few effects have played.
type loopGame struct {
	raw    bool // create the context with audio.NewContext, skipping the probe
	frames int
	m      *Mixer
	coins  int
	err    error
}

func (g *loopGame) Update() error {
	g.frames++
	if g.m == nil {
		var err error
		if g.raw {
			g.m, err = New(audio.NewContext(SampleRate))
		} else {
			g.m, err = Open()
		}
		if err != nil {
			g.err = err
			return ebiten.Termination
		}
		if g.m.Silent() {
			g.err = errors.New("Open gave a silent mixer without an error")
			return ebiten.Termination
		}
		g.m.PlayMusic(MusicPlay)
	}
	g.m.Update()
	if g.frames%30 == 0 && g.m.Ready() {
		g.m.Play(Coin)
		if g.m.Voices() > 0 {
			g.coins++
		}
	}
	if g.coins >= 3 && g.m.MusicPlaying(MusicPlay) {
		return ebiten.Termination
	}
	if g.frames > 60*30 {
		g.err = errors.New("timed out: music never started or effects never played")
		return ebiten.Termination
	}
	return nil
}

func (g *loopGame) Draw(*ebiten.Image)         {}
func (g *loopGame) Layout(int, int) (int, int) { return 32, 32 }

func runGameLoopChild(mode string) int {
	ebiten.SetWindowSize(32, 32)
	g := &loopGame{raw: mode == "raw"}
	err := ebiten.RunGame(g)
	if err != nil && !errors.Is(err, ebiten.Termination) {
		fmt.Println("RUNGAME ERROR:", err)
		return 3
	}
	if g.err != nil {
		fmt.Println("GAME ERROR:", g.err)
		return 4
	}
	fmt.Printf("OK: %d frames, %d coins, music playing\n", g.frames, g.coins)
	return 0
}

func runChild(t *testing.T, mode, alsaConf string) (string, int) {
	t.Helper()
	conf := filepath.Join(t.TempDir(), "alsa.conf")
	require.NoError(t, os.WriteFile(conf, []byte(alsaConf), 0o644))
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), gameLoopChild+"="+mode, "ALSA_CONFIG_PATH="+conf)
	done := make(chan struct{})
	var out []byte
	var err error
	go func() { out, err = cmd.CombinedOutput(); close(done) }()
	select {
	case <-done:
	case <-time.After(90 * time.Second):
		_ = cmd.Process.Kill()
		<-done
		t.Fatalf("child %s did not finish:\n%s", mode, out)
	}
	code := 0
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		code = exit.ExitCode()
	} else {
		require.NoError(t, err)
	}
	return string(out), code
}

// ALSA's built-in null plugin as the default device: a working device that
// discards the sound, as on a machine with a sound card but nobody listening.
const nullDevice = "pcm.!default { type null }\n"

func TestMixerPlaysInARealGameLoop(t *testing.T) {
	out, code := runChild(t, "probe", nullDevice)
	assert.Equal(t, 0, code, out)
	assert.Contains(t, out, "OK:")
}

func TestAContextWithoutADeviceEndsTheGameLoop(t *testing.T) {
	// Why NewContext probes: Ebitengine reports the missing device from the
	// game loop, which ends RunGame.
	out, code := runChild(t, "raw", "")
	assert.Equal(t, 3, code, out)
	assert.Contains(t, out, "audio error")

	// With the probe, the same machine gets ErrNoDevice before any context
	// exists, and can fall back to NewSilent.
	out, code = runChild(t, "probe", "")
	assert.Equal(t, 4, code, out)
	assert.Contains(t, out, "no audio output device")
}
