package scene

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/render/sound"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/ai"
	"github.com/superdungeon-digital/superdungeon/rules/arcade"
	"github.com/superdungeon-digital/superdungeon/rules/classic"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
	"github.com/superdungeon-digital/superdungeon/rules/replay"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Play is the game screen: the board, the Heroes' cards, the action bar and
// the log. It turns clicks into rules commands and plays back the events the
// rules return; every legality question is asked of the rules package.
type Play struct {
	g     *rules.Game
	board *render.BoardArt
	art   render.ModelArt
	// cardLayer holds the Hero cards between changes (see drawHeroCards).
	cardLayer render.Layer[heroCardsKey]
	shots     render.ProjectileArt
	cam       render.Camera
	views     map[rules.ModelID]*modelView
	beats     []*beat
	speed     int // playback ticks per game tick: 1×, 2×, 4×

	log     []logLine
	logView logView // the log's scrolling (log_scroll.go)

	// armed is the action waiting for a target, "" when clicks move.
	armed    armedAction
	hoverSq  tiles.Point
	hoverOn  bool
	hoverBtn *actionButton
	buttons  []*actionButton
	// shareBtns are other Heroes' potions, shown in the Share pop-up.
	shareBtns []*actionButton
	shareOpen bool
	// moreBtns are the activation bar's buttons that did not fit it,
	// shown in the More pop-up (placeActivationBar).
	moreBtns []*actionButton
	moreOpen bool
	// greenHead is where the green potions' heading goes, left of their
	// buttons (green.go); zero when it is not shown.
	greenHead      render.Rect
	greenHeadWords int // which of greenHeads
	barFont        float64
	dashTo         map[tiles.Point][]tiles.Point // Dash destinations and their paths
	crystalTo      map[tiles.Point]bool          // crystal tokens Interact may clear now
	// aimTip is the armed action's label by its hovered target, drawn
	// over the HUD's columns at (aimTipX, aimTipY) in HUD units.
	aimTip           string
	aimTipX, aimTipY float64
	aimKeep          render.Rect // the target and its neighbours: the tip keeps off them

	// The keyboard cursor: arrows move it over the board and Enter clicks
	// there, so every mouse action has a key.
	kbSq                       tiles.Point
	kbOn                       bool
	lastPointerX, lastPointerY float64
	helpOpen                   bool
	reach                      map[tiles.Point]int
	path                       []tiles.Point

	// version counts applied commands; caches derived from the game state
	// (reachable squares, the action bar) are rebuilt when it changes.
	version      int
	reachVersion int
	barVersion   int
	barArmed     string
	barKey       barKey
	barRows      int // 2 when the buttons wrapped to two rows of labels
	barGuard     barGuard
	wrap         logWrap // the log broken to the panel's width

	// auraSig is the aura carriers' positions the board's auras were
	// last set from (drawBoard).
	auraSig  uint64
	aurasSet bool
	tipMemo  squareTipMemo

	dice *diceShow
	// badgeBuf is drawModelBadges' scratch list, kept so a frame
	// allocates nothing.
	badgeBuf []badgeLook
	// scratch are the layout queries' reused lists (see frameScratch).
	scratch frameScratch
	// logShown is where the log's lines were last drawn (logTip).
	logShown logRows
	shot     *shotShow
	// targets remembers the armed action's legal targets (play_targets.go).
	targets targetsMemo
	// memo keeps the rules' answers the board asks every frame
	// (play_targets.go).
	memo frameMemo
	// Hearts and potions flying from a monster to a Hero card
	// (play_flyers.go): popFrom is where the last pop-out happened.
	flyers  []flyer
	popFrom [2]float64
	popping bool
	// shown is what the HUD shows while events play back: a copy of the game
	// from before the command, brought forward event by event, so a Hero's
	// card does not say "down" before the blow that fells it has played.
	shown     *rules.Game
	banner    string
	bannerAge int
	// bannerMust marks the banner as an announcement (an arrival) that
	// must be seen whole (see tickBanner); bannerNext are the banners
	// that wait behind it.
	bannerMust bool
	bannerNext []queuedBanner
	toast      string
	toastAge   int

	// sess records every command (saves, replays, undo); store is where the
	// autosave goes (nil: not kept, as in attract mode and screenshot runs).
	sess *replay.Session
	// cursor is set in the replay viewer: commands come from the file.
	cursor     *replay.Cursor
	replayLen  int
	replayRun  bool
	replayNext bool
	store      *Store
	saveError  string
	mixer      *sound.Mixer

	// slot is the file this game is saved in (slots.go); lastSaved what
	// was last written there; replaceOK lets the first write replace the
	// good game the player agreed to lose.
	slot      string
	lastSaved []byte
	replaceOK bool

	// auto plays the Heroes when set (attract mode and -autoplay); attract
	// also returns to the title on any input.
	auto      *ai.Player
	attract   bool
	demoSeed  uint64
	overAge   int       // ticks since the game ended (a demo starts the next game)
	demoStart time.Time // when the demo began (see demoMaxTime)
	idle      int       // ticks without input (kiosk games return to the title)
	// cornerHeld counts ticks the pointer has held the top-right corner
	// down (the kiosk's way out); exitPrompt is the question it opens.
	cornerHeld int
	exitPrompt bool

	// camGoal is where a watched game's camera is gliding to (see
	// followEvent).
	camGoalX, camGoalY float64
	camQuick           bool // the glide the player asked for: a quick one
	// hushTip keeps the board's tip off the square just clicked (hushSq)
	// until the pointer leaves it.
	hushTip bool
	hushSq  tiles.Point
	// hushStill keeps the board's and the Hero cards' tips off until the
	// pointer moves from where it rested (hushX, hushY) as the game
	// opened or a Hero card was clicked.
	hushStill    bool
	hushX, hushY float64
	// doneGuard keeps a second click on the power-up's Done off what lay
	// under it (powerup.go).
	doneGuard doneGuard
	// fallen are the squares of the monsters the last command felled,
	// while no other command came since (fallenAt: its version).
	fallen   map[tiles.Point]string
	fallenAt int
	// greenIdle is the tick the Consul's last step finished playing, while
	// the next waits for greenDwell (0: not waiting; -1: the step mode
	// waited for the player, who went on).
	greenIdle int
	// slotsShown is whether each Hero's card shows its crystal slots now
	// (the tooltip speaks of the rings only then).
	slotsShown map[rules.ModelID]bool
	camFollow  bool
	// viewKept is set while the Consul's turn has moved the board from
	// the player's view at keptX, keptY (keptTick: when).
	viewKept     bool
	keptX, keptY float64
	keptTick     int
	// panTick is when the player last panned or zoomed (panEver: at
	// all); followed is the beat the camera last followed (play_pace.go).
	panTick int
	panEver bool
	// nowTick is the tick being played (Update's ctx.Tick).
	nowTick  int
	followed *beat
	// followNext is the last beat started this tick that the camera
	// should follow (it may have ended already).
	followNext *beat
	// press is where the pointer's button went down over the board (see
	// pressOnBoard): a click acts there when the camera moved by itself
	// under the held button.
	press pressMark

	// Settings read each tick (see Settings).
	reduced, colourBlind, confirmEnd bool
	// endArmed is set by a first click on End with points left, when the
	// settings ask for a confirmation; a second click ends.
	endArmed     int
	endArmedTick int // nowTick at End's warning (endActivation)

	// The power-up panel: powerUpDone is the turn the party closed it;
	// puSelected the backpack card being placed.
	powerUpDone int
	// puOpen is the turn the panel opened in (puOpenSet says there was
	// one): once open it stays until Done, even when the last choice is
	// made (played by mouse: wearing the last card closed it and the
	// Consul's turn began before the player could look).
	puOpen     int
	puOpenSet  bool
	puSelected string
	// puReplace is the Hero a first click chose to wear puSelected over a
	// card it wears (a second click replaces it).
	puReplace rules.ModelID
	// puGhosts are the rows worn cards left in this power-up, in row
	// order, and puSelRow the row of the chosen card (powerup_rows.go).
	puGhosts []puGhost
	puSelRow int
	// puBought is the card the last six-loot trade bought (its hint).
	puBought string
	puPanel  render.Rect
	puCards  []render.Rect
	// puFirst is the backpack card in the first row when not every card
	// fits; puMore the line under the rows that shows the others.
	puFirst int
	puMore  render.Rect
	// puBefore is the backpack as the Heroes' power-up of turn
	// puBeforeTurn began: cards beyond it are new this power-up (the
	// turn's rewards, drawn as it begins; a kept boo booty card; a
	// trade's treasure) and the panel marks them.
	puBefore     []string
	puBeforeTurn int
	puTrade      render.Rect
	puDone       render.Rect
	// puTradeAsk is set by a first click on Trade: the second trades
	// the six backpack places in puTradePick, which the player chooses
	// when the backpack holds more than six loot cards (powerup.go).
	puTradeAsk  bool
	puTradePick []int
	// puSell (Rude Supers) is set by Sell: the next Hero card clicked gets
	// the potion the chosen card buys (powerup_sell.go).
	puSellBtn render.Rect
	puSell    bool
	// puSellPair is the loot card sold with the chosen one when the
	// player picked it (powerup_sell.go).
	puSellPair string
	// puSacrifice (classic) is set by a Sacrifice button: the next Hero
	// card clicked gets the heart or potion (classic_powerup.go).
	puSacHeart, puSacPotion render.Rect
	puSacrifice             string
	// wearCard (classic) is the card just drawn that the next click on a
	// Hero puts on it (classic_wear.go).
	wearCard string
	// puChoice says whether the backpack holds a decision, for the game
	// state puChoiceG at puChoiceV (see powerUpHasChoice).
	puChoice  bool
	puChoiceG *rules.Game
	puChoiceV int

	// consulDone is set once the rules report the Consul turn over; the
	// next automatic step is then EndPhase.
	consulDone bool
	// stalled holds an automatic step the rules refused, so the scene stops
	// instead of retrying it every tick.
	stalled string
	// consulLine is the latest reason the Consul gave, shown over the board.
	consulLine string
	consulAge  int
	// consulTidy is consulLine in players' words (see tidyText).
	consulTidy, consulTidyOf string

	// reviveFor is the fallen Hero the party is placing with a Princess
	// Coin, and reviveAt the squares the rules accept for it.
	reviveFor rules.ModelID
	reviveAt  map[tiles.Point]bool
	// choices are the party's choices the rules leave open (play_choices.go).
	choices playChoices

	glossary  *cards.Glossary
	chart     chartTrack
	cardTexts map[string]string // challenge and plot card texts for tooltips
	stats     gameStats
	// stepMode pauses the Consul turn after each step until the player asks
	// for the next one; stepWait is set while it waits.
	stepMode  bool
	stepWait  bool
	green     greenClicks // presses on the green potions (green.go)
	speedBtn  render.Rect
	exportBtn render.Rect
	stepBtn   render.Rect
	nextBtn   render.Rect
	overBtns  []*actionButton
	// menu is the pause menu (play_menu.go).
	menu menuState
	// tut is set in the tutorial (tutorial.go).
	tut *tutorialState
	// ex is set in an Explore game (explore_play.go).
	ex *exploreSide
	// obj is the party's goal for the game state objG at objV, announced
	// for a while after it changes (objAge); modeText the mode cards'
	// texts (play_objective.go).
	obj      objective
	objG     *rules.Game
	objV     int
	objAge   int
	modeText map[string]string
	modeKind map[string]string // a mode card's difficulty
	// gotoScene is set by a game-over button; Update performs the change.
	gotoScene Scene
	cardRects []cardRect

	dragging  bool
	edgeTicks int // ticks the pointer has rested in the board's edge strip
	// seenHero is a Hero just activated by a click on its model: the
	// camera does not go to it (followPlayback).
	seenHero rules.ModelID
	puGuard  puGuard // the power-up panel's first moment (powerup.go)
	ctxRoom  ctxRoom // the square's buttons seen this activation (ctxWithRoom)
	// partyChecked is the last Heroes' turn partyInSight looked at.
	partyChecked int
	// edgeHush is where the pointer last clicked: the edge strip does
	// not pan until it has moved away (edgePan).
	edgeHush     pointerMark
	dragX, dragY float64
	dragMoved    float64
	fitted       bool
	savedCam     *savedCamera // a Continue's camera, until the first frame

	// The HUD at the player's UI scale and text size (see hudLayout): hc is
	// this frame's context in HUD units, lay its layout; modals get mc.
	hc           Context
	lay          hudLayout
	layIn        hudInput
	hudPainter   render.Painter
	mc           Context
	modalPainter render.Painter
	pc           Context // the power-up panel's (see powerUpLayout)
	puPainter    render.Painter
	// trayPainter draws the dice tray when it is set smaller than the
	// HUD (columnTray).
	trayPainter render.Painter
}

