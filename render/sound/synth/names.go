package synth

import (
	"fmt"
	"strconv"
	"strings"
)

// Effect and music names. The scene plays these by name; render/sound
// re-exports them.
const (
	DiceRoll     = "dice_roll"     // a rattle of clicks while dice tumble
	DiceLand     = "dice_land"     // the dice settle on the table
	Step         = "step"          // a soft footstep tap (has variants)
	MeleeHit     = "melee_hit"     // a close-combat blow lands
	RangedShot   = "ranged_shot"   // a missile or spell whooshes away
	Miss         = "miss"          // an attack swishes past
	Critical     = "critical"      // a bright sting for a critical hit
	Hurt         = "hurt"          // a cartoon bonk when a figure takes a wound
	MonsterDeath = "monster_death" // a monster vanishes in a poof
	HeroDown     = "hero_down"     // a sad descending phrase for a fallen Hero
	Potion       = "potion"        // glug and bubbles
	ChestOpen    = "chest_open"    // a sparkle arpeggio
	Coin         = "coin"          // a coin or loot pickup
	Spawn        = "spawn"         // monsters swirl out of a spawning point
	BossArrival  = "boss_arrival"  // a low brass-like hit with rumble
	Victory      = "victory"       // fanfare, about three seconds
	Defeat       = "defeat"        // a gentle sad close, about three seconds
	UIClick      = "ui_click"      // a button press
	UIHover      = "ui_hover"      // a faint tick when the pointer enters a button
	ErrorBuzz    = "error"         // a soft "not allowed" buzz

	MusicPlay = "music_play" // the dungeon loop, about 32 s
	MusicBoss = "music_boss" // the tense, faster boss loop
)

// StepVariants is how many different footsteps Step has, so walking is not
// one sound repeated.
const StepVariants = 4

// Effects lists every effect name (base names, without variants) in a fixed
// order.
func Effects() []string {
	return []string{
		DiceRoll, DiceLand, Step, MeleeHit, RangedShot, Miss, Critical, Hurt,
		MonsterDeath, HeroDown, Potion, ChestOpen, Coin, Spawn, BossArrival,
		Victory, Defeat, UIClick, UIHover, ErrorBuzz,
	}
}

// Music lists the music loop names.
func Music() []string { return []string{MusicPlay, MusicBoss} }

// Known reports whether name is an effect, a music loop or a variant of an
// effect ("step#2").
func Known(name string) bool {
	_, _, err := parseName(name)
	return err == nil
}

// IsMusic reports whether name is one of the music loops.
func IsMusic(name string) bool { return name == MusicPlay || name == MusicBoss }

// Variants returns the concrete names a player may pick from for name: for
// Step, "step#0".."step#3"; for any other known name, just name; for an
// unknown name, nil.
func Variants(name string) []string {
	if !Known(name) {
		return nil
	}
	if name == Step {
		out := make([]string, StepVariants)
		for i := range out {
			out[i] = fmt.Sprintf("%s#%d", Step, i)
		}
		return out
	}
	return []string{name}
}

// parseName splits "step#2" into ("step", 2); a bare name is variant 0.
func parseName(name string) (base string, variant int, err error) {
	base, v, hasVariant := strings.Cut(name, "#")
	if hasVariant {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n >= variantCount(base) || v != strconv.Itoa(n) {
			return "", 0, fmt.Errorf("synth: %q: no such variant", name)
		}
		variant = n
	}
	if IsMusic(base) {
		if hasVariant {
			return "", 0, fmt.Errorf("synth: %q: music has no variants", name)
		}
		return base, 0, nil
	}
	for _, e := range Effects() {
		if e == base {
			return base, variant, nil
		}
	}
	return "", 0, fmt.Errorf("synth: unknown sound %q", name)
}

func variantCount(base string) int {
	if base == Step {
		return StepVariants
	}
	return 1
}
