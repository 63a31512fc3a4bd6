package legends

import (
	"fmt"
	"slices"
	"strings"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// Checking the data on load: every number parses, every name resolves.

func pools(file, name string, s [numAttrs]string) ([numAttrs]cards.Pool, error) {
	var out [numAttrs]cards.Pool
	for i, v := range s {
		p, err := ParsePool(v)
		if err != nil {
			return out, fmt.Errorf("%s: %s %s: %w", file, name, Attr(i), err)
		}
		out[i] = p
	}
	return out, nil
}

// check parses dice, resolves names and validates every cross reference.
func (d *Data) check() error {
	for i := range d.Abilities {
		a := &d.Abilities[i]
		var err error
		if a.bonus, err = ParsePool(a.Bonus); err != nil {
			return fmt.Errorf("ability %s: %w", a.Name, err)
		}
		if a.boost, err = ParsePool(a.Boost); err != nil {
			return fmt.Errorf("ability %s: %w", a.Name, err)
		}
		if a.BoostAttr != "" {
			if a.attr, err = ParseAttr(a.BoostAttr); err != nil {
				return fmt.Errorf("ability %s: %w", a.Name, err)
			}
		}
		if a.Kind != "attack" && a.Kind != "support" && a.Kind != "hinder" {
			return fmt.Errorf("ability %s: kind must be attack, support or hinder", a.Name)
		}
		if a.Kind == "hinder" && (a.Status == "" || a.Range < 1) {
			return fmt.Errorf("ability %s: a hinder names a status and a range", a.Name)
		}
		if a.Split && (a.Kind != "attack" || a.Aura > 0 || a.Burst > 0 || a.Lance) {
			return fmt.Errorf("ability %s: only single-target attacks split", a.Name)
		}
		if a.Kind == "attack" && a.Attack.reach() == 1 && a.Attack != Melee {
			return fmt.Errorf("ability %s: attack must be melee, magic or missile", a.Name)
		}
		if a.Status != "" && !slices.Contains(statusNames, a.Status) {
			return fmt.Errorf("ability %s: unknown status %q", a.Name, a.Status)
		}
		if a.Kind == "support" && (a.Push > 0 || a.Status != "") {
			return fmt.Errorf("ability %s: support abilities never harm (Support Abilities)", a.Name)
		}
		if a.Text == "" {
			return fmt.Errorf("ability %s: no text", a.Name)
		}
	}
	for i := range d.Classes {
		c := &d.Classes[i]
		if c.Role == "" {
			return fmt.Errorf("class %s: no role line (what the Hero is good at)", c.Name)
		}
		var err error
		if c.attrs, err = pools("heroes.yaml", c.Name, [numAttrs]string{c.STR, c.ARM, c.WILL, c.DEX}); err != nil {
			return err
		}
		for _, a := range c.Abilities {
			if d.Ability(a) == nil {
				return fmt.Errorf("class %s: unknown ability %q", c.Name, a)
			}
		}
		for _, r := range rankLetters[1:] {
			adv, ok := c.Ranks[r]
			if !ok {
				return fmt.Errorf("class %s: no advance for rank %s", c.Name, r)
			}
			if _, ok := colourOf(adv.Die[0]); len(adv.Die) != 1 || !ok {
				return fmt.Errorf("class %s: rank %s die %q is not B, R, G, Y or P", c.Name, r, adv.Die)
			}
		}
		for _, s := range c.Skills {
			if _, err := ParseAttr(s.Attr); err != nil || rankIndex(s.Rank) < 0 {
				return fmt.Errorf("class %s: skill %s needs an attribute and a rank letter", c.Name, s.Name)
			}
		}
		if len(c.RankAbilities) < 2 {
			return fmt.Errorf("class %s: the rank ability chart needs at least two rows", c.Name)
		}
		for _, ra := range c.RankAbilities {
			if ra.Attr != "" {
				if _, err := ParseAttr(ra.Attr); err != nil {
					return fmt.Errorf("class %s: %s: %w", c.Name, ra.Name, err)
				}
				if _, err := ParsePool(ra.Dice); err != nil {
					return fmt.Errorf("class %s: %s: %w", c.Name, ra.Name, err)
				}
			}
		}
	}
	for i := range d.Monsters {
		m := &d.Monsters[i]
		var err error
		if m.attrs, err = pools("monsters.yaml", m.Name, [numAttrs]string{m.STR, m.ARM, m.WILL, m.DEX}); err != nil {
			return err
		}
		if m.Hearts < 1 {
			return fmt.Errorf("monster %s: needs at least one heart", m.Name)
		}
		if m.Attack != Melee && m.Attack != Magic && m.Attack != Missile {
			return fmt.Errorf("monster %s: attack must be melee, magic or missile", m.Name)
		}
		if m.OnHit != "" && !slices.Contains(statusNames, m.OnHit) {
			return fmt.Errorf("monster %s: unknown status %q", m.Name, m.OnHit)
		}
		for _, a := range m.Abilities {
			if d.Ability(a) == nil {
				return fmt.Errorf("monster %s: unknown ability %q", m.Name, a)
			}
		}
	}
	for _, list := range [][]Equipment{d.Loot, d.Wonders} {
		for i := range list {
			e := &list[i]
			var err error
			if e.dice, err = ParsePool(e.Dice); err != nil {
				return fmt.Errorf("equipment %s: %w", e.Name, err)
			}
			if e.Attr != "" {
				if e.attr, err = ParseAttr(e.Attr); err != nil {
					return fmt.Errorf("equipment %s: %w", e.Name, err)
				}
			}
			if e.Ability != "" && d.Ability(e.Ability) == nil {
				return fmt.Errorf("equipment %s: unknown ability %q", e.Name, e.Ability)
			}
			if !e.Wonder && len(e.Components) == 0 {
				return fmt.Errorf("loot %s: lists no components to disenchant into", e.Name)
			}
			for k := range e.Components {
				if _, ok := d.Backpack.Capacity[k]; !ok {
					return fmt.Errorf("equipment %s: component %q is not a backpack good", e.Name, k)
				}
			}
		}
	}
	for _, it := range d.Items {
		if len(it.Cost) == 0 {
			return fmt.Errorf("item %s: no price", it.Name)
		}
		for k := range it.Cost {
			if _, ok := d.Backpack.Capacity[k]; !ok {
				return fmt.Errorf("item %s: price in %q, not a backpack good", it.Name, k)
			}
		}
		if it.Ability != "" && d.Ability(it.Ability) == nil {
			return fmt.Errorf("item %s: unknown ability %q", it.Name, it.Ability)
		}
	}
	for _, r := range d.Recipes {
		if err := d.checkChart("recipe "+r.Name, r.Chart, func(res string) bool {
			e := d.Equipment(res)
			return e != nil && e.Wonder
		}); err != nil {
			return err
		}
		for k := range r.Components {
			if _, ok := d.Backpack.Capacity[k]; !ok {
				return fmt.Errorf("recipe %s: component %q is not a backpack good", r.Name, k)
			}
		}
	}
	if err := d.checkChart("treasure chart", d.TreasureChart, func(r string) bool {
		if r == "loot" {
			return true
		}
		good, n, ok := strings.Cut(r, ":")
		_, known := d.Backpack.Capacity[good]
		return ok && known && n != "" && n != "0"
	}); err != nil {
		return err
	}
	for _, u := range d.GoodUses {
		if _, ok := d.Backpack.Capacity[u.Good]; !ok || d.Ability(u.Ability) == nil {
			return fmt.Errorf("good use %s: %q needs a backpack good and an ability", u.Good, u.Ability)
		}
	}
	for _, it := range d.Shop {
		if d.Item(it) == nil {
			return fmt.Errorf("shop: unknown item %q", it)
		}
	}
	if len(d.Shop) < 6 {
		return fmt.Errorf("shop: the item deck needs at least six cards to flip")
	}
	for _, a := range d.Adventures {
		if err := a.check(d); err != nil {
			return fmt.Errorf("adventure %s: %w", a.File, err)
		}
	}
	for _, c := range d.Campaigns {
		if err := c.check(d); err != nil {
			return fmt.Errorf("campaign %s: %w", c.Name, err)
		}
	}
	return nil
}

// checkChart checks a Golden Eye chart covers 1-20 once each with results
// ok accepts.
func (d *Data) checkChart(what string, chart []ChartRow, ok func(string) bool) error {
	covered := make([]bool, 21)
	for _, row := range chart {
		if !ok(row.Result) {
			return fmt.Errorf("%s: %q is not a valid result", what, row.Result)
		}
		for v := row.From; v <= row.To; v++ {
			if v < 1 || v > 20 || covered[v] {
				return fmt.Errorf("%s: %d is off the Golden Eye or on the chart twice", what, v)
			}
			covered[v] = true
		}
	}
	for v := 1; v <= 20; v++ {
		if !covered[v] {
			return fmt.Errorf("%s: the Golden Eye's %d is not on the chart", what, v)
		}
	}
	return nil
}