type logLine struct {
	text string
	kind string
	cont bool // a wrapped line that goes on the entry above
}

type diceShow struct {
	title    string // the tray's title, worded once
	roll     rules.Rolled
	compared *rules.Compared
	defended *rules.Defended
	age      int
	free     int         // ticks since the player has the game back (leaveHUD)
	rect     render.Rect // where the tray was last drawn (HUD units), for the toast to keep clear of
	// said is the log's newest entry as the roll began: the attack or
	// action it is for, which the log keeps in view while a tray sits
	// over its top (columnTray).
	said string
}

// NewPlay opens the game screen for g, whose board came from d.
func NewPlay(g *rules.Game, d *tiles.Dungeon, effects []tiles.Effect) *Play {
	if d == nil {
		d = &tiles.Dungeon{Map: g.Board, Tiles: g.Layout, Start: g.Board.Start}
	}
	board := render.NewBoardArt(d, effects)
	if st := explore.Starts(g); len(st) > 1 {
		board.SetMoreStarts(st[1:]) // Rude Supers' Pincer Assault
	}
	return &Play{
		g:         g,
		board:     board,
		views:     map[rules.ModelID]*modelView{},
		speed:     1,
		version:   1,
		reviveFor: rules.NoModel,
		seenHero:  rules.NoModel,
		puReplace: rules.NoModel,
		puSelRow:  -1,
		chart:     chartTrack{hover: -1},
	}
}

