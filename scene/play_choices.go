package scene

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// The choices the book leaves to the party (rules.Choices, Controls,
// Revive.Card): who receives popped-out hearts and potions, from whom a
// Hero takes wrath tokens, the path of a Compel, and which Hero a Princess
// Coin brings back. Each is a button in a strip over the board's bottom
// edge, showing the choice that will be made; every one starts on the
// rules' default, so a fast player just goes on playing. A click cycles
// through the options. The recipients stay chosen until changed; a Compel
// path is chosen for one use and goes back to the default. The strip shows only what matters now: the three
// roll choices during a Hero's activation (and Compel when the armed
// action has it), "return as" while a fallen Hero waits for its coin.

// playChoices is what the party chose; the zero value is every default.
type playChoices struct {
	hearts, potions, wrath chosenHero
	compel                 int    // index in compelOptions
	reviveAs               string // "" = the same Hero
	rects                  []choiceButton
	// colH is the height the strip takes at the top of the log when it
	// is there (a large interface, see layoutChoices), else 0.
	colH float64
	// built is what the strip was last laid out for: the chrome is laid
	// out every frame, the strip only when this changes (the frame's
	// allocation budget, frame_bench_test.go).
	built choicesKey
}

// choicesKey is everything layoutChoices reads.
type choicesKey struct {
	version                int // Play.version: the game as it is now
	reviveFor              rules.ModelID
	reviveAs               string
	hearts, potions, wrath chosenHero
	compel                 int
	armed                  *cards.Action
	board, log             render.Rect
	em                     float64
	auto                   bool // the hero AI plays: the choices are its own
	valid                  bool
}

// chosenHero is a Hero picked by the party: its id plus one, 0 for the
// rules' default (so the zero value is the default).
type chosenHero int

func (c chosenHero) id() rules.ModelID {
	if c == 0 {
		return rules.NoModel
	}
	return rules.ModelID(c - 1)
}

func chosen(id rules.ModelID) chosenHero {
	if id == rules.NoModel {
		return 0
	}
	return chosenHero(id + 1)
}

// controlOption is one path the strip offers for a Compel, Pull or Push.
type controlOption struct{ label, tip string }

// compelOptions are the Compel paths the strip offers: the rules' default
// (enemies driven away, friends stay), nobody moves, enemies pulled in.
var compelOptions = []controlOption{
	{"drive monsters away", "Monsters caught are driven away from the user as far as the Compel allows; friends stay (the rules' default)."},
	{"nobody moves", "Nobody caught is moved."},
	{"pull monsters in", "Monsters caught are pulled toward the user; friends stay."},
}

// Pull and Push move a model "up to" X squares (Arcade rulebook, "Control
// Effects"): the party may stop it short, a square in or not at all.
var pullOptions = []controlOption{
	{"all the way", "Each model caught is pulled as far toward the user as the Pull allows (the rules' default)."},
	{"one square", "Each model caught is pulled one square toward the user."},
	{"nobody moves", "Nobody caught is moved."},
}

var pushOptions = []controlOption{
	{"all the way", "Each model caught is pushed as far from the user as the Push allows (the rules' default)."},
	{"one square", "Each model caught is pushed one square away from the user."},
	{"nobody moves", "Nobody caught is moved."},
}

// controlOptions are the paths the strip offers for an action's control
// effect (nil when it has none). A Pull or Push of one square has no
// "one square" option: it is "all the way".
func controlOptions(k cards.Keyword) []controlOption {
	switch k.Name {
	case "Compel":
		return compelOptions
	case "Pull", "Push":
		o := pullOptions
		if k.Name == "Push" {
			o = pushOptions
		}
		if k.Value <= 1 {
			return []controlOption{o[0], o[2]}
		}
		return o
	}
	return nil
}

// controlPhrase says what the chosen path does to the models an action
// catches, for the aiming preview: "monsters driven up to 2 squares away,
// friends stay".
func controlPhrase(k cards.Keyword, option int) string {
	opts := controlOptions(k)
	if option < 0 || option >= len(opts) {
		return ""
	}
	squares := plural(k.Value, "square", "squares")
	switch {
	case opts[option].label == "nobody moves":
		return "nobody is moved"
	case k.Name == "Compel" && option == 0:
		return "monsters driven up to " + squares + " away, friends stay"
	case k.Name == "Compel":
		return "monsters pulled up to " + squares + " in, friends stay"
	case opts[option].label == "one square":
		if k.Name == "Pull" {
			return "pulled one square closer"
		}
		return "pushed one square away"
	case k.Name == "Pull":
		return "pulled up to " + squares + " closer"
	}
	return "pushed up to " + squares + " away"
}

