package legends

import (
	"fmt"
	"slices"
	"strings"
)

// Downtime one action at a time, for a party where some Heroes are played
// by people (the campaign screens show every choice the computer makes).
// The choices are Downtime's: disenchant the loot nobody wears, craft
// every recipe the backpack affords for the Hero with the fewest things,
// buy the first card the backpack affords, rank up into the basic
// attack's attribute first.
//
// Decision (project, hot-seat): the backpack is the party's, so crafting
// and shopping are the people's decisions when at least one seat is a
// person; the computer takes them only for an all-computer party. Each
// computer Hero disenchants its own loot and takes its own rank ups. The
// computer moves the party on to the next step only when every seat is
// the computer; otherwise a person does, after the computer's Heroes are
// done.

// Downtime action kinds.
const (
	ActRest       = "rest"
	ActTakeStock  = "stock"
	ActDisenchant = "disenchant"
	ActCraft      = "craft"
	ActBuy        = "buy"
	ActRankUp     = "rankup"
	ActNextStep   = "next"
)

// DowntimeAction is one downtime decision: Kind and what it needs (Hero
// and Card to disenchant, Recipe and Hero to craft, Stock to buy, RankUp).
type DowntimeAction struct {
	Kind   string
	Hero   int
	Card   string
	Recipe string
	Stock  int
	RankUp RankUpChoice
}

// NextDowntime is the hero AI's next downtime action for the Heroes it
// plays (computer[i] for Hero i), or false when it has nothing to do at
// this step (the people decide, or the step is finished for it).
func (ai *AI) NextDowntime(d *Data, c *Campaign, computer []bool) (DowntimeAction, bool) {
	all := len(computer) == len(c.Heroes)
	for _, b := range computer {
		all = all && b
	}
	mine := func(i int) bool { return i < len(computer) && computer[i] }
	switch c.Step {
	case StepRest:
		return DowntimeAction{Kind: ActRest}, all
	case StepInventory:
		return DowntimeAction{Kind: ActTakeStock}, all
	case StepDisenchant:
		for i := range c.Heroes {
			if !mine(i) {
				continue
			}
			for _, card := range c.Heroes[i].Carried {
				if e := d.Equipment(card); e != nil && !e.Wonder {
					return DowntimeAction{Kind: ActDisenchant, Hero: i, Card: card}, true
				}
			}
		}
	case StepCraft:
		if !all {
			return DowntimeAction{}, false
		}
		for _, r := range d.Recipes {
			if c.Affords(r.Components) {
				return DowntimeAction{Kind: ActCraft, Recipe: r.Name, Hero: c.leastEquipped()}, true
			}
		}
	case StepShop:
		if !all {
			return DowntimeAction{}, false
		}
		for i, name := range c.Stock {
			if it := d.Item(name); it != nil && c.Affords(it.Cost) {
				return DowntimeAction{Kind: ActBuy, Stock: i}, true
			}
		}
	case StepRankUp:
		for i := range c.Heroes {
			if !mine(i) || c.RankUps[i] == 0 || rankIndex(c.Heroes[i].Rank) >= len(rankLetters)-1 {
				continue
			}
			cl := d.Class(c.Heroes[i].Class)
			for _, a := range []Attr{cl.Attack.attr(), ARM, STR, WILL, DEX} {
				if c.CanRankUpInto(d, i, a, nil) == nil {
					return DowntimeAction{Kind: ActRankUp, Hero: i, RankUp: RankUpChoice{Hero: i, Attr: a}}, true
				}
			}
		}
	default:
		return DowntimeAction{}, false
	}
	return DowntimeAction{Kind: ActNextStep}, all
}

