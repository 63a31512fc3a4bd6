package scene

import (
	"fmt"
	"image/color"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/arcade"
)

// SkilledParty is the rulebook's second recommended party.
var SkilledParty = []string{"Tincan", "Cat Burglar", "Hexcast Sorceress"}

// heroOrder is the order Heroes are shown in: the box's six first.
var heroOrder = []string{
	"Riftling Warrior", "Moonspire Guardian", "Sanctioned Witch", "Tincan", "Cat Burglar", "Hexcast Sorceress",
	"Royal Paladin", "Ember Mage", "Glimmerdusk Ranger", "Claw Tribe Barbarian", "Hearthsworn Fighter", "Riftling Rogue",
}

const randomChoice = "Random"

// heroRoles say in one line what each Hero is good at — its job in the
// party, its reach, and the move to try first — for a newcomer picking a
// party. (The card's flavour text and numbers are in the tooltip.)
var heroRoles = map[string]string{
	"Riftling Warrior":     "Brawler · close up · Demon Charge smashes through a line of monsters",
	"Moonspire Guardian":   "Archer · long range · Piercing Shot hits everything in a line",
	"Sanctioned Witch":     "Healer · long range · Arcane Burst blasts a whole group",
	"Tincan":               "Tank · close up · Fight Me makes nearby monsters come for it",
	"Cat Burglar":          "Trickster · short range · Throwing Knives poison a row of monsters",
	"Hexcast Sorceress":    "Curser · long range · Broken Bones weakens a monster's armour",
	"Royal Paladin":        "Defender · close up · Iron Halo toughens every friend nearby",
	"Ember Mage":           "Fire mage · long range · Fire Wave burns every monster around it",
	"Glimmerdusk Ranger":   "Scout · long range · Sparkle Burst hits a whole group",
	"Claw Tribe Barbarian": "Berserker · close up · Rage strikes after every step",
	"Hearthsworn Fighter":  "Tough fighter · close up · Cleave hits everyone on one side",
	"Riftling Rogue":       "Assassin · close up · Backstab deals double damage",
	"Deeproot Druid":       "Shapeshifter · mid range · Grasping Roots holds a monster; Shapeshift makes it the Angry Bear",
}

// difficulties are the settings offered: how many easy or hard mode cards
// are turned up (Arcade rulebook, "5. Select Difficulty").
var difficulties = []struct {
	label string
	kind  cards.Difficulty
	n     int
}{
	{"Normal", "", 0}, {"Easy: 1 card", cards.Easy, 1}, {"Easy: 2 cards", cards.Easy, 2}, {"Easy: 3 cards", cards.Easy, 3},
	{"Hard: 1 card", cards.Hard, 1}, {"Hard: 2 cards", cards.Hard, 2}, {"Hard: 3 cards", cards.Hard, 3},
	{"Variety: 1 easy, 1 hard", variety, 2},
}

// variety is the difficulty that flips one easy and one hard card together
// (Arcade rulebook, "5. Select Difficulty": "for variety").
const variety cards.Difficulty = "variety"

// Setup is the new-game screen: choose the party, the monsters and the
// difficulty, see the seed, and start.
type Setup struct {
	cat *rules.Catalog
	err string
	// full says why a click on a Hero chose nothing: the party is full
	// (played at 200%: a seventh Hero's click did nothing, unexplained).
	full      string
	party     []string
	bosses    []string
	minis     []string
	spawns    []string // spawning point choices: monster sets, randomChoice, then single cards
	setNames  []string // the monster sets among spawns
	boss      int
	mini      int
	spawn     int
	diff      int
	seed      uint64
	seeded    bool
	easy      []cards.Mode
	hard      []cards.Mode
	heroRects []render.Rect
	buttons   []*actionButton
	hoverTip  string
	art       render.ModelArt
	// ex is set on the Explore setup screen (explore_setup.go).
	ex *exploreChoices
	// cl is set on the classic setup screen (classic_setup.go).
	cl *classicChoices
}

