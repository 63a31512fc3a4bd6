package ai

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// areaByEngine is evalAction's answer for a Lance, Sweep, Wave, Cross or
// Aura worked out the long way: every aim's squares from the engine's
// AreaSquares (Arcade rulebook, "Area Effects"), valued by areaValue.
func areaByEngine(p *Player, v *view, me *rules.Model, act *cards.Action) (float64, bool) {
	var aims []rules.Aim
	if k := act.Area.Kind; k == "Lance" || k == "Sweep" {
		for _, d := range tiles.OrthoDirs {
			aims = append(aims, rules.Aim{Target: rules.NoModel, Dir: d})
		}
	} else {
		aims = append(aims, rules.Aim{Target: rules.NoModel})
	}
	best, found := 0.0, false
	for _, aim := range aims {
		if sq, err := v.g.AreaSquares(me, act.Area, aim); err == nil {
			if val := p.areaValue(v, me, act, sq); !found || val > best {
				best, found = val, true
			}
		}
	}
	return best, found && best > 0
}

// The planner skips the squares of an area that reaches no model but the
// user: its answer must be the one every square would give. Checked on
// every state of a few played games, for every Hero's area actions.
func TestAreaShortcutMatchesEngine(t *testing.T) {
	loadShared(t)
	checked, skipped := 0, 0
	for seed := uint64(1); seed <= 6; seed++ {
		g := arcadeGame(t, seed, balancedParty)
		p := New() // a Player of its own: the game's keeps its memos
		check := func(g *rules.Game) error {
			v := p.look(g)
			for _, me := range v.heroes {
				hc := g.HeroCard(me)
				if hc == nil {
					continue
				}
				for i := range hc.Actions {
					act := &hc.Actions[i]
					switch act.Area.Kind {
					case "Lance", "Sweep", "Wave", "Cross", "Aura":
					default:
						continue
					}
					if !usable(act) {
						continue
					}
					want, wantOK := areaByEngine(p, v, me, act)
					_, got, ok := p.evalAction(v, me, act)
					require.Equal(t, wantOK, ok, "%s %s", me.Card, act.Name)
					if ok {
						require.Equal(t, want, got, "%s %s", me.Card, act.Name)
					}
					checked++
					if !v.othersNear(me, max(1, act.Area.Size)) {
						skipped++
					}
				}
			}
			return nil
		}
		_, err := Play(g, New(), PlayOptions{Check: check})
		require.NoError(t, err)
	}
	t.Logf("%d area evaluations, %d with no one else in reach", checked, skipped)
	assert.Greater(t, skipped, 0, "the shortcut was taken")
	assert.Greater(t, checked, skipped, "and areas with models in reach were compared too")
}
