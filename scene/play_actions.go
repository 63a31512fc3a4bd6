package scene

import (
	"fmt"
	"math"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// aimMode is how an armed action is pointed at the board.
type aimMode int

const (
	aimTarget    aimMode = iota // click a model
	aimDirection                // Lance and Sweep: the pointer picks a straight direction
	aimSelfArea                 // Wave, Cross, Aura: centred on the user; click to confirm
	aimNone                     // acts on the user at once
	aimSquare                   // Teleport X: the pointer picks the empty square to jump to
)

// armedAction is an action waiting to be aimed.
type armedAction struct {
	name  string          // "" when nothing is armed
	attr  cards.Attribute // basic attacks
	basic bool
	// owner is the Hero whose potion tokens pay (NoModel for actions paid
	// with action points).
	owner rules.ModelID
	act   *cards.Action
	// rage is a free Rage attack (RageAttack); query names the card action
	// whose targets and chances the rules are asked about ("" for name).
	rage  bool
	query string
	// consul is a monster's attack in an Explore Consul turn;
	// monsterAct its unique action ("" the basic attack).
	consul     bool
	monsterAct string
	// drinker is the Hero drinking an armed potion (the active one).
	drinker rules.ModelID
}

// queryName is the action the rules' target queries are asked about.
func (a armedAction) queryName() string {
	if a.query != "" {
		return a.query
	}
	return a.name
}

func (a armedAction) potion() bool {
	return a.owner != rules.NoModel && a.act != nil && a.act.Potion != cards.NoPotion
}

// modeOf says how an action is aimed, from its data.
func modeOf(act *cards.Action) aimMode {
	if act.Has("Teleport") {
		// The rules need the square (Aim.Square): played by mouse, the
		// Rogue's Dimensional Draught fired at once and was refused.
		return aimSquare
	}
	switch act.Area.Kind {
	case "Lance", "Sweep", "Spray":
		return aimDirection
	case "Wave", "Cross", "Aura":
		return aimSelfArea
	case "Burst":
		return aimTarget
	}
	if act.Range > 0 {
		return aimTarget
	}
	return aimNone
}

// command builds the rules command for the armed action with aim.
func (a armedAction) command(aim rules.Aim) rules.Command {
	switch {
	case a.rage:
		return rules.RageAttack{Target: aim.Target}
	case a.basic:
		return rules.Attack{Attr: a.attr, Target: aim.Target}
	case a.potion():
		// The drinker is named: in the classic game any Hero may drink in
		// anyone's turn, and an unnamed one was model 0 (played by mouse:
		// the Druid's Deeproot Balm was refused, "model 0 is not a Hero in
		// play"; with model 0 alive it would have drunk it instead).
		return rules.DrinkPotion{Owner: a.owner, Drinker: a.drinker, Action: a.name, Aim: aim}
	}
	return rules.UseAction{Action: a.name, Aim: aim}
}

// use starts an action from the action bar: actions that need no aim happen
// at once, the others are armed and wait for the board.
func (p *Play) use(a armedAction) {
	if a.act != nil && modeOf(a.act) == aimNone {
		if a.potion() && (p.armed.name != a.name || p.armed.owner != a.owner) {
			// A potion is spent for good: the first click readies it,
			// a second (or a click on the drinker) drinks it (played by
			// mouse at 200%: a click meant for Darkforge Blade hit
			// Firevine beside it and the potion was gone at once).
			p.armed = a
			return
		}
		p.armed = armedAction{}
		p.apply(a.command(rules.Aim{Target: p.g.Active}))
		return
	}
	p.arm(a)
}

// selfPotion reports whether a is a potion the drinker drinks for
// itself, with no aim (readied first: use).
func (a armedAction) selfPotion() bool {
	return a.potion() && modeOf(a.act) == aimNone
}

// armedClickMoves reports whether a click on the hovered square puts the
// armed action away and moves the active Hero there: an empty square the
// Hero can walk to that the action is not aimed at (a target's, a Dash's
// or a crystal's square keeps its meaning; an area or a jump takes every
// square). The hover shows that path and says so (drawTargeting).
func (p *Play) armedClickMoves() bool {
	a := p.armed
	if a.name == "" || a.consul || !p.hoverOn || p.g.Active == rules.NoModel || p.actor() != p.g.Active || p.busy() {
		return false
	}
	if _, ok := p.reach[p.hoverSq]; !ok || p.g.At(p.hoverSq) != nil {
		return false
	}
	switch {
	case a.name == "Dash":
		_, dash := p.dashTo[p.hoverSq]
		return !dash
	case a.name == interactName:
		return p.g.CrystalAt(p.hoverSq) < 0
	case a.act != nil && modeOf(a.act) != aimTarget && !a.selfPotion():
		return false
	}
	return true
}

// pointerDir is the straight direction from the active Hero (or the
// Consul's activating monster) towards the pointer, for Lance, Sweep and
// Spray.
func (p *Play) pointerDir() (tiles.Dir, bool) {
	m := p.g.Model(p.actor())
	if m == nil || !p.hoverOn {
		return 0, false
	}
	dx := float64(p.hoverSq.X - m.Pos.X)
	dy := float64(p.hoverSq.Y - m.Pos.Y)
	if m.Large {
		// From the middle of the 2x2 base (a monster's Spray or Sweep).
		dx, dy = dx-0.5, dy-0.5
	}
	if dx == 0 && dy == 0 {
		return 0, false
	}
	if math.Abs(dx) >= math.Abs(dy) {
		if dx > 0 {
			return tiles.E, true
		}
		return tiles.W, true
	}
	if dy > 0 {
		return tiles.S, true
	}
	return tiles.N, true
}

// armedAim is where the armed action points now, and whether it points
// anywhere usable.
func (p *Play) armedAim() (rules.Aim, bool) {
	a := p.armed
	if a.name == "" {
		return rules.Aim{}, false
	}
	mode := aimTarget
	if a.act != nil {
		mode = modeOf(a.act)
	}
	switch mode {
	case aimDirection:
		d, ok := p.pointerDir()
		return rules.Aim{Dir: d, Target: rules.NoModel}, ok
	case aimNone:
		if a.potion() {
			// A readied potion: a click on the drinker drinks it.
			if t := p.g.At(p.hoverSq); !p.hoverOn || t == nil || t.ID != a.drinker {
				return rules.Aim{}, false
			}
		}
		return rules.Aim{Target: p.g.Active}, true
	case aimSelfArea:
		return rules.Aim{Target: p.g.Active}, true
	case aimSquare:
		if !p.hoverOn {
			return rules.Aim{}, false
		}
		sq := p.hoverSq
		return rules.Aim{Target: p.g.Active, Square: &sq}, true
	}
	t := p.g.At(p.hoverSq)
	if !p.hoverOn || t == nil {
		return rules.Aim{}, false
	}
	return rules.Aim{Target: t.ID}, true
}

// previewSquares are the squares the armed area action would cover now.
func (p *Play) previewSquares() []tiles.Point {
	a := p.armed
	if a.act == nil || a.act.Area.Kind == "" {
		return nil
	}
	aim, ok := p.armedAim()
	if !ok {
		return nil
	}
	user := p.g.Model(p.actor())
	if user == nil {
		return nil
	}
	sq, err := p.areaSquares(user, a.act.Area, aim)
	if err != nil {
		return nil
	}
	return sq
}

// fireArmed applies the armed action at the current aim.
func (p *Play) fireArmed() {
	aim, ok := p.armedAim()
	if !ok && (p.armed.act == nil || modeOf(p.armed.act) == aimTarget) && p.hoverOn {
		// An empty square: the action stays ready for its target, and
		// the click says so (played at 200%: the board had slid, the
		// click met an empty square, and nothing said what became of
		// the attack).
		p.say(fmt.Sprintf("Nobody there to aim %s at: click a lit target, or its button to put it away.", p.armed.name))
		return
	}
	if !ok {
		p.armed = armedAction{}
		return
	}
	if p.apply(p.armed.command(aim)) == nil {
		p.armed = armedAction{}
	}
}

// potionButtons lists the potions the active Hero could drink now: its own,
// and every other Hero's it could share (Arcade rulebook, "Sharing Potions").
func (p *Play) potionButtons(active rules.ModelID) []*actionButton {
	var out []*actionButton
	drinker := p.g.Model(active)
	for _, id := range p.g.Heroes() {
		owner := p.g.Model(id)
		hc := p.g.HeroCard(owner)
		if owner == nil || !owner.InPlay || hc == nil {
			continue
		}
		for i := range hc.Actions {
			act := &hc.Actions[i]
			if act.Potion == cards.NoPotion || act.Potion == cards.GreenPotion {
				continue
			}
			label := act.Name
			sub := fmt.Sprintf("%s potion", act.Potion)
			if id != active {
				sub = "share " + shortName(owner.Card)
			}
			b := &actionButton{label: label, cost: sub, tip: actionTip(act), does: actionDoes(act)}
			switch {
			case owner.Potions < act.Cost:
				if id != active {
					continue // only offer other Heroes' potions they can pay for
				}
				b.disabled = fmt.Sprintf("Needs %s; %s has %d.", plural(act.Cost, "potion token", "potion tokens"), owner.Card, owner.Potions)
			case p.g.Act.PotionDrunk:
				b.disabled = "A Hero drinks at most one potion per activation."
			case drinker != nil && p.g.Suffers(drinker, cards.Ice):
				b.disabled = fmt.Sprintf("%s suffers Ice and cannot drink potions.", drinker.Card)
			case drinker != nil && p.g.Suffers(drinker, cards.Choke):
				b.disabled = fmt.Sprintf("%s suffers Choke and cannot drink potions.", drinker.Card)
			}
			a := armedAction{name: act.Name, owner: id, drinker: active, act: act}
			b.active = p.armed.name == act.Name && p.armed.owner == id
			b.onClick = func() { p.use(a) }
			out = append(out, b)
		}
	}
	return out
}

// shortName is the last word of a Hero's name, for tight labels.
func shortName(card string) string {
	for i := len(card) - 1; i >= 0; i-- {
		if card[i] == ' ' {
			return card[i+1:]
		}
	}
	return card
}

// dashSquares are the squares a Dash could reach now: each candidate's
// cheapest path (around harmful squares when that costs no more) is tried
// on a copy of the game, so the rules decide.
func (p *Play) dashSquares() map[tiles.Point][]tiles.Point {
	id := p.g.Active
	m := p.g.Model(id)
	out := map[tiles.Point][]tiles.Point{}
	if m == nil {
		return out
	}
	reach := 2
	if l, ok := p.g.HouseDash(m); ok { // Rude Supers' Dash
		reach = l
	}
	for dy := -reach; dy <= reach; dy++ {
		for dx := -reach; dx <= reach; dx++ {
			to := tiles.Point{X: m.Pos.X + dx, Y: m.Pos.Y + dy}
			if to == m.Pos || !p.g.Board.IsSquare(to) {
				continue
			}
			path, cost, ok := p.g.PathTo(id, to)
			if !ok || len(path) == 0 || len(path) > reach {
				continue
			}
			// Around Lava when that is no longer a Dash, as a move goes
			// (rules.Game.MovePath).
			if safe, _, ok := p.g.SafePathTo(id, to, cost); ok && len(safe) > 0 && len(safe) <= len(path) {
				path = safe
			}
			if _, err := p.g.Clone().Apply(rules.Dash{Path: path}); err == nil {
				out[to] = path
			}
		}
	}
	return out
}

// adjacentChests lists the chests next to the active Hero that the rules
// would let it open now.
func (p *Play) adjacentChests() []rules.ModelID {
	var out []rules.ModelID
	for i := range p.g.Models {
		c := &p.g.Models[i]
		if c.Kind != rules.KindChest || !c.InPlay {
			continue
		}
		if _, err := p.g.Clone().Apply(rules.OpenChest{Chest: c.ID}); err == nil {
			out = append(out, c.ID)
		}
	}
	return out
}

// basicButtons are Dash, Open Chest and Stand Up for the active Hero.
func (p *Play) basicButtons(id rules.ModelID, apLeft int) []*actionButton {
	var out []*actionButton
	m := p.g.Model(id)
	if m.Statuses.Has(cards.Knockdown) {
		b := &actionButton{label: "Stand Up", cost: "1 AP", tip: "Get back on your feet so you can move and act", context: true}
		if _, err := p.g.Clone().Apply(rules.StandUp{}); err != nil {
			b.disabled = reason(err)
		}
		b.onClick = func() { p.apply(rules.StandUp{}) }
		out = append(out, b)
	}
	dash := &actionButton{label: "Dash", cost: "1 AP", tip: "Move up to two more squares", active: p.armed.name == "Dash"}
	p.dashTo = p.dashSquares()
	switch {
	case apLeft < 1:
		dash.disabled = "No action points left."
	case len(p.dashTo) == 0:
		dash.disabled = "Nowhere to Dash to from here."
	}
	dash.onClick = func() { p.arm(armedAction{name: "Dash", owner: rules.NoModel}) }
	if p.clState() != nil {
		// The first edition runs instead (classic_rules.go).
		var why string
		p.dashTo, why = p.heroRunSquares()
		dash.label, dash.cost, dash.tip, dash.disabled = "Run", "no action", "Run: move up to twice this Hero's Speed; it takes no action this activation", why
	}
	out = append(out, dash)
	if b := p.interactButton(id); b != nil {
		out = append(out, b)
	}
	for _, b := range p.wearButtons() { // classic_wear.go: a card just drawn, worn at once
		b.context = true
		out = append(out, b)
	}
	if chests := p.adjacentChests(); len(chests) > 0 {
		chest := chests[0]
		b := &actionButton{label: "Open Chest", cost: "1 AP", tip: "Open the chest next to this Hero and keep one of the treasures inside", context: true}
		if _, err := p.g.Clone().Apply(rules.OpenChest{Chest: chest, Look: true}); err != nil {
			// Greyed with why (played at 200%: it looked ready with no
			// action point left, and the click only toasted the reason).
			b.disabled = reason(err)
		}
		// Look: the drawn cards wait in the treasure chooser.
		b.onClick = func() { p.apply(rules.OpenChest{Chest: chest, Look: true}) }
		out = append(out, b)
	} else if chest := p.chestBeside(m); chest != rules.NoModel {
		// Next to a chest it can't open now (no action point left): the
		// button stays, greyed, so End and the rest keep their places
		// (played by mouse at 200%: the bar closed up after the last
		// attack and a click on End's old place hit nothing).
		b := &actionButton{label: "Open Chest", cost: "1 AP", tip: "Open the chest next to this Hero and keep one of the treasures inside", context: true}
		if _, err := p.g.Clone().Apply(rules.OpenChest{Chest: chest}); err != nil {
			b.disabled = reason(err)
		}
		b.onClick = func() {}
		out = append(out, b)
	}
	return out
}

// chestBeside is a chest in the dungeon next to the Hero (NoModel if none).
func (p *Play) chestBeside(m *rules.Model) rules.ModelID {
	for i := range p.g.Models {
		c := &p.g.Models[i]
		if c.Kind == rules.KindChest && c.InPlay && p.g.ModelDist(m, c) == 1 {
			return c.ID
		}
	}
	return rules.NoModel
}

// reason is an illegal command's explanation without the command name,
// in a player's words: the rules may name a square by its grid position
// (their tests read it), which a player never sees (sightWhy), so a
// disabled button's hint or a refusal cannot show "(2,12)" (played by
// mouse: "not next to the crystal at (2,12)").
func reason(err error) string {
	if ill, ok := err.(*rules.IllegalError); ok {
		return sightWhy(ill.Reason)
	}
	return sightWhy(err.Error())
}
