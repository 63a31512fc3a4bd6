package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Card names hold spaces, so a log line lists them in words, never as a Go
// list the reader cannot split ("[Brass Goggles Padded Jerkin]").
func TestNameList(t *testing.T) {
	for _, tc := range []struct {
		names []string
		want  string
	}{
		{nil, "nothing"},
		{[]string{"Brass Goggles"}, "Brass Goggles"},
		{[]string{"Brass Goggles", "Padded Jerkin"}, "Brass Goggles and Padded Jerkin"},
		{[]string{"Bone Club", "Brass Goggles", "Padded Jerkin"}, "Bone Club, Brass Goggles and Padded Jerkin"},
	} {
		assert.Equal(t, tc.want, NameList(tc.names))
	}
}
