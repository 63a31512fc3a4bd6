package rules

import "github.com/superdungeon-digital/superdungeon/cards"

// A destroyed Hero keeps its potion tokens and equipment (Arcade rulebook,
// "You Have Died": it retains every token but wounds, wrath and status
// effects). Its potion capacity must still be well defined, or a Hero
// destroyed while a card raised every Hero's capacity (Potion of Luck)
// would hold more potions than its capacity says until it is revived.
//
// Project decision: a destroyed Hero is still one of "every Hero", so the
// lasting effects aimed at every Hero keep applying to it; effects aimed at
// Heroes picked by their situation in the dungeon (wounded, near monsters,
// most wrath, alone) do not. settle then holds every Hero, destroyed or not,
// to its capacity, so the invariant "potions <= capacity" holds for all.

// destroyedHeroLasting lists the lasting effects of kind that still apply
// to a destroyed Hero: those aimed at every Hero.
func (g *Game) destroyedHeroLasting(kind cards.EffectKind) []cards.Effect {
	var out []cards.Effect
	for _, le := range g.lastingEffects() {
		if le.Kind == kind && le.Who == cards.WhoHeroes && le.MinEquipment == 0 {
			out = append(out, le.Effect)
		}
	}
	return out
}
