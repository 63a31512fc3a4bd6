package main

import (
	"image/png"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestBadFlagsAreRejectedWithOneLine(t *testing.T) {
	out := filepath.Join(t.TempDir(), "x.png")
	for _, args := range [][]string{
		{},                                // missing -o
		{"-o", out, "-size", "3"},         // too small
		{"-o", out, "-size", "abc"},       // not a number
		{"-o", out, "-names", "Beholder"}, // unknown model
		{"-o", out, "-anims", "dance"},    // unknown animation
		{"-o", out, "-bogus"},             // unknown flag
		{"-o", out, "extra"},              // stray argument
		{"-o", out, "-grid", "-2"},
	} {
		err := run(args, io.Discard)
		require.Error(t, err, "%v", args)
		assert.NotContains(t, err.Error(), "\n", "%v: one-line message", args)
		_, statErr := os.Stat(out)
		assert.True(t, os.IsNotExist(statErr), "%v: nothing written on bad flags", args)
	}
}

func TestWritesASheet(t *testing.T) {
	out := filepath.Join(t.TempDir(), "sheet.png")
	require.NoError(t, run([]string{"-o", out, "-size", "32", "-names", "Tincan,Rex", "-anims", "idle,death"}, io.Discard))
	f, err := os.Open(out)
	require.NoError(t, err)
	defer f.Close()
	img, err := png.Decode(f)
	require.NoError(t, err)
	// Rex is 2x2: its row is the widest: label + portrait + 12 frames of
	// 64 px, plus room for two projectile frames.
	assert.Equal(t, labelW+15*(64+pad), img.Bounds().Dx())
}

func TestWritesABoard(t *testing.T) {
	out := filepath.Join(t.TempDir(), "board.png")
	require.NoError(t, run([]string{"-o", out, "-size", "16", "-grid", "6"}, io.Discard))
	f, err := os.Open(out)
	require.NoError(t, err)
	defer f.Close()
	img, err := png.Decode(f)
	require.NoError(t, err)
	assert.Equal(t, 6*16, img.Bounds().Dx())
}