// Update handles input and playback.
func (p *Play) Update(ctx *Context) error {
	p.nowTick = ctx.Tick
	hc := p.hudContext(ctx)
	p.cam.View = p.lay.toScreen(p.lay.board)
	if !p.fitted {
		if ctx.Settings != nil && !p.attract && p.auto == nil {
			p.speed = ctx.Settings.ConsulSpeed
		}
		if !p.attract && p.auto == nil {
			p.store = ctx.Store
			p.pickSlot(ctx.Kiosk)
		}
		p.obj = p.currentObjective() // the goal line's size decides the fit's turn
		p.focusParty()
		p.applySavedCamera()
		p.syncViews()
		p.fitted = true
		// The pointer resting where the title's button was shows no tip
		// until it moves (seen at 200%: a square's tip over the Hero cards
		// as the game opened).
		p.hushStill, p.hushX, p.hushY = true, ctx.In.X, ctx.In.Y
	}
	p.mixer = ctx.Sound
	if p.mixer != nil {
		music := sound.MusicPlay
		if consulOf(p.g).BossSpawned || (p.exState() != nil && p.exState().BossID != rules.NoModel) || (p.clState() != nil && p.clState().BossID != rules.NoModel) {
			music = sound.MusicBoss
		}
		if !p.mixer.MusicPlaying(music) {
			p.mixer.PlayMusic(music)
		}
	}
	p.reduced = ctx.Settings != nil && ctx.Settings.ReducedMotion
	p.colourBlind = ctx.Settings != nil && ctx.Settings.ColourBlind
	p.confirmEnd = ctx.Settings != nil && ctx.Settings.ConfirmEnd
	if !p.puOpenSet || p.puOpen != p.g.Turn {
		if p.needsPowerUp() {
			p.puOpen, p.puOpenSet = p.g.Turn, true
			p.forgetGhosts()
		}
	}
	if p.menuBlocks(ctx, hc) {
		return nil // the game stands still while the pause menu is open
	}
	p.tickViews()
	p.trimLog()
	if p.dice != nil {
		p.dice.age++
		p.dice.leaveHUD(p.trayOverHUD(hc.Painter), p.busy(), ctx.In.Activity, ctx.In.Clicked)
	}
	p.tickFlyers()
	if p.shot != nil {
		p.shot.age += p.speed
		if p.shot.age > ticksPerShot+10 {
			p.shot = nil
		}
	}
	p.tickBanner()
	p.updateObjective()
	p.dismissGoalBanner(&ctx.In)
	p.toastAge++
	p.logInput(ctx, hc) // log_scroll.go
	p.notePress(ctx)
	p.updateCamera(ctx)
	p.glideCamera()
	p.board.Prepare(&p.cam, ctx.Painter.Scale) // a new layer is painted a part a tick
	p.handleGlobalKeys(ctx)
	p.layoutButtons(hc)
	p.barGuard.tick(hc.In.X, hc.In.Y)
	p.closePopupOffIt(ctx, hc)
	p.layoutChrome(hc)
	p.puGuard.tick(p.needsPowerUp() && !p.busy(), ctx.In.X, ctx.In.Y, p.lastPointerX, p.lastPointerY)
	if p.needsPowerUp() {
		p.powerUpLayout(hc)
		if !p.busy() && p.powerUpClick(hc) {
			return nil
		}
	}
	if p.updateTutorial(ctx, hc) {
		return nil
	}
	if p.objectiveClick(hc) {
		return nil
	}
	if p.chromeClick(hc) {
		if p.gotoScene != nil {
			ctx.Goto(p.gotoScene)
			p.gotoScene = nil
		}
		return nil
	}

	if p.ex != nil && p.ex.placing != nil {
		p.placingUpdate(ctx, hc) // explore_placing.go
		return nil
	}
	if p.exploreInput(hc) { // explore_handover.go
		return nil
	}
	p.consulAge++
	if done := p.boothRules(hc); done {
		return nil
	}
	if p.greenInput(ctx, hc) {
		// Green potions are offered while the Consul plays: their buttons
		// work between and during steps (green.go).
		return nil
	}
	if p.busy() {
		p.pointAt(ctx)
		p.hoverButtons(hc)
		onBoard := p.cam.View.Contains(ctx.In.X, ctx.In.Y)
		switch {
		case ctx.In.Clicked && p.dragMoved < 6 && p.humanPlays() && p.g.Phase == rules.HeroTurn:
			// A click during playback is not lost: the playback jumps to
			// its end and the click acts on the game as it is then.
			p.skipPlayback()
		case ctx.In.Clicked && p.dragMoved < 6 && p.humanPlays() && onBoard:
			// In the Consul's turn a click on the board skips this step's
			// animation (the next step still plays); it acts on nothing.
			p.skipPlayback()
			return nil
		default:
			p.stepPlayback()
			p.paceHeroes()
			p.followPlayback(ctx.Tick)
		}
		if p.busy() {
			return nil
		}
	}
	p.returnView(ctx.Tick) // play_pace.go
	p.partyInSight()
	p.endGreenPause() // green.go
	if p.cursor != nil {
		p.stepReplay()
		p.updateHover(ctx, hc)
		p.handleViewerKeys(ctx)
		if ctx.In.Clicked && p.hoverBtn != nil && p.hoverBtn.disabled == "" {
			p.hoverBtn.onClick()
		}
		return nil
	}
	if p.g.Over != "" {
		// The game-over panel is modal: its buttons (chromeClick) and the
		// pause menu answer, the board and the action bar do not (played by
		// mouse at 200%: a click on the bar after the boss fell toasted the
		// rules' "the game is over (heroes won)" over the victory's numbers).
		p.hoverBtn = nil
		return nil
	}
	if tc, ok := p.pendingChoice(); ok {
		// Drawn treasure waits for the party: only the chooser takes input.
		p.treasureInput(hc, tc)
		return nil
	}
	p.autoPlay()
	if p.busy() {
		return nil
	}
	p.autoAdvance()
	if p.busy() {
		return nil
	}
	p.disarmStale()
	p.refreshReach()
	p.updateHover(ctx, hc)
	p.handleKeys(ctx)
	if ctx.In.Clicked && p.dragMoved < 6 {
		p.click(hc)
	}
	return nil
}