// NewSetup opens the setup screen with the balanced party chosen.
func NewSetup() *Setup {
	s := &Setup{party: slices.Clone(BalancedParty)}
	cat, err := rules.LoadCatalog()
	if err != nil {
		s.err = err.Error()
		return s
	}
	s.cat = cat
	s.bosses, s.minis = []string{randomChoice}, []string{randomChoice}
	if sets, err := cards.LoadMonsterSets(); err == nil {
		for _, st := range sets {
			s.setNames = append(s.setNames, st.Name)
		}
	}
	s.spawns = append(slices.Clone(s.setNames), randomChoice)
	names := make([]string, 0, len(cat.Monsters))
	for n := range cat.Monsters {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		switch cat.Monsters[n].Role {
		case cards.RoleBoss:
			s.bosses = append(s.bosses, n)
		case cards.RoleMiniBoss:
			s.minis = append(s.minis, n)
		case cards.RoleSpawningPoint:
			s.spawns = append(s.spawns, n)
		}
	}
	s.easy, _ = cards.LoadEasyModes()
	s.hard, _ = cards.LoadHardModes()
	return s
}

// choose resolves "Random" choices and difficulty cards from the seed, so
// the same seed and settings always start the same game.
func (s *Setup) choose() arcade.Setup {
	r := rand.New(rand.NewPCG(s.seed, 0x5e7))
	pick := func(opts []string, i int) string {
		if opts[i] != randomChoice {
			return opts[i]
		}
		if len(opts) == 1 {
			return ""
		}
		return opts[1+r.IntN(len(opts)-1)]
	}
	as := arcade.Setup{Seed: s.seed, Heroes: slices.Clone(s.party), Boss: pick(s.bosses, s.boss), MiniBoss: pick(s.minis, s.mini)}
	if sp := s.spawns[s.spawn]; sp == randomChoice || slices.Contains(s.setNames, sp) {
		// The set fills only the spawning points: the buttons above
		// have named the bosses. ResolveMonsters deals them at start.
		as.Set = sp
		if sp == randomChoice {
			as.Set = arcade.Random
		}
	} else {
		tiles := 3
		if len(s.party) > 4 {
			tiles = 4
		}
		for i := 0; i < tiles; i++ {
			as.SpawningPoints = append(as.SpawningPoints, sp)
		}
	}
	as.Modes = s.modeCards()
	return as
}

// modeCards are the easy or hard mode cards the difficulty turns up with
// this seed (none at Normal).
func (s *Setup) modeCards() []string {
	d := difficulties[s.diff]
	if d.kind == variety {
		return arcade.PickVariety(s.seed, s.easy, s.hard)
	}
	deck := s.easy
	if d.kind == cards.Hard {
		deck = s.hard
	}
	return arcade.PickModes(s.seed, deck, d.n)
}

// difficultyButton is the button where the easy and hard mode cards are
// chosen: its sub-line and tooltip say so, and the tooltip names the cards
// this seed turns up (played by mouse: a newcomer looked for the mode
// cards and never found them behind "Normal / difficulty").
func (s *Setup) difficultyButton() (label, sub, tip string) {
	sub = "easy or hard mode cards"
	if s.diff == 0 {
		sub = "no easy or hard mode cards"
	}
	tip = "Easy and hard mode cards. Each click goes on: Normal (none), one to three easy cards that help the Heroes, one to three hard cards that help the Consul, or one of each."
	if picked := s.modeCards(); len(picked) > 0 {
		tip += " With this seed: " + listNames(picked, "and") + "."
	}
	return difficulties[s.diff].label, sub, tip
}

