package cards

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"
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

// 1st edition, "Vulnerable: X": the status carries the ability it weakens
// against; an action's status list names it whole, nothing else may.
func TestParseVulnerable(t *testing.T) {
	for _, c := range []struct {
		in    string
		x     string
		isV   bool
		fails bool
	}{
		{"Vulnerable Fire", "Fire", true, false},
		{"Vulnerable:Magic", "Magic", true, false},
		{"Vulnerable: Melee", "Melee", true, false},
		{"Vulnerable Missile", "Missile", true, false},
		{"Vulnerable", "", true, true},
		{"Vulnerable Banana", "", true, true},
		{"Vulnerable Vulnerable", "", true, true},
		{"Fire", "", false, false},
		{"Vulnerables", "", false, false},
	} {
		x, isV, err := ParseVulnerable(c.in)
		assert.Equal(t, c.x, x, c.in)
		assert.Equal(t, c.isV, isV, c.in)
		assert.Equal(t, c.fails, err != nil, c.in)
	}
	for _, bad := range []string{"Vulnerable", "Vulnerable Fire"} {
		_, err := ParseKeyword(bad)
		assert.Error(t, err, "%s is no ability keyword", bad)
	}

	var l ActionList
	require.NoError(t, yaml.Unmarshal([]byte(`- {name: Scorch, type: offensive, roll: will, range: 4, status: [Vulnerable Fire, Slow], text: "A test."}`), &l))
	assert.Equal(t, []Status{Vulnerable, Slow}, l[0].Statuses)
	assert.Equal(t, "Fire", l[0].VulnerableTo)
	for _, bad := range []string{
		`- {name: A, type: offensive, roll: will, range: 4, status: [Vulnerable], text: "A test."}`,
		`- {name: A, type: offensive, roll: will, range: 4, status: [Vulnerable Sadness], text: "A test."}`,
		`- {name: A, type: offensive, roll: will, range: 4, self_status: [Vulnerable], text: "A test."}`,
	} {
		assert.Error(t, yaml.Unmarshal([]byte(bad), &l), bad)
	}
}