// choiceButton is one button of the strip.
type choiceButton struct {
	label, sub, tip string
	// alts are the labels a click can cycle to: the button is as wide as
	// the widest, so cycling never moves it or its neighbours under the
	// pointer (a second click would land on another button).
	alts       []string
	x, y, w, h float64
	// size is the label's font size when the strip sets one (one row of
	// short labels, all alike), else 0: 15, fitted to the button.
	size  float64
	click func()
}

func (b choiceButton) contains(x, y float64) bool {
	return x >= b.x && x < b.x+b.w && y >= b.y && y < b.y+b.h
}

// layoutChoices builds the strip for the game as it is now.
func (p *Play) layoutChoices(ctx *Context) {
	c := &p.choices
	k := choicesKey{version: p.version, reviveFor: p.reviveFor, reviveAs: c.reviveAs, hearts: c.hearts, potions: c.potions,
		wrath: c.wrath, compel: c.compel, armed: p.armed.act, board: p.lay.board, log: p.lay.log, em: ctx.Painter.Em(15), auto: p.auto != nil, valid: true}
	if c.built == k {
		return
	}
	c.built = k
	c.rects = c.rects[:0]
	c.colH = 0
	var bs []choiceButton
	heroName := func(id rules.ModelID, def string) string {
		if m := p.g.Model(id); id != rules.NoModel && m != nil {
			return m.Card
		}
		return def
	}
	// heroAlts are the labels a Hero choice cycles through.
	heroAlts := func(prefix, def string) []string {
		alts := []string{prefix + def}
		for _, id := range p.g.HeroesInPlay() {
			alts = append(alts, prefix+p.g.Model(id).Card)
		}
		return alts
	}
	switch {
	case p.reviveFor != rules.NoModel:
		fallen := p.g.Model(p.reviveFor)
		as := c.reviveAs
		if as == "" && fallen != nil {
			as = fallen.Card
		}
		var alts []string
		for name := range p.g.Catalog().Heroes {
			alts = append(alts, "Return as: "+name)
		}
		sub := "click for another Hero"
		if fallen != nil && as != fallen.Card {
			// (Played at 100%: the Paladin's four items went with him,
			// and nothing on the strip or the bar said so.)
			sub = "no " + shortName(fallen.Card) + "'s gear · click for another"
		}
		bs = append(bs, choiceButton{label: "Return as: " + as, sub: sub, alts: alts,
			tip:   "A Princess Coin may bring back any Hero of the collection. Another Hero comes without the fallen one's equipment and potions.",
			click: func() { c.reviveAs = p.nextReviveHero(c.reviveAs) }})
	case p.g.Phase == rules.HeroTurn && p.g.Active != rules.NoModel && p.g.Over == "" && !p.exHeroesAI() && p.auto == nil:
		wrathFrom := c.wrath.id()
		if wrathFrom == p.g.Active {
			wrathFrom = rules.NoModel // never from the active Hero: the default applies
		}
		// A lone Hero (the tutorial) has nobody else to give to or take
		// from: those would be choices that do nothing.
		if len(p.g.HeroesInPlay()) > 1 {
			bs = append(bs,
				choiceButton{label: "Hearts to: " + heroName(c.hearts.id(), "most wounded"), sub: "rolled hearts", alts: heroAlts("Hearts to: ", "most wounded"),
					tip:   "Who the hearts an attack rolls heal (each removes a wound, or a status if none). Default: the most wounded Hero.",
					click: func() { c.hearts = chosen(p.nextHero(c.hearts.id(), rules.NoModel)) }},
				choiceButton{label: "Potions to: " + heroName(c.potions.id(), "the user"), sub: "rolled potions", alts: heroAlts("Potions to: ", "the user"),
					tip:   "Who the potions an attack rolls go to. Default: the user, else the Hero with the most room.",
					click: func() { c.potions = chosen(p.nextHero(c.potions.id(), rules.NoModel)) }})
			if p.g.HasWrath() { // Arcade's tokens; Explore and the classic game have none
				bs = append(bs, choiceButton{label: "Wrath from: " + heroName(wrathFrom, "most wrath"), sub: "when the pool is empty", alts: heroAlts("Wrath from: ", "most wrath"),
					tip:   "From whom the active Hero takes wrath tokens once the pool is empty. Default: the other Hero with the most wrath.",
					click: func() { c.wrath = chosen(p.nextHero(c.wrath.id(), p.g.Active)) }})
			}
		}
		if a := p.armed.act; a != nil {
			if opts := controlOptions(a.Control); len(opts) > 0 {
				o := opts[c.compel%len(opts)]
				var alts []string
				for _, o := range opts {
					alts = append(alts, a.Control.Name+": "+o.label)
				}
				bs = append(bs, choiceButton{label: a.Control.Name + ": " + o.label, sub: a.Name, tip: o.tip, alts: alts,
					click: func() { c.compel = (c.compel + 1) % len(opts) }})
			}
		}
	}
	if len(bs) == 0 {
		return
	}
	pt := ctx.Painter
	h, gap := choicesStrip(pt, p.lay.compact)
	if p.lay.compact {
		for i := range bs {
			bs[i].sub = ""
		}
	}
	if p.lay.compact && !p.lay.logBand {
		// A large interface leaves a small board: the strip goes over
		// the log, in as many rows as it needs, and the log gives it the
		// room (drawLog), so it covers no square, unless the log would
		// lose its last lines to it: then it goes over the board's foot.
		if p.choicesInColumn(pt, bs, h, gap) {
			return
		}
		// No room in the log's place (two cards in play over it): over
		// the board's foot, one row of short labels or rows of full ones
		// from the foot up.
		b := p.lay.board
		if p.choicesInOneRow(pt, bs, h, gap, render.Rect{X: b.X + gap, Y: b.Y + b.H - gap, W: b.W - 2*gap}, true) {
			c.colH = 0 // the log keeps its place
			return
		}
		if p.choicesInWholeLog(pt, bs, h, gap) { // play_choices_layout.go
			return
		}
		p.choicesInRows(pt, bs, h, gap, render.Rect{X: b.X + gap, Y: b.Y + gap, W: b.W - 2*gap, H: b.H - 2*gap}, true)
		c.colH = 0 // the log keeps its place
		return
	}
	// One row over the board's bottom edge, every label at its full
	// size: full labels, else short ones ("Hearts: most wounded"). A
	// board too narrow for the row (a tall dungeon turned to fit, large
	// text) sends the strip to the log's place in rows, as a large
	// interface does, else into rows over the board's foot: a label is
	// never cut short or run into its neighbour (issue 21, found at
	// 1280x720: "Hearts: most wounde…" under "Potions: the user").
	left, right := p.lay.board.X+gap, p.lay.board.X+p.lay.board.W-gap
	ws := make([]float64, len(bs))
	measure := func(bs []choiceButton, pad float64) (total float64) {
		total = gap * float64(len(bs)-1)
		for i, b := range bs {
			w := max(pt.TextWidth(b.label, pt.Fonts.Bold, 15), pt.TextWidth(b.sub, pt.Fonts.Regular, 12))
			for _, a := range b.alts {
				w = max(w, pt.TextWidth(a, pt.Fonts.Bold, 15))
			}
			ws[i] = w + pad
			total += ws[i]
		}
		return total
	}
	if measure(bs, 2*pt.Em(15)) > right-left {
		// Short labels, less padding; the sub line still says what
		// each is for.
		short := func(l string) string {
			return strings.Replace(l, " to:", ":", 1)
		}
		shorter := make([]choiceButton, len(bs))
		for i, b := range bs {
			b.label = short(b.label)
			b.alts = slices.Clone(b.alts)
			for k, a := range b.alts {
				b.alts[k] = short(a)
			}
			shorter[i] = b
		}
		if measure(shorter, max(pt.Em(15)*0.6, 12)) > right-left {
			// The shortest labels ("Hearts: most hurt") in one row over
			// the foot, else the log's place.
			b := p.lay.board
			if p.choicesInOneRow(pt, bs, h, gap, render.Rect{X: left, Y: b.Y + b.H - gap, W: right - left}, true) {
				c.colH = 0 // the log keeps its place
				return
			}
			if !p.choicesInColumn(pt, bs, h, gap) {
				p.choicesInRows(pt, bs, h, gap, render.Rect{X: b.X + gap, Y: b.Y + gap, W: b.W - 2*gap, H: b.H - 2*gap}, true)
				c.colH = 0 // the log keeps its place
			}
			return
		}
		bs = shorter
	}
	x := left
	y := p.lay.board.Y + p.lay.board.H - h - gap
	for i, b := range bs {
		b.x, b.y, b.w, b.h = x, y, ws[i], h
		c.rects = append(c.rects, b)
		x += b.w + gap
	}
}

