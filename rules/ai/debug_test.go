package ai

import (
	"fmt"
	"os"
	"testing"

	"github.com/superdungeon-digital/superdungeon/rules"
)

func TestDebugTrace(t *testing.T) {
	if os.Getenv("AITRACE") == "" {
		t.Skip("set AITRACE")
	}
	g := arcade(t, 2, balancedParty)
	f, _ := os.Create("/tmp/trace.txt")
	defer f.Close()
	_, err := Play(g, New(), PlayOptions{Record: func(c rules.Command, evs []rules.Event) {
		fmt.Fprintf(f, "== T%d %s: %T %+v\n", g.Turn, g.Phase, c, c)
		for _, e := range evs {
			fmt.Fprintf(f, "   %s\n", e)
		}
	}})
	fmt.Fprintln(f, err, g.Over)
}
