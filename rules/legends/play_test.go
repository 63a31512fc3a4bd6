package legends

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// The AI plays the whole campaign through, the campaign file round-trips
// through JSON after every adventure and downtime step.
func TestAIPlaysCampaign(t *testing.T) {
	d := loadData(t)
	for seed := uint64(1); seed <= 4; seed++ {
		c, err := NewCampaign(d, "dusk-drake", []string{"Knight", "Mage", "Cleric", "Ranger"}, seed)
		require.NoError(t, err)
		r, err := PlayCampaign(d, c, NewAI(seed), func(c *Campaign) error {
			b, err := MarshalCampaign(c)
			if err != nil {
				return err
			}
			back, err := LoadCampaign(d, b)
			if err != nil {
				return err
			}
			b2, _ := MarshalCampaign(back)
			require.JSONEq(t, string(b), string(b2))
			return nil
		})
		require.NoError(t, err)
		t.Logf("seed %d: %+v played %v", seed, r, c.Played)
	}
}
