// Package sound plays the game's sounds through Ebitengine's audio package.
// The sounds themselves are synthesised by render/sound/synth; this package
// owns playback: a Mixer that caches rendered sounds, plays effects by name
// (overlapping, up to a voice cap), loops music with a crossfade between the
// play and boss loops, and applies the music/effects volumes and mute.
//
// Ebitengine allows one audio.Context per process. Open makes the Mixer on
// it (or a silent Mixer when there is no sound device, see ErrNoDevice);
// the scene owns that one Mixer and calls its Update every tick. NewContext
// and New are the two halves of Open for a caller that has its own context. In the browser audio starts only after a user gesture:
// until the context is ready the Mixer drops effects and holds the music
// request, so the first click starts the music.
package sound
