package scene

import (
	"fmt"
	"slices"
	"sort"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules/classic"
)

// The classic setup screen is the new-game screen with the first
// edition's choices (1st edition, "Game Size", "Choosing your Models"):
// the game size, which sets the party's size and the dungeon's; who plays
// each side; the Consul's boss, mini-boss and a spawning point per tile,
// each by hand or "choose for me"; and the seed.

// classicChoices are the classic setup's choices beyond the party.
type classicChoices struct {
	heroesAI, consulAI bool
	size               int // indexes sizeOrder
	bosses, minis      []string
	spawnOpts          []string
	boss, mini         int
	spawns             [5]int
	data               *classic.Data
}

// NewClassicSetup opens the classic setup: a Dungeon Crawl with the
// balanced party, people playing the Heroes against the computer Consul,
// the Consul's choices made from the seed.
func NewClassicSetup() *Setup {
	s := NewSetup()
	cl := &classicChoices{consulAI: true, size: 1}
	cl.bosses, cl.minis, cl.spawnOpts = []string{chooseForMe}, []string{chooseForMe}, []string{chooseForMe}
	data, err := classic.LoadData()
	if err != nil {
		s.err = err.Error()
	} else {
		cl.data = data
		var names []string
		for n := range data.Profiles {
			names = append(names, n)
		}
		sort.Strings(names)
		for _, n := range names {
			switch data.Profiles[n].Type {
			case "boss":
				cl.bosses = append(cl.bosses, n)
			case "mini-boss":
				cl.minis = append(cl.minis, n)
			}
			if _, ok := data.Pools[n]; ok {
				cl.spawnOpts = append(cl.spawnOpts, n)
			}
		}
	}
	s.cl = cl
	s.party = classicParty(cl.sizeOf().Heroes)
	return s
}

// sizeOf is the chosen game size's data.
func (cl *classicChoices) sizeOf() classic.Size {
	if cl.data == nil {
		return classic.Size{Name: "crawl", Tiles: 3, Heroes: 3}
	}
	return cl.data.Sizes[sizeOrder[cl.size]]
}

// classicSizeLine is the line under the title: the size in a sentence.
func (cl *classicChoices) sizeLine() string {
	w := sizeWords[sizeOrder[cl.size]]
	return w.name + ": " + w.line
}

// layoutClassic lays out the classic rows under the Hero cards.
func (s *Setup) layoutClassic(x0, y, width, gap float64) {
	cl := s.cl
	size := cl.sizeOf()
	add := func(label, sub, tip string, r render.Rect, f func()) {
		s.buttons = append(s.buttons, &actionButton{label: label, cost: sub, tip: tip, rect: r, onClick: f})
	}
	at := func(row, col int, n float64) render.Rect {
		w := (width - (n-1)*gap) / n
		return render.Rect{X: x0 + float64(col)*(w+gap), Y: y + float64(row)*64, W: w, H: 56}
	}
	cycle := func(i *int, n int) func() { return func() { *i = (*i + 1) % n } }
	w := sizeWords[sizeOrder[cl.size]]
	add(w.name, "game size", w.line+" Click for another size", at(0, 0, 4), func() {
		cl.size = (cl.size + 1) % len(sizeOrder)
		s.party = classicParty(cl.sizeOf().Heroes)
	})
	add("Balanced party", plural(size.Heroes, "Hero", "Heroes")+" for this size", "The Explore box's balanced Heroes first (Paladin, Mage, Ranger), then its fighters, as many as the game size asks", at(0, 1, 4),
		func() { s.party = classicParty(size.Heroes) })
	add(fmt.Sprintf("Seed %d", s.seed), "new seed", "The seed lays the dungeon and rolls every die, and makes every 'choose for me': share it to play the same game. Click for another", at(0, 2, 4),
		func() { s.seed = s.seed*6364136223846793005 + 1442695040888963407 })
	start := &actionButton{label: "Enter the dungeon", cost: fmt.Sprintf("%d of %s", len(s.party), plural(size.Heroes, "Hero", "Heroes")), rect: at(0, 3, 4), onClick: func() {}}
	if len(s.party) != size.Heroes {
		start.disabled = fmt.Sprintf("A %s takes %s: click the Hero cards to choose them.", w.name, plural(size.Heroes, "Hero", "Heroes"))
	} else if why := cl.pairWhy(size.SpawningPoints); why != "" {
		start.disabled = why
	}
	s.buttons = append(s.buttons, start)
	who := func(ai bool, person, people string) string {
		if ai {
			return "Computer"
		}
		if people != "" {
			return people
		}
		return person
	}
	add(who(cl.heroesAI, "", "People"), "play the Heroes", "Who plays the party: people at this screen, or the computer (the hero AI)", at(1, 0, 4), func() { cl.heroesAI = !cl.heroesAI })
	add(who(cl.consulAI, "A person", ""), "is the Consul", "Who plays the Consul, spawns and commands the monsters: a person at this screen, or the computer. With people on both sides the screen is passed between them", at(1, 1, 4), func() { cl.consulAI = !cl.consulAI })
	bossTip := "The dungeon boss: it arrives when the Power Gauge reaches Super!, or when the last spawning point falls. Click to change"
	if !size.Boss {
		bossTip = "A Dungeon Delve has no dungeon boss: its mini-boss is the boss"
	}
	add(choiceLabel(cl.bosses[cl.boss]), "dungeon boss", bossTip, at(1, 2, 4), cycle(&cl.boss, len(cl.bosses)))
	add(choiceLabel(cl.minis[cl.mini]), "mini-boss", "The mini-boss: it may spawn from 16-Bit on (in a Delve it comes at 16-Bit as the boss). Click to change", at(1, 3, 4), cycle(&cl.mini, len(cl.minis)))
	n := float64(max(size.SpawningPoints, 3))
	for i := 0; i < size.SpawningPoints && i < len(cl.spawns); i++ {
		sub, tip := fmt.Sprintf("spawning point, tile %d", i+1), "The spawning point on this tile and the monsters its pool brings; Kobold Warrens come in pairs. Click to change"
		if i >= size.Tiles {
			sub, tip = "spawning point, shares a tile", "The book's Siege has five tiles; ours has four, so this spawning point shares a tile, as far from the start and the others as there is room. Kobold Warrens come in pairs. Click to change"
		}
		add(choiceLabel(cl.spawnOpts[cl.spawns[i]]), sub, tip, at(2, i, n), cycle(&cl.spawns[i], len(cl.spawnOpts)))
	}
	back := &actionButton{label: "Back", rect: render.Rect{X: 16, Y: 16, W: 110, H: 44}, onClick: func() {}}
	s.buttons = append(s.buttons, back)
}

