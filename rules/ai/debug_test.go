package ai

import (
	"fmt"
	"os"
	"strconv"
	"testing"

	"github.com/superdungeon-digital/superdungeon/rules"
)

func TestDebugTrace(t *testing.T) {
	if os.Getenv("AITRACE") == "" {
		t.Skip("set AITRACE")
	}
	seed, _ := strconv.Atoi(os.Getenv("AITRACE"))
	g := arcade(t, uint64(seed), balancedParty)
	f, _ := os.Create("/tmp/trace.txt")
	defer f.Close()
	_, err := Play(g, New(), PlayOptions{Record: func(c rules.Command, evs []rules.Event) {
		fmt.Fprintf(f, "== T%d %s: %T %+v\n", g.Turn, g.Phase, c, c)
		for _, e := range evs {
			fmt.Fprintf(f, "   %s\n", e)
		}
	}})
	fmt.Fprintln(f, err, g.Over, "sp destroyed", g.SpawningPointsDestroyed, "boss", g.Consul.BossSpawned)
	fmt.Fprintln(f, "start", g.Board.Start, g.Board.IsSquare(g.Board.Start))
	for _, m := range g.Models {
		if m.InPlay {
			fmt.Fprintf(f, "%d %s %v wounds %d\n", m.ID, m.Card, m.Pos, m.Wounds)
		}
	}
}
