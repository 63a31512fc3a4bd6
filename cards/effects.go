package cards

import (
	"fmt"
	"strings"
)

// This file is the effect vocabulary: the closed set of structured effects
// that equipment, challenge, boss-fight, plot and difficulty cards are made
// of. Cards only describe; the rules package interprets each kind. Every card
// also carries a player-facing text, written in the project's own words, that
// says the same thing as its effects. See README.md, "Decks and the Mighty
// Monster Chart", for the YAML form and what the engine must do for each kind.

// EffectKind names one kind of effect.
type EffectKind string

// The effect kinds. Instant kinds happen once, when the card is drawn (a
// trap, a plot's set-up, a difficulty card's game set-up); lasting kinds hold
// while the card is in play (equipped, challenge not yet discarded, plot not
// yet cleared, the whole game for a difficulty card) or, with Permanent, for
// the rest of the game.
const (
	// Lasting kinds.
	EffStat        EffectKind = "stat"         // Stat changes by Dice and/or Value (Vs narrows offense/defense to a kind of foe)
	EffKeyword     EffectKind = "keyword"      // Who gains Keyword
	EffLoseKeyword EffectKind = "lose_keyword" // Who loses Keyword, whatever its source
	EffAction      EffectKind = "action"       // Who gains a usable Action
	EffDefendWith  EffectKind = "defend_with"  // Who makes every defense roll with Stat
	EffCommandSwap EffectKind = "command_swap" // every Command on the chart (and boss-fight commands) becomes To
	EffChartAdd    EffectKind = "chart_add"    // the chart space of Turn also lists Command (Turn 0: every space)
	EffTarget      EffectKind = "target"       // monsters pick targets by Rule instead of most wrath
	EffReward      EffectKind = "reward"       // each Event also draws Value cards from Deck (may be negative)
	EffDisableSlot EffectKind = "disable_slot" // equipment in the Crystal slot of Who gives nothing
	EffExtraTrap   EffectKind = "extra_trap"   // each Challenge command also draws Value cards whose traps alone resolve
	EffBooBooty    EffectKind = "boo_booty"    // this treasure is a boo booty: opening it spawns Monster

	// Instant kinds.
	EffWound         EffectKind = "wound"          // Who suffers Value wounds
	EffStatus        EffectKind = "status"         // Who suffers Status
	EffHeal          EffectKind = "heal"           // Who removes Value wounds
	EffPotion        EffectKind = "potion"         // Who gains (or, negative, loses) Value potion tokens
	EffWrath         EffectKind = "wrath"          // Who gains Value wrath tokens
	EffCoins         EffectKind = "coins"          // the party gains (or loses) Value Princess Coins
	EffDraw          EffectKind = "draw"           // the party (or each of Who) draws Value cards from Deck
	EffExtraCommand  EffectKind = "extra_command"  // the Consul performs Command Value times, now
	EffSpawn         EffectKind = "spawn"          // Value models of rank What spawn from the pool next to each of Who
	EffCrystalTokens EffectKind = "crystal_tokens" // place Value Crystal tokens at each Where; Heroes clear them with Interact
)

var effectKinds = []EffectKind{
	EffStat, EffKeyword, EffLoseKeyword, EffAction, EffDefendWith, EffCommandSwap,
	EffChartAdd, EffTarget, EffReward, EffDisableSlot, EffExtraTrap, EffBooBooty,
	EffWound, EffStatus, EffHeal, EffPotion, EffWrath, EffCoins, EffDraw,
	EffExtraCommand, EffSpawn, EffCrystalTokens,
}

// EffectKinds lists every effect kind in a fixed order.
func EffectKinds() []EffectKind { return append([]EffectKind(nil), effectKinds...) }

// Instant reports whether the kind happens once rather than lasting.
func (k EffectKind) Instant() bool {
	switch k {
	case EffWound, EffStatus, EffHeal, EffPotion, EffWrath, EffCoins, EffDraw,
		EffExtraCommand, EffSpawn, EffCrystalTokens:
		return true
	}
	return false
}

// Who selects the models (or the party) an effect applies to.
type Who string

