// Command sdrules runs a rules scenario file (format: rules/README.md) and
// prints every step's events, then the final game state as JSON.
//
//	go run ./cmd/sdrules FILE
//
// A file with a "ruleset legends" line is a Legends scenario
// (rules/legends/README.md) and runs on the Legends engine.
//
// It exits 1 when the file cannot be read or is malformed (the error names
// the line), 0 otherwise, even when a command was illegal: that is reported
// in the output as a refused step.
package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/arcade"
	"github.com/superdungeon-digital/superdungeon/rules/classic"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
	"github.com/superdungeon-digital/superdungeon/rules/legends"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	if len(args) != 1 {
		fmt.Fprintln(stderr, "usage: sdrules FILE")
		return 2
	}
	data, err := os.ReadFile(args[0])
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	if legends.IsScenario(string(data)) {
		return runLegends(args[0], string(data), stdout, stderr)
	}
	sc, err := rules.ParseScenario(string(data), nil, arcade.Scenario, explore.Scenario, classic.Scenario)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", args[0], err)
		return 1
	}
	failed := 0
	for _, r := range sc.Run() {
		fmt.Fprintf(stdout, "line %d: %s\n", r.Step.Line, r.Step.Text)
		if r.Step.Expect != nil {
			if r.Failed != "" {
				failed++
				fmt.Fprintf(stdout, "  EXPECTATION FAILED: %s\n", r.Failed)
			} else {
				fmt.Fprintln(stdout, "  as expected")
			}
			continue
		}
		if r.Err != nil {
			fmt.Fprintf(stdout, "  refused: %v\n", r.Err)
			continue
		}
		for _, e := range r.Events {
			fmt.Fprintf(stdout, "  %s: %s\n", e.Kind(), e)
		}
	}
	out, err := json.MarshalIndent(sc.Game, "", "  ")
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	fmt.Fprintf(stdout, "%s\n", out)
	if failed > 0 {
		// Reported, not an error: the file itself was well formed.
		fmt.Fprintf(stdout, "%d expectation(s) failed\n", failed)
	}
	return 0
}

// runLegends runs a Legends scenario file the same way.
func runLegends(name, text string, stdout, stderr io.Writer) int {
	d, err := legends.LoadData()
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	sc, err := legends.ParseScenario(text, d)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", name, err)
		return 1
	}
	failed := 0
	for _, r := range sc.Run() {
		fmt.Fprintf(stdout, "line %d: %s\n", r.Step.Line, r.Step.Text)
		switch {
		case r.Step.Expect && r.Failed != "":
			failed++
			fmt.Fprintf(stdout, "  EXPECTATION FAILED: %s\n", r.Failed)
		case r.Step.Expect:
			fmt.Fprintln(stdout, "  as expected")
		case r.Err != nil:
			fmt.Fprintf(stdout, "  refused: %v\n", r.Err)
		}
		for _, e := range r.Events {
			fmt.Fprintf(stdout, "  %s\n", e)
		}
	}
	out, err := json.MarshalIndent(sc.Game, "", "  ")
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	fmt.Fprintf(stdout, "%s\n", out)
	if failed > 0 {
		fmt.Fprintf(stdout, "%d expectation(s) failed\n", failed)
	}
	return 0
}
