package scene

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/ai"
	"github.com/superdungeon-digital/superdungeon/rules/ai/classicai"
	"github.com/superdungeon-digital/superdungeon/rules/ai/exploreai"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
	"github.com/superdungeon-digital/superdungeon/rules/replay"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// An Explore game on the play screen (rules/explore): one side is the
// Consul, played by a person or by the computer (rules/ai/exploreai), the
// other the party, played by people or by the hero AI. The Heroes' side
// uses the Arcade screen as it is; the Consul's turn and power-up have
// their own controls (explore_consul.go, explore_powerup.go), and when
// both sides are people a hand-over panel passes the mouse between them.

// exploreSide is what the play screen keeps for an Explore game.
type exploreSide struct {
	setup explore.Setup
	// heroAI plays the Heroes (nil: people); consulAI the Consul (nil: a
	// person).
	heroAI   *ai.Player
	consulAI consulPlayer
	// cl is set in a classic game (classic_play.go).
	cl *classicSide
	// handSide is the side the screen was last handed to; handAsk the
	// side waiting to take it ("" none), in a hot-seat game.
	handSide, handAsk string
	// handThen is the monster whose click asked for a Double Trouble
	// hand-over (explore_double.go), nil for none.
	handThen *rules.ModelID

	// The Consul's controls: the buttons of its action bar and power-up
	// panel, the monster chosen to spawn, the relics picked for the boss.
	spawnPick string
	relics    []string
	panel     []*actionButton
	panelR    render.Rect
	// infoR is where the Consul's info panel was last drawn (HUD units).
	infoR    render.Rect
	panelV   int
	spawnAt  map[tiles.Point]bool
	spawnV   int
	spawnFor string
	// rudeFrom is the spawning point each lit square of a Rude Supers
	// spawn comes from (explore_rude_spawn.go).
	rudeFrom map[tiles.Point]rules.ModelID
	// targets memoises AttackTargets for one game state and action.
	targets exTargetsMemo
	// roster is the Consul's list of monsters (explore_consul.go).
	roster []rosterRow
	// The carrier's move (explore_carrier.go): the turn its move was
	// declined, and the squares it may reach, for one game version.
	carrierSkip int
	carrierAt   map[tiles.Point][]tiles.Point
	carrierV    int
	// The timeout's choice on the action bar (timeoutButtons): which
	// backpack cards are marked to discard, for one game version.
	timeoutPick []bool
	timeoutFor  int
	// placing is the mode's tokens placed by hand before the game starts
	// (explore_placing.go); nil once the game runs.
	placing *tokenPlacing
	// rudeDecided is the turn a person Consul said which Supers hold
	// back (explore_rude.go).
	rudeDecided int
}

// consulPlayer is a computer Consul: exploreai's or classicai's.
type consulPlayer interface {
	Next(g *rules.Game) rules.Command
}

type exTargetsMemo struct {
	g       *rules.Game
	version int
	action  string
	ids     []rules.ModelID
}

// ExploreRoles says who plays each side (kept in the save's view).
type ExploreRoles struct {
	HeroesAI bool `json:"heroes_ai,omitempty"`
	ConsulAI bool `json:"consul_ai,omitempty"`
}

// newExplorePlay sets up the Explore game s describes and opens it,
// recorded like an Arcade game (saves, Continue, undo within a Hero's
// activation: rules/replay reads Explore).
func newExplorePlay(s explore.Setup, roles ExploreRoles) (*Play, error) {
	sess, err := replay.NewSession(replay.SetupOfExplore(s))
	if err != nil {
		return nil, fmt.Errorf("set up the game: %w", err)
	}
	p, err := newPlayFromSession(sess)
	if err != nil {
		return nil, err
	}
	p.ex.setup = s
	p.setExploreRoles(roles)
	first := fmt.Sprintf("An Explore dungeon (seed %d): %s. The Consul has spawned its first monsters.", s.Seed, p.exRolesText())
	if s.Rude != nil {
		first = fmt.Sprintf("A Rude Supers dungeon (seed %d, %s mode): %s. The Consul goes first.", s.Seed, p.exState().Rude.Difficulty, p.exRolesText())
	}
	p.log = append(p.log, logLine{text: first, kind: "phase"})
	return p, nil
}