// Hero selectors.
const (
	WhoHero         Who = "hero"             // the Hero wearing the equipment (equipment only)
	WhoHeroes       Who = "heroes"           // every Hero in play
	WhoMostWrath    Who = "hero-most-wrath"  // the Hero with the most wrath (the party breaks ties)
	WhoLeastWrath   Who = "hero-least-wrath" // the Hero with the least wrath (the party breaks ties)
	WhoWounded      Who = "heroes-wounded"   // every Hero with at least one wound
	WhoUnwounded    Who = "heroes-unwounded" // every Hero with no wounds
	WhoAlone        Who = "heroes-alone"     // every Hero with no other Hero within 3 squares
	WhoNearMonsters Who = "heroes-engaged"   // every Hero adjacent to a monster
	WhoEquipped     Who = "heroes-equipped"  // every Hero with at least MinEquipment equipped cards
	WhoWithPotions  Who = "heroes-potions"   // every Hero holding a potion token
	WhoParty        Who = "party"            // the party as a whole (backpack, coins)
)

// Monster selectors.
const (
	WhoMonsters       Who = "monsters"        // every monster except the dungeon boss (the star-bonus group)
	WhoElites         Who = "elites"          // every elite (solo or in a gang)
	WhoMinions        Who = "minions"         // every minion
	WhoMiniBoss       Who = "mini-boss"       // the mini-boss(es)
	WhoBoss           Who = "boss"            // the dungeon boss
	WhoCompanion      Who = "boss-companion"  // the dungeon boss's companion (Daemonus for the Midnight Queen)
	WhoSpawningPoints Who = "spawning-points" // every spawning point
)

var heroWho = map[Who]bool{
	WhoHero: true, WhoHeroes: true, WhoMostWrath: true, WhoLeastWrath: true,
	WhoWounded: true, WhoUnwounded: true, WhoAlone: true, WhoNearMonsters: true,
	WhoEquipped: true, WhoWithPotions: true,
}

var monsterWho = map[Who]bool{
	WhoMonsters: true, WhoElites: true, WhoMinions: true, WhoMiniBoss: true,
	WhoBoss: true, WhoCompanion: true, WhoSpawningPoints: true,
}

// IsHero reports whether the selector picks Heroes.
func (w Who) IsHero() bool { return heroWho[w] }

// IsMonster reports whether the selector picks monsters or spawning points.
func (w Who) IsMonster() bool { return monsterWho[w] }

func parseWho(s string) (Who, error) {
	w := Who(s)
	if w.IsHero() || w.IsMonster() || w == WhoParty {
		return w, nil
	}
	return "", fmt.Errorf("unknown who %q", s)
}

// Stat names what a stat effect changes.
type Stat string

// The stats. STR, ARM, WILL and DEX are attributes (dice for Heroes, static
// stars for monsters); offense and defense change every offense or defense
// roll whatever the attribute; potions is a Hero's potion capacity; range is
// added to every ranged action.
const (
	StatSTR     Stat = "STR"
	StatARM     Stat = "ARM"
	StatWILL    Stat = "WILL"
	StatDEX     Stat = "DEX"
	StatOffense Stat = "offense"
	StatDefense Stat = "defense"
	StatMove    Stat = "Mv"
	StatAP      Stat = "AP"
	StatHearts  Stat = "hearts"
	StatPotions Stat = "potions"
	StatRange   Stat = "range"
)

var allStats = []Stat{StatSTR, StatARM, StatWILL, StatDEX, StatOffense, StatDefense,
	StatMove, StatAP, StatHearts, StatPotions, StatRange}

// Rolled reports whether the stat is rolled, so that dice may be added to it.
func (s Stat) Rolled() bool {
	switch s {
	case StatSTR, StatARM, StatWILL, StatDEX, StatOffense, StatDefense:
		return true
	}
	return false
}

func parseStat(s string) (Stat, error) {
	for _, st := range allStats {
		if string(st) == s {
			return st, nil
		}
	}
	names := make([]string, len(allStats))
	for i, st := range allStats {
		names[i] = string(st)
	}
	return "", fmt.Errorf("unknown stat %q (want one of %s)", s, strings.Join(names, ", "))
}

// Crystal is a Goddess Crystal colour: equipment slots, crystal tokens and
// affinities. Sapphire dice are blue, ruby red, emerald green.
type Crystal string

// The crystals. A Hero has one equipment slot for each of the first four
// (Arcade rulebook, "Equipment"); amethyst is only a token and affinity colour.
const (
	CrystalCitrine  Crystal = "citrine"
	CrystalRuby     Crystal = "ruby"
	CrystalEmerald  Crystal = "emerald"
	CrystalSapphire Crystal = "sapphire"
	CrystalAmethyst Crystal = "amethyst"
)