// Do carries out a downtime action and says in a sentence what happened
// (or the campaign's refusal).
func (a DowntimeAction) Do(d *Data, c *Campaign) (string, error) {
	name := func() string {
		if a.Hero >= 0 && a.Hero < len(c.Heroes) {
			return c.Heroes[a.Hero].Name
		}
		return "?"
	}
	switch a.Kind {
	case ActRest:
		return "The party rests: every Hero's hearts are full again.", c.Rest()
	case ActTakeStock:
		n := len(c.Items)
		if err := c.TakeStock(); err != nil {
			return "", err
		}
		if n == 0 {
			return "The party takes stock; it had no item cards to give back.", nil
		}
		return fmt.Sprintf("The party takes stock: %d item cards go back to the deck.", n), nil
	case ActDisenchant:
		if err := c.Disenchant(d, a.Hero, a.Card); err != nil {
			return "", err
		}
		return fmt.Sprintf("%s disenchants %s into %s.", name(), a.Card, GoodsWords(d.Equipment(a.Card).Components)), nil
	case ActCraft:
		roll, w, err := c.Craft(d, a.Recipe, a.Hero)
		if err != nil {
			return "", err
		}
		return fmt.Sprintf("The Enchanter works %s for %s: the Golden Eye rolls %d, and it becomes %s.", a.Recipe, name(), roll, w), nil
	case ActBuy:
		if a.Stock < 0 || a.Stock >= len(c.Stock) {
			return "", refuse("the shop has no card %d", a.Stock)
		}
		card := c.Stock[a.Stock]
		if err := c.Buy(d, a.Stock); err != nil {
			return "", err
		}
		return fmt.Sprintf("The party buys %s for %s.", card, GoodsWords(d.Item(card).Cost)), nil
	case ActRankUp:
		got, err := c.RankUp(d, a.RankUp)
		if err != nil {
			return "", err
		}
		s := fmt.Sprintf("%s reaches rank %s, with a new die in %v.", name(), c.Heroes[a.Hero].Rank, a.RankUp.Attr)
		if got != "" {
			s += " Rank ability: " + got + "."
		}
		return s, nil
	case ActNextStep:
		return "", c.NextStep(d)
	}
	return "", refuse("no downtime action %q", a.Kind)
}

// CanRankUpInto says whether Hero hero could rank up now with its new die
// in attr after the moves (nil: allowed; else the refusal), without
// changing the campaign.
func (c *Campaign) CanRankUpInto(d *Data, hero int, attr Attr, moves map[int]Attr) error {
	trial := c.clone()
	_, err := trial.RankUp(d, RankUpChoice{Hero: hero, Attr: attr, Moves: moves, Ability: firstAbility(d, c, hero)})
	return err
}

// firstAbility is a rank ability the Hero can still take, so a trial rank
// up at A or X does not roll (and so does not draw from the campaign's
// random source).
func firstAbility(d *Data, c *Campaign, hero int) string {
	if hero < 0 || hero >= len(c.Heroes) {
		return ""
	}
	h := &c.Heroes[hero]
	ri := rankIndex(h.Rank)
	if ri < 0 || ri+1 >= len(rankLetters) || (rankLetters[ri+1] != "A" && rankLetters[ri+1] != "X") {
		return ""
	}
	for _, row := range d.Class(h.Class).RankAbilities {
		if !slices.Contains(h.RankAbilities, row.Name) {
			return row.Name
		}
	}
	return ""
}

// clone is a deep copy of the campaign.
func (c *Campaign) clone() *Campaign {
	out := *c
	out.Heroes = make([]HeroRecord, len(c.Heroes))
	for i, h := range c.Heroes {
		h.Gained = slices.Clone(h.Gained)
		h.RankAbilities = slices.Clone(h.RankAbilities)
		h.Equipped = slices.Clone(h.Equipped)
		h.Carried = slices.Clone(h.Carried)
		out.Heroes[i] = h
	}
	out.Backpack = map[string]int{}
	for k, v := range c.Backpack {
		out.Backpack[k] = v
	}
	out.Items = slices.Clone(c.Items)
	out.Flags = slices.Clone(c.Flags)
	out.Played = slices.Clone(c.Played)
	out.RankUps = slices.Clone(c.RankUps)
	out.Stock = slices.Clone(c.Stock)
	return &out
}

// Affords says whether the backpack holds goods (a price or a recipe).
func (c *Campaign) Affords(goods map[string]int) bool {
	for k, v := range goods {
		if c.Backpack[k] < v {
			return false
		}
	}
	return true
}

// leastEquipped is the Hero with the fewest things to wear (the first of
// them).
func (c *Campaign) leastEquipped() int {
	who := 0
	for i := range c.Heroes {
		if len(c.Heroes[i].Equipped)+len(c.Heroes[i].Carried) < len(c.Heroes[who].Equipped)+len(c.Heroes[who].Carried) {
			who = i
		}
	}
	return who
}

// GoodsWords says a set of goods in words: "2 crowns and 1 ruby".
func GoodsWords(goods map[string]int) string {
	var parts []string
	for _, k := range sortedKeys(goods) {
		if goods[k] > 0 {
			parts = append(parts, goodWords(goods[k], k))
		}
	}
	switch len(parts) {
	case 0:
		return "nothing"
	case 1:
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// goodWords says n of one good: "1 crown", "3 crowns", "2 candy".
func goodWords(n int, good string) string {
	if one, ok := map[string]string{"crowns": "crown", "toys": "toy", "games": "game"}[good]; ok && n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, good)
}