// setExploreRoles gives each side of an Explore game to people or to the
// computer.
func (p *Play) setExploreRoles(r ExploreRoles) {
	p.ex.heroAI, p.ex.consulAI = nil, nil
	if r.HeroesAI {
		p.ex.heroAI = ai.New()
	}
	if r.ConsulAI {
		p.ex.consulAI = exploreai.New()
		if p.ex.cl != nil {
			p.ex.consulAI = classicai.New()
		}
	}
}

// NewExploreGame opens an Explore game with the recommended balanced
// party and every Consul choice made from the seed (the -mode explore
// flag): autoplay gives both sides to the computer.
func NewExploreGame(seed uint64, autoplay bool) (Scene, error) {
	p, err := newExplorePlay(explore.Setup{Seed: seed, Heroes: ExploreBalanced}, ExploreRoles{HeroesAI: autoplay, ConsulAI: true})
	if err != nil {
		return nil, err
	}
	if autoplay {
		p.auto = p.ex.heroAI
		p.speed = 2
	}
	return p, nil
}

// NewExploreDemoGame is an Explore game the computer plays on both sides
// as a booth's demo (attract: the "Click to play" banner, a visitor's
// click takes the Heroes over, a finished demo gives way to the next
// seed's, as NewDemoGame's Arcade demos do).
func NewExploreDemoGame(seed uint64, attract bool) (Scene, error) {
	s, err := NewExploreGame(seed, true)
	if err != nil {
		return nil, err
	}
	p := s.(*Play)
	p.attract, p.demoSeed = attract, seed
	if attract {
		p.speed = demoSpeed
	}
	return p, nil
}

// The Explore rulebook's recommended parties ("Recommended Parties").
var (
	ExploreBalanced = []string{"Royal Paladin", "Ember Mage", "Glimmerdusk Ranger"}
	ExploreFighty   = []string{"Claw Tribe Barbarian", "Hearthsworn Fighter", "Riftling Rogue"}
)

func (p *Play) exRolesText() string {
	h, c := "people play the Heroes", "a person is the Consul"
	if p.ex.heroAI != nil {
		h = "the computer plays the Heroes"
	}
	if p.ex.consulAI != nil {
		c = "the computer is the Consul"
	}
	return h + ", " + c
}

// exState is the game's Explore state (nil outside Explore).
func (p *Play) exState() *explore.State {
	if p.ex == nil {
		return nil
	}
	return explore.StateOf(p.g)
}

// exHumanConsul reports whether a person plays the Consul.
func (p *Play) exHumanConsul() bool { return p.ex != nil && p.ex.consulAI == nil && p.cursor == nil }

// exHumanHeroes reports whether people play the Heroes.
func (p *Play) exHumanHeroes() bool { return p.ex != nil && p.ex.heroAI == nil && p.cursor == nil }

// exHeroesAI reports whether the computer plays the Heroes of an Explore
// game: their buttons and cards take no clicks from the person at the
// screen.
func (p *Play) exHeroesAI() bool { return p.ex != nil && p.ex.heroAI != nil }

// exConsulActs reports whether the person playing the Consul commands now:
// the Consul turn (or a Super's interruption of the Heroes' turn), the game
// on, the screen handed over.
func (p *Play) exConsulActs() bool {
	return p.exHumanConsul() && p.g.Over == "" && (p.g.Phase == rules.ConsulTurn || p.rudeSuperOwed()) && p.ex.handAsk == ""
}

// exConsulPowerUp reports whether the Consul's power-up panel is open.
func (p *Play) exConsulPowerUp() bool {
	return p.exHumanConsul() && p.g.Over == "" && p.g.Phase == rules.ConsulPowerUp && p.ex.handAsk == "" &&
		(p.ex.heroAI != nil || !p.awaitRevive()) && (p.ex.cl == nil || p.classicConsulSpawns())
}

// actor is the model the player at the screen commands: the activating
// Hero, or in the Consul turn of an Explore game the activating monster.
func (p *Play) actor() rules.ModelID {
	if p.ex != nil && (p.g.Phase == rules.ConsulTurn || p.rudeSuperOwed()) {
		if r := p.rulesOfConsul(); r != nil {
			return r.active()
		}
	}
	return p.g.Active
}