// pairWhy says why the spawning points chosen by hand cannot be played
// (a pool that comes in pairs chosen an odd number of times), "" when
// they can.
func (cl *classicChoices) pairWhy(points int) string {
	if cl.data == nil {
		return ""
	}
	count := map[string]int{}
	byHand := false
	for i := 0; i < points && i < len(cl.spawns); i++ {
		if k := cl.spawns[i]; k > 0 {
			byHand = true
			count[cl.spawnOpts[k]]++
		}
	}
	if !byHand {
		return ""
	}
	for name, n := range count {
		if cl.data.Pools[name].Pair && n%2 != 0 {
			return fmt.Sprintf("%s comes in pairs: choose two of them (or four).", name)
		}
	}
	for i := 0; i < points; i++ {
		if cl.spawns[i] == 0 {
			return "Choose every spawning point, or leave them all to 'choose for me'."
		}
	}
	return ""
}

// classicSetup turns the choices into the rules' setup.
func (s *Setup) classicSetup() classic.Setup {
	cl := s.cl
	size := cl.sizeOf()
	cs := classic.Setup{Seed: s.seed, Size: sizeOrder[cl.size], Heroes: slices.Clone(s.party)}
	if cl.boss > 0 {
		cs.Boss = cl.bosses[cl.boss]
	}
	if cl.mini > 0 {
		for range size.MiniBosses {
			cs.MiniBosses = append(cs.MiniBosses, cl.minis[cl.mini])
		}
	}
	if cl.spawns[0] > 0 {
		for i := 0; i < size.SpawningPoints && i < len(cl.spawns); i++ {
			cs.SpawningPoints = append(cs.SpawningPoints, cl.spawnOpts[cl.spawns[i]])
		}
	}
	return cs
}

// startClassic sets the game up and opens it in a save slot.
func (s *Setup) startClassic(ctx *Context) {
	p, err := newClassicPlay(s.classicSetup(), ExploreRoles{HeroesAI: s.cl.heroesAI, ConsulAI: s.cl.consulAI})
	if err != nil {
		s.err = err.Error()
		return
	}
	if s.cl.heroesAI && s.cl.consulAI {
		p.auto = p.ex.heroAI // a game to watch
		ctx.Goto(p)
		return
	}
	startInSlot(ctx, p)
}

// heroList is the Heroes the setup screen offers, in order: heroOrder,
// and in a classic game the 1st edition's own (the Deeproot Druid).
func (s *Setup) heroList() []string {
	if s.cl == nil || s.cl.data == nil {
		return heroOrder
	}
	return append(slices.Clip(heroOrder), s.cl.data.HeroChoices()...)
}

// heroCard is the Hero card called name: the shared catalog's, or the
// classic game's own.
func (s *Setup) heroCard(name string) *cards.Hero {
	if h := s.cat.Heroes[name]; h != nil {
		return h
	}
	if s.cl != nil && s.cl.data != nil {
		for i := range s.cl.data.Heroes {
			if s.cl.data.Heroes[i].Name == name {
				return &s.cl.data.Heroes[i]
			}
		}
	}
	return nil
}
