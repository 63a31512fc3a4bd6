package scene

import (
	"fmt"
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
)

// The Anti-Hero row of the Rude Supers setup (rules/explore
// rude_antihero.go): a Hero who is not in the party, with one loot and
// one treasure card, joins the Consul's mini-bosses. Three buttons, each
// cycling through what the rules allow, "choose for me" first.

// antiHeroChoices are the Anti-Hero's choices: on or off, and the Hero and
// its two cards ("" is choose for me).
type antiHeroChoices struct {
	on                   bool
	hero, loot, treasure string
}

// option is the choice as the rules take it (nil: no Anti-Hero). A Hero
// since added to the party is left to the seed.
func (a antiHeroChoices) option(party []string) *explore.AntiHeroChoice {
	if !a.on {
		return nil
	}
	hero := a.hero
	if slices.Contains(party, hero) {
		hero = ""
	}
	return &explore.AntiHeroChoice{Hero: hero, Loot: a.loot, Treasure: a.treasure}
}

// nextOf is the name after cur in list, "" (choose for me) after the last.
func nextOf(list []string, cur string) string {
	i := slices.Index(list, cur)
	if i+1 >= len(list) {
		return ""
	}
	return list[i+1]
}

// layoutAntiHero adds the Anti-Hero's row (row 4) of the Rude Supers
// setup.
func (s *Setup) layoutAntiHero(add func(label, sub, tip string, r render.Rect, f func()) *actionButton, at func(row, col int, n float64) render.Rect) {
	a := &s.ex.rude.anti
	if s.cat == nil {
		return
	}
	if slices.Contains(s.party, a.hero) {
		a.hero = "" // now one of the party: left to the seed
	}
	label := func(name string) string {
		if name == "" {
			return chooseForMe
		}
		return name
	}
	hero := "Anti-Hero: off"
	if a.on {
		hero = "Anti-Hero: " + label(a.hero)
	}
	heroes := explore.AntiHeroes(s.cat, s.party)
	add(hero, "a Hero as a mini-boss", "The Anti-Hero variant: a Hero who is not in the party fights for the Consul as one of its mini-bosses (four skulls to summon, no potions), wearing one loot and one treasure card. Click for off, choose for me, or each Hero", at(4, 0, 3), func() {
		switch {
		case !a.on:
			a.on, a.hero = true, ""
		case a.hero == "" && len(heroes) > 0:
			a.hero = heroes[0]
		default:
			if a.hero = nextOf(heroes, a.hero); a.hero == "" {
				a.on = false
			}
		}
	})
	cardTip := func(deck cards.Deck, name string) string {
		what := "loot card"
		if deck == cards.DeckTreasure {
			what = "treasure card"
		}
		tip := fmt.Sprintf("The Anti-Hero's %s: only a card that raises STR, ARM, WILL, DEX or hearts, and not the same stat as its other card. Click to change", what)
		if e := s.cat.Equipment[name]; e != nil {
			tip = e.Text + " " + tip
		}
		return tip
	}
	for i, c := range []struct {
		deck  cards.Deck
		cur   *string
		other string
		sub   string
	}{{cards.DeckLoot, &a.loot, a.treasure, "Anti-Hero's loot"}, {cards.DeckTreasure, &a.treasure, a.loot, "Anti-Hero's treasure"}} {
		list := explore.AntiHeroCards(s.cat, c.deck, c.other)
		cur := c.cur
		b := add(label(*cur), c.sub, cardTip(c.deck, *cur), at(4, i+1, 3), func() { *cur = nextOf(list, *cur) })
		if !a.on {
			b.disabled = "Turn the Anti-Hero on first."
		}
	}
}
