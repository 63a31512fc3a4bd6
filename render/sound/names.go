package sound

import "github.com/superdungeon-digital/superdungeon/render/sound/synth"

// Sound names for Mixer.Play and Mixer.PlayMusic (see render/sound/synth for
// what each sounds like).
const (
	DiceRoll     = synth.DiceRoll
	DiceLand     = synth.DiceLand
	Step         = synth.Step // rotates through a few footstep variants
	MeleeHit     = synth.MeleeHit
	RangedShot   = synth.RangedShot
	Miss         = synth.Miss
	Critical     = synth.Critical
	Hurt         = synth.Hurt
	MonsterDeath = synth.MonsterDeath
	HeroDown     = synth.HeroDown
	Potion       = synth.Potion
	ChestOpen    = synth.ChestOpen
	Coin         = synth.Coin
	Spawn        = synth.Spawn
	BossArrival  = synth.BossArrival
	Victory      = synth.Victory
	Defeat       = synth.Defeat
	UIClick      = synth.UIClick
	UIHover      = synth.UIHover
	ErrorBuzz    = synth.ErrorBuzz

	MusicPlay = synth.MusicPlay
	MusicBoss = synth.MusicBoss
)

// SampleRate is the rate the audio context must use.
const SampleRate = synth.SampleRate

// Known reports whether name is a sound this package can play.
func Known(name string) bool { return synth.Known(name) }

// Effects lists every effect name; Music lists the music loops.
func Effects() []string { return synth.Effects() }

// Music lists the music loop names.
func Music() []string { return synth.Music() }
