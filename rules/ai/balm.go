package ai

import "github.com/superdungeon-digital/superdungeon/rules"

// Take Wounds (Hearthsworn Fighter's Hero's Balm, rules/abilities.go):
// the friend's wounds move onto the user, as many as the user can take
// and keep a heart. It is worth drinking when a friend is badly wounded
// and the user can bear them: a wound on a healthy Hero costs less than
// the same wound on one close to death.

// takeWoundsValue is what moving friend t's wounds onto me is worth: Heal
// per wound moved, less BalmSelf of that for carrying them, LowHearts
// when t is no longer close to death and minus LowHearts when me becomes
// close to death.
func (p *Player) takeWoundsValue(v *view, me, t *rules.Model) float64 {
	if t.ID == me.ID || t.Kind != rules.KindHero {
		return 0
	}
	n := min(t.Wounds, v.left(me)-1)
	if n <= 0 {
		return 0
	}
	val := float64(n) * p.W.Heal * (1 - p.W.BalmSelf)
	if v.fragile(t) && v.left(t)+n > 2 {
		val += p.W.LowHearts
	}
	if !v.fragile(me) && v.left(me)-n <= 2 {
		val -= p.W.LowHearts
	}
	return val
}
