package arcade

import (
	"fmt"

	"github.com/superdungeon-digital/superdungeon/rules"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// Deck names the Consul uses in Game.Decks, besides TreasureDeck and
// LootDeck.
const (
	ChallengeDeck     = "challenge"
	BossChallengeDeck = "boss-challenge"
	PlotDeck          = "plot"
)

// State is the Arcade ruleset (rules.Ruleset) with its state: the Mighty
// Monster Chart, the star bonuses, the cards in play and where the current
// Consul turn has got to. It holds only values (no slices, maps or
// pointers apart from read-only card data and memos), so CloneRuleset
// copies it by assignment and Game.Hash sees every field.
type State struct {
	// Chart is the side of the Mighty Monster Chart in use and Space the
	// dungeon boss's space on it (0 = the start space).
	Chart cards.ChartSide
	Space int
	// Boss and MiniBoss are the chosen cards; BossSpawned is set once the
	// dungeon boss has left the chart, MiniBosses counts mini-boss arrivals
	// (by the chart or by a destroyed spawning point).
	Boss, MiniBoss string
	BossSpawned    bool
	MiniBosses     int
	// BossFightTurns counts the Consul turns played with the boss-fight
	// commands; past a few, the boss grows furious (consul_fury.go).
	BossFightTurns int
	// ChartMiniBosses counts the chart's Spawn Mini-Boss spaces reached.
	ChartMiniBosses int
	// Plot is the plot card drawn last ("" while none); SetupPlot is set
	// while it is the one a mode card's set-up drew (Plots Within Plots),
	// so the chart's plot or the first fallen spawning point still draws
	// the game's own. EarlierPlot is a plot drawn before Plot and still
	// held (the game's PlotCleared and PlotCount are Plot's).
	Plot        string
	SetupPlot   bool
	EarlierPlot HeldPlot
	// Permanent lists the discarded cards whose permanent effects stay for
	// the rest of the game (The Forever Curse).
	Permanent [maxPermanent]string
	// RewardLoot is the loot the reward effects in play added to (or took
	// from) this turn's rewards as their events happened (Bounty, Nimble
	// Fingers); the power-up draws it and sets it back to 0.
	RewardLoot, RewardTreasure int
	// Challenge is the challenge card in play and ChallengeTurn the turn
	// it was drawn (Arcade rulebook, "Challenge": discarded when the next
	// one is drawn or at the end of the next Consul turn).
	Challenge     string
	ChallengeTurn int
	// Star bonuses reached so far (Arcade rulebook, "Star Bonuses"):
	// permanent, cumulative, for every monster but the dungeon boss.
	STR, ARM      int
	MassiveDamage bool
	Backlash      bool
	// RegroupTurn is the turn of the last Regroup command: +1 ARM for every
	// monster until the end of the next Hero turn.
	RegroupTurn int
	// Modes are the easy and hard mode cards chosen at setup.
	Modes [maxModes]string
	// Progress of the Consul turn being played: Turn is the game turn it
	// belongs to, Step the next step (0 = upkeep and chart, 1..n = the
	// space's commands, n+1 = clean-up, n+2 = done), BossFight whether this
	// turn uses the boss-fight commands instead of the chart.
	Turn      int
	Step      int
	BossFight bool
	// Commands are this turn's commands, fixed at step 0 from the chart
	// space (or the boss-fight commands) and the cards in play.
	Commands  [maxTurnCommands]cards.ChartCommand
	NCommands int

	data *Cards // read-only card data, shared between clones
	// lasting remembers lastingEffects (consul_effects.go): derived from
	// the fields above and the game's PlotCleared, shared read-only between
	// clones, not hashed.
	lasting *lastingMemo
}

// maxTurnCommands bounds the commands of one Consul turn (the longest
// chart space has five; cards may add a few).
const maxTurnCommands = 12

// maxPermanent bounds the discarded cards with permanent effects a game
// keeps (only The Forever Curse has one today).
const maxPermanent = 8

// HeldPlot is a plot card held besides the latest one: whether the Heroes
// foiled it and the destructions counted toward it.
type HeldPlot struct {
	Card    string `json:",omitempty"`
	Cleared bool   `json:",omitempty"`
	Count   int    `json:",omitempty"`
}

// maxModes is how many easy and hard mode cards a game may use.
const maxModes = 6

// Cards is the deck and chart data an Arcade game reads: both chart
// sides, the challenge, boss-fight, plot, mode, loot and treasure cards.
// It is read-only once loaded; load it once with LoadCards and pass
// it to every Setup to skip decoding the YAML for each game.
type Cards struct {
	charts     map[cards.ChartSide]cards.Chart
	challenges map[string]cards.Challenge
	plots      map[string]cards.Plot
	modes      map[string]cards.Mode
	// Deck lists in data order, for dealing.
	challengeList, plotList []string
	bossChallenges          []cards.Challenge
	loot, treasure          []string
}

// LoadCards loads the embedded deck and chart data.
func LoadCards() (*Cards, error) { return loadArcadeData() }

func loadArcadeData() (*Cards, error) {
	d := &Cards{charts: map[cards.ChartSide]cards.Chart{}, challenges: map[string]cards.Challenge{},
		plots: map[string]cards.Plot{}, modes: map[string]cards.Mode{}}
	for _, s := range []cards.ChartSide{cards.Side3to4, cards.Side5to6} {
		c, err := cards.LoadChart(s)
		if err != nil {
			return nil, fmt.Errorf("chart %s: %w", s, err)
		}
		d.charts[s] = c
	}
	ch, err := cards.LoadChallenges()
	if err != nil {
		return nil, err
	}
	bch, err := cards.LoadBossChallenges()
	if err != nil {
		return nil, err
	}
	for _, c := range append(ch, bch...) {
		d.challenges[c.Name] = c
	}
	for _, c := range ch {
		d.challengeList = append(d.challengeList, c.Name)
	}
	d.bossChallenges = bch
	ps, err := cards.LoadPlots()
	if err != nil {
		return nil, err
	}
	for _, p := range ps {
		d.plots[p.Name] = p
		d.plotList = append(d.plotList, p.Name)
	}
	loot, err := cards.LoadLoot()
	if err != nil {
		return nil, err
	}
	treasure, err := cards.LoadTreasure()
	if err != nil {
		return nil, err
	}
	copies := func(es []cards.Equipment) []string {
		var out []string
		for _, e := range es {
			for k := 0; k < max(1, e.Count); k++ {
				out = append(out, e.Name)
			}
		}
		return out
	}
	d.loot, d.treasure = copies(loot), copies(treasure)
	easy, err := cards.LoadEasyModes()
	if err != nil {
		return nil, err
	}
	hard, err := cards.LoadHardModes()
	if err != nil {
		return nil, err
	}
	for _, m := range append(easy, hard...) {
		d.modes[m.Name] = m
	}
	return d, nil
}

// arcade returns the Consul's card data, loading it on first use (games
// built with New rather than New).
func (g ag) arcade() (*Cards, error) {
	if g.Consul.data == nil {
		d, err := loadArcadeData()
		if err != nil {
			return nil, err
		}
		g.Consul.data = d
	}
	return g.Consul.data, nil
}

// chart returns the chart side in use, picking it from the party size when
// the game was not set up by New.
func (g ag) chart() (cards.Chart, error) {
	d, err := g.arcade()
	if err != nil {
		return cards.Chart{}, err
	}
	side := g.Consul.Chart
	if side == "" {
		side = cards.ChartSideFor(len(g.Heroes()))
	}
	c, ok := d.charts[side]
	if !ok {
		return cards.Chart{}, fmt.Errorf("no chart side %q", side)
	}
	return c, nil
}

// consulARM is the armour the Consul's bonuses add to monster m: the
// chart's ARM star bonuses (never for the dungeon boss), +1 from a Regroup
// until the end of the next Hero turn, and ARM effects of the cards in
// play (Arcade rulebook, "Star Bonuses", "Regroup", "Challenge").
//
// Decided (played by mouse: after turn 10's "+1 ARM" the Shadow Tower was
// still rolled against armour 1): a spawning point gets none of them. The
// star bonuses are for "all monsters", and the book's glossary ("Monster")
// calls every Consul model a monster except the spawning points; so the
// rule stands and the words say so (ChartAdvanced, the chart's tooltip).
// A card in play that names the spawning points (Wards of Protection:
// "spawning points have +2 ARM") does reach them: its ARM alone.
func (g ag) consulARM(m *rules.Model) int {
	c := g.MonsterCard(m)
	if c != nil && m.Kind == rules.KindSpawningPoint {
		return g.CardStat(m, cards.StatARM, cards.StatDefense)
	}
	if c == nil || m.Kind != rules.KindMonster {
		return 0
	}
	n := 0
	if c.Role != cards.RoleBoss {
		n += g.Consul.ARM
	}
	if r := g.Consul.RegroupTurn; r > 0 && (g.Turn == r || (g.Turn == r+1 && (g.Phase == rules.HeroTurn || g.Phase == rules.HeroPowerUp))) {
		n++
	}
	return n + g.CardStat(m, cards.StatARM, cards.StatDefense)
}

// consulSTR is the strength the Consul's bonuses add to monster m's
// attacks: the chart's star bonuses (never the dungeon boss's) and STR
// effects of the cards in play.
func (g ag) consulSTR(m *rules.Model) int {
	c := g.MonsterCard(m)
	if c == nil {
		return 0
	}
	n := g.CardStat(m, cards.StatSTR, cards.StatOffense)
	if c.Role != cards.RoleBoss {
		n += g.Consul.STR
	} else {
		n += g.BossFury()
	}
	return n
}
