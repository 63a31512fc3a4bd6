package cards

import (
	_ "embed"
	"fmt"
	"strings"
)

// Challenge is a challenge or boss-fight challenge card (Arcade rulebook,
// "Challenge", "Boss Fight Challenge Deck"). When drawn, its Trap effects
// resolve at once; its Effects then hold until the card is discarded (when
// the next challenge is drawn or at the end of the next Consul turn), except
// those marked Permanent. Boss is the dungeon boss whose boss-fight deck holds
// the card ("" for the regular challenge deck).
type Challenge struct {
	Name    string
	Boss    string
	Text    string
	Trap    []Effect
	Effects []Effect
}

// Plot is a plot card (Arcade rulebook, "Plot"): Setup resolves when it is
// drawn (most place crystal tokens), Effects hold until the Heroes meet
// ClearWhen (ClearCount times within the game, counted from the draw). When
// cleared, each Hero rolls a green die and the party draws one treasure per
// heart rolled; that reward is the rulebook's, not the card's.
type Plot struct {
	Name       string
	Text       string
	Setup      []Effect
	Effects    []Effect
	ClearWhen  Event
	ClearCount int
}

// Difficulty tells easy-mode cards from hard-mode ones.
type Difficulty string

// The difficulties of mode cards.
const (
	Easy Difficulty = "easy"
	Hard Difficulty = "hard"
)

// Mode is an easy- or hard-mode card (Arcade rulebook, "5. Select
// Difficulty"): Setup resolves once before the first turn; Effects last the
// whole game.
type Mode struct {
	Name       string
	Difficulty Difficulty
	Text       string
	Setup      []Effect
	Effects    []Effect
}

var (
	//go:embed data/challenge.yaml
	challengeYAML []byte
	//go:embed data/boss_challenge.yaml
	bossChallengeYAML []byte
	//go:embed data/plot.yaml
	plotYAML []byte
	//go:embed data/easy.yaml
	easyYAML []byte
	//go:embed data/hard.yaml
	hardYAML []byte
)

// LoadChallenges returns the regular challenge deck.
func LoadChallenges() ([]Challenge, error) {
	return ParseChallenges("data/challenge.yaml", challengeYAML, false)
}

// LoadBossChallenges returns every boss-fight challenge card; each names its
// boss. Use BossDeck to pick one boss's deck.
func LoadBossChallenges() ([]Challenge, error) {
	return ParseChallenges("data/boss_challenge.yaml", bossChallengeYAML, true)
}

// BossDeck returns the cards of one dungeon boss's boss-fight deck.
func BossDeck(all []Challenge, boss string) []Challenge {
	var out []Challenge
	for _, c := range all {
		if c.Boss == boss {
			out = append(out, c)
		}
	}
	return out
}

// LoadPlots returns the plot deck.
func LoadPlots() ([]Plot, error) { return ParsePlots("data/plot.yaml", plotYAML) }

// LoadEasyModes returns the easy-mode cards.
func LoadEasyModes() ([]Mode, error) { return ParseModes("data/easy.yaml", easyYAML, Easy) }

// LoadHardModes returns the hard-mode cards.
func LoadHardModes() ([]Mode, error) { return ParseModes("data/hard.yaml", hardYAML, Hard) }

type rawChallenge struct {
	Name    string      `yaml:"name"`
	Boss    string      `yaml:"boss"`
	Text    string      `yaml:"text"`
	Trap    []rawEffect `yaml:"trap"`
	Effects []rawEffect `yaml:"effects"`
}

// ParseChallenges reads a challenge file. Regular cards must have both a trap
// and a lasting part; boss-fight cards (boss set) need a boss and at least one
// of the two.
func ParseChallenges(file string, data []byte, bossDeck bool) ([]Challenge, error) {
	entries, err := splitEntries(file, data, "name")
	if err != nil {
		return nil, err
	}
	var out []Challenge
	names := map[string]bool{}
	for _, e := range entries {
		var r rawChallenge
		if err := decodeStrict(e.node, &r); err != nil {
			return nil, entryError(file, "card", e, err)
		}
		c, err := r.challenge(bossDeck)
		if err != nil {
			return nil, entryError(file, "card", e, err)
		}
		key := c.Boss + "/" + c.Name
		if names[key] {
			return nil, entryError(file, "card", e, fieldError("name", fmt.Errorf("listed twice")))
		}
		names[key] = true
		out = append(out, c)
	}
	return out, nil
}

func (r rawChallenge) challenge(bossDeck bool) (Challenge, error) {
	c := Challenge{Name: strings.TrimSpace(r.Name), Boss: strings.TrimSpace(r.Boss), Text: strings.TrimSpace(r.Text)}
	if err := nameAndText(c.Name, c.Text); err != nil {
		return c, err
	}
	switch {
	case bossDeck && c.Boss == "":
		return c, fieldError("boss", fmt.Errorf("missing: a boss-fight card names its dungeon boss"))
	case !bossDeck && c.Boss != "":
		return c, fieldError("boss", fmt.Errorf("regular challenge cards belong to no boss"))
	}
	var err error
	if c.Trap, err = parseEffects("trap", r.Trap, ctxInstant); err != nil {
		return c, err
	}
	if c.Effects, err = parseEffects("effects", r.Effects, ctxLasting); err != nil {
		return c, err
	}
	if !bossDeck && len(c.Trap) == 0 {
		return c, fieldError("trap", fmt.Errorf("missing: a challenge card springs a trap when drawn"))
	}
	if !bossDeck && len(c.Effects) == 0 {
		return c, fieldError("effects", fmt.Errorf("missing: a challenge card has a lasting part"))
	}
	if len(c.Trap)+len(c.Effects) == 0 {
		return c, fieldError("effects", fmt.Errorf("missing: a card must do something"))
	}
	return c, nil
}

