package main

import (
	"fmt"
	"io"
	"math/rand/v2"
	"runtime/debug"
	"slices"
	"sort"
	"sync"
	"time"

	"github.com/superdungeon-digital/superdungeon/rules/legends"
)

// legendsBalanced is the default Legends party, in order of joining.
var legendsBalanced = []string{"Knight", "Cleric", "Mage", "Ranger", "Rogue"}

// legendsResult is one simulated campaign.
type legendsResult struct {
	legends.CampaignResult
	failure  string
	panicked bool
	dur      time.Duration // on one worker
	lost     []string
	party    []string
}

// runLegends plays cfg.games Legends campaigns, campaign i from seed
// cfg.seed+i, and prints a table and the last line.
func runLegends(cfg config, stdout, stderr io.Writer) int {
	d, err := legends.LoadData()
	if err != nil {
		fmt.Fprintf(stderr, "sdsim: %v\n", err)
		return 1
	}
	if d.CampaignNamed(cfg.campaign) == nil {
		fmt.Fprintf(stderr, "sdsim: no Legends campaign %q\n", cfg.campaign)
		return 2
	}
	res := make([]legendsResult, cfg.games)
	jobs := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < cfg.workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				start := time.Now()
				res[i] = playLegends(cfg, d, cfg.seed+uint64(i))
				res[i].dur = time.Since(start)
			}
		}()
	}
	for i := range cfg.games {
		jobs <- i
	}
	close(jobs)
	wg.Wait()

	var completed, adventures, wipes, panics, violations int
	lost := map[string]int{}
	for _, r := range res {
		if r.Complete {
			completed++
		}
		adventures += r.Adventures
		wipes += r.Wipes
		switch {
		case r.panicked:
			panics++
		case r.failure != "":
			violations++
		}
		for _, a := range r.lost {
			lost[a]++
		}
	}
	fmt.Fprintf(stdout, "Legends campaign %s, %d campaigns, %d Heroes, party %s\n", cfg.campaign, cfg.games, cfg.heroes, cfg.party)
	fmt.Fprintf(stdout, "  completed       %d (%s)\n", completed, pct(completed, cfg.games))
	fmt.Fprintf(stdout, "  adventures      %d (%.1f per campaign)\n", adventures, float64(adventures)/float64(cfg.games))
	fmt.Fprintf(stdout, "  party wipes     %d\n", wipes)
	names := make([]string, 0, len(lost))
	for k := range lost {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		fmt.Fprintf(stdout, "  lost at %-24s %d\n", k, lost[k])
	}
	shown := 0
	for i, r := range res {
		if r.failure != "" && shown < 5 {
			fmt.Fprintf(stdout, "  seed %d (%v): %s\n", cfg.seed+uint64(i), r.party, r.failure)
			shown++
		}
	}
	fmt.Fprintf(stdout, "  campaigns=%d completed=%d adventures=%d party_wipes=%d\n", cfg.games, completed, adventures, wipes)
	// The contract's last line, every mode's: a Legends "game" is a whole
	// campaign, a win a campaign completed, and its turns the adventures
	// played in it.
	var total time.Duration
	for _, r := range res {
		total += r.dur
	}
	fmt.Fprintf(stdout, "games=%d hero_wins=%d win_rate=%.2f mean_turns=%.1f ms_per_game=%.2f panics=%d invariant_violations=%d\n",
		cfg.games, completed, float64(completed)/float64(cfg.games), float64(adventures)/float64(cfg.games),
		float64(total.Microseconds())/1000/float64(cfg.games), panics, violations)
	if panics > 0 || violations > 0 {
		return 1
	}
	return 0
}

// playLegends plays one campaign with the AI, a panic counted as such.
func playLegends(cfg config, d *legends.Data, seed uint64) (r legendsResult) {
	defer func() {
		if x := recover(); x != nil {
			r.panicked = true
			r.failure = fmt.Sprintf("panic: %v at %s", x, panicSite(debug.Stack()))
		}
	}()
	party := slices.Clone(legendsBalanced)[:cfg.heroes]
	if cfg.party == "random" {
		rng := rand.New(rand.NewPCG(seed, 0x1e9e))
		var classes []string
		for _, c := range d.Classes {
			classes = append(classes, c.Name)
		}
		rng.Shuffle(len(classes), func(i, j int) { classes[i], classes[j] = classes[j], classes[i] })
		party = classes[:cfg.heroes]
	}
	r.party = party
	c, err := legends.NewCampaign(d, cfg.campaign, party, seed)
	if err != nil {
		r.failure = err.Error()
		return r
	}
	// Every step's campaign file must load back (the saves' contract).
	check := func(c *legends.Campaign) error {
		b, err := legends.MarshalCampaign(c)
		if err != nil {
			return err
		}
		_, err = legends.LoadCampaign(d, b)
		return err
	}
	res, err := legends.PlayCampaign(d, c, legends.NewAI(seed), check)
	r.CampaignResult = res
	for _, p := range c.Played {
		if p.Result != "heroes" {
			r.lost = append(r.lost, p.Adventure)
		}
	}
	if err != nil {
		r.failure = err.Error()
	}
	return r
}
