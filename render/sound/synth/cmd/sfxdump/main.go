// Command sfxdump renders every effect (every variant) and music loop to WAV
// files and prints their measurements, so the sounds can be checked by
// number, or listened to, outside the game:
//
//	go run ./render/sound/synth/cmd/sfxdump -out /tmp/sfx
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/superdungeon-digital/superdungeon/render/sound/synth"
)

func main() {
	out := flag.String("out", "", "directory for the WAV files (default: a new temporary directory)")
	flag.Parse()
	if err := run(*out); err != nil {
		fmt.Fprintln(os.Stderr, "sfxdump:", err)
		os.Exit(1)
	}
}

func run(dir string) error {
	if dir == "" {
		d, err := os.MkdirTemp("", "sfxdump-")
		if err != nil {
			return fmt.Errorf("making a temporary directory: %w", err)
		}
		dir = d
	} else if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("making %s: %w", dir, err)
	}
	fmt.Printf("%-16s %7s %6s %6s %8s %6s %8s\n", "name", "seconds", "peak", "rms", "centroid", "<300Hz", "seamjump")
	var names []string
	for _, e := range synth.Effects() {
		names = append(names, synth.Variants(e)...)
	}
	names = append(names, synth.Music()...)
	for _, name := range names {
		s, err := synth.Render(name)
		if err != nil {
			return err
		}
		path := filepath.Join(dir, strings.ReplaceAll(name, "#", "_")+".wav")
		if err := os.WriteFile(path, s.WAV(), 0o644); err != nil {
			return fmt.Errorf("writing %s: %w", path, err)
		}
		st := synth.Analyze(s)
		seam := "-"
		if s.Loop {
			seam = fmt.Sprintf("%.4f", st.SeamJump)
		}
		fmt.Printf("%-16s %7.3f %6.3f %6.3f %8.0f %6.2f %8s\n", name, st.Seconds, st.Peak, st.RMS, st.Centroid, st.Below300, seam)
	}
	fmt.Println("wrote", dir)
	return nil
}
