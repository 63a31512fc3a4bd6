package scene

import (
	"fmt"
	"image/color"
	"slices"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/ai/classicai"
	"github.com/superdungeon-digital/superdungeon/rules/classic"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
	"github.com/superdungeon-digital/superdungeon/rules/replay"
)

// A classic game on the play screen (rules/classic, the 1st edition): a
// versus game like Explore (explore_play.go) — each side a person or the
// computer, the Consul's turn on the Explore Consul's screen through
// classicRules, the hot-seat hand-over — with the classic round around
// it: the spawning phase and the initiative roll (classic_spawn.go), one
// Hero then four skulls of monsters, and the Adventure Tracker's gauges
// on the top bar (classic_gauges.go).

// classicSide is what the play screen keeps for a classic game.
type classicSide struct {
	setup classic.Setup
	// roll is the initiative roll as it played back (nil before this
	// round's); seen is the round whose roll the players have seen.
	roll *classic.InitiativeRolled
	seen int
	// initPick is the model the person playing a side chose to roll
	// initiative with (rules.NoModel: the one of most WILL).
	initPick rules.ModelID
	// placing: the rules' "place for me" spends the Consul's spawning.
	placing bool
	placer  *classicai.Consul
	// The initiative panel's buttons (laid out each frame).
	initBtns []*actionButton
	initR    render.Rect
}

// The first edition's parties by game size (1st edition, "Game Size":
// two, three or five Heroes): the balanced front of the Explore box,
// then its fighters, as sdsim plays them.
func classicParty(n int) []string {
	return append(slices.Clone(ExploreBalanced), ExploreFighty...)[:min(n, 6)]
}

// newClassicPlay sets up the classic game s describes and opens it,
// recorded like the other modes (saves, Continue, replays).
func newClassicPlay(s classic.Setup, roles ExploreRoles) (*Play, error) {
	sess, err := replay.NewSession(replay.SetupOfClassic(s))
	if err != nil {
		return nil, fmt.Errorf("set up the game: %w", err)
	}
	p, err := newPlayFromSession(sess)
	if err != nil {
		return nil, err
	}
	p.ex.cl.setup = s
	p.setExploreRoles(roles)
	cs := p.clState()
	p.log = append(p.log, logLine{text: fmt.Sprintf("A classic %s (seed %d): %s. Each round begins with the spawning phase and the initiative roll.", sizeWords[cs.Size].name, s.Seed, p.exRolesText()), kind: "phase"})
	return p, nil
}

// openClassic fills in the classic side of a play screen opened on a
// recorded classic game.
func (p *Play) openClassic(sess *replay.Session) {
	p.ex = &exploreSide{handSide: sideOf(sess.Game().Phase), cl: &classicSide{initPick: rules.NoModel}}
	p.ex.cl.setup = sess.Setup().Classic(replay.Data{})
	p.setExploreRoles(ExploreRoles{ConsulAI: true})
}

// NewClassicGame opens a classic Dungeon Crawl with the balanced party
// and every Consul choice made for it (the -mode classic flag): autoplay
// gives both sides to the computer.
func NewClassicGame(seed uint64, autoplay bool) (Scene, error) {
	p, err := newClassicPlay(classic.Setup{Seed: seed, Size: "crawl", Heroes: classicParty(3)}, ExploreRoles{HeroesAI: autoplay, ConsulAI: true})
	if err != nil {
		return nil, err
	}
	if autoplay {
		p.auto = p.ex.heroAI
		p.speed = 2
	}
	return p, nil
}

// clState is the game's classic state (nil outside a classic game).
func (p *Play) clState() *classic.State {
	if p.ex == nil || p.ex.cl == nil {
		return nil
	}
	return classic.StateOf(p.g)
}

// sizeWords are the game sizes as the setup and the log say them (1st
// edition, "Game Size"), in the setup's order.
var sizeWords = map[string]struct{ name, line string }{
	"delve": {"Dungeon Delve", "Two tiles, two Heroes, two spawning points; the mini-boss is the boss: the game ends when it or every Hero falls."},
	"crawl": {"Dungeon Crawl", "Three tiles, three Heroes, three spawning points, a mini-boss and Starfire: the game ends when the dragon or every Hero falls."},
	"siege": {"Dungeon Siege", "The long game: five Heroes, five spawning points (two share a tile), two mini-bosses, an Overcharge, then Starfire."},
}

var sizeOrder = []string{"delve", "crawl", "siege"}

