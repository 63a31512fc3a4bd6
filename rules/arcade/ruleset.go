package arcade

import (
	"errors"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// Name is how saves and replays record the Arcade ruleset.
const Name = "arcade"

// ag is a game seen by the Arcade rules: the shared game and the Arcade
// Consul's state it holds (Game.Rules). The Consul's code is written as
// methods on it, so it reads like the core's own.
type ag struct {
	*rules.Game
	Consul *State
}

// of is g seen by the Arcade rules; ok is false when g follows another
// rulebook.
func of(g *rules.Game) (ag, bool) {
	s, ok := g.Rules.(*State)
	return ag{g, s}, ok
}

// StateOf returns the Arcade Consul's state of g, nil when g follows
// another rulebook.
func StateOf(g *rules.Game) *State {
	s, _ := g.Rules.(*State)
	return s
}

var _ rules.Ruleset = (*State)(nil)

// Name implements rules.Ruleset.
func (s *State) Name() string { return Name }

// CloneRuleset implements rules.Ruleset: the state holds only values and
// read-only shared data, so a copy is independent.
func (s *State) CloneRuleset() rules.Ruleset {
	c := *s
	return &c
}

// ApplyCommand runs the Arcade Consul's commands (ConsulStep,
// PlayConsulTurn, ResolveHooks, the chart commands of scenario files).
func (s *State) ApplyCommand(w *rules.Game, c rules.Command) ([]rules.Event, error, bool) {
	cc, ok := c.(consulCommand)
	if !ok {
		return nil, nil, false
	}
	evs, err := cc.apply(ag{w, s})
	return evs, err, true
}

// LastingEffects implements rules.Ruleset: the challenge card not yet
// discarded, the plot drawn (until cleared), and the easy and hard mode
// cards (Arcade rulebook, "Challenge", "Plot", "5. Select Difficulty").
func (s *State) LastingEffects(g *rules.Game) []rules.LastingEffect {
	return ag{g, s}.lastingEffects()
}

// MonsterARM implements rules.Ruleset (consulARM).
func (s *State) MonsterARM(g *rules.Game, m *rules.Model) int { return ag{g, s}.consulARM(m) }

// MonsterKeyword implements rules.Ruleset: the chart's 8-Bit Backlash and
// Massive Damage bonuses, for every monster but the dungeon boss (Arcade
// rulebook, "Star Bonuses").
func (s *State) MonsterKeyword(g *rules.Game, m *rules.Model, keyword string) bool {
	switch keyword {
	case "Backlash":
		return m.Kind == rules.KindMonster && s.Backlash && !bossExcluded(g, m)
	case "Massive Damage":
		return s.MassiveDamage && !bossExcluded(g, m)
	}
	return false
}

// bossExcluded reports whether m is the dungeon boss, to which the chart's
// star bonuses do not apply.
func bossExcluded(g *rules.Game, m *rules.Model) bool {
	c := g.MonsterCard(m)
	return c != nil && c.Role == cards.RoleBoss
}

// SpawningPointHooks implements rules.Ruleset (Arcade rulebook,
// "Destroying Spawning Points"): the first destroyed draws the plot, the
// second brings the mini-boss (with 5-6 Heroes the third brings a second
// one, "Game Size"), the last brings the dungeon boss.
func (s *State) SpawningPointHooks(g *rules.Game, number int) []rules.Hook {
	var hooks []rules.Hook
	switch number {
	case 1:
		hooks = append(hooks, HookPlot)
	case 2:
		hooks = append(hooks, HookMiniBoss)
	case 3:
		if len(g.Heroes()) >= 5 {
			hooks = append(hooks, HookMiniBoss)
		}
	}
	if g.SpawningPoints-number == 0 {
		hooks = append(hooks, HookBoss)
	}
	return hooks
}

// AfterDestroyed implements rules.Ruleset: the plot's count of
// destructions (crystals.go), then victory (Arcade rulebook, "Victory"):
// the Consul wins when more Heroes fell this turn than there are Princess
// Coins to revive them, the Heroes when the dungeon boss is destroyed.
func (s *State) AfterDestroyed(g *rules.Game, m *rules.Model) []rules.Event {
	evs := ag{g, s}.plotProgress(m)
	evs = append(evs, ag{g, s}.rewardEffects(m)...)
	if m.Kind == rules.KindSpawningPoint {
		evs = append(evs, ag{g, s}.plotHook()...) // consul_hooks.go: at once
	}
	if m.Kind == rules.KindHero && heroesDownThisTurn(g) > g.Coins {
		g.Over = "consul"
		evs = append(evs, rules.GameOver{Winner: "the Consul"})
	}
	if c := g.MonsterCard(m); c != nil && c.Role == cards.RoleBoss {
		g.Over = "heroes"
		evs = append(evs, rules.GameOver{Winner: "the Heroes"})
	}
	return evs
}

// heroesDownThisTurn counts Heroes destroyed this turn (each needs a coin).
func heroesDownThisTurn(g *rules.Game) int {
	n := 0
	for _, d := range g.Destroyed {
		if d.Kind == rules.KindHero {
			n++
		}
	}
	return n
}

// ClearToken implements rules.Ruleset: a plot's crystal token
// (crystals.go).
func (s *State) ClearToken(g *rules.Game, m *rules.Model, i int) []rules.Event {
	return ag{g, s}.clearCrystal(m, i)
}

// PowerUpRewards implements rules.Ruleset: the Arcade rewards chart
// (rewards.go), drawn as the power-up begins.
func (s *State) PowerUpRewards(g *rules.Game) []rules.Event {
	return ag{g, s}.powerUpRewards()
}

// MonsterDice implements rules.Ruleset: Arcade monsters never roll; they
// keep the card's fixed STR and ARM.
func (s *State) MonsterDice(*rules.Game, *rules.Model) *rules.MonsterDice { return nil }

// EndingPhase implements rules.Ruleset: the Arcade Consul has nothing to
// finish when a phase ends (its turn runs through ConsulStep).
func (s *State) EndingPhase(*rules.Game, rules.EndPhase) ([]rules.Event, error) { return nil, nil }

// AfterWounded implements rules.Ruleset: nothing in Arcade waits on a
// wound that does not destroy (fury is the chart's business).
func (s *State) AfterWounded(*rules.Game, *rules.Model) []rules.Event { return nil }

// MonsterHearts implements rules.Ruleset: Arcade monsters have their
// card's hearts.
func (s *State) MonsterHearts(*rules.Game, *rules.Model) int { return 0 }

// errNotArcade answers an Arcade query about a game of another rulebook.
var errNotArcade = errors.New("the game does not follow the Arcade rules")

// RulesVersion is the version of the Arcade rules this engine plays, as
// saves and replays record it. Bump it when a rules change makes a
// recorded game play out differently, and say in rules/replay how older
// records are read.
//
// Version 2 (issue 20): the first destroyed spawning point draws the plot
// at once and the bosses it calls arrive as the power-up begins (not with
// a later ResolveHooks command); cards that did nothing before work (lost
// keywords, monster hearts and range, rewards, permanent effects, two
// plots). A version 1 record cannot be replayed exactly and is refused
// (rules/replay, checkRules).
//
// Version 3: the power-up draws the turn's rewards as it begins (the
// book's order: 1. Rewards, 2. Princess Coins, 3. Equipment, "this
// treasure may be equipped immediately"), so loot earned in a Hero turn
// can be worn in that turn's power-up; before, it was drawn as the
// power-up ended and waited a turn. A boo booty's several treasure cards
// always wait for the party's ChooseTreasure (EndPhase's Look no longer
// matters). Version 1 and 2 records are read but refused for replay.
//
// Version 4: the plot Wards of Protection gives the spawning points their
// +2 ARM (consulARM had left every card effect off them). Older records
// are read but refused for replay.
const RulesVersion = 4
