package classic

import (
	"fmt"
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// PickInitiative names the model a side rolls initiative with (1st
// edition, "Rolling for Initiative": "each side chooses one friendly model
// that is on the table and rolls for initiative using its WILL"). The
// side is the model's. Once both sides picked, both roll.
type PickInitiative struct {
	Model rules.ModelID
	Why   string
}

// GoFirst is the initiative winner's choice: its side activates first or
// second this round.
type GoFirst struct {
	Side  string // Heroes or Consul: who decides (the winner)
	First bool   // true: the winner goes first
	Why   string
}

func (PickInitiative) CommandName() string { return "pick initiative model" }
func (GoFirst) CommandName() string        { return "choose turn order" }

// InitiativeRolled reports the initiative roll.
type InitiativeRolled struct {
	Hero, Monster rules.Ref
	HeroStars     int
	ConsulStars   int
	Winner        string
}

func (e InitiativeRolled) Kind() string { return "initiative" }
func (e InitiativeRolled) String() string {
	tie := ""
	if e.HeroStars == e.ConsulStars {
		tie = " (a tie goes to the Heroes)"
	}
	return fmt.Sprintf("initiative: %s rolls %d against %s's %d; the %s %s%s", e.Hero, e.HeroStars, e.Monster, e.ConsulStars, sideName(e.Winner), SideVerb(e.Winner, "win", "wins"), tie)
}

// OrderChosen reports which side activates first this round.
type OrderChosen struct{ First string }

func (e OrderChosen) Kind() string { return "turn-order" }
func (e OrderChosen) String() string {
	return fmt.Sprintf("the %s %s the first turn this round", sideName(e.First), SideVerb(e.First, "take", "takes"))
}

// SideVerb is the verb agreeing with a side: the Heroes (plural), the
// Consul (one).
func SideVerb(side, heroes, consul string) string {
	if side == Consul {
		return consul
	}
	return heroes
}

func sideName(s string) string {
	if s == Consul {
		return "Consul"
	}
	return "Heroes"
}

// HeroActivations implements rules.TurnKeeper: one Hero per turn (1st
// edition, "Turns").
func (s *State) HeroActivations(*rules.Game) int { return 1 }

// spawningPhase reports whether g is in the round's spawning phase.
func (g cg) spawningPhase() bool { return g.Phase == rules.ConsulPowerUp }

func (c PickInitiative) apply(g cg) ([]rules.Event, error) {
	if !g.spawningPhase() {
		return nil, rules.Illegal(c, "initiative is rolled in the spawning phase at the start of a round")
	}
	if g.S.InitWinner != "" {
		return nil, rules.Illegal(c, "initiative has already been rolled this round")
	}
	if g.S.BossPlacing {
		return nil, rules.Illegal(c, "the Consul places %s before the initiative roll", g.bossName())
	}
	m := g.Model(c.Model)
	if m == nil || !m.InPlay {
		return nil, rules.Illegal(c, "model %d is not on the table", c.Model)
	}
	switch {
	case m.Kind == rules.KindHero:
		g.S.InitHero = m.ID
	case m.Side == rules.ConsulSide && m.Kind != rules.KindChest:
		g.S.InitMonster = m.ID
	default:
		return nil, rules.Illegal(c, "%s cannot roll initiative", m.Card)
	}
	if g.S.InitHero == rules.NoModel || g.S.InitMonster == rules.NoModel {
		return []rules.Event{rules.Note{Text: fmt.Sprintf("%s will roll initiative", m.Card)}}, nil
	}
	return g.rollInitiative(), nil
}

// willPool is what m rolls for WILL: a Hero's card and gear, a monster's
// profile.
func (g cg) willPool(m *rules.Model) cards.Pool {
	if m.Kind == rules.KindHero {
		return g.OffensePool(m, cards.WILL, cards.Pool{})
	}
	if p := g.S.Profile(m); p != nil {
		return p.WILL
	}
	return cards.Pool{}
}

func (g cg) rollInitiative() []rules.Event {
	h, m := g.Model(g.S.InitHero), g.Model(g.S.InitMonster)
	// Stun spoils every WILL roll, the initiative's too (1st edition,
	// "Status Effects").
	hr := g.RollAside(h.ID, "initiative with WILL", g.willPool(h), g.DiscardWhy(h, cards.WILL, true))
	mr := g.RollAside(m.ID, "initiative with WILL", g.willPool(m), g.DiscardWhy(m, cards.WILL, true))
	win := Heroes
	if mr.Stars > hr.Stars {
		win = Consul
	}
	g.S.InitWinner = win
	return []rules.Event{hr, mr, InitiativeRolled{Hero: g.RefOf(h.ID), Monster: g.RefOf(m.ID), HeroStars: hr.Stars, ConsulStars: mr.Stars, Winner: win}}
}

func (c GoFirst) apply(g cg) ([]rules.Event, error) {
	if !g.spawningPhase() || g.S.InitWinner == "" {
		return nil, rules.Illegal(c, "the turn order is chosen after the initiative roll")
	}
	if c.Side != g.S.InitWinner {
		return nil, rules.Illegal(c, "the %s won the initiative: they choose", sideName(g.S.InitWinner))
	}
	if g.S.First != "" {
		return nil, rules.Illegal(c, "the turn order is already chosen")
	}
	g.S.First = other(c.Side)
	if c.First {
		g.S.First = c.Side
	}
	return []rules.Event{OrderChosen{First: g.S.First}}, nil
}

func other(side string) string {
	if side == Heroes {
		return Consul
	}
	return Heroes
}

// BestInitiativeModel is the side's model with the most WILL (the most
// stars on average), the lowest id on ties: "choose for me".
func BestInitiativeModel(g *rules.Game, side string) rules.ModelID {
	s := StateOf(g)
	if s == nil {
		return rules.NoModel
	}
	e := cg{g, s}
	best, bestV := rules.NoModel, -1.0
	for i := range g.Models {
		m := &g.Models[i]
		if !m.InPlay || m.Kind == rules.KindChest {
			continue
		}
		if (side == Heroes) != (m.Kind == rules.KindHero) {
			continue
		}
		if v := meanStars(e.willPool(m)); v > bestV {
			best, bestV = m.ID, v
		}
	}
	return best
}

// EndingPhase implements rules.Ruleset: the Consul's turn cannot end while
// a monster activates; the spawning phase ends with the initiative (made
// for the sides that did not choose: the model with the most WILL, the
// winner going first) and loses the skull tokens left.
func (s *State) EndingPhase(g *rules.Game, c rules.EndPhase) ([]rules.Event, error) {
	e := cg{g, s}
	var evs []rules.Event
	switch g.Phase {
	case rules.ConsulTurn:
		if s.Active != rules.NoModel {
			return nil, rules.Illegal(c, "%s is still activating; end its activation first", g.Name(s.Active))
		}
	case rules.ConsulPowerUp:
		if s.BossPlacing {
			return nil, rules.Illegal(c, "the Consul places %s first", e.bossName())
		}
		if s.InitWinner == "" {
			if s.InitHero == rules.NoModel {
				s.InitHero = BestInitiativeModel(g, Heroes)
			}
			if s.InitMonster == rules.NoModel {
				s.InitMonster = BestInitiativeModel(g, Consul)
			}
			if s.InitHero == rules.NoModel || s.InitMonster == rules.NoModel {
				s.InitWinner = Heroes // nobody to roll against: the Heroes' tie
			} else {
				evs = append(evs, e.rollInitiative()...)
			}
		}
		if s.First == "" {
			s.First = s.InitWinner
			evs = append(evs, OrderChosen{First: s.First})
		}
		if s.SkullTokens > 0 {
			evs = append(evs, TrackerEvent{Text: fmt.Sprintf("%s unspent at the end of the spawning phase: lost", rules.CountOf(s.SkullTokens, "skull token"))})
			s.SkullTokens = 0
		}
		s.Allowances = nil
	}
	return evs, nil
}

// heroesLeft reports whether a Hero in play has not activated this round.
func (g cg) heroesLeft() bool {
	for _, id := range g.HeroesInPlay() {
		if g.Model(id).ActivatedTurn != g.Turn {
			return true
		}
	}
	return false
}

// canStillActivate reports whether monster m may activate again this
// round (the boss: once more per round while a spawning point stands,
// 1st edition "Spawning Points" in "Boss Fight").
func (g cg) canStillActivate(m *rules.Model) bool {
	if !m.InPlay || m.Kind != rules.KindMonster {
		return false
	}
	p := g.S.Profile(m)
	if p == nil || (p.Mv == 0 && p.AP == 0) {
		return false
	}
	if g.S.isBoss(m) {
		return g.S.BossActs < g.bossActivations()
	}
	return !slices.Contains(g.S.Activated, m.ID)
}

// bossActivations is how many times the boss activates this round.
func (g cg) bossActivations() int {
	if g.spawningPointsInPlay() > 0 {
		return 2
	}
	return 1
}

// monstersLeft reports whether a monster may still activate this round.
func (g cg) monstersLeft() bool {
	for i := range g.Models {
		if g.canStillActivate(&g.Models[i]) {
			return true
		}
	}
	return false
}

// NextPhase implements rules.TurnKeeper (1st edition, "Turns", "End of
// the Round"): the sides alternate, each skipped when it has nothing
// left to activate; when neither has, the round ends with the Heroes
// equipping (HeroPowerUp); the end of that phase resets the
// Loot-O-Meter and begins the next round's spawning phase.
func (s *State) NextPhase(g *rules.Game, _ rules.Command) []rules.Event {
	e := cg{g, s}
	switch g.Phase {
	case rules.ConsulPowerUp:
		return e.turnOf(s.First)
	case rules.HeroTurn:
		return e.turnOf(Consul)
	case rules.ConsulTurn:
		if e.heroesLeft() {
			return e.turnOf(Heroes)
		}
		return e.endRound()
	case rules.HeroPowerUp:
		var evs []rules.Event
		if s.Loot > 0 {
			evs = append(evs, TrackerEvent{Text: fmt.Sprintf("the Loot-O-Meter goes back to the start (%d unspent wounds lost)", s.Loot-s.lastLootCircle())})
		}
		s.Loot = 0
		g.Turn++
		return append(evs, e.beginRound()...)
	}
	return nil
}

// lastLootCircle is the last LOOT circle the meter reached.
func (s *State) lastLootCircle() int {
	n := 0
	for _, l := range s.Data().Loot.Loot {
		if l <= s.Loot {
			n = l
		}
	}
	return n
}

// turnOf gives the turn to side, or to the other side when side has
// nothing to activate, or ends the round.
func (g cg) turnOf(side string) []rules.Event {
	for _, sd := range []string{side, other(side)} {
		switch {
		case sd == Heroes && g.heroesLeft():
			g.Phase = rules.HeroTurn
			g.ActivationsThisTurn = 0
			return nil
		case sd == Consul && g.monstersLeft():
			g.Phase = rules.ConsulTurn
			g.S.SkullsSpent = 0
			return nil
		}
	}
	return g.endRound()
}

// endRound: every model has activated; the Heroes equip.
func (g cg) endRound() []rules.Event {
	g.Phase = rules.HeroPowerUp
	evs := []rules.Event{TrackerEvent{Text: fmt.Sprintf("round %d ends: the Heroes equip their loot and relics", g.Turn)}}
	// An effect lasts until its user's next activation; a user that fell
	// has none, so its effects (the Smoke Pot's cloud) clear now.
	for i := range g.Models {
		if o := &g.Models[i]; !o.InPlay && o.Kind == rules.KindMonster && g.effectsFrom(o.ID) {
			evs = append(evs, g.EndEffectsFrom(o.ID)...)
		}
	}
	return evs
}

// effectsFrom reports whether a model in play carries an effect of id's.
func (g cg) effectsFrom(id rules.ModelID) bool {
	for i := range g.Models {
		for _, e := range g.Models[i].Effects {
			if e.From == id {
				return true
			}
		}
	}
	return false
}

// RoundBegan reports a new round and its spawning phase.
type RoundBegan struct {
	Round    int
	Platform Platform
	Tokens   int
}

func (e RoundBegan) Kind() string { return "round" }
func (e RoundBegan) String() string {
	return fmt.Sprintf("round %d begins: the spawning phase (Power Gauge at %s, %s)", e.Round, e.Platform, rules.CountOf(e.Tokens, "skull token"))
}

// beginRound starts a round's spawning phase: four skull points for every
// spawning point in play (none once the Boss Fight began, or in a Delve
// once the gauge reached 16-Bit), the Boss Fight when it is due, and the
// initiative open.
func (g cg) beginRound() []rules.Event {
	s := g.S
	g.Phase = rules.ConsulPowerUp
	g.ActivationsThisTurn = 0
	g.Destroyed = nil
	s.Activated, s.BossActs, s.SkullsSpent = nil, 0, 0
	s.InitHero, s.InitMonster, s.InitWinner, s.First = rules.NoModel, rules.NoModel, "", ""
	s.Allowances = nil
	for _, id := range g.Heroes() {
		// A new round: every Hero may activate again (the core's tokens
		// come off only when every Hero in play has one, which a Hero
		// destroyed before its turn would otherwise prevent).
		g.Model(id).Activated = false
	}
	evs := []rules.Event{RoundBegan{Round: g.Turn, Platform: s.Platform(), Tokens: s.SkullTokens}}
	evs = append(evs, g.charms()...)
	if s.BossDue && !s.BossFight {
		evs = append(evs, g.beginBossFight()...)
	}
	if !s.BossFight {
		for i := range g.Models {
			if m := &g.Models[i]; m.InPlay && m.Kind == rules.KindSpawningPoint {
				s.Allowances = append(s.Allowances, Allowance{Point: m.ID, Left: s.SpawnSkulls()})
			}
		}
	}
	return evs
}

// meanStars is a pool's average stars (the project's faces: blue 2/3, red
// 1, green 4/3; card-facts.md "Dice"), for "choose for me".
func meanStars(p cards.Pool) float64 {
	return float64(p.Stars) + float64(p.Dice[cards.Blue])*2/3 + float64(p.Dice[cards.Red]) + float64(p.Dice[cards.Green])*4/3
}
