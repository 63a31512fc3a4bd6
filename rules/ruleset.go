package rules

import (
	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Ruleset is the seam between the shared rules core and one rulebook
// (Arcade, Explore, classic, Rude Supers, Legends; see DESIGN.md). The
// core runs everything the books share: models, activations, movement,
// line of sight, rolls, attacks and defense, effects, statuses, potions,
// equipment, chests, Princess Coins, the phases. A Ruleset decides what
// differs: who drives the Consul side and its commands, the monsters' stat
// bonuses, the cards in play, what a destroyed model sets off, the turn's
// rewards and victory.
//
// A game holds one Ruleset value (Game.Rules), chosen at setup and recorded
// in saves and replays by Name. The value carries the ruleset's own state;
// it is part of the game state, so it must be deterministic, cloned deeply
// by CloneRuleset and fully visible to JSON (Game.Hash hashes it).
//
// Every hook receives the game it works on: during Apply that is the
// working copy, whose Rules is the value being called.
type Ruleset interface {
	// Name is how saves and replays record the ruleset ("arcade").
	Name() string
	// CloneRuleset returns an independent copy of the ruleset's state.
	CloneRuleset() Ruleset
	// ApplyCommand runs a command the core does not know (the ruleset's own
	// commands) on the working copy w. handled is false for a command that
	// is not the ruleset's either.
	ApplyCommand(w *Game, c Command) (evs []Event, err error, handled bool)

	// LastingEffects lists the lasting effects of the cards in play. Stat,
	// keyword and Has queries ask for it thousands of times a turn: answer
	// from a memo that changes only when a card comes or goes, and never
	// change a list once handed out.
	LastingEffects(g *Game) []LastingEffect

	// MonsterARM is the armour the ruleset adds to Consul model m on top of
	// its card and the cards in play.
	MonsterARM(g *Game, m *Model) int
	// MonsterKeyword reports whether the ruleset gives Consul model m the
	// keyword (Backlash, Massive Damage, ...) on top of its card.
	MonsterKeyword(g *Game, m *Model, keyword string) bool

	// SpawningPointHooks names what the number-th destroyed spawning point
	// sets off (reported on the SpawningPointDestroyed event).
	SpawningPointHooks(g *Game, number int) []Hook
	// AfterDestroyed runs after model m was destroyed and recorded on the
	// loot tracker: objectives that count destructions, victory.
	AfterDestroyed(g *Game, m *Model) []Event
	// ClearToken resolves Hero m clearing the board token at index i of
	// Game.Crystals (the Interact command, its action point already paid).
	ClearToken(g *Game, m *Model, i int) []Event
	// PowerUpRewards draws the turn's rewards from the loot tracker into
	// the backpack (the power-up's step 1, "Rewards"). The core asks it
	// as a power-up of its own turn order begins, inside the command that
	// starts it, so the party may equip what it earned in that power-up;
	// a choice among drawn cards (a boo booty's) waits in Game.Pending for
	// ChooseTreasure. A TurnKeeper's game is not asked (powerup.go).
	PowerUpRewards(g *Game) []Event

	// MonsterDice is Consul model m's rolled profile, with the ruleset's
	// bonuses (monsterdice.go), or nil when its monsters use the card's
	// fixed STR and ARM (Arcade).
	MonsterDice(g *Game, m *Model) *MonsterDice
	// EndingPhase runs first when EndPhase is applied: it may refuse
	// (a monster still activating) or finish the ruleset's own business
	// of the phase. Arcade has none.
	EndingPhase(g *Game, c EndPhase) ([]Event, error)
	// MonsterHearts is Consul model m's hearts when the rulebook's profile
	// differs from its card (Explore), 0 to keep the card's.
	MonsterHearts(g *Game, m *Model) int
	// AfterWounded runs after model m suffered wounds and survived them
	// (Explore: a dungeon boss at half its hearts calls a timeout).
	AfterWounded(g *Game, m *Model) []Event
}

// PowerUpStarter is an optional Ruleset hook: what happens as a power-up
// phase begins, inside the command that starts it (EndPhase, the last
// activation's end, the Consul turn's last step; Apply) (Arcade: the
// mini-boss and the dungeon boss a destroyed spawning point calls, "during
// that turn's power-up phase"). A ruleset without it does nothing then.
type PowerUpStarter interface {
	PowerUpBegins(g *Game) []Event
}

// PowerUpEnder is an optional Ruleset hook: what the ruleset finishes as a
// power-up phase ends, after the core revived the Heroes nobody brought
// back and before the Heroes leave the loot tracker (powerUp; PowerUp for
// a turn keeper) (Explore: the spent Princess Coins go on the revived
// Heroes' cards). A ruleset without it does nothing then.
type PowerUpEnder interface {
	PowerUpEnds(g *Game) []Event
}

// TurnKeeper is an optional Ruleset hook for a rulebook whose turn is not
// the core's Hero turn → Hero power-up → Consul turn → Consul power-up
// (the classic 1st edition: rounds of alternating turns, one Hero, then
// four skulls of monsters). A ruleset without it keeps the core's order.
type TurnKeeper interface {
	// HeroActivations is how many Heroes activate in one Hero turn.
	HeroActivations(g *Game) int
	// NextPhase moves g on once the core has checked that the phase may
	// end (the Hero turn's activations are over, nobody is activating,
	// no Cursed card waits): it sets Phase, Turn and ActivationsThisTurn
	// and returns what happened. The core reports the PhaseChanged event
	// after it. c is the command that ended the phase (EndPhase, or the
	// EndActivation or attack that finished the last activation).
	NextPhase(g *Game, c Command) []Event
}

// WoundWatcher is an optional Ruleset hook: it sees every wound placed
// on a model, before the core checks whether the model falls (classic:
// the Power Gauge, the Loot-O-Meter, and a timeout that heals a boss
// "even if its health was reduced to zero"). n is the number of wounds
// placed (already capped at the model's hearts), source the core's
// source name ("Fire" for upkeep burns).
type WoundWatcher interface {
	WoundsPlaced(g *Game, m *Model, n int, by ModelID, source string) []Event
}

// StatusKeeper is an optional Ruleset hook: when StatusesLast answers
// true, a Hero's status effects stay on at the end of its activation
// (classic: "status effects last until cured"); otherwise the core
// removes them then (Arcade, Explore).
type StatusKeeper interface {
	StatusesLast(g *Game) bool
	// HeartFirst lists the lasting statuses a heart popped out removes by
	// default before any wound (in this order), when StatusesLast.
	HeartFirst(g *Game) []cards.Status
}

// CommandFinisher is an optional Ruleset hook run at the end of every
// command that succeeded, on the working copy, with the command's events
// so far (before Settle). It is where a ruleset finishes what must not
// happen mid-command: placing new models while the core still holds
// pointers into Game.Models (classic: the boss's timeout summons), or
// reacting to the squares models entered (classic: Born of Fire). Its
// method is not CommandFollower's AfterCommand, so a ruleset answers the
// two questions separately.
type CommandFinisher interface {
	FinishCommand(g *Game, c Command, evs []Event) []Event
}

// PotionTimer is an optional Ruleset hook: when PotionsAnyTime answers
// true, a red or blue potion may be drunk by any Hero in play at any time
// (classic: "during their or another Hero's activation ... during the
// Consul's activation"), not only by the active Hero; the active Hero
// still drinks one per activation. Otherwise the core's timing holds.
type PotionTimer interface {
	PotionsAnyTime(g *Game) bool
}

// PotionTimerVariant extends PotionTimer: GreenPotionsNow reports whether
// green (emergency) potions may be drunk now outside the Consul turn
// (Rude Supers: while a Super interrupts the Heroes' turn). The ruleset
// then counts those potions itself: the core's one green potion per Hero
// per Consul turn is not asked of them.
type PotionTimerVariant interface {
	PotionTimer
	GreenPotionsNow(g *Game) bool
}

// GreenPotionsNow reports whether green potions may be drunk now, and
// whether the ruleset keeps their count (own).
func (g *Game) GreenPotionsNow() (now, own bool) {
	if pt, ok := g.rules().(PotionTimerVariant); ok && pt.GreenPotionsNow(g) {
		return true, true
	}
	return g.Phase == ConsulTurn, false
}

// WrathKeeper is an optional Ruleset hook: whether Heroes carry wrath
// tokens. Wrath is the Arcade rulebook's ("Wrath": the monsters go for the
// Hero with the most, and the basic green potion, Loud Slurping, buys
// two). The Explore and 1st edition books have no such tokens: there a
// Hero never gains any and Loud Slurping is not a potion anyone may drink.
// A ruleset without the hook keeps wrath.
type WrathKeeper interface {
	KeepsWrath() bool
}

// HasWrath reports whether this game's Heroes carry wrath (WrathKeeper).
func (g *Game) HasWrath() bool {
	if wk, ok := g.rules().(WrathKeeper); ok {
		return wk.KeepsWrath()
	}
	return true
}

// CommandGate is an optional Ruleset hook: it may refuse a command the
// core would otherwise run (Explore: the core's MonsterAttack, since its
// monsters attack only within their own activation, explore.Attack; every
// command but the party's answer while a timeout waits for it). It sees
// the game before the command and must not change it. A ruleset without
// it refuses nothing.
type CommandGate interface {
	Refuse(g *Game, c Command) error
}

// CommandFollower is an optional Ruleset hook: what the rulebook checks
// after every command that succeeded, once everything else is done (after
// CommandFinisher, the power-up's start and Settle), with the command's events (Explore's
// alternate modes: a carrier reaching the start or end token wins). A
// ruleset without it does nothing then.
type CommandFollower interface {
	AfterCommand(w *Game, c Command, evs []Event) []Event
}

// TurnKeeperVariant extends TurnKeeper for a rulebook whose variant keeps
// its own turn while the base game keeps the core's (Explore and its Rude
// Supers variant). The core treats the ruleset as a TurnKeeper only while
// KeepsTurns answers true. Then CanStartActivation may refuse a Hero's
// start (nil allows), and HoldsHeroTurn keeps the Hero turn open after its
// last activation while the ruleset's models still act in it (Rude
// Supers: a Super interrupts between activations, a fallen Hero's slot
// included); NextPhase is asked once the hold ends (EndPhase).
type TurnKeeperVariant interface {
	TurnKeeper
	KeepsTurns(g *Game) bool
	CanStartActivation(g *Game, hero ModelID) error
	HoldsHeroTurn(g *Game) bool
}

// RevivePlacer is an optional Ruleset hook: where a revived Hero may be
// placed, when the rulebook says otherwise than the core's "next to the
// start token or another Hero" (Game.ReviveSquares); nil keeps the core's.
type RevivePlacer interface {
	ReviveSquares(g *Game) []tiles.Point
}

// WoundLimiter is an optional Ruleset hook: it lowers the n wounds model
// m is about to suffer (by the wounding model), returning n to keep them
// (Rude Supers: no Hero is destroyed on the Consul's first turn).
type WoundLimiter interface {
	LimitWounds(g *Game, m *Model, by ModelID, n int) int
}

// AuraSwitch is an optional Ruleset hook: whether the auras printed on
// monster cards (the spawning points': Stealth, difficult terrain) apply
// (Rude Supers: off unless the option is on). Absent, they do.
type AuraSwitch interface {
	CardAuras(g *Game) bool
}

// cardAuras reports whether card auras apply in g.
func (g *Game) cardAuras() bool {
	if a, ok := g.rules().(AuraSwitch); ok {
		return a.CardAuras(g)
	}
	return true
}

// CardAuras lists the auras of monster card mc that apply in g (none when
// the ruleset switches card auras off), for the screens.
func (g *Game) CardAuras(mc *cards.Monster) []cards.Aura {
	if mc == nil || !g.cardAuras() {
		return nil
	}
	return mc.Auras
}

// noRules is the ruleset of a game built without one (core tests, bare
// scenario set-ups): nothing in play, no bonuses, nothing set off, no
// rewards. It has no state.
type noRules struct{}

func (noRules) Name() string          { return "" }
func (noRules) CloneRuleset() Ruleset { return noRules{} }
func (noRules) ApplyCommand(*Game, Command) ([]Event, error, bool) {
	return nil, nil, false
}
func (noRules) LastingEffects(*Game) []LastingEffect      { return nil }
func (noRules) MonsterARM(*Game, *Model) int              { return 0 }
func (noRules) MonsterKeyword(*Game, *Model, string) bool { return false }
func (noRules) SpawningPointHooks(*Game, int) []Hook      { return nil }
func (noRules) AfterDestroyed(*Game, *Model) []Event      { return nil }
func (noRules) ClearToken(*Game, *Model, int) []Event     { return nil }
func (noRules) PowerUpRewards(*Game) []Event              { return nil }
func (noRules) MonsterDice(*Game, *Model) *MonsterDice    { return nil }
func (noRules) EndingPhase(*Game, EndPhase) ([]Event, error) {
	return nil, nil
}
func (noRules) AfterWounded(*Game, *Model) []Event { return nil }
func (noRules) MonsterHearts(*Game, *Model) int    { return 0 }

// rules returns the game's ruleset, noRules when it has none.
func (g *Game) rules() Ruleset {
	if g.Rules == nil {
		return noRules{}
	}
	return g.Rules
}
