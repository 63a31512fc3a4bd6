package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestRunWitchScenario(t *testing.T) {
	var out, errb bytes.Buffer
	code := run([]string{"../../rules/testdata/witch.txt"}, &out, &errb)
	assert.Equal(t, 0, code, errb.String())
	assert.Contains(t, out.String(), "refused: Arcane Burst")
	assert.Contains(t, out.String(), `"Card": "Sanctioned Witch"`)
}

func TestRunMalformedExitsOne(t *testing.T) {
	p := filepath.Join(t.TempDir(), "bad.txt")
	assert.NoError(t, os.WriteFile(p, []byte("map\n+-+\n|.|\n+-+\nend\nbanana\n"), 0o644))
	var out, errb bytes.Buffer
	assert.Equal(t, 1, run([]string{p}, &out, &errb))
	assert.Contains(t, errb.String(), "line 6")
}
