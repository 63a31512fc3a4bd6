package legends

import "slices"

// Downtime, in the book's order: rest, inventory, disenchant, craft, shop, rank up.

// Rest heals every Hero completely ("Heroes Rest").
func (c *Campaign) Rest() error {
	if c.Step != StepRest {
		return refuse("resting comes first in downtime; the party is at the %s step", c.Step)
	}
	for i := range c.Heroes {
		c.Heroes[i].Hearts = c.Heroes[i].MaxHearts
	}
	c.Step = StepInventory
	return nil
}

// TakeStock is the inventory step: item cards fade back to the item deck
// ("Inventory"); loot and wonders stay.
func (c *Campaign) TakeStock() error {
	if c.Step != StepInventory {
		return refuse("the party takes stock after resting; it is at the %s step", c.Step)
	}
	c.Items = nil
	c.Step = StepDisenchant
	return nil
}

// heroIndex finds a Hero by index.
func (c *Campaign) hero(i int) (*HeroRecord, error) {
	if i < 0 || i >= len(c.Heroes) {
		return nil, refuse("no Hero %d in the party", i)
	}
	return &c.Heroes[i], nil
}

// take removes card from h's equipment, equipped or carried.
func (h *HeroRecord) take(card string) bool {
	if i := slices.Index(h.Carried, card); i >= 0 {
		h.Carried = slices.Delete(h.Carried, i, i+1)
		return true
	}
	if i := slices.Index(h.Equipped, card); i >= 0 {
		h.Equipped = slices.Delete(h.Equipped, i, i+1)
		return true
	}
	return false
}

// Disenchant reduces Hero h's loot card into its components
// ("Disenchanting"; wonders never disenchant).
func (c *Campaign) Disenchant(d *Data, hero int, card string) error {
	if c.Step != StepDisenchant {
		return refuse("disenchanting comes after taking stock; the party is at the %s step", c.Step)
	}
	h, err := c.hero(hero)
	if err != nil {
		return err
	}
	e := d.Equipment(card)
	if e == nil {
		return refuse("%q is not equipment", card)
	}
	if e.Wonder {
		return refuse("%s is a wonder, and wonders may never be disenchanted", card)
	}
	if !h.take(card) {
		return refuse("%s does not have %s", h.Name, card)
	}
	for _, k := range sortedKeys(e.Components) {
		c.Backpack[k] = min(d.Backpack.Capacity[k], c.Backpack[k]+e.Components[k])
	}
	return nil
}

// Craft makes a wonder from recipe for Hero h: the components leave the
// backpack and the Golden Eye picks the wonder on the recipe's chart
// ("Crafting"). It returns the roll and the wonder.
func (c *Campaign) Craft(d *Data, recipe string, hero int) (int, string, error) {
	if c.Step != StepCraft {
		return 0, "", refuse("crafting comes after disenchanting; the party is at the %s step", c.Step)
	}
	h, err := c.hero(hero)
	if err != nil {
		return 0, "", err
	}
	r := d.Recipe(recipe)
	if r == nil {
		return 0, "", refuse("the Enchanter knows no recipe %q", recipe)
	}
	for _, k := range sortedKeys(r.Components) {
		if c.Backpack[k] < r.Components[k] {
			return 0, "", refuse("%s needs %d %s and the backpack holds %d", recipe, r.Components[k], k, c.Backpack[k])
		}
	}
	for k, v := range r.Components {
		c.Backpack[k] -= v
	}
	roll := c.rng().IntN(20) + 1
	w := onChart(r.Chart, roll)
	h.Carried = append(h.Carried, w)
	return roll, w, nil
}

// OpenShop flips six item cards face up ("Shopping": once per downtime).
func (c *Campaign) openShop(d *Data) {
	deck := slices.Clone(d.Shop)
	r := c.rng()
	r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	c.Stock = deck[:6]
}