// classicDecider is the side whose decision the classic game waits for:
// in the spawning phase the Consul spawns and names its initiative model
// first, then the party names its own, then the winner chooses.
func (p *Play) classicDecider() string {
	s := p.clState()
	if p.g.Phase != rules.ConsulPowerUp {
		return sideOf(p.g.Phase)
	}
	switch {
	case s.InitWinner == "" && s.InitMonster == rules.NoModel:
		return "consul"
	case s.InitWinner == "":
		return "heroes"
	case s.First == "":
		return s.InitWinner
	}
	// The roll's result: whoever is a person at the screen looks.
	if p.ex.heroAI == nil {
		return "heroes"
	}
	return "consul"
}

// personDecides reports whether a person plays side.
func (p *Play) personDecides(side string) bool {
	if side == "consul" {
		return p.ex.consulAI == nil
	}
	return p.ex.heroAI == nil
}

// classicAdvance plays what the computer decides in a classic game and
// asks for the hand-over in a hot-seat game.
func (p *Play) classicAdvance() {
	if p.g.Over != "" || p.stalled != "" {
		return
	}
	if _, ok := p.g.PendingTreasure(); ok {
		if p.ex.heroAI != nil {
			p.exApply(p.ex.heroAI.Next(p.g), "the hero AI")
		}
		return
	}
	side := p.classicDecider()
	if p.exHumanHeroes() && p.exHumanConsul() && side != p.ex.handSide {
		p.ex.handAsk = side
		return
	}
	if p.ex.handAsk != "" {
		return
	}
	switch p.g.Phase {
	case rules.ConsulPowerUp:
		p.classicSpawningPhase()
	case rules.HeroTurn:
		if p.ex.heroAI != nil {
			c := classicai.EquipNow(p.g) // a card just drawn, worn at once
			if c == nil {
				c = classicai.Shapeshift(p.g, p.ex.heroAI.Next(p.g)) // the druid's form
			}
			if c == nil {
				c = rules.EndPhase{}
			}
			p.exApply(c, "the hero AI")
		}
	case rules.HeroPowerUp:
		// The end of the round: the party equips or sacrifices its loot.
		if p.ex.heroAI != nil {
			c := classicai.Party(p.g)
			if c == nil {
				c = p.ex.heroAI.Next(p.g)
			}
			if c == nil {
				c = rules.EndPhase{Look: true}
			}
			p.exApply(c, "the hero AI")
			return
		}
		if p.needsPowerUp() {
			return
		}
		if err := p.apply(rules.EndPhase{Look: true}); err != nil {
			p.powerUpDone = -1
		}
	case rules.ConsulTurn:
		if p.ex.heroAI != nil {
			if c := p.ex.heroAI.Next(p.g); c != nil { // a potion in the Consul's turn
				p.exApply(c, "the hero AI")
				return
			}
		}
		if p.ex.consulAI == nil {
			return // the person playing the Consul commands (explore_consul.go)
		}
		if p.consulWaits() {
			return
		}
		p.stepWait = p.stepMode
		c := p.ex.consulAI.Next(p.g)
		if c == nil {
			c = rules.EndPhase{}
		}
		p.exApply(c, "the computer Consul")
	}
}

// classicSpawningPhase runs the round's first phase: the Consul's
// spawning and initiative model, the party's model, the winner's choice,
// and — when a person plays — the roll's result held on screen until
// they begin the round.
func (p *Play) classicSpawningPhase() {
	s, cl := p.clState(), p.ex.cl
	switch p.classicDecider() {
	case "consul":
		if s.InitWinner == "" || s.First == "" {
			if p.ex.consulAI == nil {
				if cl.placing {
					p.placeForMe()
				}
				return // the Consul's spawning buttons (classic_spawn.go)
			}
			c := p.ex.consulAI.Next(p.g)
			if c == nil {
				// Nothing to name: the rules roll with its model of most WILL.
				c = classic.PickInitiative{Model: classic.BestInitiativeModel(p.g, classic.Consul)}
			}
			p.exApply(c, "the computer Consul")
			return
		}
	case "heroes":
		if s.InitWinner == "" || s.First == "" {
			if p.ex.heroAI == nil {
				return // the initiative panel (classic_spawn.go)
			}
			p.exApply(classicai.Party(p.g), "the hero AI")
			return
		}
	}
	// The order is chosen: the players see the roll, then the round begins.
	if (p.ex.heroAI == nil || p.ex.consulAI == nil) && cl.seen != p.g.Turn && p.auto == nil {
		return
	}
	p.beginClassicRound()
}