func (s *Setup) layout(ctx *Context) {
	// Twelve Hero cards in two rows of six; larger text takes room from
	// them for the Explore rows (explore_setup.go).
	const cw, gap = 176.0, 12.0
	ch := 178.0
	if s.ex != nil {
		ch = min(ch, (ctx.H-setupTop(ctx.Painter)-exploreExtra(ctx.Painter, gap, s.ex.exploreRows())-8)/2-gap)
	}
	x0 := (ctx.W - (6*cw + 5*gap)) / 2
	s.heroRects = s.heroRects[:0]
	// Two rows; the classic game's own Heroes (the Deeproot Druid) make
	// the cards narrower to fit the same width.
	list := s.heroList()
	cols := (len(list) + 1) / 2
	hw := (6*cw + 5*gap - float64(cols-1)*gap) / float64(cols)
	for i := range list {
		col, row := i%cols, i/cols
		s.heroRects = append(s.heroRects, render.Rect{X: x0 + float64(col)*(hw+gap), Y: setupTop(ctx.Painter) + float64(row)*(ch+gap), W: hw, H: ch})
	}
	s.buttons = s.buttons[:0]
	add := func(label, sub, tip string, r render.Rect, f func()) {
		s.buttons = append(s.buttons, &actionButton{label: label, cost: sub, tip: tip, rect: r, onClick: f})
	}
	y := setupTop(ctx.Painter) + 2*(ch+gap) + 8
	bw := (6*cw + 5*gap - 3*gap) / 4
	if s.cl != nil {
		s.layoutClassic(x0, y, 6*cw+5*gap, gap) // classic_setup.go
		return
	}
	if s.ex != nil {
		s.layoutExplore(x0, y, 6*cw+5*gap, gap, ctx.Painter) // explore_setup.go
		return
	}
	add("Balanced party", "Warrior · Guardian · Witch", "The party the rulebook suggests for a first game", render.Rect{X: x0, Y: y, W: bw, H: 56}, func() { s.party = slices.Clone(BalancedParty) })
	add("Skilled party", "Tincan · Burglar · Sorceress", "A party for players who know the game", render.Rect{X: x0 + bw + gap, Y: y, W: bw, H: 56}, func() { s.party = slices.Clone(SkilledParty) })
	cycle := func(i *int, n int) func() { return func() { *i = (*i + 1) % n } }
	y2 := y + 68
	add(s.bosses[s.boss], "dungeon boss", "Click to change the dungeon boss", render.Rect{X: x0, Y: y2, W: bw, H: 56}, cycle(&s.boss, len(s.bosses)))
	add(s.minis[s.mini], "mini-boss", "Click to change the mini-boss", render.Rect{X: x0 + bw + gap, Y: y2, W: bw, H: 56}, cycle(&s.mini, len(s.minis)))
	spLabel := s.spawns[s.spawn]
	switch {
	case spLabel == randomChoice:
		spLabel = "Random set"
	case !slices.Contains(s.setNames, spLabel):
		spLabel = "Only " + spLabel
	}
	add(spLabel, "spawning points", "Click to change the spawning points", render.Rect{X: x0 + 2*(bw+gap), Y: y2, W: bw, H: 56}, cycle(&s.spawn, len(s.spawns)))
	dl, ds, dt := s.difficultyButton()
	add(dl, ds, dt, render.Rect{X: x0 + 3*(bw+gap), Y: y2, W: bw, H: 56}, cycle(&s.diff, len(difficulties)))
	add(fmt.Sprintf("Seed %d", s.seed), "new seed", "The seed decides the dungeon and every die: share it to replay the same game. Click for another", render.Rect{X: x0 + 2*(bw+gap), Y: y, W: bw, H: 56}, func() { s.seed = s.seed*6364136223846793005 + 1442695040888963407 })
	start := &actionButton{label: "Enter the dungeon", cost: plural(len(s.party), "Hero", "Heroes"), rect: render.Rect{X: x0 + 3*(bw+gap), Y: y, W: bw, H: 56}}
	if len(s.party) < 3 {
		start.disabled = "Choose at least three Heroes."
	}
	start.onClick = func() {}
	s.buttons = append(s.buttons, start)
	back := &actionButton{label: "Back", rect: render.Rect{X: 16, Y: 16, W: 110, H: 44}, onClick: func() {}}
	s.buttons = append(s.buttons, back)
}

