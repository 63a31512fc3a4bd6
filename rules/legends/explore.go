package legends

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/pathing"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

func (g *Game) continueCmd(c Continue) ([]Event, error) {
	switch g.Mode {
	case Story, Explore:
		if name, _ := g.Seeking(); name != "" {
			return nil, illegal(c, "first speak with %s: walk a Hero next to them and Interact", name)
		}
		return g.nextPhase(), nil
	}
	return nil, illegal(c, "the %s cannot be skipped", g.Mode)
}

// hero is Hero h for an exploration or combat command: in combat it must be
// the active model and have its action left.
func (g *Game) hero(c Command, h int, action bool) (*Model, error) {
	m := g.Model(h)
	if m == nil || !m.InPlay || !m.Hero() {
		return nil, illegal(c, "no Hero %d", h)
	}
	switch g.Mode {
	case Combat:
		if g.Active != m.ID {
			return nil, illegal(c, "in combat only the activating model acts, and that is not %s", m.Name)
		}
		if action && g.Acted {
			return nil, illegal(c, "%s already took its action this activation", m.Name)
		}
	case Explore:
	default:
		return nil, illegal(c, "only during exploration or a combat encounter, not during a %s", g.Mode)
	}
	if m.KO {
		return nil, illegal(c, "%s is Knocked Out", m.Name)
	}
	return m, nil
}

func (g *Game) walk(c Walk) ([]Event, error) {
	if g.Mode != Explore {
		return nil, illegal(c, "free movement is only for exploration")
	}
	m, err := g.hero(c, c.Hero, false)
	if err != nil {
		return nil, err
	}
	f := pathing.Reachable(g.Map, g.mover(m), m.At, 999)
	if !f.CanEnd(c.To) {
		return nil, illegal(c, "%s cannot get to %v from %v", m.Name, c.To, m.At)
	}
	steps := len(f.Path(c.To))
	m.At = c.To
	return []Event{{Kind: "Moved", Text: fmt.Sprintf("%s walks %s", m.Name, squaresText(steps)), Model: m.ID, Target: -1}}, nil
}

func (g *Game) equip(c Equip) ([]Event, error) {
	if g.Mode != Explore {
		return nil, illegal(c, "equipment is equipped only during exploration")
	}
	m, err := g.hero(c, c.Hero, false)
	if err != nil {
		return nil, err
	}
	i := slices.Index(m.Carried, c.Card)
	if i < 0 {
		return nil, illegal(c, "%s does not carry %q", m.Name, c.Card)
	}
	m.Carried = slices.Delete(m.Carried, i, i+1)
	var evs []Event
	if len(m.Equipped) == 2 {
		old := m.Equipped[0]
		m.Equipped = m.Equipped[1:]
		m.Carried = append(m.Carried, old)
		evs = append(evs, Event{Kind: "Unequipped", Text: fmt.Sprintf("%s takes off %s (two slots only)", m.Name, old), Model: m.ID, Target: -1})
	}
	m.Equipped = append(m.Equipped, c.Card)
	if e := g.data.Equipment(c.Card); e != nil && e.Hearts > 0 {
		m.MaxHearts += e.Hearts
		m.Hearts += e.Hearts
	}
	return append(evs, Event{Kind: "Equipped", Text: fmt.Sprintf("%s equips %s", m.Name, c.Card), Model: m.ID, Target: -1}), nil
}

func (g *Game) drink(c DrinkPotion) ([]Event, error) {
	m, err := g.hero(c, c.Hero, true)
	if err != nil {
		return nil, err
	}
	if m.Potions == 0 {
		return nil, illegal(c, "%s has no potion left", m.Name)
	}
	t := g.Model(c.Target)
	if t == nil || !t.InPlay || t.Side != m.Side {
		return nil, illegal(c, "a potion heals the drinker or a friendly model")
	}
	if t.ID != m.ID && gap(m, t) > 1 {
		return nil, illegal(c, "%s must be next to %s to give it a potion", m.Name, t.Name)
	}
	if t.Hearts >= t.MaxHearts {
		return nil, illegal(c, "%s has no wound to heal", t.Name)
	}
	m.Potions--
	evs := []Event{{Kind: "Potion", Text: fmt.Sprintf("%s uses a potion on %s", m.Name, t.Name), Model: m.ID, Target: t.ID}}
	evs = append(evs, g.heal(t, potionHeals)...)
	return g.acted(evs), nil
}

