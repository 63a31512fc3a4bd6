package arcade

import (
	"fmt"
	"slices"
	"strings"

	"github.com/superdungeon-digital/superdungeon/rules"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Plot crystal tokens and clearing plots (Arcade rulebook, "Plot": a plot
// stays in play until the Heroes meet the criteria it lists; once it is
// discarded each Hero rolls a green die and the party draws one treasure
// per heart rolled). The plot cards (cards/data/plot.yaml, the project's
// texts) mostly place crystal tokens that the Heroes clear with Interact
// ("Basic Actions": the model interacts with an element of the scenario).
//
// Project decisions:
//   - A crystal token is a scenario element, not a model: it blocks
//     neither movement nor line of sight and models may stand on it. It is
//     placed on a square of the dungeon with no model, no other token and
//     no structure or chasm, as far from every Hero as the area allows
//     (ties: topmost, then leftmost).
//   - Interact{At: square} clears the token on the Hero's square or next to
//     it (1 action point). Clearing the plot's last token clears the plot.
//   - The other clear conditions count from the draw: elites, spawning
//     points or the mini-boss destroyed (plotProgress, called on every
//     destruction).
//   - Once cleared the plot's lasting effects end (lastingEffects skips it)
//     and the reward is drawn at once.

// PlotCleared: the Heroes met the plot's criteria; Drawn holds the
// treasure cards earned (the green dice are Rolled events before it).
type PlotCleared struct {
	Plot  string
	Drawn []string
}

func (e PlotCleared) Kind() string { return "plot-cleared" }
func (e PlotCleared) String() string {
	return fmt.Sprintf("the plot %s is foiled: the party draws %d treasure card(s) %v", e.Plot, len(e.Drawn), e.Drawn)
}

// CrystalCleared: a Hero cleared a crystal token.
type CrystalCleared struct {
	Hero    rules.Ref
	At      tiles.Point
	Crystal cards.Crystal
	Left    int // tokens of the plot still in the dungeon
}

func (e CrystalCleared) Kind() string { return "crystal-cleared" }
func (e CrystalCleared) String() string {
	return fmt.Sprintf("%s clears the %s crystal at %v (%d left)", e.Hero, e.Crystal, e.At, e.Left)
}

// placeCrystals resolves a crystal_tokens set-up effect.
func (g ag) placeCrystals(e cards.Effect, plot string) []rules.Event {
	var evs []rules.Event
	for _, area := range g.crystalAreas(e.Where) {
		for k := 0; k < max(1, e.Value); k++ {
			p, ok := g.crystalSquare(area)
			if !ok {
				evs = append(evs, rules.Note{Text: fmt.Sprintf("%s: no free square for %s crystal", plot, withArticle(string(e.Crystal)))})
				break
			}
			g.Crystals = append(slices.Clip(g.Crystals), rules.CrystalToken{Pos: p, Crystal: e.Crystal, Plot: plot})
			evs = append(evs, rules.Note{Text: fmt.Sprintf("%s: %s crystal appears at %v", plot, withArticle(string(e.Crystal)), p)})
		}
	}
	return evs
}

// crystalAreas lists the groups of squares a Where names, one per place.
func (g ag) crystalAreas(w cards.Where) [][]tiles.Point {
	all := g.Board.Points()
	within := func(c tiles.Point, d int, exact bool) []tiles.Point {
		var out []tiles.Point
		for _, p := range all {
			if dd := tiles.Dist(c, p); (exact && dd == d) || (!exact && dd <= d) {
				out = append(out, p)
			}
		}
		return out
	}
	var areas [][]tiles.Point
	switch w {
	case cards.WhereEachTile, cards.WhereLastTile:
		last := 0
		for _, p := range all {
			last = max(last, g.Board.TileOf(p))
		}
		if last == 0 { // a map not built from tiles: one area
			return [][]tiles.Point{all}
		}
		for k := 1; k <= last; k++ {
			if w == cards.WhereLastTile && k != last {
				continue
			}
			var a []tiles.Point
			for _, p := range all {
				if g.Board.TileOf(p) == k {
					a = append(a, p)
				}
			}
			areas = append(areas, a)
		}
	case cards.WhereSpawningPoints:
		for i := range g.Models {
			if m := &g.Models[i]; m.InPlay && m.Kind == rules.KindSpawningPoint {
				areas = append(areas, within(m.Pos, 3, false))
			}
		}
	case cards.WhereExits:
		for _, ex := range g.Board.Exits {
			var a []tiles.Point
			for _, s := range ex.Squares {
				a = append(a, within(s, 1, false)...)
			}
			areas = append(areas, a)
		}
	case cards.WhereNearHeroes:
		for _, id := range g.HeroesInPlay() {
			areas = append(areas, within(g.Model(id).Pos, 4, true))
		}
	}
	return areas
}

// crystalSquare picks a free square of area as far from every Hero as it
// can.
func (g ag) crystalSquare(area []tiles.Point) (tiles.Point, bool) {
	var best tiles.Point
	bestD, found := -1, false
	for _, p := range area {
		if !g.Board.IsSquare(p) || g.Board.At(p).Terrain != tiles.Floor || g.At(p) != nil || g.CrystalAt(p) >= 0 {
			continue
		}
		d := 1 << 20
		for _, id := range g.HeroesInPlay() {
			d = min(d, rules.DistTo(g.Model(id), p))
		}
		if !found || d > bestD || (d == bestD && (p.Y < best.Y || (p.Y == best.Y && p.X < best.X))) {
			best, bestD, found = p, d, true
		}
	}
	return best, found
}

// clearCrystal removes the token at index i for Hero m and clears the plot
// with its last token.
func (g ag) clearCrystal(m *rules.Model, i int) []rules.Event {
	tok := g.Crystals[i]
	g.Crystals = slices.Delete(slices.Clone(g.Crystals), i, i+1)
	if len(g.Crystals) == 0 {
		g.Crystals = nil
	}
	left := 0
	for _, c := range g.Crystals {
		if c.Plot == tok.Plot {
			left++
		}
	}
	evs := []rules.Event{CrystalCleared{Hero: g.RefOf(m.ID), At: tok.Pos, Crystal: tok.Crystal, Left: left}}
	if left == 0 && tok.Plot == g.Consul.Plot && !g.PlotCleared {
		if p, ok := g.plotCard(); ok && p.ClearWhen == cards.EventTokensCleared {
			evs = append(evs, g.clearPlot()...)
		}
	}
	if e := &g.Consul.EarlierPlot; left == 0 && tok.Plot == e.Card && !e.Cleared {
		if p, ok := g.plotData(e.Card); ok && p.ClearWhen == cards.EventTokensCleared {
			evs = append(evs, g.clearEarlierPlot()...)
		}
	}
	return evs
}

// plotData is the card data of a plot.
func (g ag) plotData(name string) (cards.Plot, bool) {
	d, err := g.arcade()
	if err != nil || name == "" {
		return cards.Plot{}, false
	}
	p, ok := d.plots[name]
	return p, ok
}

// clearEarlierPlot foils the plot held beside the latest one (Plots
// Within Plots): the latest plot's progress is set aside meanwhile, so
// clearPlot works on it as on any plot.
func (g ag) clearEarlierPlot() []rules.Event {
	e := g.Consul.EarlierPlot
	latest, cleared, count := g.Consul.Plot, g.PlotCleared, g.PlotCount
	g.Consul.Plot, g.PlotCleared, g.PlotCount = e.Card, false, e.Count
	evs := g.clearPlot()
	g.Consul.Plot, g.PlotCleared, g.PlotCount = latest, cleared, count
	g.Consul.EarlierPlot.Cleared = true
	return evs
}

// plotCard is the card data of the plot in play.
func (g ag) plotCard() (cards.Plot, bool) {
	if g.Consul.Plot == "" {
		return cards.Plot{}, false
	}
	d, err := g.arcade()
	if err != nil {
		return cards.Plot{}, false
	}
	p, ok := d.plots[g.Consul.Plot]
	return p, ok
}

// plotProgress counts a destruction toward the clear condition of each
// plot held.
func (g ag) plotProgress(m *rules.Model) []rules.Event {
	var evs []rules.Event
	if e := g.Consul.EarlierPlot; e.Card != "" && !e.Cleared && m.Side == rules.ConsulSide {
		latest, cleared, count := g.Consul.Plot, g.PlotCleared, g.PlotCount
		g.Consul.Plot, g.PlotCleared, g.PlotCount = e.Card, false, e.Count
		evs = g.latestPlotProgress(m)
		g.Consul.EarlierPlot.Count, g.Consul.EarlierPlot.Cleared = g.PlotCount, g.PlotCleared
		g.Consul.Plot, g.PlotCleared, g.PlotCount = latest, cleared, count
	}
	return append(evs, g.latestPlotProgress(m)...)
}

// latestPlotProgress is plotProgress for the latest plot (Plot).
func (g ag) latestPlotProgress(m *rules.Model) []rules.Event {
	if g.PlotCleared || g.Consul.Plot == "" || m.Side != rules.ConsulSide {
		return nil
	}
	p, ok := g.plotCard()
	if !ok {
		return nil
	}
	var ev cards.Event
	switch {
	case m.Kind == rules.KindSpawningPoint:
		ev = cards.EventSpawningPoint
	default:
		c := g.MonsterCard(m)
		if c == nil {
			return nil
		}
		switch c.Role {
		case cards.RoleElite:
			ev = cards.EventElite
		case cards.RoleMiniBoss:
			ev = cards.EventMiniBoss
		}
	}
	if ev == "" || ev != p.ClearWhen {
		return nil
	}
	g.PlotCount++
	if g.PlotCount < max(1, p.ClearCount) {
		return nil
	}
	return g.clearPlot()
}

// clearPlot ends the plot's lasting effects, removes its tokens and draws
// the reward: each Hero in the dungeon rolls a green die, one treasure per
// heart (boo booties drawn this way are discarded and replaced, Arcade
// rulebook, "Boo Booty").
func (g ag) clearPlot() []rules.Event {
	g.PlotCleared = true
	plot := g.Consul.Plot
	g.Crystals = slices.DeleteFunc(slices.Clone(g.Crystals), func(c rules.CrystalToken) bool { return c.Plot == plot })
	if len(g.Crystals) == 0 {
		g.Crystals = nil
	}
	var evs []rules.Event
	hearts := 0
	for _, id := range g.HeroesInPlay() {
		var p cards.Pool
		p.Dice[cards.Green] = 1
		r := g.Roll(id, "plot reward", p, false)
		evs = append(evs, r)
		hearts += r.Hearts
	}
	drawn := g.DrawTreasureNoBooty(hearts)
	g.Backpack = append(g.Backpack, drawn...)
	return append(evs, PlotCleared{Plot: plot, Drawn: drawn})
}

// withArticle is "an amethyst", "a ruby".
func withArticle(word string) string {
	if word != "" && strings.ContainsRune("aeiouAEIOU", rune(word[0])) {
		return "an " + word
	}
	return "a " + word
}
