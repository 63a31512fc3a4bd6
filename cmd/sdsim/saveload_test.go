package main

import (
	"math/rand/v2"
	"os"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/ai"
	"github.com/superdungeon-digital/superdungeon/rules/arcade"
	"github.com/superdungeon-digital/superdungeon/rules/replay"
)

// nextCommand is the whole game's next command: the hero AI's choice, or
// what moves the turn on when the Heroes have nothing to decide.
func nextCommand(g *rules.Game, p *ai.Player, hooked map[int]bool) rules.Command {
	if c := p.Next(g); c != nil {
		return c
	}
	switch g.Phase {
	case rules.HeroPowerUp, rules.ConsulPowerUp:
		key := g.Turn*4 + int(g.Phase)
		if !hooked[key] {
			hooked[key] = true
			return arcade.ResolveHooks{}
		}
		return rules.EndPhase{}
	case rules.ConsulTurn:
		if _, more := arcade.ConsulNextStep(g); !more {
			return rules.EndPhase{}
		}
		return arcade.ConsulStep{}
	}
	return rules.EndPhase{}
}

// TestAIGamesSavedMidwayFinishTheSame: seeded AI games are saved at a random
// command, loaded, and finished with the same commands; the final state hash
// must equal playing straight through (issue 8). SD_SAVELOAD_GAMES sets the
// number of games (1,000 for the full check; CI plays fewer).
func TestAIGamesSavedMidwayFinishTheSame(t *testing.T) {
	games := 12
	if testing.Short() {
		games = 4
	}
	if v, err := strconv.Atoi(os.Getenv("SD_SAVELOAD_GAMES")); err == nil && v > 0 {
		games = v
	}
	data, err := replay.LoadData()
	require.NoError(t, err)
	party := []string{"Riftling Warrior", "Moonspire Guardian", "Sanctioned Witch"}
	for i := 0; i < games; i++ {
		seed := uint64(1000 + i)
		sess, err := data.NewSession(replay.Setup{Seed: seed, Heroes: party})
		require.NoError(t, err)
		player, hooked := ai.New(), map[int]bool{}
		for n := 0; n < 3000 && sess.Game().Over == "" && sess.Game().Turn <= 30; n++ {
			c := nextCommand(sess.Game(), player, hooked)
			_, err := sess.Apply(c)
			require.NoError(t, err, "seed %d command %d (%s)", seed, n, c.CommandName())
		}
		cmds := sess.Commands()
		want := sess.Game().Hash()

		// Replay the first k commands, save, load, and apply the rest.
		k := rand.New(rand.NewPCG(seed, 99)).IntN(len(cmds) + 1)
		part, err := data.NewSession(replay.Setup{Seed: seed, Heroes: party})
		require.NoError(t, err)
		for _, c := range cmds[:k] {
			_, err := part.Apply(c)
			require.NoError(t, err)
		}
		saved, err := part.Save(nil)
		require.NoError(t, err)
		loaded, _, err := data.Load("mid-game save", saved)
		require.NoError(t, err, "seed %d saved after %d commands", seed, k)
		for _, c := range cmds[k:] {
			_, err := loaded.Apply(c)
			require.NoError(t, err, "seed %d after loading at %d", seed, k)
		}
		require.Equal(t, want, loaded.Game().Hash(), "seed %d: saved after %d of %d commands", seed, k, len(cmds))
	}
}
