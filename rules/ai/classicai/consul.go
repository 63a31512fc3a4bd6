// Package classicai plays the classic 1st edition rules (rules/classic)
// for the computer: the Consul (an ai.ConsulPlayer) and the party's own
// classic choices (Party: the initiative model and the turn order), so
// ai.Play can run a whole game with the hero AI. Every Consul decision
// carries its reason (reported as rules.ConsulDecided events).
//
// The Consul spawns the costliest monsters each spawning point's four
// skull points (and its skull tokens) buy, 8-Bit before 16-Bit on ties,
// on the free square next to the spawning point nearest the Hero it
// wants to wear down (the most wounded, then the most alone); it rolls
// initiative with its model of most WILL and goes first when a monster
// can strike a Hero this round. In its turns it activates the boss first,
// then the monsters nearest a Hero whose skull value still fits the four;
// each goes after the Hero it can hurt most (one in reach now, a wounded
// or isolated one), runs when no Hero is within reach of a walk, and
// attacks with every action point.
package classicai

import (
	"fmt"
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/pathing"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/classic"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Consul is the computer Consul; use one per game.
type Consul struct {
	target rules.ModelID
}

// New returns a computer Consul.
func New() *Consul { return &Consul{target: rules.NoModel} }

// Next is the Consul's next command, nil to end the phase.
func (c *Consul) Next(g *rules.Game) rules.Command {
	s := classic.StateOf(g)
	if s == nil || g.Over != "" {
		return nil
	}
	switch g.Phase {
	case rules.ConsulTurn:
		return c.turnStep(g, s)
	case rules.ConsulPowerUp:
		return c.spawningPhase(g, s)
	}
	return nil
}

// Party is the party's classic decisions for ai.PlayOptions.Party: the
// Hero of most WILL rolls initiative; the Heroes go first when a monster
// is within ten squares of a Hero (strike before it does), else second
// (let the monsters come).
func Party(g *rules.Game) rules.Command {
	s := classic.StateOf(g)
	if s == nil || g.Over != "" {
		return nil
	}
	if cmd := EquipNow(g); cmd != nil {
		return cmd
	}
	if g.Phase == rules.HeroPowerUp {
		return sacrifice(g)
	}
	if g.Phase != rules.ConsulPowerUp || s.BossPlacing {
		return nil // the Consul places the boss first
	}
	if s.InitHero == rules.NoModel && s.InitWinner == "" {
		if id := classic.BestInitiativeModel(g, classic.Heroes); id != rules.NoModel {
			return classic.PickInitiative{Model: id, Why: fmt.Sprintf("%s has the most WILL of the party", g.Name(id))}
		}
	}
	if s.InitWinner == classic.Heroes && s.First == "" {
		near := false
		for i := range g.Models {
			m := &g.Models[i]
			if m.InPlay && m.Kind == rules.KindMonster && heroDist(g, m) <= 10 {
				near = true
			}
		}
		if near {
			return classic.GoFirst{Side: classic.Heroes, First: true, Why: "a monster is within ten squares: the Heroes strike first"}
		}
		return classic.GoFirst{Side: classic.Heroes, First: false, Why: "no monster is near: the Heroes let the monsters come to them"}
	}
	return nil
}

// EquipNow equips a card the party has just drawn at once (1st edition:
// "equip the loot immediately") as the hero AI equips at the end of the
// round: into a free slot of its crystal, on a Hero of that affinity
// first, never on one it would destroy; nil when no card fits a free
// slot (it waits for the end of the round, to be worn or sacrificed).
func EquipNow(g *rules.Game) rules.Command {
	s := classic.StateOf(g)
	if s == nil || len(s.Fresh) == 0 || g.Over != "" {
		return nil
	}
	for _, name := range s.Fresh {
		e := g.Catalog().Equipment[name]
		if e == nil {
			continue
		}
		slot := slices.Index(cards.Slots[:], e.Slot)
		if slot < 0 {
			continue
		}
		var order []*rules.Model
		for _, pass := range []bool{true, false} {
			for _, id := range g.HeroesInPlay() {
				h := g.Model(id)
				hc := g.HeroCard(h)
				if hc != nil && slices.Contains(hc.Affinity, e.Slot) == pass {
					order = append(order, h)
				}
			}
		}
		for _, h := range order {
			if h.Slots[slot] != "" {
				continue
			}
			c := classic.EquipNow{Hero: h.ID, Card: name}
			try := g.Clone()
			if _, err := try.Apply(c); err == nil && try.Model(h.ID).InPlay {
				return c
			}
		}
	}
	return nil
}

// heroDist is the distance from m to the nearest Hero in play.
func heroDist(g *rules.Game, m *rules.Model) int {
	best := 1 << 20
	for _, id := range g.HeroesInPlay() {
		best = min(best, g.ModelDist(m, g.Model(id)))
	}
	return best
}

// spawningPhase spawns, then rolls initiative and chooses the order.
func (c *Consul) spawningPhase(g *rules.Game, s *classic.State) rules.Command {
	if s.BossPlacing {
		return placeBoss(g, s)
	}
	if s.InitWinner == "" {
		if cmd := c.spawn(g, s); cmd != nil {
			return cmd
		}
		if cmd := cleanse(g, s); cmd != nil {
			return cmd
		}
		if s.InitMonster == rules.NoModel {
			if id := classic.BestInitiativeModel(g, classic.Consul); id != rules.NoModel {
				return classic.PickInitiative{Model: id, Why: fmt.Sprintf("%s has the most WILL of the Consul's models", g.Name(id))}
			}
		}
		return nil
	}
	if s.InitWinner == classic.Consul && s.First == "" {
		for i := range g.Models {
			m := &g.Models[i]
			if m.InPlay && m.Kind == rules.KindMonster {
				if p := s.Profile(m); p != nil && heroDist(g, m) <= p.Mv+p.Range+1 {
					return classic.GoFirst{Side: classic.Consul, First: true, Why: fmt.Sprintf("%s can strike a Hero this turn: the Consul goes first", m.Card)}
				}
			}
		}
		return classic.GoFirst{Side: classic.Consul, First: false, Why: "no monster can strike yet: the Heroes must come to the monsters"}
	}
	return nil
}

// placeBoss chooses the boss's square (1st edition, "Spawning the Boss":
// ten squares or more from every Hero): as near the Heroes as the rules
// allow, so it strikes soon, and then as near a spawning point still
// standing as it can, to guard what gives it its extra activation.
func placeBoss(g *rules.Game, s *classic.State) rules.Command {
	sq := classic.BossSquares(g)
	if len(sq) == 0 {
		return nil
	}
	var sps []*rules.Model
	for i := range g.Models {
		if m := &g.Models[i]; m.InPlay && m.Kind == rules.KindSpawningPoint {
			sps = append(sps, m)
		}
	}
	best, bestHero, bestSP := sq[0], 1<<20, 1<<20
	var nearHero, nearSP *rules.Model
	for _, p := range sq {
		dh, ds := 1<<20, 1<<20
		var h, sp *rules.Model
		for _, id := range g.HeroesInPlay() {
			if d := tiles.Dist(p, g.Model(id).Pos); d < dh {
				dh, h = d, g.Model(id)
			}
		}
		for _, m := range sps {
			if d := tiles.Dist(p, m.Pos); d < ds {
				ds, sp = d, m
			}
		}
		if dh < bestHero || (dh == bestHero && ds < bestSP) {
			best, bestHero, bestSP, nearHero, nearSP = p, dh, ds, h, sp
		}
	}
	boss := classic.BossName(g)
	why := fmt.Sprintf("%s lands as near the Heroes as it may", boss)
	if nearHero != nil {
		why = fmt.Sprintf("%s lands %d squares from %s, as near the Heroes as it may", boss, bestHero, nearHero.Card)
	}
	if nearSP != nil {
		why += fmt.Sprintf(", by the %s that gives it a second activation", nearSP.Card)
	}
	return classic.PlaceBoss{At: best, Why: why}
}

// focusHero is the Hero the Consul most wants to pressure.
func focusHero(g *rules.Game) *rules.Model {
	var best *rules.Model
	bestScore := -1.0
	heroes := g.HeroesInPlay()
	for _, id := range heroes {
		h := g.Model(id)
		sc := float64(h.Wounds) / float64(max(1, g.Hearts(h)))
		alone := true
		for _, o := range heroes {
			if o != id && g.ModelDist(h, g.Model(o)) <= 3 {
				alone = false
			}
		}
		if alone {
			sc += 0.3
		}
		if sc > bestScore {
			best, bestScore = h, sc
		}
	}
	return best
}

// spawn is the next monster to spawn: from the spawning point nearest the
// focus Hero that still has skull points, the costliest monster they and
// the tokens buy (a mini-boss when the gauge allows).
func (c *Consul) spawn(g *rules.Game, s *classic.State) rules.Command {
	focus := focusHero(g)
	type pt struct {
		id   rules.ModelID
		left int
		dist int
	}
	var pts []pt
	for _, a := range s.Allowances {
		sp := g.Model(a.Point)
		if sp == nil || !sp.InPlay || a.Left <= 0 {
			continue
		}
		d := 0
		if focus != nil {
			d = g.ModelDist(sp, focus)
		}
		pts = append(pts, pt{a.Point, a.Left, d})
	}
	slices.SortStableFunc(pts, func(a, b pt) int { return a.dist - b.dist })
	for _, p := range pts {
		budget := p.left + s.SkullTokens
		best, bestSkulls := "", 0
		for _, name := range classic.PoolMonsters(g) {
			pr := s.Data().Profiles[name]
			if pr == nil || pr.Skulls > budget || pr.Skulls <= bestSkulls || classic.CanSpawn(g, name) != nil {
				continue
			}
			// Tokens only top up a point already spending its own.
			if pr.Skulls > p.left && p.left < s.SpawnSkulls() {
				continue
			}
			if len(classic.SpawnSquares(g, name, p.id)) == 0 {
				continue
			}
			best, bestSkulls = name, pr.Skulls
		}
		if best == "" {
			continue
		}
		sq := classic.SpawnSquares(g, best, p.id)
		at := sq[0]
		if focus != nil {
			bd := -1
			for _, q := range sq {
				if d := tiles.Dist(q, focus.Pos); bd < 0 || d < bd {
					at, bd = q, d
				}
			}
		}
		why := fmt.Sprintf("%s spawns next to %s, the costliest monster its %s buy", best, g.Name(p.id), rules.CountOf(p.left, "skull point"))
		if focus != nil {
			why += fmt.Sprintf(", on the side nearest %s", focus.Card)
		}
		return classic.Spawn{Monster: best, At: at, From: p.id, Why: why}
	}
	return nil
}

// cleanse spends a skull token left on a status effect of the strongest
// monster suffering one.
func cleanse(g *rules.Game, s *classic.State) rules.Command {
	if s.SkullTokens == 0 {
		return nil
	}
	var best *rules.Model
	for i := range g.Models {
		m := &g.Models[i]
		if m.InPlay && m.Kind == rules.KindMonster && m.Statuses != 0 {
			if best == nil || g.Hearts(m) > g.Hearts(best) {
				best = m
			}
		}
	}
	if best == nil {
		return nil
	}
	return classic.Cleanse{Monster: best.ID, Status: best.Statuses.List()[0]}
}

// turnStep is one command of the Consul's turn.
func (c *Consul) turnStep(g *rules.Game, s *classic.State) rules.Command {
	if s.Active != rules.NoModel {
		return c.activationStep(g, s, g.Model(s.Active))
	}
	var best *rules.Model
	bestKey := 0
	for i := range g.Models {
		m := &g.Models[i]
		if !m.InPlay || m.Kind != rules.KindMonster || classic.CanActivate(g, m.ID) != nil {
			continue
		}
		key := heroDist(g, m)
		if m.ID == s.BossID {
			key = -1
		}
		if best == nil || key < bestKey {
			best, bestKey = m, key
		}
	}
	if best == nil {
		return nil
	}
	c.target = rules.NoModel
	why := fmt.Sprintf("%s is the monster nearest a Hero that the turn's skulls still pay for", best.Card)
	if best.ID == s.BossID {
		why = fmt.Sprintf("%s, the boss, acts first", best.Card)
	}
	return classic.Activate{Monster: best.ID, Why: why}
}

// choice is a Hero a monster could go after.
type choice struct {
	hero  rules.ModelID
	path  []tiles.Point
	now   bool
	score float64
	why   string
}

func rangeOf(s *classic.State, m *rules.Model) int {
	if p := s.Profile(m); p != nil {
		return max(1, p.Range)
	}
	return 1
}

// pick chooses m's target Hero and the path toward it within mp.
func (c *Consul) pick(g *rules.Game, s *classic.State, m *rules.Model, mp int) (choice, bool) {
	var best choice
	found := false
	heroes := g.HeroesInPlay()
	for _, id := range heroes {
		h := g.Model(id)
		ch := choice{hero: id}
		rng := rangeOf(s, m)
		if g.CheckReach(m, h, rng, false, false) == nil {
			ch.now = true
		} else if mp > 0 && m.Large {
			ch.path, ch.now = approachLarge(g, m, h, rng, mp)
			if !ch.now && len(ch.path) == 0 {
				ch.score -= 50
			}
		} else if mp > 0 {
			blocks := func(p tiles.Point) bool {
				o := g.At(p)
				return o != nil && o.ID != id && o.Side != m.Side && o.Kind != rules.KindChest
			}
			goal := pathing.Goal{Target: h.Pos, Range: g.EffectiveRange(m, h, rng),
				NeedLoS: true, Blocks: blocks, IgnoreStructures: g.Has(m, "Fly") || g.Has(h, "Fly")}
			path, _, inRange := g.PathGraph().ApproachGoal(g.Mover(m), m.Pos, goal)
			walked := walkable(g, m, path, mp)
			if len(walked) == 0 && goal.IgnoreStructures {
				// A flyer's shortest way over structures may offer no
				// square where its base can stop (a large base across a
				// wall, or squares taken): take the way round on open
				// squares rather than stand still.
				goal.IgnoreStructures = false
				path, _, inRange = g.PathGraph().ApproachGoal(g.Mover(m), m.Pos, goal)
				walked = walkable(g, m, path, mp)
			}
			ch.path = walked
			ch.now = inRange && len(walked) == len(path) && len(path) > 0
			if !ch.now && len(walked) == 0 {
				ch.score -= 50
			}
		}
		hearts := g.Hearts(h)
		left := hearts - h.Wounds
		isolated := true
		for _, o := range heroes {
			if o != id && g.ModelDist(h, g.Model(o)) <= 3 {
				isolated = false
			}
		}
		if ch.now {
			ch.score += 100
		}
		ch.score += 40 * float64(h.Wounds) / float64(max(1, hearts))
		if left <= 1 {
			ch.score += 25
		}
		if isolated {
			ch.score += 15
		}
		ch.score -= float64(g.ModelDist(m, h))
		switch {
		case ch.now && left <= 1:
			ch.why = fmt.Sprintf("%s has one heart left and is within reach", h.Card)
		case ch.now && isolated:
			ch.why = fmt.Sprintf("%s stands alone and is within reach", h.Card)
		case ch.now && h.Wounds > 0:
			ch.why = fmt.Sprintf("%s is already wounded (%d of %d hearts left) and within reach", h.Card, hearts-h.Wounds, hearts)
		case ch.now:
			ch.why = fmt.Sprintf("%s is the Hero it can strike this activation", h.Card)
		default:
			ch.why = fmt.Sprintf("no Hero is within reach; %s is the one to close in on", h.Card)
		}
		if !found || ch.score > best.score {
			best, found = ch, true
		}
	}
	return best, found
}

// attackWith picks m's attack on h: a special attack m can pay for, may
// use (not Pacified) and reaches h with, when it is worth more per action
// point than the basic attack (or when the basic attack is out of reach)
// — the chance to wound (twice with Massive Damage, once for each Hero an
// area catches) and half a wound for each status h does not suffer yet (a
// quarter for Knockdown, which lasts only until the Hero stands up). ""
// is the basic attack; why says what the special attack is for; ok is
// false when nothing reaches h.
func attackWith(g *rules.Game, m, h *rules.Model, ap int, basic bool) (action, why string, dir tiles.Dir, ok bool) {
	c := g.MonsterCard(m)
	if c == nil {
		return "", "", dir, basic
	}
	bestVal := -1.0
	if basic {
		bestVal = 0
		if p, err := g.MonsterChanceToWound(m.ID, "", h.ID); err == nil {
			bestVal = p
		}
	}
	for i := range c.Actions {
		a := &c.Actions[i]
		cost := max(1, a.Cost)
		if a.Type != cards.Offensive || cost > ap || g.SpecialForbidden(m, a) != "" {
			continue
		}
		caught := 1
		var aim tiles.Dir
		if k := a.Area.Kind; classic.AimedByDirection(k) {
			// A Lance, Sweep or Spray: the side that catches h and the
			// most Heroes with it.
			if caught, aim = aimAt(g, m, h, a.Area); caught == 0 {
				continue
			}
		} else if k != "" && k != "Burst" {
			if k != "Wave" || g.ModelDist(m, h) > a.Area.Size {
				continue // other shapes are aimed, which this Consul does not do yet
			}
			// The Heroes the wave covers: within its size and in sight of
			// the user (a wall between keeps a Hero next to it out).
			sq, err := g.AreaSquares(m, a.Area, rules.Aim{Target: m.ID})
			if err != nil {
				continue
			}
			caught = 0
			hit := false
			for _, id := range g.HeroesInPlay() {
				if o := g.Model(id); slices.ContainsFunc(o.Squares(), func(p tiles.Point) bool { return slices.Contains(sq, p) }) {
					caught++
					hit = hit || id == h.ID
				}
			}
			if !hit {
				continue
			}
		} else if g.CheckReach(m, h, max(1, a.Range), false, false) != nil {
			continue
		}
		p, err := g.MonsterChanceToWound(m.ID, a.Name, h.ID)
		if err != nil {
			continue
		}
		wounds := 1.0
		if a.Has("Massive Damage") {
			wounds = 2
		}
		fresh, worth := 0, 0.0
		for _, st := range a.Statuses {
			if !h.Statuses.Has(st) && !g.ImmuneTo(h, st) {
				fresh++
				// Statuses last until cured; Knockdown only until the
				// Hero spends a point standing up.
				worth += 0.5
				if st == cards.Knockdown {
					worth = worth - 0.25
				}
			}
		}
		if a.Control.Name == "Push" && nextToSpawningPoint(g, h) {
			// Thwomp: drive a Hero off the spawning point it is breaking.
			worth += 0.5
		}
		val := (p*wounds + worth) * float64(caught) / float64(cost)
		if val > bestVal {
			bestVal, action, dir = val, a.Name, aim
			why = fmt.Sprintf(" with %s", a.Name)
			if fresh > 0 {
				names := make([]string, len(a.Statuses))
				for i, st := range a.Statuses {
					names[i] = string(st)
				}
				why += fmt.Sprintf(" (%s)", rules.NameList(names))
			}
			if a.Control.Name == "Push" && nextToSpawningPoint(g, h) {
				why += fmt.Sprintf(" (%s, off the spawning point it stands by)", a.Control)
			}
			if caught > 1 {
				why += fmt.Sprintf(", catching %d Heroes", caught)
			}
		}
	}
	return action, why, dir, basic || action != ""
}

// aimAt is the side m's directional area (Lance, Sweep, Spray) is best
// aimed along to catch h: the orthogonal direction, N, E, S, W first on
// ties, whose squares hold h and the most Heroes; caught is how many (0:
// no side reaches h).
func aimAt(g *rules.Game, m, h *rules.Model, area cards.Area) (caught int, dir tiles.Dir) {
	if g.ModelDist(m, h) > area.Size+1 {
		return 0, dir
	}
	for _, d := range []tiles.Dir{tiles.N, tiles.E, tiles.S, tiles.W} {
		sq, err := g.AreaSquares(m, area, rules.Aim{Target: rules.NoModel, Dir: d})
		if err != nil {
			continue
		}
		in := func(o *rules.Model) bool {
			return slices.ContainsFunc(o.Squares(), func(p tiles.Point) bool { return slices.Contains(sq, p) })
		}
		if !in(h) {
			continue
		}
		n := 0
		for _, id := range g.HeroesInPlay() {
			if in(g.Model(id)) {
				n++
			}
		}
		if n > caught {
			caught, dir = n, d
		}
	}
	return caught, dir
}

// nextToSpawningPoint reports whether Hero h stands next to a spawning
// point in play.
func nextToSpawningPoint(g *rules.Game, h *rules.Model) bool {
	for i := range g.Models {
		if o := &g.Models[i]; o.InPlay && o.Kind == rules.KindSpawningPoint && g.ModelDist(o, h) <= 1 {
			return true
		}
	}
	return false
}

// walkable is the longest prefix of path m can walk with mp points and
// stop at the end of.
func walkable(g *rules.Game, m *rules.Model, path []tiles.Point, mp int) []tiles.Point {
	if len(path) == 0 || mp <= 0 {
		return nil
	}
	walked, _ := pathing.StopAlong(g.Board, g.Mover(m), path, mp)
	for len(walked) > 0 {
		end := walked[len(walked)-1]
		// A flyer may stop on a structure or over a chasm (classic's
		// moveMonster).
		if _, err := g.Walk(m, walked, mp); err == nil && g.StopsAt(m, end) {
			return walked
		}
		walked = walked[:len(walked)-1]
	}
	return nil
}

// activationStep: stand up, move (or run) toward its Hero, attack while it
// has action points, end.
func (c *Consul) activationStep(g *rules.Game, s *classic.State, m *rules.Model) rules.Command {
	ap := classic.APLeft(g)
	if m.Statuses.Has("Knockdown") && !g.ImmuneTo(m, "Knockdown") {
		if ap > 0 && !s.Ran {
			return classic.StandUp{}
		}
		return classic.EndMonster{}
	}
	p := s.Profile(m)
	if p == nil || p.Attack == "" {
		return classic.EndMonster{}
	}
	if ap > 0 && !s.Ran {
		if cmd, ok := volley(g, m, ap); ok {
			return cmd
		}
	}
	if c.target != rules.NoModel && !s.Ran {
		h := g.Model(c.target)
		if h.InPlay && ap > 0 {
			if act, why, dir, ok := attackWith(g, m, h, ap, g.CheckReach(m, h, rangeOf(s, m), false, false) == nil); ok {
				if sup, ok := supportWith(g, s, m, ap, true); ok {
					return sup
				}
				return classic.Attack{Target: h.ID, Action: act, Dir: dir, Why: fmt.Sprintf("%s attacks %s%s", m.Card, h.Card, why)}
			}
		}
		if h.InPlay && (ap == 0 || classic.MPLeft(g) == 0) {
			if sup, ok := supportWith(g, s, m, ap, false); ok {
				return sup
			}
			return classic.EndMonster{}
		}
	}
	if ap == 0 || s.Ran {
		return classic.EndMonster{}
	}
	ch, ok := c.pick(g, s, m, classic.MPLeft(g))
	if !ok {
		return classic.EndMonster{}
	}
	c.target = ch.hero
	h := g.Model(ch.hero)
	if act, why, dir, ok := attackWith(g, m, h, ap, g.CheckReach(m, h, rangeOf(s, m), false, false) == nil); ok {
		if sup, ok := supportWith(g, s, m, ap, true); ok {
			return sup
		}
		return classic.Attack{Target: h.ID, Action: act, Dir: dir, Why: fmt.Sprintf("%s attacks %s: %s%s", m.Card, h.Card, ch.why, why)}
	}
	if !ch.now && s.MPSpent == 0 && s.APSpent == 0 {
		// Out of reach this activation: run at double Speed instead.
		if run, ok := c.pick(g, s, m, 2*classic.MPLeft(g)); ok && len(run.path) > len(ch.path) {
			return classic.Run{Path: run.path}
		}
	}
	if len(ch.path) > 0 {
		return classic.Move{Path: ch.path, Why: fmt.Sprintf("%s goes after %s: %s", m.Card, h.Card, ch.why)}
	}
	if sup, ok := supportWith(g, s, m, ap, false); ok {
		return sup
	}
	return classic.EndMonster{}
}

// supportWith picks an aura action for m (the 1st edition's Dragon Rage,
// Shadow Breath, Shieldwall), used where it stands once it has moved:
// an aura adding to attacks when at least two friends it reaches have not
// activated this round and m cannot attack a Hero (three or more: even
// in place of an attack, a die on three attacks being worth more than
// one attack); any other aura (armour, Stealth) when m cannot attack and
// it covers at least two friends besides m.
func supportWith(g *rules.Game, s *classic.State, m *rules.Model, ap int, canAttack bool) (rules.Command, bool) {
	if s.Ran || ap < 1 {
		return nil, false
	}
	var best rules.Command
	bestN := 0
	for _, a := range classic.SupportActions(g, m) {
		if max(1, a.Cost) > ap || g.SpecialForbidden(m, a) != "" {
			continue
		}
		offense := false
		for _, b := range a.Boosts {
			offense = offense || b.To == "offense" || b.To == string(cards.STR) || b.To == string(cards.WILL) || b.To == string(cards.DEX)
		}
		if a.Area.Kind == "Burst" {
			// The Smoke Pot: thrown on the friend whose cloud hides the
			// most friends not hidden yet, when m reaches no Hero.
			if !canAttack {
				if cmd, n := smokeWith(g, m, a); n >= 2 && n > bestN {
					best, bestN = cmd, n
				}
			}
			continue
		}
		n := 0
		for _, o := range classic.AuraReach(g, m, a) {
			if o.ID != m.ID && (!offense || !slices.Contains(s.Activated, o.ID)) {
				n++
			}
		}
		need := 2
		if canAttack {
			if !offense {
				continue
			}
			need = 3
		}
		if n < need || n <= bestN {
			continue
		}
		what := "friends"
		if p := s.Profile(m); p != nil && p.AuraKin != "" {
			what = p.AuraKin + "s"
		}
		why := fmt.Sprintf("%s uses %s: %d %s within %d squares", m.Card, a.Name, n, what, a.Area.Size)
		if offense {
			why += " have yet to attack this round"
		} else {
			why += " stand under it until its next activation"
		}
		if !canAttack {
			why += "; it can reach no Hero"
		}
		best, bestN = classic.Support{Action: a.Name, Why: why}, n
		if offense {
			break // the attack aura first: it is listed first and worth most
		}
	}
	return best, best != nil
}

// sacrifice gives up, at the end of the round, a card no Hero has a free
// slot for (the hero AI equips only into free slots): first to put out a
// Hero's Fire, then to heal the most wounded Hero, then (a relic) for a
// potion.
func sacrifice(g *rules.Game) rules.Command {
	cat := g.Catalog()
	for _, name := range g.Backpack {
		e := cat.Equipment[name]
		if e == nil || e.Cursed {
			continue
		}
		s := slices.Index(cards.Slots[:], e.Slot)
		free := false
		for _, id := range g.HeroesInPlay() {
			if s >= 0 && g.Model(id).Slots[s] == "" {
				free = true
			}
		}
		if free {
			continue
		}
		var worst *rules.Model
		for _, id := range g.HeroesInPlay() {
			h := g.Model(id)
			if h.Statuses.Has(cards.Fire) {
				return classic.Sacrifice{Card: name, Hero: id, Status: cards.Fire}
			}
			if h.Wounds > 0 && (worst == nil || h.Wounds > worst.Wounds) {
				worst = h
			}
		}
		if worst != nil {
			return classic.Sacrifice{Card: name, Hero: worst.ID}
		}
		if e.Deck == cards.DeckTreasure {
			for _, id := range g.HeroesInPlay() {
				if h := g.Model(id); h.Potions < g.PotionCapacity(h) {
					return classic.Sacrifice{Card: name, Hero: id, Potion: true}
				}
			}
		}
	}
	return nil
}
