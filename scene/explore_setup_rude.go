package scene

import (
	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
)

// The Rude Supers choices of the Explore setup (rules/explore
// RUDE_SUPERS.md): chosen as the fourth game mode, they add a row with
// the variant's difficulty and its options.

// rudeMode is the game-mode entry that plays Rude Supers (it is not an
// explore.Setup.Variant: it sets explore.Setup.Rude).
const rudeMode = "rude"

// rudeChoices are the variant's set-up choices.
type rudeChoices struct {
	diff  int // indexes rudeDifficulties
	auras bool
}

// rudeDifficulties are the document's difficulties ("2) Determine
// Difficulty"), the recommended first game first.
var rudeDifficulties = []struct{ id, label, tip string }{
	{explore.RudeHero, "Hero Mode", "The balanced difficulty, and the one to start with: fewer spawning skulls and mini-bosses, and the boss interrupts the Heroes' turn fewer times. Click for another difficulty"},
	{explore.RudeConsul, "Consul Mode", "The Consul spawns more skulls each round, may have one more mini-boss, and its boss interrupts the Heroes' turn one more time. Click for another difficulty"},
	{explore.RudeHard, "Hard Mode", "Consul Mode's spawning and mini-bosses, with the boss interrupting only as often as in Hero Mode. Click for another difficulty"},
}

// isRude reports whether the setup plays Rude Supers.
func (ex *exploreChoices) isRude() bool { return exploreModes[ex.mode].variant == rudeMode }

// rudeCoinsLabel is the coins button under Rude Supers: one Princess Coin
// per Hero ("7) Heroes Enter the Dungeon").
func rudeCoinsLabel(n, adj int) (string, string) {
	label, sub := coinsLabel(n-1, adj)
	if adj == 0 {
		sub = "one per Hero"
	}
	return label, sub
}

// layoutRude adds the variant's row under the spawning points.
func (s *Setup) layoutRude(add func(label, sub, tip string, r render.Rect, f func()) *actionButton, at func(row, col int, n float64) render.Rect) {
	rc := &s.ex.rude
	d := rudeDifficulties[rc.diff]
	add(d.label, "Rude Supers difficulty", d.tip, at(3, 0, 5), func() { rc.diff = (rc.diff + 1) % len(rudeDifficulties) })
	aura, sub := "Auras off", "spawning points"
	if rc.auras {
		aura = "Auras on"
	}
	add(aura, sub, "The house rules play without the spawning points' auras; turn them on to play them as the cards say. Click to change", at(3, 1, 5), func() { rc.auras = !rc.auras })
}

// rudeSetup sets the variant's options into es: Rude Supers replaces the
// game mode, and plays as many tiles as Heroes (the tiles past the three
// spawning-point buttons are left to the rules).
func (s *Setup) rudeSetup(es *explore.Setup) {
	rc := s.ex.rude
	es.Variant = explore.VariantBoss
	es.Rude = &explore.RudeOptions{Difficulty: rudeDifficulties[rc.diff].id, Auras: rc.auras}
	if len(es.SpawningPoints) > 0 {
		for len(es.SpawningPoints) < explore.RudeTiles(len(es.Heroes)) {
			es.SpawningPoints = append(es.SpawningPoints, "")
		}
	}
}
