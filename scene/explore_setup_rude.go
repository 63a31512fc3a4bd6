package scene

import (
	"fmt"

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
	// The document's optional variants ("Variants").
	casual, pincer, unlimited, double bool
	// anti is the Anti-Hero variant's row (explore_setup_antihero.go).
	anti antiHeroChoices
}

// options are the choices as the rules take them.
func (rc rudeChoices) options() explore.RudeOptions {
	return explore.RudeOptions{Difficulty: rudeDifficulties[rc.diff].id, Auras: rc.auras,
		Casual: rc.casual, Pincer: rc.pincer, Unlimited: rc.unlimited, Double: rc.double}
}

// exploreTileCount is the dungeon's tiles, one spawning point each: three,
// four with five or six Heroes (the book's Game Size); under Rude Supers
// one per Hero the dungeon is set up for (explore.RudeTiles), so four
// Heroes play on four tiles.
func (s *Setup) exploreTileCount() int {
	if s.ex.isRude() {
		return explore.RudeTiles(s.ex.rude.options().SetUpFor(len(s.party)))
	}
	if s.bigParty() {
		return 4
	}
	return 3
}

// partyProblem is why the party cannot enter with these variants ("" when
// it can): Rude Supers plays 3 to 5 Heroes, Casual Mode one more, Pincer
// Assault 4 or 5.
func (rc rudeChoices) partyProblem(n int) string {
	o := rc.options()
	lo, hi := o.HeroRange()
	if n >= lo && n <= hi {
		return ""
	}
	who := "Rude Supers"
	if v := o.PartyVariants(); v != "" {
		who = v
	}
	return fmt.Sprintf("%s plays %s to %s Heroes.", who, partyWords[lo], partyWords[hi])
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
// per Hero ("7) Heroes Enter the Dungeon"), one more in Casual Mode.
func rudeCoinsLabel(n, adj int, casual bool) (string, string) {
	if casual {
		label, sub := coinsLabel(n, adj)
		if adj == 0 {
			sub = "one per Hero, +1 casual"
		}
		return label, sub
	}
	label, sub := coinsLabel(n-1, adj)
	if adj == 0 {
		sub = "one per Hero"
	}
	return label, sub
}

// partyWords name the party sizes in the setup's words.
var partyWords = []string{"", "one", "two", "three", "four", "five", "six"}

// pickLine is the setup's line under its title with these variants.
func (rc rudeChoices) pickLine() string {
	lo, hi := rc.options().HeroRange()
	return fmt.Sprintf("Pick %s to %s Heroes, who plays each side, and the Consul's monsters.", partyWords[lo], partyWords[hi])
}

// layoutRude adds the variant's row under the spawning points.
func (s *Setup) layoutRude(add func(label, sub, tip string, r render.Rect, f func()) *actionButton, at func(row, col int, n float64) render.Rect) {
	rc := &s.ex.rude
	d := rudeDifficulties[rc.diff]
	add(d.label, "Rude Supers difficulty", d.tip, at(3, 0, 6), func() { rc.diff = (rc.diff + 1) % len(rudeDifficulties) })
	aura, sub := "Auras off", "spawning points"
	if rc.auras {
		aura = "Auras on"
	}
	add(aura, sub, "The house rules play without the spawning points' auras; turn them on to play them as the cards say. Click to change", at(3, 1, 6), func() { rc.auras = !rc.auras })
	onOff := func(on bool, label string) string {
		if on {
			return label + ": on"
		}
		return label + ": off"
	}
	add(onOff(rc.casual, "Casual"), "an extra Hero, +1 coin", "Casual Mode: the party brings one Hero more than the dungeon is built for (no extra tile, spawning point or mini-boss) and one more Princess Coin. Four to six Heroes. Click to change", at(3, 2, 6), func() { rc.casual = !rc.casual })
	add(onOff(rc.pincer, "Pincer"), "two doorways", "Pincer Assault: four or five Heroes split up and enter from two doorways, half at the start token and half at a second doorway (people playing the party pick it on the board); a fallen Hero may come back near either. Click to change", at(3, 3, 6), func() { rc.pincer = !rc.pincer })
	add(onOff(rc.unlimited, "Endless coins"), "Princess Coins", "Unlimited Princess Coins: reviving and New Player cost nothing; the Consul still wins by taking out every Hero in one round. Click to change", at(3, 4, 6), func() { rc.unlimited = !rc.unlimited })
	b := add(onOff(rc.double, "Double Trouble"), "two Consul players", "Double Trouble: two people share the Consul, one commanding the mini-bosses and the boss, the other every other monster; the screen asks for the mouse to pass between them. Click to change", at(3, 5, 6), func() { rc.double = !rc.double })
	if s.ex.consulAI {
		b.disabled = "Double Trouble is two people playing the Consul: choose a person as the Consul first."
	}
	s.layoutAntiHero(add, at) // explore_setup_antihero.go
}

// rudeSetup sets the variant's options into es: Rude Supers replaces the
// game mode, and plays as many tiles as Heroes (the tiles past the three
// spawning-point buttons are left to the rules).
func (s *Setup) rudeSetup(es *explore.Setup) {
	rc := s.ex.rude
	es.Variant = explore.VariantBoss
	o := rc.options()
	if s.ex.consulAI {
		o.Double = false // two people share the Consul, or nobody does
	}
	o.AntiHero = rc.anti.option(es.Heroes) // explore_setup_antihero.go
	es.Rude = &o
	if len(es.SpawningPoints) > 0 {
		for len(es.SpawningPoints) < explore.RudeTiles(o.SetUpFor(len(es.Heroes))) {
			es.SpawningPoints = append(es.SpawningPoints, "")
		}
	}
}
