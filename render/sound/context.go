package sound

import (
	"errors"
	"fmt"

	"github.com/hajimehoshi/ebiten/v2/audio"
)

// ErrNoDevice means there is no sound device to play on. The game should
// then run silent (NewSilent) rather than create an audio context: on Linux,
// a context without a device makes Ebitengine end the game loop with an
// "audio: audio error ... ALSA" error on the next frame.
var ErrNoDevice = errors.New("sound: no audio output device")

// NewContext returns the process's audio context at SampleRate, creating it
// if there is none yet. Ebitengine panics on a second audio.NewContext; this
// reuses the existing one instead, and reports a context made at another
// rate as an error. Before creating one on Linux it checks that ALSA can
// open an output device, and returns an error wrapping ErrNoDevice if not.
func NewContext() (ctx *audio.Context, err error) {
	if c := audio.CurrentContext(); c != nil {
		return checkRate(c)
	}
	if err := probeDevice(); err != nil {
		return nil, err
	}
	defer func() {
		// Another goroutine may have created one between the check and here.
		if r := recover(); r != nil {
			if c := audio.CurrentContext(); c != nil {
				ctx, err = checkRate(c)
				return
			}
			ctx, err = nil, fmt.Errorf("sound: creating the audio context: %v", r)
		}
	}()
	return audio.NewContext(SampleRate), nil
}

func checkRate(c *audio.Context) (*audio.Context, error) {
	if c.SampleRate() != SampleRate {
		return nil, fmt.Errorf("sound: the audio context runs at %d Hz, the sounds are rendered at %d Hz", c.SampleRate(), SampleRate)
	}
	return c, nil
}
