package scene

import (
	"fmt"
	"image/color"
	"math"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// The board's invisible rules made visible (issue 21, item 8): auras on
// the floor, status effects and boosts on the models, and movement costs
// large enough to read. Everything here reads the rules' exported state;
// nothing is decided here.

// drawBoard draws the dungeon's layer with the auras of the state shown.
func (p *Play) drawBoard(screen *ebiten.Image, ctx *Context) {
	if sig := p.auraSignature(); sig != p.auraSig || !p.aurasSet {
		p.board.SetAuras(p.auraSquares())
		p.auraSig, p.aurasSet = sig, true
	}
	p.board.Draw(screen, &p.cam, ctx.Painter.Scale)
}

// auraSignature changes when an aura's carrier enters or leaves play or
// moves: a hash of their positions, cheap enough for every frame.
func (p *Play) auraSignature() uint64 {
	g := p.hud()
	h := uint64(14695981039346656037)
	for i := range g.Models {
		m := &g.Models[i]
		if !m.InPlay {
			continue
		}
		if mc := g.MonsterCard(m); len(g.CardAuras(mc)) == 0 {
			continue
		}
		for _, v := range [3]int{i, m.Pos.X, m.Pos.Y} {
			h = (h ^ uint64(v+1)) * 1099511628211
		}
	}
	return h
}

// auraSquares lists the squares under a spawning point's aura: within the
// aura's size of the carrier's base (the rules' distance), difficult
// ground apart from ability auras.
func (p *Play) auraSquares() []render.AuraSquare {
	g := p.hud()
	b := g.Board
	var out []render.AuraSquare
	seen := map[render.AuraSquare]bool{}
	for i := range g.Models {
		m := &g.Models[i]
		mc := g.MonsterCard(m)
		if !m.InPlay || mc == nil {
			continue
		}
		for _, a := range g.CardAuras(mc) {
			kind := render.AuraGrant
			if a.Terrain == rules.DifficultTerrain {
				kind = render.AuraDifficult
			} else if len(a.Grants) == 0 {
				continue
			}
			for _, q := range m.Squares() {
				for y := q.Y - a.Size; y <= q.Y+a.Size; y++ {
					for x := q.X - a.Size; x <= q.X+a.Size; x++ {
						s := render.AuraSquare{At: tiles.Point{X: x, Y: y}, Kind: kind}
						if b.IsSquare(s.At) && !seen[s] {
							seen[s] = true
							out = append(out, s)
						}
					}
				}
			}
		}
	}
	return out
}

// inDifficultAura reports whether sq lies under a difficult-terrain aura.
func (p *Play) inDifficultAura(sq tiles.Point) bool {
	g := p.hud()
	for i := range g.Models {
		m := &g.Models[i]
		mc := g.MonsterCard(m)
		if !m.InPlay || mc == nil {
			continue
		}
		for _, a := range g.CardAuras(mc) {
			if a.Terrain != rules.DifficultTerrain {
				continue
			}
			for _, q := range m.Squares() {
				if tiles.Dist(q, sq) <= a.Size {
					return true
				}
			}
		}
	}
	return false
}

// costLabels are the movement cost numbers, made once: a label per
// reachable square per frame must not allocate.
var costLabels = func() [32]string {
	var l [32]string
	for i := range l {
		l[i] = fmt.Sprint(i)
	}
	return l
}()

var (
	colCost       color.Color = color.RGBA{0xf4, 0xf8, 0xff, 0xff}
	colCostDear   color.Color = color.RGBA{0xff, 0xc0, 0x50, 0xff}
	colCostShadow color.Color = color.NRGBA{0x08, 0x06, 0x14, 0xd0}
)

// drawCost writes a reachable square's movement cost in its middle, large
// enough to read at fit. A step made dear by difficult ground (a tile
// effect or an aura) is amber, so the extra point has a visible cause.
func (p *Play) drawCost(screen *ebiten.Image, pt *render.Painter, r render.Rect, sq tiles.Point, cost int) {
	if p.cam.Zoom < 18 || cost < 0 {
		return
	}
	size := math.Min(24, math.Max(11, p.cam.Zoom*0.42)) / pt.Em(1)
	label := "+"
	if cost < len(costLabels) {
		label = costLabels[cost]
	}
	c := colCost
	if p.g.Board.At(sq).Effect == rules.DifficultTerrain || p.inDifficultAura(sq) {
		c = colCostDear
	}
	y := r.Y + r.H/2 - pt.Em(size)*0.62
	pt.Text(screen, label, pt.Fonts.Bold, size, r.X+r.W/2+1, y+1, render.AlignCenter, colCostShadow)
	pt.Text(screen, label, pt.Fonts.Bold, size, r.X+r.W/2, y, render.AlignCenter, c)
}

// A badge for each status effect: a colour and a letter (colour-blind
// players read the letter).
type badgeLook struct {
	letter string
	fill   color.Color
}

var statusBadges = map[cards.Status]badgeLook{
	cards.Bane:      {"B", color.RGBA{0x6a, 0x2a, 0x8a, 0xff}},
	cards.Fire:      {"F", color.RGBA{0xf0, 0x60, 0x20, 0xff}},
	cards.Hex:       {"H", color.RGBA{0xb0, 0x40, 0xc0, 0xff}},
	cards.Ice:       {"I", color.RGBA{0x40, 0xb0, 0xe0, 0xff}},
	cards.Immobile:  {"M", color.RGBA{0x80, 0x70, 0x60, 0xff}},
	cards.Knockdown: {"K", color.RGBA{0xa0, 0x80, 0x30, 0xff}},
	cards.Poison:    {"P", color.RGBA{0x50, 0xb0, 0x40, 0xff}},
	cards.Slow:      {"S", color.RGBA{0x50, 0x60, 0xa0, 0xff}},
	// The 1st edition's own (classic games); letters the eight above do
	// not use, each a sound of the name.
	cards.Bind:    {"D", color.RGBA{0x8a, 0x6a, 0x3a, 0xff}},
	cards.Choke:   {"C", color.RGBA{0x3a, 0x8a, 0x7a, 0xff}},
	cards.Cold:    {"O", color.RGBA{0x90, 0xc8, 0xf0, 0xff}},
	cards.Fragile: {"G", color.RGBA{0xc0, 0x90, 0x90, 0xff}},
	cards.Pacify:  {"Y", color.RGBA{0xe0, 0x90, 0xc0, 0xff}},
	cards.Stun:    {"Z", color.RGBA{0xd0, 0xc0, 0x30, 0xff}},
	cards.Weak:    {"W", color.RGBA{0x70, 0x70, 0x70, 0xff}},
	// Vulnerable X: the hover card and the Hero card name the X.
	cards.Vulnerable: {"V", color.RGBA{0xd0, 0x50, 0x60, 0xff}},
}

// badgeLetterRad is the smallest badge that carries its letter.
const badgeLetterRad = 6.5

var (
	badgeBoost              = badgeLook{"+", color.RGBA{0xe0, 0xa0, 0x20, 0xff}}
	badgeRage               = badgeLook{"R", color.RGBA{0xd0, 0x20, 0x30, 0xff}}
	colBadgeRim color.Color = color.RGBA{0x10, 0x0a, 0x18, 0xff}
)

// drawModelBadges puts a row of badges over each model with a status
// effect or a boost (a potion, Firevine, Rage): what changes its rolls and
// its moves shows on the board, apart from its printed abilities (the
// model's tooltip names them).
func (p *Play) drawModelBadges(screen *ebiten.Image, ctx *Context) {
	if p.cam.Zoom < 16 {
		return
	}
	g := p.hud()
	pt := ctx.Painter
	auras := anyCarriedAura(g)
	for i := range g.Models {
		m := &g.Models[i]
		if !m.InPlay || m.Kind == rules.KindChest {
			continue
		}
		v := p.view(m.ID)
		if v.hidden {
			continue
		}
		f := 1.0
		if m.Large {
			f = 2
		}
		r := p.cam.SquareRect(v.x, v.y, f)
		looks := p.badgeBuf[:0]
		for _, st := range cards.AllStatuses {
			if m.Statuses.Has(st) {
				looks = append(looks, statusBadges[st])
			}
		}
		if m.Kind == rules.KindHero && g.Has(m, "Rage") {
			looks = append(looks, badgeRage)
		}
		for _, e := range m.Effects {
			if !grantsRage(e) {
				looks = append(looks, badgeBoost)
			}
		}
		if auras {
			for range coveringAuras(g, m) {
				looks = append(looks, badgeBoost)
			}
		}
		p.badgeBuf = looks
		if p.ex != nil {
			p.drawAntiHeroBadge(screen, pt, m, r, math.Max(5, math.Min(10, p.cam.Zoom*0.15))) // explore_antihero.go
		}
		x, y, dx, dy, rad := badgePlaces(r, p.cam.Zoom, len(looks))
		for _, b := range looks {
			pt.Circle(screen, x, y, rad+1.2, colBadgeRim)
			pt.Circle(screen, x, y, rad, b.fill)
			if rad >= badgeLetterRad {
				s := rad * 1.45 / pt.Em(1)
				pt.Text(screen, b.letter, pt.Fonts.Bold, s, x, y-pt.Em(s)*0.62, render.AlignCenter, render.ColText)
			}
			x, y = x+dx, y+dy
		}
	}
}

// badgePlaces places n badges on a model's square r (screen px) at a zoom:
// the first's centre, the step to the next, and their radius. A column
// down the right edge, lettered; on a square too small for letters
// (zoomed out) small dots in a row along its foot instead, so they leave
// the model's head and face in sight (seen in play: at fit three badges
// hid a Hero).
func badgePlaces(r render.Rect, zoom float64, n int) (x, y, dx, dy, rad float64) {
	rad = math.Max(5, math.Min(10, zoom*0.15))
	if rad >= badgeLetterRad {
		return r.X + r.W - rad*0.8, r.Y + rad*1.6, 0, rad * 2.2, rad
	}
	rad = math.Max(2.5, r.W*0.12)
	dx = -rad * 2.3
	if n > 1 {
		dx = -min(rad*2.3, (r.W-2.4*rad)/float64(n-1))
	}
	return r.X + r.W - rad*1.2, r.Y + r.H - rad*1.2, dx, 0, rad
}

// nowOn says what is on a model at this moment, apart from its card's
// abilities and its status effects (describe names those once, "Now
// suffering"): the temporary effects it carries (a potion's boost,
// Firevine, Rage), each with its source.
func (p *Play) nowOn(m *rules.Model) string {
	var parts []string
	for _, e := range m.Effects {
		var what []string
		for _, b := range e.Boosts {
			what = append(what, boostWords(b.Dice, b.To))
		}
		for _, k := range e.Grants {
			what = append(what, k.String())
		}
		s := e.Source
		if len(what) > 0 {
			s += " (" + strings.Join(what, ", ") + ")"
		}
		if e.Aura > 0 {
			s += fmt.Sprintf(", an aura of %d", e.Aura)
		}
		parts = append(parts, s)
	}
	out := ""
	if len(parts) > 0 {
		out = " Now: " + strings.Join(parts, "; ") + "."
	}
	return out + p.auraText(m)
}

// auraText says what a spawning point's aura does to the squares the
// board outlines around it.
func (p *Play) auraText(m *rules.Model) string {
	mc := p.g.MonsterCard(m)
	if mc == nil {
		return ""
	}
	out := ""
	for _, a := range p.g.CardAuras(mc) {
		switch {
		case a.Terrain == rules.DifficultTerrain:
			out += fmt.Sprintf(" Its aura (outlined violet): the squares within %s are difficult terrain, a step onto one costs 1 more movement point.", plural(a.Size, "square", "squares"))
		case len(a.Grants) > 0:
			var names []string
			for _, k := range a.Grants {
				names = append(names, k.String())
			}
			who := "monsters"
			if a.Affinity != "" {
				who = string(a.Affinity) + " monsters"
			}
			out += fmt.Sprintf(" Its aura (outlined teal): %s within %s gain %s.", who, plural(a.Size, "square", "squares"), strings.Join(names, ", "))
		}
	}
	return out
}

// grantsRage reports whether e is a Rage (drawn as its own badge).
func grantsRage(e rules.Effect) bool {
	for _, k := range e.Grants {
		if k.Name == "Rage" {
			return true
		}
	}
	return false
}

// poolWords says a handful of dice in words ("1 blue die", "2 stars").
func poolWords(pool cards.Pool) string {
	var parts []string
	if pool.Stars != 0 {
		parts = append(parts, plural(pool.Stars, "star", "stars"))
	}
	for c, n := range pool.Dice {
		if n != 0 {
			parts = append(parts, plural(n, cards.Colour(c).String()+" die", cards.Colour(c).String()+" dice"))
		}
	}
	if len(parts) == 0 {
		return "nothing"
	}
	return strings.Join(parts, " and ")
}

// squareTip explains what is on an empty square that changes what a step
// onto it costs or does: its tile effect and the auras covering it. It is
// worked out once per square and game state.
func (p *Play) squareTip(sq tiles.Point) string {
	if p.tipMemo.sq == sq && p.tipMemo.version == p.version && p.tipMemo.auras == p.auraSig && p.tipMemo.set {
		return p.tipMemo.tip
	}
	var parts, brings []string // brings: the statuses a step would bring
	if sq == p.g.Board.Start {
		// The gold star disc had no word on it (found playing by mouse).
		parts = append(parts, p.startTip())
	}
	if slices.Contains(p.g.Board.SpawnMarks, sq) && p.g.At(sq) == nil {
		// The swirl stays after its spawning point falls and looked like
		// a live portal (found playing by mouse).
		parts = append(parts, "A spawn mark: where this tile's spawning point is placed. Nothing stands on it now: it is plain floor.")
	}
	if name := p.g.Board.At(sq).Effect; name != "" {
		s := name + " (tile effect)"
		if e, ok := p.board.Effect(name); ok && e.Description != "" {
			s += ": " + e.Description
		}
		if st := p.stepStatus(name); st != "" {
			brings = append(brings, st)
		}
		parts = append(parts, s)
	}
	g := p.hud() // the auras as the board shows them
	for i := range g.Models {
		m := &g.Models[i]
		mc := g.MonsterCard(m)
		if !m.InPlay || mc == nil {
			continue
		}
		for _, a := range g.CardAuras(mc) {
			near := false
			for _, q := range m.Squares() {
				near = near || tiles.Dist(q, sq) <= a.Size
			}
			switch {
			case !near:
			case a.Terrain == rules.DifficultTerrain:
				parts = append(parts, fmt.Sprintf("Difficult terrain from the %s's aura: a step onto this square costs 1 more movement point.", m.Card))
			case len(a.Grants) > 0:
				var names []string
				for _, k := range a.Grants {
					names = append(names, k.String())
				}
				who := "monsters"
				if a.Affinity != "" {
					who = string(a.Affinity) + " monsters"
				}
				parts = append(parts, fmt.Sprintf("In the %s's aura: %s here gain %s.", m.Card, who, strings.Join(names, ", ")))
			}
		}
	}
	// Difficult terrain costs the active Hero nothing more when an ability
	// says so: the square's number and the effect's words disagreed
	// (played by mouse: the Tincan's Surefoot).
	if id := p.g.Active; id != rules.NoModel && (p.g.Board.At(sq).Effect == rules.DifficultTerrain || p.inDifficultAura(sq)) {
		h := p.g.Model(id)
		if ab := p.g.RoughGroundAbility(h); ab != "" && h.Side == rules.HeroSide {
			parts = append(parts, fmt.Sprintf("%s has %s: rough ground costs it no more than plain floor.", h.Card, ab))
		}
	}
	if why, st := p.pathHazard(sq); why != "" {
		parts = append(parts, why)
		if st != "" {
			brings = append(brings, st)
		}
	}
	// What the status does, for a player deciding whether to cross
	// (played by mouse: Frozen Floor said a step brings Ice, never what
	// Ice takes away).
	parts = append(parts, p.statusMeanings(brings)...) // play_tipwords.go
	// A square next to the Hero that looks walkable but is not says so
	// before the click (a diagonal past a corner); a far one only on a
	// click, so the hover is not a tip on every square.
	if id := p.g.Active; id != rules.NoModel && p.humanPlays() && p.g.MPLeft(id) > 0 && tiles.Dist(p.g.Model(id).Pos, sq) == 1 {
		if why := p.whyNoWalk(sq); why != "" {
			parts = append(parts, why)
		}
	}
	p.tipMemo = squareTipMemo{sq: sq, version: p.version, auras: p.auraSig, set: true, tip: strings.Join(parts, " ")}
	return p.tipMemo.tip
}

// pathHazard says when the way the active Hero would walk to sq crosses
// a square whose tile effect would hurt it ("" when not): played by
// mouse, the Warrior's walk crossed Frozen Floor and it lost its unique
// actions to Ice, with nothing on the way to warn of it. A safe way that
// costs more is named with its cost.
func (p *Play) pathHazard(sq tiles.Point) (out, status string) {
	id := p.g.Active
	if id == rules.NoModel || !p.humanPlays() {
		return "", ""
	}
	path, _, ok := p.g.MovePath(id, sq)
	if !ok {
		return "", ""
	}
	q, harms := p.g.HarmOnPath(id, path, sq)
	if !harms {
		return "", ""
	}
	name := p.g.Board.At(q).Effect
	out = fmt.Sprintf("The cheapest way there crosses %s, which hurts %s on the way.", name, p.g.Model(id).Card)
	if status = p.stepStatus(name); status != "" {
		out = fmt.Sprintf("The cheapest way there crosses %s: %s would suffer %s on the way.", name, p.g.Model(id).Card, status)
	}
	if safe, cost, ok := p.g.SafePathTo(id, sq, p.g.MPLeft(id)); ok {
		if _, still := p.g.HarmOnPath(id, safe, sq); !still {
			out += fmt.Sprintf(" A way around it costs %s: click the squares along it one at a time.", plural(cost, "movement point", "movement points"))
		}
	}
	return out, status
}

// startTip explains the start token's gold star: where the party came in,
// and, where the core's rule holds (rules.Game.ReviveSquares), where a
// Hero brought back by a Princess Coin may come in again.
func (p *Play) startTip() string {
	tip := "The start token: the party came into the dungeon here."
	if rp, ok := p.g.Rules.(rules.RevivePlacer); ok && rp.ReviveSquares(p.g) != nil {
		return tip
	}
	return tip + " A Hero brought back with a Princess Coin comes in next to it or next to another Hero."
}

// squareTipMemo is squareTip's last answer.
type squareTipMemo struct {
	sq      tiles.Point
	version int
	auras   uint64
	set     bool
	tip     string
}
