package legends

import (
	"fmt"

	"math/rand/v2"
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"

	"github.com/superdungeon-digital/superdungeon/pathing"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// AI plays a side with the same commands a player sends: the computer
// Consul for the monsters ("Playing without a Consul") and the hero AI for
// the party. It reads the game and never changes it; its own random
// source only breaks the party's ties in story choices.
type AI struct {
	rng *rand.Rand
	pcg *rand.PCG // rng's source, kept for saves (MarshalGame)
}

// NewAI returns an AI whose choices follow seed.
func NewAI(seed uint64) *AI {
	p, r := newAIRand(seed)
	return &AI{rng: r, pcg: p}
}

// Next is the next command for whoever must act in g, nil when the
// adventure is over.
func (ai *AI) Next(g *Game) Command {
	switch g.Mode {
	case Story:
		return Continue{}
	case Explore:
		return ai.explore(g)
	case Test:
		return ai.test(g)
	case Choice:
		return ai.choice(g)
	case Combat:
		return ai.combat(g)
	}
	return nil
}

func (ai *AI) combat(g *Game) Command {
	if g.Active < 0 {
		ids := g.CanActivate()
		if len(ids) == 0 {
			return EndTurn{}
		}
		// Models that can strike now go first, so their friends see the
		// result before choosing.
		for _, id := range ids {
			if len(g.targetsFrom(&g.Models[id], g.Models[id].At)) > 0 {
				return Activate{Model: id}
			}
		}
		return Activate{Model: ids[0]}
	}
	m := &g.Models[g.Active]
	if !g.Acted {
		if c := ai.support(g, m); c != nil {
			return c
		}
		if c := ai.strikeNow(g, m); c != nil {
			return c
		}
	}
	if !g.Moved && m.Suffering&Knockdown == 0 {
		if c := ai.moveCmd(g, m); c != nil {
			return c
		}
	}
	return EndActivation{}
}

// support: a Hero gives a potion to a knocked-out or badly hurt friend
// next to it (or drinks one itself), and healers heal.
func (ai *AI) support(g *Game, m *Model) Command {
	if !m.Hero() {
		return nil
	}
	if m.Potions > 0 {
		for i := range g.Models {
			f := &g.Models[i]
			if f.Hero() && f.InPlay && f.Hearts <= 1 && f.Hearts < f.MaxHearts && gap(f, m) <= 1 {
				return DrinkPotion{Hero: m.ID, Target: f.ID}
			}
		}
	}
	if g.Backpack["candy"] > 0 {
		for i := range g.Models {
			f := &g.Models[i]
			if f.Hero() && f.InPlay && f.Hearts <= 1 && f.Hearts < f.MaxHearts && gap(f, m) <= 1 {
				if ok, _ := g.seesModel(m, f); ok {
					return UseGood{Hero: m.ID, Good: "candy", Target: f.ID}
				}
			}
		}
	}
	for _, name := range g.abilitiesOf(m) {
		ab := g.data.Ability(name)
		if ab.Kind != "support" || m.Suffering&Ice != 0 {
			continue
		}
		if ab.Heal > 0 && ab.Aura == 0 {
			for i := range g.Models {
				f := &g.Models[i]
				if f.Hero() && f.InPlay && f.MaxHearts-f.Hearts >= 2 && gap(f, m) <= ab.Range {
					if ok, _ := g.seesModel(m, f); ok {
						return UseAbility{Ability: name, Target: f.ID}
					}
				}
			}
		}
	}
	return nil
}

// targetsFrom lists the enemies m could attack from p with its basic
// attack: weakest first for Heroes; for the Consul ("challenge, not
// humiliation") any Hero before one down to its last heart, so a party
// is worn down together rather than picked off one by one.
func (g *Game) targetsFrom(m *Model, p tiles.Point) []*Model {
	old := m.At
	m.At = p
	defer func() { m.At = old }()
	var out []*Model
	for _, e := range g.living(m.Side.other()) {
		if g.reachErr(m, e, m.Attack, 0) == nil {
			out = append(out, e)
		}
	}
	slices.SortStableFunc(out, func(a, b *Model) int {
		if m.Hero() {
			return a.Hearts - b.Hearts
		}
		return btoi(a.Hearts == 1) - btoi(b.Hearts == 1)
	})
	return out
}

// strikeNow attacks from where m stands: an attack ability that hits no
// friend when it has one, else its basic attack.
func (ai *AI) strikeNow(g *Game, m *Model) Command {
	if m.Suffering&Poison != 0 {
		return nil
	}
	ts := g.targetsFrom(m, m.At)
	if m.Suffering&Ice == 0 {
		for _, name := range g.abilitiesOf(m) {
			ab := g.data.Ability(name)
			if ab.Kind != "attack" {
				continue
			}
			if c := ai.aimAbility(g, m, ab); c != nil {
				return c
			}
		}
	}
	if len(ts) > 0 {
		return Attack{Target: ts[0].ID}
	}
	return nil
}

// aimAbility aims an attack ability so that it hits at least one enemy
// and no friend; nil if it cannot.
func (ai *AI) aimAbility(g *Game, m *Model, ab *Ability) Command {
	score := func(sq []tiles.Point) int {
		n := 0
		var seen []int
		for _, p := range sq {
			if o := g.modelAt(p); o != nil && o.ID != m.ID && !o.KO && !slices.Contains(seen, o.ID) {
				if o.Side == m.Side {
					return -1
				}
				seen = append(seen, o.ID) // a large base counts once
				n++
			}
		}
		return n
	}
	switch {
	case ab.Split:
		var ts []*Model
		for _, e := range g.targetsFrom(m, m.At) {
			if g.reachErr(m, e, ab.Attack, ab.Range) == nil {
				ts = append(ts, e)
			}
		}
		if len(ts) >= 2 {
			all := g.attrPool(m, ab.Attack.attr()).Add(ab.bonus)
			if first := halfPool(all); first.Count() > 0 {
				second := ts[1].ID
				return UseAbility{Ability: ab.Name, Target: ts[0].ID, Split: &second, First: PoolString(first)}
			}
		}
		if len(ts) == 1 {
			return UseAbility{Ability: ab.Name, Target: ts[0].ID}
		}
	case ab.Aura > 0:
		if score(g.areaSquares(m, ab, m.At, 0)) >= 2 {
			return UseAbility{Ability: ab.Name}
		}
	case ab.Lance:
		for _, d := range []string{"N", "E", "S", "W"} {
			if score(g.areaSquares(m, ab, m.At, dirNames[d])) >= 1 {
				return UseAbility{Ability: ab.Name, Dir: d}
			}
		}
	case ab.Burst > 0:
		for _, e := range g.living(m.Side.other()) {
			sq := nearestSquare(e, m)
			if g.reachErr(m, e, ab.Attack, ab.Range) == nil && score(g.areaSquares(m, ab, sq, 0)) >= 1 {
				return UseAbility{Ability: ab.Name, Square: &sq}
			}
		}
	default:
		for _, e := range g.targetsFrom(m, m.At) {
			if g.reachErr(m, e, ab.Attack, ab.Range) == nil {
				return UseAbility{Ability: ab.Name, Target: e.ID}
			}
		}
	}
	return nil
}

// moveCmd moves m to a square it can attack from (the cheapest), else as
// far toward the nearest enemy as its movement allows.
func (ai *AI) moveCmd(g *Game, m *Model) Command {
	limit := g.moveLimit(m)
	if limit <= 0 {
		return nil
	}
	mv := g.mover(m)
	f := pathing.Reachable(g.Map, mv, m.At, limit)
	if !g.Acted && m.Suffering&Poison == 0 {
		best, bestCost := tiles.Point{}, -1
		for _, p := range f.Ends() {
			if p == m.At || g.Map.At(p).Terrain != tiles.Floor {
				continue
			}
			at := p
			if m.size() > 1 {
				var ok bool
				if at, ok = g.placeFor(m, p); !ok || at == m.At {
					continue
				}
			}
			if len(g.targetsFrom(m, at)) == 0 {
				continue
			}
			c, _ := f.Cost(p)
			if bestCost < 0 || c < bestCost {
				best, bestCost = p, c
			}
		}
		if bestCost >= 0 {
			return Move{Path: f.Path(best)}
		}
	}
	var goal *Model
	for _, e := range g.living(m.Side.other()) {
		if goal == nil || gap(m, e) < gap(m, goal) {
			goal = e
		}
	}
	if goal == nil {
		return nil
	}
	path, _, _ := pathing.Approach(g.Map, mv, m.At, goal.At, m.Attack.reach(), true, mv.Enemy)
	path, _ = pathing.StopAlong(g.Map, mv, path, limit)
	for len(path) > 0 && (!g.canStand(m, path[len(path)-1]) || g.Map.At(path[len(path)-1]).Terrain == tiles.Chasm || (m.size() > 1 && !g.endsWell(m, path[len(path)-1]))) {
		path = path[:len(path)-1]
	}
	if len(path) == 0 {
		return nil
	}
	return Move{Path: path}
}

// explore: open every treasure token, equip what fits, heal with potions
// the badly hurt, then go on.
func (ai *AI) explore(g *Game) Command {
	heroes := g.living(Heroes)
	// Doors the party may open come first ("Doors": only Heroes open
	// them, with Interact): what lies behind them is still to explore,
	// and a fight with a door shut between the sides could not be won.
	for _, kind := range []string{"door", "treasure"} {
		if c := ai.visit(g, heroes, kind); c != nil {
			return c
		}
	}
	// An NPC waiting to speak with the party (hidden.go).
	if name, _ := g.Seeking(); name != "" {
		if c := ai.visit(g, heroes, "npc"); c != nil {
			return c
		}
	}
	for _, h := range heroes {
		if len(h.Equipped) < 2 && len(h.Carried) > 0 {
			return Equip{Hero: h.ID, Card: h.Carried[0]}
		}
	}
	return ai.exploreRest(g, heroes)
}

// visit walks a Hero next to the first token of kind it can reach (an
// open door or any treasure) and interacts with it.
func (ai *AI) visit(g *Game, heroes []*Model, kind string) Command {
	for ti, t := range g.Tokens {
		if t.Gone || t.Kind != kind || (kind == "door" && t.Needs != "" && !g.hasFlag(t.Needs)) || g.Hidden(t.At) {
			continue
		}
		if name, _ := g.Seeking(); kind == "npc" && t.NPC != name {
			continue
		}
		for _, h := range heroes {
			if tiles.Dist(h.At, t.At) == 1 {
				return Interact{Hero: h.ID, Token: ti}
			}
		}
		for _, h := range heroes {
			f := pathing.Reachable(g.Map, g.mover(h), h.At, 999)
			for _, d := range tiles.AllDirs {
				p := t.At.Add(d)
				if f.CanEnd(p) && g.Map.At(p).Terrain == tiles.Floor {
					return Walk{Hero: h.ID, To: p}
				}
			}
		}
	}
	return nil
}

// exploreRest: potions for the badly hurt, then go on.
func (ai *AI) exploreRest(g *Game, heroes []*Model) Command {
	for _, h := range heroes {
		if h.Potions > 0 && h.MaxHearts-h.Hearts >= 2 {
			return DrinkPotion{Hero: h.ID, Target: h.ID}
		}
	}
	return Continue{}
}

// test sends the Hero and approach with the best chance.
func (ai *AI) test(g *Game) Command {
	t := g.CurrentTest()
	best, bestP := Attempt{Hero: -1}, -1.0
	for _, h := range g.living(Heroes) {
		for i, ap := range t.Approaches {
			use := ap.Good != "" && g.Backpack[ap.Good] > 0
			pool, _ := g.TestPool(h, ap, use)
			df := ap.DF
			if ap.Opposed != "" {
				oa, _ := ParseAttr(ap.OpposedAttr)
				mp := g.data.Monster(ap.Opposed).attrs[oa]
				mean := 0.0
				for s, pr := range g.data.Dice.StarDistribution(mp) {
					mean += float64(s) * pr
				}
				df = int(mean + 0.5)
			}
			if p := g.data.Dice.ChanceMoreThan(pool, df); p > bestP {
				best, bestP = Attempt{Hero: h.ID, Approach: i, UseGood: use}, p
			}
		}
	}
	return best
}

// choice picks an affordable option, at random.
func (ai *AI) choice(g *Game) Command {
	p := g.CurrentPhase()
	var ok []int
	for i, o := range p.Choice.Options {
		afford := true
		for k, v := range o.Cost {
			afford = afford && g.Backpack[k] >= v
		}
		if afford {
			ok = append(ok, i)
		}
	}
	return Choose{Option: ok[ai.rng.IntN(len(ok))]}
}

// PlayAdventure plays g to its end with ai on both sides, checking the
// invariants after every command.
func PlayAdventure(g *Game, ai *AI, maxCommands int) (int, error) {
	n := 0
	for g.Mode != Over {
		if n >= maxCommands {
			return n, fmt.Errorf("adventure %s: still running after %d commands", g.Adventure, n)
		}
		c := ai.Next(g)
		if _, err := g.Apply(c); err != nil {
			return n, fmt.Errorf("adventure %s: the AI sent an illegal command: %w", g.Adventure, err)
		}
		n++
		if err := g.CheckInvariants(); err != nil {
			return n, fmt.Errorf("adventure %s after %s: %w", g.Adventure, c.name(), err)
		}
	}
	return n, nil
}

// CheckInvariants reports a broken rule of the state: hearts and potions
// within their bounds, one model per square, models only where they may
// stand, the active model able to act.
func (g *Game) CheckInvariants() error {
	seen := map[tiles.Point]string{}
	for i := range g.Models {
		m := &g.Models[i]
		if m.Hearts < 0 || m.Hearts > m.MaxHearts || m.Potions < 0 || m.Potions > m.MaxPotions {
			return fmt.Errorf("%s has %d/%d hearts and %d/%d potions", m.Name, m.Hearts, m.MaxHearts, m.Potions, m.MaxPotions)
		}
		if !m.InPlay {
			continue
		}
		if m.Hearts == 0 && !m.KO {
			return fmt.Errorf("%s has no hearts but is not Knocked Out", m.Name)
		}
		for _, p := range m.Squares() { // every square of a large base
			if o, dup := seen[p]; dup {
				return fmt.Errorf("%s and %s share %v", m.Name, o, p)
			}
			seen[p] = m.Name
			sq := g.Map.At(p)
			if !g.Map.IsSquare(p) || sq.Terrain == tiles.Void || sq.Terrain == tiles.Structure || (sq.Terrain == tiles.Chasm && !m.Fly) {
				return fmt.Errorf("%s stands on %v at %v", m.Name, sq.Terrain, p)
			}
		}
		if len(m.Equipped) > 2 {
			return fmt.Errorf("%s has %d items equipped", m.Name, len(m.Equipped))
		}
	}
	if g.Active >= 0 && (g.Mode != Combat || g.Models[g.Active].KO || !g.Models[g.Active].InPlay) {
		return fmt.Errorf("model %d is active but cannot act", g.Active)
	}
	return nil
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// halfPool is half of p's dice (rounded down), the best colours first, for
// the first target of a split attack.
func halfPool(p cards.Pool) cards.Pool {
	var out cards.Pool
	n := p.Count() / 2
	for c := len(p.Dice) - 1; c >= 0 && n > 0; c-- {
		k := min(n, p.Dice[c])
		out.Dice[c] = k
		n -= k
	}
	return out
}

// ExploreFor is the hero AI's next exploration step for Hero h alone
// (a computer seat in a party where people decide the rest): equip what
// fits, drink when badly hurt; nil when it has nothing to do.
func (ai *AI) ExploreFor(g *Game, h int) Command {
	m := g.Model(h)
	if g.Mode != Explore || m == nil || !m.Hero() || !m.InPlay || m.KO {
		return nil
	}
	if len(m.Equipped) < 2 && len(m.Carried) > 0 {
		return Equip{Hero: m.ID, Card: m.Carried[0]}
	}
	if m.Potions > 0 && m.MaxHearts-m.Hearts >= 2 {
		return DrinkPotion{Hero: m.ID, Target: m.ID}
	}
	return nil
}
