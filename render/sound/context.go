package sound

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2/audio"
)

// NewContext returns the process's audio context at SampleRate, creating it
// if there is none yet. Ebitengine panics on a second audio.NewContext; this
// reuses the existing one instead, and reports a context made at another
// rate as an error.
//
// On desktop Linux the sound device is opened in the background; if there is
// none Ebitengine reports it from its game loop (RunGame returns an "audio:
// audio error ... ALSA" error), not from here.
func NewContext() (ctx *audio.Context, err error) {
	if c := audio.CurrentContext(); c != nil {
		return checkRate(c)
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
