package legends

import (
	"fmt"
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/pathing"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// sight reports whether a sees square p ("Line of Sight"): walls,
// structures and enemy models block; a flyer ignores models; a flyer is
// always seen (the caller passes target flying). A closed door blocks
// everyone, flyers too ("Doors": nobody sees what is behind one).
func (g *Game) sight(a *Model, p tiles.Point, targetFlies bool) (bool, string) {
	blocks := func(q tiles.Point) bool {
		if g.tokenBlocks(q) {
			return true
		}
		if a.Fly || targetFlies {
			return false
		}
		o := g.modelAt(q)
		return o != nil && o.Side != a.Side && !o.KO
	}
	if pathing.LineOfSight(g.Map, a.At, p, blocks, false) {
		return true, ""
	}
	if !pathing.LineOfSight(g.Map, a.At, p, func(q tiles.Point) bool { return !g.tokenBlocks(q) && blocks(q) }, false) {
		return false, pathing.WhyNoLineOfSight(g.Map, a.At, p, blocks, false)
	}
	// Something only a token blocks is on the line: a door, or a part
	// of the dungeon not yet explored.
	if pathing.LineOfSight(g.Map, a.At, p, func(q tiles.Point) bool { return !g.Hidden(q) && blocks(q) }, false) {
		return false, "that part of the dungeon is unexplored"
	}
	return false, "a closed door is in the way"
}

// reachErr says why a cannot attack t with an attack of kind and range
// rng (0: the kind's), nil if it can ("Melee/Magic/Missile Attacks").
func (g *Game) reachErr(a, t *Model, kind AttackKind, rng int) error {
	if t == nil || !t.InPlay {
		return fmt.Errorf("no such target in play")
	}
	if t.KO {
		return fmt.Errorf("%s is Knocked Out", t.Name)
	}
	if t.Side == a.Side {
		return fmt.Errorf("%s is a friend", t.Name)
	}
	if rng == 0 {
		rng = kind.reach()
	}
	d := gap(a, t)
	if kind == Melee && d > 1 {
		return fmt.Errorf("%s is not adjacent: melee attacks target an adjacent model", t.Name)
	}
	if d > rng {
		return fmt.Errorf("%s is %d squares away, out of range %d", t.Name, d, rng)
	}
	if kind == Missile && d <= 1 {
		return fmt.Errorf("missile attacks cannot target an adjacent model")
	}
	if ok, why := g.seesModel(a, t); !ok {
		return fmt.Errorf("no line of sight to %s: %s", t.Name, why)
	}
	return nil
}

// attrPool is m's attribute with boosts and equipment.
func (g *Game) attrPool(m *Model, a Attr) cards.Pool {
	p := m.Attrs[a]
	for _, b := range m.Boosts {
		if b.Attr == a {
			p = p.Add(b.Dice)
		}
	}
	for _, n := range m.Equipped {
		if e := g.data.Equipment(n); e != nil && e.Attr != "" && e.attr == a {
			p = p.Add(e.dice)
		}
	}
	return p
}

// AttrDice is model id's dice for attribute a as it rolls them now: its
// own, its boosts and what it wears (the screen shows these).
func (g *Game) AttrDice(id int, a Attr) cards.Pool {
	m := g.Model(id)
	if m == nil || a < 0 || a >= numAttrs {
		return cards.Pool{}
	}
	return g.attrPool(m, a)
}

func (g *Game) equipMove(m *Model) int {
	n := 0
	for _, e := range m.Equipped {
		if eq := g.data.Equipment(e); eq != nil {
			n += eq.Move
		}
	}
	return n
}

// adjacentTo reports whether p is next to one of the squares.
func adjacentTo(p tiles.Point, sq []tiles.Point) bool {
	for _, s := range sq {
		if tiles.Dist(p, s) == 1 {
			return true
		}
	}
	return false
}

var oneBlue = cards.Pool{Dice: [5]int{1}}

// attackPool is what a rolls attacking t: the attribute, the action's
// bonus, +1B for a melee attack on a model suffering a status effect,
// +1B for a melee attack on a target engaged with more than one enemy
// ("Engaged Targets"), +1B next to a Champion square.
func (g *Game) attackPool(a, t *Model, kind AttackKind, bonus cards.Pool) (cards.Pool, []string) {
	p := g.attrPool(a, kind.attr()).Add(bonus)
	var why []string
	if kind == Melee && t.Status != 0 {
		p = p.Add(oneBlue)
		why = append(why, "+1B: the target suffers a status effect")
	}
	if kind == Melee && t.Status&Knockdown != 0 {
		// A combo (improvise.go): Trip, then strike.
		p = p.Add(oneBlue)
		why = append(why, "+1B: the target is knocked flat (a combo)")
	}
	if kind == Melee {
		n := 0
		for _, o := range g.living(a.Side) {
			if gap(o, t) == 1 {
				n++
			}
		}
		if n > 1 {
			p = p.Add(oneBlue)
			why = append(why, "+1B: the target is engaged with more than one enemy")
		}
	}
	if adjacentTo(a.At, g.Features.Champion) {
		p = p.Add(oneBlue)
		why = append(why, "+1B: next to a Champion")
	}
	return p, why
}

// defensePool is t's defense: ARM, +1B next to a Sentinel square.
func (g *Game) defensePool(t *Model) cards.Pool {
	p := g.attrPool(t, ARM)
	if adjacentTo(t.At, g.Features.Sentinel) {
		p = p.Add(oneBlue)
	}
	return p
}

// attackSpec is one attack to resolve.
type attackSpec struct {
	kind   AttackKind
	bonus  cards.Pool
	status Status
	push   int
	pull   int
	// fromShadow: an attack gained from Shadow ignores further Shadows.
	fromShadow bool
	// base replaces the attribute's dice (one part of a split attack).
	base *cards.Pool
	name string
}

// resolveRoll is an attack roll against one defender ("Attack & Defense
// Roll"): the defender's citrine Lights make the attacker reroll its best
// die each (never a die twice), then Hex sets aside the attacker's highest
// die and Bane the defender's; more stars than the defense wounds.
func (g *Game) defend(a, t *Model, atk *Roll) (def Roll, won bool, evs []Event) {
	def = g.roll(g.defensePool(t))
	lights := def.count(func(d Die) bool { return d.Light })
	for range lights {
		best := -1
		for i, d := range atk.Dice {
			if !d.Rerolled && !d.Discarded && (best < 0 || d.Stars > atk.Dice[best].Stars) {
				best = i
			}
		}
		if best < 0 {
			break
		}
		old := atk.Dice[best]
		nd := g.die(old.Colour)
		nd.Rerolled = true
		atk.Dice[best] = nd
		evs = append(evs, Event{Kind: "Rerolled", Text: fmt.Sprintf("%s's Light makes %s reroll %v: now %v", t.Name, a.Name, old, nd), Model: t.ID, Target: a.ID})
	}
	if t.Status&Bane != 0 {
		def.discardHighest()
		t.Status &^= Bane
		evs = append(evs, Event{Kind: "Bane", Text: t.Name + " is Baned: its highest defense die is set aside", Model: t.ID, Target: -1})
	}
	won = atk.Stars() > def.Stars()
	return def, won, evs
}

// strike resolves one attack roll of a against the defenders (one roll,
// each defender rolls its own defense), then popped-out hearts and
// potions on a knock-out, the action's status, push or pull, and Shadow.
func (g *Game) strike(a *Model, defenders []*Model, spec attackSpec, shadowTargets []int) []Event {
	if len(defenders) == 0 {
		return nil
	}
	pool, why := g.attackPool(a, defenders[0], spec.kind, spec.bonus)
	if spec.base != nil {
		pool, why = g.attackPool(a, defenders[0], spec.kind, cards.Pool{})
		pool = subPool(pool, g.attrPool(a, spec.kind.attr())).Add(*spec.base)
	}
	atk := g.roll(pool)
	evs := []Event{}
	for _, w := range why {
		evs = append(evs, Event{Kind: "Modifier", Text: w, Model: a.ID, Target: defenders[0].ID})
	}
	hexed := a.Status&Hex != 0
	for _, t := range defenders {
		if !t.InPlay || t.KO {
			continue
		}
		r := atk
		r.Dice = slices.Clone(atk.Dice)
		def, _, e := g.defend(a, t, &r)
		evs = append(evs, e...)
		if hexed {
			r.discardHighest()
		}
		won := r.Stars() > def.Stars()
		rr, dd := r, def
		evs = append(evs, Event{Kind: "Attack", Text: fmt.Sprintf("%s attacks %s with %s: %v against %v", a.Name, t.Name, spec.name, r, def), Model: a.ID, Target: t.ID, Roll: &rr},
			Event{Kind: "Defense", Text: fmt.Sprintf("%s defends with %v", t.Name, def), Model: t.ID, Target: a.ID, Roll: &dd})
		if !won {
			evs = append(evs, Event{Kind: "Defended", Text: t.Name + " defends: no wound", Model: t.ID, Target: a.ID})
			continue
		}
		evs = append(evs, g.wound(t, 1, a.ID)...)
		if t.KO {
			evs = append(evs, g.popOut(a, r)...)
			continue
		}
		if spec.status != 0 {
			evs = append(evs, g.inflict(t, spec.status)...)
		}
		if spec.push > 0 || spec.pull > 0 {
			evs = append(evs, g.shove(a, t, spec.push, spec.pull)...)
		}
	}
	if hexed {
		a.Status &^= Hex
		evs = append(evs, Event{Kind: "Hex", Text: a.Name + " is Hexed: its highest attack die was set aside", Model: a.ID, Target: -1})
	}
	if spec.fromShadow {
		return evs
	}
	shadows := atk.count(func(d Die) bool { return d.Shadow })
	for i := range shadows {
		if !a.InPlay || a.KO {
			break
		}
		var t *Model
		if i < len(shadowTargets) {
			t = g.Model(shadowTargets[i])
		} else {
			t = g.defaultTarget(a, defenders[0])
		}
		if t == nil || g.reachErr(a, t, a.Attack, 0) != nil {
			evs = append(evs, Event{Kind: "Shadow", Text: a.Name + "'s Shadow finds no target in reach", Model: a.ID, Target: -1})
			continue
		}
		evs = append(evs, Event{Kind: "Shadow", Text: a.Name + " taps the Dark Realm for another attack", Model: a.ID, Target: t.ID})
		evs = append(evs, g.strike(a, []*Model{t}, attackSpec{kind: a.Attack, fromShadow: true, name: "a Shadow attack"}, nil)...)
	}
	if shadows > 0 {
		// The price of the Dark Realm: one wound per Shadow.
		evs = append(evs, g.wound(a, shadows, a.ID)...)
	}
	return evs
}

// defaultTarget is the same target while it stands, else the nearest
// enemy a can attack with its basic attack.
func (g *Game) defaultTarget(a, prev *Model) *Model {
	if prev != nil && prev.InPlay && !prev.KO {
		return prev
	}
	var best *Model
	for _, o := range g.living(a.Side.other()) {
		if g.reachErr(a, o, a.Attack, 0) == nil && (best == nil || gap(a, o) < gap(a, best)) {
			best = o
		}
	}
	return best
}

// popOut: hearts and potions rolled on an attack that knocks its target
// out heal friends (the most wounded first) and fill Heroes' potion
// tracks (Heroes' attacks only) ("Sapphire/Ruby/Emerald Dice").
func (g *Game) popOut(a *Model, r Roll) []Event {
	var evs []Event
	hearts := r.count(func(d Die) bool { return d.Heart })
	potions := r.count(func(d Die) bool { return d.Potion })
	for range hearts {
		var best *Model
		for _, o := range g.friends(a) {
			if o.Hearts < o.MaxHearts && (best == nil || o.MaxHearts-o.Hearts > best.MaxHearts-best.Hearts) {
				best = o
			}
		}
		if best != nil {
			evs = append(evs, Event{Kind: "HeartPopped", Text: "a heart pops out", Model: a.ID, Target: best.ID})
			evs = append(evs, g.heal(best, 1)...)
		}
	}
	if a.Hero() {
		for range potions {
			var best *Model
			for _, o := range g.friends(a) {
				if o.Potions < o.MaxPotions && (best == nil || o.Potions < best.Potions) {
					best = o
				}
			}
			if best != nil {
				best.Potions++
				evs = append(evs, Event{Kind: "PotionPopped", Text: fmt.Sprintf("a potion pops out for %s", best.Name), Model: a.ID, Target: best.ID})
			}
		}
	}
	return evs
}

// friends are a's side's models in play (Knocked Out Heroes included:
// they may be healed).
func (g *Game) friends(a *Model) []*Model {
	var out []*Model
	for i := range g.Models {
		m := &g.Models[i]
		if m.Side == a.Side && m.InPlay {
			out = append(out, m)
		}
	}
	return out
}

// shove pushes t away from a (or pulls it closer) in a straight line,
// diagonals included, square by square while the normal movement rules
// allow ("Pushing and Pulling").
func (g *Game) shove(a, t *Model, push, pull int) []Event {
	n, sign := push, 1
	if pull > 0 {
		n, sign = pull, -1
	}
	dx, dy := sgn(t.At.X-a.At.X)*sign, sgn(t.At.Y-a.At.Y)*sign
	if dx == 0 && dy == 0 {
		return nil
	}
	if t.size() > 1 {
		return []Event{{Kind: "Shoved", Text: t.Name + " is too big to budge", Model: t.ID, Target: a.ID}}
	}
	mv := g.mover(t)
	start := t.At
	var gained Status
	for range n {
		next := tiles.Point{X: t.At.X + dx, Y: t.At.Y + dy}
		if next == a.At || g.modelAt(next) != nil || !g.canStand(t, next) || pathing.CanStep(g.Map, mv, t.At, next) != nil {
			break
		}
		t.At = next
		if !t.Fly {
			switch g.Map.At(next).Effect {
			case "Lava":
				gained |= Fire
			case "Brambles":
				gained |= Poison
			case "Frozen Floor":
				gained |= Ice
			}
		}
	}
	if t.At == start {
		return []Event{{Kind: "Shoved", Text: t.Name + " does not budge", Model: t.ID, Target: a.ID}}
	}
	verb := "pushed"
	if pull > 0 {
		verb = "pulled"
	}
	evs := []Event{{Kind: "Shoved", Text: fmt.Sprintf("%s is %s %s", t.Name, verb, squaresText(tiles.Dist(start, t.At))), Model: t.ID, Target: a.ID}}
	if gained != 0 {
		evs = append(evs, g.inflict(t, gained)...)
	}
	return evs
}

func sgn(v int) int {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}

func (g *Game) attackCmd(c Attack) ([]Event, error) {
	a, err := g.active(c)
	if err != nil {
		return nil, err
	}
	if err := g.canAct(c, a); err != nil {
		return nil, err
	}
	if a.Suffering&Poison != 0 {
		return nil, illegal(c, "%s is Poisoned and may not attack this activation", a.Name)
	}
	t := g.Model(c.Target)
	if err := g.reachErr(a, t, a.Attack, 0); err != nil {
		return nil, illegal(c, "%s cannot attack: %v", a.Name, err)
	}
	g.Acted = true
	spec := attackSpec{kind: a.Attack, name: "its basic attack"}
	if !a.Hero() && a.OnHit != "" {
		spec.status, _ = ParseStatus(a.OnHit)
	}
	evs := g.strike(a, []*Model{t}, spec, c.ShadowTargets)
	return append(evs, g.afterAction()...), nil
}

var dirNames = map[string]tiles.Dir{"N": tiles.N, "E": tiles.E, "S": tiles.S, "W": tiles.W}
