package classic

import (
	"fmt"
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// Name is how saves and replays record the classic ruleset.
const Name = "classic"

// RulesVersion is the version of the classic rules this engine plays.
// 2: a Siege has five spawning points, the Consul places the boss
// (PlaceBoss) and loot may be equipped at once; a version 1 game's
// commands would not replay the same, so it is read but not played.
const RulesVersion = 2

// SkullsPerTurn is what the Consul activates in one turn, and what each
// spawning point spawns in a spawning phase (1st edition, "Turns",
// "Consul Spawns Monsters").
const SkullsPerTurn = 4

// Sides, as the initiative and the turn order name them.
const (
	Heroes = "heroes"
	Consul = "consul"
)

// Allowance is what one spawning point may still spawn this spawning
// phase.
type Allowance struct {
	Point rules.ModelID
	Left  int
}

// State is a classic game's own state: the Adventure Tracker, the round's
// progress and the Consul's choices. Slices are only appended to or
// replaced, never written in place, so a clone may share them.
type State struct {
	// Size is the game size (delve, crawl, siege); Boss the dungeon boss
	// ("" in a Delve); MiniBosses the Consul's mini-bosses.
	Size       string
	Boss       string
	MiniBosses []string

	// Gauge is the Power Gauge's space (0: 8-Bit start); Overcharged once
	// a Siege's gauge went round once. SkullTokens are the tokens gained
	// for the next spawning phase. Loot is the Loot-O-Meter this round.
	Gauge          int
	Overcharged    bool
	SkullTokens    int
	Loot           int
	OverchargeLoot string `json:",omitempty"`

	// BossDue: the Boss Fight begins at the next spawning phase (the boss,
	// or a Delve's mini-boss). BossFight: it has begun. BossID is the model
	// fought as the boss (a Delve's mini-boss); BossActs its activations
	// this round; TimeoutDone once its timeout happened.
	BossDue   bool
	BossFight bool
	// BossPlacing: the Boss Fight began this spawning phase and the
	// Consul has still to place the boss (PlaceBoss).
	BossPlacing bool `json:",omitempty"`
	BossID      rules.ModelID
	BossActs    int
	TimeoutDone bool
	// SummonDue: the timeout's summoned models are placed at the end of
	// the command that called it.
	SummonDue bool
	// Fresh are the cards the last command drew for the party, which a
	// Hero may equip at once (EquipNow).
	Fresh []string `json:",omitempty"`
	// MiniBossIDs are the mini-bosses spawned so far (Crawl, Siege).
	MiniBossIDs []rules.ModelID `json:",omitempty"`

	// The spawning phase: what each spawning point may still spawn, the
	// initiative models, the roll's winner and the side going first.
	Allowances  []Allowance `json:",omitempty"`
	InitHero    rules.ModelID
	InitMonster rules.ModelID
	InitWinner  string `json:",omitempty"`
	First       string `json:",omitempty"`

	// The round: monsters activated, skull points spent this Consul turn,
	// the monster activating and its points spent, whether it ran.
	Activated   []rules.ModelID `json:",omitempty"`
	SkullsSpent int
	Active      rules.ModelID
	MPSpent     int
	APSpent     int
	Ran         bool
	// HeroRanAt is the game's activation count when a Hero last ran (the
	// Hero activating now ran when it equals Game.ActivationCount).
	HeroRanAt int

	data *Data
	// bonusFor and bonusDice are the Mob and Swarm dice of the attack
	// resolving now (set and cleared within Attack; never across commands).
	bonusFor  rules.ModelID
	bonusDice cards.Pool
	// pending are cards drawn for the party during the command resolving
	// now (Loot-O-Meter, a mini-boss's treasure), for Fresh.
	pending []string
	// lasting memoises LastingEffects for lastingKey.
	lasting    []rules.LastingEffect
	lastingKey string
}

// StateOf returns the classic state of g, nil when g follows another
// rulebook.
func StateOf(g *rules.Game) *State {
	s, _ := g.Rules.(*State)
	return s
}

// cg is a game seen by the classic rules.
type cg struct {
	*rules.Game
	S *State
}

var (
	_ rules.Ruleset      = (*State)(nil)
	_ rules.TurnKeeper   = (*State)(nil)
	_ rules.WoundWatcher = (*State)(nil)
	_ rules.StatusKeeper = (*State)(nil)

	_ rules.CommandFinisher = (*State)(nil)
	_ rules.PotionTimer     = (*State)(nil)
	_ rules.CommandGate     = (*State)(nil)
)

// Refuse implements rules.CommandGate: the core's commands the 1st
// edition does not have. Trading six loot cards for a treasure is an
// Arcade rule (1st edition, "Equipment": loot is worn or sacrificed); a
// monster attacks within its own activation, paying its action points
// (Attack), never through the core's MonsterAttack.
func (s *State) Refuse(_ *rules.Game, c rules.Command) error {
	switch c.(type) {
	case rules.TradeLoot:
		return rules.Illegal(c, "the 1st edition has no loot trading: wear a loot card or sacrifice it for a heart or a potion at the end of the round")
	case rules.MonsterAttack:
		return rules.Illegal(c, "in the classic game a monster attacks only during its activation, paying an action point: activate it, then attack")
	}
	return nil
}

// Name implements rules.Ruleset.
func (s *State) Name() string { return Name }

// KeepsWrath implements rules.WrathKeeper: the 1st edition has no wrath
// tokens: its Consul grows on the Power Gauge.
func (s *State) KeepsWrath() bool { return false }

// CloneRuleset implements rules.Ruleset: slices are shared copy-on-write.
func (s *State) CloneRuleset() rules.Ruleset {
	c := *s
	return &c
}

// Data is the classic data the state plays with.
func (s *State) Data() *Data {
	if s.data == nil {
		d, err := LoadData()
		if err != nil {
			panic(fmt.Sprintf("classic: embedded data: %v", err)) // the tests load it
		}
		s.data = d
	}
	return s.data
}

// SizeOf is the game size in play.
func (s *State) SizeOf() Size { return s.Data().Sizes[s.Size] }

// SpawnSkulls is what each spawning point spawns in a spawning phase: the
// book's four, or the size's own (a Siege on four tiles, README.md).
func (s *State) SpawnSkulls() int {
	if n := s.SizeOf().SpawnSkulls; n > 0 {
		return n
	}
	return SkullsPerTurn
}

// Platform is the Power Gauge's platform now.
func (s *State) Platform() Platform {
	p := s.Data().PlatformAt(s.Gauge)
	if s.Overcharged && p != Super {
		return Overcharge
	}
	return p
}

// Profile is m's classic profile (nil for a model without one).
func (s *State) Profile(m *rules.Model) *Profile { return s.Data().Profiles[m.Card] }

// command is one of the classic rules' own commands.
type command interface {
	rules.Command
	apply(g cg) ([]rules.Event, error)
}

// ApplyCommand implements rules.Ruleset: the classic commands.
func (s *State) ApplyCommand(w *rules.Game, c rules.Command) ([]rules.Event, error, bool) {
	cc, ok := c.(command)
	if !ok {
		return nil, nil, false
	}
	evs, err := cc.apply(cg{w, s})
	if err == nil {
		if d := explained(w, c); d != nil {
			evs = append([]rules.Event{*d}, evs...)
		}
	}
	return evs, err, true
}

// explained is the Consul's reason given with a command.
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
		d.Reason, d.Monster = c.Why, g.RefOf(s.Active)
	case Spawn:
		d.Reason = c.Why
	case PlaceBoss:
		d.Reason = c.Why
	case PickInitiative:
		d.Reason = c.Why
	case GoFirst:
		d.Reason = c.Why
	}
	if d.Reason == "" {
		return nil
	}
	return &d
}