// refreshReach recomputes the active Hero's reachable squares when the game
// state changed.
func (p *Play) refreshReach() {
	id := p.g.Active
	if p.reach != nil && p.reachVersion == p.version {
		return
	}
	p.reachVersion = p.version
	p.reach = map[tiles.Point]int{}
	if p.exConsulActs() {
		for _, r := range p.rulesOfConsul().reachable() {
			p.reach[r.At] = r.Cost
		}
		return
	}
	if id == rules.NoModel {
		return
	}
	for _, r := range p.g.ReachableSquares(id) {
		p.reach[r.At] = r.Cost
	}
}

// updateHover finds what is under the pointer: a board square (in ctx's
// logical pixels) or a button (in hc's HUD units).
func (p *Play) updateHover(ctx, hc *Context) {
	p.pointAt(ctx)
	sq := p.hoverSq
	p.path = nil
	if actor := p.actor(); p.hoverOn && (p.armed.name == "" || p.armedClickMoves()) && actor != rules.NoModel {
		if _, ok := p.reach[sq]; ok {
			if path, _, ok := p.g.MovePath(actor, sq); ok {
				p.path = path
			}
		}
	}
	p.hoverButtons(hc)
}

// hoverButtons finds the action bar's (or an open pop-up's) button under
// the pointer. It runs during playback too, so the green potions offered
// while the Consul plays show their tips (played by mouse: a hover of
// 1.5 s on Loud Slurping showed nothing).
func (p *Play) hoverButtons(hc *Context) {
	p.hoverBtn = nil
	if (p.shareOpen || p.moreOpen) && p.g.Active == rules.NoModel {
		// The Share and More pop-ups belong to the active Hero's bar:
		// they close with the activation (played by mouse: Share stayed
		// open over the board through the Consul's turn).
		p.shareOpen, p.moreOpen = false, false
	}
	// An open pop-up is drawn over the bar's buttons and takes the
	// pointer first (played by mouse at 200%: More's potion lay over
	// Melee and Magic, and a click on it armed Magic).
	for _, b := range p.popupBtns() {
		if b.rect.Contains(hc.In.X, hc.In.Y) {
			p.hoverBtn = b
			return
		}
	}
	for _, b := range p.buttons {
		if b.rect.Contains(hc.In.X, hc.In.Y) {
			p.hoverBtn = b
		}
	}
}

