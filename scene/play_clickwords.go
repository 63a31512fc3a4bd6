package scene

import (
	"fmt"
	"slices"
	"strings"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// nothingAimedAt says what to do about a monster clicked with nothing
// aimed: the attacks that reach it now, or that none does (played at
// 200%: "click an attack first" while every attack was greyed, the
// monster out of reach).
func (p *Play) nothingAimedAt(target *rules.Model) string {
	id := p.g.Active
	var reach []string
	add := func(name, label string) {
		if slices.Contains(p.g.LegalTargets(id, name), target.ID) && !slices.Contains(reach, label) {
			reach = append(reach, label)
		}
	}
	if m := p.g.Model(id); m != nil {
		for _, ba := range basicAttacks {
			if _, ok := p.g.BasicAttack(m, ba.attr); ok {
				add(ba.name, strings.TrimSuffix(ba.name, " Attack"))
			}
		}
		if hc := p.g.HeroCard(m); hc != nil {
			for _, a := range hc.Actions {
				if a.Type == cards.Offensive && a.Potion == cards.NoPotion {
					add(a.Name, a.Name)
				}
			}
		}
	}
	name := p.g.Name(target.ID)
	if len(reach) == 0 {
		return fmt.Sprintf("No attack of %s reaches %s from here: walk closer first.", p.g.Name(id), name)
	}
	return fmt.Sprintf("Nothing is aimed at %s: click %s below first, then click it.", name, listNames(reach, "or"))
}
