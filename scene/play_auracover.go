package scene

import (
	"strings"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// Auras a Hero's action spreads to its friends (Iron Halo, Bamf!) showed
// only on the Hero who carried them: played by mouse, the Mage standing in
// the Paladin's Iron Halo had no sign of the blue die it gained.

// anyCarriedAura reports whether some model in play carries an aura
// effect: the only time another's aura can cover a model.
func anyCarriedAura(g *rules.Game) bool {
	for i := range g.Models {
		if m := &g.Models[i]; m.InPlay {
			for _, e := range m.Effects {
				if e.Aura > 0 {
					return true
				}
			}
		}
	}
	return false
}

// coveringAuras are the friends' auras that reach m now (the rules'
// EffectsOn), leaving out those m carries itself.
func coveringAuras(g *rules.Game, m *rules.Model) []rules.Effect {
	if !anyCarriedAura(g) {
		return nil
	}
	var out []rules.Effect
	for _, e := range g.EffectsOn(m) {
		if e.Aura == 0 || e.From == m.ID {
			continue
		}
		own := false
		for _, o := range m.Effects {
			own = own || o.Source == e.Source
		}
		if !own {
			out = append(out, e)
		}
	}
	return out
}

// coveredText says which friends' auras cover m, for its tooltip.
func (p *Play) coveredText(m *rules.Model) string {
	var parts []string
	for _, e := range coveringAuras(p.g, m) {
		s := p.g.Name(e.From) + "'s " + e.Source
		var what []string
		for _, b := range e.Boosts {
			what = append(what, boostWords(b.Dice, b.To))
		}
		for _, k := range e.Grants {
			what = append(what, k.String())
		}
		if len(what) > 0 {
			s += " (" + strings.Join(what, ", ") + ")"
		}
		parts = append(parts, s)
	}
	if len(parts) == 0 {
		return ""
	}
	return " In the aura of " + listNames(parts, "and") + "."
}

// boostWords says what a boost adds: "+1 blue die to ARM" (the cards
// spell the stats in capitals; the data keeps them in small letters).
func boostWords(dice cards.Pool, to string) string {
	switch to {
	case "arm", "str", "dex", "will":
		to = strings.ToUpper(to)
	case "offense":
		to = "attack rolls"
	case "defense":
		to = "defence rolls"
	}
	return "+" + poolWords(dice) + " to " + to
}