// Buy buys stock card i for the party with backpack goods.
func (c *Campaign) Buy(d *Data, i int) error {
	if c.Step != StepShop {
		return refuse("the shop opens after crafting; the party is at the %s step", c.Step)
	}
	if i < 0 || i >= len(c.Stock) {
		return refuse("the shop has no card %d", i)
	}
	it := d.Item(c.Stock[i])
	for _, k := range sortedKeys(it.Cost) {
		if c.Backpack[k] < it.Cost[k] {
			return refuse("%s costs %d %s and the backpack holds %d", it.Name, it.Cost[k], k, c.Backpack[k])
		}
	}
	for k, v := range it.Cost {
		c.Backpack[k] -= v
	}
	c.Items = append(c.Items, it.Name)
	c.Stock = slices.Delete(c.Stock, i, i+1)
	return nil
}

// RankUp advances a Hero one rank ("Ranking Up"): one attribute die of its
// class's colour (no attribute over four dice; earlier dice may be
// redistributed now and only now), maximum hearts and potions, skills
// at their rank, a rank ability at A and X, chosen or rolled.
func (c *Campaign) RankUp(d *Data, ch RankUpChoice) (string, error) {
	if c.Step != StepRankUp {
		return "", refuse("ranking up comes after shopping; the party is at the %s step", c.Step)
	}
	h, err := c.hero(ch.Hero)
	if err != nil {
		return "", err
	}
	if c.RankUps[ch.Hero] == 0 {
		return "", refuse("%s has no rank up to take: only adventures with a rank up reward give one", h.Name)
	}
	ri := rankIndex(h.Rank)
	if ri+1 >= len(rankLetters) {
		return "", refuse("%s is already rank %s, the highest", h.Name, h.Rank)
	}
	if ch.Attr < 0 || ch.Attr >= numAttrs {
		return "", refuse("no attribute %d", ch.Attr)
	}
	next := rankLetters[ri+1]
	cl := d.Class(h.Class)
	adv := cl.Ranks[next]
	trial := *h
	trial.Gained = slices.Clone(h.Gained)
	for i, a := range ch.Moves {
		if i < 0 || i >= len(trial.Gained) || a < 0 || a >= numAttrs {
			return "", refuse("no gained die %d to move", i)
		}
		trial.Gained[i].Attr = a
	}
	trial.Gained = append(trial.Gained, GainedDie{Rank: next, Die: adv.Die, Attr: ch.Attr})
	for a := range numAttrs {
		n := cl.attrs[a].Count()
		for _, gd := range trial.Gained {
			if gd.Attr == a {
				n++
			}
		}
		if n > 4 {
			return "", refuse("%s's %v would have %d dice: no attribute may ever have more than four", h.Name, a, n)
		}
	}
	trial.Rank = next
	trial.MaxHearts += adv.Hearts
	trial.MaxPotions += adv.Potions
	got := ""
	if next == "A" || next == "X" {
		avail := []string{}
		for _, row := range cl.RankAbilities {
			if !slices.Contains(h.RankAbilities, row.Name) {
				avail = append(avail, row.Name)
			}
		}
		if ch.Ability == "" {
			// Rolled: the Golden Eye split evenly over the chart's
			// abilities not taken yet.
			roll := c.rng().IntN(20)
			got = avail[roll*len(avail)/20]
		} else if slices.Contains(avail, ch.Ability) {
			got = ch.Ability
		} else {
			return "", refuse("%q is not a rank ability %s can still take", ch.Ability, h.Name)
		}
		trial.RankAbilities = append(trial.RankAbilities, got)
		for _, row := range cl.RankAbilities {
			if row.Name == got {
				trial.MaxHearts += row.Hearts
				trial.MaxPotions += row.Potions
			}
		}
	} else if ch.Ability != "" {
		return "", refuse("rank abilities come at ranks A and X, not %s", next)
	}
	trial.Hearts = trial.MaxHearts
	*h = trial
	c.RankUps[ch.Hero]--
	return got, nil
}

// NextStep finishes the current downtime step and goes to the next
// ("Downtime", in order); rest and taking stock cannot be skipped.
func (c *Campaign) NextStep(d *Data) error {
	switch c.Step {
	case StepRest, StepInventory:
		return refuse("the %s step cannot be skipped", c.Step)
	case StepAdventure:
		return refuse("downtime is over: the next adventure waits")
	}
	i := slices.Index(stepOrder, c.Step)
	c.Step = stepOrder[i+1]
	c.Stock = nil
	if c.Step == StepShop {
		c.openShop(d)
	}
	return nil
}