// acted marks the action used in combat and ends the activation if done.
func (g *Game) acted(evs []Event) []Event {
	if g.Mode == Combat {
		g.Acted = true
		evs = append(evs, g.afterAction()...)
	}
	return evs
}

func (g *Game) useItem(c UseItem) ([]Event, error) {
	m, err := g.hero(c, c.Hero, true)
	if err != nil {
		return nil, err
	}
	i := slices.Index(g.Items, c.Item)
	if i < 0 {
		return nil, illegal(c, "the party has no %q", c.Item)
	}
	it := g.data.Item(c.Item)
	if it.Potion && m.Potions == 0 {
		return nil, illegal(c, "%s needs a potion token to use %s", m.Name, it.Name)
	}
	if it.Test != "" && it.Heal == 0 && !it.Cleanse && it.Ability == "" {
		return nil, illegal(c, "%s helps with tests; it is not used up as an action", it.Name)
	}
	var evs []Event
	if it.Ability != "" {
		if g.Mode != Combat {
			return nil, illegal(c, "%s is for combat", it.Name)
		}
		ab := g.data.Ability(it.Ability)
		e, err := g.resolveAbility(c, m, ab, c.Target, c.Square, "")
		if err != nil {
			return nil, err
		}
		evs = e
	} else {
		t := g.Model(c.Target)
		if t == nil || !t.InPlay || t.Side != m.Side || (t.ID != m.ID && gap(m, t) > 1) {
			return nil, illegal(c, "%s works on the user or an adjacent friend", it.Name)
		}
		evs = append(evs, g.heal(t, it.Heal)...)
		if it.Cleanse {
			t.Status, t.Suffering = 0, 0
		}
	}
	if it.Potion {
		m.Potions--
	}
	g.Items = slices.Delete(g.Items, i, i+1)
	evs = append([]Event{{Kind: "Item", Text: fmt.Sprintf("%s uses %s", m.Name, it.Name), Model: m.ID, Target: c.Target}}, evs...)
	return g.acted(evs), nil
}

func (g *Game) pray(c Pray) ([]Event, error) {
	m, err := g.active(c)
	if err != nil {
		return nil, err
	}
	if err := g.canAct(c, m); err != nil {
		return nil, err
	}
	if !adjacentTo(m.At, g.Features.Goddess) {
		return nil, illegal(c, "%s is not next to a Goddess statue", m.Name)
	}
	evs := []Event{{Kind: "Prayed", Text: m.Name + " prays to the Goddess", Model: m.ID, Target: -1}}
	evs = append(evs, g.heal(m, 1)...)
	g.Acted = true
	return append(evs, g.afterAction()...), nil
}

func (g *Game) interact(c Interact) ([]Event, error) {
	m, err := g.hero(c, c.Hero, true)
	if err != nil {
		return nil, err
	}
	if c.Token < 0 || c.Token >= len(g.Tokens) || g.Tokens[c.Token].Gone || g.Hidden(g.Tokens[c.Token].At) {
		return nil, illegal(c, "no token %d", c.Token)
	}
	t := &g.Tokens[c.Token]
	if tiles.Dist(m.At, t.At) != 1 {
		return nil, illegal(c, "%s must be next to the %s at %v", m.Name, t.Kind, t.At)
	}
	var evs []Event
	switch t.Kind {
	case "treasure":
		t.Gone = true
		evs = append(evs, Event{Kind: "Treasure", Text: fmt.Sprintf("%s opens a treasure token: %d loot", m.Name, t.Loot), Model: m.ID, Target: -1})
		for range t.Loot {
			evs = append(evs, g.drawLoot(m)...)
		}
	case "door":
		if t.Needs != "" && !g.hasFlag(t.Needs) {
			return nil, illegal(c, "the door is locked")
		}
		t.Gone = true
		evs = append(evs, Event{Kind: "Door", Text: m.Name + " opens the door", Model: m.ID, Target: -1})
		evs = append(evs, g.revealBehind(t.At)...)
	case "npc":
		if g.Mode != Explore {
			return nil, illegal(c, "%s speaks with the party only during exploration", t.NPC)
		}
		return g.speak(c, m, t)
	}
	return g.acted(evs), nil
}

