package arcade

import (
	"maps"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// Glossary, Regenerate (house rule): "Heals that many wounds at the start
// of each of its activations" — a made-up Tower Stalker with Regenerate 2
// loses two of its three wounds in the Consul's upkeep.
func TestRegenerateOnATestCard(t *testing.T) {
	base := testCatalog(t)
	cat := *base
	cat.Monsters = maps.Clone(base.Monsters)
	st := *base.Monsters["Tower Stalker"]
	st.Hearts = 5
	st.Abilities = append(slices.Clone(st.Abilities), cards.Keyword{Name: "Regenerate", Value: 2})
	cat.Monsters["Tower Stalker"] = &st
	g, id := boardWith(t, &cat, `
+-+-+-+-+
|R . . K|
+-+-+-+-+`, "R=Riftling Warrior", "K=Tower Stalker")
	g.Phase = rules.ConsulTurn
	g.Model(id['K']).Wounds = 3
	evs := asArcade(g).consulUpkeep()
	assert.Equal(t, 1, g.Model(id['K']).Wounds)
	h := find[rules.Healed](evs)
	require.Len(t, h, 1)
	assert.Equal(t, "Regenerate", h[0].Source)
}
