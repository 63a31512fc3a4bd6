package replay

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/arcade"
)

// playUntil lets the test player go on until done says the last command
// made the situation wanted; false if the game ended or ran long first.
func playUntil(t *testing.T, s *Session, done func(last rules.Command) bool) bool {
	t.Helper()
	for n := 0; n < 600; n++ {
		c := choose(s.Game())
		if c == nil {
			return false
		}
		_, err := s.Apply(c)
		require.NoError(t, err)
		if done(c) {
			return true
		}
	}
	return false
}

func is[C rules.Command](c rules.Command) bool { _, ok := c.(C); return ok }

// firstStep is a one-square move for the active Hero that reveals nothing.
func firstStep(t *testing.T, s *Session) rules.Move {
	t.Helper()
	g := s.Game()
	for _, r := range g.ReachableSquares(g.Active) {
		if path, _, ok := g.PathTo(g.Active, r.At); ok && len(path) == 1 {
			if _, err := g.Clone().Apply(rules.Move{Path: path}); err == nil {
				return rules.Move{Path: path}
			}
		}
	}
	t.Fatal("no one-square move")
	return rules.Move{}
}

func mustApply(t *testing.T, s *Session, c rules.Command) {
	t.Helper()
	_, err := s.Apply(c)
	require.NoError(t, err, c.CommandName())
}

// What can and cannot be undone, and the reason the player is shown
// (issue 8: undo within a Hero activation back to, not past, the last
// dice roll, card draw or chest).
func TestUndoTable(t *testing.T) {
	for _, tc := range []struct {
		situation string
		seed      uint64
		reach     func(t *testing.T, s *Session)
		can       bool
		reason    string
		after     string // CanUndo's reason once the one undo is done
	}{
		{"a new game, no Hero activating", 1, func(*testing.T, *Session) {}, false, ReasonNoHero, ""},
		{"a Hero has just started its activation", 1, func(t *testing.T, s *Session) {
			mustApply(t, s, rules.StartActivation{Hero: s.Game().Heroes()[0]})
		}, true, "undo start activation", ReasonNoHero},
		{"the Hero has moved", 1, func(t *testing.T, s *Session) {
			mustApply(t, s, rules.StartActivation{Hero: s.Game().Heroes()[0]})
			mustApply(t, s, firstStep(t, s))
		}, true, "undo move", "undo start activation"},
		{"the Hero has moved twice", 1, func(t *testing.T, s *Session) {
			mustApply(t, s, rules.StartActivation{Hero: s.Game().Heroes()[0]})
			mustApply(t, s, firstStep(t, s))
			mustApply(t, s, firstStep(t, s))
		}, true, "undo move", "undo move"},
		{"the Hero has attacked (dice rolled)", 1, func(t *testing.T, s *Session) {
			require.True(t, playUntil(t, s, is[rules.Attack]))
		}, false, ReasonDice, ""},
		{"the Hero moved after attacking", 1, func(t *testing.T, s *Session) {
			require.True(t, playUntil(t, s, func(c rules.Command) bool {
				g := s.Game()
				return is[rules.Attack](c) && g.Active != rules.NoModel && g.MPLeft(g.Active) > 0 && len(g.ReachableSquares(g.Active)) > 0
			}))
			mustApply(t, s, firstStep(t, s))
		}, true, "undo move", ReasonDice},
		{"a chest has been opened", 0, func(t *testing.T, s *Session) {}, false, ReasonChest, ""},
		{"the activation has ended", 1, func(t *testing.T, s *Session) {
			require.True(t, playUntil(t, s, is[rules.EndActivation]))
		}, false, ReasonEnded, ""},
		{"the Heroes' power-up", 1, func(t *testing.T, s *Session) {
			require.True(t, playUntil(t, s, func(rules.Command) bool { return s.Game().Phase == rules.HeroPowerUp }))
		}, false, ReasonPowerUp, ""},
		{"a step of the Consul's turn", 1, func(t *testing.T, s *Session) {
			require.True(t, playUntil(t, s, is[arcade.ConsulStep]))
		}, false, ReasonConsul, ""},
		{"the whole Consul turn", 1, func(t *testing.T, s *Session) {
			require.True(t, playUntil(t, s, is[arcade.PlayConsulTurn]))
		}, false, ReasonConsul, ""},
		{"the game is over", 1, func(t *testing.T, s *Session) {
			playUntil(t, s, func(rules.Command) bool { return false })
			require.NotEmpty(t, s.Game().Over)
		}, false, ReasonOver, ""},
	} {
		t.Run(tc.situation, func(t *testing.T) {
			var s *Session
			if tc.reason == ReasonChest {
				s = sessionWithChestOpened(t)
			} else {
				s = newTestSession(t, tc.seed)
				tc.reach(t, s)
			}
			can, reason := s.CanUndo()
			assert.Equal(t, tc.can, can)
			assert.Equal(t, tc.reason, reason)
			before := s.Game().Hash()
			n := len(s.Commands())
			_, err := s.Undo()
			if tc.can {
				require.NoError(t, err)
				assert.Len(t, s.Commands(), n-1)
				assert.NotEqual(t, before, s.Game().Hash())
				_, after := s.CanUndo()
				assert.Equal(t, tc.after, after, "after one undo")
			} else {
				assert.EqualError(t, err, tc.reason, "Undo says the same as CanUndo")
				assert.Equal(t, before, s.Game().Hash(), "a refused undo changes nothing")
				assert.Len(t, s.Commands(), n)
			}
		})
	}
}