// drawLoot draws one loot card for h: the Golden Eye on the treasure
// chart gives equipment (top of the loot deck, to h) or backpack goods.
func (g *Game) drawLoot(h *Model) []Event {
	roll := g.GoldenEye()
	res := onChart(g.data.TreasureChart, roll)
	if res == "loot" && len(g.LootDeck) > 0 {
		card := g.LootDeck[0]
		g.LootDeck = g.LootDeck[1:]
		g.LootDrawn = append(g.LootDrawn, card)
		h = g.firstHero(h)
		if h != nil {
			h.Carried = append(h.Carried, card)
		}
		who := "the party"
		if h != nil {
			who = h.Name
		}
		return []Event{{Kind: "Loot", Text: fmt.Sprintf("Golden Eye %d: %s finds %s", roll, who, card), Model: -1, Target: -1, Amount: roll}}
	}
	good, n, ok := strings.Cut(res, ":")
	if !ok {
		good, n = "crowns", "2"
	}
	k, _ := strconv.Atoi(n)
	evs := []Event{{Kind: "Loot", Text: fmt.Sprintf("Golden Eye %d: %d %s", roll, k, good), Model: -1, Target: -1, Amount: roll}}
	return append(evs, g.gain(good, k)...)
}

// CurrentTest is the test being attempted, nil otherwise.
func (g *Game) CurrentTest() *TestSpec {
	if p := g.CurrentPhase(); p != nil && g.Mode == Test {
		return p.Test
	}
	return nil
}

// TestPool is the dice Hero h rolls for approach ap, and why: its
// attribute with equipment, +1B for a skill of that attribute, +1B for a
// carried item that helps with it, +1B for a spent good ("Modifiers").
func (g *Game) TestPool(h *Model, ap Approach, useGood bool) (cards.Pool, []string) {
	attr, _ := ParseAttr(ap.Attr)
	p := g.attrPool(h, attr)
	var why []string
	if slices.Contains(h.Skills, attr) {
		p = p.Add(oneBlue)
		why = append(why, "+1B for a skill")
	}
	for _, it := range g.Items {
		if i := g.data.Item(it); i != nil && strings.EqualFold(i.Test, ap.Attr) {
			p = p.Add(oneBlue)
			why = append(why, "+1B for "+it)
			break
		}
	}
	if useGood {
		p = p.Add(oneBlue)
		why = append(why, "+1B for spending "+ap.Good)
	}
	return p, why
}

func (g *Game) attempt(c Attempt) ([]Event, error) {
	t := g.CurrentTest()
	if t == nil {
		return nil, illegal(c, "there is no test to attempt now")
	}
	h := g.Model(c.Hero)
	if h == nil || !h.Hero() || !h.InPlay || h.KO {
		return nil, illegal(c, "Hero %d cannot attempt the test", c.Hero)
	}
	if c.Approach < 0 || c.Approach >= len(t.Approaches) {
		return nil, illegal(c, "no approach %d", c.Approach)
	}
	ap := t.Approaches[c.Approach]
	if c.UseGood && (ap.Good == "" || g.Backpack[ap.Good] == 0) {
		return nil, illegal(c, "this approach takes no good the backpack holds")
	}
	attr, _ := ParseAttr(ap.Attr)
	p, why := g.TestPool(h, ap, c.UseGood)
	if c.UseGood {
		g.Backpack[ap.Good]--
	}
	r := g.roll(p)
	evs := []Event{}
	for _, w := range why {
		evs = append(evs, Event{Kind: "Modifier", Text: w, Model: h.ID, Target: -1})
	}
	def := ap.DF
	against := fmt.Sprintf("defense value %d", ap.DF)
	if ap.Opposed != "" {
		mon := g.data.Monster(ap.Opposed)
		oa, _ := ParseAttr(ap.OpposedAttr)
		or := g.roll(mon.attrs[oa])
		def = or.Stars()
		against = fmt.Sprintf("%s's %v %v", mon.Name, oa, or)
	}
	ok := r.Stars() > def
	rr := r
	evs = append(evs, Event{Kind: "AttributeTest", Text: fmt.Sprintf("%s tries to %s: %v %v against %s", h.Name, ap.Text, attr, r, against), Model: h.ID, Target: -1, Roll: &rr})
	if ok {
		evs = append(evs, Event{Kind: "TestPassed", Text: h.Name + " succeeds", Model: h.ID, Target: -1})
		evs = append(evs, g.outcome(&t.Success, h)...)
		return append(evs, g.afterOutcome(&t.Success)...), nil
	}
	g.Tries++
	evs = append(evs, Event{Kind: "TestFailed", Text: h.Name + " fails", Model: h.ID, Target: -1})
	if t.EachFailure != nil {
		evs = append(evs, g.outcome(t.EachFailure, h)...)
		if g.Mode == Over {
			return evs, nil
		}
	}
	if g.Tries >= max(1, t.Tries) {
		evs = append(evs, g.outcome(&t.Failure, h)...)
		return append(evs, g.afterOutcome(&t.Failure)...), nil
	}
	return evs, nil
}

