package ai

import (
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// option is one thing the active Hero could do now and what it is worth.
type option struct {
	cmd   rules.Command
	value float64
	// cost is the action points it spends (ranking is by value per point,
	// so a two-point action must beat two one-point ones).
	cost int
	// attr is the attribute an offensive option rolls ("" otherwise), so a
	// boosting potion can be matched to it.
	attr cards.Attribute
}

// better keeps the first of equal options (stable tie-break).
func better(a, b *option) *option {
	if b == nil || (a != nil && a.value/float64(max(1, a.cost)) >= b.value/float64(max(1, b.cost))) {
		return a
	}
	return b
}

// eachEnemyTarget calls fn with each enemy the rules let me aim action at,
// with the exact chance to wound it.
func (v *view) eachEnemyTarget(me *rules.Model, action string, fn func(t *rules.Model, chance float64)) {
	for _, id := range v.legalTargets(me.ID, action) {
		t := v.g.Model(id)
		if t.Side == me.Side {
			continue
		}
		if pr, err := v.chanceToWound(me.ID, action, id); err == nil {
			fn(t, pr)
		}
	}
}

// bestOption is the most valuable action-point option of the active Hero
// from where it stands: basic attacks, unique actions, opening a chest.
func (p *Player) bestOption(v *view, me *rules.Model) *option {
	g := v.g
	ap := g.APLeft(me.ID)
	if ap < 1 {
		return nil
	}
	var best *option
	massive := 1
	if g.Has(me, "Massive Damage") {
		massive = 2
	}
	for _, attr := range []cards.Attribute{cards.STR, cards.WILL, cards.DEX} {
		act, ok := g.BasicAttack(me, attr)
		if !ok || !v.anyWithin(me, act.Range, false) {
			continue
		}
		v.eachEnemyTarget(me, act.Name, func(t *rules.Model, pr float64) {
			o := &option{cmd: rules.Attack{Attr: attr, Target: t.ID}, value: p.hitValue(v, t, pr, massive, false), attr: attr, cost: act.Cost}
			best = better(best, o)
		})
	}
	if hc := g.HeroCard(me); hc != nil && !v.suffers(me, cards.Ice) {
		for i := range hc.Actions {
			act := &hc.Actions[i]
			if act.Potion != cards.NoPotion || act.Cost > ap || (act.OneUse() && slices.Contains(me.UsedOnce, act.Name)) ||
				g.SpecialForbidden(me, act) != "" { // the 1st edition's Bind and Pacify
				continue
			}
			aim, val, ok := p.evalAction(v, me, act)
			if !ok {
				continue
			}
			o := &option{cmd: rules.UseAction{Action: act.Name, Aim: aim}, value: val, cost: act.Cost}
			if act.Type == cards.Offensive {
				o.attr = act.Roll
			}
			best = better(best, o)
		}
	}
	for _, c := range v.chests {
		if tiles.Dist(c.Pos, me.Pos) == 1 {
			best = better(best, &option{cmd: rules.OpenChest{Chest: c.ID, Look: true}, value: p.W.Chest, cost: 1})
			break
		}
	}
	// A plot's crystal token next to the Hero (crystals.go): the most
	// valuable one, the first of equals.
	var cr *option
	for _, c := range g.Crystals {
		if _, ok := explore.Goal(g); ok {
			break // Explore's mode tokens: objective.go decides
		}
		if distTo(c.Pos, me) <= 1 {
			at := c.Pos
			cr = better(cr, &option{cmd: rules.Interact{Target: rules.NoModel, At: &at}, value: p.crystalValue(g, c), cost: 1})
		}
	}
	best = better(best, cr)
	return best
}

// usable reports whether the planner knows how to aim and value act: it
// leaves out teleports, Push (no Hero has one) and actions the engine does
// not resolve (no structured effect). A Compel's paths are chosen when the
// command is sent (choices.go); a Pull takes the rules' path.
func usable(act *cards.Action) bool {
	if act.Control.Name == "Push" || act.Has("Teleport") {
		return false
	}
	if act.Type == cards.Offensive {
		return act.Roll != ""
	}
	return act.Heal > 0 || act.HealPerStar || act.Cleanse || len(act.Boosts) > 0 || len(act.Grants) > 0 || len(act.Statuses) > 0 ||
		act.Has("Take Wounds") || act.Control.Name == "Compel"
}

// evalAction finds the best aim for one of me's own actions and its value.
func (p *Player) evalAction(v *view, me *rules.Model, act *cards.Action) (rules.Aim, float64, bool) {
	if !usable(act) {
		return rules.Aim{}, 0, false
	}
	g := v.g
	bestVal, found := 0.0, false
	var bestAim rules.Aim
	try := func(aim rules.Aim, val float64) {
		if !found || val > bestVal {
			bestAim, bestVal, found = aim, val, true
		}
	}
	friendly := act.Targeting == cards.Augment
	switch act.Area.Kind {
	case "":
		if act.Range > 0 && !v.anyWithin(me, act.Range, friendly) {
			break
		}
		for _, id := range v.legalTargets(me.ID, act.Name) {
			try(rules.Aim{Target: id}, p.modelValue(v, me, act, g.Model(id)))
		}
	case "Burst":
		if !v.anyWithin(me, act.Range, friendly) {
			break
		}
		for _, id := range v.legalTargets(me.ID, act.Name) {
			aim := rules.Aim{Target: id}
			if sq, err := g.AreaSquares(me, act.Area, aim); err == nil {
				try(aim, p.areaValue(v, me, act, sq))
			}
		}
	case "Lance", "Sweep":
		if !v.othersNear(me, max(1, act.Area.Size)) {
			// The line or the sweep, from next to the user, holds no
			// model: nothing to value (and its squares' sight lines are
			// the costly part of a decision).
			break
		}
		for _, d := range tiles.OrthoDirs {
			aim := rules.Aim{Target: rules.NoModel, Dir: d}
			if !v.anyInBox(me, lineBox(me, act.Area, d)) {
				try(aim, 0) // no model along that side: its squares hold no value
				continue
			}
			if sq, err := g.AreaSquares(me, act.Area, aim); err == nil {
				try(aim, p.areaValue(v, me, act, sq))
			}
		}
	default: // Wave, Cross, Aura: centred on the user.
		aim := rules.Aim{Target: rules.NoModel}
		if k := act.Area.Kind; (k == "Wave" || k == "Cross" || k == "Aura") && !v.othersNear(me, max(1, act.Area.Size)) {
			// Only the user stands in the area (its own square always is).
			try(aim, p.modelValue(v, me, act, me))
			break
		}
		if sq, err := g.AreaSquares(me, act.Area, aim); err == nil {
			try(aim, p.areaValue(v, me, act, sq))
		}
	}
	return bestAim, bestVal, found && bestVal > 0
}

// box is a rectangle of squares, corners included.
type box struct{ min, max tiles.Point }

// lineBox is the rectangle holding every square of a Lance or Sweep used
// by me along d, as the engine lays them out (rules.Game.AreaSquares: from
// the base square on the side facing d, a line of Size squares ahead, or
// the row beside it Size squares either way).
func lineBox(me *rules.Model, a cards.Area, d tiles.Dir) box {
	o, step := me.Pos, d.Step()
	if me.Large {
		if step.X > 0 {
			o.X++
		}
		if step.Y > 0 {
			o.Y++
		}
	}
	x := max(a.Size, 0)
	if a.Kind == "Lance" {
		a, b := o.Add(d), tiles.Point{X: o.X + x*step.X, Y: o.Y + x*step.Y}
		return box{tiles.Point{X: min(a.X, b.X), Y: min(a.Y, b.Y)}, tiles.Point{X: max(a.X, b.X), Y: max(a.Y, b.Y)}}
	}
	side, perp := o.Add(d), ((d + 2) & 7).Step()
	a1 := tiles.Point{X: side.X - x*perp.X, Y: side.Y - x*perp.Y}
	b1 := tiles.Point{X: side.X + x*perp.X, Y: side.Y + x*perp.Y}
	return box{tiles.Point{X: min(a1.X, b1.X), Y: min(a1.Y, b1.Y)}, tiles.Point{X: max(a1.X, b1.X), Y: max(a1.Y, b1.Y)}}
}

// anyInBox reports whether a model other than me (tokens aside) has a
// square inside b.
func (v *view) anyInBox(me *rules.Model, b box) bool {
	for i := range v.g.Models {
		m := &v.g.Models[i]
		if !m.InPlay || m.Kind == rules.KindChest || m.ID == me.ID {
			continue
		}
		for _, q := range m.Squares() {
			if q.X >= b.min.X && q.X <= b.max.X && q.Y >= b.min.Y && q.Y <= b.max.Y {
				return true
			}
		}
	}
	return false
}

// othersNear reports whether a model other than me (tokens aside) has a
// square within r squares of one of me's: an area that reaches no further
// holds no one else.
func (v *view) othersNear(me *rules.Model, r int) bool {
	for i := range v.g.Models {
		m := &v.g.Models[i]
		if !m.InPlay || m.Kind == rules.KindChest || m.ID == me.ID {
			continue
		}
		for _, q := range me.Squares() {
			if distTo(q, m) <= r {
				return true
			}
		}
	}
	return false
}

// areaValue sums an area action's value over the models on its squares,
// each counted once, minus friends a dangerous area may hit.
func (p *Player) areaValue(v *view, me *rules.Model, act *cards.Action, sq []tiles.Point) float64 {
	var seen []rules.ModelID
	total := 0.0
	for _, s := range sq {
		m := v.g.At(s)
		if m == nil || m.Kind == rules.KindChest || slices.Contains(seen, m.ID) {
			continue
		}
		seen = append(seen, m.ID)
		total += p.modelValue(v, me, act, m)
	}
	return total
}

// modelValue is what act does to one model: wounds and debuffs on an
// enemy, healing or guarding a friend, the risk to a friend in a
// dangerous area.
func (p *Player) modelValue(v *view, me *rules.Model, act *cards.Action, t *rules.Model) float64 {
	g := v.g
	if t.Side != me.Side {
		if act.Targeting == cards.Augment {
			return 0
		}
		pr := 1.0
		if act.Roll != "" {
			var err error
			if pr, err = v.chanceToWound(me.ID, act.Name, t.ID); err != nil {
				return 0
			}
		}
		val := 0.0
		if act.Type == cards.Offensive {
			n := 1
			if act.Has("Massive Damage") || g.Has(me, "Massive Damage") {
				n = 2
			}
			val = p.hitValue(v, t, pr, n, act.Area.Kind != "")
		}
		if act.Control.Name == "Compel" {
			val += pr * p.compelValue(v, t, act.Control.Value)
		}
		return val + pr*p.debuffValue(v, t, act.Statuses)
	}
	if act.Targeting == cards.Dangerous && t.ID != me.ID && act.Roll == "" && act.Type != cards.Offensive {
		return 0 // nothing rolled: a friend is only moved, and the AI leaves it be
	}
	if act.Targeting == cards.Dangerous && t.ID != me.ID {
		// A friend defends with a roll: about an even chance to be hit.
		return -0.5 * p.W.Friendly
	}
	if act.Type == cards.Offensive || act.Targeting != cards.Augment {
		return 0
	}
	if act.Has("Take Wounds") {
		return p.takeWoundsValue(v, me, t) // balm.go
	}
	val := 0.0
	heal := act.Heal
	if act.HealPerStar {
		heal = 1
	}
	if heal > 0 || act.Cleanse {
		val += p.healValue(v, t, heal, act.Cleanse)
	}
	if guards(act) && !hasEffect(t, act.Name) {
		val += p.W.Guard * p.threat(v, t, t.Pos) / max(p.W.Threat, 1e-9)
	}
	return val
}

// guards reports whether an augment protects: more ARM or defense dice,
// or Stealth or Sturdy.
func guards(act *cards.Action) bool {
	for _, b := range act.Boosts {
		if b.To == string(cards.ARM) || b.To == "defense" {
			return true
		}
	}
	for _, k := range act.Grants {
		if k.Name == "Stealth" || k.Name == "Sturdy" {
			return true
		}
	}
	return false
}

// boostsRoll reports whether an augment adds dice to rolls of attr.
func boostsRoll(act *cards.Action, attr cards.Attribute) bool {
	for _, b := range act.Boosts {
		if b.To == "offense" || b.To == string(attr) {
			return true
		}
	}
	return false
}

func hasEffect(m *rules.Model, source string) bool {
	for _, e := range m.Effects {
		if e.Source == source {
			return true
		}
	}
	return false
}

// healValue is what removing heal wounds (then status effects) or every
// status effect (cleanse) from friend t is worth.
func (p *Player) healValue(v *view, t *rules.Model, heal int, cleanse bool) float64 {
	w := min(heal, t.Wounds)
	val := float64(w) * p.W.Heal
	if w > 0 && v.fragile(t) {
		val += p.W.LowHearts
	}
	sts := t.Statuses.Count()
	if cleanse {
		val += float64(sts) * p.W.Status
	} else {
		val += float64(min(heal-w, sts)) * p.W.Status
	}
	return val
}

// debuffValue is what inflicting sts on enemy t is worth: Bane makes it
// easier to wound, Hex weakens its attacks, Ice stops its unique actions.
func (p *Player) debuffValue(v *view, t *rules.Model, sts []cards.Status) float64 {
	val := 0.0
	rv := p.roleValue(v.g, t)
	acts := v.g.Profile(t).AP > 0
	for _, st := range sts {
		if t.Statuses.Has(st) || v.g.ImmuneTo(t, st) {
			continue
		}
		switch st {
		case cards.Bane:
			if v.left(t) > 1 {
				val += p.W.Debuff * rv
			}
		case cards.Hex:
			if acts {
				val += p.W.Debuff * rv
			}
		case cards.Ice:
			if c := v.g.MonsterCard(t); acts && c != nil && len(c.Actions) > 0 {
				val += 0.5 * p.W.Debuff * rv
			}
		}
	}
	return val
}

// potionOption picks a red or blue potion worth drinking now, before the
// chosen option next: an offense boost for a big attack, or one of me's
// own potions whose effect is worth more than the tokens.
func (p *Player) potionOption(v *view, me *rules.Model, next *option) rules.Command {
	g := v.g
	if g.Act.PotionDrunk || v.suffers(me, cards.Ice) || v.suffers(me, cards.Choke) || explore.DrankThisTurn(g, me.ID) {
		return nil // Rude Supers: one potion a Hero a turn, an emergency one included
	}
	anyFragile := false
	for _, h := range v.heroes {
		anyFragile = anyFragile || v.fragile(h)
	}
	owners := append([]*rules.Model{me}, v.heroes...)
	for i, o := range owners {
		if i > 0 && o.ID == me.ID {
			continue
		}
		hc := g.HeroCard(o)
		if hc == nil {
			continue
		}
		for k := range hc.Actions {
			act := &hc.Actions[k]
			if (act.Potion != cards.RedPotion && act.Potion != cards.BluePotion) || o.Potions < act.Cost {
				continue
			}
			// Keep a token for heals and Loud Slurping while a friend is
			// close to death.
			// (Taking a friend's wounds is itself such a heal.)
			if anyFragile && o.Potions-act.Cost < 1 && !act.Has("Take Wounds") {
				continue
			}
			if next != nil && next.attr != "" && next.value >= p.W.BigAttack &&
				act.Targeting == cards.Augment && act.Range == 0 && act.Area.Kind == "" &&
				boostsRoll(act, next.attr) && !hasEffect(me, act.Name) {
				return rules.DrinkPotion{Owner: o.ID, Drinker: me.ID, Action: act.Name, Aim: rules.Aim{Target: me.ID}}
			}
			if o.ID != me.ID {
				continue
			}
			aim, val, ok := p.evalAction(v, me, act)
			if ok && val >= p.W.Potion*float64(act.Cost) {
				return rules.DrinkPotion{Owner: o.ID, Drinker: me.ID, Action: act.Name, Aim: aim}
			}
		}
	}
	return nil
}

// anyWithin reports whether an enemy (or, for friendly, another Hero) is
// within rng squares of me: a cheap filter before asking the engine for
// legal targets, which checks sight lines.
func (v *view) anyWithin(me *rules.Model, rng int, friendly bool) bool {
	ms := v.enemies
	if friendly {
		ms = v.heroes
	}
	for _, m := range ms {
		if m.ID != me.ID && distTo(me.Pos, m) <= max(1, rng) {
			return true
		}
	}
	return false
}