// sessionWithChestOpened finds a seed where the test player opens a chest.
func sessionWithChestOpened(t *testing.T) *Session {
	for seed := uint64(1); seed <= 60; seed++ {
		s := newTestSession(t, seed)
		if playUntil(t, s, is[rules.OpenChest]) {
			return s
		}
	}
	t.Fatal("no test game opens a chest")
	return nil
}

// Undo goes back exactly: the game and the record are as they were before
// the command, and it stops at the last reveal, never further.
func TestUndoRestoresExactly(t *testing.T) {
	s := newTestSession(t, 1)
	before := s.Game().Hash()
	mustApply(t, s, rules.StartActivation{Hero: s.Game().Heroes()[0]})
	start, startCmds := s.Game().Hash(), len(s.Commands())
	m1 := firstStep(t, s)
	mustApply(t, s, m1)
	mid := s.Game().Hash()
	mustApply(t, s, firstStep(t, s))

	c, err := s.Undo()
	require.NoError(t, err)
	assert.IsType(t, rules.Move{}, c)
	assert.Equal(t, mid, s.Game().Hash())
	c, err = s.Undo()
	require.NoError(t, err)
	assert.Equal(t, m1, c)
	assert.Equal(t, start, s.Game().Hash())
	assert.Len(t, s.Commands(), startCmds)
	ok, why := s.CanUndo()
	assert.True(t, ok)
	assert.Equal(t, "undo start activation", why, "the activation itself, its start having shown nothing")
	c, err = s.Undo()
	require.NoError(t, err)
	assert.IsType(t, rules.StartActivation{}, c)
	assert.Equal(t, before, s.Game().Hash(), "as before the Hero was chosen")
	ok, why = s.CanUndo()
	assert.False(t, ok)
	assert.Equal(t, ReasonNoHero, why, "never past the start of the activation")
	// The record after undo replays to the same game.
	require.NoError(t, shared(t).Verify(s.Replay()))
}

// Over many games, at every command: Attack and OpenChest always block
// undo, Consul commands always do, and whenever undo is allowed, undoing
// and re-applying the same command gives the same game (the restored
// clone continues identically, random source included).
func TestUndoProperty(t *testing.T) {
	seeds := 20
	if testing.Short() || raceEnabled {
		seeds = 5
	}
	undone := 0
	for seed := uint64(1); seed <= uint64(seeds); seed++ {
		s := newTestSession(t, seed)
		r := rand.New(rand.NewPCG(seed, 99))
		for n := 0; n < 600; n++ {
			c := choose(s.Game())
			if c == nil {
				break
			}
			mustApply(t, s, c)
			can, why := s.CanUndo()
			label := fmt.Sprintf("seed %d command %d (%s)", seed, len(s.Commands()), c.CommandName())
			switch c.(type) {
			case rules.Attack:
				assert.Equal(t, ReasonDice, why, label)
			case rules.OpenChest:
				assert.Equal(t, ReasonChest, why, label)
			case arcade.ConsulStep, arcade.PlayConsulTurn:
				if s.Game().Over == "" {
					assert.Equal(t, ReasonConsul, why, label)
				}
			case rules.StartActivation:
				// Taken back unless its upkeep showed something.
				if !can {
					assert.Contains(t, []string{ReasonDice, ReasonCard, ReasonRandom}, why, label)
				}
			}
			if can && r.IntN(2) == 0 {
				after := s.Game().Hash()
				back, err := s.Undo()
				require.NoError(t, err, label)
				assert.Equal(t, c, back, label)
				mustApply(t, s, back)
				assert.Equal(t, after, s.Game().Hash(), label)
				undone++
			}
		}
		require.NoError(t, shared(t).Verify(s.Replay()), "seed %d", seed)
	}
	t.Logf("%d games, %d undo-redo checks", seeds, undone)
	assert.Positive(t, undone)
}

// A Recorder (no undo) writes the same replay as a Session for the same
// commands, and it verifies.
func TestRecorderMatchesSession(t *testing.T) {
	d := shared(t)
	s := newTestSession(t, 9)
	playOn(t, s, 120)
	g, _, err := arcade.New(s.Setup().Arcade(d))
	require.NoError(t, err)
	rec := NewRecorder(s.Setup(), g)
	for _, c := range s.Commands() {
		_, err := rec.Apply(c)
		require.NoError(t, err)
	}
	assert.Equal(t, s.Replay(), rec.Replay())
	require.NoError(t, d.Verify(rec.Replay()))
	_, err = rec.Apply(&rules.Move{})
	assert.ErrorContains(t, err, "no encoding", "a command the format cannot write is refused")
	assert.Equal(t, len(s.Commands()), rec.Len())
}
