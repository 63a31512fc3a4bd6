// Package exploreai is the computer Consul of the Explore rulebook
// (rules/explore): it commands the monsters against the party through the
// same commands a person uses, and gives its reason with every decision
// (the commands' Why, reported as rules.ConsulDecided events).
//
// A turn is planned when it begins: every free monster (8-Bit and SUPER
// monsters that began the turn in play) activates, nearest a Hero first so
// the front ranks clear the way; the four skull points buy the activations
// of 16-Bit and newly spawned monsters that can strike a Hero this turn,
// costliest first. Each monster picks the Hero it can hurt most: one it
// can reach and attack now before one it cannot, a wounded Hero (one it
// might finish) before a healthy one, an isolated Hero (no friend within
// three squares) before one in a group, nearer before farther. It walks the
// shortest path to a square in range and sight of that Hero and attacks
// with every action point; one with nothing left to do steps out of the
// only way a large friend has to the Heroes (room.go). In the power-up it
// takes the chart's offense
// bonus over defense (Fire over Poison), spawns 8-Bit monsters (free to
// activate next turn) next to the Hero it wants to focus, and gives the
// boss defensive relics first.
package exploreai

import (
	"fmt"
	"slices"
	"sort"

	"github.com/superdungeon-digital/superdungeon/pathing"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Consul is the computer Consul. It keeps its plan for the turn between
// calls; use one per game.
type Consul struct {
	turn  int
	queue []rules.ModelID // monsters still to activate this turn, in order
	// target is the Hero the activating monster goes after.
	target rules.ModelID
	// supported is the monster that has already used (or passed on) its
	// support action this activation.
	supported rules.ModelID
	// roomed is the monster that has already looked for a stuck large
	// friend to make room for this activation (room.go).
	roomed rules.ModelID
	// unique is the Anti-Hero that has used its unique attack this
	// activation (antihero.go).
	unique rules.ModelID
	bossOK int
}

// New returns a computer Consul.
func New() *Consul {
	return &Consul{turn: -1, target: rules.NoModel, supported: rules.NoModel, roomed: rules.NoModel, unique: rules.NoModel}
}

// Next is the Consul's next command, nil to end the phase.
func (c *Consul) Next(g *rules.Game) rules.Command {
	s := explore.StateOf(g)
	if s == nil || g.Over != "" {
		return nil
	}
	if s.Rude != nil {
		return c.rude(g, s) // rude.go
	}
	switch g.Phase {
	case rules.ConsulTurn:
		return c.turnStep(g, s)
	case rules.ConsulPowerUp:
		return c.powerUp(g, s)
	}
	return nil
}

// turnStep is one command of the Consul's turn.
func (c *Consul) turnStep(g *rules.Game, s *explore.State) rules.Command {
	if c.turn != g.Turn {
		c.turn = g.Turn
		c.queue = c.plan(g, s)
	}
	if s.Active != rules.NoModel {
		return c.activationStep(g, s, g.Model(s.Active))
	}
	for len(c.queue) > 0 {
		id := c.queue[0]
		c.queue = c.queue[1:]
		m := g.Model(id)
		if !m.InPlay || explore.CanActivate(g, id) != nil {
			continue
		}
		cost := s.ActivationCost(m)
		// The activation's own event already says it is free; the reason
		// says why this monster goes now.
		why := fmt.Sprintf("%s goes now: free this turn, and %s from the nearest Hero", m.Card, rules.CountOf(heroDist(g, m), "square"))
		if cost > 0 {
			why = fmt.Sprintf("%s is worth %s of the turn's four: it can strike a Hero now", m.Card, rules.CountOf(cost, "skull point"))
		}
		c.target, c.roomed, c.unique = rules.NoModel, rules.NoModel, rules.NoModel
		return explore.Activate{Monster: id, Why: why}
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

// plan orders the turn's activations: free monsters nearest a Hero first,
// then the paid ones that can reach a Hero (costliest first) while skull
// points last.
func (c *Consul) plan(g *rules.Game, s *explore.State) []rules.ModelID {
	type cand struct {
		id         rules.ModelID
		dist, cost int
		reach      bool
	}
	var free, paid []cand
	for i := range g.Models {
		m := &g.Models[i]
		if !m.InPlay || m.Kind != rules.KindMonster {
			continue
		}
		p := s.Profile(m)
		if p == nil || p.AP == 0 && p.Mv == 0 {
			continue
		}
		d := heroDist(g, m)
		k := cand{id: m.ID, dist: d, cost: s.ActivationCost(m), reach: d <= p.Mv+p.Range+1}
		if k.cost == 0 {
			free = append(free, k)
		} else {
			paid = append(paid, k)
		}
	}
	sort.SliceStable(free, func(i, j int) bool { return free[i].dist < free[j].dist })
	sort.SliceStable(paid, func(i, j int) bool {
		if paid[i].reach != paid[j].reach {
			return paid[i].reach
		}
		if paid[i].cost != paid[j].cost {
			return paid[i].cost > paid[j].cost
		}
		return paid[i].dist < paid[j].dist
	})
	var out []rules.ModelID
	budget := s.SkullsLeft()
	for _, k := range paid {
		if k.reach && k.cost <= budget {
			out = append(out, k.id)
			budget -= k.cost
		}
	}
	for _, k := range free {
		out = append(out, k.id)
	}
	// Paid monsters that can strike go after the free front rank, so they
	// find the way clear: merge by distance.
	sort.SliceStable(out, func(i, j int) bool { return heroDist(g, g.Model(out[i])) < heroDist(g, g.Model(out[j])) })
	return out
}

// choice is a Hero a monster could go after.
type choice struct {
	hero  rules.ModelID
	path  []tiles.Point // the part it can walk this activation
	now   bool          // in range and sight at the end of path
	score float64
	why   string
}

// rangeOf is the monster's basic attack range.
func rangeOf(s *explore.State, m *rules.Model) int {
	if p := s.Profile(m); p != nil {
		return max(1, p.Range)
	}
	return 1
}

// pick chooses m's target Hero and the path toward it.
func (c *Consul) pick(g *rules.Game, s *explore.State, m *rules.Model) (choice, bool) {
	mp := explore.MPLeft(g)
	var best choice
	found := false
	heroes := g.HeroesInPlay()
	for _, id := range heroes {
		h := g.Model(id)
		ch := choice{hero: id}
		rng := rangeOf(s, m)
		if g.CheckReach(m, h, rng, false, false) == nil {
			ch.now = true
		} else if mp > 0 {
			path, inRange := approach(g, s, m, h)
			walked := walkable(g, m, path, mp)
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
		d := g.ModelDist(m, h)
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
		ch.score -= float64(d)
		carrier := explore.Carrier(g) == id
		if carrier {
			// The Heroes win when the carrier reaches its goal: stop it.
			ch.score += 60
		}
		switch {
		case carrier && ch.now:
			ch.why = fmt.Sprintf("%s carries what the Heroes need to win and is within reach", h.Card)
		case carrier:
			ch.why = fmt.Sprintf("%s carries what the Heroes need to win: close in on it", h.Card)
		case ch.now && left <= 1:
			ch.why = fmt.Sprintf("%s has one heart left and is within reach", h.Card)
		case ch.now && isolated:
			ch.why = fmt.Sprintf("%s stands alone, no friend within three squares, and is within reach", h.Card)
		case ch.now && h.Wounds > 0:
			ch.why = fmt.Sprintf("%s is already wounded (%d of %d hearts left) and within reach", h.Card, hearts-h.Wounds, hearts)
		case ch.now:
			ch.why = fmt.Sprintf("%s is the Hero it can strike this activation", h.Card)
		default:
			ch.why = fmt.Sprintf("no Hero is within reach this activation; %s is the one to close in on", h.Card)
		}
		if !found || ch.score > best.score {
			best, found = ch, true
		}
	}
	return best, found
}

// approach is the path m would walk toward h: to a square in range and
// sight of it, enemy models other than h (and chests) in the way, friends
// crossed but not ended on. It reports whether the path ends in range.
func approach(g *rules.Game, s *explore.State, m, h *rules.Model) ([]tiles.Point, bool) {
	path, _, inRange := g.PathGraph().ApproachGoal(g.Mover(m), m.Pos, pathing.Goal{Target: h.Pos,
		Range: g.EffectiveRange(m, h, rangeOf(s, m)), NeedLoS: true, Blocks: enemyBlocks(g, m, h.ID),
		IgnoreStructures: g.Has(m, "Fly") || g.Has(h, "Fly")})
	return path, inRange
}

// walkable is the longest prefix of path m can walk with mp points and
// stop at the end of.
func walkable(g *rules.Game, m *rules.Model, path []tiles.Point, mp int) []tiles.Point {
	if len(path) == 0 || mp <= 0 {
		return nil
	}
	walked, _ := pathing.StopAlong(g.Board, g.Mover(m), path, mp)
	for len(walked) > 0 {
		if _, err := g.Walk(m, walked, mp); err == nil && g.Fits(walked[len(walked)-1], m.Large, m.ID) {
			return walked
		}
		walked = walked[:len(walked)-1]
	}
	return nil
}

// activationStep is the activating monster's next command: stand up,
// move toward its Hero, attack while it has action points, end.
func (c *Consul) activationStep(g *rules.Game, s *explore.State, m *rules.Model) rules.Command {
	if m.Statuses.Has("Knockdown") && !g.ImmuneTo(m, "Knockdown") {
		return explore.StandUp{UseMovement: explore.APLeft(g) <= 1}
	}
	ap := explore.APLeft(g)
	if c.supported != m.ID {
		c.supported = m.ID
		if cmd := c.support(g, m); cmd != nil {
			return cmd
		}
	}
	p := s.Profile(m)
	if p == nil || p.Attack == "" {
		return explore.EndMonster{}
	}
	// Attack the chosen Hero while in reach; choose again if it fell.
	if c.target != rules.NoModel {
		h := g.Model(c.target)
		if h.InPlay && ap > 0 && g.CheckReach(m, h, rangeOf(s, m), false, false) == nil {
			if cmd := c.antiHeroAction(g, m, h); cmd != nil {
				return cmd // antihero.go
			}
			return explore.Attack{Target: h.ID, Why: fmt.Sprintf("%s attacks %s", m.Card, h.Card)}
		}
		if h.InPlay && (ap == 0 || explore.MPLeft(g) == 0) {
			return c.endMonster(g, s, m)
		}
	}
	if ap == 0 {
		return c.endMonster(g, s, m)
	}
	ch, ok := c.pick(g, s, m)
	if !ok {
		return c.endMonster(g, s, m)
	}
	prev := c.target
	c.target = ch.hero
	h := g.Model(ch.hero)
	if len(ch.path) > 0 && g.CheckReach(m, h, rangeOf(s, m), false, false) != nil {
		return explore.Move{Path: ch.path, Why: fmt.Sprintf("%s goes after %s: %s", m.Card, h.Card, ch.why)}
	}
	if g.CheckReach(m, h, rangeOf(s, m), false, false) == nil {
		if cmd := c.antiHeroAction(g, m, h); cmd != nil {
			return cmd // antihero.go
		}
		why := fmt.Sprintf("%s attacks %s: %s", m.Card, h.Card, ch.why)
		if prev == ch.hero {
			why = fmt.Sprintf("%s attacks %s", m.Card, h.Card)
		}
		return explore.Attack{Target: h.ID, Why: why}
	}
	return c.endMonster(g, s, m)
}

// endMonster ends m's activation, after stepping out of a stuck large
// friend's way if it can (room.go).
func (c *Consul) endMonster(g *rules.Game, s *explore.State, m *rules.Model) rules.Command {
	if cmd := c.makeRoom(g, s, m); cmd != nil {
		return cmd
	}
	return explore.EndMonster{}
}

// support is the support action m uses first thing in its activation, if
// any: Scuttling Swarm while the pool has a minion to call (one more body
// next to the Heroes, free to activate from the next turn), My Champion
// while the boss's companion is away (next to the Hero to wear down).
func (c *Consul) support(g *rules.Game, m *rules.Model) rules.Command {
	mc := g.MonsterCard(m)
	if mc == nil || explore.APLeft(g) == 0 {
		return nil
	}
	for _, a := range mc.Actions {
		var cmd explore.Support
		switch a.Name {
		case "Scuttling Swarm":
			if len(mc.Bonded) == 0 || explore.Available(g, mc.Bonded[0]) == 0 {
				continue
			}
			cmd = explore.Support{Action: a.Name, Target: rules.NoModel,
				Why: fmt.Sprintf("%s calls a %s from the spawning pool: one more body next to the Heroes, free to activate next turn", m.Card, mc.Bonded[0])}
		case "My Champion":
			h := focusHero(g)
			if h == nil {
				continue
			}
			cmd = explore.Support{Action: a.Name, Target: h.ID,
				Why: fmt.Sprintf("%s calls her champion next to %s, the Hero to wear down", m.Card, h.Card)}
		default:
			continue
		}
		if _, err := g.Clone().Apply(cmd); err == nil {
			return cmd
		}
	}
	return nil
}

// powerUp advances the chart and spends its spawning allowance.
func (c *Consul) powerUp(g *rules.Game, s *explore.State) rules.Command {
	if s.AdvancedTurn != g.Turn && s.BossID == rules.NoModel {
		ch := s.Chart()
		next := min(s.Space+1, len(ch)-1)
		sp := ch[next]
		// With nothing to choose the chart's own line says it all; a
		// reason is given only for a choice.
		bonus, why := 0, ""
		if len(sp.Bonuses) > 1 {
			bonus = chooseBonus(sp.Bonuses)
			why = fmt.Sprintf("the dungeon boss advances to space %d: %s, since %s", next, sp.Bonuses[bonus].Name, bonusReason(sp.Bonuses[bonus]))
		}
		return explore.AdvanceChart{Bonus: bonus, Relics: chooseRelics(s), Why: why}
	}
	if s.SpawnLeft > 0 && s.AdvancedTurn == g.Turn {
		return c.spawn(g, s)
	}
	return nil
}

// chooseBonus prefers dice on offense, then Fire, then the first offered.
func chooseBonus(bs []explore.Bonus) int {
	for i, b := range bs {
		if !b.Offense.IsZero() {
			return i
		}
	}
	for i, b := range bs {
		if b.Keyword == "Fire" {
			return i
		}
	}
	return 0
}

func bonusReason(b explore.Bonus) string {
	switch {
	case !b.Offense.IsZero():
		return "more dice on offense turn the monsters' many attacks into wounds"
	case b.Keyword == "Fire":
		return "Fire keeps wounding a Hero at every upkeep"
	}
	return "it is the better of the two here"
}

// chooseRelics lists relics in the order the Consul wants them: the
// boss's own, then defense, healing, offense.
func chooseRelics(s *explore.State) []string {
	fit := s.Data().RelicsFor(s.Boss)
	score := func(b explore.Bonus) int {
		n := 0
		if b.Boss != "" {
			n += 100
		}
		if !b.Defense.IsZero() {
			n += 30
		}
		if b.Keyword == "Tough" {
			n += 20
		}
		if !b.Offense.IsZero() {
			n += 10
		}
		return n
	}
	slices.SortStableFunc(fit, func(a, b explore.Bonus) int { return score(b) - score(a) })
	var out []string
	for _, r := range fit {
		out = append(out, r.Name)
	}
	return out
}

// focusHero is the Hero the Consul most wants to pressure: the most
// wounded, then the most isolated.
func focusHero(g *rules.Game) *rules.Model {
	if c := explore.Carrier(g); c != rules.NoModel && g.Model(c).InPlay {
		return g.Model(c) // the carrier first: it wins the game for the Heroes
	}
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

// spawn places one monster: 8-Bit before 16-Bit (an 8-Bit spawned now
// activates free from the next turn on), then the pool's order, on the lit
// square nearest the focus Hero.
func (c *Consul) spawn(g *rules.Game, s *explore.State) rules.Command {
	focus := focusHero(g)
	var best string
	bestKey := [2]int{-1, -1}
	for _, name := range explore.PoolMonsters(g) {
		p := s.Data().Profiles[name]
		if p == nil || p.Skulls == 0 || p.Skulls > s.SpawnLeft || !slices.Contains(s.SpawnPlatforms, p.Platform) || explore.Available(g, name) == 0 {
			continue
		}
		key := [2]int{0, p.Skulls}
		if p.Platform == explore.Bit8 {
			key[0] = 1
		}
		if key[0] > bestKey[0] || key[0] == bestKey[0] && key[1] > bestKey[1] {
			if len(explore.SpawnSquares(g, name)) > 0 {
				best, bestKey = name, key
			}
		}
	}
	if best == "" {
		return nil
	}
	sq := explore.SpawnSquares(g, best)
	at := sq[0]
	if focus != nil {
		bd := -1
		for _, p := range sq {
			if d := tiles.Dist(p, focus.Pos); bd < 0 || d < bd {
				at, bd = p, d
			}
		}
	}
	// No board coordinates: a player reads the square on the board.
	why := ""
	if focus != nil {
		why = fmt.Sprintf("%s spawns as close as a spawning point allows to %s, the Hero to wear down", best, focus.Card)
	}
	return explore.Spawn{Monster: best, At: at, Why: why}
}
