package scene

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/superdungeon-digital/superdungeon/rules"
)

// Arcade rulebook, "Potions": green potions are drunk in the Consul turn.
// While one could be drunk, the Consul's turn rests a second between its
// steps at 4x, so a player can answer a wound (played by mouse at 4x: the
// whole turn went by in three seconds and a drink was "too late"); at
// Instant it does not wait.
func TestConsulRestsBetweenStepsWhileAGreenPotionCouldBeDrunk(t *testing.T) {
	for _, speed := range []int{4, 1000} {
		sp := newScenePlay(t, witchBeset, nil)
		p := sp.p
		p.speed = speed
		// The longest stretch with no playback between two steps.
		longest, idle := 0, 0
		for i := 0; i < 5000 && p.g.Phase == rules.ConsulTurn; i++ {
			v := p.version
			runTicks(t, p, sp.ctx, 1)
			switch {
			case p.busy() || p.version != v:
				idle = 0
			default:
				idle++
				longest = max(longest, idle)
			}
		}
		assert.NotEqual(t, rules.ConsulTurn, p.g.Phase, "speed %d: the turn ends", speed)
		if speed == 4 {
			assert.GreaterOrEqual(t, longest, greenDwellTicks-2, "a second to drink between steps")
		} else {
			assert.Less(t, longest, 10, "Instant does not wait")
		}
	}
}
