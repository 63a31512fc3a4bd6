package classic

import (
	"fmt"
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// GaugeMoved reports the Power Gauge advancing.
type GaugeMoved struct {
	From, To int
	Platform Platform
	Tokens   int // skull tokens gained
}

func (e GaugeMoved) Kind() string { return "power-gauge" }
func (e GaugeMoved) String() string {
	s := fmt.Sprintf("the Power Gauge advances from %d to %d (%s)", e.From, e.To, e.Platform)
	if e.Tokens > 0 {
		s += fmt.Sprintf("; the Consul gains %s", rules.CountOf(e.Tokens, "skull token"))
	}
	return s
}

// LootMeterMoved reports the Loot-O-Meter advancing and the loot it drew.
type LootMeterMoved struct {
	From, To int
	Drawn    []string
}

func (e LootMeterMoved) Kind() string { return "loot-o-meter" }
func (e LootMeterMoved) String() string {
	s := fmt.Sprintf("the Loot-O-Meter advances from %d to %d", e.From, e.To)
	if len(e.Drawn) > 0 {
		s += fmt.Sprintf(": the Heroes draw %v", e.Drawn)
	}
	return s
}

// WoundsPlaced implements rules.WoundWatcher (1st edition, "Advancing the
// Adventure Tracker"): every wound on any model advances the Power Gauge
// (not Fire's, "Fire"); every wound on a Consul model advances the
// Loot-O-Meter; the boss's timeout comes as its wounds reach half its
// hearts, before it could fall.
func (s *State) WoundsPlaced(g *rules.Game, m *rules.Model, n int, _ rules.ModelID, source string) []rules.Event {
	e := cg{g, s}
	var evs []rules.Event
	if source != "Fire" {
		evs = append(evs, e.advanceGauge(n)...)
	}
	if m.Side == rules.ConsulSide && m.Kind != rules.KindChest {
		evs = append(evs, e.advanceLoot(n)...)
	}
	if s.isBoss(m) && !s.TimeoutDone && s.Size != "delve" && m.Wounds*2 >= g.Hearts(m) {
		evs = append(evs, e.timeout(m)...)
	}
	if g.Suffers(m, cards.Immobile) {
		evs = append(evs, shakeFree(g, m)...)
	}
	return evs
}

// ShakenFree is the effect a model suffering Immobile gains when it takes
// damage: Immune Immobile until its next activation begins (1st edition,
// "Immobile"). Gaining it removes the counter, as any immunity does.
const ShakenFree = "Shaken free"

func shakeFree(g *rules.Game, m *rules.Model) []rules.Event {
	m.Statuses = m.Statuses.Without(cards.Immobile)
	// Its own next activation ends it (the core's and Activate's upkeep).
	m.Effects = append(slices.Clip(m.Effects), rules.Effect{Source: ShakenFree, From: m.ID,
		Grants: []cards.Keyword{{Name: "Immune", Of: cards.Immobile}}})
	return []rules.Event{
		rules.StatusesRemoved{Model: g.RefOf(m.ID), Status: []cards.Status{cards.Immobile}, Reason: "damage shook it free"},
		rules.EffectGained{Model: g.RefOf(m.ID), Source: ShakenFree, Until: g.RefOf(m.ID)},
	}
}

// advanceGauge moves the Power Gauge n spaces, gaining a skull token for
// every skull mark passed and setting off the platforms (1st edition,
// "Power Gauge"): a Delve's 16-Bit calls the mini-boss; Super calls a
// Crawl's boss; a Siege's first Super overcharges (the marker goes back
// to the start; the Consul draws a loot card per Hero and every monster
// but the boss gains the one it keeps), its second calls the boss. The
// gauge stops at Super.
func (g cg) advanceGauge(n int) []rules.Event {
	s, d := g.S, g.S.Data()
	from := s.Gauge
	to := min(d.Gauge.Super, from+n)
	if to == from {
		return nil
	}
	tokens := 0
	for _, k := range d.Gauge.Skulls {
		if k > from && k <= to {
			tokens++
		}
	}
	s.Gauge = to
	s.SkullTokens += tokens
	evs := []rules.Event{GaugeMoved{From: from, To: to, Platform: s.Platform(), Tokens: tokens}}
	reached := func(k int) bool { return from < k && to >= k }
	switch {
	case s.Size == "delve" && reached(d.Gauge.Bit16) && !s.BossFight && !s.BossDue:
		s.BossDue = true
		evs = append(evs, TrackerEvent{Text: fmt.Sprintf("the Power Gauge reaches 16-Bit: %s comes at the start of the next round, and no other monster will spawn", g.bossName())})
	case s.Size == "delve":
	case reached(d.Gauge.Super) && s.Size == "siege" && !s.Overcharged:
		evs = append(evs, g.overcharge()...)
	case reached(d.Gauge.Super) && !s.BossFight && !s.BossDue:
		s.BossDue = true
		evs = append(evs, TrackerEvent{Text: fmt.Sprintf("the Power Gauge reaches Super!: the Boss Fight begins at the start of the next round (%s)", g.bossName())})
	case reached(d.Gauge.Bit16) && !s.Overcharged:
		evs = append(evs, TrackerEvent{Text: "the Power Gauge reaches 16-Bit: 16-Bit monsters and a mini-boss may spawn"})
	}
	return evs
}

// overcharge flips the power marker (1st edition, "Super!" in a Siege).
func (g cg) overcharge() []rules.Event {
	s := g.S
	s.Overcharged = true
	s.Gauge = 0
	evs := []rules.Event{TrackerEvent{Text: "the Power Gauge reaches Super! and overcharges: the marker goes back to the start, Consul side up"}}
	var drawn []string
	for range g.HeroesInPlay() {
		if c, ok := g.drawForConsul(); ok {
			drawn = append(drawn, c)
		}
	}
	if len(drawn) == 0 {
		return evs
	}
	keep := ChooseOverchargeLoot(g.Game, drawn)
	s.OverchargeLoot = drawn[keep]
	rest := slices.Delete(slices.Clone(drawn), keep, keep+1)
	k := g.Deck(rules.LootDeck)
	k.Draw = append(slices.Clip(k.Draw), rest...)
	g.Shuffle(k.Draw)
	return append(evs, TrackerEvent{Text: fmt.Sprintf("the Consul draws %s and keeps %s: every monster but the boss gains it for the rest of the game", rules.NameList(drawn), s.OverchargeLoot)})
}

// ChooseOverchargeLoot is the card the Consul keeps at an Overcharge
// ("choose for me"): the one with the most dice and stars on its stat
// effects, the first on ties.
func ChooseOverchargeLoot(g *rules.Game, drawn []string) int {
	best, bestV := 0, -1.0
	for i, c := range drawn {
		v := 0.0
		if eq := g.Catalog().Equipment[c]; eq != nil {
			for _, e := range eq.Effects {
				v += meanStars(e.Dice) + float64(e.Value)
				if e.Keyword.Name != "" {
					v += 0.5
				}
			}
		}
		if v > bestV {
			best, bestV = i, v
		}
	}
	return best
}

// advanceLoot moves the Loot-O-Meter n circles (stopping at its last); a
// LOOT circle reached draws a loot card into the party's backpack (1st
// edition, "Loot-O-Meter").
func (g cg) advanceLoot(n int) []rules.Event {
	s, d := g.S, g.S.Data()
	from := s.Loot
	to := min(d.Loot.Max, from+n)
	if to == from {
		return nil
	}
	s.Loot = to
	var drawn []string
	for _, l := range d.Loot.Loot {
		if l > from && l <= to {
			if c, ok := g.Draw(rules.LootDeck); ok {
				drawn = append(drawn, c)
			}
		}
	}
	g.Backpack = append(slices.Clip(g.Backpack), drawn...)
	s.pending = append(slices.Clip(s.pending), drawn...)
	return []rules.Event{LootMeterMoved{From: from, To: to, Drawn: drawn}}
}

// drawForConsul draws a loot card for the Consul: a Resurrection Charm
// goes back into the deck, which is shuffled, and the Consul draws again
// (the charm's own text).
func (g cg) drawForConsul() (string, bool) {
	for tries := 0; tries < 8; tries++ {
		c, ok := g.Draw(rules.LootDeck)
		if !ok || c != ResurrectionCharm {
			return c, ok
		}
		k := g.Deck(rules.LootDeck)
		k.Draw = append(slices.Clip(k.Draw), c)
		g.Shuffle(k.Draw)
	}
	return "", false
}