// afterOutcome goes to the outcome's phase, or the next.
func (g *Game) afterOutcome(o *Outcome) []Event {
	if g.Mode == Over {
		return nil
	}
	if o.Goto != "" {
		for i, p := range g.adv.Phases {
			if p.ID == o.Goto {
				return g.gotoPhase(i)
			}
		}
	}
	return g.nextPhase()
}

func (g *Game) choose(c Choose) ([]Event, error) {
	p := g.CurrentPhase()
	if g.Mode != Choice || p == nil {
		return nil, illegal(c, "there is no choice to make now")
	}
	if c.Option < 0 || c.Option >= len(p.Choice.Options) {
		return nil, illegal(c, "no option %d", c.Option)
	}
	o := &p.Choice.Options[c.Option]
	for k, v := range o.Cost {
		if g.Backpack[k] < v {
			return nil, illegal(c, "%q costs %d %s and the backpack holds %d", o.Text, v, k, g.Backpack[k])
		}
	}
	for k, v := range o.Cost {
		g.Backpack[k] -= v
	}
	evs := []Event{{Kind: "Chose", Text: "the party chooses: " + o.Text, Model: -1, Target: -1}}
	if p.Choice.NPC != "" {
		for i := range g.Tokens {
			if t := &g.Tokens[i]; t.Kind == "npc" && t.NPC == p.Choice.NPC {
				t.Gone = true // the NPC goes about their business (or into the fight)
			}
		}
	}
	evs = append(evs, g.outcome(&o.Outcome, nil)...)
	return append(evs, g.afterOutcome(&o.Outcome)...), nil
}

func (g *Game) useGood(c UseGood) ([]Event, error) {
	if g.Mode != Combat {
		return nil, illegal(c, "goods are used this way in combat; outside it they help tests and pay for choices")
	}
	m, err := g.hero(c, c.Hero, true)
	if err != nil {
		return nil, err
	}
	var use *GoodUse
	for i := range g.data.GoodUses {
		if g.data.GoodUses[i].Good == c.Good {
			use = &g.data.GoodUses[i]
		}
	}
	if use == nil {
		return nil, illegal(c, "the party knows no use for %s in a fight", c.Good)
	}
	if g.Backpack[c.Good] == 0 {
		return nil, illegal(c, "the backpack holds no %s", c.Good)
	}
	ab := g.data.Ability(use.Ability)
	evs, err := g.resolveAbility(c, m, ab, c.Target, c.Square, "")
	if err != nil {
		return nil, err
	}
	g.Backpack[c.Good]--
	evs = append([]Event{{Kind: "Improvised", Text: fmt.Sprintf("%s uses %s from the backpack", m.Name, c.Good), Model: m.ID, Target: c.Target}}, evs...)
	return g.acted(evs), nil
}

func (g *Game) trade(c Trade) ([]Event, error) {
	if g.Mode != Explore {
		return nil, illegal(c, "Heroes trade equipment only during exploration")
	}
	from, err := g.hero(c, c.From, false)
	if err != nil {
		return nil, err
	}
	to, err := g.hero(c, c.To, false)
	if err != nil {
		return nil, err
	}
	if from.ID == to.ID {
		return nil, illegal(c, "a Hero trades with another Hero")
	}
	if i := slices.Index(from.Carried, c.Card); i >= 0 {
		from.Carried = slices.Delete(from.Carried, i, i+1)
	} else if i := slices.Index(from.Equipped, c.Card); i >= 0 {
		from.Equipped = slices.Delete(from.Equipped, i, i+1)
		if e := g.data.Equipment(c.Card); e != nil && e.Hearts > 0 {
			from.MaxHearts -= e.Hearts
			from.Hearts = min(from.Hearts, from.MaxHearts)
			if from.Hearts == 0 {
				from.Hearts = 1
			}
		}
	} else {
		return nil, illegal(c, "%s has no %q", from.Name, c.Card)
	}
	to.Carried = append(to.Carried, c.Card)
	return []Event{{Kind: "Traded", Text: fmt.Sprintf("%s hands %s to %s", from.Name, c.Card, to.Name), Model: from.ID, Target: to.ID}}, nil
}
