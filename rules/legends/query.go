package legends

import (
	"fmt"
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/pathing"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Questions a screen asks about the game as it stands: where a model may
// go, what it may do and at whom, with the chance of it. They read the
// game and never change it; every option they list is one Apply accepts
// (the tests check it), so a screen offers only legal commands and
// decides no rule itself.

// Reach is a square a model may end a movement on, the path there and
// what it costs (difficult terrain counts two).
type Reach struct {
	To   tiles.Point
	Path []tiles.Point
	Cost int
}

// Squares holding a token are never offered: a treasure token is opened
// from next to it, and a model standing on one could not open it.

// MoveOptions lists the squares the active model's movement (or, with
// run, its Run action) may end on, nearest first; none when that is used
// or it is knocked down. Chasm squares are left out for walkers: stepping
// into one costs a wound and ends where the move began ("Tile Effects").
func (g *Game) MoveOptions(run bool) []Reach {
	if g.Mode != Combat || g.Active < 0 {
		return nil
	}
	m := &g.Models[g.Active]
	if m.Suffering&Knockdown != 0 {
		return nil
	}
	limit := g.moveLimit(m)
	if run {
		if g.Acted {
			return nil
		}
		limit = 4
		if m.Suffering&Slow != 0 {
			limit = max(0, 2-g.MovedSquares)
		}
	} else if g.Moved {
		return nil
	}
	return g.reaches(m, limit)
}

// WalkOptions lists the squares Hero h may walk to during exploration.
func (g *Game) WalkOptions(h int) []Reach {
	m := g.Model(h)
	if g.Mode != Explore || m == nil || !m.Hero() || !m.InPlay || m.KO {
		return nil
	}
	return g.reaches(m, 999)
}

func (g *Game) reaches(m *Model, limit int) []Reach {
	if limit <= 0 {
		return nil
	}
	f := pathing.Reachable(g.Map, g.mover(m), m.At, limit)
	var out []Reach
	for _, p := range f.Ends() {
		if p == m.At || !g.canStand(m, p) || g.tokenAt(p) || !g.endsWell(m, p) {
			continue
		}
		c, _ := f.Cost(p)
		out = append(out, Reach{To: p, Path: f.Path(p), Cost: c})
	}
	slices.SortStableFunc(out, func(a, b Reach) int {
		if a.Cost != b.Cost {
			return a.Cost - b.Cost
		}
		if a.To.Y != b.To.Y {
			return a.To.Y - b.To.Y
		}
		return a.To.X - b.To.X
	})
	return out
}

// Aim is what an action is pointed at.
type Aim string

// The ways an action is aimed.
const (
	AimNone   Aim = "none"   // no aim: an Aura, a prayer
	AimModel  Aim = "model"  // a model (Targets)
	AimSquare Aim = "square" // a Burst's centre (Squares)
	AimDir    Aim = "dir"    // a Lance's direction (Dirs)
	AimToken  Aim = "token"  // a treasure token or door (Tokens)
)

// Action kinds.
const (
	ActAttack   = "attack"   // the Basic Attack
	ActAbility  = "ability"  // a Unique Ability
	ActGood     = "good"     // a backpack good's improvised use
	ActItem     = "item"     // an item card
	ActPotion   = "potion"   // drink (or give) a potion
	ActPray     = "pray"     // pray at a Goddess
	ActInteract = "interact" // open a treasure token or a door
	// ActImprovise is an improvised action (improvise.go).
	ActImprovise = "improvise"
)

// TargetOption is a model an action may be aimed at. For attacks, Chance
// is the chance the attack roll beats the defense roll (more stars),
// before Light rerolls, Hex and Bane; Attack and Defense are the pools.
type TargetOption struct {
	Model   int
	Chance  float64
	Attack  cards.Pool
	Defense cards.Pool
	Why     []string
}

// ActionOption is one action Hero could take now, and what it may be
// aimed at. Why says why it cannot, "" when it can.
type ActionOption struct {
	Kind    string
	Name    string
	Text    string
	Why     string
	Aim     Aim
	Targets []TargetOption
	Squares []tiles.Point
	Dirs    []string
	Tokens  []int
	// Wounds: the action rolls an attack (its targets carry chances).
	Wounds bool
}

// Command is the command that takes the action as hero, aimed at target
// (a model), square, dir or token.
func (o ActionOption) Command(hero, target int, square *tiles.Point, dir string, token int) Command {
	switch o.Kind {
	case ActAttack:
		return Attack{Target: target}
	case ActAbility:
		return UseAbility{Ability: o.Name, Target: target, Square: square, Dir: dir}
	case ActGood:
		return UseGood{Hero: hero, Good: o.Name, Target: target, Square: square}
	case ActItem:
		return UseItem{Hero: hero, Item: o.Name, Target: target, Square: square}
	case ActPotion:
		return DrinkPotion{Hero: hero, Target: target}
	case ActPray:
		return Pray{}
	case ActInteract:
		return Interact{Hero: hero, Token: token}
	case ActImprovise:
		return Improvise{Kind: o.Name, Target: target}
	}
	return nil
}

// legal reports whether Apply would take c, without changing g.
func (g *Game) legal(c Command) bool {
	w := g.Clone()
	_, err := w.apply(c)
	return err == nil
}

// Actions lists the actions Hero h may take now: in combat the active
// model's (the basic attack, unique abilities, goods, items, a potion,
// prayer, opening a token), in exploration a potion and the tokens next
// to it. Options that cannot be taken stay in the list with Why.
func (g *Game) Actions(h int) []ActionOption {
	m := g.Model(h)
	if m == nil || !m.InPlay {
		return nil
	}
	switch {
	case g.Mode == Combat && g.Active == h:
	case g.Mode == Explore && m.Hero():
	default:
		return nil
	}
	busy := ""
	if g.Mode == Combat && g.Acted {
		busy = m.Name + " already took its action this activation"
	}
	var out []ActionOption
	if g.Mode == Combat {
		o := ActionOption{Kind: ActAttack, Name: "Basic Attack", Text: fmt.Sprintf("A %s attack rolling %v.", m.Attack, m.Attack.attr()), Aim: AimModel, Wounds: true}
		out = append(out, g.aimAt(m, o, busy))
		for _, name := range g.abilitiesOf(m) {
			ab := g.data.Ability(name)
			if ab == nil {
				continue
			}
			out = append(out, g.aimAt(m, g.abilityOption(ActAbility, name, ab), busy))
		}
		if m.Hero() {
			for _, u := range g.data.GoodUses {
				if g.Backpack[u.Good] > 0 {
					if ab := g.data.Ability(u.Ability); ab != nil {
						o := g.abilityOption(ActGood, u.Good, ab)
						o.Text = fmt.Sprintf("From the backpack (%d): %s", g.Backpack[u.Good], ab.Text)
						out = append(out, g.aimAt(m, o, busy))
					}
				}
			}
		}
	}
	if m.Hero() {
		seen := map[string]bool{}
		for _, it := range g.Items {
			i := g.data.Item(it)
			if i == nil || seen[it] || (i.Test != "" && i.Heal == 0 && !i.Cleanse && i.Ability == "") {
				continue
			}
			seen[it] = true
			o := ActionOption{Kind: ActItem, Name: it, Text: i.Text, Aim: AimModel}
			if i.Ability != "" {
				if ab := g.data.Ability(i.Ability); ab != nil {
					// Aimed as its ability is: a bomb at a square, its
					// burst shown before it is thrown.
					o = g.abilityOption(ActItem, it, ab)
					o.Text = i.Text
				}
			}
			out = append(out, g.aimAt(m, o, busy))
		}
		if m.Potions > 0 || g.Mode == Combat {
			o := ActionOption{Kind: ActPotion, Name: "Potion", Text: fmt.Sprintf("Heals two hearts, on %s or a friend next to it (%d left).", m.Name, m.Potions), Aim: AimModel}
			out = append(out, g.aimAt(m, o, busy))
		}
		if g.Mode == Combat {
			for _, im := range Improvisations {
				o := g.aimAt(m, ActionOption{Kind: ActImprovise, Name: im.Name, Text: im.Text, Aim: AimModel}, busy)
				for i := range o.Targets {
					if t := g.Model(o.Targets[i].Model); im.Roll && t != nil {
						to := &o.Targets[i]
						to.Attack, to.Defense, to.Chance = g.improviseChance(m, t, im.Attr)
					}
				}
				out = append(out, o)
			}
		}
		if g.Mode == Combat && len(g.Features.Goddess) > 0 {
			o := ActionOption{Kind: ActPray, Name: "Pray", Text: "Next to a Goddess statue: heals one wound.", Aim: AimNone}
			out = append(out, g.aimAt(m, o, busy))
		}
		o := ActionOption{Kind: ActInteract, Name: "Open", Text: "Opens a treasure token (loot on the Golden Eye) or a door next to the Hero.", Aim: AimToken}
		if o = g.aimAt(m, o, busy); len(o.Tokens) > 0 || (g.Mode == Combat && g.tokensLeft()) {
			out = append(out, o)
		}
	}
	return out
}

func (g *Game) abilityOption(kind, name string, ab *Ability) ActionOption {
	o := ActionOption{Kind: kind, Name: name, Text: ab.Text, Wounds: ab.Kind == "attack"}
	switch {
	case ab.Aura > 0:
		o.Aim = AimNone
	case ab.Lance:
		o.Aim = AimDir
	case ab.Burst > 0:
		o.Aim = AimSquare
	default:
		o.Aim = AimModel
	}
	return o
}

// aimAt fills o's targets with those Apply accepts, or Why.
func (g *Game) aimAt(m *Model, o ActionOption, busy string) ActionOption {
	if busy != "" {
		o.Why = busy
		return o
	}
	try := func(target int, sq *tiles.Point, dir string, token int) error {
		w := g.Clone()
		_, err := w.apply(o.Command(m.ID, target, sq, dir, token))
		return err
	}
	var firstErr error
	note := func(err error) {
		if firstErr == nil {
			firstErr = err
		}
	}
	switch o.Aim {
	case AimNone:
		if err := try(-1, nil, "", -1); err != nil {
			note(err)
		}
	case AimModel:
		for i := range g.Models {
			t := &g.Models[i]
			if !t.InPlay {
				continue
			}
			if err := try(t.ID, nil, "", -1); err != nil {
				note(err)
				continue
			}
			to := TargetOption{Model: t.ID}
			if o.Wounds && t.Side != m.Side {
				to = g.chanceAgainst(m, t, o)
			}
			o.Targets = append(o.Targets, to)
		}
	case AimSquare:
		for _, p := range g.Map.Points() {
			if !g.Map.IsSquare(p) {
				continue
			}
			sq := p
			if err := try(-1, &sq, "", -1); err != nil {
				note(err)
				continue
			}
			o.Squares = append(o.Squares, p)
		}
	case AimDir:
		for _, d := range []string{"N", "E", "S", "W"} {
			if err := try(-1, nil, d, -1); err != nil {
				note(err)
				continue
			}
			o.Dirs = append(o.Dirs, d)
		}
	case AimToken:
		for i, t := range g.Tokens {
			if t.Gone {
				continue
			}
			if err := try(-1, nil, "", i); err != nil {
				note(err)
				continue
			}
			o.Tokens = append(o.Tokens, i)
		}
	}
	if len(o.Targets)+len(o.Squares)+len(o.Dirs)+len(o.Tokens) == 0 && (o.Aim != AimNone || firstErr != nil) {
		o.Why = "nothing to aim at"
		if firstErr != nil {
			o.Why = reasonOf(firstErr)
		}
		if o.Aim == AimModel && o.Wounds {
			o.Why = "no enemy in reach"
			if firstErr != nil && (m.Suffering&(Poison|Ice) != 0) {
				o.Why = reasonOf(firstErr)
			}
		}
		if o.Aim == AimToken {
			o.Why = "no treasure token or door next to " + m.Name
		}
	}
	return o
}

func reasonOf(err error) string {
	if ie, ok := err.(*IllegalError); ok {
		return ie.Reason
	}
	return err.Error()
}

// chanceAgainst is a's chance to wound t with o, and the pools rolled.
func (g *Game) chanceAgainst(a, t *Model, o ActionOption) TargetOption {
	kind, bonus := a.Attack, cards.Pool{}
	var ab *Ability
	switch o.Kind {
	case ActAbility:
		ab = g.data.Ability(o.Name)
	case ActItem:
		if it := g.data.Item(o.Name); it != nil {
			ab = g.data.Ability(it.Ability)
		}
	case ActGood:
		for _, u := range g.data.GoodUses {
			if u.Good == o.Name {
				ab = g.data.Ability(u.Ability)
			}
		}
	}
	if ab != nil {
		kind, bonus = ab.Attack, ab.bonus
	}
	atk, why := g.attackPool(a, t, kind, bonus)
	def := g.defensePool(t)
	return TargetOption{Model: t.ID, Chance: g.beatChance(atk, def), Attack: atk, Defense: def, Why: why}
}

// beatChance is the chance that atk rolls more stars than def.
func (g *Game) beatChance(atk, def cards.Pool) float64 {
	p := 0.0
	for s, pr := range g.data.Dice.StarDistribution(def) {
		if pr > 0 {
			p += pr * g.data.Dice.ChanceMoreThan(atk, s)
		}
	}
	return p
}

// AreaOf is the squares ability (or a good's use) named name would
// affect used by the active model at centre (a Burst) or toward dir (a
// Lance); an Aura ignores both ("Area Effects").
func (g *Game) AreaOf(name string, centre tiles.Point, dir string) []tiles.Point {
	if g.Mode != Combat || g.Active < 0 {
		return nil
	}
	ab := g.data.Ability(name)
	if ab == nil {
		for _, u := range g.data.GoodUses {
			if u.Good == name {
				ab = g.data.Ability(u.Ability)
			}
		}
	}
	if it := g.data.Item(name); ab == nil && it != nil && it.Ability != "" {
		ab = g.data.Ability(it.Ability) // an item thrown or used as its ability
	}
	if ab == nil || (ab.Aura == 0 && ab.Burst == 0 && !ab.Lance) {
		return nil
	}
	d := dirNames[dir]
	if ab.Lance && d == 0 && dir != "N" {
		return nil
	}
	return g.areaSquares(&g.Models[g.Active], ab, centre, d)
}

// TestOption is one way a Hero may attempt the current test: the pool it
// rolls (with UseGood: spending the approach's good), why, the number to
// beat (for an opposed test, the monster's pool instead) and the chance.
type TestOption struct {
	Hero, Approach int
	UseGood        bool
	Pool           cards.Pool
	Why            []string
	DF             int
	Opposed        string
	OpposedPool    cards.Pool
	Chance         float64
}

// TestOptions lists every Hero's ways through the current test, the
// approaches in order and, where the backpack holds the approach's good,
// with and without spending it.
func (g *Game) TestOptions() []TestOption {
	t := g.CurrentTest()
	if t == nil {
		return nil
	}
	var out []TestOption
	for _, h := range g.living(Heroes) {
		for i, ap := range t.Approaches {
			for _, use := range []bool{false, true} {
				if use && (ap.Good == "" || g.Backpack[ap.Good] == 0) {
					continue
				}
				pool, why := g.TestPool(h, ap, use)
				o := TestOption{Hero: h.ID, Approach: i, UseGood: use, Pool: pool, Why: why, DF: ap.DF}
				if ap.Opposed != "" {
					oa, _ := ParseAttr(ap.OpposedAttr)
					o.Opposed = ap.Opposed
					if mon := g.data.Monster(ap.Opposed); mon != nil {
						o.OpposedPool = mon.attrs[oa]
					}
					o.Chance = g.beatChance(pool, o.OpposedPool)
				} else {
					o.Chance = g.data.Dice.ChanceMoreThan(pool, ap.DF)
				}
				out = append(out, o)
			}
		}
	}
	return out
}

// Affordable reports whether the backpack pays option i of the current
// choice, and if not, what is missing.
func (g *Game) Affordable(i int) (bool, string) {
	p := g.CurrentPhase()
	if g.Mode != Choice || p == nil || p.Choice == nil || i < 0 || i >= len(p.Choice.Options) {
		return false, "no such option"
	}
	keys := make([]string, 0)
	for k := range p.Choice.Options[i].Cost {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		if v := p.Choice.Options[i].Cost[k]; g.Backpack[k] < v {
			return false, fmt.Sprintf("costs %d %s and the backpack holds %d", v, k, g.Backpack[k])
		}
	}
	return true, ""
}

// tokensLeft reports whether any token is still in the dungeon.
func (g *Game) tokensLeft() bool {
	for _, t := range g.Tokens {
		if !t.Gone {
			return true
		}
	}
	return false
}

// tokenAt reports a token still on p.
func (g *Game) tokenAt(p tiles.Point) bool {
	for _, t := range g.Tokens {
		if !t.Gone && t.At == p {
			return true
		}
	}
	return false
}
