package legends

import (
	"fmt"
	"slices"
	"strings"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// The adventure as it is played: phases in order, combat set-up, outcomes.

// CurrentPhase is the phase being played, nil when over.
func (g *Game) CurrentPhase() *Phase {
	if g.Phase < 0 || g.Phase >= len(g.adv.Phases) {
		return nil
	}
	return &g.adv.Phases[g.Phase]
}

// nextPhase goes on to the next phase whose condition holds.
func (g *Game) nextPhase() []Event {
	return g.gotoPhase(g.Phase + 1)
}

func (g *Game) gotoPhase(i int) []Event {
	g.Active, g.Round, g.Tries = -1, 0, 0
	for ; i < len(g.adv.Phases); i++ {
		p := &g.adv.Phases[i]
		if p.If == "" || (strings.HasPrefix(p.If, "!") && !g.hasFlag(p.If[1:])) || (!strings.HasPrefix(p.If, "!") && g.hasFlag(p.If)) {
			break
		}
	}
	g.Phase = i
	if i >= len(g.adv.Phases) {
		return g.endAdventure("heroes", "the adventure is complete")
	}
	p := &g.adv.Phases[i]
	switch {
	case p.Story != "":
		g.Mode = Story
		return []Event{{Kind: "Story", Text: p.Story, Model: -1, Target: -1}}
	case p.Explore != nil:
		g.Mode = Explore
		return []Event{{Kind: "Explore", Text: p.Explore.Text, Model: -1, Target: -1}}
	case p.Test != nil:
		g.Mode = Test
		return []Event{{Kind: "Encounter", Text: p.Test.Text, Model: -1, Target: -1}}
	case p.Choice != nil && p.Choice.NPC != "":
		// The party explores until it speaks with the NPC (hidden.go).
		g.Mode = Explore
		return []Event{{Kind: "Explore", Text: fmt.Sprintf("%s waits to speak with the party: walk a Hero next to them and Interact.", capitalFirst(p.Choice.NPC)), Model: -1, Target: -1}}
	case p.Choice != nil:
		g.Mode = Choice
		return []Event{{Kind: "Encounter", Text: p.Choice.Text, Model: -1, Target: -1}}
	}
	return g.setupCombat(p.Combat)
}

// setupCombat places the encounter's monsters ("Setup Monsters") and
// the party, then rolls initiative.
func (g *Game) setupCombat(c *CombatSpec) []Event {
	evs := []Event{{Kind: "Encounter", Text: c.Text, Model: -1, Target: -1}}
	if c.Party != "" {
		sq := g.adv.points(rune(c.Party[0]))
		k := 0
		for i := range g.Models {
			if m := &g.Models[i]; m.Hero() && m.InPlay {
				m.At = sq[k]
				k++
			}
		}
	}
	heroes := 0
	for i := range g.Models {
		if g.Models[i].Hero() {
			heroes++
		}
	}
	first := len(g.Models)
	monsters := c.monstersFor(heroes)
	marks := make([]string, 0, len(monsters))
	for k := range monsters {
		marks = append(marks, k)
	}
	slices.Sort(marks)
	for _, mk := range marks {
		prof := g.data.Monster(monsters[mk])
		for _, p := range g.adv.points(rune(mk[0])) {
			if g.Hidden(p) {
				evs = append(evs, g.revealAt(p)...)
			}
			if prof.Size > 1 {
				// A large base goes on its mark, or as near as it fits (a
				// Hero may stand where it would have gone).
				probe := &Model{ID: -1, Size: prof.Size, Fly: prof.Fly}
				if !g.fits(probe, p) {
					q, ok := g.fitNear(probe, p)
					if !ok {
						continue
					}
					p = q
				}
			} else if g.modelAt(p) != nil {
				continue
			}
			hearts := scaledHearts(prof, heroes)
			g.Models = append(g.Models, Model{ID: len(g.Models), Name: prof.Name, Class: prof.Name, Side: Consul, At: p,
				Hearts: hearts, MaxHearts: hearts, Attrs: scaledAttrs(prof, heroes), Attack: prof.Attack,
				Abilities: slices.Clone(prof.Abilities), OnHit: prof.OnHit, Fly: prof.Fly, Boss: prof.Boss, Size: prof.Size, Move: 4, InPlay: true})
			evs = append(evs, Event{Kind: "Placed", Text: fmt.Sprintf("%s appears", prof.Name), Model: len(g.Models) - 1, Target: -1})
		}
		// Project rule: one-heart monsters grow in number with the party
		// (a third more per Hero beyond three, rounded up), next to the
		// mark's first square.
		if prof.Hearts == 1 && heroes > 3 {
			n := len(g.adv.points(rune(mk[0])))
			for range (n*(heroes-3) + 2) / 3 {
				if p, ok := g.freeNear(g.adv.points(rune(mk[0]))[0]); ok {
					g.Models = append(g.Models, Model{ID: len(g.Models), Name: prof.Name, Class: prof.Name, Side: Consul, At: p,
						Hearts: 1, MaxHearts: 1, Attrs: prof.attrs, Attack: prof.Attack,
						Abilities: slices.Clone(prof.Abilities), OnHit: prof.OnHit, Fly: prof.Fly, Move: 4, InPlay: true})
					evs = append(evs, Event{Kind: "Placed", Text: fmt.Sprintf("%s appears", prof.Name), Model: len(g.Models) - 1, Target: -1})
				}
			}
		}
	}
	g.numberMonsters(first, evs)
	return append(evs, g.startCombat()...)
}

// numberMonsters tells apart monsters of one kind in an encounter
// ("Kobold Scamp 1", "Kobold Scamp 2"): otherwise the log says a Scamp
// was knocked out and then sends "the" Scamp into action.
func (g *Game) numberMonsters(first int, evs []Event) {
	kinds := map[string]int{}
	for i := first; i < len(g.Models); i++ {
		kinds[g.Models[i].Class]++
	}
	seen := map[string]int{}
	for i := first; i < len(g.Models); i++ {
		m := &g.Models[i]
		if kinds[m.Class] > 1 {
			seen[m.Class]++
			m.Name = fmt.Sprintf("%s %d", m.Class, seen[m.Class])
		}
	}
	for i := range evs {
		if evs[i].Kind == "Placed" && evs[i].Model >= first {
			m := &g.Models[evs[i].Model]
			evs[i].Text = fmt.Sprintf("%s appears", m.Name)
		}
	}
}

// endAdventure ends the adventure; a win earns its rewards.
func (g *Game) endAdventure(result, why string) []Event {
	g.Mode, g.Result, g.Active = Over, result, -1
	evs := []Event{{Kind: "AdventureOver", Text: why, Model: -1, Target: -1}}
	if result == "heroes" {
		evs = append(evs, g.outcome(&g.adv.Rewards, nil)...)
	}
	return evs
}

// outcome applies o; tester is the Hero who made the test (nil: everyone).
func (g *Game) outcome(o *Outcome, tester *Model) []Event {
	var evs []Event
	if o.Text != "" {
		evs = append(evs, Event{Kind: "Story", Text: o.Text, Model: -1, Target: -1})
	}
	g.setFlag(o.Flag)
	evs = append(evs, g.revealFound()...)
	for _, h := range g.living(Heroes) {
		if o.WoundAll > 0 || (o.Wound > 0 && (tester == nil || tester.ID == h.ID)) {
			n := o.WoundAll
			if tester == nil || tester.ID == h.ID {
				n += o.Wound
			}
			evs = append(evs, g.woundOutside(h, n)...)
		}
		if o.Status != "" {
			s, _ := ParseStatus(o.Status)
			if tester == nil || tester.ID == h.ID {
				evs = append(evs, g.inflict(h, s)...)
			}
		}
		evs = append(evs, g.heal(h, o.Heal)...)
		if o.Potions > 0 {
			h.Potions = min(h.MaxPotions, h.Potions+o.Potions)
		}
	}
	for _, k := range sortedKeys(o.Goods) { // the log tells them in a fixed order
		evs = append(evs, g.gain(k, o.Goods[k])...)
	}
	for range o.Loot {
		evs = append(evs, g.drawLoot(tester)...)
	}
	if o.Item != "" {
		g.Items = append(g.Items, o.Item)
		evs = append(evs, Event{Kind: "Item", Text: "the party gains " + o.Item, Model: -1, Target: -1})
	}
	if o.Wonder != "" {
		g.LootDrawn = append(g.LootDrawn, o.Wonder)
		if h := g.firstHero(tester); h != nil {
			h.Carried = append(h.Carried, o.Wonder)
		}
		evs = append(evs, Event{Kind: "Wonder", Text: "the party gains the wonder " + o.Wonder, Model: -1, Target: -1})
	}
	if o.RankUp {
		g.RankUp = true
		evs = append(evs, Event{Kind: "RankUp", Text: "the party will rank up in downtime", Model: -1, Target: -1})
	}
	if g.Mode == Over && g.Result == "consul" {
		return evs
	}
	if len(g.living(Heroes)) == 0 && g.Mode != Over {
		return append(evs, g.endAdventure("consul", "every Hero is Knocked Out")...)
	}
	return evs
}

// woundOutside wounds a Hero outside combat: knocked out, it stays down
// until healed or the next fight is won.
func (g *Game) woundOutside(h *Model, n int) []Event {
	mode := g.Mode
	g.Mode = Story // no encounter end checks outside combat
	evs := g.wound(h, n, -1)
	g.Mode = mode
	return evs
}

func (g *Game) firstHero(pref *Model) *Model {
	if pref != nil {
		return pref
	}
	if l := g.living(Heroes); len(l) > 0 {
		return l[0]
	}
	return nil
}

// gain puts goods in the backpack up to its capacity ("Backpack").
func (g *Game) gain(good string, n int) []Event {
	capacity := g.data.Backpack.Capacity[good]
	got := min(n, capacity-g.Backpack[good])
	if got <= 0 {
		return []Event{{Kind: "BackpackFull", Text: "the backpack has no room for more " + good, Model: -1, Target: -1}}
	}
	g.Backpack[good] += got
	return []Event{{Kind: "Goods", Text: fmt.Sprintf("the party gains %d %s", got, good), Model: -1, Target: -1, Amount: got}}
}

// scaledHearts fits a monster to the party's size. Adventures are written
// for three Heroes (the book's parties are three to five); project rule:
// a monster of two or more hearts has its hearts times Heroes/3, rounded
// up.
func scaledHearts(m *Monster, heroes int) int {
	if m.Hearts < 2 {
		return m.Hearts
	}
	n := max(1, (m.Hearts*heroes+2)/3)
	if m.Size > 1 && heroes > 3 {
		// A large base is reached from more squares, so a bigger party
		// strikes it more at once: three hearts more per Hero beyond
		// three (balance: docs/balance.md).
		n += 3 * (heroes - 3)
	}
	return n
}

// scaledAttrs: a monster of two or more hearts adds one green die to its
// attacks (STR, WILL, DEX) for each Hero beyond three (project rule, so a
// bigger party still meets a fight that can hurt it).
func scaledAttrs(m *Monster, heroes int) [numAttrs]cards.Pool {
	a := m.attrs
	if m.Hearts < 2 || heroes <= 3 {
		return a
	}
	for _, at := range []Attr{STR, WILL, DEX} {
		a[at].Dice[cards.Green] += heroes - 3
	}
	return a
}

// freeNear is the free floor square nearest to p (reading order breaks
// ties), false if the dungeon is full.
func (g *Game) freeNear(p tiles.Point) (tiles.Point, bool) {
	for r := 0; r < g.Map.W+g.Map.H; r++ {
		for y := p.Y - r; y <= p.Y+r; y++ {
			for x := p.X - r; x <= p.X+r; x++ {
				q := tiles.Point{X: x, Y: y}
				if tiles.Dist(p, q) == r && g.Map.At(q).Terrain == tiles.Floor && g.modelAt(q) == nil && !g.tokenBlocks(q) {
					return q, true
				}
			}
		}
	}
	return tiles.Point{}, false
}
