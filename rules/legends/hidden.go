package legends

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Hidden dungeons, secret passages and NPCs on the map ("Non-Combat
// Encounters": hidden dungeons and secret passages, NPCs). The book has
// the Consul keep unexplored parts of the dungeon off the table until the
// party finds them; here they are data, in each adventure:
//
//   - hidden: parts of the map covered until found. An area with found_by
//     is found when that flag is set (a search test's success, a choice);
//     one without is behind a door and found when a door next to it opens.
//     Until then its squares cannot be entered or seen through, tokens and
//     secret passages on them are unknown, and nothing aims into them. A
//     combat whose monsters stand in a door's area opens it (they come out).
//   - npcs: a Q token on the map per name. A choice phase naming an npc
//     waits, as exploration, until a Hero walks next to that token and
//     speaks with it (Interact); then the choice opens.

// HiddenArea is a part of the dungeon covered until the party finds it.
type HiddenArea struct {
	Name string `yaml:"name"`
	// Squares are rectangles "x1-x2,y1-y2" (or "x,y") separated by ";".
	Squares string `yaml:"squares"`
	// FoundBy is the flag that uncovers it; "" a door next to it, opened.
	FoundBy string `yaml:"found_by"`

	points []tiles.Point
}

// parseSquares reads HiddenArea.Squares.
func parseSquares(s string) ([]tiles.Point, error) {
	var out []tiles.Point
	span := func(t string) (int, int, error) {
		a, b, ok := strings.Cut(strings.TrimSpace(t), "-")
		lo, err := strconv.Atoi(a)
		if err != nil {
			return 0, 0, fmt.Errorf("%q is not a square or a range of squares", t)
		}
		hi := lo
		if ok {
			if hi, err = strconv.Atoi(b); err != nil || hi < lo {
				return 0, 0, fmt.Errorf("%q is not a range of squares", t)
			}
		}
		return lo, hi, nil
	}
	for _, r := range strings.Split(s, ";") {
		xs, ys, ok := strings.Cut(r, ",")
		if !ok {
			return nil, fmt.Errorf("%q needs x and y", r)
		}
		x0, x1, err := span(xs)
		if err != nil {
			return nil, err
		}
		y0, y1, err := span(ys)
		if err != nil {
			return nil, err
		}
		for y := y0; y <= y1; y++ {
			for x := x0; x <= x1; x++ {
				out = append(out, tiles.Point{X: x, Y: y})
			}
		}
	}
	return out, nil
}

// checkHidden checks the adventure's hidden areas and NPCs (on load).
func (a *Adventure) checkHidden() error {
	flags := map[string]bool{}
	for _, p := range a.Phases {
		for _, o := range a.outcomes(p) {
			flags[o.Flag] = true
		}
	}
	names := map[string]bool{}
	for i := range a.Hidden {
		h := &a.Hidden[i]
		if h.Name == "" || names[h.Name] {
			return fmt.Errorf("hidden area %d needs a name of its own", i+1)
		}
		names[h.Name] = true
		pts := h.points
		if len(pts) == 0 {
			return fmt.Errorf("hidden area %s covers no square", h.Name)
		}
		for _, p := range pts {
			if !a.board.IsSquare(p) {
				return fmt.Errorf("hidden area %s: %v is not on the map", h.Name, p)
			}
			if m := a.marks[p]; m == 'H' || m == 'Q' {
				return fmt.Errorf("hidden area %s covers a Hero start or an NPC at %v", h.Name, p)
			}
		}
		switch {
		case h.FoundBy != "" && !flags[h.FoundBy]:
			return fmt.Errorf("hidden area %s: no outcome sets %q, so it could never be found", h.Name, h.FoundBy)
		case h.FoundBy == "" && !slices.ContainsFunc(a.points('D'), func(d tiles.Point) bool { return h.next(d) && !slices.Contains(pts, d) }):
			return fmt.Errorf("hidden area %s: no door next to it and no found_by flag, so it could never be found", h.Name)
		}
		if h.FoundBy != "" {
			for _, ph := range a.Phases {
				if c := ph.Combat; c != nil {
					for mk := range c.allMarks() {
						for _, p := range a.points(rune(mk[0])) {
							if slices.Contains(pts, p) {
								return fmt.Errorf("hidden area %s: monsters of mark %s stand in it before it can be found", h.Name, mk)
							}
						}
					}
				}
			}
		}
	}
	if n := len(a.points('Q')); n != len(a.NPCs) {
		return fmt.Errorf("%d NPC tokens (Q) on the map, %d in npcs", n, len(a.NPCs))
	}
	for _, p := range a.Phases {
		if c := p.Choice; c != nil && c.NPC != "" && !slices.Contains(a.NPCs, c.NPC) {
			return fmt.Errorf("choice %q: no NPC %q on the map", p.ID, c.NPC)
		}
	}
	return nil
}

// allMarks are every monster mark of the encounter, larger parties' too.
func (c *CombatSpec) allMarks() map[string]bool {
	out := map[string]bool{}
	for k := range c.Monsters {
		out[k] = true
	}
	for _, extra := range c.Larger {
		for k := range extra {
			out[k] = true
		}
	}
	return out
}

// next reports whether p is in the area or next to it.
func (h *HiddenArea) next(p tiles.Point) bool {
	return slices.ContainsFunc(h.points, func(q tiles.Point) bool { return tiles.Dist(p, q) <= 1 })
}

// Hidden reports whether square p is still covered: in an area the party
// has not found.
func (g *Game) Hidden(p tiles.Point) bool {
	if g.adv == nil {
		return false
	}
	for i := range g.adv.Hidden {
		h := &g.adv.Hidden[i]
		if !slices.Contains(g.Revealed, h.Name) && slices.Contains(h.points, p) {
			return true
		}
	}
	return false
}

// reveal uncovers the areas ok chooses, told as found for why.
func (g *Game) reveal(ok func(h *HiddenArea) bool, why string) []Event {
	var evs []Event
	for i := range g.adv.Hidden {
		h := &g.adv.Hidden[i]
		if slices.Contains(g.Revealed, h.Name) || !ok(h) {
			continue
		}
		g.Revealed = append(g.Revealed, h.Name)
		evs = append(evs, Event{Kind: "Revealed", Text: fmt.Sprintf("%s: %s", why, h.Name), Model: -1, Target: -1})
	}
	return evs
}

// revealFound uncovers the areas whose flag is set.
func (g *Game) revealFound() []Event {
	return g.reveal(func(h *HiddenArea) bool { return h.FoundBy != "" && g.hasFlag(h.FoundBy) }, "the party finds")
}

// revealBehind uncovers the door areas next to door square p.
func (g *Game) revealBehind(p tiles.Point) []Event {
	return g.reveal(func(h *HiddenArea) bool { return h.FoundBy == "" && h.next(p) }, "the open door shows")
}

// revealAt uncovers the door areas holding p (monsters come out of them).
func (g *Game) revealAt(p tiles.Point) []Event {
	return g.reveal(func(h *HiddenArea) bool { return h.FoundBy == "" && slices.Contains(h.points, p) }, "monsters burst out of")
}

// Seeking is the NPC the party must speak with before the adventure goes
// on (a choice phase naming it), and its token; "" and -1 when none.
func (g *Game) Seeking() (string, int) {
	p := g.CurrentPhase()
	if g.Mode != Explore || p == nil || p.Choice == nil || p.Choice.NPC == "" {
		return "", -1
	}
	for i, t := range g.Tokens {
		if t.Kind == "npc" && t.NPC == p.Choice.NPC {
			return t.NPC, i
		}
	}
	return p.Choice.NPC, -1
}

// speak is Interact with an NPC token: the choice it holds opens.
func (g *Game) speak(c Command, m *Model, t *Token) ([]Event, error) {
	name, _ := g.Seeking()
	if name != t.NPC {
		return nil, illegal(c, "%s has nothing to say now", t.NPC)
	}
	g.Mode = Choice
	return []Event{{Kind: "Encounter", Text: fmt.Sprintf("%s speaks with %s. %s", m.Name, t.NPC, g.CurrentPhase().Choice.Text), Model: m.ID, Target: -1}}, nil
}

// capitalFirst capitalises a sentence's first letter.
func capitalFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