// LastingEffects implements rules.ResetRuleset: Burning Blades (minions
// and denizens cause Fire once the Boss Fight began) and the keywords of
// an Overcharge's loot card on every monster but the boss.
func (s *State) LastingEffects(g *rules.Game) []rules.LastingEffect {
	key := fmt.Sprintf("%t|%s", s.BossFight, s.OverchargeLoot)
	if key == s.lastingKey {
		return s.lasting
	}
	var out []rules.LastingEffect
	if a, ok := s.Data().Adventures[s.Boss]; ok && a.RedStuff && s.Size != "delve" {
		out = append(out, rules.NewLasting(cards.Effect{Kind: cards.EffAction, Who: cards.WhoHeroes, Action: dragonsBlood}, "The Red Stuff"))
	}
	if a, ok := s.Data().Adventures[s.Boss]; ok && s.BossFight && a.BurningBlades && s.Size != "delve" {
		k := cards.Keyword{Name: "Fire"}
		out = append(out,
			rules.NewLasting(cards.Effect{Kind: cards.EffKeyword, Who: cards.WhoMinions, Keyword: k}, "Burning Blades"),
			rules.NewLasting(cards.Effect{Kind: cards.EffKeyword, Who: cards.WhoElites, Keyword: k}, "Burning Blades"))
	}
	if s.OverchargeLoot != "" {
		if eq := g.Catalog().Equipment[s.OverchargeLoot]; eq != nil {
			for _, e := range eq.Effects {
				if e.Kind == cards.EffKeyword {
					out = append(out, rules.NewLasting(cards.Effect{Kind: cards.EffKeyword, Who: cards.WhoMonsters, Keyword: e.Keyword}, s.OverchargeLoot))
				}
			}
		}
	}
	s.lasting, s.lastingKey = out, key
	return out
}