// Update handles clicks on Heroes and buttons.
func (s *Setup) Update(ctx *Context) error {
	if !s.seeded {
		s.seed, s.seeded = ctx.Seed, true
	}
	s.layout(ctx)
	s.hoverTip = ""
	in := &ctx.In
	for i, r := range s.heroRects {
		if r.Contains(in.X, in.Y) {
			s.hoverTip = s.heroTip(s.heroList()[i])
			if in.Clicked {
				s.toggle(s.heroList()[i])
			}
		}
	}
	if r, modes := s.modeLine(ctx); r.Contains(in.X, in.Y) {
		s.hoverTip = modeCardsTip(modes)
	}
	for _, b := range s.buttons {
		if !b.rect.Contains(in.X, in.Y) {
			continue
		}
		s.hoverTip = b.tip
		if b.disabled != "" {
			s.hoverTip = b.disabled
		}
		if !in.Clicked || b.disabled != "" {
			continue
		}
		switch {
		case s.cl != nil && b.label == "Enter the dungeon":
			s.startClassic(ctx) // classic_setup.go
			return nil
		case s.ex != nil && b.label == "Enter the dungeon":
			s.startExplore(ctx) // explore_setup.go
			return nil
		}
		switch b.label {
		case "Enter the dungeon":
			// Resolved first, so the save and replay name the cards.
			as, err := arcade.ResolveMonsters(s.choose())
			var p *Play
			if err == nil {
				p, err = newPlayFromSetup(as)
			}
			if err != nil {
				s.err = err.Error()
				return nil
			}
			startInSlot(ctx, p)
		case "Back":
			ctx.Goto(NewTitle())
		default:
			b.onClick()
		}
	}
	if in.KeyPressed(ebiten.KeyEscape) {
		ctx.Goto(NewTitle())
	}
	return nil
}

// modeLine is where the chosen mode cards are named under the buttons
// (zero when none are) and the cards.
func (s *Setup) modeLine(ctx *Context) (render.Rect, []string) {
	modes := s.choose().Modes
	if len(modes) == 0 || s.ex != nil || s.cl != nil {
		return render.Rect{}, nil
	}
	pt := ctx.Painter
	w := pt.TextWidth("Mode cards: "+joinNames(modes), pt.Fonts.Regular, 14)
	return render.Rect{X: ctx.W/2 - w/2, Y: ctx.H - 30, W: w, H: pt.Em(14) * 1.25}, modes
}

// modeCardsTip says what each chosen mode card does (played at 100%: the
// line named them, and nothing said what they do).
func modeCardsTip(names []string) string {
	text, _ := loadModeTexts() // play_objective.go
	parts := make([]string, 0, len(names))
	for _, n := range names {
		parts = append(parts, n+" "+text[n])
	}
	return strings.Join(parts, " · ")
}

// toggle adds or removes a Hero; the party has at most six (Arcade and
// Explore rulebooks, "2. Select Heroes": three or four Heroes, and "Game
// Size": five or six play on four tiles).
func (s *Setup) toggle(name string) {
	s.full = ""
	if i := slices.Index(s.party, name); i >= 0 {
		s.party = slices.Delete(s.party, i, i+1)
		return
	}
	if s.cl != nil {
		// The game size sets the party's size (1st edition, "Game Size").
		if n := s.cl.sizeOf().Heroes; len(s.party) < n {
			s.party = append(s.party, name)
		} else {
			s.full = fmt.Sprintf("This game size takes %s: click a chosen Hero to take it out first.", plural(n, "Hero", "Heroes"))
		}
		return
	}
	if len(s.party) < 6 {
		s.party = append(s.party, name)
	} else {
		s.full = "Six Heroes at most: click a chosen Hero to take it out first."
	}
}

func (s *Setup) heroTip(name string) string {
	if s.cat == nil {
		return name
	}
	h := s.heroCard(name)
	if h == nil {
		return name
	}
	tip := name
	if r := heroRoles[name]; r != "" {
		tip += ": " + r + "."
	}
	if h.Text != "" {
		tip += " " + h.Text
	}
	return tip
}