// closePopupOffIt closes the open Share or More pop-up on a click that is
// on neither it nor its button, before anything else takes the click
// (played by mouse at 200%: More stayed open, over the log's last line
// and the board, after another action was chosen and through the whole
// attack; only a click on More closed it).
func (p *Play) closePopupOffIt(ctx, hc *Context) {
	if !ctx.In.Clicked || p.dragMoved >= 6 || !(p.shareOpen || p.moreOpen) {
		return
	}
	for _, b := range p.popupBtns() {
		if b.rect.Contains(hc.In.X, hc.In.Y) {
			return
		}
	}
	for _, b := range p.buttons {
		if (b.label == "Share" || b.label == "More") && b.rect.Contains(hc.In.X, hc.In.Y) {
			return // its own button toggles it (and Share's closes More)
		}
	}
	p.shareOpen, p.moreOpen = false, false
	p.barVersion = 0
}

// pointAt finds the board square under the pointer (or the keyboard
// cursor). It runs during playback too, so a tip shown when the board
// settles is for the square under the pointer then (boardTip).
func (p *Play) pointAt(ctx *Context) {
	bx, by := p.cam.ToBoard(ctx.In.X, ctx.In.Y)
	sq := tiles.Point{X: int(math.Floor(bx)), Y: int(math.Floor(by))}
	if at, ok := p.pressedSquare(&ctx.In); ok {
		sq = at // the board glided under the held button: play_camera.go
	}
	p.hoverOn = p.cam.View.Contains(ctx.In.X, ctx.In.Y) && p.g.Board.IsSquare(sq)
	if ctx.In.X != p.lastPointerX || ctx.In.Y != p.lastPointerY {
		p.kbOn = false // the mouse moved: it points again
	}
	p.lastPointerX, p.lastPointerY = ctx.In.X, ctx.In.Y
	if p.kbOn {
		sq, p.hoverOn = p.kbSq, p.g.Board.IsSquare(p.kbSq)
	}
	if sq != p.hushSq {
		p.hushTip = false // the pointer went on: tips again
	}
	if ctx.In.X != p.hushX || ctx.In.Y != p.hushY {
		p.hushStill = false
	}
	p.hoverSq = sq
}

// click turns a click into a command, by what is under the pointer (hc is
// the HUD's context).
func (p *Play) click(ctx *Context) {
	if b := p.hoverBtn; b != nil {
		if p.barGuard.holds(b) {
			return // it slid under the pointer: not the button aimed at
		}
		if b.disabled != "" {
			p.sfx(sound.ErrorBuzz)
			p.say(b.disabled)
			return
		}
		p.sfx(sound.UIClick)
		inMore := p.moreOpen && slices.Contains(p.moreBtns, b)
		p.toast = "" // about what came before this click (it may say anew)
		b.onClick()
		if (strings.HasPrefix(b.cost, "share ") || inMore) && !p.armed.selfPotion() {
			// (A potion just readied keeps its pop-up open for the
			// second click that drinks it: use.)
			p.shareOpen, p.moreOpen = false, false
			p.barVersion = 0
		}
		return
	}
	if p.exHeroesAI() && p.sideNow() == "heroes" {
		return // the computer plays the Heroes (not a Super interrupting them: explore_double.go)
	}
	if p.wearClick(ctx) { // classic_wear.go
		return
	}
	if p.heroCardClick(ctx) {
		return
	}
	p.clickBoard()
}