// Slots lists the four equipment slots in the order they sit on a Hero card.
var Slots = [...]Crystal{CrystalCitrine, CrystalRuby, CrystalEmerald, CrystalSapphire}

// IsSlot reports whether equipment can be made for this crystal.
func (c Crystal) IsSlot() bool {
	for _, s := range Slots {
		if s == c {
			return true
		}
	}
	return false
}

func parseCrystal(s string) (Crystal, error) {
	switch c := Crystal(s); c {
	case CrystalCitrine, CrystalRuby, CrystalEmerald, CrystalSapphire, CrystalAmethyst:
		return c, nil
	}
	return "", fmt.Errorf("unknown crystal %q (want citrine, ruby, emerald, sapphire or amethyst)", s)
}

func parseSlot(s string) (Crystal, error) {
	c, err := parseCrystal(s)
	if err != nil {
		return "", err
	}
	if !c.IsSlot() {
		return "", fmt.Errorf("crystal %q has no equipment slot (want citrine, ruby, emerald or sapphire)", s)
	}
	return c, nil
}

// Deck names a deck an effect draws from.
type Deck string

// The decks effects may draw from.
const (
	DeckLoot      Deck = "loot"
	DeckTreasure  Deck = "treasure"
	DeckChallenge Deck = "challenge"
)

// Event names something that happens in play, for rewards and plot clearing.
type Event string

// The events.
const (
	EventElite         Event = "elite-destroyed"
	EventSpawningPoint Event = "spawning-point-destroyed"
	EventMiniBoss      Event = "mini-boss-destroyed"
	EventTokensCleared Event = "tokens-cleared" // the last of the card's crystal tokens was cleared
)

// TargetRule is how monsters choose a target under a target effect.
type TargetRule string

// The target rules; the default (no effect) is the most wrath.
const (
	TargetLeastWrath    TargetRule = "least-wrath"
	TargetMostWounds    TargetRule = "most-wounds"
	TargetClosest       TargetRule = "closest"
	TargetMostEquipment TargetRule = "most-equipment"
)

// Where names the squares crystal tokens go to.
type Where string

// The token places. Each place gets Value tokens; the engine puts each on an
// empty square as far from every Hero as it can within the stated area.
const (
	WhereEachTile       Where = "each-tile"      // anywhere on each tile
	WhereLastTile       Where = "last-tile"      // the last tile (third; fourth with 5-6 Heroes)
	WhereSpawningPoints Where = "spawning-point" // within 3 squares of each spawning point in play
	WhereExits          Where = "exit"           // next to each dungeon exit
	WhereNearHeroes     Where = "hero"           // 4 squares from each Hero
)

// Rank is the kind of model a spawn effect brings.
type Rank string

// The ranks a spawn effect may bring; the engine takes them from the spawning
// pool (monsters of the gangs in play) and does nothing if none are left.
const (
	RankMinion Rank = "minion"
	RankElite  Rank = "elite"
)

// Effect is one structured effect. Which fields a kind uses is fixed by the
// vocabulary; the loaders reject any other field.
type Effect struct {
	Kind EffectKind
	// Who the effect applies to (default: the wearer on equipment, every
	// Hero for Hero kinds, the non-boss monsters for monster kinds, the party
	// for draw; empty for kinds that act on the game as a whole).
	Who Who
	// MinEquipment narrows heroes-equipped.
	MinEquipment int

	Stat    Stat
	Dice    Pool // dice added to a rolled stat (Heroes only)
	Value   int  // fixed amount: stars, points, counts, wounds; may be negative where noted
	Vs      Who  // a Hero's offense/defense change only against these monsters
	Keyword Keyword
	Status  Status
	Action  *Action // a usable action, in the Hero action format (actions.go)
	Command Command // command_swap, chart_add, extra_command
	To      Command // command_swap
	Turn    int     // chart_add: chart space number (0 = every space)
	Rule    TargetRule
	Deck    Deck
	Event   Event
	Crystal Crystal
	Where   Where
	What    Rank
	Monster string // boo_booty: the monster card's name
	// Permanent keeps a lasting effect after its card is discarded.
	Permanent bool
}