// Draw paints the setup screen.
func (s *Setup) Draw(screen *ebiten.Image, ctx *Context) {
	pt := ctx.Painter
	screen.Fill(render.ColBackground)
	title, sub := "Choose your party", "Pick three to six Heroes, then the monsters you will face."
	if s.ex != nil {
		title, sub = "Explore: set up the versus game", "Pick three to six Heroes, who plays each side, and the Consul's monsters."
		if s.ex.isRude() {
			sub = s.ex.rude.pickLine() // explore_setup_rude.go
		}
	}
	if s.cl != nil {
		title, sub = "Classic: the first edition", s.cl.sizeLine()
	}
	pt.OutlinedText(screen, title, pt.Fonts.Bold, 36, ctx.W/2, 14, 3, render.ColGold, render.ColOutline)
	pt.Text(screen, sub, pt.Fonts.Regular, 16, ctx.W/2, 14+pt.Em(36)*50/36, render.AlignCenter, render.ColTextDim)
	for i, r := range s.heroRects {
		name := s.heroList()[i]
		pos := slices.Index(s.party, name)
		edge := render.ColPanelEdge
		if pos >= 0 {
			edge = render.ColGold
		}
		if r.Contains(ctx.In.X, ctx.In.Y) && pos < 0 {
			edge = render.ColTextDim
		}
		pt.Panel(screen, r, render.ColPanel, edge)
		// What the Hero is good at takes the room under the portrait: its
		// job and reach, then the move to try first. The portrait gives way
		// to larger text.
		role, move := splitRole(heroRoles[name])
		moveLines := pt.Wrap(move, pt.Fonts.Regular, 12, r.W-12)
		ct := s.cardTop(pt, r, name)
		if ct.ps >= 24 {
			s.art.DrawPortrait(screen, pt, name, render.Rect{X: r.X + (r.W-ct.ps)/2, Y: r.Y + 6, W: ct.ps, H: ct.ps})
		}
		y := ct.nameY
		pt.Text(screen, name, pt.Fonts.Bold, ct.nameSize, ct.nameX, y, render.AlignCenter, render.ColText)
		y += pt.Em(ct.nameSize) * 1.2
		if role != "" {
			pt.Text(screen, role, pt.Fonts.Bold, pt.FitSize(role, pt.Fonts.Bold, 12, 6, r.W-10), r.X+r.W/2, y, render.AlignCenter, render.ColGold)
			y += pt.Em(12) * 1.25
		}
		statsY := r.Y + r.H - 6 - pt.Em(11)*1.25
		for _, l := range fitMoveLines(pt, moveLines, y, statsY, r.W-12) {
			pt.Text(screen, l, pt.Fonts.Regular, 12, r.X+r.W/2, y, render.AlignCenter, render.ColText)
			y += pt.Em(12) * 1.2
		}
		if s.cat != nil {
			if h := s.heroCard(name); h != nil {
				stats := fmt.Sprintf("Move %d · Actions %d · Hearts %d", h.Mv, h.AP, h.Hearts)
				pt.Text(screen, stats, pt.Fonts.Regular, pt.FitSize(stats, pt.Fonts.Regular, 11, 6, r.W-10), r.X+r.W/2, statsY, render.AlignCenter, render.ColTextDim)
			}
		}
		if pos >= 0 {
			// The digit's height stays inside the disc at any text size.
			size := min(16, ct.rad*1.6/pt.Em(1))
			pt.Circle(screen, ct.cx, ct.cy, ct.rad, render.ColGold)
			pt.Text(screen, fmt.Sprint(pos+1), pt.Fonts.Bold, size, ct.cx, ct.cy-pt.Em(size)*1.25/2, render.AlignCenter, render.ColOutline)
		}
	}
	for _, b := range s.buttons {
		btn := render.Button{Label: b.label, Sub: b.cost, Rect: b.rect, Disabled: b.disabled, Hot: b.rect.Contains(ctx.In.X, ctx.In.Y), FontSize: 17}
		if b.label == "Enter the dungeon" && b.disabled == "" {
			btn.Hot = true
		}
		btn.Draw(screen, pt)
	}
	if r, modes := s.modeLine(ctx); r.W > 0 {
		pt.Text(screen, "Mode cards: "+joinNames(modes), pt.Fonts.Regular, 14, r.X+r.W/2, r.Y, render.AlignCenter, color.RGBA{0xb8, 0xd8, 0xff, 0xff})
	}
	if s.err != "" {
		pt.Text(screen, "Could not start: "+s.err, pt.Fonts.Bold, 15, ctx.W/2, ctx.H-54, render.AlignCenter, render.ColRuby)
	} else if s.full != "" {
		pt.Text(screen, pt.Ellipsize(s.full, pt.Fonts.Bold, 15, ctx.W-32), pt.Fonts.Bold, 15, ctx.W/2, ctx.H-54, render.AlignCenter, render.ColGold)
	}
	if s.hoverTip != "" {
		pt.Tooltip(screen, s.hoverTip, ctx.In.X, ctx.In.Y, ctx.W, ctx.H)
	}
}

