package scene

import (
	"fmt"
	"hash/fnv"
	"image/color"
	"math"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules/legends"
	"github.com/superdungeon-digital/superdungeon/sprites"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// The Legends board: the adventure's map drawn by the same BoardArt as
// Arcade's dungeons, its statues, passages and tokens, the models with
// their hearts and statuses, and what the person may do there.

// legStepTicks is how long a model takes per square walked.
const legStepTicks = 7

// legSprites gives each Legends class and monster profile the art of
// the model that fits it best (the Legends box's own miniatures are not
// drawn yet; these are the Arcade sprites in the same spirit).
var legSprites = map[string]string{
	"Knight": "Royal Paladin", "Mage": "Ember Mage", "Ranger": "Glimmerdusk Ranger",
	"Cleric": "Sanctioned Witch", "Rogue": "Cat Burglar", "Warlock": "Hexcast Sorceress",
	"Kobold Scamp": "Kobold Knucklehead", "Kobold Slinger": "Kobold Flinger",
	"Bramble Crawler": "Crawler", "Tower Guard": "Tower Blackblade", "Hex Witch": "Spider Speaker",
	"Frost Wisp": "Whelp", "Cave Ogre": "Kobold Ironscale", "Kobold Chief": "Dragon Priest",
	"Captain Grimtusk": "Claw Tribe Barbarian", "Gloomwing": "Starfire", // a dragon on a 2x2 base, as Gloomwing is
}

// legSprite is the sprite for a model.
func legSprite(m *legends.Model) string {
	if n, ok := legSprites[m.Class]; ok {
		return n
	}
	if m.Hero() {
		return "Hearthsworn Fighter"
	}
	return "Kobold Gouger"
}

// legThemes gives each adventure a floor.
var legThemes = map[string]string{
	"kitchen-brawl": "wood", "frost-halls": "ice", "gloomwings-roost": "ember",
	"crawlers-in-the-cellar": "web", "road-to-thistle-hollow": "moss", "grimtusks-camp": "brick",
	"ogre-gauntlet": "stone", "the-tower-gate": "marble", "the-secret-way": "stone", "the-chiefs-bargain": "wood",
}

// legView is the screen's drawing state.
type legView struct {
	k     float64 // the UI scale
	hud   render.Painter
	board *render.BoardArt
	art   render.ModelArt
	cam   render.Camera
	lay   legLayout
	tick  int

	pos     map[int]*legPos // where each model is drawn
	hurt    map[int]int     // ticks of a model's hurt flash
	rollAge int

	buttons []legButton
	hot     string // the hovered button's id
	tip     string
	tipX    float64
	tipY    float64
	hoverSq tiles.Point
	onBoard bool
}

// legPos is a model's drawn position and the squares it still walks.
type legPos struct {
	x, y  float64
	queue []tiles.Point
	face  bool
}

// legButton is a HUD button with its id and help.
type legButton struct {
	id  string
	b   render.Button
	tip string
}

// legLayout is the screen's regions in HUD units.
type legLayout struct {
	W, H                float64
	cards, dice, log    render.Rect
	top, bar, boardArea render.Rect
	cardRects           []render.Rect
	cardIDs             []int
	pack                render.Rect // the backpack, under the cards when there is room
	panel               render.Rect
	barTop              float64 // the bar's top as drawn (it grows with its buttons)
	set                 bool
	w, h, k             float64
}

func (v *legView) init(s *LegendsAdventure) {
	g := s.g
	theme := legThemes[g.Adventure]
	if theme == "" {
		theme = "stone"
	}
	// Legends has no start token: the board art's star would be a
	// marker that means nothing here.
	d := &tiles.Dungeon{Map: g.Map, Tiles: []tiles.PlacedTile{{Order: 0, Theme: theme}}, Start: tiles.Point{X: -9, Y: -9}}
	var effects []tiles.Effect
	if set, err := tiles.LoadSet(); err == nil {
		effects = set.Effects
	}
	v.board = render.NewBoardArt(d, effects)
	v.pos = map[int]*legPos{}
	v.hurt = map[int]int{}
	v.snap(s)
}

// snap puts every model where it stands.
func (v *legView) snap(s *LegendsAdventure) {
	for i := range s.g.Models {
		m := &s.g.Models[i]
		p := v.pos[m.ID]
		if p == nil {
			p = &legPos{}
			v.pos[m.ID] = p
		}
		p.x, p.y, p.queue = float64(m.At.X), float64(m.At.Y), nil
	}
}

// follow queues the walks a command made, square by square, and the
// hurt flashes.
func (v *legView) follow(before, after *legends.Game, c legends.Command) {
	var path []tiles.Point
	mover := -1
	switch c := c.(type) {
	case legends.Move:
		path, mover = c.Path, before.Active
	case legends.Run:
		path, mover = c.Path, before.Active
	case legends.Walk:
		mover = c.Hero
		for _, r := range before.WalkOptions(c.Hero) {
			if r.To == c.To {
				path = r.Path
			}
		}
	}
	for i := range after.Models {
		m := &after.Models[i]
		p := v.pos[m.ID]
		if p == nil {
			p = &legPos{x: float64(m.At.X), y: float64(m.At.Y)}
			v.pos[m.ID] = p
			continue
		}
		if i < len(before.Models) {
			b := &before.Models[i]
			if b.Hearts > m.Hearts {
				v.hurt[m.ID] = 24
			}
			if b.At == m.At {
				continue
			}
		}
		if m.ID == mover && len(path) > 0 {
			p.queue = append(p.queue, path...)
			if path[len(path)-1] != m.At {
				p.queue = append(p.queue, m.At)
			}
		} else {
			p.queue = append(p.queue, m.At)
		}
	}
}

// animate moves each model a step along its queue.
func (v *legView) animate(s *LegendsAdventure) {
	for id, h := range v.hurt {
		if h <= 1 {
			delete(v.hurt, id)
		} else {
			v.hurt[id] = h - 1
		}
	}
	v.rollAge++
	if s.fast {
		v.snap(s)
		return
	}
	step := 1.0 / legStepTicks
	for _, p := range v.pos {
		if len(p.queue) == 0 {
			continue
		}
		t := p.queue[0]
		dx, dy := float64(t.X)-p.x, float64(t.Y)-p.y
		d := math.Hypot(dx, dy)
		if dx != 0 {
			p.face = dx < 0
		}
		if d <= step {
			p.x, p.y = float64(t.X), float64(t.Y)
			p.queue = p.queue[1:]
			continue
		}
		p.x += dx / d * step
		p.y += dy / d * step
	}
}

// moving reports whether a model is still walking.
func (v *legView) moving() bool {
	for _, p := range v.pos {
		if len(p.queue) > 0 {
			return true
		}
	}
	return false
}

// layout works out the regions for the screen's size and UI scale.
func (v *legView) layout(s *LegendsAdventure, ctx *Context) {
	k := uiScale(ctx)
	if v.lay.set && v.lay.w == ctx.W && v.lay.h == ctx.H && v.lay.k == k && len(v.lay.cardIDs) == s.heroCount() {
		v.k = k
		return
	}
	v.k = k
	W, H := ctx.W/k, ctx.H/k
	l := legLayout{W: W, H: H, set: true, w: ctx.W, h: ctx.H, k: k}
	// Narrow screens (a large interface) give the board what they can.
	lo, ro := 176.0, 188.0
	if W < 800 {
		lo, ro = 140, 168
	}
	L := min(max(W*0.19, lo), 250)
	R := min(max(W*0.22, ro), 300)
	l.cards = render.Rect{X: 6, Y: 6, W: L, H: H - 12}
	diceH := min(max(H*0.3, 118), 190)
	l.dice = render.Rect{X: W - R - 6, Y: 6, W: R, H: diceH}
	l.log = render.Rect{X: W - R - 6, Y: 12 + diceH, W: R, H: H - 18 - diceH}
	cx := L + 12
	cw := W - L - R - 24
	l.top = render.Rect{X: cx, Y: 6, W: cw, H: 34}
	l.bar = render.Rect{X: cx, Y: H - 70, W: cw, H: 64}
	l.boardArea = render.Rect{X: cx, Y: 44, W: cw, H: H - 44 - 76}
	n := s.heroCount()
	ch := min(104, (l.cards.H-float64(n-1)*6)/float64(max(1, n)))
	// A large interface shrinks the cards a little rather than lose the
	// backpack (the goods tests and choices spend), while they stay
	// readable.
	if fit := (l.cards.H - 66 - float64(n-1)*6) / float64(max(1, n)); fit < ch && fit >= 84 {
		ch = fit
	}
	y := l.cards.Y
	for i := range s.g.Models {
		if s.g.Models[i].Hero() {
			l.cardRects = append(l.cardRects, render.Rect{X: l.cards.X, Y: y, W: L, H: ch})
			l.cardIDs = append(l.cardIDs, i)
			y += ch + 6
		}
	}
	if rest := l.cards.Y + l.cards.H - y; rest >= 60 {
		l.pack = render.Rect{X: l.cards.X, Y: y, W: L, H: min(rest, 150)}
	}
	v.lay = l
	b := l.boardArea
	v.cam.View = render.Rect{X: b.X * k, Y: b.Y * k, W: b.W * k, H: b.H * k}
	v.cam.Rot = 0
	v.cam.Fit(s.g.Map.W, s.g.Map.H)
}

func (s *LegendsAdventure) heroCount() int {
	n := 0
	for i := range s.g.Models {
		if s.g.Models[i].Hero() {
			n++
		}
	}
	return n
}

// squareAt is the board square under logical point (x, y).
func (v *legView) squareAt(x, y float64) (tiles.Point, bool) {
	if !v.cam.View.Contains(x, y) {
		return tiles.Point{}, false
	}
	bx, by := v.cam.ToBoard(x, y)
	p := tiles.Point{X: int(math.Floor(bx)), Y: int(math.Floor(by))}
	return p, true
}

// buttonAt is the id of the enabled button at (x, y), "" for none.
func (v *legView) buttonAt(x, y float64) string {
	for _, b := range v.buttons {
		if b.b.Rect.Contains(x, y) && b.b.Disabled == "" {
			return b.id
		}
	}
	return ""
}

// cardAt is the Hero whose card is at (x, y), -1 for none.
func (v *legView) cardAt(x, y float64) int {
	for i, r := range v.lay.cardRects {
		if r.Contains(x, y) {
			return v.lay.cardIDs[i]
		}
	}
	return -1
}

// panelCovers reports whether a story, test, choice or end panel covers
// (x, y): clicks there never reach the board.
func (v *legView) panelCovers(s *LegendsAdventure, x, y float64) bool {
	return v.lay.panel.W > 0 && v.lay.panel.Contains(x, y)
}

// hover works out the tooltip and the hovered square.
func (v *legView) hover(s *LegendsAdventure, hz *Context) {
	x, y := hz.In.X, hz.In.Y
	v.tip, v.hot, v.onBoard = "", "", false
	v.tipX, v.tipY = x, y
	for _, b := range v.buttons {
		if b.b.Rect.Contains(x, y) {
			v.hot = b.id
			v.tip = b.tip
			if b.b.Disabled != "" {
				v.tip = strings.TrimSpace(b.tip + " Not now: " + b.b.Disabled + ".")
			}
			return
		}
	}
	if h := v.cardAt(x, y); h >= 0 {
		v.tip = s.modelTip(h)
		return
	}
	if v.panelCovers(s, x, y) {
		return
	}
	sq, ok := v.squareAt(x*v.k, y*v.k)
	if !ok || !s.g.Map.IsSquare(sq) {
		return
	}
	v.hoverSq, v.onBoard = sq, true
	v.tip = s.squareTip(sq)
}

// modelTip describes model id: hearts, potions, attributes, statuses,
// abilities and equipment.
func (s *LegendsAdventure) modelTip(id int) string {
	m := s.g.Model(id)
	if m == nil {
		return ""
	}
	var b strings.Builder
	b.WriteString(m.Name)
	if m.Class != "" && m.Class != m.Name {
		fmt.Fprintf(&b, " (%s)", m.Class)
	}
	fmt.Fprintf(&b, ". Hearts %d/%d", m.Hearts, m.MaxHearts)
	if m.Hero() {
		fmt.Fprintf(&b, ", potions %d/%d", m.Potions, m.MaxPotions)
	}
	// The dice it rolls: its own with boosts and what it wears.
	dice := func(a legends.Attr) string { return legends.PoolString(s.g.AttrDice(id, a)) }
	fmt.Fprintf(&b, ". STR %s, ARM %s, WILL %s, DEX %s; %s attack.", dice(legends.STR), dice(legends.ARM),
		dice(legends.WILL), dice(legends.DEX), m.Attack)
	if m.KO {
		b.WriteString(" Knocked Out: it cannot activate until healed; a Hero gets up when it begins a Hero turn with a heart.")
	}
	if m.Status != 0 {
		fmt.Fprintf(&b, " Suffers: %v.", m.Status)
	}
	if len(m.Abilities) > 0 {
		fmt.Fprintf(&b, " Abilities: %s.", strings.Join(m.Abilities, ", "))
	}
	for _, c := range m.Equipped {
		fmt.Fprintf(&b, " Wears %s: %s", c, s.cardWords(c))
	}
	if len(m.Carried) > 0 {
		fmt.Fprintf(&b, " Carries: %s.", strings.Join(m.Carried, ", "))
	}
	if m.Hero() {
		who := "a person at the screen"
		if s.computer(id) {
			who = "the computer"
		}
		fmt.Fprintf(&b, " Played by %s.", who)
		if s.g.Mode == legends.Combat && m.Activated {
			b.WriteString(" Already activated this turn.")
		}
	}
	return b.String()
}

// cardWords says what an equipment card does when worn.
func (s *LegendsAdventure) cardWords(name string) string {
	if e := s.d.Equipment(name); e != nil {
		return e.Effect()
	}
	return ""
}

// squareTip explains a square: what stands there and what a click does.
func (s *LegendsAdventure) squareTip(sq tiles.Point) string {
	g := s.g
	if g.Hidden(sq) {
		return "Unexplored: the party has not found its way here yet."
	}
	var parts []string
	if m := s.modelOn(sq); m != nil {
		parts = append(parts, s.modelTip(m.ID))
		if s.aim != nil {
			for _, t := range s.aim.Targets {
				if t.Model == m.ID {
					parts = append(parts, s.targetWords(t))
				}
			}
		} else if g.Mode == legends.Combat && g.Active >= 0 && !s.computer(g.Active) {
			for _, o := range s.options().actions {
				if o.Kind == legends.ActAttack {
					for _, t := range o.Targets {
						if t.Model == m.ID {
							parts = append(parts, "Click to attack: "+s.targetWords(t))
						}
					}
				}
			}
		}
	}
	if t := s.tokenOn(sq); t >= 0 {
		tk := g.Tokens[t]
		if tk.Kind == "npc" {
			if name, _ := g.Seeking(); name == tk.NPC {
				parts = append(parts, capitalise(tk.NPC)+" waits to speak with the party: click to walk a Hero over and speak.")
			} else {
				parts = append(parts, capitalise(tk.NPC)+" has nothing to say now.")
			}
		} else if tk.Kind == "treasure" {
			parts = append(parts, fmt.Sprintf("A treasure token: %s, each drawn on the Golden Eye. Click to open it (next to it, with the Hero's action in combat).", plural(tk.Loot, "loot card", "loot cards")))
		} else {
			d := "A closed door: open it from next to it."
			if tk.Needs != "" {
				d = "A locked door: it opens once the party has found the way (" + tk.Needs + ")."
			}
			parts = append(parts, d)
		}
	}
	f := g.Features
	switch {
	case slices.Contains(f.Goddess, sq):
		parts = append(parts, "A Goddess statue: in combat a Hero next to it may pray with its action to heal a wound.")
	case slices.Contains(f.Sentinel, sq):
		parts = append(parts, "A Sentinel statue: a model next to it adds a blue die to its defense.")
	case slices.Contains(f.Champion, sq):
		parts = append(parts, "A Champion statue: a model next to it adds a blue die to its attacks.")
	case slices.Contains(f.Passages, sq):
		parts = append(parts, "A secret passage: a model that ends its move here may step through to another.")
	}
	switch g.Map.At(sq).Terrain {
	case tiles.Chasm:
		parts = append(parts, "A chasm: stepping in costs a wound and the model climbs back to where its move began.")
	}
	if e := g.Map.At(sq).Effect; e != "" {
		what := map[string]string{"Lava": "a model stepping on it catches Fire", "Brambles": "a model stepping on it is Poisoned",
			"Frozen Floor": "a model stepping on it is covered in Ice", "Difficult Terrain": "a step onto it counts two squares"}[e]
		parts = append(parts, e+": "+what+".")
	}
	if s.aim == nil {
		for _, r := range s.options().moves {
			if r.To == sq && s.personDecides() {
				if g.Mode == legends.Explore {
					parts = append(parts, "Click to walk here.")
				} else {
					parts = append(parts, fmt.Sprintf("Click to move here (%s).", plural(r.Cost, "square", "squares")))
				}
			}
		}
	}
	return strings.Join(parts, " ")
}

// targetWords says a target's chance in words.
func (s *LegendsAdventure) targetWords(t legends.TargetOption) string {
	m := s.g.Model(t.Model)
	if t.Attack.Count() == 0 && t.Attack.Stars == 0 {
		return m.Name + " can be chosen."
	}
	out := fmt.Sprintf("%s against %s's %s: %d%% to wound (more stars than the defense; before Light rerolls).",
		legends.PoolString(t.Attack), m.Name, legends.PoolString(t.Defense), int(math.Round(t.Chance*100)))
	if s.aim != nil && s.aim.Kind == legends.ActImprovise {
		out = fmt.Sprintf("%s against %s's %s: %d%% to succeed (more stars; a tie holds).",
			legends.PoolString(t.Attack), m.Name, legends.PoolString(t.Defense), int(math.Round(t.Chance*100)))
	}
	if len(t.Why) > 0 {
		out += " " + strings.Join(t.Why, "; ") + "."
	}
	return out
}

var (
	colLegMove   color.Color = color.NRGBA{0x6f, 0xb0, 0xff, 0x60}
	colLegMoveR  color.Color = color.NRGBA{0x9c, 0xc8, 0xff, 0x90}
	colLegMoveE  color.Color = color.NRGBA{0x80, 0xff, 0xb0, 0xa0}
	colLegPath   color.Color = color.NRGBA{0xff, 0xf0, 0x90, 0x70}
	colLegTarget color.Color = color.NRGBA{0xff, 0x50, 0x50, 0xd0}
	colLegFriend color.Color = color.NRGBA{0x60, 0xff, 0x90, 0xd0}
	colLegArea   color.Color = color.NRGBA{0xff, 0x90, 0x30, 0x60}
	colLegAim    color.Color = color.NRGBA{0xff, 0xc0, 0x40, 0x40}
	colLegKO     color.Color = color.RGBA{0xff, 0x50, 0x50, 0xff}
	colLegHeart  color.Color = color.RGBA{0xff, 0x4d, 0x6d, 0xff}
	colLegEmpty  color.Color = color.RGBA{0x40, 0x30, 0x48, 0xff}
	colLegShade  color.Color = color.NRGBA{0x0c, 0x08, 0x18, 0xc0}
	// colLegFog covers the dungeon not yet explored.
	colLegFog     color.Color = color.RGBA{0x14, 0x10, 0x22, 0xff}
	colLegFogMark color.Color = color.RGBA{0x3a, 0x30, 0x58, 0xff}
)

// drawBoard draws the board, its highlights, tokens and models.
func (v *legView) drawBoard(screen *ebiten.Image, s *LegendsAdventure, ctx *Context) {
	pt := ctx.Painter
	v.board.Draw(screen, &v.cam, pt.Scale)
	g := s.g
	z := v.cam.Zoom
	// What the party has not found yet is covered (hidden dungeons).
	for y := 0; y < g.Map.H; y++ {
		for x := 0; x < g.Map.W; x++ {
			if p := (tiles.Point{X: x, Y: y}); g.Map.IsSquare(p) && g.Hidden(p) {
				q := v.cam.SquareRect(float64(x), float64(y), 1)
				pt.Rect(screen, render.Rect{X: q.X - 0.5, Y: q.Y - 0.5, W: q.W + 1, H: q.H + 1}, colLegFog)
				if (x+y)%2 == 0 && z >= 24 {
					pt.Text(screen, "?", pt.Fonts.Bold, z*0.4/pt.Em(1), q.X+q.W/2, q.Y+q.H*0.25, render.AlignCenter, colLegFogMark)
				}
			}
		}
	}
	for _, p := range g.Features.Goddess {
		v.drawStatue(screen, pt, p, render.ColGold, "G")
	}
	for _, p := range g.Features.Sentinel {
		v.drawStatue(screen, pt, p, render.ColSapphire, "S")
	}
	for _, p := range g.Features.Champion {
		v.drawStatue(screen, pt, p, render.ColRuby, "C")
	}
	for _, p := range g.Features.Passages {
		if g.Hidden(p) {
			continue // a secret passage nobody has found
		}
		r := v.cam.SquareRect(float64(p.X), float64(p.Y), 1)
		pt.Circle(screen, r.X+r.W/2, r.Y+r.H/2, z*0.3, color.NRGBA{0x20, 0x10, 0x30, 0xc0})
		pt.Circle(screen, r.X+r.W/2, r.Y+r.H/2, z*0.2, color.NRGBA{0x90, 0x60, 0xd0, 0xc0})
	}
	person := s.personDecides()
	memo := s.options()
	// Where the person may move, and the path to the hovered square.
	if person && s.aim == nil && g.Mode == legends.Combat {
		for _, r := range memo.moves {
			q := v.cam.SquareRect(float64(r.To.X), float64(r.To.Y), 1)
			// Blue as in the Arcade game: a green fill vanished on the
			// mossy themes.
			pt.RoundRect(screen, inset(q, 3), 5, colLegMove)
			v.ring(screen, pt, inset(q, 3), colLegMoveR)
		}
	}
	if person && s.aim == nil && v.onBoard {
		for _, r := range memo.moves {
			if r.To == v.hoverSq {
				for _, p := range r.Path {
					q := v.cam.SquareRect(float64(p.X), float64(p.Y), 1)
					pt.Circle(screen, q.X+q.W/2, q.Y+q.H/2, z*0.12, colLegPath)
				}
				q := v.cam.SquareRect(float64(r.To.X), float64(r.To.Y), 1)
				v.ring(screen, pt, q, colLegMoveE)
			}
		}
	}
	if s.aim != nil {
		v.drawAim(screen, s, pt)
	}
	// Tokens.
	seek, _ := g.Seeking()
	for _, t := range g.Tokens {
		if t.Gone || g.Hidden(t.At) {
			continue
		}
		q := v.cam.SquareRect(float64(t.At.X), float64(t.At.Y), 1)
		switch t.Kind {
		case "treasure":
			v.art.Draw(screen, pt, &v.cam, render.ModelLook{Name: "Treasure Chest", X: float64(t.At.X), Y: float64(t.At.Y)}, v.tick)
		case "npc":
			// A person to speak with: a parchment token with a "!" while
			// they wait for the party.
			cx, cy := q.X+q.W/2, q.Y+q.H/2
			edge := render.ColPanelEdge
			if t.NPC == seek {
				edge = render.ColGold
			}
			pt.Circle(screen, cx, cy, z*0.38, render.ColOutline)
			pt.Circle(screen, cx, cy, z*0.34, edge)
			pt.Circle(screen, cx, cy, z*0.28, color.RGBA{0xf0, 0xe0, 0xb8, 0xff})
			if z >= 20 {
				mark := "…"
				if t.NPC == seek {
					mark = "!"
				}
				pt.Text(screen, mark, pt.Fonts.Bold, z*0.42/pt.Em(1), cx, cy-z*0.27, render.AlignCenter, render.ColOutline)
			}
		default:
			pt.RoundRect(screen, inset(q, z*0.08), z*0.08, color.RGBA{0x3a, 0x22, 0x10, 0xff})
			pt.RoundRect(screen, inset(q, z*0.14), z*0.06, color.RGBA{0x8a, 0x5a, 0x30, 0xff})
			if t.Needs != "" {
				pt.Circle(screen, q.X+q.W/2, q.Y+q.H/2, z*0.1, render.ColGold)
			}
		}
	}
	// Models, back to front.
	order := make([]int, 0, len(g.Models))
	for i := range g.Models {
		if g.Models[i].InPlay {
			order = append(order, i)
		}
	}
	slices.SortStableFunc(order, func(a, b int) int {
		return int(math.Copysign(1, v.pos[a].y-v.pos[b].y+1e-9))
	})
	for _, i := range order {
		m := &g.Models[i]
		p := v.pos[i]
		anim := sprites.Idle
		if len(p.queue) > 0 {
			anim = sprites.Walk
		}
		if v.hurt[i] > 0 {
			anim = sprites.Hurt
		}
		frame := v.tick * 1000 / 60 / max(1, sprites.FrameMillis(anim))
		if anim == sprites.Hurt {
			frame = (24 - v.hurt[i]) * 1000 / 60 / max(1, sprites.FrameMillis(anim))
		}
		look := render.ModelLook{Name: legSprite(m), X: p.x, Y: p.y, Anim: anim, Frame: frame, Hero: m.Hero(),
			Selected: i == g.Active || (g.Mode == legends.Explore && i == s.sel), Activated: g.Mode == legends.Combat && m.Activated,
			FaceLeft: p.face, Marked: true}
		if m.KO {
			look.Alpha = 0.45
			look.Anim = sprites.Idle
		}
		v.art.Draw(screen, pt, &v.cam, look, v.tick)
		v.drawLifeBar(screen, pt, m, p)
	}
}

func inset(r render.Rect, d float64) render.Rect {
	return render.Rect{X: r.X + d, Y: r.Y + d, W: r.W - 2*d, H: r.H - 2*d}
}

// ring outlines a square.
func (v *legView) ring(screen *ebiten.Image, pt *render.Painter, q render.Rect, c color.Color) {
	w := max(2, v.cam.Zoom*0.06)
	pt.Rect(screen, render.Rect{X: q.X, Y: q.Y, W: q.W, H: w}, c)
	pt.Rect(screen, render.Rect{X: q.X, Y: q.Y + q.H - w, W: q.W, H: w}, c)
	pt.Rect(screen, render.Rect{X: q.X, Y: q.Y, W: w, H: q.H}, c)
	pt.Rect(screen, render.Rect{X: q.X + q.W - w, Y: q.Y, W: w, H: q.H}, c)
}

// drawStatue marks a statue structure with its colour and letter.
func (v *legView) drawStatue(screen *ebiten.Image, pt *render.Painter, p tiles.Point, c color.Color, letter string) {
	q := v.cam.SquareRect(float64(p.X), float64(p.Y), 1)
	z := v.cam.Zoom
	cx, cy := q.X+q.W/2, q.Y+q.H/2
	pt.Ellipse(screen, cx, cy+z*0.25, z*0.32, z*0.12, render.ColOutline)
	pt.RoundRect(screen, render.Rect{X: cx - z*0.18, Y: cy - z*0.3, W: z * 0.36, H: z * 0.55}, z*0.1, render.ColOutline)
	pt.RoundRect(screen, render.Rect{X: cx - z*0.14, Y: cy - z*0.26, W: z * 0.28, H: z * 0.47}, z*0.08, c)
	pt.Circle(screen, cx, cy-z*0.3, z*0.13, render.ColOutline)
	pt.Circle(screen, cx, cy-z*0.3, z*0.1, c)
	if z >= 24 {
		s := z * 0.26 / pt.Em(1)
		pt.Text(screen, letter, pt.Fonts.Bold, s, cx, cy-z*0.1, render.AlignCenter, render.ColOutline)
	}
}

// drawAim shows what the chosen action may be aimed at, and the area
// the hovered aim would cover.
func (v *legView) drawAim(screen *ebiten.Image, s *LegendsAdventure, pt *render.Painter) {
	g := s.g
	a := s.aim
	z := v.cam.Zoom
	for _, t := range a.Targets {
		m := g.Model(t.Model)
		q := v.cam.SquareRect(float64(m.At.X), float64(m.At.Y), float64(max(1, m.Size))) // the whole base
		c := colLegTarget
		if m.Side == legends.Heroes && (g.Mode != legends.Combat || g.Models[max(0, g.Active)].Side == legends.Heroes) {
			c = colLegFriend
		}
		v.ring(screen, pt, q, c)
		if t.Attack.Count() > 0 && z >= 20 {
			label := fmt.Sprintf("%d%%", int(math.Round(t.Chance*100)))
			size := min(18, max(10, z*0.3)) / pt.Em(1)
			pt.RoundRect(screen, render.Rect{X: q.X + q.W*0.1, Y: q.Y - pt.Em(size)*1.3, W: q.W * 0.8, H: pt.Em(size) * 1.3}, 4, colLegShade)
			pt.Text(screen, label, pt.Fonts.Bold, size, q.X+q.W/2, q.Y-pt.Em(size)*1.2, render.AlignCenter, render.ColGold)
		}
	}
	for _, p := range a.Squares {
		q := v.cam.SquareRect(float64(p.X), float64(p.Y), 1)
		pt.Rect(screen, inset(q, 2), colLegAim)
	}
	for _, t := range a.Tokens {
		p := g.Tokens[t].At
		v.ring(screen, pt, v.cam.SquareRect(float64(p.X), float64(p.Y), 1), render.ColGold)
	}
	act := g.Model(g.Active)
	if act != nil {
		for _, d := range a.Dirs {
			step := map[string]tiles.Point{"N": {X: 0, Y: -1}, "S": {X: 0, Y: 1}, "E": {X: 1, Y: 0}, "W": {X: -1, Y: 0}}[d]
			p := tiles.Point{X: act.At.X + step.X, Y: act.At.Y + step.Y}
			q := v.cam.SquareRect(float64(p.X), float64(p.Y), 1)
			pt.Rect(screen, inset(q, 2), colLegAim)
			pt.Text(screen, d, pt.Fonts.Bold, z*0.3/pt.Em(1), q.X+q.W/2, q.Y+q.H*0.3, render.AlignCenter, render.ColGold)
		}
	}
	// The area the hovered aim covers (an Aura's, hovered or not).
	if act == nil {
		return
	}
	var area []tiles.Point
	if a.Aim == legends.AimNone {
		area = g.AreaOf(a.Name, tiles.Point{}, "")
	} else if !v.onBoard {
		return
	}
	switch a.Aim {
	case legends.AimSquare:
		if slices.Contains(a.Squares, v.hoverSq) {
			area = g.AreaOf(a.Name, v.hoverSq, "")
		}
	case legends.AimDir:
		if d := s.dirTo(v.hoverSq); d != "" && slices.Contains(a.Dirs, d) {
			area = g.AreaOf(a.Name, tiles.Point{}, d)
		}
	}
	for _, p := range area {
		q := v.cam.SquareRect(float64(p.X), float64(p.Y), 1)
		pt.Rect(screen, inset(q, 1), colLegArea)
	}
}

// drawLifeBar draws a model's hearts over its head, its potions and its
// statuses, and Knocked Out.
func (v *legView) drawLifeBar(screen *ebiten.Image, pt *render.Painter, m *legends.Model, p *legPos) {
	z := v.cam.Zoom
	if z < 16 {
		return
	}
	q := v.cam.SquareRect(p.x, p.y, float64(max(1, m.Size))) // over the whole base
	hs := min(z*0.11, 7.0)
	gap := hs * 2.3
	n := m.MaxHearts
	perRow := max(1, int(q.W/gap))
	rows := (n + perRow - 1) / perRow
	for i := 0; i < n; i++ {
		row, col := i/perRow, i%perRow
		inRow := min(perRow, n-row*perRow)
		x := q.X + q.W/2 + (float64(col)-float64(inRow-1)/2)*gap
		y := q.Y + hs*0.6 + float64(row-rows+1)*gap*0.85
		c := colLegEmpty
		if i < m.Hearts {
			c = colLegHeart
		}
		drawHeart(screen, pt, x, y, hs+1.2, render.ColOutline)
		drawHeart(screen, pt, x, y, hs, c)
	}
	// Status badges down the right side.
	by := q.Y + z*0.3
	rad := max(4.5, min(8, z*0.12))
	for i, name := range legStatusOrder {
		if m.Status&(1<<i) == 0 {
			continue
		}
		b := legStatusLook[name]
		pt.Circle(screen, q.X+q.W-rad, by, rad+1.2, render.ColOutline)
		pt.Circle(screen, q.X+q.W-rad, by, rad, b.fill)
		if rad >= 6 {
			s := rad * 1.4 / pt.Em(1)
			pt.Text(screen, b.letter, pt.Fonts.Bold, s, q.X+q.W-rad, by-pt.Em(s)*0.62, render.AlignCenter, render.ColText)
		}
		by += rad * 2.3
	}
	if m.KO {
		s := min(16, z*0.26) / pt.Em(1)
		pt.RoundRect(screen, render.Rect{X: q.X, Y: q.Y + q.H*0.55, W: q.W, H: pt.Em(s) * 1.3}, 4, colLegShade)
		pt.Text(screen, "KO", pt.Fonts.Bold, s, q.X+q.W/2, q.Y+q.H*0.55, render.AlignCenter, colLegKO)
	}
}

// legStatusOrder is the statuses in their bit order (legends.Status).
var legStatusOrder = []string{"Fire", "Hex", "Bane", "Ice", "Slow", "Knockdown", "Poison"}

var legStatusLook = map[string]badgeLook{
	"Fire": {"F", color.RGBA{0xf0, 0x60, 0x20, 0xff}}, "Hex": {"H", color.RGBA{0xb0, 0x40, 0xc0, 0xff}},
	"Bane": {"B", color.RGBA{0x6a, 0x2a, 0x8a, 0xff}}, "Ice": {"I", color.RGBA{0x40, 0xb0, 0xe0, 0xff}},
	"Slow": {"S", color.RGBA{0x50, 0x60, 0xa0, 0xff}}, "Knockdown": {"K", color.RGBA{0xa0, 0x80, 0x30, 0xff}},
	"Poison": {"P", color.RGBA{0x50, 0xb0, 0x40, 0xff}},
}

// capitalise upper-cases a sentence's first letter.
func capitalise(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// legSeed is a stable number from a name (a quick fight's seed on the
// title's "again").
func legSeed(s string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(s))
	return h.Sum64()
}
