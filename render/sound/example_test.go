package sound_test

import (
	"log"

	"github.com/superdungeon-digital/superdungeon/render/sound"
)

// The scene opens one Mixer for the whole run, renders the sounds in the
// background, calls Update every tick and plays sounds by name.
func Example() {
	mix, err := sound.Open()
	if err != nil {
		log.Printf("playing without sound: %v", err) // mix is silent but usable
	}
	go func() { _ = mix.Preload() }() // so first plays do not wait on rendering

	mix.SetMusicVolume(0.6)
	mix.PlayMusic(sound.MusicPlay) // starts once audio is ready (after the first click in a browser)

	// In the game's Update:
	mix.Update()
	mix.Play(sound.DiceRoll)
	mix.Play(sound.Step) // rotates through footstep variants

	// When the boss arrives:
	mix.Play(sound.BossArrival)
	mix.PlayMusic(sound.MusicBoss) // crossfades from the play loop
}