// sideOf is whose decisions the phase waits for.
func sideOf(ph rules.Phase) string {
	if ph == rules.ConsulTurn || ph == rules.ConsulPowerUp {
		return "consul"
	}
	return "heroes"
}

// exComputerKeeps reports whether the computer plays the party of an
// Explore game, so exploreAdvance keeps its treasure (with a person
// Consul the chooser stood open for the person, and the game waited for
// a click from the wrong side: seen by mouse in Rude Supers).
func (p *Play) exComputerKeeps() bool {
	return p.ex != nil && p.ex.heroAI != nil && p.ex.cl == nil
}

// exploreAdvance plays what the computer decides in an Explore game — the
// hero AI's side, the computer Consul's — one command at a time so each
// plays back before the next, and asks for the hand-over in a hot-seat
// game.
func (p *Play) exploreAdvance() {
	if p.ex.cl != nil {
		p.classicAdvance() // classic_play.go
		return
	}
	if p.g.Over != "" || p.stalled != "" {
		return
	}
	if _, ok := p.g.PendingTreasure(); ok {
		if p.ex.heroAI != nil {
			p.exApply(p.ex.heroAI.Next(p.g), "the hero AI")
		}
		return // else the party keeps a card first (treasureInput)
	}
	if explore.TimeoutPending(p.g) {
		// The boss's timeout waits for the party's answer (explore
		// timeout.go): the computer's party gives the rules' own; people
		// choose on the action bar (timeoutButtons).
		if p.ex.heroAI != nil {
			p.exApply(p.ex.heroAI.Next(p.g), "the hero AI")
		}
		return
	}
	side := p.sideNow() // explore_double.go
	if p.askHandOver(side) {
		p.ex.handAsk = side
		return
	}
	if p.ex.handAsk != "" {
		return
	}
	switch p.g.Phase {
	case rules.HeroTurn:
		if p.exHumanConsul() && p.rudeSuperOwed() {
			return // the person playing the Consul interrupts (explore_double.go)
		}
		if p.ex.consulAI != nil && p.rudeGame() && p.g.Active == rules.NoModel {
			// Rude Supers: the computer Consul's Supers barge in
			// between two Heroes' activations (explore_rude.go).
			if c := p.ex.consulAI.Next(p.g); c != nil {
				p.exApply(c, "the computer Consul")
				return
			}
		}
		if p.ex.heroAI != nil {
			c := p.ex.heroAI.Next(p.g)
			if c == nil {
				c = rules.EndPhase{}
			}
			p.exApply(c, "the hero AI")
		}
	case rules.HeroPowerUp:
		if p.ex.heroAI != nil {
			c := p.ex.heroAI.Next(p.g)
			if c == nil {
				c = rules.EndPhase{}
			}
			p.exApply(c, "the hero AI")
			return
		}
		if p.awaitRevive() || p.needsPowerUp() || p.carrierWaits() {
			return
		}
		if err := p.apply(rules.EndPhase{}); err != nil {
			p.powerUpDone = -1 // something is left to do: reopen the panel
		}
	case rules.ConsulTurn:
		if p.ex.heroAI != nil {
			if c := p.ex.heroAI.Next(p.g); c != nil { // a green potion
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
	case rules.ConsulPowerUp:
		// The party brings its fallen back first (a Princess Coin each).
		if p.ex.heroAI != nil {
			if c := p.ex.heroAI.Next(p.g); c != nil {
				p.exApply(c, "the hero AI")
				return
			}
		} else if p.awaitRevive() {
			return
		}
		if p.ex.consulAI == nil {
			return // the Consul's power-up panel (explore_powerup.go)
		}
		c := p.ex.consulAI.Next(p.g)
		if c == nil {
			c = rules.EndPhase{}
		}
		p.exApply(c, "the computer Consul")
	}
}

// exApply applies a computer player's command; one the rules refuse stops
// the automation with the reason on screen rather than retrying it.
func (p *Play) exApply(c rules.Command, who string) {
	if c == nil {
		return
	}
	if err := p.apply(c); err != nil {
		p.stalled = fmt.Sprintf("%s chose a command the rules refused (%s): %v", who, c.CommandName(), err)
	}
}

// exploreStatus is the top bar's right-hand text in an Explore game.
func (p *Play) exploreStatus() string {
	if p.clState() != nil {
		return p.classicStatus() // classic_play.go
	}
	s := p.exState()
	if s == nil {
		return ""
	}
	if p.ex.placing != nil {
		return p.placingStatus() // explore_placing.go
	}
	if s.Rude != nil {
		return p.rudeStatus() // explore_rude.go
	}
	switch p.g.Phase {
	case rules.ConsulTurn:
		if s.Active != rules.NoModel && p.exHumanConsul() {
			return fmt.Sprintf("Skull points %d/%d · %s: %d MP, %d AP", s.SkullsLeft(), explore.SkullPointsPerTurn,
				shortName(p.g.Model(s.Active).Card), explore.MPLeft(p.g), explore.APLeft(p.g))
		}
		return fmt.Sprintf("Coins %d · Skull points %d/%d", p.g.Coins, s.SkullsLeft(), explore.SkullPointsPerTurn)
	case rules.ConsulPowerUp:
		if s.SpawnLeft > 0 {
			return fmt.Sprintf("Coins %d · Spawn %s", p.g.Coins, plural(s.SpawnLeft, "skull point", "skull points"))
		}
	}
	if p.g.Phase != rules.HeroTurn {
		// The party's count of activations belongs to its own turn; in a
		// power-up it would read as something still to do.
		return fmt.Sprintf("Coins %d", p.g.Coins)
	}
	return fmt.Sprintf("Coins %d · Activations %d/%d", p.g.Coins, p.g.ActivationsThisTurn, p.g.ActivationsPerTurn())
}

// exploreObjective is the goal line of an Explore game, for the side at
// the screen (the party's unless only the Consul is a person).
func (p *Play) exploreObjective() objective {
	if p.clState() != nil {
		return p.classicObjective() // classic_play.go
	}
	g := p.g
	s := p.exState()
	var spawns, bosses []*rules.Model
	for i := range g.Models {
		m := &g.Models[i]
		if !m.InPlay {
			continue
		}
		switch {
		case m.Kind == rules.KindSpawningPoint:
			spawns = append(spawns, m)
		case s != nil && m.ID == s.BossID:
			bosses = append(bosses, m)
		}
	}
	boss := s.Boss
	lose := fmt.Sprintf("the Consul wins when more Heroes fall in one turn than the party has Princess Coins to bring back (%d now)", g.Coins)
	if p.rudeGame() {
		// Rude Supers, "Victory Conditions" (explore_rude.go).
		lose = "the Consul wins when every Hero in the dungeon has fallen (a fallen Hero comes back for a Princess Coin in the power-up)"
		if p.ex.heroAI != nil && p.ex.consulAI == nil {
			return rudeConsulObjective(s, boss)
		}
	}
	if p.ex.heroAI != nil && p.ex.consulAI == nil {
		// The person at the screen is the Consul.
		return objective{
			text:   fmt.Sprintf("Consul's goal: fell more Heroes in a turn than the party's %s", plural(g.Coins, "coin", "coins")),
			short:  "Goal: fell the Heroes",
			banner: "You are the Consul: bring the party down",
			tip:    fmt.Sprintf("You win when more Heroes fall in one turn than the party has Princess Coins to bring back (%d now). %s Four skull points a turn pay for activations: 8-Bit and SUPER monsters that began the turn in play are free.", g.Coins, partyGoal(s, boss)),
		}
	}
	if o, ok := p.modeObjective(lose); ok { // explore_tokens.go
		return o
	}
	if len(bosses) > 0 {
		return objective{
			text:    "Goal: defeat " + boss,
			short:   "Goal: beat the boss",
			banner:  "Defeat " + boss + "!",
			tip:     fmt.Sprintf("The Heroes win when %s falls; %s.", boss, lose),
			targets: bosses, what: "boss",
		}
	}
	o := objective{
		text:   fmt.Sprintf("Goal: defeat %s; the spawning points (%d left) feed the Consul", boss, len(spawns)),
		short:  fmt.Sprintf("Goal: beat %s", shortName(boss)),
		banner: fmt.Sprintf("Defeat %s, the dungeon boss", boss),
		tip: fmt.Sprintf("The Heroes win when %s falls. It arrives when the Mighty Monster Chart reaches it, or as soon as no spawning point is left: destroying them brings the fight sooner and earns treasure. %s.",
			boss, upperFirst(lose)),
		targets: spawns, what: "spawning point",
	}
	if s != nil && s.Rude != nil {
		o.tip = fmt.Sprintf("The Heroes win when %s falls. It enters once the Heroes have destroyed as many spawning points and mini-bosses as there are Heroes, when their Princess Coins run out, or when no spawning point is left. The Consul wins when every Hero still standing falls in one round.", boss)
	}
	return o
}

// partyGoal says, for the Consul, how the party wins.
func partyGoal(s *explore.State, boss string) string {
	switch {
	case s != nil && s.Variant == explore.VariantRescue:
		return "The party wins if a Hero carries the prince back to the start token."
	case s != nil && s.Variant == explore.VariantArtifact:
		return "The party wins if a Hero carries the artifact to the end token."
	}
	return fmt.Sprintf("The party wins if %s falls.", boss)
}

// upperFirst is s with its first letter a capital (s as it is when it
// starts with anything else).
func upperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 || !unicode.IsLower(r) {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// timeoutButtons are the party's answer to the boss's timeout (Explore
// rulebook, "Timeout", step 1: the party may discard any number of
// backpack cards to heal one Hero, one wound or status effect per card):
// each backpack card is a button that marks it to discard or keep (the
// computer's choice, explore.DefaultTimeoutChoice, marked at first), then
// a button per Hero in the dungeon heals that Hero with the marked cards,
// and "Keep the cards" discards nothing.
func (p *Play) timeoutButtons() []*actionButton {
	pack := p.g.Backpack
	if p.ex.timeoutFor != p.version || len(p.ex.timeoutPick) != len(pack) {
		// A fresh choice: the cards the computer would give, marked.
		p.ex.timeoutFor = p.version
		p.ex.timeoutPick = make([]bool, len(pack))
		def := explore.DefaultTimeoutChoice(p.g)
		for _, c := range def.Cards {
			for i := range pack {
				if pack[i] == c && !p.ex.timeoutPick[i] {
					p.ex.timeoutPick[i] = true
					break
				}
			}
		}
	}
	var out, heal []*actionButton
	var chosen []string
	for i, card := range pack {
		i := i
		b := &actionButton{label: card, cost: "keep", tip: fmt.Sprintf("The boss's timeout: click to discard %s to heal a Hero", card)}
		if p.ex.timeoutPick[i] {
			b.cost, b.active = "discard", true
			b.tip = fmt.Sprintf("The boss's timeout: %s will be discarded to heal one wound or status effect. Click to keep it", card)
			chosen = append(chosen, card)
		}
		b.onClick = func() { p.ex.timeoutPick[i] = !p.ex.timeoutPick[i]; p.barVersion = 0 }
		out = append(out, b)
	}
	n := len(chosen)
	for _, id := range p.g.HeroesInPlay() {
		h := p.g.Model(id)
		c := explore.TimeoutChoice{Hero: id, Cards: slices.Clone(chosen)}
		b := &actionButton{label: "Heal " + shortName(h.Card), cost: fmt.Sprintf("%s, %s", plural(n, "card", "cards"), plural(h.Wounds, "wound", "wounds")),
			tip: fmt.Sprintf("The boss's timeout: discard %s (%s) to heal %s of %s (it has %s and %s)", plural(n, "card", "cards"), strings.Join(chosen, ", "),
				plural(n, "wound or status effect", "wounds or status effects"), h.Card, plural(h.Wounds, "wound", "wounds"), plural(h.Statuses.Count(), "status effect", "status effects"))}
		if n == 0 {
			b.disabled = "Mark the backpack cards to discard first (click a card)."
		}
		b.onClick = func() { p.apply(c) }
		heal = append(heal, b)
	}
	keep := &actionButton{label: "Keep the cards", cost: "heal nobody", tip: "The boss's timeout: the party discards nothing and nobody is healed"}
	keep.onClick = func() { p.apply(explore.TimeoutChoice{Hero: rules.NoModel}) }
	return append(append(out, heal...), keep)
}