// choicesClick handles a click on the strip.
func (p *Play) choicesClick(ctx *Context) bool {
	if p.diceShown() {
		return false // the roll has the screen; the strip is not drawn
	}
	in := &ctx.In
	if !in.Clicked {
		return false
	}
	for _, b := range p.choices.rects {
		if b.contains(in.X, in.Y) {
			b.click()
			p.layoutChoices(ctx)
			return true
		}
	}
	return false
}

// choicesTooltip is the hovered button's explanation.
func (p *Play) choicesTooltip(ctx *Context) string {
	if p.diceShown() {
		return ""
	}
	for _, b := range p.choices.rects {
		if b.contains(ctx.In.X, ctx.In.Y) {
			return b.tip
		}
	}
	return ""
}

// drawChoices paints the strip.
func (p *Play) drawChoices(screen *ebiten.Image, ctx *Context) {
	if p.diceShown() {
		return // the roll is the moment: the strip would cover the dice
	}
	pt := ctx.Painter
	for _, b := range p.choices.rects {
		btn := p.choiceButton(pt, b, b.label)
		btn.Hot = b.contains(ctx.In.X, ctx.In.Y)
		btn.Draw(screen, pt)
	}
}

// choiceButton is b drawn with label (its own or one it cycles to). A
// narrowed button's label may shrink to the size it has at 100% with
// normal text, never below.
func (p *Play) choiceButton(pt *render.Painter, b choiceButton, label string) render.Button {
	size := 15.0
	if b.size > 0 {
		size = b.size
	}
	return render.Button{Label: label, Sub: b.sub, FontSize: size,
		Rect: render.Rect{X: b.x, Y: b.y, W: b.w, H: b.h}, MinFontSize: 15 / (max(1, p.lay.scale) * pt.Em(1))}
}

