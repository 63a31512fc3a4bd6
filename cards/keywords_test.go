package cards

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseKeyword(t *testing.T) {
	for in, want := range map[string]Keyword{
		"Lance 6":                {Name: "Lance", Value: 6},
		"Fly":                    {Name: "Fly"},
		"Immune Poison":          {Name: "Immune", Of: Poison},
		"Immune: Status Effects": {Name: "Immune"},
		"Massive Damage":         {Name: "Massive Damage"},
		"Poison":                 {Name: "Poison"},
	} {
		got, err := ParseKeyword(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, got, in)
		assert.Equal(t, in, got.String(), "round trip")
	}
	for _, bad := range []string{"Lance", "Fly 2", "Flyy", "Immune Sadness", "Heal x", ""} {
		_, err := ParseKeyword(bad)
		assert.Error(t, err, bad)
	}
}