// DragonsBlood is the potion every Hero gains from Starfire's The Red
// Stuff: "Take one wound. +1 ATT, Fire" (the wound is taken in
// FinishCommand; "+1 ATT" lost its icon: one blue die, README.md).
const DragonsBlood = "Dragon's Blood"

var dragonsBlood = &cards.Action{Name: DragonsBlood, Cost: 1, Potion: cards.BluePotion, Type: cards.Support,
	Targeting: cards.Augment, Boosts: []cards.Boost{{To: string(cards.STR), Dice: cards.Pool{Dice: [len(cards.Pool{}.Dice)]int{cards.Blue: 1}}}},
	Grants: []cards.Keyword{{Name: "Fire"}},
	Text:   "Take a wound; until your next activation add a blue die to ATT and set your victims alight."}

// MonsterARM implements rules.Ruleset: classic monsters roll defense dice.
func (s *State) MonsterARM(*rules.Game, *rules.Model) int { return 0 }

// MonsterKeyword implements rules.Ruleset: keywords come through
// LastingEffects.
func (s *State) MonsterKeyword(*rules.Game, *rules.Model, string) bool { return false }

// SpawningPointHooks implements rules.Ruleset: a fallen spawning point
// sets nothing off by itself; the last one calls the Boss Fight
// (AfterDestroyed).
func (s *State) SpawningPointHooks(*rules.Game, int) []rules.Hook { return nil }

// ClearToken implements rules.Ruleset: the classic game has no plot tokens.
func (s *State) ClearToken(*rules.Game, *rules.Model, int) []rules.Event { return nil }

// PowerUpRewards implements rules.Ruleset: never asked (the classic round
// has no power-up; the Loot-O-Meter draws as it fills).
func (s *State) PowerUpRewards(*rules.Game) []rules.Event { return nil }

// AfterWounded implements rules.Ruleset: the timeout is WoundsPlaced's.
func (s *State) AfterWounded(*rules.Game, *rules.Model) []rules.Event { return nil }

// StatusesLast implements rules.StatusKeeper: "status effects last until
// cured by using a heart or special ability" (1st edition, "Status
// Effects").
func (s *State) StatusesLast(*rules.Game) bool { return true }

// PotionsAnyTime implements rules.PotionTimer: "A Hero may drink a potion
// during their or another Hero's activation ... during the Consul's
// activation" (1st edition, "14 - Potion Type").
func (s *State) PotionsAnyTime(*rules.Game) bool { return true }

// HeartFirst implements rules.StatusKeeper: a heart the party does not
// place removes, before any wound, the statuses that cost most while they
// last: Fire (a wound every activation), Knockdown (an action point),
// Immobile, Poison, Slow, then the 1st edition's own, the ones that spoil
// attacks and defense first, Vulnerable (one kind of attack only) last
// (project decision, README.md).
func (s *State) HeartFirst(*rules.Game) []cards.Status {
	return []cards.Status{cards.Fire, cards.Knockdown, cards.Immobile, cards.Poison, cards.Slow,
		cards.Weak, cards.Fragile, cards.Pacify, cards.Bind, cards.Stun, cards.Cold, cards.Choke, cards.Vulnerable}
}

// MonsterDice implements rules.Ruleset (1st edition, "Attributes",
// "Combat"): the profile's dice for attack and defense, white dice as
// fixed stars, no critical successes either way, and an Overcharge loot
// card's dice on every monster but the boss.
func (s *State) MonsterDice(g *rules.Game, m *rules.Model) *rules.MonsterDice {
	p := s.Data().Profiles[m.Card]
	if p == nil {
		return nil
	}
	d := &rules.MonsterDice{AP: p.AP, Attack: attribute(p.Attack), Range: p.Range,
		STR: p.STR, WILL: p.WILL, DEX: p.DEX, Defense: p.ARM, NoCritical: true, NoCriticalDealt: true}
	// Aura actions on it (Dragon Rage's +1 ATT, Shieldwall's +1 ARM).
	d.STR = d.STR.Add(g.BoostDice(m, cards.STR, "offense"))
	d.WILL = d.WILL.Add(g.BoostDice(m, cards.WILL, "offense"))
	d.DEX = d.DEX.Add(g.BoostDice(m, cards.DEX, "offense"))
	d.Defense = d.Defense.Add(g.BoostDice(m, cards.ARM, "defense"))
	if s.bonusFor == m.ID && m.ID != rules.NoModel && !s.bonusDice.IsZero() {
		d.STR, d.WILL, d.DEX = d.STR.Add(s.bonusDice), d.WILL.Add(s.bonusDice), d.DEX.Add(s.bonusDice)
	}
	if s.OverchargeLoot != "" && m.ID != s.BossID && p.Type != "boss" && m.Kind == rules.KindMonster {
		if eq := g.Catalog().Equipment[s.OverchargeLoot]; eq != nil {
			for _, e := range eq.Effects {
				if e.Kind != cards.EffStat {
					continue
				}
				add := e.Dice
				add.Stars += e.Value
				switch e.Stat {
				case cards.StatSTR:
					d.STR = d.STR.Add(add)
				case cards.StatWILL:
					d.WILL = d.WILL.Add(add)
				case cards.StatDEX:
					d.DEX = d.DEX.Add(add)
				case cards.StatOffense:
					d.STR, d.WILL, d.DEX = d.STR.Add(add), d.WILL.Add(add), d.DEX.Add(add)
				case cards.StatARM, cards.StatDefense:
					d.Defense = d.Defense.Add(add)
				case cards.StatAP:
					d.AP += e.Value
				}
			}
		}
	}
	return d
}