// clickBoard acts on the hovered square (from the mouse or the keyboard
// cursor): revive, aim the armed action, activate a Hero, or move.
func (p *Play) clickBoard() {
	if !p.hoverOn {
		return
	}
	// The clicked square's tip waits until the pointer moves on: a Hero
	// walking into the square under the pointer drew its whole tooltip
	// over the screen at once (played at 200% with large text).
	p.hushTip, p.hushSq = true, p.hoverSq
	if p.ex != nil && p.exploreClickBoard() {
		return
	}
	if p.reviveFor != rules.NoModel {
		if p.reviveAt[p.hoverSq] {
			if p.apply(rules.Revive{Hero: p.reviveFor, At: p.hoverSq}) == nil {
				p.reviveFor, p.reviveAt = rules.NoModel, nil
			}
		} else {
			// Played by mouse: a click beside the gold squares did nothing.
			p.say(fmt.Sprintf("Not there: %s comes back on a gold square.", p.g.Name(p.reviveFor)))
		}
		return
	}
	target := p.g.At(p.hoverSq)
	switch {
	case p.armedClickMoves() && p.fallenHere(p.hoverSq):
		// The square of a monster the last blow felled: a repeated click
		// on it is not a walk (played by mouse, three times: a second
		// attack clicked on the fallen target walked the Hero there).
	case p.armedClickMoves():
		// Not a square the armed action takes: the Hero goes there, the
		// action is put away (played by mouse: with Magic armed, a click
		// on a square to walk to only put Magic away, and said nothing).
		p.armed = armedAction{}
		if path, _, ok := p.g.MovePath(p.g.Active, p.hoverSq); ok {
			p.apply(rules.Move{Path: path})
		}
	case p.armed.name == "Dash":
		if path, ok := p.dashTo[p.hoverSq]; ok {
			var c rules.Command = rules.Dash{Path: path}
			if p.clState() != nil {
				c = classic.Run{Path: path} // the first edition's Run
			}
			if p.apply(c) == nil {
				p.armed = armedAction{}
			}
		} else {
			// Not a Dash square: put away, and said (played at 200%: a
			// click beside the lit squares put the Dash away unexplained).
			p.armed = armedAction{}
			name := "Dash"
			if p.clState() != nil {
				name = "Run"
			}
			p.say(name + " put away: that square is not one it reaches (those are ringed)")
		}
	case p.armed.name == interactName:
		p.clickCrystal()
	case p.armed.name != "":
		p.fireArmed()
	case target != nil && p.g.Active != rules.NoModel && target.ID == p.g.Active:
		// The Hero already activating: nothing to start (played by mouse:
		// the click toasted that it was "still activating").
	case target != nil && target.Kind == rules.KindHero && p.g.Active == rules.NoModel:
		p.seenHero = target.ID // clicked on the board: in sight (followPlayback)
		p.startHero(target.ID) // explore_rude.go
	case p.g.Active != rules.NoModel && p.path != nil:
		p.apply(rules.Move{Path: p.path})
	case target != nil && target.Kind == rules.KindHero:
		p.seenHero = target.ID
		p.startHero(target.ID)
	case target != nil && target.Kind != rules.KindHero && p.g.Active != rules.NoModel && len(p.buttons) > 0:
		// A monster clicked with nothing aimed (played by mouse: a click
		// on Missile was lost, and the click on the target after it did
		// nothing, without a word).
		p.say(p.nothingAimedAt(target))
	case target == nil && p.g.Active != rules.NoModel:
		if why := p.whyNoWalk(p.hoverSq); why != "" {
			p.say(why)
		}
	}
}

// apply sends a command to the rules and queues what happened; an illegal
// command is explained to the player and changes nothing.
func (p *Play) apply(c rules.Command) error {
	c = p.withChoices(c) // play_choices.go
	before := p.g.Clone()
	var evs []rules.Event
	var err error
	if p.sess != nil {
		evs, err = p.sess.Apply(c)
	} else {
		evs, err = p.g.Apply(c)
	}
	if err != nil {
		var ill *rules.IllegalError
		if errors.As(err, &ill) {
			p.say(ill.Reason)
		} else {
			p.say(err.Error())
		}
		return err
	}
	p.version++
	p.toast = "" // what it said was about the game before this command
	if before.Phase != rules.HeroPowerUp && p.g.Phase == rules.HeroPowerUp {
		p.puBefore, p.puBeforeTurn = slices.Clone(before.Backpack), p.g.Turn
	}
	p.autosave()
	if p.shown == nil {
		p.shown = before
	}
	for _, e := range evs {
		if _, ok := e.(arcade.ConsulTurnOver); ok {
			p.consulDone = true
		}
		// Spawned models wait, hidden, until their event plays.
		if sp, ok := e.(arcade.MonsterSpawned); ok && !sp.Moved {
			v := p.view(sp.Model.ID)
			v.hidden, v.x, v.y = true, float64(sp.At.X), float64(sp.At.Y)
		}
		if sp, ok := e.(explore.MonsterSpawned); ok {
			v := p.view(sp.Model.ID)
			v.hidden, v.x, v.y = true, float64(sp.At.X), float64(sp.At.Y)
		}
		if sp, ok := e.(classic.MonsterSpawned); ok {
			v := p.view(sp.Model.ID)
			v.hidden, v.x, v.y = true, float64(sp.At.X), float64(sp.At.Y)
		}
	}
	p.noteFallen(evs) // play_nowalk.go
	p.queue(evs)
	return nil
}