// beginClassicRound ends the spawning phase.
func (p *Play) beginClassicRound() {
	p.ex.cl.seen = p.g.Turn
	if p.apply(rules.EndPhase{}) == nil {
		p.ex.cl.roll, p.ex.cl.initPick = nil, rules.NoModel
	}
}

// placeForMe spends the Consul's spawning as the computer Consul would,
// one monster at a time so each appears in turn.
func (p *Play) placeForMe() {
	cl := p.ex.cl
	if cl.placer == nil {
		cl.placer = classicai.New()
	}
	switch c := cl.placer.Next(p.g).(type) {
	case classic.Spawn, classic.Cleanse, classic.PlaceBoss:
		if p.apply(c) == nil {
			return
		}
	}
	cl.placing = false
}

// classicStatus is the top bar's right-hand text.
func (p *Play) classicStatus() string {
	s := p.clState()
	switch p.g.Phase {
	case rules.ConsulPowerUp:
		if n := classicSpawnLeft(s); n > 0 {
			return fmt.Sprintf("Spawning: %s · %s", plural(n, "skull point", "skull points"), plural(s.SkullTokens, "token", "tokens"))
		}
		return "Initiative"
	case rules.ConsulTurn:
		if s.Active != rules.NoModel && p.exHumanConsul() {
			return fmt.Sprintf("%s · %s: %d MP, %d AP", shortSkulls(p.g), shortName(p.g.Model(s.Active).Card), classic.MPLeft(p.g), classic.APLeft(p.g))
		}
		return skullsWords(p.g)
	case rules.HeroTurn:
		return fmt.Sprintf("One Hero · %d of %d still to act", p.heroesToAct(), len(p.g.HeroesInPlay()))
	}
	return "End of the round: equip your loot"
}

// skullsWords is the Consul's skull points left this turn.
func skullsWords(g *rules.Game) string {
	n := classic.SkullsLeft(g)
	if n < 0 {
		return "Every monster left acts"
	}
	return fmt.Sprintf("Skulls %d/%d this turn", n, classic.SkullsPerTurn)
}

// shortSkulls is the skull points left, short.
func shortSkulls(g *rules.Game) string {
	n := classic.SkullsLeft(g)
	if n < 0 {
		return "No limit"
	}
	return fmt.Sprintf("Skulls %d/%d", n, classic.SkullsPerTurn)
}

// classicSpawnLeft is what the spawning points may still spawn.
func classicSpawnLeft(s *classic.State) int {
	n := 0
	for _, a := range s.Allowances {
		n += a.Left
	}
	return n
}

func (p *Play) heroesToAct() int {
	n := 0
	for _, id := range p.g.HeroesInPlay() {
		if p.g.Model(id).ActivatedTurn != p.g.Turn {
			n++
		}
	}
	return n
}

// classicTurnLabel is the top bar's left text: the round and whose turn.
func classicTurnLabel(g *rules.Game) string {
	switch g.Phase {
	case rules.ConsulPowerUp:
		return fmt.Sprintf("Round %d · Spawning phase", g.Turn)
	case rules.HeroTurn:
		return fmt.Sprintf("Round %d · Heroes' turn", g.Turn)
	case rules.ConsulTurn:
		return fmt.Sprintf("Round %d · Consul's turn", g.Turn)
	}
	return fmt.Sprintf("Round %d · Round's end", g.Turn)
}

// classicObjective is the goal line of a classic game.
func (p *Play) classicObjective() objective {
	s := p.clState()
	boss := classicBossName(s)
	var spawns, bosses []*rules.Model
	for i := range p.g.Models {
		m := &p.g.Models[i]
		switch {
		case !m.InPlay:
		case m.Kind == rules.KindSpawningPoint:
			spawns = append(spawns, m)
		case m.ID == s.BossID:
			bosses = append(bosses, m)
		}
	}
	if p.ex.heroAI != nil && p.ex.consulAI == nil {
		return objective{
			text:   "Consul's goal: bring down every Hero",
			short:  "Goal: fell the Heroes",
			banner: "You are the Consul: bring the party down",
			tip:    fmt.Sprintf("You win when the last Hero falls. The party wins if %s falls. Each round every spawning point spawns %s of monsters; every wound brings the Power Gauge nearer to 16-Bit and to %s.", boss, plural(p.clState().SpawnSkulls(), "skull point", "skull points"), boss),
		}
	}
	if len(bosses) > 0 {
		return objective{text: "Goal: defeat " + boss, short: "Goal: beat the boss", banner: "Defeat " + boss + "!",
			tip: fmt.Sprintf("The Heroes win when %s falls; the Consul wins when the last Hero falls.", boss), targets: bosses, what: "boss"}
	}
	return objective{
		text:   fmt.Sprintf("Goal: defeat %s; %d spawning points feed the Consul", boss, len(spawns)),
		short:  "Goal: beat " + shortName(boss),
		banner: fmt.Sprintf("Defeat %s", boss),
		tip: fmt.Sprintf("The Heroes win when %s falls. It comes when the Power Gauge fills, or when the last spawning point is destroyed. The Consul wins when the last Hero falls: no Princess Coins in the first edition.",
			boss),
		targets: spawns, what: "spawning point",
	}
}

