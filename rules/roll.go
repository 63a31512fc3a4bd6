package rules

import (
	"strings"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// roll rolls a pool with the game's dice, blue first then red, green,
// citrine, amethyst (the order scripted faces are consumed in). When
// discardHighest is set, the die with the most stars is set aside (Hex on
// offense, Bane on defense: Arcade rulebook, "Example Consul Turn"; Explore
// rulebook, "Status Effects").
func (g *Game) Roll(who ModelID, why string, p cards.Pool, discardHighest bool) Rolled {
	r := Rolled{Model: g.RefOf(who), Why: why, Pool: p.String(), Bonus: p.Stars}
	for c := cards.Colour(0); int(c) < len(p.Dice); c++ {
		for k := 0; k < p.Dice[c]; k++ {
			fi := g.rollFace()
			f := g.catalog.Dice[c].Faces[fi]
			r.Dice = append(r.Dice, DieResult{Colour: c, Face: fi, Stars: f.Stars, Heart: f.Heart, Potion: f.Potion})
		}
	}
	if cr := g.combatRules(); cr.HeartStars || cr.DefenseReroll { // combatrules.go
		r.HeartStars = cr.HeartStars && why == "offense"
		if cr.DefenseReroll && strings.HasPrefix(why, "defense") {
			r.Again = g.rerollDefenseHearts(&r)
		}
	}
	retotal(&r, discardHighest) // reroll.go
	return r
}
