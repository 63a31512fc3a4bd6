package rules

import (
	"fmt"
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/pathing"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// The Hero card keywords the books name without defining get project
// meanings here (card-facts.md lists them; cards/keywords.go accepts them).
// Each is written so it fits its name and the Hero's role:
//
//   - Charge (Demon Charge): after the Lance, the user charges along it as
//     far as it legally can within the Lance's length, ending on the last
//     empty square it reached (a free move, no movement points).
//   - Hunger: destroying an enemy with an offensive action heals the user one
//     wound (action.go).
//   - Nine Lives: once per game, a wound that would destroy the Hero leaves
//     it on its last heart instead.
//   - Deadly Defense: when the Hero holds against a monster's attack, the
//     monster suffers a wound, at most once per Consul turn (as Backlash).
//   - Fury: one extra blue die on offense rolls per wound the Hero has
//     (stats.go).
//   - Pounce X / Retreat X / Teleport X: see resolve (action.go, control.go).
//   - Sturdy: immune to Knockdown and Immobile, and control effects cannot
//     move it (stats.go, control.go).
//   - Proficient: opening a chest draws one more treasure card to choose
//     from (the rulebook's "abilities that draw additional treasure cards").
//   - Berserk: one extra red die on STR offense rolls while wounded.
//   - Holy: immune to Hex (the Goddess's knight cannot be cursed).
//   - Sidestep: enemy actions targeting the model lose one range (minimum
//     1), as a lesser Stealth.
//   - Wind of Blades: one extra blue die on STR offense rolls for every
//     enemy next to the model beyond the first.
//   - Luck: once per activation, a reroll of the weakest die of an offense
//     roll that falls short (reroll.go).
//   - Regenerate X: X wounds removed at the start of each activation, after
//     Tough (Regenerate, below; the Consul's upkeep for monsters).
//
// Rage, Take Wounds and Malice: see abilities.go; Arc: arc.go.

// regenerate is Regenerate X at the start of m's activation (house rule:
// the glossary names it, no book defines it): m removes X wounds, after
// Tough. Its number comes from the card ("Regenerate 2"); granted by an
// effect with no number it heals one.
func (g *Game) Regenerate(m *Model) []Event {
	if m.Wounds <= 0 || !g.Has(m, "Regenerate") {
		return nil
	}
	n := 1
	var abilities []cards.Keyword
	if h := g.HeroCard(m); h != nil {
		abilities = h.Abilities
	} else if c := g.MonsterCard(m); c != nil {
		abilities = c.Abilities
	}
	for _, k := range abilities {
		if k.Name == "Regenerate" && k.Value > 0 {
			n = k.Value
		}
	}
	n = min(n, m.Wounds)
	m.Wounds -= n
	return []Event{Healed{Model: g.RefOf(m.ID), Wounds: n, Source: "Regenerate"}}
}

// charge moves the user along dir up to the Lance's length.
func (g *Game) charge(user *Model, dir tiles.Dir, act *cards.Action) []Event {
	mv := g.Mover(user)
	cur := user.Pos
	var path, stop []tiles.Point
	for k := 0; k < act.Area.Size; k++ {
		next := cur.Add(dir)
		if pathing.CanStep(g.Board, mv, cur, next) != nil {
			break
		}
		path = append(path, next)
		if !mv.Occupied(next) {
			stop = append(stop[:0], path...)
		}
		cur = next
	}
	if len(stop) == 0 {
		return nil
	}
	user.Pos = stop[len(stop)-1]
	return []Event{Moved{Model: g.RefOf(user.ID), Path: stop, Cost: 0, Reason: act.Name + " (Charge)"}}
}

// hasBacklash: the model's card or effects, or a bonus of the ruleset's
// (Arcade: the chart's 8-Bit Backlash).
// HasBacklash reports whether m strikes back at a Hero whose offensive
// action against it fails (its card, or the ruleset's bonuses).
func (g *Game) HasBacklash(m *Model) bool { return g.hasBacklash(m) }

func (g *Game) hasBacklash(m *Model) bool {
	return g.Has(m, "Backlash") || (m.Side == ConsulSide && g.rules().MonsterKeyword(g, m, "Backlash"))
}

// monsterMassiveDamage: the card's ability or a bonus of the ruleset's
// (Arcade: the chart's 8-Bit Massive Damage).
func (g *Game) monsterMassiveDamage(m *Model) bool {
	return g.Has(m, "Massive Damage") || g.rules().MonsterKeyword(g, m, "Massive Damage")
}

// heroStrikesBack resolves Backlash and Deadly Defense when a Hero holds
// against a monster: the monster suffers one wound, at most one per Hero per
// Consul turn (Arcade rulebook, "Backlash": the Arcade limit).
func (g *Game) heroStrikesBack(h, m *Model) []Event {
	if !g.Has(h, "Backlash") && !g.Has(h, "Deadly Defense") {
		return nil
	}
	if !m.InPlay || (h.BacklashTurn == g.Turn && !(g.Has(h, "Backlash") && g.houseStatuses())) {
		return nil // (Rude Supers' Backlash: every failed attack, CombatRules.HouseStatuses)
	}
	h.BacklashTurn = g.Turn
	source := "Backlash"
	if !g.Has(h, "Backlash") {
		source = "Deadly Defense"
	}
	evs := []Event{Note{Text: fmt.Sprintf("%s strikes back at %s (%s)", h.Card, m.Card, source)}}
	return append(evs, g.Wound(m, h.ID, 1, source, false)...)
}

// nineLives saves a Hero from a destroying wound once per game.
func (g *Game) nineLives(m *Model, hearts int) (bool, []Event) {
	if m.Kind != KindHero || !g.Has(m, "Nine Lives") {
		return false, nil
	}
	for _, u := range m.UsedOnce {
		if u == "Nine Lives" {
			return false, nil
		}
	}
	m.UsedOnce = append(m.UsedOnce, "Nine Lives")
	m.Wounds = hearts - 1
	return true, []Event{Note{Text: fmt.Sprintf("%s lands on its feet: Nine Lives leaves it one heart", m.Card)}}
}

// auraGrants reports whether o's card aura (a spawning point's) gives
// monster m the ability name: o another model in play, m within the
// aura's size and of its affinity when it names one (Shadow Tower: ruby
// monsters within two squares gain Stealth). mc is m's monster card.
func (g *Game) auraGrants(m *Model, mc *cards.Monster, o *Model, name string) bool {
	oc := g.MonsterCard(o)
	if oc == nil || len(oc.Auras) == 0 || !g.cardAuras() {
		return false
	}
	for _, a := range oc.Auras {
		if a.Affinity != "" && (mc == nil || !slices.Contains(mc.Affinity, a.Affinity)) {
			continue
		}
		if !slices.ContainsFunc(a.Grants, func(k cards.Keyword) bool { return k.Name == name }) {
			continue
		}
		if g.ModelDist(o, m) <= a.Size {
			return true
		}
	}
	return false
}

// auraTerrain reports whether square p counts as difficult terrain through
// a card aura (Spider Nest: the squares within two of it).
func (g *Game) auraDifficult(p tiles.Point) bool {
	for i := range g.Models {
		if g.auraDifficultFrom(i, p) {
			return true
		}
	}
	return false
}

// auraDifficultAmong is auraDifficult asking only the models at indices
// ids (Mover lists the carriers once per search).
func (g *Game) auraDifficultAmong(ids []int, p tiles.Point) bool {
	for _, i := range ids {
		if g.auraDifficultFrom(i, p) {
			return true
		}
	}
	return false
}

// auraDifficultFrom reports whether model i's Difficult Terrain aura
// covers p.
func (g *Game) auraDifficultFrom(i int, p tiles.Point) bool {
	o := &g.Models[i]
	oc := g.MonsterCard(o)
	if !o.InPlay || oc == nil || len(oc.Auras) == 0 || !g.cardAuras() {
		return false
	}
	for _, a := range oc.Auras {
		if a.Terrain == DifficultTerrain && DistTo(o, p) <= a.Size {
			return true
		}
	}
	return false
}

// adjacentEnemies counts the in-play enemy models next to m.
func (g *Game) adjacentEnemies(m *Model) int {
	n := 0
	for i := range g.Models {
		o := &g.Models[i]
		if o.InPlay && o.Kind != KindChest && Enemies(m, o) && g.ModelDist(m, o) == 1 {
			n++
		}
	}
	return n
}