type rawPlot struct {
	Name    string      `yaml:"name"`
	Text    string      `yaml:"text"`
	Setup   []rawEffect `yaml:"setup"`
	Effects []rawEffect `yaml:"effects"`
	Clear   struct {
		When  string `yaml:"when"`
		Count int    `yaml:"count"`
	} `yaml:"clear"`
}

// ParsePlots reads a plot file.
func ParsePlots(file string, data []byte) ([]Plot, error) {
	entries, err := splitEntries(file, data, "name")
	if err != nil {
		return nil, err
	}
	var out []Plot
	names := map[string]bool{}
	for _, e := range entries {
		var r rawPlot
		if err := decodeStrict(e.node, &r); err != nil {
			return nil, entryError(file, "card", e, err)
		}
		p, err := r.plot()
		if err != nil {
			return nil, entryError(file, "card", e, err)
		}
		if names[p.Name] {
			return nil, entryError(file, "card", e, fieldError("name", fmt.Errorf("listed twice")))
		}
		names[p.Name] = true
		out = append(out, p)
	}
	return out, nil
}

func (r rawPlot) plot() (Plot, error) {
	p := Plot{Name: strings.TrimSpace(r.Name), Text: strings.TrimSpace(r.Text), ClearWhen: Event(r.Clear.When), ClearCount: r.Clear.Count}
	if err := nameAndText(p.Name, p.Text); err != nil {
		return p, err
	}
	var err error
	if p.Setup, err = parseEffects("setup", r.Setup, ctxInstant); err != nil {
		return p, err
	}
	if p.Effects, err = parseEffects("effects", r.Effects, ctxLasting); err != nil {
		return p, err
	}
	if len(p.Effects) == 0 {
		return p, fieldError("effects", fmt.Errorf("missing: a plot has a lasting effect until cleared"))
	}
	tokens := false
	for _, e := range p.Setup {
		tokens = tokens || e.Kind == EffCrystalTokens
	}
	switch p.ClearWhen {
	case EventTokensCleared:
		if !tokens {
			return p, fieldError("clear.when", fmt.Errorf("%s needs a crystal_tokens set-up effect", p.ClearWhen))
		}
		if p.ClearCount != 0 {
			return p, fieldError("clear.count", fmt.Errorf("%s counts the tokens, not a number", p.ClearWhen))
		}
	case EventElite, EventSpawningPoint, EventMiniBoss:
		if p.ClearCount < 1 || p.ClearCount > 12 {
			return p, fieldError("clear.count", fmt.Errorf("%d out of 1..12", p.ClearCount))
		}
	default:
		return p, fieldError("clear.when", fmt.Errorf("unknown clearing event %q (want tokens-cleared, elite-destroyed, spawning-point-destroyed or mini-boss-destroyed)", r.Clear.When))
	}
	return p, nil
}

type rawMode struct {
	Name    string      `yaml:"name"`
	Text    string      `yaml:"text"`
	Setup   []rawEffect `yaml:"setup"`
	Effects []rawEffect `yaml:"effects"`
}

// ParseModes reads an easy- or hard-mode file.
func ParseModes(file string, data []byte, d Difficulty) ([]Mode, error) {
	if d != Easy && d != Hard {
		return nil, fmt.Errorf("%s: unknown difficulty %q", file, d)
	}
	entries, err := splitEntries(file, data, "name")
	if err != nil {
		return nil, err
	}
	var out []Mode
	names := map[string]bool{}
	for _, e := range entries {
		var r rawMode
		if err := decodeStrict(e.node, &r); err != nil {
			return nil, entryError(file, "card", e, err)
		}
		m := Mode{Name: strings.TrimSpace(r.Name), Difficulty: d, Text: strings.TrimSpace(r.Text)}
		err := nameAndText(m.Name, m.Text)
		if err == nil {
			m.Setup, err = parseEffects("setup", r.Setup, ctxInstant)
		}
		if err == nil {
			m.Effects, err = parseEffects("effects", r.Effects, ctxLasting)
		}
		if err == nil && len(m.Setup)+len(m.Effects) == 0 {
			err = fieldError("effects", fmt.Errorf("missing: a card must do something"))
		}
		if err != nil {
			return nil, entryError(file, "card", e, err)
		}
		if names[m.Name] {
			return nil, entryError(file, "card", e, fieldError("name", fmt.Errorf("listed twice")))
		}
		names[m.Name] = true
		out = append(out, m)
	}
	return out, nil
}

func nameAndText(name, text string) error {
	if name == "" {
		return fieldError("name", fmt.Errorf("missing"))
	}
	if text == "" {
		return fieldError("text", fmt.Errorf("missing: every card needs its player-facing text"))
	}
	return nil
}
