package scene

import (
	"fmt"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// greenButtons offer the green potions the party can drink during the
// Consul's turn (Arcade rulebook, "Potions": green potions are drunk in the
// Consul turn): Loud Slurping for any Hero with a token, and each Hero's own
// green potion that needs no aim. Each is checked by the rules on a copy,
// so only what would be allowed is offered. Clicking one pauses the Consul
// after the current step (step mode) so the table can follow.
func (p *Play) greenButtons() []*actionButton {
	if now, _ := p.g.GreenPotionsNow(); !now || p.auto != nil || p.g.Over != "" {
		return nil
	}
	var out []*actionButton
	offer := func(label, sub, tip string, c rules.Command) {
		if _, err := p.g.Clone().Apply(c); err != nil {
			return
		}
		b := &actionButton{label: label, cost: sub, tip: tip}
		b.onClick = func() {
			p.stepMode, p.stepWait = true, true
			p.apply(c)
		}
		out = append(out, b)
	}
	for _, id := range p.g.Heroes() {
		h := p.g.Model(id)
		if h == nil || !h.InPlay || h.Potions < 1 {
			continue
		}
		name := shortName(h.Card)
		if p.g.HasWrath() { // Arcade's: Explore and the first edition have no wrath
			offer("Loud Slurping", name, fmt.Sprintf("%s drinks noisily and gains two wrath, pulling the monsters' attention onto itself", h.Card),
				rules.LoudSlurping{Hero: id, Owner: id})
		}
		if hc := p.g.HeroCard(h); hc != nil {
			for i := range hc.Actions {
				a := &hc.Actions[i]
				if a.Potion != cards.GreenPotion || modeOf(a) != aimNone {
					continue
				}
				offer(a.Name, name, a.Text, rules.DrinkPotion{Owner: id, Drinker: id, Action: a.Name, Aim: rules.Aim{Target: id}})
			}
		}
	}
	return out
}
