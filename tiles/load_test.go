package tiles

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestEmbeddedDataLoads(t *testing.T) {
	s, err := LoadSet()
	require.NoError(t, err)
	require.Len(t, s.Tiles, 4)
}
