package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"runtime"
	"strings"

	"github.com/superdungeon-digital/superdungeon/rules/explore"
)

// config is one simulator run.
type config struct {
	// mode is the rulebook: arcade (the default) or explore (the computer
	// Consul of rules/ai/exploreai against the hero AI).
	mode string
	// size is the classic game size (delve, crawl, siege).
	size       string
	games      int
	seed       uint64
	heroes     int
	party      string
	difficulty string
	boss       string
	miniBoss   string
	set        string
	// spawns are spawning point card names (or "random"), one per tile.
	spawns   []string
	replays  string
	coins    int
	workers  int
	maxTurns int
	// verify lists replay files to check instead of playing games.
	verify []string
	// campaign is the Legends campaign played by -mode legends.
	campaign string
	// variant is Explore's alternate game mode ("", rescue, artifact) or
	// its Rude Supers variant (rude);
	// square lays a square dungeon (Explore, 5-6 Heroes).
	variant string
	square  bool
	// rudeVariants are the Rude Supers document's optional variants
	// (-rude-variant casual,pincer,unlimited,double,antihero).
	rudeVariants explore.RudeOptions
}

// parseFlags reads the command line; every error is one line.
func parseFlags(args []string) (config, error) {
	c := config{}
	fs := flag.NewFlagSet("sdsim", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&c.mode, "mode", "arcade", "rulebook: arcade, explore, classic or legends")
	fs.StringVar(&c.size, "size", "crawl", "classic game size: delve, crawl or siege")
	fs.StringVar(&c.campaign, "campaign", "dusk-drake", "Legends: the campaign to play")
	fs.IntVar(&c.games, "games", 100, "number of games")
	fs.Uint64Var(&c.seed, "seed", 1, "seed of the first game (game i uses seed+i)")
	fs.IntVar(&c.heroes, "heroes", 3, "party size: 3, 4, 5 or 6")
	fs.StringVar(&c.party, "party", "balanced", "balanced, skilled or random")
	fs.StringVar(&c.difficulty, "difficulty", "normal", "easy, normal, hard or variety (one easy and one hard card)")
	fs.StringVar(&c.boss, "boss", "", "dungeon boss card name or random (default: the set's, else the box's)")
	fs.StringVar(&c.miniBoss, "miniboss", "", "mini-boss card name or random (default: the set's, else the box's)")
	fs.StringVar(&c.set, "set", "", "monster set name or random: fills the spawning points, mini-boss and boss not given")
	spawns := fs.String("spawns", "", "spawning point card names, comma-separated, one per tile (3, or 4 for 5-6 Heroes); random for any")
	fs.StringVar(&c.replays, "replays", "", "directory for replays of failed games")
	fs.IntVar(&c.workers, "workers", runtime.NumCPU(), "parallel workers")
	fs.IntVar(&c.maxTurns, "maxturns", 60, "a game still running after this turn counts as a violation")
	fs.IntVar(&c.coins, "coins", 0, "Explore: Princess Coins added to (or taken from) the party's Heroes + 1")
	fs.StringVar(&c.variant, "variant", "", "Explore: the alternate game mode, rescue (Rescue the Prince) or artifact (Find the Artifact), or rude (the Rude Supers variant; -difficulty hero, consul or hard)")
	fs.BoolVar(&c.square, "square", false, "Explore, 5-6 Heroes: a square dungeon")
	rudeVariants := fs.String("rude-variant", "", "Rude Supers: the document's optional variants, comma-separated: casual (an extra Hero and coin), pincer (4-5 Heroes from two doorways), unlimited (Princess Coins), double (two Consul players), antihero (a Hero with a loot and a treasure card as one of the Consul's mini-bosses)")
	verify := fs.Bool("verify", false, "check the replay files named after the flags instead of playing games")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return c, errors.New("usage: sdsim [-mode arcade|explore|classic|legends] [-size delve|crawl|siege] [-campaign NAME] -games N -seed S [-heroes 3|4|5|6] [-party balanced|skilled|random] [-difficulty easy|normal|hard] [-set NAME] [-spawns A,B,C] [-miniboss NAME] [-boss NAME] [-replays DIR] [-workers K] [-maxturns T] [-coins C] [-variant rescue|artifact|rude] [-rude-variant casual,pincer,unlimited,double,antihero] [-square] | sdsim -verify FILE...")
		}
		return c, firstLine(err)
	}
	if *verify {
		if fs.NArg() == 0 {
			return c, errors.New("-verify needs one or more replay files")
		}
		c.verify = fs.Args()
		return c, nil
	}
	if fs.NArg() > 0 {
		return c, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if *spawns != "" {
		for _, sp := range strings.Split(*spawns, ",") {
			c.spawns = append(c.spawns, strings.TrimSpace(sp))
		}
	}
	if *rudeVariants != "" {
		if c.variant != "rude" {
			return c, errors.New("-rude-variant needs -variant rude")
		}
		for _, v := range strings.Split(*rudeVariants, ",") {
			switch strings.TrimSpace(v) {
			case "casual":
				c.rudeVariants.Casual = true
			case "pincer":
				c.rudeVariants.Pincer = true
			case "unlimited":
				c.rudeVariants.Unlimited = true
			case "double":
				c.rudeVariants.Double = true
			case "antihero":
				// The Anti-Hero, its loot and its treasure chosen from the
				// seed, never one of the party's Heroes.
				c.rudeVariants.AntiHero = &explore.AntiHeroChoice{}
			default:
				return c, fmt.Errorf("-rude-variant takes casual, pincer, unlimited, double and antihero, got %q", v)
			}
		}
	}
	if c.mode == "classic" {
		return c, checkClassic(&c, fs)
	}
	tiles := 3
	if c.heroes >= 5 {
		tiles = 4
	}
	if c.variant == "rude" {
		tiles = explore.RudeTiles(c.rudeVariants.SetUpFor(c.heroes))
	}
	lo, hi := c.rudeVariants.HeroRange()
	switch {
	case len(c.spawns) > 0 && len(c.spawns) != tiles && c.heroes >= 3 && c.heroes <= 6:
		return c, fmt.Errorf("-spawns needs %d spawning points for %d Heroes (one per tile), got %d", tiles, c.heroes, len(c.spawns))
	case c.games < 1:
		return c, fmt.Errorf("-games must be at least 1, got %d", c.games)
	case c.heroes < 3 || c.heroes > 6:
		return c, fmt.Errorf("-heroes must be 3, 4, 5 or 6, got %d", c.heroes)
	case c.mode != "arcade" && c.mode != "explore" && c.mode != "classic" && c.mode != "legends":
		return c, fmt.Errorf("-mode must be arcade, explore, classic or legends, got %q", c.mode)
	case c.mode == "legends" && c.heroes > 5:
		return c, fmt.Errorf("Legends parties are 3 to 5 Heroes, got %d", c.heroes)
	case c.mode == "legends" && (c.difficulty != "normal" || c.set != "" || c.replays != "" || c.coins != 0 || len(c.spawns) > 0 || c.boss != "" || c.miniBoss != ""):
		return c, fmt.Errorf("-difficulty, -set, -replays, -coins, -spawns, -boss and -miniboss are not Legends flags")
	case c.party != "balanced" && c.party != "skilled" && c.party != "fighty" && c.party != "random":
		return c, fmt.Errorf("-party must be balanced, skilled (fighty in Explore) or random, got %q", c.party)
	case c.variant == "rude" && c.mode != "explore":
		return c, fmt.Errorf("-variant and -square are Explore flags (-mode explore)")
	case c.variant == "rude" && c.square:
		return c, fmt.Errorf("-square is not a Rude Supers option")
	case c.variant == "rude" && (c.heroes < lo || c.heroes > hi):
		return c, fmt.Errorf("Rude Supers plays %d to %d Heroes with these variants, got %d", lo, hi, c.heroes)
	case c.variant == "rude" && c.difficulty != "normal" && c.difficulty != "hero" && c.difficulty != "consul" && c.difficulty != "hard":
		return c, fmt.Errorf("Rude Supers' -difficulty must be hero, consul or hard, got %q", c.difficulty)
	case c.variant == "rude" && c.set != "":
		return c, fmt.Errorf("-set is an Arcade flag")
	case c.mode == "explore" && c.variant != "rude" && (c.difficulty != "normal" || c.set != ""):
		return c, fmt.Errorf("-difficulty and -set are Arcade flags; Explore's difficulty is its coins (-coins)")
	case c.variant != "" && c.variant != "rescue" && c.variant != "artifact" && c.variant != "rude":
		return c, fmt.Errorf("-variant must be rescue, artifact or rude, got %q", c.variant)
	case c.mode != "explore" && (c.variant != "" || c.square):
		return c, fmt.Errorf("-variant and -square are Explore flags (-mode explore)")
	case c.square && c.heroes < 5:
		return c, fmt.Errorf("-square needs 5 or 6 Heroes (four tiles)")
	case c.variant != "rude" && c.difficulty != "easy" && c.difficulty != "normal" && c.difficulty != "hard" && c.difficulty != "variety":
		return c, fmt.Errorf("-difficulty must be easy, normal, hard or variety, got %q", c.difficulty)
	case c.workers < 1:
		return c, fmt.Errorf("-workers must be at least 1, got %d", c.workers)
	case c.maxTurns < 1:
		return c, fmt.Errorf("-maxturns must be at least 1, got %d", c.maxTurns)
	}
	return c, nil
}

