package explore

import (
	"fmt"
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// The Rude Supers variant of Explore (shared/seeds/003_..., "Sarutaru06
// House Rules 3.2: Rude Supers"): a checklist of changes to Explore, so it
// lives here as a variant of this ruleset (Setup.Rude, recorded in State
// and so in saves and replays), not as a sibling package: rulesets never
// import each other, and the variant reuses Explore's monster
// activation, profiles, dice and boss. Its rules are in rude*.go; where
// the document is silent Explore's rule holds (rules/explore README).

// Rude difficulties (document, "2) Determine Difficulty").
const (
	RudeHero   = "hero"
	RudeConsul = "consul"
	RudeHard   = "hard" // Consul Mode, but the boss interrupts as in Hero Mode
)

// RudeOptions are the variant's set-up choices.
type RudeOptions struct {
	// Difficulty is RudeHero (default), RudeConsul or RudeHard.
	Difficulty string
	// Auras turns the spawning points' auras on ("the author hasn't used
	// any Spawn Point's Auras since 1st Edition ... (though that does not
	// mean they cannot be)"); off by default.
	Auras bool
	// The optional variants at the end of the document
	// (rude_variants.go): Casual Mode (an extra Hero and coin), Pincer
	// Assault (two doorways), Unlimited Princess Coins and Double Trouble
	// (two Consul players).
	Casual    bool
	Pincer    bool
	Unlimited bool
	Double    bool
	// AntiHero plays the Anti-Hero variant (rude_antihero.go): a Hero
	// with a loot and a treasure card standing in for a mini-boss; nil:
	// none.
	AntiHero *AntiHeroChoice
	// SecondStart is the square the party chose for Pincer Assault's
	// second doorway (one of the placement board's TokenDoorway squares);
	// nil lets the rules choose, as for the computer party.
	SecondStart *tiles.Point
}

// Rude is the variant's state inside State (nil in a plain Explore game,
// so Explore games hash and replay as before).
type Rude struct {
	Difficulty string
	Auras      bool `json:",omitempty"`
	// Party is the number of Heroes the game was set up for (the tables'
	// row; one less than the party in Casual Mode).
	Party int
	// The optional variants (rude_variants.go): Casual Mode's extra Hero,
	// Pincer Assault's second start marker, Unlimited Princess Coins (the
	// coins the party keeps) and Double Trouble's two Consul players.
	Casual      bool         `json:",omitempty"`
	SecondStart *tiles.Point `json:",omitempty"`
	Unlimited   int          `json:",omitempty"`
	Double      bool         `json:",omitempty"`
	// AntiHero is the Anti-Hero and its two cards (rude_antihero.go).
	AntiHero *AntiHeroChoice `json:",omitempty"`
	// SpawnLeft is the skulls the Consul may still spawn this round
	// ("Consul Phase 1"); Moving is set once a monster has activated this
	// Consul turn (Phase 2: spawning is over).
	SpawnLeft int
	Moving    bool `json:",omitempty"`
	// MiniBossRounds holds the round of each mini-boss spawn.
	MiniBossRounds []int `json:",omitempty"`
	// The Heroes' turn: the Supers that may interrupt it (fixed as it
	// begins), those the Consul declined, the mini-bosses that have
	// interrupted, the boss's interruptions and the slots used.
	Interrupters []rules.ModelID `json:",omitempty"`
	Declined     []rules.ModelID `json:",omitempty"`
	Interrupted  []rules.ModelID `json:",omitempty"`
	BossTimes    int             `json:",omitempty"`
	Slots        int             `json:",omitempty"`
	// Paused are the Heroes' activations set aside (simultaneous
	// activation); ResetAt and ResetMP the active Hero's movement reset
	// point (rude_heroes.go).
	Paused  []PausedHero `json:",omitempty"`
	ResetAt tiles.Point
	ResetMP int `json:",omitempty"`
	// SetAside are the Heroes New Player took out, with their potions and
	// equipment (rude_newplayer.go).
	SetAside []SetAside `json:",omitempty"`
	// Reviving are the Heroes brought back this power-up (each gets a
	// potion as the round begins, "Using Princess Coins").
	Reviving []rules.ModelID `json:",omitempty"`
	// Drank are the Heroes that used their potion this Heroes' turn
	// (rude_potions.go).
	Drank []rules.ModelID `json:",omitempty"`
	// BossRound is the round the dungeon boss entered (0: not yet), for
	// its fury (rude_fury.go).
	BossRound int `json:",omitempty"`
	// Shifted are the Heroes that shapeshifted this round
	// (rude_shapeshift.go).
	Shifted []rules.ModelID `json:",omitempty"`
	// Heart is set while a monster's heart waits for the Consul's
	// RudeHeart (rude_heart.go).
	Heart bool `json:",omitempty"`
	// Rewarded is set while the Heroes' power-up runs: its rewards were
	// drawn as it began (rudePowerUpBegins). Nothing asks it since the
	// core stopped drawing as a power-up ends (Explore rules version 2);
	// it is still set and cleared so a Rude game's state, and the hashes
	// its records check, stay as they were.
	Rewarded bool `json:",omitempty"`
}

// consulMode reports Consul or Hard Mode (Hard "is functionally equivalent
// to Consul Mode, but with one less activation available to the boss").
func (r *Rude) consulMode() bool { return r.Difficulty == RudeConsul || r.Difficulty == RudeHard }

// row is the tables' row for the party size: 3, 4 or 5 Heroes (smaller
// parties read the 3-Hero row, bigger the 5-Hero one).
func (r *Rude) row() int { return min(max(r.Party, 3), 5) }

// RudeSpawnSkulls is the skulls the Consul spawns each round ("Consul
// Phase 1: Spawn/Upkeep" table), two fewer per destroyed spawning point,
// none once every spawning point is gone.
func (r *Rude) RudeSpawnSkulls(destroyed, left int) int {
	if left == 0 {
		return 0
	}
	base := map[int][2]int{3: {8, 9}, 4: {10, 12}, 5: {13, 15}}[r.row()]
	n := base[0]
	if r.consulMode() {
		n = base[1]
	}
	return max(0, n-2*destroyed)
}

// MiniBossMax is the mini-bosses the Consul may have ("3) Determine # of
// Mini-Bosses": 1/2, 2/3, 3/4 by party size, Hero/Consul Mode).
func (r *Rude) MiniBossMax() int {
	n := r.row() - 2
	if r.consulMode() {
		n++
	}
	return n
}

// BossInterruptions is how often the boss may interrupt the Heroes' turn
// ("Special Rules for the Boss": 1/2, 2/3, 3/4; Hard Mode as Hero Mode).
func (r *Rude) BossInterruptions() int {
	n := r.row() - 2
	if r.Difficulty == RudeConsul {
		n++
	}
	return n
}

// RudeMiniBossCost is a mini-boss's skulls ("Mini-Bosses cost 4 skulls").
const RudeMiniBossCost = 4

// RudeBossDistance is how far from every Hero the boss enters ("at least
// 10 spaces away from any Hero").
const RudeBossDistance = 10

// RudeSpawningPointHearts: "Every Spawn Point is reduced to 3 hearts".
const RudeSpawningPointHearts = 3

func (r *Rude) clone() *Rude {
	c := *r
	return &c
}

// rude is the variant's state, nil in plain Explore.
func (g eg) rude() *Rude { return g.S.Rude }

// IsRude reports whether g plays the Rude Supers variant.
func IsRude(g *rules.Game) bool {
	s := StateOf(g)
	return s != nil && s.Rude != nil
}

// isSuper reports whether m is a mini-boss or the dungeon boss ("Supers").
func isSuper(g *rules.Game, m *rules.Model) bool {
	c := g.MonsterCard(m)
	return c != nil && (c.Role == cards.RoleMiniBoss || c.Role == cards.RoleBoss)
}

// RudeEvent is a moment of the variant the log announces (a rude
// interruption, the boss's arrival), with the rule that allowed it.
// Moment names the moments the screens make a show of: MomentInterruption,
// MomentBoss ("" for the rest).
type RudeEvent struct {
	Text   string
	Moment string
}

// The moments of RudeEvent.
const (
	MomentInterruption = "interruption"
	MomentBoss         = "boss"
)

func (e RudeEvent) Kind() string   { return "rude" }
func (e RudeEvent) String() string { return e.Text }

func rudeNote(format string, a ...any) rules.Event { return RudeEvent{Text: fmt.Sprintf(format, a...)} }

func rudeMoment(moment, format string, a ...any) rules.Event {
	return RudeEvent{Text: fmt.Sprintf(format, a...), Moment: moment}
}

// heroesInPlay counts the Heroes in the dungeon.
func (g eg) heroesInPlay() int { return len(g.HeroesInPlay()) }

// toActivate lists the Heroes in play that have not activated this Hero
// turn.
func (g eg) toActivate() []rules.ModelID {
	var out []rules.ModelID
	for _, id := range g.HeroesInPlay() {
		if h := g.Model(id); h.ActivatedTurn != g.Turn {
			out = append(out, id)
		}
	}
	return out
}

// clip is slices.Clip for the copy-on-write lists.
func clip[T any](s []T) []T { return slices.Clip(s) }