// autoAdvance plays the parts of the turn nobody decides: power-ups (until
// the power-up screen exists) and the Consul turn, one step at a time so
// each step's events play back before the next is taken.
func (p *Play) autoAdvance() {
	if p.ex != nil {
		p.exploreAdvance()
		return
	}
	if p.g.Over != "" || p.stalled != "" {
		return
	}
	if _, ok := p.g.PendingTreasure(); ok {
		return // the party (or the hero AI) keeps a card first
	}
	var err error
	switch p.g.Phase {
	case rules.HeroPowerUp, rules.ConsulPowerUp:
		if p.awaitRevive() || p.needsPowerUp() {
			return
		}
		// The turn's rewards were drawn as the power-up began, and a boo
		// booty's card was kept then (the chooser, or the hero AI in a
		// watched game): the panel has shown them.
		err = p.apply(rules.EndPhase{})
		if err != nil && p.g.Phase == rules.HeroPowerUp && p.auto == nil {
			// Something must still be done in the power-up (a Cursed card
			// to wear): reopen the panel with the reason instead of stopping.
			p.powerUpDone = -1
			return
		}
	case rules.ConsulTurn:
		if p.consulWaits() {
			p.greenIdle = -1 // the player holds the pace: Next goes on at once
			return
		}
		if p.greenDwell() {
			return
		}
		p.greenIdle = 0
		p.stepWait = p.stepMode
		if p.consulDone {
			p.consulDone = false
			err = p.apply(rules.EndPhase{})
		} else {
			err = p.apply(arcade.ConsulStep{})
		}
	}
	if err != nil {
		p.stalled = err.Error()
	}
}

// canEndHeroTurn asks the rules, on a copy, whether the Heroes' turn can end.
func (p *Play) canEndHeroTurn() bool {
	if p.g.Phase != rules.HeroTurn || p.g.Active != rules.NoModel || p.g.Over != "" {
		return false
	}
	_, err := p.g.Clone().Apply(rules.EndPhase{})
	return err == nil
}

func (p *Play) say(s string) {
	p.toast, p.toastAge = tidyText(s), 0 // the rules' reasons in players' words
}

func (p *Play) logEvent(e rules.Event) {
	p.stats.count(p.g, e)
	text := logText(e)
	if p.clState() != nil {
		var skip bool
		if text, skip = p.classicCoreWords(e, text); skip { // classic_events.go
			return
		}
	}
	if sp, ok := e.(classic.MonsterSpawned); ok && len(p.log) > 0 && strings.HasPrefix(p.log[len(p.log)-1].text, sp.Model.Name+" spawns "+sp.Reason) {
		return // the computer Consul's reason said it, with why
	}
	if _, ok := e.(rules.Targeted); ok && len(p.log) > 0 && strings.HasPrefix(p.log[len(p.log)-1].text, text+":") {
		// The Consul's reason just said who uses what on whom; the bare
		// Targeted line would repeat it word for word.
		return
	}
	p.log = append(p.log, logLine{text: text, kind: e.Kind()})
}

func plural(n int, one, many string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, one)
	}
	return fmt.Sprintf("%d %s", n, many)
}

// awaitRevive reports whether a fallen Hero waits for the party to choose
// where a Princess Coin brings it back; it asks the rules, square by square
// which places are allowed.
func (p *Play) awaitRevive() bool {
	if p.g.Coins < 1 {
		return false
	}
	for _, d := range p.g.Destroyed {
		if d.Kind != rules.KindHero || d.Revived {
			continue
		}
		if p.reviveFor != d.Model || p.reviveAt == nil {
			p.reviveFor, p.reviveAt = d.Model, map[tiles.Point]bool{}
			squares := p.g.ReviveSquares()
			for _, sq := range squares {
				p.reviveAt[sq] = true
			}
			if len(squares) > 0 && p.humanPlays() && !p.anyInView(squares) {
				// The gold squares are where the party must click: show
				// them (the Consul's last move may have drawn the camera
				// across the dungeon). Not when one is in sight already:
				// the player may be clicking it (played at 200%, the board
				// slid 120 px under a click on a gold square in view).
				p.camGoalX, p.camGoalY, p.camFollow = float64(squares[0].X)+0.5, float64(squares[0].Y)+0.5, true
			}
		}
		return len(p.reviveAt) > 0
	}
	return false
}

// hud is the game the HUD reads: the playback copy while events play, else
// the real state.
func (p *Play) hud() *rules.Game {
	if p.shown != nil {
		return p.shown
	}
	return p.g
}

