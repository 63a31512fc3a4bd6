package legends

import (
	"fmt"
	"slices"
)

// CampaignResult is how a campaign played by the AI went.
type CampaignResult struct {
	Complete   bool
	Adventures int
	Wipes      int
	Commands   int
}

// maxWipes: after this many lost adventures the AI party gives the
// campaign up (project rule for simulations; a person may retry forever).
const maxWipes = 3

// PlayCampaign plays campaign c to its end with ai: every adventure, then
// every downtime step (rest, take stock, disenchant, craft, shop, rank
// up). check, when not nil, runs after every adventure and downtime step
// (saves in the UI; a JSON round trip in tests and the simulator).
func PlayCampaign(d *Data, c *Campaign, ai *AI, check func(*Campaign) error) (CampaignResult, error) {
	var r CampaignResult
	for !c.Complete && r.Wipes < maxWipes && r.Adventures < 40 {
		g, _, err := c.StartAdventure(d)
		if err != nil {
			return r, err
		}
		n, err := PlayAdventure(g, ai, 20000)
		r.Commands += n
		if err != nil {
			return r, err
		}
		r.Adventures++
		if g.Result != "heroes" {
			r.Wipes++
		}
		if err := c.FinishAdventure(d, g); err != nil {
			return r, err
		}
		if check != nil {
			if err := check(c); err != nil {
				return r, err
			}
		}
		if c.Complete {
			break
		}
		if err := ai.Downtime(d, c, check); err != nil {
			return r, err
		}
	}
	r.Complete = c.Complete
	return r, nil
}

// Downtime plays every downtime step for the party.
func (ai *AI) Downtime(d *Data, c *Campaign, check func(*Campaign) error) error {
	step := func(err error) error {
		if err != nil {
			return fmt.Errorf("downtime %s: %w", c.Step, err)
		}
		if check != nil {
			return check(c)
		}
		return nil
	}
	if err := step(c.Rest()); err != nil {
		return err
	}
	if err := step(c.TakeStock()); err != nil {
		return err
	}
	// Disenchant loot nobody wears.
	for i := range c.Heroes {
		for _, card := range slices.Clone(c.Heroes[i].Carried) {
			if e := d.Equipment(card); e != nil && !e.Wonder {
				if err := step(c.Disenchant(d, i, card)); err != nil {
					return err
				}
			}
		}
	}
	if err := step(c.NextStep(d)); err != nil {
		return err
	}
	// Craft every recipe the backpack affords, for the Hero with the
	// fewest things to wear.
	for crafted := true; crafted; {
		crafted = false
		for _, r := range d.Recipes {
			who := 0
			for i := range c.Heroes {
				if len(c.Heroes[i].Equipped)+len(c.Heroes[i].Carried) < len(c.Heroes[who].Equipped)+len(c.Heroes[who].Carried) {
					who = i
				}
			}
			if _, _, err := c.Craft(d, r.Name, who); err == nil {
				crafted = true
				if err := step(nil); err != nil {
					return err
				}
			}
		}
	}
	if err := step(c.NextStep(d)); err != nil {
		return err
	}
	for bought := true; bought; {
		bought = false
		for i := range c.Stock {
			if c.Buy(d, i) == nil {
				bought = true
				if err := step(nil); err != nil {
					return err
				}
				break
			}
		}
	}
	if err := step(c.NextStep(d)); err != nil {
		return err
	}
	for i := range c.Heroes {
		for c.RankUps[i] > 0 && rankIndex(c.Heroes[i].Rank) < len(rankLetters)-1 {
			cl := d.Class(c.Heroes[i].Class)
			done := false
			for _, a := range []Attr{cl.Attack.attr(), ARM, STR, WILL, DEX} {
				if _, err := c.RankUp(d, RankUpChoice{Hero: i, Attr: a}); err == nil {
					done = true
					break
				}
			}
			if !done {
				break
			}
			if err := step(nil); err != nil {
				return err
			}
		}
		c.RankUps[i] = 0
	}
	return step(c.NextStep(d))
}
