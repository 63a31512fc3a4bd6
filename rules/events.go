package rules

import (
	"fmt"
	"strings"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Event is something that happened, with enough data for the UI to animate
// it and explain it. String explains it in words.
type Event interface {
	Kind() string
	String() string
}

// Ref names a model in an event: its id and card name.
type Ref struct {
	ID   ModelID
	Name string
}

func (r Ref) String() string { return r.Name }

func (g *Game) RefOf(id ModelID) Ref { return Ref{ID: id, Name: g.Name(id)} }

// ActivationStarted: a Hero took its activation token.
type ActivationStarted struct {
	Hero       Ref
	MP, AP     int
	Activation int // the n-th activation this Hero turn, from 1
}

func (e ActivationStarted) Kind() string { return "activation-started" }
func (e ActivationStarted) String() string {
	return fmt.Sprintf("%s activates with %d movement and %d action points", e.Hero, e.MP, e.AP)
}

// ActivationEnded: a Hero's activation is over.
type ActivationEnded struct{ Hero Ref }

func (e ActivationEnded) Kind() string   { return "activation-ended" }
func (e ActivationEnded) String() string { return fmt.Sprintf("%s ends its activation", e.Hero) }

// TokensReset: every Hero had activated, so all activation tokens came off.
type TokensReset struct{}

func (e TokensReset) Kind() string { return "tokens-reset" }
func (e TokensReset) String() string {
	return "every Hero has activated: activation tokens are cleared"
}

// PhaseChanged: the game moved to a new phase.
type PhaseChanged struct {
	Turn  int
	Phase Phase
}

func (e PhaseChanged) Kind() string   { return "phase" }
func (e PhaseChanged) String() string { return fmt.Sprintf("turn %d: %s", e.Turn, e.Phase) }

// Moved: a model moved along a path (or was moved by a control effect).
type Moved struct {
	Model  Ref
	Path   []tiles.Point
	Cost   int
	Reason string // "move", "dash", or the control effect's action name
}

func (e Moved) Kind() string { return "moved" }
func (e Moved) String() string {
	return fmt.Sprintf("%s moves %d squares to %v (%s, %d points)", e.Model, len(e.Path), e.Path[len(e.Path)-1], e.Reason, e.Cost)
}

// Spent: points or potions were spent.
type Spent struct {
	Model  Ref
	AP, MP int
	For    string
}

func (e Spent) Kind() string { return "spent" }
func (e Spent) String() string {
	switch {
	case e.MP == 0:
		return fmt.Sprintf("%s spends %s on %s", e.Model, CountOf(e.AP, "action point"), e.For)
	case e.AP == 0:
		return fmt.Sprintf("%s spends %s on %s", e.Model, CountOf(e.MP, "movement point"), e.For)
	}
	return fmt.Sprintf("%s spends %d action and %d movement points on %s", e.Model, e.AP, e.MP, e.For)
}

// DieResult is one die rolled: its colour, which face it landed on, and
// whether a rule set it aside (Hex, Bane).
type DieResult struct {
	Colour    cards.Colour
	Face      int
	Stars     int
	Heart     bool
	Potion    bool
	Discarded bool
}

// Rolled: a model rolled dice.
type Rolled struct {
	Model   Ref
	Why     string // "offense", "defense", "heal"
	Pool    string // dice notation of the pool rolled
	Dice    []DieResult
	Bonus   int // fixed stars added
	Stars   int
	Hearts  int
	Potions int
	// HeartStars: the hearts and potions count as stars too; Again: the
	// hearts and potions rolled again (CombatRules).
	HeartStars bool `json:",omitempty"`
	Again      int  `json:",omitempty"`
	// Aside names the weakness that set the best die aside when the
	// defender's status alone does not show it: "Vulnerable Fire" against
	// a fiery attack (status.go:weakAgainst).
	Aside string `json:",omitempty"`
}

func (e Rolled) Kind() string { return "rolled" }
func (e Rolled) String() string {
	var fs []string
	for _, d := range e.Dice {
		f := fmt.Sprintf("%s:%d", d.Colour, d.Stars)
		switch {
		case d.Heart && d.Potion:
			f = d.Colour.String() + ":heart+potion"
		case d.Heart:
			f = d.Colour.String() + ":heart"
		case d.Potion:
			f = d.Colour.String() + ":potion"
		}
		if d.Discarded {
			f += "(set aside)"
		}
		fs = append(fs, f)
	}
	s := fmt.Sprintf("%s rolls %s for %s: %s = %s", e.Model, e.Pool, e.Why, strings.Join(fs, " "), CountOf(e.Stars, "star"))
	if e.Again > 0 {
		s += fmt.Sprintf(" (%s rolled again)", CountOf(e.Again, "heart or potion"))
	}
	if e.HeartStars {
		s += " (hearts and potions count as stars)"
	}
	if e.Aside != "" {
		s += fmt.Sprintf(" (%s: the best die set aside)", e.Aside)
	}
	return s
}

// Targeted: a model used an action on another.
type Targeted struct {
	User, Target Ref
	Action       string
}

func (e Targeted) Kind() string { return "targeted" }
func (e Targeted) String() string {
	return fmt.Sprintf("%s uses %s on %s", e.User, e.Action, e.Target)
}

// Compared: an offense roll against a defense value.
type Compared struct {
	Attacker, Defender Ref
	Action             string
	Stars              int
	// Against is the monster's ARM, or a Hero's defense roll when a
	// dangerous action hits a friend; the offense needs more stars.
	Against  int
	Success  bool
	Critical bool
}

func (e Compared) Kind() string { return "compared" }
func (e Compared) String() string {
	res := "fails"
	if e.Success {
		res = "succeeds"
	}
	if e.Critical {
		res = "is a critical success"
	}
	return fmt.Sprintf("%s's %s: %s against %d on %s: %s", e.Attacker, e.Action, CountOf(e.Stars, "star"), e.Against, e.Defender, res)
}

// Defended: a Hero's defense roll against a monster's STR.
type Defended struct {
	Attacker, Hero Ref
	Action         string
	STR            int
	Stars          int
	Held           bool
}

func (e Defended) Kind() string { return "defended" }
func (e Defended) String() string {
	if e.Held {
		return fmt.Sprintf("%s holds against %s's %s: %s against STR %d", e.Hero, e.Attacker, e.Action, CountOf(e.Stars, "star"), e.STR)
	}
	return fmt.Sprintf("%s fails to hold against %s's %s: %s against STR %d", e.Hero, e.Attacker, e.Action, CountOf(e.Stars, "star"), e.STR)
}

// countOf writes a count for players to read: "1 star", "3 squares".
func CountOf(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	if strings.HasSuffix(noun, "die") {
		// "2 blue dice", not "2 blue dies" (read by mouse in Explore).
		return fmt.Sprintf("%d %sce", n, strings.TrimSuffix(noun, "e"))
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// Wounded: a model suffered wounds.
type Wounded struct {
	Model, By    Ref
	Amount       int
	Wounds       int // after
	Hearts       int
	Source       string
	InsteadOf    *Ref // Expendable: the elite the wound was meant for
	CriticalPlus bool
}

func (e Wounded) Kind() string { return "wounded" }
func (e Wounded) String() string {
	s := fmt.Sprintf("%s suffers %d wound(s) from %s (%d of %d hearts)", e.Model, e.Amount, e.Source, e.Wounds, e.Hearts)
	if e.InsteadOf != nil {
		s += fmt.Sprintf(", taking it for %s", e.InsteadOf.Name)
	}
	return s
}

// Healed: wounds or status effects were removed.
type Healed struct {
	Model  Ref
	Wounds int
	Status []cards.Status
	Source string
}

func (e Healed) Kind() string { return "healed" }
func (e Healed) String() string {
	var parts []string
	if e.Wounds > 0 {
		parts = append(parts, fmt.Sprintf("heals %d wound(s)", e.Wounds))
	}
	for _, st := range e.Status {
		parts = append(parts, "shakes off "+string(st))
	}
	return fmt.Sprintf("%s %s (%s)", e.Model, strings.Join(parts, " and "), e.Source)
}

// StatusGained: a status effect was inflicted (Resisted when Immune).
type StatusGained struct {
	Model    Ref
	Status   cards.Status
	Source   string
	Resisted bool
	// Of is a Vulnerable's X ("Fire"), "" for every other status.
	Of string `json:",omitempty"`
}

func (e StatusGained) Kind() string { return "status" }
func (e StatusGained) String() string {
	st := string(e.Status)
	if e.Of != "" {
		st += " " + e.Of
	}
	if e.Resisted {
		return fmt.Sprintf("%s is immune to %s from %s", e.Model, st, e.Source)
	}
	return fmt.Sprintf("%s suffers %s from %s", e.Model, st, e.Source)
}

// StatusesRemoved: status effects came off (end of activation, standing up).
type StatusesRemoved struct {
	Model  Ref
	Status []cards.Status
	Reason string
}

func (e StatusesRemoved) Kind() string { return "statuses-removed" }
func (e StatusesRemoved) String() string {
	return fmt.Sprintf("%s loses %v (%s)", e.Model, e.Status, e.Reason)
}

// PoppedOut: hearts and potions rolled on a winning offensive action.
type PoppedOut struct {
	From            Ref
	Hearts, Potions int
}

func (e PoppedOut) Kind() string { return "popped-out" }
func (e PoppedOut) String() string {
	return fmt.Sprintf("%d heart(s) and %d potion(s) pop out of %s", e.Hearts, e.Potions, e.From)
}

// PotionGained: a Hero gained a potion token (Lost when nobody had room).
type PotionGained struct {
	Hero    Ref
	Potions int
	Lost    bool
}

func (e PotionGained) Kind() string { return "potion-gained" }
func (e PotionGained) String() string {
	if e.Lost {
		return "a potion pops out but no Hero has room for it"
	}
	return fmt.Sprintf("%s gains a potion (%d)", e.Hero, e.Potions)
}

// PotionDrunk: a Hero spent potion tokens (its own or another Hero's).
type PotionDrunk struct {
	Drinker, Owner Ref
	Action         string
	Tokens         int
}

func (e PotionDrunk) Kind() string { return "potion-drunk" }
func (e PotionDrunk) String() string {
	if e.Drinker.ID == e.Owner.ID {
		return fmt.Sprintf("%s drinks %s", e.Drinker, e.Action)
	}
	return fmt.Sprintf("%s drinks %s's %s", e.Drinker, e.Owner, e.Action)
}

// WrathGained: a Hero gained wrath tokens, from the pool or from others.
type WrathGained struct {
	Hero     Ref
	Amount   int
	FromPool int
	From     []Ref // one entry per token taken from another Hero
	Reason   string
	Wrath    int // after
}

func (e WrathGained) Kind() string { return "wrath" }
func (e WrathGained) String() string {
	s := fmt.Sprintf("%s gains %d wrath for %s (%d from the pool", e.Hero, e.Amount, e.Reason, e.FromPool)
	for _, f := range e.From {
		s += ", 1 from " + f.Name
	}
	return s + fmt.Sprintf("), now %d", e.Wrath)
}

// WrathFreed: a destroyed Hero's wrath went back to the pool.
type WrathFreed struct {
	Hero   Ref
	Amount int
}

func (e WrathFreed) Kind() string { return "wrath-freed" }
func (e WrathFreed) String() string {
	return fmt.Sprintf("%s's %d wrath returns to the pool", e.Hero, e.Amount)
}

// EffectGained: a temporary effect (boost, granted ability, aura) started.
type EffectGained struct {
	Model  Ref
	Source string
	Until  Ref // ends at this model's next upkeep
}

func (e EffectGained) Kind() string { return "effect-gained" }
func (e EffectGained) String() string {
	return fmt.Sprintf("%s gains %s until %s's next activation", e.Model, e.Source, e.Until)
}

// EffectEnded: a temporary effect ended at upkeep.
type EffectEnded struct {
	Model  Ref
	Source string
}

func (e EffectEnded) Kind() string   { return "effect-ended" }
func (e EffectEnded) String() string { return fmt.Sprintf("%s's %s ends", e.Model, e.Source) }

// Destroyed: a model was destroyed and removed from the board.
type Destroyed struct {
	Model Ref
	By    Ref
	Kind_ Kind `json:"ModelKind"`
}

func (e Destroyed) Kind() string   { return "destroyed" }
func (e Destroyed) String() string { return fmt.Sprintf("%s is destroyed", e.Model) }

// Hook names what a destroyed spawning point sets off for the Consul.
type Hook string

// SpawningPointDestroyed: the Consul engine reacts to Hooks.
type SpawningPointDestroyed struct {
	Model     Ref
	Number    int // 1 for the first destroyed this game
	Remaining int
	Hooks     []Hook
}

func (e SpawningPointDestroyed) Kind() string { return "spawning-point-destroyed" }
func (e SpawningPointDestroyed) String() string {
	return fmt.Sprintf("spawning point %s falls (%d destroyed, %d left): %v", e.Model, e.Number, e.Remaining, e.Hooks)
}

// HeroDown: a Hero was destroyed; the party needs a Princess Coin at
// power-up or the Consul wins.
type HeroDown struct {
	Hero  Ref
	Coins int
}

func (e HeroDown) Kind() string { return "hero-down" }
func (e HeroDown) String() string {
	return fmt.Sprintf("%s has fallen (%s left)", e.Hero, CountOf(e.Coins, "Princess Coin"))
}

// Chest: a chest was opened and cards drawn.
type ChestOpened struct {
	Hero   Ref
	Chest  Ref
	Drawn  []string
	Chosen string
}

func (e ChestOpened) Kind() string { return "chest-opened" }
func (e ChestOpened) String() string {
	if e.Chosen == "" {
		return fmt.Sprintf("%s opens the chest and draws %v", e.Hero, e.Drawn)
	}
	return fmt.Sprintf("%s opens the chest: draws %v and keeps %s", e.Hero, e.Drawn, e.Chosen)
}

// Note: free-form information (an interaction, an effect the engine records
// but does not resolve yet).
type Note struct{ Text string }

func (e Note) Kind() string   { return "note" }
func (e Note) String() string { return e.Text }

// GameOver: a side won.
type GameOver struct{ Winner string }

func (e GameOver) Kind() string { return "game-over" }
func (e GameOver) String() string {
	verb := "wins" // the Consul
	if e.Winner == "the Heroes" {
		verb = "win"
	}
	return "the game is over: " + e.Winner + " " + verb
}

// ConsulDecided explains one choice of the automated Consul in words a
// player can read: which Hero a monster goes after and why, which spawning
// point spawns, how a tie was broken. It comes just before the events that
// carry the choice out (Moved, Defended, MonsterSpawned, ...).
type ConsulDecided struct {
	Command string // the chart command being followed ("Move", "Spawn", "setup", ...)
	Monster Ref    // the acting monster or spawning point (ID NoModel for none)
	Target  Ref    // the Hero or model aimed at (ID NoModel for none)
	Reason  string
}

func (e ConsulDecided) Kind() string   { return "consul-decision" }
func (e ConsulDecided) String() string { return e.Reason }

// NameList writes card names as a player reads them in a log line:
// "Brass Goggles", "Brass Goggles and Padded Jerkin", "A, B and C";
// "nothing" when there are none. A Go list ("[Brass Goggles Padded
// Jerkin]") cannot be read back into names, since names hold spaces.
func NameList(names []string) string {
	switch len(names) {
	case 0:
		return "nothing"
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}