// MonsterHearts implements rules.Ruleset: the classic profile's hearts.
func (s *State) MonsterHearts(_ *rules.Game, m *rules.Model) int {
	if p := s.Data().Profiles[m.Card]; p != nil {
		return p.Hearts
	}
	return 0
}

// isBoss reports whether m is fought as the dungeon boss (a Delve's
// mini-boss included).
func (s *State) isBoss(m *rules.Model) bool {
	return s.BossID != rules.NoModel && m.ID == s.BossID
}

// AfterDestroyed implements rules.Ruleset (1st edition, "Winning the
// Game", "Mini-Boss"): the Consul wins when no Hero is left, the Heroes
// when the boss falls; a mini-boss outside a Delve's Boss Fight gives the
// Heroes a treasure card; the last spawning point calls the Boss Fight.
func (s *State) AfterDestroyed(g *rules.Game, m *rules.Model) []rules.Event {
	var evs []rules.Event
	e := cg{g, s}
	switch {
	case m.Kind == rules.KindHero && g.Over == "" && len(g.HeroesInPlay()) == 0:
		g.Over = "consul"
		evs = append(evs, rules.GameOver{Winner: "the Consul"})
	case s.isBoss(m) && g.Over == "":
		g.Over = "heroes"
		evs = append(evs, rules.GameOver{Winner: "the Heroes"})
	case m.Kind == rules.KindMonster && s.profileType(m) == "mini-boss":
		got := g.DrawTreasureNoBooty(1)
		g.Backpack = append(slices.Clip(g.Backpack), got...)
		s.pending = append(slices.Clip(s.pending), got...)
		evs = append(evs, TrackerEvent{Text: fmt.Sprintf("%s falls: the Heroes draw a treasure card: %s", m.Card, rules.NameList(got))})
	case m.Kind == rules.KindSpawningPoint && e.spawningPointsInPlay() == 0 && !s.BossFight && !s.BossDue:
		s.BossDue = true
		evs = append(evs, TrackerEvent{Text: fmt.Sprintf("the last spawning point falls: %s comes at the start of the next round", e.bossName())})
	}
	if m.ID == s.Active {
		// Destroyed during its own activation (Fire, Backlash): it is over.
		s.Active, s.MPSpent, s.APSpent, s.Ran = rules.NoModel, 0, 0, false
	}
	return evs
}

func (s *State) profileType(m *rules.Model) string {
	if p := s.Profile(m); p != nil {
		return p.Type
	}
	return ""
}

// bossName is what the Boss Fight brings: the dungeon boss, or a Delve's
// mini-boss.
// BossName is the model fought as the boss: the dungeon boss, a Delve's
// mini-boss.
func BossName(g *rules.Game) string {
	s := StateOf(g)
	if s == nil {
		return ""
	}
	return cg{g, s}.bossName()
}

func (g cg) bossName() string {
	if g.S.Size == "delve" || g.S.Boss == "" {
		if len(g.S.MiniBosses) > 0 {
			return g.S.MiniBosses[0]
		}
		return "the mini-boss"
	}
	return g.S.Boss
}

func (g cg) spawningPointsInPlay() int {
	n := 0
	for i := range g.Models {
		if m := &g.Models[i]; m.InPlay && m.Kind == rules.KindSpawningPoint {
			n++
		}
	}
	return n
}

// lastID is the id of the model placed last.
func (g cg) lastID() rules.ModelID { return rules.ModelID(len(g.Models) - 1) }

// TrackerEvent reports the Adventure Tracker, the round and the Boss
// Fight: a gauge passing a platform, a skull token, loot, the boss.
type TrackerEvent struct{ Text string }

func (e TrackerEvent) Kind() string   { return "classic" }
func (e TrackerEvent) String() string { return e.Text }