func firstLine(err error) error {
	s, _, _ := strings.Cut(err.Error(), "\n")
	return errors.New(s)
}

// checkClassic checks a classic run's flags: the size sets the party's
// size unless -heroes is given.
func checkClassic(c *config, fs *flag.FlagSet) error {
	heroesSet := false
	fs.Visit(func(f *flag.Flag) { heroesSet = heroesSet || f.Name == "heroes" })
	sizes := map[string]int{"delve": 2, "crawl": 3, "siege": 5}
	n, ok := sizes[c.size]
	switch {
	case !ok:
		return fmt.Errorf("-size must be delve, crawl or siege, got %q", c.size)
	case !heroesSet:
		c.heroes = n
	}
	switch {
	case c.games < 1:
		return fmt.Errorf("-games must be at least 1, got %d", c.games)
	case c.heroes < 1 || c.heroes > 6:
		return fmt.Errorf("-heroes must be 1 to 6, got %d", c.heroes)
	case c.party != "balanced" && c.party != "fighty" && c.party != "skilled" && c.party != "random":
		return fmt.Errorf("-party must be balanced, fighty or random, got %q", c.party)
	case c.difficulty != "normal" || c.set != "" || c.coins != 0:
		return fmt.Errorf("-difficulty, -set and -coins are not classic flags")
	case c.workers < 1:
		return fmt.Errorf("-workers must be at least 1, got %d", c.workers)
	case c.maxTurns < 1:
		return fmt.Errorf("-maxturns must be at least 1, got %d", c.maxTurns)
	}
	return nil
}
