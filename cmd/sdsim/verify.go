package main

import (
	"fmt"
	"io"
	"os"

	"github.com/superdungeon-digital/superdungeon/rules/replay"
)

// verifyFiles replays each file and checks its recorded state hashes (issue
// 8: `sdsim -verify FILE...`). It prints one line per file and, last,
// `verified=N mismatched=M`; it returns the exit code: 0 when every file
// verified, 1 otherwise. A file that cannot be read counts as mismatched, so
// a broken record never passes quietly.
func verifyFiles(paths []string, out io.Writer) int {
	data, err := replay.LoadData()
	if err != nil {
		fmt.Fprintln(out, "sdsim: load game data:", err)
		return 1
	}
	ok, bad := 0, 0
	for _, path := range paths {
		if err := verifyFile(data, path); err != nil {
			bad++
			fmt.Fprintf(out, "MISMATCH %s: %v\n", path, err)
			continue
		}
		ok++
		fmt.Fprintf(out, "ok %s\n", path)
	}
	fmt.Fprintf(out, "verified=%d mismatched=%d\n", ok, bad)
	if bad > 0 {
		return 1
	}
	return 0
}

func verifyFile(data replay.Data, path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	r, err := replay.Read(f)
	if err != nil {
		return err
	}
	return data.Verify(r)
}