// fitMoveLines is the move's lines that end above the stats line at
// statsY, the first at y: the Explore screen's shorter cards at extra
// large text ran the move over the stats and out of the card. A cut move
// ends in "…"; the card's hover says it all.
func fitMoveLines(pt *render.Painter, lines []string, y, statsY, w float64) []string {
	lh := pt.Em(12) * 1.2
	n := 0
	for n < len(lines) && y+float64(n+1)*lh <= statsY+2 {
		n++
	}
	if n == len(lines) || n == 0 {
		return lines[:n]
	}
	out := slices.Clone(lines[:n])
	out[n-1] = pt.Ellipsize(strings.Join(lines[n-1:], " ")+"…", pt.Fonts.Regular, 12, w)
	return out
}

// heroCardTop is the top of a Hero card: the portrait's size (none under
// 24), the name's size, centre and top, and the badge that marks a picked
// Hero's place in the party, a gold disc in the top right corner.
type heroCardTop struct {
	ps, nameSize, nameX, nameY float64
	cx, cy, rad                float64
}

// cardTop lays out the top of the card r for the Hero name. Every card
// keeps room for the longest move's lines, so the portraits line up;
// larger text takes it from the portraits. Once the portrait gives way the
// name rises into the badge's corner (200% with extra large text: the
// badges sat on the last letters of "Riftling Warrior" and its
// neighbours): the disc then shrinks into the corner, and if the name
// still reaches it, the name keeps to the room left of it. Every card is
// laid out alike, picked or not, so a name does not jump when picked.
func (s *Setup) cardTop(pt *render.Painter, r render.Rect, name string) heroCardTop {
	reserve := 2
	for _, n := range s.heroList() {
		_, m := splitRole(heroRoles[n])
		reserve = max(reserve, len(pt.Wrap(m, pt.Fonts.Regular, 12, r.W-12)))
	}
	text := pt.Em(14)*1.2 + pt.Em(12)*1.25 + float64(reserve)*pt.Em(12)*1.2 + pt.Em(11)*1.3 + 8
	c := heroCardTop{ps: min(92, r.H-16-text), nameX: r.X + r.W/2, cx: r.X + r.W - 20, cy: r.Y + 20, rad: 14}
	c.nameY = r.Y + 8 + max(c.ps, 0)
	room := r.W - 10
	if c.nameY < c.cy+c.rad+2 {
		c.cx, c.cy, c.rad = r.X+r.W-13, r.Y+13, 10
	}
	if c.nameY < c.cy+c.rad+2 {
		right := c.cx - c.rad - 4
		c.nameX, room = (r.X+5+right)/2, right-r.X-5
	}
	c.nameSize = pt.FitSize(name, pt.Fonts.Bold, 14, 7, room)
	return c
}

// setupTop is where the Hero cards start: under the title and the line
// below it, which grow with the text size.
func setupTop(pt *render.Painter) float64 {
	return 14 + pt.Em(36)*50/36 + pt.Em(16)*20/16
}

func joinNames(names []string) string {
	out := ""
	for i, n := range names {
		if i > 0 {
			out += ", "
		}
		out += n
	}
	return out
}

// splitRole parts a heroRoles line into the job and reach ("Archer · long
// range") and the move to try first.
func splitRole(line string) (role, move string) {
	parts := strings.Split(line, " · ")
	if len(parts) < 3 {
		return line, ""
	}
	return parts[0] + " · " + parts[1], strings.Join(parts[2:], " · ")
}
