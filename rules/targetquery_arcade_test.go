package rules_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// Targets (the shared set-up behind LegalTargets) agrees with checkTarget
// for every Hero, every action it has and many random positions, with one
// Targets reused across a Hero's actions as the AI does; its ChanceToWound
// agrees with the Game's (Arcade rulebook, "Offensive Actions").
func TestTargetsAgreeWithCheckTarget(t *testing.T) {
	checked, legal, chances := 0, 0, 0
	for seed := uint64(1); seed <= 6; seed++ {
		g := arcadeGame(t, seed)
		r := rand.New(rand.NewPCG(seed, 99))
		memo := &rules.SightMemo{}
		for round := 0; round < 15; round++ {
			if round%3 != 2 {
				rules.ShakeHeroes(g, r)
			} else {
				// The Heroes stay; a monster leaves play, so sight lines
				// it blocked open up (the memo must see it).
				var in []*rules.Model
				for i := range g.Models {
					if m := &g.Models[i]; m.InPlay && m.Kind == rules.KindMonster {
						in = append(in, m)
					}
				}
				if len(in) > 0 {
					in[r.IntN(len(in))].InPlay = false
				}
			}
			for _, id := range g.HeroesInPlay() {
				h := g.Model(id)
				names := rules.BasicAttackNames()
				if hc := g.HeroCard(h); hc != nil {
					for _, a := range hc.Actions {
						names = append(names, a.Name)
					}
				}
				q := g.TargetsOf(id)
				for _, name := range names {
					want := rules.LegalByCheck(g, id, name)
					label := fmt.Sprintf("seed %d round %d: %s %s", seed, round, h.Card, name)
					require.Equal(t, want, q.Legal(name), label)
					// A fresh Targets for each action, sharing one sight
					// memo over the whole game: the memo must notice every
					// move the shaking makes.
					require.Equal(t, want, g.TargetsWith(id, memo).Legal(name), label+" (memo)")
					require.Equal(t, want, g.LegalTargets(id, name), label)
					checked++
					if len(want) > 0 && !slices.Equal(want, []rules.ModelID{id}) {
						legal++
					}
					// The chance to wound each model, as the engine's own
					// query works it out (errors included).
					for i := range g.Models {
						wantP, wantErr := g.ChanceToWound(id, name, rules.ModelID(i))
						gotP, gotErr := q.ChanceToWound(name, rules.ModelID(i))
						require.Equal(t, wantErr == nil, gotErr == nil, "%s vs model %d", label, i)
						require.Equal(t, wantP, gotP, "%s vs model %d", label, i)
						if wantErr == nil && wantP > 0 {
							chances++
						}
					}
				}
			}
		}
	}
	t.Logf("%d checked, %d with targets, %d chances to wound", checked, legal, chances)
	assert.Greater(t, chances, checked, "chances to wound were compared")
	assert.Greater(t, legal, checked/10, "many actions had targets other than the user (%d of %d)", legal, checked)
}
