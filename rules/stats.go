package rules

import (
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// effectsOn lists the temporary effects that apply to m: its own (not the
// auras it carries) and every aura of a friendly in-play model that reaches
// it. Effects of the same name count once (Arcade rulebook, "Area Effects":
// same-name effects are not cumulative).
func (g *Game) effectsOn(m *Model) []Effect {
	var out []Effect
	// out holds one effect per source, so it is the list of sources seen
	// (a handful at most: a linear search beats building a map per call).
	add := func(e Effect) {
		for i := range out {
			if out[i].Source == e.Source {
				return
			}
		}
		out = append(out, e)
	}
	for _, e := range m.Effects {
		if e.Aura == 0 {
			add(e)
		}
	}
	for i := range g.Models {
		c := &g.Models[i]
		if !c.InPlay || c.Side != m.Side {
			continue
		}
		for _, e := range c.Effects {
			if g.reaches(&e, c, m) {
				add(e)
			}
		}
	}
	return out
}

// anyEffectOn reports whether pred holds for an effect of effectsOn(m),
// without building the list (Has and ImmuneTo ask it for every query).
func (g *Game) anyEffectOn(m *Model, pred func(e *Effect) bool) bool {
	// The sources seen so far: effectsOn keeps the first effect of each.
	var src firstSources
	first := src.first
	for i := range m.Effects {
		if e := &m.Effects[i]; e.Aura == 0 && first(e) && pred(e) {
			return true
		}
	}
	for i := range g.Models {
		c := &g.Models[i]
		if !c.InPlay || c.Side != m.Side {
			continue
		}
		for j := range c.Effects {
			if e := &c.Effects[j]; g.reaches(e, c, m) && first(e) && pred(e) {
				return true
			}
		}
	}
	return false
}

// inArea reports whether m is within n squares of centre c and in line of
// sight from it, models not blocking (an area effect's reach).
func (g *Game) inArea(c, m *Model, n int) bool {
	for _, a := range c.Squares() {
		for _, b := range m.Squares() {
			if distPts(a, b) <= n && g.pathGraph().LineOfSight(a, b, nil, false) {
				return true
			}
		}
	}
	return false
}

// Has reports whether the model has an ability: printed on its card or
// granted by a temporary effect (for an elite, also its bonded monsters'
// abilities while in a gang, Arcade rulebook "Forming a Gang").
func (g *Game) Has(m *Model, name string) bool {
	if g.lostKeyword(m, name) {
		return false // a lose_keyword card in play (lasting.go)
	}
	if h := g.HeroCard(m); h != nil && (h.Has(name) || g.equipKeyword(m, name)) {
		return true
	}
	c := g.MonsterCard(m)
	if c != nil && (c.Has(name) || g.lastingMonsterKeyword(m, name)) {
		return true
	}
	return g.modelsGrant(m, c, name)
}

// modelsGrant is the rest of Has, in one pass over the models: for a
// monster (c its card), a bonded monster near it with the ability on its
// card (bondedGrants) or a card aura giving it (auraGrants); for any
// model, an effect on it or a friend's aura effect reaching it (effectsOn)
// granting it.
func (g *Game) modelsGrant(m *Model, c *cards.Monster, name string) bool {
	grants := func(e *Effect) bool {
		for _, k := range e.Grants {
			if k.Name == name {
				return true
			}
		}
		return false
	}
	// As anyEffectOn: the first effect of each source counts, the model's
	// own before its friends' auras.
	var src firstSources
	first := src.first
	for i := range m.Effects {
		if e := &m.Effects[i]; e.Aura == 0 && first(e) && grants(e) {
			return true
		}
	}
	bonded := c != nil && len(c.Bonded) > 0 && m.Side == ConsulSide
	auras := c != nil && m.Side == ConsulSide && m.Kind == KindMonster
	for i := range g.Models {
		o := &g.Models[i]
		if !o.InPlay {
			continue
		}
		if o.ID != m.ID && ((bonded && g.bondedGrants(m, c, o, name)) || (auras && g.auraGrants(m, c, o, name))) {
			return true
		}
		if o.Side != m.Side {
			continue
		}
		for j := range o.Effects {
			if e := &o.Effects[j]; g.reaches(e, o, m) && first(e) && grants(e) {
				return true
			}
		}
	}
	return false
}

// ImmuneTo reports whether m ignores status st (Arcade rulebook, "Immune").
func (g *Game) ImmuneTo(m *Model, st cards.Status) bool {
	if (st == cards.Knockdown || st == cards.Immobile) && g.Has(m, "Sturdy") {
		return true // Sturdy (project meaning, keywords.go)
	}
	if st == cards.Hex && g.Has(m, "Holy") {
		return true // Holy (project meaning, keywords.go)
	}
	if h := g.HeroCard(m); h != nil && (h.ImmuneTo(st) || g.equipImmune(m, st)) {
		return true
	}
	if c := g.MonsterCard(m); c != nil && c.ImmuneTo(st) {
		return true
	}
	return g.anyEffectOn(m, func(e *Effect) bool {
		for _, k := range e.Grants {
			if k.Name == "Immune" && (k.Of == "" || k.Of == st) {
				return true
			}
		}
		return false
	})
}

// statusAbilities lists the status effects m inflicts with every
// successful offensive action (Arcade rulebook, "Status Effects" ability).
func (g *Game) statusAbilities(m *Model) []cards.Status {
	var out []cards.Status
	for _, st := range cards.AllStatuses {
		if g.Has(m, string(st)) {
			out = append(out, st)
		}
	}
	return out
}

// MaxMP is the Hero's movement points this activation: Slow halves them
// rounding up, Immobile leaves none (Arcade rulebook, "Status Effects").
func (g *Game) MaxMP(m *Model) int {
	h := g.HeroCard(m)
	if h == nil {
		if c := g.MonsterCard(m); c != nil {
			return c.Mv
		}
		return 0
	}
	mv := max(0, h.Mv+g.equipPoints(m, cards.StatMove))
	if m.Statuses.Has(cards.Slow) && !g.ImmuneTo(m, cards.Slow) && !g.houseStatuses() {
		mv = (mv + 1) / 2 // (Rude Supers: the points are lost at upkeep instead, slowAtUpkeep)
	}
	if m.Statuses.Has(cards.Immobile) && !g.ImmuneTo(m, cards.Immobile) {
		mv = 0
	}
	return mv
}

// MaxAP is the Hero's action points: Poison takes one, to a minimum of one.
func (g *Game) MaxAP(m *Model) int {
	h := g.HeroCard(m)
	if h == nil {
		return 0
	}
	ap := max(1, h.AP+g.equipPoints(m, cards.StatAP))
	if m.Statuses.Has(cards.Poison) && !g.ImmuneTo(m, cards.Poison) && !g.houseStatuses() {
		ap = max(1, ap-1) // (Rude Supers: a wound at the end instead, poisonAtEnd)
	}
	return ap
}

// suffers reports whether m has status st and is not immune to it.
func (g *Game) Suffers(m *Model, st cards.Status) bool {
	return m.Statuses.Has(st) && !g.ImmuneTo(m, st)
}

// boostDice sums the dice temporary effects add to a roll of attr, plus
// the "offense" or "defense" boosts for that kind of roll.
func (g *Game) boostDice(m *Model, attr cards.Attribute, kind string) cards.Pool {
	var p cards.Pool
	for _, e := range g.effectsOn(m) {
		for _, b := range e.Boosts {
			if b.To == string(attr) || b.To == kind {
				p = p.Add(b.Dice)
			}
		}
	}
	return p
}

// BoostDice is what temporary effects on m (its own and friends' auras
// reaching it) add to a roll of attr of kind "offense" or "defense": a
// ruleset rolling its monsters' own dice (MonsterDice) adds it.
func (g *Game) BoostDice(m *Model, attr cards.Attribute, kind string) cards.Pool {
	return g.boostDice(m, attr, kind)
}

// OffensePool is what a Hero rolls for an action using attr: the attribute,
// the action's bonus dice, temporary boosts, and Fury (project meaning: one
// extra blue die per wound the Hero has).
func (g *Game) OffensePool(m *Model, attr cards.Attribute, bonus cards.Pool) cards.Pool {
	p := bonus
	if h := g.HeroCard(m); h != nil && attr != "" {
		p = p.Add(h.Attr[attr])
	}
	if attr != "" {
		p = p.Add(g.boostDice(m, attr, "offense"))
		p = p.Add(g.equipRollBonus(m, attr, cards.StatOffense))
	}
	if attr != "" && g.Has(m, "Fury") && m.Wounds > 0 {
		p.Dice[cards.Blue] += m.Wounds
	}
	if attr == cards.STR && g.Has(m, "Berserk") && m.Wounds > 0 {
		p.Dice[cards.Red]++ // Berserk (project meaning, keywords.go)
	}
	if attr == cards.STR && g.Has(m, "Wind of Blades") {
		if n := g.adjacentEnemies(m); n > 1 {
			p.Dice[cards.Blue] += n - 1 // Wind of Blades (keywords.go)
		}
	}
	return p
}

// defensePool is what a Hero rolls to defend with attr.
func (g *Game) defensePool(m *Model, attr cards.Attribute) cards.Pool {
	h := g.HeroCard(m)
	if h == nil {
		return cards.Pool{}
	}
	if p, ok := g.rageDefense(m, attr); ok {
		return p // Rage (abilities.go)
	}
	return h.Attr[attr].Add(g.boostDice(m, attr, "defense")).Add(g.equipRollBonus(m, attr, cards.StatDefense))
}

// ARM is a Consul model's armour against a Hero's offense: the card's ARM,
// one less while suffering Bane (Arcade rulebook, "Status Effects").
func (g *Game) ARM(m *Model) int {
	c := g.MonsterCard(m)
	if c == nil {
		return 0
	}
	arm := c.ARM + g.rules().MonsterARM(g, m) + g.blessingPoints(m, cards.ARM) // the ruleset's bonuses (Arcade: chart star bonuses, Regroup); blessing.go
	if g.Suffers(m, cards.Bane) {
		arm = max(0, arm-1)
	}
	return arm
}

// Profile is the attack profile an acting Consul model uses now: its gang
// attributes with a bonded monster within two squares, else its solo
// attributes (Arcade rulebook, "Forming a Gang"). A range bonus of a card
// in play (Precision Strike: "monsters have +1 range") is added to a ranged
// profile only, as equipment range bonuses are (project rule: a melee
// monster stays a melee monster).
func (g *Game) Profile(m *Model) cards.Profile {
	c := g.MonsterCard(m)
	if c == nil || c.Solo == nil {
		return cards.Profile{}
	}
	p := *c.Solo
	if c.Gang != nil && g.BondedNearCount(m) > 0 {
		p = *c.Gang
	}
	if p.Range > 1 {
		p.Range = max(1, p.Range+g.CardStat(m, cards.StatRange))
	}
	return p
}

// MonsterRange is the range of a monster's unique action with range rng:
// a ranged one gains the range bonuses of the cards in play (Profile).
func (g *Game) MonsterRange(m *Model, rng int) int {
	if rng > 1 {
		return max(1, rng+g.CardStat(m, cards.StatRange))
	}
	return rng
}

// STR is the monster's total strength for an attack: its profile, +1 for
// Mob when more than three bonded monsters are within two squares, −1
// under Hex, plus bonus. Mob reading (project decision): card-facts.md says
// "a gang of more than three models"; counting the elite too would give the
// rulebook's Example Consul Turn Speaker (three Crawlers around it) STR 4,
// but the book says 3, so only the bonded monsters count.
func (g *Game) STR(m *Model, bonus int) int {
	s := g.Profile(m).STR + bonus + g.blessingPoints(m, cards.STR) // blessing.go
	if g.Has(m, "Mob") && g.BondedNearCount(m) > 3 {
		s++
	}
	if g.Suffers(m, cards.Hex) {
		s--
	}
	return max(0, s)
}

// bondedGrants reports whether o, another model in play, is one of
// bondedNear(m) with the ability on its card (Has asks this often: the
// answer needs no list or order). c is m's monster card.
func (g *Game) bondedGrants(m *Model, c *cards.Monster, o *Model, name string) bool {
	if o.Side != ConsulSide || !slices.Contains(c.Bonded, o.Card) || g.ModelDist(m, o) > 2 {
		return false
	}
	oc := g.MonsterCard(o)
	return oc != nil && oc.Has(name)
}

// bondedNearCount is len(g.BondedNear(m)), without building or sorting
// the list (Profile and STR only count).
func (g *Game) BondedNearCount(m *Model) int {
	if m.Side != ConsulSide {
		return 0
	}
	c := g.MonsterCard(m)
	if c == nil || len(c.Bonded) == 0 {
		return 0
	}
	n := 0
	for i := range g.Models {
		b := &g.Models[i]
		if b.InPlay && b.ID != m.ID && b.Side == ConsulSide && slices.Contains(c.Bonded, b.Card) && g.ModelDist(m, b) <= 2 {
			n++
		}
	}
	return n
}

// bondedNear lists the in-play monsters bonded to elite m within two
// squares of it (Arcade rulebook, "Forming a Gang"), nearest first.
func (g *Game) BondedNear(m *Model) []*Model {
	c := g.catalog.Monsters[m.Card]
	if c == nil || len(c.Bonded) == 0 || m.Side != ConsulSide {
		return nil
	}
	var out []*Model
	for i := range g.Models {
		b := &g.Models[i]
		if !b.InPlay || b.ID == m.ID || b.Side != ConsulSide {
			continue
		}
		bonded := false
		for _, n := range c.Bonded {
			if n == b.Card {
				bonded = true
			}
		}
		if bonded && g.ModelDist(m, b) <= 2 {
			out = append(out, b)
		}
	}
	// nearest first, then by id: a stable order for Expendable.
	for i := 1; i < len(out); i++ {
		for j := i; j > 0; j-- {
			a, b := out[j-1], out[j]
			da, db := g.ModelDist(m, a), g.ModelDist(m, b)
			if da > db || (da == db && a.ID > b.ID) {
				out[j-1], out[j] = b, a
			}
		}
	}
	return out
}

// firstSources tells the first effect of each source from later ones, as
// effectsOn keeps only the first. It holds eight sources in place (no
// pointer into itself, so it stays on the caller's stack: Has asks it for
// every query) and any more in a slice.
type firstSources struct {
	buf  [8]string
	n    int
	more []string
}

func (f *firstSources) first(e *Effect) bool {
	for _, s := range f.buf[:f.n] {
		if s == e.Source {
			return false
		}
	}
	for _, s := range f.more {
		if s == e.Source {
			return false
		}
	}
	if f.n < len(f.buf) {
		f.buf[f.n] = e.Source
		f.n++
	} else {
		f.more = append(f.more, e.Source)
	}
	return true
}
