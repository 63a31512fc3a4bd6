package scene

import (
	"encoding/json"
	"fmt"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/ai"
	"github.com/superdungeon-digital/superdungeon/rules/arcade"
	"github.com/superdungeon-digital/superdungeon/rules/classic"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
	"github.com/superdungeon-digital/superdungeon/rules/replay"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// BalancedParty is the rulebook's recommended first party.
var BalancedParty = []string{"Riftling Warrior", "Moonspire Guardian", "Sanctioned Witch"}

// NewArcadeGame sets up an Arcade game with the balanced party (one click
// from the title, as a booth needs) and opens the play screen on it.
func NewArcadeGame(seed uint64) (Scene, error) {
	return newPlayFromSetup(arcade.Setup{Seed: seed, Heroes: BalancedParty})
}

// newPlayFromSetup sets up the Arcade game s describes and opens it.
func newPlayFromSetup(s arcade.Setup) (*Play, error) {
	sess, err := replay.NewSession(replay.SetupOf(s))
	if err != nil {
		return nil, fmt.Errorf("set up the game: %w", err)
	}
	p, err := newPlayFromSession(sess)
	if err != nil {
		return nil, err
	}
	p.log = append(p.log, logLine{text: fmt.Sprintf("A new dungeon (seed %d): the first tile's spawning point has spawned its monsters.", s.Seed), kind: "phase"})
	return p, nil
}

// newPlayFromSession opens the play screen on a recorded game: every
// command goes through the session, so the game can be saved, exported as a
// replay and undone within an activation.
func newPlayFromSession(sess *replay.Session) (*Play, error) {
	set, err := tiles.LoadSet()
	if err != nil {
		return nil, fmt.Errorf("tile data: %w", err)
	}
	p := NewPlay(sess.Game(), nil, set.Effects)
	p.sess = sess
	if explore.StateOf(sess.Game()) != nil {
		// An Explore game: a person plays the Heroes against the computer
		// Consul unless the save says otherwise (explore_play.go).
		p.ex = &exploreSide{handSide: sideOf(sess.Game().Phase)}
		if es, err := sess.Setup().Explore(replay.Data{}); err == nil {
			p.ex.setup = es
		}
		p.setExploreRoles(ExploreRoles{ConsulAI: true})
	}
	if classic.StateOf(sess.Game()) != nil {
		p.openClassic(sess) // classic_play.go
	}
	return p, nil
}

// ContinueGame opens the most recent saved game (see latestSlot).
func ContinueGame(st *Store) (Scene, error) {
	if st == nil {
		return nil, fmt.Errorf("no place to keep saves on this device")
	}
	s, ok := latestSlot(listSlots(st))
	if c, cok := latestCampaignSlot(st); cok && (!ok || s.label == nil || c.save.saved.After(s.label.Saved)) {
		return openCampaignScene(st, c.name) // a Legends campaign was played last
	}
	if !ok {
		return nil, fmt.Errorf("there is no saved game to continue")
	}
	return openSlot(st, s.name)
}

// openSlot resumes the game saved in a slot, with its log; a bad file is
// set aside by the store and the error says what was wrong and where the
// file was kept.
func openSlot(st *Store, name string) (*Play, error) {
	var (
		sess  *replay.Session
		view  json.RawMessage
		known []byte
	)
	err := st.Open(name, func(where string, data []byte) error {
		var err error
		sess, view, err = replay.Load(where, data)
		known = data
		return err
	})
	if err != nil {
		return nil, err
	}
	p, err := newPlayFromSession(sess)
	if err != nil {
		return nil, err
	}
	p.slot, p.lastSaved = name, known
	p.stats = replayStats(sess.Replay())
	p.restoreLog(view)
	p.restoreCamera(view)
	p.restoreExploreRoles(view)
	if w := welcomeBack(sess.Game()); w != "" {
		p.log = append(p.log, logLine{text: w, kind: "phase"})
	}
	// The goal's line says it; its big announcement covered the board
	// for seconds on every Continue (played at 200%).
	p.objAge = objectiveBannerTicks
	return p, nil
}

// welcomeBack is the log's line for a game opened from its save; none for
// a finished one, whose end stays the last line (played by mouse: "Welcome
// back: turn 11" after "the Heroes win").
func welcomeBack(g *rules.Game) string {
	if g.Over != "" {
		return ""
	}
	return fmt.Sprintf("Welcome back: turn %d, %s.", g.Turn, phaseBanner(g.Phase))
}

// replayStats counts the game-over panel's numbers over a saved game's
// commands from the start, so a game continued from a save reports the
// whole game, not only what was played since Continue (a hot-seat game
// resumed twice ended showing 0 spawning points destroyed after two).
func replayStats(r *replay.Replay) gameStats {
	var s gameStats
	c, err := replay.Start(r)
	if err != nil {
		return s
	}
	for !c.Done() {
		_, evs, err := c.Next()
		if err != nil {
			break // Resume has already checked the commands
		}
		for _, e := range evs {
			s.count(c.Game(), e)
		}
	}
	return s
}

// NewDemoGame opens a game the hero AI plays: the attract mode of the title
// screen (attract: a "Click to play" banner, and any input goes back to the
// title) or the -autoplay flag (attract false: watch the AI play).
func NewDemoGame(seed uint64, attract bool) (Scene, error) {
	p, err := newPlayFromSetup(arcade.Setup{Seed: seed, Heroes: BalancedParty})
	if err != nil {
		return nil, err
	}
	p.auto = ai.New()
	p.attract = attract
	p.speed = demoSpeed
	p.demoSeed = seed
	return p, nil
}
