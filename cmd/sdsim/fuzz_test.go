package main

import (
	"strings"
	"testing"
)

// FuzzParseFlags: any command line either parses to a valid config or
// fails with a one-line message; it never panics.
func FuzzParseFlags(f *testing.F) {
	f.Add("-games 10 -seed 3 -heroes 4")
	f.Add("-party random -difficulty hard -workers 1")
	f.Add("-heroes x -games -1")
	f.Add("--maxturns=5 extra")
	f.Fuzz(func(t *testing.T, line string) {
		c, err := parseFlags(strings.Fields(line))
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("multi-line error: %q", err)
			}
			return
		}
		if c.games < 1 || c.heroes < 3 || c.heroes > 6 || c.workers < 1 || c.maxTurns < 1 {
			t.Fatalf("invalid config accepted: %+v", c)
		}
	})
}
