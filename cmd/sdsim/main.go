// Command sdsim plays many Arcade games headless, the Heroes driven by the
// hero AI (rules/ai) against the automated Consul, to find crashes and
// broken invariants and to measure balance. With -mode explore it plays
// Explore games instead: the hero AI against the computer Consul
// (rules/ai/exploreai); -party balanced and fighty are then the Explore
// book's recommended parties, -coins adds or takes Princess Coins, and
// -difficulty and -set do not apply; -variant rescue|artifact plays an
// alternate game mode and -square a square dungeon (5-6 Heroes). With
// -mode classic it plays the 1st edition (rules/classic) the same way
// (rules/ai/classicai, which also makes the party's initiative and
// sacrifice choices); -size delve|crawl|siege is the game size and sets
// the party's size (2, 3, 5) unless -heroes is given.
//
//	go run ./cmd/sdsim [-mode arcade|explore|classic] [-size delve|crawl|siege] -games N -seed S [-heroes 3|4|5|6]
//	    [-party balanced|skilled|random] [-difficulty easy|normal|hard|variety]
//	    [-set NAME|random] [-spawns A,B,C] [-miniboss NAME|random]
//	    [-boss NAME|random] [-replays DIR] [-workers K] [-maxturns T] [-coins C]
//	    [-variant rescue|artifact] [-square]
//	go run ./cmd/sdsim -verify FILE...
//
// With -mode legends it plays whole Legends campaigns (-campaign NAME,
// default dusk-drake) with the hero AI against the computer Consul: -heroes
// 3-5, -party balanced (Knight, Cleric, Mage, Ranger, Rogue in order) or
// random (classes drawn from each campaign's seed), -games N campaigns; the
// line before the last is
//
//	campaigns=N completed=C adventures=A party_wipes=W
//
// and the last line is every mode's, a game being a campaign, a win a
// campaign completed and mean_turns the adventures played in one.
//
// -set names a monster set (cards/data/monster_sets.yaml: "Arcade Box",
// "Kobolds and Dragons") that fills whichever of -spawns, -miniboss and
// -boss are not given; random (there or in place of a card) is drawn from
// each game's seed.
//
// Game i uses seed S+i, so the results do not depend on the number of
// workers. It prints a table (win rate, turns, how games were lost, card
// usage), then as its last line exactly:
//
//	games=N hero_wins=W win_rate=0.NN mean_turns=T ms_per_game=M panics=P invariant_violations=V
//
// ms_per_game is the mean time one game takes on one worker. A panic, a
// broken invariant, an illegal command from the AI or a game that does not
// end within -maxturns is counted; with -replays the game's setup and
// commands are written to DIR/seed-S.jsonl. The exit code is 1 when P or V
// is non-zero and 2 for bad flags.
package main

import (
	"fmt"
	"io"
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	cfg, err := parseFlags(args)
	if err != nil {
		fmt.Fprintf(stderr, "sdsim: %v\n", err)
		return 2
	}
	if len(cfg.verify) > 0 {
		return verifyFiles(cfg.verify, stdout)
	}
	if cfg.mode == "legends" {
		return runLegends(cfg, stdout, stderr)
	}
	data, err := loadData()
	if err != nil {
		fmt.Fprintf(stderr, "sdsim: %v\n", err)
		return 1
	}
	if err := data.check(cfg); err != nil {
		fmt.Fprintf(stderr, "sdsim: %v\n", err)
		return 2
	}
	sum := simulate(cfg, data)
	sum.print(stdout, cfg)
	if cfg.replays != "" {
		if err := sum.writeReplays(cfg.replays); err != nil {
			fmt.Fprintf(stderr, "sdsim: %v\n", err)
		}
	}
	fmt.Fprintln(stdout, sum.lastLine())
	if sum.panics > 0 || sum.violations > 0 {
		return 1
	}
	return 0
}
