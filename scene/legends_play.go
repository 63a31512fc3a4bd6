package scene

import (
	"fmt"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules/legends"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// The Legends adventure screen (issue 19): one adventure of a campaign
// played to its end — story panels, exploration, combat, attribute tests
// and choices — with each Hero played by a person at the screen or by
// the hero AI, and the Consul always by the computer. Every option it
// offers comes from the rules' queries (rules/legends/query.go) and every
// move is a legends.Command; nothing here decides a rule.

// LegendsSeats says who plays each Hero of the party, in Campaign.Heroes order: true = the hero AI.
type LegendsSeats struct{ Computer []bool }

// LegendsAdventure plays one Legends adventure: its story panels,
// explorations, fights, tests and choices, to its end.
type LegendsAdventure struct {
	d     *legends.Data
	c     *legends.Campaign
	g     *legends.Game
	seats LegendsSeats
	done  func(ctx *Context, g *legends.Game)
	ended bool // done was called
	ai    *legends.AI
	// keep saves the adventure in progress (its campaign's slot) after
	// every command; nil when it is not kept (a quick fight).
	keep  func()
	pause legPause

	// version counts the commands applied: the memo of options below is
	// worked out again when it changes.
	version int
	memo    legMemo

	// sel is the Hero a person at the screen is working with (exploration:
	// who walks; combat: the active model), -1 for none.
	sel int
	// aim is the action chosen and waiting for its target, nil for none;
	// trade is the card a Hero is handing over, waiting for the receiver.
	aim   *legends.ActionOption
	trade string
	// wait counts down the ticks before the computer's next command, so
	// its turns are watchable; fast plays everything at once (tests).
	wait int
	fast bool
	// overAge counts ticks on the adventure's end panel (an all-computer
	// party goes on by itself).
	overAge  int
	storyAge int

	log     []legLogLine
	logWrap logWrap // the log broken to the panel's width
	logView logView // its scrolling (log_scroll.go)
	rolls   []legRoll
	banner  legBanner
	refusal
	view legView
}

// refusal is the last command the rules refused, shown to the player.
type refusal struct {
	text string
	age  int
}

// legMemo is what the screen asks the rules once per game state.
type legMemo struct {
	version int
	set     bool
	sel     int
	actions []legends.ActionOption
	moves   []legends.Reach
	tests   []legends.TestOption
}

// legLogLine is one line of the narrating log: the play screen's log
// line, so the two logs share their wrapping and scrolling (logView).
type legLogLine = logLine

// legBanner is a moment shown large over the board (initiative, a new
// turn, the end).
type legBanner struct {
	text, sub string
	age, life int
}

// NewLegendsAdventure is the screen that plays adventure g of campaign c (from c.StartAdventure) to its end; done is called once, when g is over, and the caller then calls c.FinishAdventure.
func NewLegendsAdventure(d *legends.Data, c *legends.Campaign, g *legends.Game, seats LegendsSeats, done func(ctx *Context, g *legends.Game)) Scene {
	return newLegendsAdventure(d, c, g, seats, done, nil)
}

// newLegendsAdventure is NewLegendsAdventure with the events that
// started the adventure, told first in the log.
func newLegendsAdventure(d *legends.Data, c *legends.Campaign, g *legends.Game, seats LegendsSeats, done func(ctx *Context, g *legends.Game), start []legends.Event) *LegendsAdventure {
	var seed uint64 = 1
	if c != nil {
		seed = c.Seed ^ c.Draws
	}
	s := &LegendsAdventure{d: d, c: c, g: g, seats: seats, done: done, ai: legends.NewAI(seed), sel: -1}
	if adv := g.AdventureDef(); adv != nil {
		s.say("adventure", adv.Name)
		if len(start) == 0 && adv.Intro != "" {
			s.say("story", adv.Intro)
		}
	}
	s.tell(start, nil)
	s.view.init(s)
	s.pickDefaultHero()
	return s
}

// resumeLegendsAdventure is the screen of a saved adventure in progress,
// as it was: the board, the log, the dice tray, the dice to come.
func resumeLegendsAdventure(d *legends.Data, c *legends.Campaign, a *savedAdventure, seats LegendsSeats, done func(ctx *Context, g *legends.Game)) *LegendsAdventure {
	s := &LegendsAdventure{d: d, c: c, g: a.g, seats: seats, done: done, ai: a.ai, sel: a.sel}
	s.log = slices.Clone(a.log)
	s.rolls = slices.Clone(a.rolls)
	s.view.init(s)
	s.view.rollAge = 1000 // the dice lie where they fell
	s.pickDefaultHero()
	s.banner = legBanner{text: "Welcome back", sub: adventureName(d, a.g.Adventure), life: 120}
	return s
}

// computer reports whether model id is played by the computer: every
// monster, and the Heroes whose seat says so.
func (s *LegendsAdventure) computer(id int) bool {
	m := s.g.Model(id)
	if m == nil || !m.Hero() {
		return true
	}
	return id < len(s.seats.Computer) && s.seats.Computer[id]
}

// anyPerson reports whether a person plays at least one Hero still in
// the adventure.
func (s *LegendsAdventure) anyPerson() bool {
	for i := range s.g.Models {
		m := &s.g.Models[i]
		if m.Hero() && m.InPlay && !s.computer(m.ID) {
			return true
		}
	}
	return false
}

// personDecides reports whether the game waits for a person now: a
// Hero of theirs activating, their Heroes to activate, or a party
// decision (story, exploration, test, choice) when a person is at the
// table.
func (s *LegendsAdventure) personDecides() bool {
	g := s.g
	switch g.Mode {
	case legends.Over:
		return false
	case legends.Combat:
		if g.Active >= 0 {
			return !s.computer(g.Active)
		}
		if g.Turn == legends.Consul {
			return false
		}
		for _, id := range g.CanActivate() {
			if !s.computer(id) {
				return s.computerToActivate() < 0
			}
		}
		return false
	}
	return s.anyPerson()
}

// computerToActivate is a computer Hero still to activate this Hero
// turn, -1 if none: the computer's Heroes go first, so the people's
// choices come after theirs (and the turn is never stuck waiting).
func (s *LegendsAdventure) computerToActivate() int {
	g := s.g
	if g.Mode != legends.Combat || g.Active >= 0 || g.Turn != legends.Heroes {
		return -1
	}
	ids := g.CanActivate()
	if c, ok := s.ai.Next(g).(legends.Activate); ok && s.computer(c.Model) {
		return c.Model
	}
	for _, id := range ids {
		if s.computer(id) {
			return id
		}
	}
	return -1
}

// options is the memo of the rules' answers for the state as it is.
func (s *LegendsAdventure) options() *legMemo {
	if s.memo.set && s.memo.version == s.version && s.memo.sel == s.sel {
		return &s.memo
	}
	g := s.g
	s.memo = legMemo{version: s.version, set: true, sel: s.sel}
	switch g.Mode {
	case legends.Combat:
		if g.Active >= 0 {
			s.memo.actions = g.Actions(g.Active)
			s.memo.moves = g.MoveOptions(false)
		}
	case legends.Explore:
		if s.sel >= 0 {
			s.memo.actions = g.Actions(s.sel)
			s.memo.moves = g.WalkOptions(s.sel)
		}
	case legends.Test:
		s.memo.tests = g.TestOptions()
	}
	return &s.memo
}

// apply runs c for whoever plays; the events go to the log, the dice to
// the tray, and the pace waits for them to be seen.
func (s *LegendsAdventure) apply(c legends.Command) bool {
	before := s.g.Clone()
	evs, err := s.g.Apply(c)
	if err != nil {
		s.refusal = refusal{text: err.Error(), age: 0}
		return false
	}
	s.refusal = refusal{}
	s.version++
	s.aim, s.trade = nil, ""
	s.view.follow(before, s.g, c)
	s.tell(evs, before)
	s.wait = s.paceFor(evs, c)
	if s.fast {
		s.wait = 0
	}
	s.storyAge = 0
	s.pickDefaultHero()
	if s.keep != nil {
		s.keep()
	}
	return true
}

// paceFor is how long the screen waits after a command before the
// computer's next one: long enough to see a walk, read a roll.
func (s *LegendsAdventure) paceFor(evs []legends.Event, c legends.Command) int {
	t := 14
	switch c := c.(type) {
	case legends.Move:
		t = max(t, len(c.Path)*legStepTicks+8)
	case legends.Run:
		t = max(t, len(c.Path)*legStepTicks+8)
	case legends.Walk:
		t = 30
	}
	for _, e := range evs {
		switch e.Kind {
		case "Attack", "AttributeTest", "Loot":
			t = max(t, 80)
		case "Initiative":
			t = max(t, 150)
		case "Turn":
			t = max(t, 45)
		case "Encounter", "Story":
			t = max(t, 60)
		}
	}
	return t
}

// pickDefaultHero keeps sel on a Hero a person may use now.
func (s *LegendsAdventure) pickDefaultHero() {
	g := s.g
	if g.Mode == legends.Combat {
		s.sel = g.Active
		return
	}
	if g.Mode != legends.Explore {
		return
	}
	if m := g.Model(s.sel); m != nil && m.Hero() && m.InPlay && !m.KO && !s.computer(s.sel) {
		return
	}
	s.sel = -1
	for i := range g.Models {
		m := &g.Models[i]
		if m.Hero() && m.InPlay && !m.KO && !s.computer(m.ID) {
			s.sel = m.ID
			return
		}
	}
}

// Update advances the adventure: the computer's next command when its
// turn and the pace allow, the person's clicks otherwise.
func (s *LegendsAdventure) Update(ctx *Context) error {
	s.view.tick = ctx.Tick
	s.banner.age++
	s.refusal.age++
	s.storyAge++
	s.view.animate(s)
	s.view.layout(s, ctx)
	if s.pauseBlocks(ctx) {
		return nil
	}
	if s.g.Mode == legends.Over {
		return s.updateOver(ctx)
	}
	hz := zoomed(ctx, s.view.k, &s.view.hud)
	s.view.hover(s, &hz)
	if s.logView.input(&hz.In) {
		return nil // the log's wheel, scrollbar or Newest button had it
	}
	if s.wait > 0 || s.view.moving() {
		if !hz.In.Clicked || !s.personDecides() {
			s.wait = max(0, s.wait-1)
			return nil
		}
		// A person's click while a roll or a walk plays back ends the
		// playback and still counts: a player who clicks ahead (or a slow
		// machine) never loses a click.
		s.wait = 0
		s.view.snap(s)
	}
	if !s.personDecides() {
		s.computerStep()
		return nil
	}
	if hz.In.Clicked {
		s.click(&hz)
	}
	return nil
}

// computerStep sends the computer's next command: the Consul's, a
// computer Hero's, or the whole party's when nobody sits at the table.
func (s *LegendsAdventure) computerStep() {
	g := s.g
	var c legends.Command
	if g.Mode == legends.Combat && g.Active < 0 && g.Turn == legends.Heroes {
		if id := s.computerToActivate(); id >= 0 {
			c = legends.Activate{Model: id}
		}
	}
	if c == nil {
		if g.Mode == legends.Story && !s.fast && s.storyAge < legStoryTicks(g) {
			return // the party's computer reads the story too
		}
		c = s.ai.Next(g)
	}
	if c == nil {
		return
	}
	s.narrate(c)
	if !s.apply(c) {
		// The AI never sends an illegal command (its tests check it); if
		// it did, end the turn rather than stall the screen.
		s.say("refused", "the computer's move was refused: "+s.refusal.text)
		if g.Mode == legends.Combat {
			s.apply(legends.EndTurn{})
		} else {
			s.apply(legends.Continue{})
		}
	}
}

// legStoryTicks is how long an all-computer party leaves a story on
// screen: long enough to read it.
func legStoryTicks(g *legends.Game) int {
	if p := g.CurrentPhase(); p != nil {
		return min(600, 120+len(p.Story)*3)
	}
	return 120
}

// updateOver runs the end panel: its Continue hands the game back.
func (s *LegendsAdventure) updateOver(ctx *Context) error {
	s.overAge++
	hz := zoomed(ctx, s.view.k, &s.view.hud)
	s.view.hover(s, &hz)
	clicked := hz.In.Clicked && s.view.buttonAt(hz.In.X, hz.In.Y) == "over"
	if clicked || (!s.anyHumanSeat() && s.overAge > 300) || (s.fast && !s.anyHumanSeat()) {
		s.finish(ctx)
	}
	return nil
}

// anyHumanSeat reports whether any seat is a person's.
func (s *LegendsAdventure) anyHumanSeat() bool {
	for i := range s.g.Models {
		if s.g.Models[i].Hero() && !s.computer(i) {
			return true
		}
	}
	return false
}

// finish calls done once.
func (s *LegendsAdventure) finish(ctx *Context) {
	if s.ended {
		return
	}
	s.ended = true
	if s.done != nil {
		s.done(ctx, s.g)
	}
}

// narrate says in the log what the computer decided, before the rules
// tell what happened: the Consul's choices read as the Consul's.
func (s *LegendsAdventure) narrate(c legends.Command) {
	g := s.g
	name := func(id int) string {
		if m := g.Model(id); m != nil {
			return m.Name
		}
		return "?"
	}
	who := "The party's computer"
	if g.Mode == legends.Combat && g.Turn == legends.Consul {
		who = "The Consul"
	}
	switch c := c.(type) {
	case legends.Activate:
		m := g.Model(c.Model)
		if m != nil && !m.Hero() {
			s.say("consul", fmt.Sprintf("The Consul sends %s into action.", m.Name))
		}
	case legends.Attack:
		if g.Turn == legends.Consul {
			s.say("consul", fmt.Sprintf("%s has %s strike at %s.", who, name(g.Active), name(c.Target)))
		}
	case legends.UseAbility:
		if g.Turn == legends.Consul {
			s.say("consul", fmt.Sprintf("%s has %s use %s.", who, name(g.Active), c.Ability))
		}
	case legends.Attempt:
		if t := g.CurrentTest(); t != nil && c.Approach < len(t.Approaches) {
			s.say("consul", fmt.Sprintf("%s sends %s to %s.", who, name(c.Hero), t.Approaches[c.Approach].Text))
		}
	case legends.EndTurn:
		if g.Turn == legends.Consul {
			s.say("consul", "The Consul ends its turn.")
		}
	}
}

// say adds a line to the log.
func (s *LegendsAdventure) say(kind, text string) {
	s.log = append(s.log, legLogLine{text: text, kind: kind})
	if n := len(s.log) - 400; n > 0 {
		s.log = slices.Delete(s.log, 0, n)
		s.logWrap.drop(n)
	}
}

// tell puts the events in the log and their rolls in the tray, and sets
// the banner for the moments that deserve one.
func (s *LegendsAdventure) tell(evs []legends.Event, before *legends.Game) {
	var rolls []legRoll
	for i, e := range evs {
		switch e.Kind {
		case "Activated", "ActivationEnded", "Modifier", "Defense", "Placed":
			// The roll shows the modifiers and the defense; placements
			// show on the board. Kept short so the story reads.
			if e.Kind == "Placed" || e.Kind == "ActivationEnded" || e.Kind == "Defense" {
				continue
			}
		}
		s.say(e.Kind, capitalise(e.Text))
		switch e.Kind {
		case "Initiative", "AttributeTest":
			if e.Roll != nil {
				rolls = append(rolls, s.rollOf(e, evs[i+1:]))
			}
		case "Attack":
			if e.Roll != nil {
				rolls = append(rolls, s.rollOf(e, evs[i+1:]))
			}
		case "Loot":
			rolls = append(rolls, legRoll{golden: e.Amount, title: capitalise(e.Text)})
		case "Turn":
			s.banner = legBanner{text: capitalise(e.Text), life: 70}
		case "AdventureOver":
			s.banner = legBanner{}
		}
	}
	if n := initiativeRolls(rolls); n == 2 {
		first := "the Heroes go first"
		if s.g.First == legends.Consul {
			first = "the Consul goes first"
		}
		s.banner = legBanner{text: "Initiative!", sub: fmt.Sprintf("Heroes %d, Consul %d: %s", rolls[0].rows[0].stars, rolls[1].rows[0].stars, first), life: 150}
	}
	if len(rolls) > 0 {
		s.rolls = rolls
		s.view.rollAge = 0
	}
}

func initiativeRolls(r []legRoll) int {
	n := 0
	for _, x := range r {
		if x.initiative {
			n++
		}
	}
	return n
}

// click acts on a click (zoomed units) on the HUD or the board.
func (s *LegendsAdventure) click(hz *Context) {
	x, y := hz.In.X, hz.In.Y
	if id := s.view.buttonAt(x, y); id != "" {
		s.press(id)
		return
	}
	if h := s.view.cardAt(x, y); h >= 0 {
		s.clickHero(h)
		return
	}
	if s.view.panelCovers(s, x, y) {
		return
	}
	if sq, ok := s.view.squareAt(x*s.view.k, y*s.view.k); ok {
		s.clickSquare(sq)
	}
}

// clickHero is a click on Hero h's card (or the Hero on the board).
func (s *LegendsAdventure) clickHero(h int) {
	g := s.g
	switch {
	case s.trade != "" && g.Mode == legends.Explore && s.sel >= 0 && h != s.sel:
		s.apply(legends.Trade{From: s.sel, To: h, Card: s.trade})
	case s.aim != nil:
		s.aimAtModel(h)
	case g.Mode == legends.Combat && g.Active < 0:
		if s.computer(h) {
			s.refusal = refusal{text: g.Models[h].Name + " is played by the computer"}
			return
		}
		s.apply(legends.Activate{Model: h})
	case g.Mode == legends.Explore:
		if s.computer(h) {
			s.refusal = refusal{text: g.Models[h].Name + " is played by the computer"}
			return
		}
		s.sel = h
	}
}

// clickSquare is a click on a board square.
func (s *LegendsAdventure) clickSquare(sq tiles.Point) {
	g := s.g
	m := s.modelOn(sq)
	if s.aim != nil && s.aim.Kind == "run" {
		if !s.runTo(sq) {
			s.aim = nil
		}
		return
	}
	if s.aim != nil {
		switch s.aim.Aim {
		case legends.AimSquare:
			if slices.Contains(s.aim.Squares, sq) {
				c := s.aim.Command(g.Active, -1, &sq, "", -1)
				s.apply(c)
				return
			}
		case legends.AimDir:
			if d := s.dirTo(sq); d != "" && slices.Contains(s.aim.Dirs, d) {
				s.apply(s.aim.Command(g.Active, -1, nil, d, -1))
				return
			}
		case legends.AimToken:
			if t := s.tokenOn(sq); t >= 0 && slices.Contains(s.aim.Tokens, t) {
				s.apply(s.aim.Command(s.actor(), -1, nil, "", t))
				return
			}
		}
		if m != nil {
			s.aimAtModel(m.ID)
			return
		}
		s.aim = nil
		return
	}
	if m != nil {
		if m.Hero() {
			s.clickHero(m.ID)
			return
		}
		// A monster the active model can hit with its basic attack: attack.
		if g.Mode == legends.Combat && g.Active >= 0 {
			for _, o := range s.options().actions {
				if o.Kind == legends.ActAttack && o.Why == "" {
					for _, t := range o.Targets {
						if t.Model == m.ID {
							s.apply(o.Command(g.Active, m.ID, nil, "", -1))
							return
						}
					}
				}
			}
			s.refusal = refusal{text: s.whyNotAttack(m)}
		}
		return
	}
	if t := s.tokenOn(sq); t >= 0 && s.sel >= 0 {
		s.openToken(t)
		return
	}
	for _, r := range s.options().moves {
		if r.To == sq {
			if g.Mode == legends.Explore {
				s.apply(legends.Walk{Hero: s.sel, To: sq})
			} else {
				s.apply(legends.Move{Path: r.Path})
			}
			return
		}
	}
}

// openToken opens token t with the selected Hero, walking next to it
// first during exploration.
func (s *LegendsAdventure) openToken(t int) {
	g := s.g
	h := s.actor()
	if h < 0 {
		return
	}
	if tiles.Dist(g.Models[h].At, g.Tokens[t].At) != 1 && g.Mode == legends.Explore {
		best := -1
		moves := s.options().moves
		for i, r := range moves {
			if tiles.Dist(r.To, g.Tokens[t].At) == 1 && (best < 0 || r.Cost < moves[best].Cost) {
				best = i
			}
		}
		if best < 0 {
			s.refusal = refusal{text: g.Models[h].Name + " cannot get next to it"}
			return
		}
		if !s.apply(legends.Walk{Hero: h, To: moves[best].To}) {
			return
		}
	}
	s.apply(legends.Interact{Hero: h, Token: t})
}

// actor is the Hero whose action a click takes: the active model in
// combat, the selected Hero in exploration.
func (s *LegendsAdventure) actor() int {
	if s.g.Mode == legends.Combat {
		return s.g.Active
	}
	return s.sel
}

// aimAtModel fires the chosen action at model id, if it is a target.
func (s *LegendsAdventure) aimAtModel(id int) {
	if s.aim == nil {
		return
	}
	for _, t := range s.aim.Targets {
		if t.Model == id {
			s.apply(s.aim.Command(s.actor(), id, nil, "", -1))
			return
		}
	}
	if s.aim.Aim == legends.AimSquare {
		if m := s.g.Model(id); m != nil && slices.Contains(s.aim.Squares, m.At) {
			at := m.At
			s.apply(s.aim.Command(s.actor(), -1, &at, "", -1))
			return
		}
	}
	why := "it is not a target"
	if _, err := s.g.Clone().Apply(s.aim.Command(s.actor(), id, nil, "", -1)); err != nil {
		why = err.Error()
	}
	s.refusal = refusal{text: s.aim.Name + " cannot be aimed at " + s.g.Models[id].Name + ": " + why}
}

// whyNotAttack says why the active model cannot attack m.
func (s *LegendsAdventure) whyNotAttack(m *legends.Model) string {
	g := s.g
	_, err := g.Clone().Apply(legends.Attack{Target: m.ID})
	if err != nil {
		return err.Error()
	}
	return ""
}

// press acts on a HUD button.
func (s *LegendsAdventure) press(id string) {
	g := s.g
	var kind string
	var n int
	if _, err := fmt.Sscanf(id, "%s %d", &kind, &n); err != nil {
		kind = id
	}
	switch kind {
	case "continue":
		if g.Mode == legends.Explore {
			// The computer's Heroes get ready too before the party sets out.
			for i := range g.Models {
				if g.Models[i].Hero() && s.computer(i) {
					for k := 0; k < 4; k++ {
						c := s.ai.ExploreFor(g, i)
						if c == nil || !s.apply(c) {
							break
						}
					}
				}
			}
		}
		s.apply(legends.Continue{})
	case "endturn":
		s.apply(legends.EndTurn{})
	case "endact":
		s.apply(legends.EndActivation{})
	case "act":
		acts := s.options().actions
		if n < 0 || n >= len(acts) || acts[n].Why != "" {
			return
		}
		o := acts[n]
		armed := s.aim != nil && s.aim.Kind == o.Kind && s.aim.Name == o.Name
		// An Aura that wounds hits friends too ("Area Effects"): the first
		// press lights its squares, the second strikes.
		if o.Aim == legends.AimNone && o.Wounds && !armed {
			s.aim = &o
			return
		}
		if armed && o.Aim != legends.AimNone {
			s.aim = nil // pressed again: put it down
			return
		}
		if o.Aim == legends.AimNone {
			s.aim = nil
			s.apply(o.Command(s.actor(), -1, nil, "", -1))
			return
		}
		if o.Aim == legends.AimModel && len(o.Targets) == 1 && o.Kind == legends.ActPotion {
			s.apply(o.Command(s.actor(), o.Targets[0].Model, nil, "", -1))
			return
		}
		s.aim = &o
	case "run":
		s.aim = &legends.ActionOption{Kind: "run", Name: "Run", Aim: legends.AimSquare}
		for _, r := range g.MoveOptions(true) {
			s.aim.Squares = append(s.aim.Squares, r.To)
		}
	case "equip":
		if m := g.Model(s.sel); m != nil && n < len(m.Carried) {
			s.apply(legends.Equip{Hero: s.sel, Card: m.Carried[n]})
		}
	case "give":
		if m := g.Model(s.sel); m != nil {
			cards := append(slices.Clone(m.Equipped), m.Carried...)
			if n < len(cards) {
				if s.trade == cards[n] {
					s.trade = ""
				} else {
					s.trade = cards[n]
				}
			}
		}
	case "attempt":
		tests := s.options().tests
		if n >= 0 && n < len(tests) {
			o := tests[n]
			s.apply(legends.Attempt{Hero: o.Hero, Approach: o.Approach, UseGood: o.UseGood})
		}
	case "choose":
		if ok, why := g.Affordable(n); !ok {
			s.refusal = refusal{text: why}
			return
		}
		s.apply(legends.Choose{Option: n})
	}
}

// runTo takes the Run action to sq (the aim "run").
func (s *LegendsAdventure) runTo(sq tiles.Point) bool {
	for _, r := range s.g.MoveOptions(true) {
		if r.To == sq {
			return s.apply(legends.Run{Path: r.Path})
		}
	}
	return false
}

// modelOn is the model in play on sq, nil if none.
func (s *LegendsAdventure) modelOn(sq tiles.Point) *legends.Model {
	return s.g.ModelAt(sq) // any square of a large base
}

// tokenOn is the index of the token on sq still there, -1 if none.
func (s *LegendsAdventure) tokenOn(sq tiles.Point) int {
	for i, t := range s.g.Tokens {
		if !t.Gone && t.At == sq {
			return i
		}
	}
	return -1
}

// dirTo is the straight direction (N, E, S, W) from the active model to
// sq, "" when sq is not in a straight line.
func (s *LegendsAdventure) dirTo(sq tiles.Point) string {
	a := s.g.Model(s.g.Active)
	if a == nil {
		return ""
	}
	dx, dy := sq.X-a.At.X, sq.Y-a.At.Y
	switch {
	case dx == 0 && dy < 0:
		return "N"
	case dx == 0 && dy > 0:
		return "S"
	case dy == 0 && dx > 0:
		return "E"
	case dy == 0 && dx < 0:
		return "W"
	}
	return ""
}

// Draw draws the adventure.
func (s *LegendsAdventure) Draw(screen *ebiten.Image, ctx *Context) {
	screen.Fill(render.ColBackground)
	s.view.layout(s, ctx)
	s.view.draw(screen, s, ctx)
	s.drawPause(screen, ctx)
}
