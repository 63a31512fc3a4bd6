package scene

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/classic"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// classicPlay opens a classic Crawl of seed with the given roles, after
// its first two ticks, playing back instantly.
func classicPlay(t testing.TB, seed uint64, roles ExploreRoles) (*Play, *Context) {
	t.Helper()
	ctx := newContext(t)
	p, err := newClassicPlay(classic.Setup{Seed: seed, Size: "crawl", Heroes: classicParty(3)}, roles)
	require.NoError(t, err)
	runTicks(t, p, ctx, 2)
	p.speed = 1000
	return p, ctx
}

// The computer plays both sides of a classic game on screen to its end:
// every round's spawning phase and initiative pass without a refusal, the
// Consul explains itself in the log, and the game-over panel names the
// winner.
func TestClassicComputerSidesPlayToTheEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a whole game")
	}
	p, ctx := classicPlay(t, 4, ExploreRoles{HeroesAI: true, ConsulAI: true})
	p.auto = p.ex.heroAI
	exRunUntil(t, p, ctx, 80000, "the end of the game", func() bool { return p.g.Over != "" && !p.busy() })
	explained, rolled := 0, 0
	for _, l := range p.log {
		if l.kind == "consul-decision" {
			explained++
		}
		if l.kind == "initiative" {
			rolled++
		}
	}
	assert.Positive(t, explained, "the computer Consul's reasons are in the log")
	assert.Positive(t, rolled, "the initiative rolls are in the log")
	title, _, _ := p.gameOverText()
	assert.Contains(t, []string{"Victory!", "Defeat"}, title)
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	saveScreen(t, screen, "classic-over.png")
	fmt.Println(p.g.Turn, p.g.Over)
}

var _ = strings.Contains
var _ tiles.Point
var _ rules.Phase
