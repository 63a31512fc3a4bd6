package explore

import (
	"fmt"
	"slices"

	"github.com/superdungeon-digital/superdungeon/tiles"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// Name is how saves and replays record the Explore ruleset.
const Name = "explore"

// RulesVersion is the version of the Explore rules this engine plays, as
// saves and replays record it. Bump it when a rules change makes a
// recorded game play out differently, and say in rules/replay how older
// records are read.
//
// Version 2: the power-up draws the turn's rewards as it begins (the
// book's order: 1. Rewards, 2. Princess Coins, 3. Equipment), so loot
// earned in a Hero turn can be worn in that turn's power-up; before, it
// was drawn as the power-up ended. A boo booty's several treasure cards
// always wait for the party's ChooseTreasure. Plain Explore records of
// version 1 are read but refused for replay; Rude Supers records of
// version 1 still play (its power-up did not change; rules/replay,
// playable).
const RulesVersion = 2

// State is the Consul side of an Explore game: the Mighty Monster Chart,
// the bonuses and relics in play, and the progress of the Consul's turn.
// Slices are only appended to or replaced, never written in place, so a
// clone may share them.
type State struct {
	// Side is the chart side ("3-4" or "5-6", Explore "Game Size").
	Side string
	// Boss and MiniBosses are the Consul's choices (one mini-boss, two
	// with five or six Heroes; the first is spawned first).
	Boss       string
	MiniBosses []string
	// Space is the chart space the dungeon boss stands on (0: Start).
	Space int
	// AdvancedTurn is the turn whose Consul power-up advanced the chart.
	AdvancedTurn int
	// SpawnLeft is the skull points the current chart space still lets the
	// Consul spawn this power-up, of the platforms in SpawnPlatforms.
	SpawnLeft      int
	SpawnPlatforms []Platform `json:",omitempty"`
	// Bonuses are the chart bonuses chosen so far (cumulative).
	Bonuses []Bonus `json:",omitempty"`
	// BossID is the dungeon boss once spawned (NoModel before); Relics the
	// relics it equipped; TimeoutDone once its timeout has happened;
	// TimeoutPending while the timeout waits for the party's
	// TimeoutChoice.
	BossID         rules.ModelID
	Relics         []Bonus `json:",omitempty"`
	TimeoutDone    bool
	TimeoutPending bool `json:",omitempty"`
	// ChampionCalled once My Champion has called the boss's companion
	// (once a game in Explore, support.go).
	ChampionCalled bool `json:",omitempty"`

	// placing is the next token of a placement board (placing.go).
	placing *TokenStep

	// The alternate game modes (variant.go, artifact.go): Variant ("",
	// "rescue", "artifact"); the Hero carrying the prince or the artifact
	// (CarrierID when HasCarrier) and the turn it made its end-of-turn
	// move; Find the Artifact's end token, the artifact's colour (the game
	// knows it; no screen may show it), the treasure card that is the
	// artifact once found, and the activation that flipped a crystal.
	Variant           string        `json:",omitempty"`
	HasCarrier        bool          `json:",omitempty"`
	CarrierID         rules.ModelID `json:",omitempty"`
	CarrierMovedTurn  int           `json:",omitempty"`
	EndToken          *tiles.Point  `json:",omitempty"`
	Artifact          cards.Crystal `json:",omitempty"`
	ArtifactCard      string        `json:",omitempty"`
	FlippedActivation int           `json:",omitempty"`
	// Square is a square dungeon's game ("Square Dungeons").
	Square bool `json:",omitempty"`
	// CoinsAdjust is the Princess Coins added to (or, negative, taken
	// from) the book's Heroes + 1 at setup ("Adjusting Difficulty"): the
	// screens say how much harder or easier the party's game is.
	CoinsAdjust int `json:",omitempty"`
	// MiniBossIDs are the mini-bosses spawned so far.
	MiniBossIDs []rules.ModelID `json:",omitempty"`
	// CoinsOn lists, once per Princess Coin spent, the Hero it brought back
	// (the coin stays on its card: "2. Princess Coins").
	CoinsOn []rules.ModelID `json:",omitempty"`

	// The Consul turn: skull points spent, monsters activated, models that
	// entered play during it (they cost skull points), the monster
	// activating and the points it has spent.
	SkullsSpent int
	Activated   []rules.ModelID `json:",omitempty"`
	Fresh       []rules.ModelID `json:",omitempty"`
	Active      rules.ModelID
	MPSpent     int
	APSpent     int
	StoodUp     bool

	// Rude is the Rude Supers variant's state (rude.go); nil in Explore.
	Rude *Rude `json:",omitempty"`

	data *Data
	// lasting memoises LastingEffects for lastingN bonuses and relics (the
	// lists only grow).
	lasting  []rules.LastingEffect
	lastingN int
}

// SkullPointsPerTurn is what the Consul may spend on activations each turn
// (Explore rulebook, "Skull Points").
const SkullPointsPerTurn = 4

// StateOf returns the Explore state of g, nil when g follows another
// rulebook.
func StateOf(g *rules.Game) *State {
	s, _ := g.Rules.(*State)
	return s
}

// eg is a game seen by the Explore rules.
type eg struct {
	*rules.Game
	S *State
}

var _ rules.Ruleset = (*State)(nil)

// Name implements rules.Ruleset.
func (s *State) Name() string { return Name }

// KeepsWrath implements rules.WrathKeeper: Explore (2nd edition) has no
// wrath tokens: its Consul grows stronger on the Mighty Monster Chart, not
// by wrath the Heroes carry (Rude Supers says nothing else).
func (s *State) KeepsWrath() bool { return false }

// CloneRuleset implements rules.Ruleset: slices are shared copy-on-write.
func (s *State) CloneRuleset() rules.Ruleset {
	c := *s
	if s.Rude != nil {
		c.Rude = s.Rude.clone()
	}
	return &c
}

// Data is the Explore data the state plays with.
func (s *State) Data() *Data {
	if s.data == nil {
		d, err := LoadData()
		if err != nil {
			panic(fmt.Sprintf("explore: embedded data: %v", err)) // the tests load it
		}
		s.data = d
	}
	return s.data
}

// Chart is the chart side in play.
func (s *State) Chart() []Space { return s.Data().Charts[s.Side] }

// ApplyCommand implements rules.Ruleset: the Consul's commands.
func (s *State) ApplyCommand(w *rules.Game, c rules.Command) ([]rules.Event, error, bool) {
	cc, ok := c.(command)
	if !ok {
		return nil, nil, false
	}
	evs, err := cc.apply(eg{w, s})
	if err == nil {
		if d := explained(w, c); d != nil {
			evs = append([]rules.Event{*d}, evs...)
		}
	}
	return evs, err, true
}

// explained is the Consul's reason given with a command, as a
// ConsulDecided event.
func explained(g *rules.Game, c rules.Command) *rules.ConsulDecided {
	d := rules.ConsulDecided{Command: c.CommandName(), Monster: g.RefOf(rules.NoModel), Target: g.RefOf(rules.NoModel)}
	s := StateOf(g)
	switch c := c.(type) {
	case Activate:
		d.Reason, d.Monster = c.Why, g.RefOf(c.Monster)
	case Move:
		d.Reason, d.Monster = c.Why, g.RefOf(s.Active)
	case Attack:
		d.Reason, d.Monster, d.Target = c.Why, g.RefOf(s.Active), g.RefOf(c.Target)
	case Support:
		d.Reason, d.Monster, d.Target = c.Why, g.RefOf(s.Active), g.RefOf(c.Target)
	case Spawn:
		d.Reason = c.Why
	case RudeSpawn:
		d.Reason = c.Why
	case RudeSpawnBoss:
		d.Reason = c.Why
	case Decline:
		d.Reason = c.Why
	case AdvanceChart:
		d.Reason = c.Why
	}
	if d.Reason == "" {
		return nil
	}
	return &d
}

// command is one of the Explore Consul's commands.
type command interface {
	rules.Command
	apply(g eg) ([]rules.Event, error)
}

// LastingEffects implements rules.Ruleset: the chart's keyword bonuses on
// every monster but the dungeon boss (Explore, "Bonuses") and the relics'
// keywords on the boss ("Spawning Points and Relics").
func (s *State) LastingEffects(*rules.Game) []rules.LastingEffect {
	n := len(s.Bonuses) + len(s.Relics)
	if n == s.lastingN {
		return s.lasting
	}
	var out []rules.LastingEffect
	for _, b := range s.Bonuses {
		if b.Keyword != "" {
			k, _ := cards.ParseKeyword(b.Keyword)
			out = append(out, rules.NewLasting(cards.Effect{Kind: cards.EffKeyword, Who: cards.WhoMonsters, Keyword: k}, b.Name))
		}
	}
	for _, b := range s.Relics {
		if b.Keyword != "" {
			k, _ := cards.ParseKeyword(b.Keyword)
			out = append(out, rules.NewLasting(cards.Effect{Kind: cards.EffKeyword, Who: cards.WhoBoss, Keyword: k}, b.Name))
		}
	}
	s.lasting, s.lastingN = out, n
	return out
}

// MonsterARM implements rules.Ruleset: Explore monsters roll defense dice
// (MonsterDice); nothing is added to a fixed ARM.
func (s *State) MonsterARM(*rules.Game, *rules.Model) int { return 0 }

// MonsterKeyword implements rules.Ruleset: keyword bonuses come through
// LastingEffects.
func (s *State) MonsterKeyword(g *rules.Game, m *rules.Model, keyword string) bool {
	// Rude Supers' fury (rude_fury.go): a boss furious enough deals
	// Massive Damage.
	return keyword == "Massive Damage" && s.Rude != nil && s.Rude.Fury(g.Turn) >= RudeFuryMassive && isBoss(g, m)
}

// SpawningPointHooks implements rules.Ruleset: in Explore a fallen
// spawning point only narrows where monsters spawn ("Destroying Spawning
// Points"); the boss comes by the chart or when none is left.
func (s *State) SpawningPointHooks(*rules.Game, int) []rules.Hook { return nil }

// isBoss reports whether m is the dungeon boss.
func isBoss(g *rules.Game, m *rules.Model) bool {
	c := g.MonsterCard(m)
	return c != nil && c.Role == cards.RoleBoss
}

// MonsterDice implements rules.Ruleset (Explore, "Monster Card"): the
// profile's dice, plus the chart's dice bonuses for every monster but the
// dungeon boss ("Bonuses") and the relics for the boss.
func (s *State) MonsterDice(g *rules.Game, m *rules.Model) *rules.MonsterDice {
	p := s.Data().Profiles[m.Card]
	if p == nil {
		return nil
	}
	d := &rules.MonsterDice{AP: p.AP, Attack: attribute(p.Attack), Range: p.Range,
		STR: p.STR, WILL: p.WILL, DEX: p.DEX, Defense: p.DefensePool()}
	var off, def cards.Pool
	if isBoss(g, m) {
		for _, b := range s.Relics {
			off, def = off.Add(b.Offense), def.Add(b.Defense)
		}
		d.NoCritical = s.TimeoutDone && !s.TimeoutPending
		off = off.Add(s.Rude.furyDice(g.Turn)) // Rude Supers (rude_fury.go)
	} else if m.Kind == rules.KindMonster {
		for _, b := range s.Bonuses {
			off, def = off.Add(b.Offense), def.Add(b.Defense)
		}
	}
	if !off.IsZero() {
		d.STR, d.WILL, d.DEX = d.STR.Add(off), d.WILL.Add(off), d.DEX.Add(off)
	}
	d.Defense = d.Defense.Add(def)
	return d
}

// MonsterHearts implements rules.Ruleset: the book's hearts where its
// profile gives them (the Knight of the Tower 7, The Midnight Queen 5).
func (s *State) MonsterHearts(_ *rules.Game, m *rules.Model) int {
	if s.Rude != nil && m.Kind == rules.KindSpawningPoint {
		return RudeSpawningPointHearts // Rude Supers, "Spawn Points"
	}
	if p := s.Data().Profiles[m.Card]; p != nil {
		return p.Hearts
	}
	return 0
}

// Profile is m's Explore profile (nil for a model without one).
func (s *State) Profile(m *rules.Model) *Profile { return s.Data().Profiles[m.Card] }

// AfterDestroyed implements rules.Ruleset (Explore, "Victory"): the Consul
// wins when more Heroes fell this turn than the party has Princess Coins
// to revive, the Heroes when the dungeon boss falls.
func (s *State) AfterDestroyed(g *rules.Game, m *rules.Model) []rules.Event {
	var evs []rules.Event
	if m.Kind == rules.KindHero && g.Over == "" && s.Rude != nil {
		// Rude Supers, "Victory Conditions": the Consul wins when all
		// remaining Heroes have been eliminated.
		if len(g.HeroesInPlay()) == 0 {
			g.Over = "consul"
			evs = append(evs, rules.GameOver{Winner: "the Consul"})
		}
	} else if m.Kind == rules.KindHero && g.Over == "" {
		down := 0
		for _, d := range g.Destroyed {
			if d.Kind == rules.KindHero && !d.Revived {
				down++
			}
		}
		if down > g.Coins {
			g.Over = "consul"
			evs = append(evs, rules.GameOver{Winner: "the Consul"})
		}
	}
	evs = append(evs, s.dropCarried(g, m)...)
	evs = append(evs, eg{g, s}.rudeTreasureAtOnce(m)...)
	if isBoss(g, m) && g.Over == "" && s.Variant == VariantBoss {
		g.Over = "heroes"
		evs = append(evs, rules.GameOver{Winner: "the Heroes"})
	}
	if m.ID == s.Active {
		// A monster destroyed during its own activation (Fire, Backlash)
		// ends it.
		s.Active, s.MPSpent, s.APSpent, s.StoodUp = rules.NoModel, 0, 0, false
		eg{g, s}.interruptionOver(m) // Rude Supers
	}
	return evs
}

// fresh reports whether m entered play during this Consul turn.
func (s *State) fresh(id rules.ModelID) bool { return slices.Contains(s.Fresh, id) }

// ActivationCost is the skull points activating m costs now (Explore
// rulebook, "Skull Points", "Free Activations"): nothing for an 8-Bit or
// SUPER monster that began the Consul turn in play, else its skull value.
func (s *State) ActivationCost(m *rules.Model) int {
	p := s.Profile(m)
	if p == nil {
		return 0
	}
	if s.Rude != nil || p.Platform != Bit16 && !s.fresh(m.ID) {
		return 0 // Rude Supers: "The Consul activates every monster"
	}
	return p.Skulls
}

// SkullsLeft is what the Consul may still spend this turn.
func (s *State) SkullsLeft() int { return SkullPointsPerTurn - s.SkullsSpent }