// classicBossName is what the Boss Fight brings: the boss, or a Delve's
// mini-boss.
func classicBossName(s *classic.State) string {
	if s.Size != "delve" && s.Boss != "" {
		return s.Boss
	}
	if len(s.MiniBosses) > 0 {
		return s.MiniBosses[0]
	}
	return "the mini-boss"
}

// classicGameOverText is the game-over panel's words.
func (p *Play) classicGameOverText() (title, sub string, edge color.Color) {
	consulWon := p.g.Over == "consul"
	boss := classicBossName(p.clState())
	switch {
	case p.ex.heroAI != nil && p.ex.consulAI == nil:
		if consulWon {
			return "Victory!", "The last Hero has fallen: the Consul's monsters hold the dungeon.", render.ColGold
		}
		return "Defeat", boss + " has fallen: the party wins this time. Try again?", render.ColRuby
	case p.ex.heroAI == nil && p.ex.consulAI == nil:
		if consulWon {
			return "The Consul wins!", "The last Hero has fallen.", render.ColAmethyst
		}
		return "The Heroes win!", boss + " is beaten.", render.ColGold
	}
	if consulWon {
		return "Defeat", "The last Hero has fallen. Try again?", render.ColRuby
	}
	return "Victory!", boss + " is beaten: light returns to this corner of Crystalia.", render.ColGold
}

// classicPlayAgain is a new classic game with the same choices and
// players on another seed.
func (p *Play) classicPlayAgain(seed uint64) Scene {
	cs := p.ex.cl.setup
	cs.Seed = seed
	np, err := newClassicPlay(cs, ExploreRoles{HeroesAI: p.ex.heroAI != nil, ConsulAI: p.ex.consulAI != nil})
	if err != nil {
		p.say("Could not start another game: " + err.Error())
		return nil
	}
	if p.auto != nil {
		np.auto = np.ex.heroAI
		np.speed = p.speed
	}
	return np
}

// classicDescribe is the classic part of a monster's hover card.
func (p *Play) classicDescribe(m *rules.Model) string {
	s := p.clState()
	prof := s.Profile(m)
	d := s.MonsterDice(p.g, m)
	if prof == nil || d == nil {
		return ""
	}
	out := fmt.Sprintf(". %s %s, %s; Speed %d, %s.", prof.Platform, prof.Type, plural(prof.Skulls, "skull point", "skull points"), prof.Mv, plural(prof.AP, "action point", "action points"))
	if a := d.Attack; a != "" {
		out += fmt.Sprintf(" Attacks with %s: %s, range %d.", a.Upper(), poolWords(d.Pool(a)), max(1, d.Range))
	}
	out += fmt.Sprintf(" Defends with %s; WILL %s.", poolWords(d.Defense), poolWords(d.WILL))
	if prof.Mob {
		out += " Mob: a die more for each other Mob monster next to its target (up to three)."
	}
	if prof.Swarm {
		out += " Swarm: a die more against a knocked-down Hero."
	}
	if p.g.Phase == rules.ConsulTurn && m.Kind == rules.KindMonster && (prof.Mv > 0 || prof.AP > 0) {
		state, _ := p.monsterState(classicRules{p.g, s}, m)
		out += " This turn: " + state + "."
	}
	return out
}

// rulesetWord is the game's own words for w where its rulebook gives it
// another meaning than the glossary's (a classic game's statuses, Rude
// Supers' Poison, Slow and Backlash).
func (p *Play) rulesetWord(w string) (string, bool) {
	if p.clState() == nil {
		return explore.RudeWord(p.g, w) // Rude Supers' Poison, Slow, Backlash
	}
	return classic.StatusText(w)
}
