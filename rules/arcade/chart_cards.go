package arcade

import (
	"fmt"
	"sort"

	"github.com/superdungeon-digital/superdungeon/rules"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// drawChallenge draws a challenge card (Arcade rulebook, "Challenge"): the
// one in play is discarded, the new card's trap resolves at once, and its
// lasting effects are recorded as in play until it is discarded. After the
// dungeon boss arrives the boss-fight deck is used. The lasting effects are
// recorded but not yet applied by the engine (see README).
func (g ag) drawChallenge(reason string) []rules.Event {
	const cmd = "Challenge"
	deck := ChallengeDeck
	if g.Consul.BossSpawned {
		deck = BossChallengeDeck
	}
	var evs []rules.Event
	if g.Consul.Challenge != "" {
		evs = append(evs, g.discardChallenge("a new challenge replaces it")...)
	}
	card, ok := g.Draw(deck)
	if !ok {
		return append(evs, g.decided(cmd, rules.NoModel, rules.NoModel, "the %s deck is empty: no challenge this time", deck))
	}
	g.Consul.Challenge, g.Consul.ChallengeTurn = card, g.Turn
	evs = append(evs, CardDrawn{Deck: deck, Card: card, Reason: reason})
	d, err := g.arcade()
	if err != nil {
		return append(evs, rules.Note{Text: err.Error()})
	}
	ch, ok := d.challenges[card]
	if !ok {
		return append(evs, rules.Note{Text: fmt.Sprintf("no card data for challenge %q", card)})
	}
	for _, e := range ch.Trap {
		evs = append(evs, g.instantEffect(e, card+" (trap)")...)
	}
	if len(ch.Effects) > 0 {
		evs = append(evs, rules.Note{Text: fmt.Sprintf("%s stays in play until discarded: %s", card, ch.Text)})
	}
	evs = append(evs, g.lastingCoverage(card, ch.Effects)...)
	// Excessive Traps (hard mode): more cards whose traps alone spring.
	for _, e := range g.lastingEffects() {
		if e.Kind != cards.EffExtraTrap {
			continue
		}
		for k := 0; k < max(1, e.Value); k++ {
			extra, ok := g.Draw(deck)
			if !ok {
				break
			}
			evs = append(evs, CardDrawn{Deck: deck, Card: extra, Reason: e.Source + ": only its trap springs"})
			for _, t := range d.challenges[extra].Trap {
				evs = append(evs, g.instantEffect(t, extra+" (trap)")...)
			}
			g.DiscardCard(deck, extra)
			evs = append(evs, CardDrawn{Deck: deck, Card: extra, Discarded: true, Reason: "an extra trap card leaves at once"})
		}
	}
	return evs
}

// discardChallenge puts the challenge in play on its deck's discard pile.
func (g ag) discardChallenge(why string) []rules.Event {
	card := g.Consul.Challenge
	if card == "" {
		return nil
	}
	deck := ChallengeDeck
	if d, err := g.arcade(); err == nil && d.challenges[card].Boss != "" {
		deck = BossChallengeDeck
	}
	g.DiscardCard(deck, card)
	g.Consul.Challenge, g.Consul.ChallengeTurn = "", 0
	evs := []rules.Event{CardDrawn{Deck: deck, Card: card, Discarded: true, Reason: why}}
	return append(evs, g.keepPermanent(card)...)
}

// keepPermanent records a discarded card whose effects marked permanent
// stay for the rest of the game (The Forever Curse: "For the rest of the
// game: minions have +1 STR").
func (g ag) keepPermanent(card string) []rules.Event {
	d, err := g.arcade()
	if err != nil {
		return nil
	}
	perm := false
	for _, e := range d.challenges[card].Effects {
		perm = perm || e.Permanent
	}
	if !perm {
		return nil
	}
	for i, name := range g.Consul.Permanent {
		if name == card {
			return nil
		}
		if name == "" {
			g.Consul.Permanent[i] = card
			return []rules.Event{rules.Note{Text: fmt.Sprintf("%s is discarded, but its effect lasts for the rest of the game", card)}}
		}
	}
	return nil
}

// drawPlot draws the game's plot card (Arcade rulebook, "Plot"); its set-up
// effects resolve as far as the engine knows them.
func (g ag) drawPlot(reason string) []rules.Event {
	card, ok := g.Draw(PlotDeck)
	if !ok {
		return []rules.Event{g.decided("Plot", rules.NoModel, rules.NoModel, "the plot deck is empty")}
	}
	evs := []rules.Event{CardDrawn{Deck: PlotDeck, Card: card, Reason: reason}}
	if g.Consul.Plot != "" {
		// Plots Within Plots: the plot already held stays in play beside
		// the new one, with its own progress.
		g.Consul.EarlierPlot = HeldPlot{Card: g.Consul.Plot, Cleared: g.PlotCleared, Count: g.PlotCount}
		g.PlotCleared, g.PlotCount = false, 0
		evs = append(evs, rules.Note{Text: fmt.Sprintf("%s stays in play beside %s", g.Consul.Plot, card)})
	}
	g.Consul.Plot, g.Consul.SetupPlot = card, false
	d, err := g.arcade()
	if err != nil {
		return append(evs, rules.Note{Text: err.Error()})
	}
	p, ok := d.plots[card]
	if !ok {
		return append(evs, rules.Note{Text: fmt.Sprintf("no card data for plot %q", card)})
	}
	for _, e := range p.Setup {
		evs = append(evs, g.instantEffect(e, card)...)
	}
	return append(evs, g.lastingCoverage(card, p.Effects)...)
}

// consulApplies reports whether the engine applies a lasting effect:
// monster stats (STR, ARM, offense, defense, Mv, AP, hearts, range) and
// keywords (monsterlasting.go, stats.go), lost keywords (rules.Game.Has),
// target rules, command changes, extra traps and rewards (rewards.go); on
// Heroes (herolasting.go, equipment.go) stats (those narrowed to some foes
// by VsBonus), keywords, actions, the defence attribute and disabled
// slots. TestEveryCardResolves fails on any card effect it refuses.
func consulApplies(e cards.Effect) bool {
	switch e.Kind {
	case cards.EffTarget, cards.EffCommandSwap, cards.EffChartAdd, cards.EffExtraTrap:
		return true
	case cards.EffReward:
		return e.Event == cards.EventElite || e.Event == cards.EventSpawningPoint || e.Event == cards.EventMiniBoss // rewards.go
	case cards.EffLoseKeyword:
		return e.Who.IsMonster() || (e.Who.IsHero() && e.Who != cards.WhoHero) // rules.Game.Has
	case cards.EffKeyword:
		return e.Who.IsMonster() || (e.Who.IsHero() && e.Who != cards.WhoHero)
	case cards.EffAction, cards.EffDefendWith, cards.EffDisableSlot:
		return e.Who.IsHero() && e.Who != cards.WhoHero
	case cards.EffStat:
		if e.Who.IsHero() {
			return e.Who != cards.WhoHero // Vs-narrowed ones: rules.Game.VsBonus
		}
		switch e.Stat {
		case cards.StatSTR, cards.StatARM, cards.StatOffense, cards.StatDefense, cards.StatMove, cards.StatAP,
			cards.StatHearts, cards.StatRange: // rules.Game.Hearts, Profile, MonsterRange
			return e.Who.IsMonster()
		}
	}
	return false
}

// lastingCoverage notes the lasting effects of a card that the Consul
// engine does not apply (Hero stats, keywords, rewards, ...), so nothing
// is silently dropped.
func (g ag) lastingCoverage(card string, es []cards.Effect) []rules.Event {
	var evs []rules.Event
	for _, e := range es {
		if !consulApplies(e) {
			evs = append(evs, rules.Note{Text: fmt.Sprintf("%s: the lasting %s effect on %s is not automated yet", card, e.Kind, whoOr(e.Who))})
		}
	}
	return evs
}

func whoOr(w cards.Who) string {
	if w == "" {
		return "everyone"
	}
	return string(w)
}

// instantEffect resolves one instant effect of a trap, plot set-up or mode
// card set-up. Supported: wound, status, heal, potion, wrath, coins, draw
// (loot or treasure into the backpack) and extra_command. Spawn and
// crystal tokens are reported as not yet automated.
func (g ag) instantEffect(e cards.Effect, source string) []rules.Event {
	var evs []rules.Event
	switch e.Kind {
	case cards.EffWound, cards.EffStatus, cards.EffHeal, cards.EffPotion, cards.EffWrath:
		if e.Who.IsMonster() {
			for i := range g.Models {
				m := &g.Models[i]
				if !m.InPlay || !g.MonsterMatches(m, e.Who) {
					continue
				}
				switch e.Kind {
				case cards.EffWound:
					evs = append(evs, g.Wound(m, rules.NoModel, e.Value, source, false)...)
				case cards.EffStatus:
					evs = append(evs, g.Inflict(m, e.Status, source)...)
				case cards.EffHeal:
					evs = append(evs, g.Heal(m, e.Value, source)...)
				}
			}
			return evs
		}
		for _, id := range g.SelectHeroes(e.Who, e.MinEquipment) {
			h := g.Model(id)
			if !h.InPlay {
				continue
			}
			switch e.Kind {
			case cards.EffWound:
				evs = append(evs, g.Wound(h, rules.NoModel, e.Value, source, false)...)
			case cards.EffStatus:
				evs = append(evs, g.Inflict(h, e.Status, source)...)
			case cards.EffHeal:
				evs = append(evs, g.Heal(h, e.Value, source)...)
			case cards.EffPotion:
				n := max(0, min(g.PotionCapacity(h), h.Potions+e.Value)) - h.Potions
				h.Potions += n
				if n != 0 {
					evs = append(evs, rules.PotionGained{Hero: g.RefOf(id), Potions: n})
				}
			case cards.EffWrath:
				w, err := g.GainWrath(ConsulStep{}, h, e.Value, source, nil)
				if err != nil {
					evs = append(evs, rules.Note{Text: err.Error()})
				}
				evs = append(evs, w...)
			}
		}
	case cards.EffCoins:
		g.Coins = max(0, g.Coins+e.Value)
		evs = append(evs, rules.Note{Text: fmt.Sprintf("%s: the party now has %d Princess Coins", source, g.Coins)})
	case cards.EffDraw:
		times := 1
		if e.Who.IsHero() {
			times = len(g.SelectHeroes(e.Who, e.MinEquipment))
		}
		deck := string(e.Deck)
		if e.Deck == cards.DeckChallenge {
			return append(evs, rules.Note{Text: fmt.Sprintf("%s: drawing challenge cards this way is not automated yet", source)})
		}
		var got []string
		for k := 0; k < times*e.Value; k++ {
			if c, ok := g.Draw(deck); ok {
				got = append(got, c)
			}
		}
		g.Backpack = append(g.Backpack, got...)
		evs = append(evs, rules.Note{Text: fmt.Sprintf("%s: the party draws %s into the backpack", source, rules.NameList(got))})
	case cards.EffSpawn:
		evs = append(evs, g.spawnNextTo(e, source)...)
	case cards.EffCrystalTokens:
		evs = append(evs, g.placeCrystals(e, source)...) // crystals.go
	case cards.EffExtraCommand:
		evs = append(evs, g.decided(string(e.Command), rules.NoModel, rules.NoModel, "%s makes the Consul perform %s now", source, e.Command))
		evs = append(evs, g.consulCommand(cards.ChartCommand{Command: e.Command, Times: max(1, e.Value)})...)
	default:
		evs = append(evs, rules.Note{Text: fmt.Sprintf("%s: the %s effect is not automated yet", source, e.Kind)})
	}
	return evs
}

// spawnNextTo resolves a spawn effect: Value models of rank e.What come
// from the spawning pool next to each selected Hero. The card is the one
// of that rank with the most models left in the pool (ties by name), and a
// minion only comes when an elite of its gang is in play (cards package,
// Rank). Each goes on a free square next to the Hero, not next to another
// monster when possible, then row-major.
func (g ag) spawnNextTo(e cards.Effect, source string) []rules.Event {
	var evs []rules.Event
	for _, hid := range g.SelectHeroes(e.Who, e.MinEquipment) {
		for k := 0; k < max(1, e.Value); k++ {
			card := ""
			for _, name := range g.poolCards() {
				c := g.Catalog().Monsters[name]
				if string(c.Role) != string(e.What) || g.available(name) == 0 {
					continue
				}
				if c.Role == cards.RoleMinion && len(g.bondedElites(name)) == 0 {
					continue
				}
				if card == "" || g.available(name) > g.available(card) {
					card = name
				}
			}
			if card == "" {
				evs = append(evs, g.decided("spawn", rules.NoModel, hid, "%s: no %s is left in the spawning pool", source, e.What))
				break
			}
			h := g.Model(hid)
			mc := g.Catalog().Monsters[card]
			o, ok := g.choosePlace(placeSpec{large: mc.Large, self: rules.NoModel, centres: []*rules.Model{h}, rng: 1, los: true})
			if !ok {
				evs = append(evs, g.decided("spawn", rules.NoModel, hid, "%s: no room next to %s", source, h.Card))
				break
			}
			evs = append(evs, g.decided("spawn", rules.NoModel, hid, "%s: %s comes from the spawning pool next to %s (the %s with the most left in the pool)", source, card, h.Card, e.What))
			_, sp := g.spawnModel(card, o, rules.NoModel, "next to "+h.Card)
			evs = append(evs, sp...)
		}
	}
	return evs
}

// poolCards lists the monster cards of the spawning pool, sorted by name.
func (g ag) poolCards() []string {
	seen := map[string]bool{}
	var out []string
	for i := range g.Models {
		sp := &g.Models[i]
		if sp.Kind != rules.KindSpawningPoint {
			continue
		}
		if c := g.MonsterCard(sp); c != nil {
			for _, s := range c.Pool {
				if !seen[s.Monster] && g.Catalog().Monsters[s.Monster] != nil {
					seen[s.Monster] = true
					out = append(out, s.Monster)
				}
			}
		}
	}
	sort.Strings(out)
	return out
}
