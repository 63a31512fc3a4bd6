package ai

import (
	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/pathing"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Player decides for the Heroes. The zero value is not ready: use New.
type Player struct {
	W Weights

	// Distance fields to goal squares, for the board they were built on.
	board  *tiles.Map
	fields map[tiles.Point]*pathing.Field
	// Chances to wound for the running activation (see chances).
	memo  map[chanceKey]float64
	stamp memoStamp
	// scratch is the view look fills for each decision, kept so its
	// lists and maps are reused (see look).
	scratch view
	// sight remembers sight lines to enemies while sightSig, the enemy
	// squares that block, is unchanged on sightBoard (see look).
	sight      map[seeKey]bool
	sightSig   []blocker
	sightBoard *tiles.Map
	// cands is pick's buffer.
	cands []cand
	// defMemo remembers defendChance by Hero card, strength
	// and catalog (they never change during a game).
	defMemo map[defKey]float64
	// tsight is the engine's sight memo for the Targets the Player asks.
	tsight rules.SightMemo
}

// New returns a Player with the default weights.
func New() *Player { return &Player{W: DefaultWeights()} }

// Next returns the Heroes' next command, or nil when the Heroes have
// nothing to decide now:
//
//   - Hero turn: which Hero activates (StartActivation), then that Hero's
//     commands one at a time until EndActivation; EndPhase when no Hero can
//     activate;
//   - power-ups: Revive for each Hero that fell this turn, then (Heroes'
//     power-up) Equip for backpack cards with a free slot, the loot the
//     turn earned among them (drawn as the power-up began); nil once
//     done: the caller ends the phase;
//   - any time treasure cards wait for a choice: ChooseTreasure (decisions.go);
//   - Consul turn: a green potion (a heal for a wounded Hero, or Loud
//     Slurping to draw the monsters off a dying friend), nil otherwise.
func (p *Player) Next(g *rules.Game) rules.Command {
	if g.Over != "" {
		return nil
	}
	if c := p.chooseTreasure(g); c != nil {
		return c // drawn treasure waits for the party (decisions.go)
	}
	if explore.TimeoutPending(g) {
		// The Explore boss's timeout waits for the party (timeout.go).
		return timeoutChoice(g)
	}
	switch g.Phase {
	case rules.HeroTurn:
		if g.Active == rules.NoModel {
			return p.chooseHero(g)
		}
		return carrierSafe(g, p.activationStep(g))
	case rules.HeroPowerUp, rules.ConsulPowerUp:
		if c := carrierMove(g); c != nil {
			return c // objective.go
		}
		if c := p.revive(g); c != nil {
			return c
		}
		if c := p.equip(g); c != nil {
			return c
		}
		return p.sellLoot(g) // rude.go
	case rules.ConsulTurn:
		return p.green(g)
	}
	return nil
}

// chooseHero starts the activation of the Hero that can do the most good:
// hit something valuable, open a chest, heal a friend, or get a fragile
// Hero out of danger. Ties go to the lower id.
func (p *Player) chooseHero(g *rules.Game) rules.Command {
	if id := p.objectiveHero(g); id != rules.NoModel && g.CanActivate(id) == nil {
		return rules.StartActivation{Hero: id} // objective.go
	}
	v := p.look(g)
	best, bestVal := rules.NoModel, 0.0
	for _, h := range v.heroes {
		// The engine's own test: the token, and never twice in one Hero
		// turn even after the tokens were cleared.
		if g.CanActivate(h.ID) != nil {
			continue
		}
		val := p.urgency(v, h)
		if best == rules.NoModel || val > bestVal {
			best, bestVal = h.ID, val
		}
	}
	if best == rules.NoModel {
		return rules.EndPhase{}
	}
	return rules.StartActivation{Hero: best}
}

// urgency estimates what activating h now is worth, without searching its
// moves: the best target within its movement plus range, a chest it can
// reach, a friend it can heal, and the danger it could walk out of.
// (Plot crystals are left out: sims lost more games when a Hero near one
// went first.)
func (p *Player) urgency(v *view, h *rules.Model) float64 {
	g := v.g
	hc := g.HeroCard(h)
	if hc == nil {
		return 0
	}
	mv := hc.Mv
	val := 0.0
	// A rough shot: an even chance to wound anything within movement plus
	// the Hero's longest basic range (the exact chances are worked out
	// once the Hero activates; asking for them here for every Hero costs
	// more than the whole activation).
	rng := 1
	for _, r := range hc.Attacks {
		rng = max(rng, r)
	}
	for _, t := range v.enemies {
		if distTo(h.Pos, t) <= mv+v.effRange(t, rng) {
			val = max(val, p.hitValue(v, t, 0.5, 1, false))
		}
	}
	for _, c := range v.chests {
		if tiles.Dist(c.Pos, h.Pos) <= mv+1 {
			val = max(val, p.W.Chest)
		}
	}
	if r := healerRange(g, h); r > 0 {
		for _, f := range v.heroes {
			if f.ID != h.ID && f.Wounds > 0 && tiles.Dist(f.Pos, h.Pos) <= mv+r {
				val = max(val, p.healValue(v, f, 1, false))
			}
		}
	}
	if v.fragile(h) {
		val += p.threat(v, h, h.Pos)
	}
	return val
}

// activationStep is the active Hero's next command: stand up, move to a
// better square, drink a potion before a big attack, act, dash, or end.
func (p *Player) activationStep(g *rules.Game) rules.Command {
	v := p.look(g)
	me := g.Model(g.Active)
	ap, mp := g.APLeft(me.ID), g.MPLeft(me.ID)
	if v.suffers(me, cards.Knockdown) {
		// Standing with movement keeps the action points when there is
		// something to hit from here; else an action point keeps the move.
		switch {
		case g.Act.MPSpent == 0 && mp > 0 && (ap < 2 || len(p.targetsHere(v, me)) > 0):
			return rules.StandUp{UseMovement: true}
		case ap >= 1:
			return rules.StandUp{}
		case g.Act.MPSpent == 0 && mp > 0:
			return rules.StandUp{UseMovement: true}
		}
		return rules.EndActivation{}
	}
	if c := p.objectiveStep(g, me); c != nil {
		return c // Explore's alternate modes (objective.go)
	}
	if c := p.rageAttack(v, me); c != nil {
		return p.withChoices(v, me, c) // free attacks earned while raging (rules/abilities.go)
	}
	if c := p.startRage(v, me); c != nil {
		return c // rage.go
	}
	if c := p.rageMove(v, me); c != nil {
		return c
	}
	if mv := p.bestMove(v, me); mv != nil {
		return mv
	}
	opt := p.bestOption(v, me)
	if opt != nil && opt.value >= p.W.MinAction {
		if d := p.potionOption(v, me, opt); d != nil {
			return p.withChoices(v, me, d)
		}
		return p.withChoices(v, me, opt.cmd) // choices.go
	}
	if d := p.potionOption(v, me, nil); d != nil {
		return p.withChoices(v, me, d)
	}
	if d := p.bestDash(v, me); d != nil {
		return d
	}
	return rules.EndActivation{}
}

// targetsHere lists the enemies me could hit with a basic attack now.
func (p *Player) targetsHere(v *view, me *rules.Model) []rules.ModelID {
	var out []rules.ModelID
	for _, attr := range []cards.Attribute{cards.STR, cards.WILL, cards.DEX} {
		if act, ok := v.g.BasicAttack(me, attr); ok {
			for _, id := range v.legalTargets(me.ID, act.Name) {
				if v.g.Model(id).Side != me.Side {
					out = append(out, id)
				}
			}
		}
	}
	return out
}
