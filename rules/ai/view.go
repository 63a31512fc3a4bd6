package ai

import (
	"errors"
	"math"
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// view is what one decision looks at: the models sorted by side, read once
// from the game in id order so every loop over them is deterministic.
type view struct {
	g       *rules.Game
	heroes  []*rules.Model // in play
	enemies []*rules.Model // in-play Consul models (monsters and spawning points)
	actors  []actor        // enemies that take commands and attack (see attackers)
	// actorsRead is set once attackers has filled actors.
	actorsRead bool
	chests     []*rules.Model  // unopened chests
	mostWrat   int             // the highest wrath on a Hero in play
	defense    map[int]float64 // defendChance by hero id and STR
	// defMemo is the Player's defendChance memo (see defendChanceOf).
	defMemo map[defKey]float64
	// defTab holds defense's entries for defHero (see defendChance).
	defHero  rules.ModelID
	defValid bool
	defKnown uint64
	defTab   [64]float64
	chance   map[chanceKey]float64
	hearts   []int // Hearts by model id, 0 until asked (equipment makes it costly)
	// targets answers legal targets for the model targetsOf (see
	// legalTargets).
	targets   *rules.Targets
	targetsOf rules.ModelID
	tsight    *rules.SightMemo // the Player's, for the engine's Targets
	// kws remembers the keywords the planner asks about (see has), by
	// model id: a bit per keyword known, a bit per keyword held.
	kws []uint8
	// blockAll and blockLarge list the squares of the enemy models, all of
	// them and the large ones only: the squares that block a Hero's line
	// of sight (but the target's own).
	blockAll, blockLarge []blocker
	// seen remembers sees's answers (the Player's sight memo, see look).
	seen map[seeKey]bool
	// sightLists caches, per target id and for blockAll (0) or blockLarge
	// (1), the blocking squares without the target's own.
	sightLists [2]map[rules.ModelID][]tiles.Point
}

// blocker is a square an enemy model covers.
type blocker struct {
	p  tiles.Point
	id rules.ModelID
}

// look reads g for one decision. The view it returns is the Player's own
// scratch space, reused by the next call: a decision never keeps it.
func (p *Player) look(g *rules.Game) *view {
	v := &p.scratch
	defense, hearts, sight := v.defense, v.hearts, v.sightLists
	clear(defense)
	if defense == nil {
		defense = map[int]float64{}
	}
	hearts = append(hearts[:0], make([]int, len(g.Models))...)
	kws := append(v.kws[:0], make([]uint8, len(g.Models))...)
	for k := range sight {
		clear(sight[k])
	}
	if p.defMemo == nil {
		p.defMemo = map[defKey]float64{}
	}
	*v = view{g: g, defense: defense, defMemo: p.defMemo, tsight: &p.tsight, chance: p.chances(g), hearts: hearts, kws: kws, sightLists: sight,
		heroes: v.heroes[:0], enemies: v.enemies[:0], actors: v.actors[:0], chests: v.chests[:0],
		blockAll: v.blockAll[:0], blockLarge: v.blockLarge[:0]}
	for i := range g.Models {
		m := &g.Models[i]
		if !m.InPlay {
			continue
		}
		switch {
		case m.Kind == rules.KindChest:
			v.chests = append(v.chests, m)
		case m.Side == rules.HeroSide:
			v.heroes = append(v.heroes, m)
			v.mostWrat = max(v.mostWrat, m.Wrath)
		default:
			v.enemies = append(v.enemies, m)
			for _, q := range m.Squares() {
				if g.Board.In(q) {
					v.blockAll = append(v.blockAll, blocker{q, m.ID})
					if m.Large {
						v.blockLarge = append(v.blockLarge, blocker{q, m.ID})
					}
				}
			}
		}
	}
	// A sight line from a square to an enemy depends only on the board,
	// the square, the target, the two sides' Fly and size and the enemy
	// squares that block: the answers hold until an enemy moves, enters
	// or leaves play (or the board changes), across decisions, activations
	// and Heroes.
	if p.sight == nil || p.sightBoard != g.Board || !slices.Equal(p.sightSig, v.blockAll) {
		if p.sight == nil {
			p.sight = map[seeKey]bool{}
		}
		clear(p.sight)
		p.sightSig = append(p.sightSig[:0], v.blockAll...)
		p.sightBoard = g.Board
	}
	v.seen = p.sight
	return v
}

var errNoChance = errors.New("no chance to wound")

// attackers lists the enemies that take commands and attack, in id order,
// read on first use in a decision (strength and profile are costly, and
// many decisions never ask).
func (v *view) attackers() []actor {
	if v.actorsRead {
		return v.actors
	}
	v.actorsRead = true
	g := v.g
	for _, m := range v.enemies {
		if pr := g.Profile(m); pr.AP > 0 {
			a := actor{m: m, ap: pr.AP, str: g.STR(m, 0), reach: pr.Range}
			if c := g.MonsterCard(m); c != nil && !v.suffers(m, cards.Immobile) {
				a.reach += c.Mv
			}
			v.actors = append(v.actors, a)
		}
	}
	return v.actors
}

// actor is a monster that attacks, read once per decision: its action
// points, strength and how far it can strike (move plus range).
type actor struct {
	m              *rules.Model
	ap, str, reach int
}

type chanceKey struct {
	user, target     rules.ModelID
	action           string
	userSt, targetSt rules.StatusSet
	effects          int
	potion           bool
}

// chanceToWound is the engine's ChanceToWound, remembered for the rest of
// the activation (see Player.chances): it is the costliest query the
// planner makes, and within one activation it changes only when the user
// drinks a potion or a status comes or goes, which the key records.
func (v *view) chanceToWound(user rules.ModelID, action string, target rules.ModelID) (float64, error) {
	u, t := v.g.Model(user), v.g.Model(target)
	if u == nil || t == nil {
		return 0, errNoChance
	}
	k := chanceKey{user: user, target: target, action: action,
		userSt: u.Statuses, targetSt: t.Statuses, effects: len(u.Effects), potion: v.g.Act.PotionDrunk}
	if pr, ok := v.chance[k]; ok {
		if pr < 0 {
			return 0, errNoChance
		}
		return pr, nil
	}
	var pr float64
	var err error
	if q := v.targetsFor(user); q != nil {
		pr, err = q.ChanceToWound(action, target) // the user's pools set up once
	} else {
		pr, err = v.g.ChanceToWound(user, action, target)
	}
	if err != nil {
		v.chance[k] = -1
		return 0, err
	}
	// The engine sums the star distribution over a map, so the last bits
	// of the same chance can differ from run to run; rounding keeps equal
	// chances equal, so tie-breaks (and the whole game) stay deterministic.
	pr = math.Round(pr*1e9) / 1e9
	v.chance[k] = pr
	return pr, nil
}

// legalTargets is the engine's LegalTargets, sharing the sight lines
// between the actions of one model for the decision.
func (v *view) legalTargets(id rules.ModelID, action string) []rules.ModelID {
	return v.targetsFor(id).Legal(action)
}

// targetsFor is the engine's Targets for model id, made once for the
// decision (nil when id is not in play).
func (v *view) targetsFor(id rules.ModelID) *rules.Targets {
	if v.targets == nil || v.targetsOf != id {
		v.targets, v.targetsOf = v.g.TargetsWith(id, v.tsight), id
	}
	return v.targets
}

// distTo is the range from square s to model m's nearest square (Arcade
// rulebook, "Check Range": the target's square counts).
func distTo(s tiles.Point, m *rules.Model) int {
	d := tiles.Dist(s, m.Pos)
	if m.Large {
		for _, q := range m.Squares() {
			d = min(d, tiles.Dist(s, q))
		}
	}
	return d
}

// left is a model's remaining hearts.
func (v *view) left(m *rules.Model) int {
	if int(m.ID) >= len(v.hearts) || m.ID < 0 {
		return v.g.Hearts(m) - m.Wounds
	}
	if v.hearts[m.ID] == 0 {
		v.hearts[m.ID] = v.g.Hearts(m)
	}
	return v.hearts[m.ID] - m.Wounds
}

// heartsOf is a model's hearts (remembered for the decision).
func (v *view) heartsOf(m *rules.Model) int { return v.left(m) + m.Wounds }

// fragile: one more hit or two could destroy the Hero.
func (v *view) fragile(h *rules.Model) bool { return v.left(h) <= 2 }

// suffers mirrors the engine's rule: a status counts unless the model is
// immune to it.
func (v *view) suffers(m *rules.Model, st cards.Status) bool {
	return m.Statuses.Has(st) && !v.g.ImmuneTo(m, st)
}

// roleValue is what destroying m is worth to the Heroes.
func (p *Player) roleValue(g *rules.Game, m *rules.Model) float64 {
	c := g.MonsterCard(m)
	if c == nil {
		return 0
	}
	switch c.Role {
	case cards.RoleMinion:
		return p.W.Minion
	case cards.RoleElite:
		return p.W.Elite
	case cards.RoleSpawningPoint:
		return p.W.SpawningPoint
	case cards.RoleMiniBoss:
		return p.W.MiniBoss
	case cards.RoleBoss:
		return p.W.Boss
	case cards.RoleCompanion:
		return p.W.Companion
	}
	return p.W.Minion
}

// shielded reports whether a single-target hit on elite t lands on a bonded
// minion instead (Arcade rulebook, "Expendable": minions within two
// squares take the wounds first).
func (v *view) shielded(t *rules.Model) bool {
	c := v.g.MonsterCard(t)
	if c == nil || c.Role != cards.RoleElite {
		return false
	}
	for _, o := range v.enemies {
		oc := v.g.MonsterCard(o)
		if oc == nil || oc.Role != cards.RoleMinion || o.ID == t.ID {
			continue
		}
		for _, b := range c.Bonded {
			if b == o.Card && tiles.Dist(o.Pos, t.Pos) <= 2 {
				return true
			}
		}
	}
	return false
}

// hitValue is the expected value of an offensive action that wounds t with
// chance pr for n wounds.
func (p *Player) hitValue(v *view, t *rules.Model, pr float64, n int, area bool) float64 {
	if !area && v.shielded(t) {
		// The wounds go to a one-heart minion first.
		return pr * p.W.Minion * p.W.KillBonus
	}
	rv := p.roleValue(v.g, t)
	hearts := float64(v.heartsOf(t))
	if n >= v.left(t) {
		return pr * rv * p.W.KillBonus
	}
	return pr * float64(n) * rv / hearts
}

// effRange mirrors the engine's range rules against enemies: Stealth takes
// three (minimum one) and Small caps range at three (Arcade rulebook,
// "Abilities").
func (v *view) effRange(t *rules.Model, rng int) int {
	if v.has(t, kwStealth) {
		rng = max(1, rng-3)
	}
	if v.has(t, kwSmall) {
		rng = min(rng, 3)
	}
	return rng
}

// Keywords the planner asks about for many squares and shots.
const (
	kwFly = iota
	kwStealth
	kwSmall
	numKws
)

var kwNames = [numKws]string{"Fly", "Stealth", "Small"}

// has is the engine's Has for the keywords above, remembered per model for
// the decision (the state does not change during one). A model that is not
// the game's own (a copy) is asked directly.
func (v *view) has(m *rules.Model, kw int) bool {
	if m.ID < 0 || int(m.ID) >= len(v.kws) || v.g.Model(m.ID) != m {
		return v.g.Has(m, kwNames[kw])
	}
	known, held := uint8(1)<<kw, uint8(1)<<(kw+numKws)
	if b := v.kws[m.ID]; b&known != 0 {
		return b&held != 0
	}
	v.kws[m.ID] |= known
	if v.g.Has(m, kwNames[kw]) {
		v.kws[m.ID] |= held
		return true
	}
	return false
}

// defendChanceOf is defendChance remembered for the game: it reads only
// the Hero's card and the dice, which never change.
func (v *view) defendChanceOf(h *rules.Model, str int) float64 {
	hc := v.g.HeroCard(h)
	if hc == nil {
		return 0
	}
	k := defKey{hc, v.g.Catalog(), str}
	if d, ok := v.defMemo[k]; ok {
		return d
	}
	d := defendChance(v.g, h, str)
	v.defMemo[k] = d
	return d
}

// defKey is what defendChance reads.
type defKey struct {
	hc  *cards.Hero
	cat *rules.Catalog
	str int
}

// defendChance is the chance that Hero h's best defense holds against STR.
func defendChance(g *rules.Game, h *rules.Model, str int) float64 {
	hc := g.HeroCard(h)
	if hc == nil {
		return 0
	}
	dice := g.Catalog().Dice
	attrs := hc.Defense
	if len(attrs) == 0 {
		attrs = []cards.Attribute{cards.ARM}
	}
	best := 0.0
	for _, a := range attrs {
		best = max(best, dice.ChanceAtLeast(hc.Attr[a], str))
	}
	return best
}

// expected is the wounds Hero h would expect standing on s if every
// monster that can move and attack there chose it: each attack fails to
// be held with the chance its best defense roll misses the STR.
func (v *view) expected(h *rules.Model, s tiles.Point) float64 {
	t := 0.0
	for _, a := range v.attackers() {
		if distTo(s, a.m) > a.reach {
			continue
		}
		d := v.defendChance(h, a.str)
		t += float64(a.ap) * (1 - d)
	}
	return t
}

// defendChance is defendChance remembered for the decision, by Hero and
// strength; the last Hero asked keeps a table of its own (a square search
// asks for one Hero over and over).
func (v *view) defendChance(h *rules.Model, str int) float64 {
	i := min(max(str, 0), 63)
	if v.defHero != h.ID || !v.defValid {
		v.defHero, v.defValid, v.defKnown = h.ID, true, 0
	}
	if v.defKnown&(1<<i) != 0 {
		return v.defTab[i]
	}
	key := int(h.ID)*64 + i
	d, ok := v.defense[key]
	if !ok {
		d = v.defendChanceOf(h, str)
		v.defense[key] = d
	}
	v.defTab[i], v.defKnown = d, v.defKnown|1<<i
	return d
}

// threat is the cost of Hero h standing on s through the Consul turn: the
// expected wounds, halved for a Hero with less wrath than the most (the
// monsters attack the most wrath in reach), times Fragile for a Hero close
// to death, plus Death when the expected wounds would destroy it.
func (p *Player) threat(v *view, h *rules.Model, s tiles.Point) float64 {
	e := v.expected(h, s)
	if h.Wrath < v.mostWrat {
		e *= 0.5
	}
	t := e * p.W.Threat
	if v.fragile(h) {
		t *= p.W.Fragile
	}
	if e >= float64(v.left(h)) {
		t += p.W.Death
	}
	return t
}

// sees reports whether Hero me standing on s has line of sight to enemy t,
// by the engine's rules (Arcade rulebook, "Determine Line of Sight"): only
// enemy models block, a large target is hidden only by large models, and
// Fly on either side ignores models and structures. It is the engine's
// LineOfSight without building the reason a sight line fails, which the
// square search does not need.
func (v *view) sees(me *rules.Model, s tiles.Point, t *rules.Model) bool {
	k := seeKey{s: s, t: t.ID, at: t.Pos, large: me.Large, fly: v.has(me, kwFly) || v.has(t, kwFly)}
	if ok, known := v.seen[k]; known {
		return ok
	}
	ok := v.seesNow(me, s, t)
	v.seen[k] = ok
	return ok
}

type seeKey struct {
	s     tiles.Point
	t     rules.ModelID
	at    tiles.Point // where t stands
	large bool        // the viewer is large
	fly   bool        // Fly on either side
}

// seesNow is sees without the memo.
func (v *view) seesNow(me *rules.Model, s tiles.Point, t *rules.Model) bool {
	g := v.g
	gr := g.PathGraph()
	if v.has(me, kwFly) || v.has(t, kwFly) {
		for _, q := range t.Squares() {
			if gr.LineOfSightAmong(s, q, nil, true) {
				return true
			}
		}
		return false
	}
	// The enemy squares that block, the target's own left out.
	k, all := 0, v.blockAll
	if t.Large || me.Large {
		k, all = 1, v.blockLarge
	}
	list, ok := v.sightLists[k][t.ID]
	if !ok {
		list = []tiles.Point{}
		for _, b := range all {
			if b.id != t.ID {
				list = append(list, b.p)
			}
		}
		if v.sightLists[k] == nil {
			v.sightLists[k] = map[rules.ModelID][]tiles.Point{}
		}
		v.sightLists[k][t.ID] = list
	}
	for _, q := range t.Squares() {
		if gr.LineOfSightAmong(s, q, list, false) {
			return true
		}
	}
	return false
}

// chances is the chance-to-wound memo shared by the decisions of one
// activation (or one phase between activations): it starts empty whenever
// the game moves to another activation, turn or phase, and is only ever
// read through keys that hold everything the chance depends on then.
func (p *Player) chances(g *rules.Game) map[chanceKey]float64 {
	stamp := memoStamp{g, g.Turn, g.Phase, g.ActivationCount, g.Active}
	if p.memo == nil || p.stamp != stamp {
		p.memo, p.stamp = map[chanceKey]float64{}, stamp
	}
	return p.memo
}

type memoStamp struct {
	game       *rules.Game // Apply updates a game in place, so this is one game
	turn       int
	phase      rules.Phase
	activation int
	active     rules.ModelID
}
