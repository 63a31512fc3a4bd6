package explore

import (
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// The questions a Consul player's screen asks, answered by the rules so
// the screen decides nothing: where the activating monster can move, whom
// it may attack, what a chart space holds.

// ReachableSquares lists the squares the activating monster can end a Move
// on with its movement points left ("Movement Points"): none while it is
// knocked down or Immobile, and only squares its base fits on.
func ReachableSquares(g *rules.Game) []rules.Reach {
	s := StateOf(g)
	if s == nil || s.Active == rules.NoModel { // the Consul turn, or a Super interrupting the Heroes' (Rude Supers)
		return nil
	}
	m := g.Model(s.Active)
	if m == nil || !m.InPlay || g.Suffers(m, cards.Knockdown) || g.Suffers(m, cards.Immobile) {
		return nil
	}
	mp := MPLeft(g)
	if mp <= 0 {
		return nil
	}
	f := g.PathGraph().Reachable(g.Mover(m), m.Pos, mp)
	var out []rules.Reach
	for _, p := range f.Ends() {
		if p == m.Pos || !g.Fits(p, m.Large, m.ID) {
			continue
		}
		c, _ := f.Cost(p)
		out = append(out, rules.Reach{At: p, Cost: c})
	}
	return out
}

// AttackTargets lists the Heroes the activating monster may attack now
// with action ("" its basic attack): each is the Attack command the rules
// would accept, tried on a copy of the game.
func AttackTargets(g *rules.Game, action string) []rules.ModelID {
	s := StateOf(g)
	if s == nil || s.Active == rules.NoModel { // the Consul turn, or a Super interrupting the Heroes' (Rude Supers)
		return nil
	}
	var out []rules.ModelID
	for _, id := range g.HeroesInPlay() {
		if _, err := g.Clone().Apply(Attack{Target: id, Action: action}); err == nil {
			out = append(out, id)
		}
	}
	return out
}

// OffensiveActions are the unique offensive actions monster m may use in
// Explore (support actions are not yet the Consul's, see attackCost), with
// their action point cost.
func OffensiveActions(g *rules.Game, m *rules.Model) []cards.Action {
	c := g.MonsterCard(m)
	if c == nil {
		return nil
	}
	var out []cards.Action
	for _, a := range c.Actions {
		if a.Type == cards.Offensive {
			a.Cost = max(1, a.Cost)
			out = append(out, a)
		}
	}
	return out
}

// Describe says what a chart space holds, in the players' words.
func (s Space) Describe() string { return s.describe() }

// Describe says what a bonus or relic gives.
func (b Bonus) Describe() string { return b.describe() }

// SpawnChoices are the pool's monsters the Consul may spawn now, in the
// pool's order: the chart space's platforms, within the allowance left,
// with a model left in the pool and a lit square to stand on.
func SpawnChoices(g *rules.Game) []string {
	s := StateOf(g)
	if s == nil || g.Phase != rules.ConsulPowerUp || s.AdvancedTurn != g.Turn || s.SpawnLeft <= 0 {
		return nil
	}
	var out []string
	for _, name := range PoolMonsters(g) {
		p := s.Data().Profiles[name]
		mc := g.Catalog().Monsters[name]
		if p == nil || mc == nil || mc.Role == cards.RoleBoss || mc.Role == cards.RoleMiniBoss || mc.Role == cards.RoleSpawningPoint {
			continue
		}
		if p.Skulls == 0 || p.Skulls > s.SpawnLeft || !slices.Contains(s.SpawnPlatforms, p.Platform) || Available(g, name) == 0 {
			continue
		}
		if len(SpawnSquares(g, name)) > 0 {
			out = append(out, name)
		}
	}
	return out
}

// RelicsNeeded is how many relics the dungeon boss equips if it spawns
// now: one per spawning point still in the dungeon ("Spawning Points and
// Relics").
func RelicsNeeded(g *rules.Game) int {
	s := StateOf(g)
	if s == nil {
		return 0
	}
	return eg{g, s}.spawningPointsInPlay()
}

// NextSpace is the chart space the next AdvanceChart moves the boss to.
func (s *State) NextSpace() (int, Space) {
	ch := s.Chart()
	n := min(s.Space+1, len(ch)-1)
	return n, ch[n]
}

// CanAdvance returns nil when the Consul may advance the chart now, else
// why not.
func CanAdvance(g *rules.Game) error {
	s := StateOf(g)
	if s == nil {
		return rules.Illegal(AdvanceChart{}, "the game does not follow the Explore rules")
	}
	return eg{g, s}.canAdvance(AdvanceChart{})
}
