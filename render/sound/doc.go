// Package sound plays the game's sounds through Ebitengine's audio package.
// The sounds themselves are synthesised by render/sound/synth; this package
// owns playback: a Mixer that caches rendered sounds, plays effects by name
// (overlapping, up to a voice cap), loops music with a crossfade between the
// play and boss loops, and applies the music/effects volumes and mute.
//
// Ebitengine allows one audio.Context per process. Create it once (with
// NewContext, which reuses an existing one) and give it to New; the scene
// owns the one Mixer. In the browser audio starts only after a user gesture:
// until the context is ready the Mixer drops effects and holds the music
// request, so the first click starts the music.
package sound