// advanceShown brings the playback copy forward by one event. Only what the
// HUD shows is tracked; when playback ends the copy is dropped.
func (p *Play) advanceShown(e rules.Event) {
	g := p.shown
	if g == nil {
		return
	}
	m := func(id rules.ModelID) *rules.Model { return g.Model(id) }
	switch e := e.(type) {
	case rules.Wounded:
		if x := m(e.Model.ID); x != nil {
			x.Wounds = e.Wounds
		}
	case rules.Healed:
		if x := m(e.Model.ID); x != nil {
			x.Wounds = max(0, x.Wounds-e.Wounds)
			for _, st := range e.Status {
				x.Statuses = x.Statuses.Without(st)
			}
		}
	case rules.StatusGained:
		if x := m(e.Model.ID); x != nil && !e.Resisted {
			x.Statuses = x.Statuses.With(e.Status)
			if e.Of != "" {
				x.VulnerableTo = rules.WeaknessOf(e.Of) // Vulnerable's X
			}
		}
	case rules.StatusesRemoved:
		if x := m(e.Model.ID); x != nil {
			for _, st := range e.Status {
				x.Statuses = x.Statuses.Without(st)
			}
		}
	case rules.Destroyed:
		if x := m(e.Model.ID); x != nil {
			x.InPlay = false
		}
	case rules.WrathGained:
		if x := m(e.Hero.ID); x != nil {
			x.Wrath = e.Wrath
		}
		for _, from := range e.From {
			if x := m(from.ID); x != nil {
				x.Wrath = max(0, x.Wrath-1)
			}
		}
	case rules.WrathFreed:
		if x := m(e.Hero.ID); x != nil {
			x.Wrath = max(0, x.Wrath-e.Amount)
		}
	case rules.PotionGained:
		if x := m(e.Hero.ID); x != nil && !e.Lost {
			x.Potions = e.Potions
		}
	case rules.PotionDrunk:
		if x := m(e.Owner.ID); x != nil {
			x.Potions = max(0, x.Potions-e.Tokens)
		}
	case rules.ActivationStarted:
		if x := m(e.Hero.ID); x != nil {
			x.Activated = true
		}
	case arcade.CrystalCleared:
		// The token leaves the board when its event plays (a copy: clones
		// may share the slice).
		g.Crystals = slices.DeleteFunc(slices.Clone(g.Crystals), func(c rules.CrystalToken) bool { return c.Pos == e.At })
	case arcade.PlotCleared:
		g.Crystals = slices.DeleteFunc(slices.Clone(g.Crystals), func(c rules.CrystalToken) bool { return c.Plot == e.Plot })
	}
}

// autosave keeps the game in its slot after every command, so closing the
// window loses nothing. Each write looks at what it replaces (see
// Store.WriteOver): a damaged file is set aside and the log says where;
// a good game this one did not write is never replaced unless the player
// chose to (replaceOK, once). A failure is shown once, not retried silently.
func (p *Play) autosave() {
	if p.sess == nil || p.store == nil || p.slot == "" {
		return
	}
	data, err := p.sess.Save(p.saveViewOf())
	var aside *BadFileError
	if err == nil {
		aside, err = p.store.WriteOver(p.slot, data, Guard{Known: p.lastSaved, Parse: checkSave, Replace: p.replaceOK})
	}
	if aside != nil {
		p.log = append(p.log, logLine{text: "A damaged saved game was in the way and was set aside: " + aside.Error(), kind: "phase"})
		p.say("A damaged save was set aside: it is kept as " + aside.KeptAs)
	}
	if err != nil {
		if p.saveError == "" {
			p.saveError = err.Error()
			p.say("The game could not be saved: " + err.Error())
		}
		return
	}
	p.replaceOK, p.lastSaved = false, data
}

// undo steps back one command within the activation, when the rules of
// undo allow it, and says why not otherwise.
func (p *Play) undo() {
	if p.sess == nil || p.busy() {
		return
	}
	if ok, why := p.sess.CanUndo(); !ok {
		p.say("Can't undo: " + why)
		return
	}
	c, err := p.sess.Undo()
	if err != nil {
		p.say("Can't undo: " + err.Error())
		return
	}
	p.g = p.sess.Game()
	p.version++
	p.shown, p.armed, p.reviveFor, p.reviveAt = nil, armedAction{}, rules.NoModel, nil
	p.syncViews()
	text := "Undone: " + c.CommandName()
	if sa, ok := c.(rules.StartActivation); ok {
		text = fmt.Sprintf("Undone: %s is not activated after all.", p.g.Name(sa.Hero))
	}
	p.log = append(p.log, logLine{text: text, kind: "phase"})
	p.autosave()
}

// undoReason is why the Undo button is disabled ("" when it is not).
func (p *Play) undoReason() string {
	if p.sess == nil {
		return "This game is not recorded."
	}
	if ok, why := p.sess.CanUndo(); !ok {
		return "Can't undo: " + why + "."
	}
	return ""
}

// disarmStale drops a Hero's action left armed when its activation ended
// (End pressed with Magic still lit): aimed again, it would be fired for
// a Hero no longer acting, and a click on a Hero to activate it only said
// "no Hero is activating".
func (p *Play) disarmStale() {
	a := p.armed
	if a.name == "" || a.consul || a.owner != rules.NoModel {
		return
	}
	if p.g.Phase != rules.HeroTurn || p.g.Active == rules.NoModel {
		p.armed = armedAction{}
	}
}