// nextHero cycles a recipient: the default, then each Hero in play (but
// skip), then the default again.
func (p *Play) nextHero(cur, skip rules.ModelID) rules.ModelID {
	var ids []rules.ModelID
	for _, id := range p.g.HeroesInPlay() {
		if id != skip {
			ids = append(ids, id)
		}
	}
	i := slices.Index(ids, cur)
	if i+1 < len(ids) {
		return ids[i+1]
	}
	return rules.NoModel
}

// nextReviveHero cycles the Hero a coin brings back: the fallen one, then
// every other Hero card not in the dungeon, by name.
func (p *Play) nextReviveHero(cur string) string {
	var names []string
	for name, h := range p.g.Catalog().Heroes {
		if h.Shapeshift != "" && p.g.Catalog().Heroes[h.Shapeshift] != nil && name > h.Shapeshift {
			continue // a second form is not a Hero of the collection
		}
		// The fallen Hero itself is the cycle's start (cur ""), not a
		// name in it too (played at 100%: it came round twice).
		taken := p.reviveFor != rules.NoModel && p.g.Model(p.reviveFor).Card == name
		for _, id := range p.g.HeroesInPlay() {
			taken = taken || p.g.Model(id).Card == name
		}
		if !taken {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	i := slices.Index(names, cur)
	if i+1 < len(names) {
		return names[i+1]
	}
	return ""
}

// withChoices fills in the party's choices on a command about to be
// applied. A choice the rules refuse for this roll (a Hero with nothing to
// heal, say) falls back to the default, and the player is told.
func (p *Play) withChoices(cmd rules.Command) rules.Command {
	c := &p.choices
	if rv, ok := cmd.(rules.Revive); ok {
		if c.reviveAs != "" && rv.Card == "" {
			rv.Card = c.reviveAs
		}
		c.reviveAs = ""
		return rv
	}
	user := p.g.Model(p.g.Active)
	if user == nil {
		return cmd
	}
	ch := p.rollChoices()
	var out rules.Command
	switch x := cmd.(type) {
	case rules.Attack:
		x.Choices = ch
		out = x
	case rules.RageAttack:
		x.Choices = ch
		out = x
	case rules.UseAction:
		x.Choices = ch
		x.Controls = p.compelControls(x.Action, x.Aim, x.Controls)
		out = x
	case rules.DrinkPotion:
		x.Choices = ch
		x.Controls = p.compelControls(x.Action, x.Aim, x.Controls)
		out = x
	default:
		return cmd
	}
	c.compel = 0 // a Compel path is chosen for one use; the recipients stay
	if _, err := p.g.Clone().Apply(out); err != nil {
		if _, plain := p.g.Clone().Apply(cmd); plain == nil {
			p.say(fmt.Sprintf("Your choice could not apply (%v); the default was used.", reason(err)))
			return cmd
		}
	}
	return out
}

// rollChoices turns the chosen recipients into rules.Choices, one entry
// per heart or potion the Hero can take now (the rest go to the default).
func (p *Play) rollChoices() rules.Choices {
	c := &p.choices
	var ch rules.Choices
	if h := p.g.Model(c.hearts.id()); h != nil && h.InPlay {
		for k := 0; k < h.Wounds; k++ {
			ch.Hearts = append(ch.Hearts, rules.HeartUse{Hero: h.ID})
		}
		for _, st := range h.Statuses.List() {
			ch.Hearts = append(ch.Hearts, rules.HeartUse{Hero: h.ID, Status: st})
		}
	}
	if h := p.g.Model(c.potions.id()); h != nil && h.InPlay {
		for k := h.Potions; k < p.g.PotionCapacity(h); k++ {
			ch.Potions = append(ch.Potions, h.ID)
		}
	}
	if h := p.g.Model(c.wrath.id()); h != nil && h.InPlay && h.ID != p.g.Active {
		for k := 0; k < h.Wrath; k++ {
			ch.WrathFrom = append(ch.WrathFrom, h.ID)
		}
	}
	return ch
}

// compelControls are the paths of the chosen Compel, Pull or Push option
// for the models the action catches (nil for the rules' default).
func (p *Play) compelControls(action string, aim rules.Aim, given []rules.ControlMove) []rules.ControlMove {
	c := &p.choices
	user := p.g.Model(p.g.Active)
	act, ok := p.g.FindAction(user, action)
	if !ok || c.compel == 0 || len(given) > 0 {
		return given
	}
	opts := controlOptions(act.Control)
	if len(opts) == 0 {
		return given
	}
	opt := opts[c.compel%len(opts)].label
	var caught []*rules.Model
	if act.Area.Kind != "" {
		sq, err := p.g.AreaSquares(user, act.Area, aim)
		if err != nil {
			return given
		}
		for _, s := range sq {
			if m := p.g.At(s); m != nil && m.ID != user.ID && m.Kind != rules.KindChest && !slices.ContainsFunc(caught, func(o *rules.Model) bool { return o.ID == m.ID }) {
				caught = append(caught, m)
			}
		}
	} else if t := p.g.Model(aim.Target); t != nil {
		caught = append(caught, t)
	}
	var out []rules.ControlMove
	for _, m := range caught {
		cm := rules.ControlMove{Model: m.ID}
		switch {
		case opt == "nobody moves":
		case act.Control.Name == "Compel":
			// "pull monsters in": the only other choice left.
			if rules.Enemies(user, m) {
				cm.Path = p.g.DefaultControlPath(user, m, cards.Keyword{Name: "Pull", Value: act.Control.Value})
			}
		case opt == "one square":
			if path := p.g.DefaultControlPath(user, m, act.Control); len(path) > 0 {
				cm.Path = path[:1]
			}
		}
		out = append(out, cm)
	}
	return out
}
