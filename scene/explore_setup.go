package scene

import (
	"fmt"
	"slices"
	"sort"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
)

// The Explore setup screen is the new-game screen with Explore's choices
// (Explore rulebook, "Game Setup"): the party (the book's Balanced and
// Fighty parties or any three to six Heroes), who plays each side, the
// Consul's dungeon boss, mini-boss (two with five or six Heroes) and one
// spawning point per tile — each chosen by hand or "choose for me" from
// the seed — the game mode, the Princess Coins, a square dungeon for five
// or six Heroes, and the seed.

// chooseForMe is the choice left to the seed.
const chooseForMe = "Choose for me"

// exploreChoices are the Explore setup's choices beyond the party.
type exploreChoices struct {
	heroesAI, consulAI bool
	bosses, minis      []string // chooseForMe first
	spawnOpts          []string
	boss, mini         int
	spawns             [4]int // the fourth with 5-6 Heroes
	mini2              int    // the second mini-boss, 5-6 Heroes
	square             bool   // "Square Dungeons", 5-6 Heroes
	// mode indexes exploreModes; coins indexes coinSteps.
	mode, coins int
	// rude holds the Rude Supers choices (explore_setup_rude.go).
	rude rudeChoices
}

// exploreModes are the game modes the setup offers (Explore rulebook,
// "Alternate Game Modes"), the standard game first. Their tokens (the
// prince; the end token and the crystals) are placed for the player from
// the seed: explore.Setup leaves them nil.
var exploreModes = []struct{ variant, label, sub, tip string }{
	{explore.VariantBoss, "Dungeon crawl", "game mode", "The standard game: the party wins by destroying the dungeon boss. Click for another game mode"},
	{explore.VariantRescue, "Rescue the Prince", "game mode, prince placed for you", "The prince is somewhere in the dungeon. A Hero picks him up with Interact and the party wins when he is carried back to the start token; destroying the boss does not end the game. Click for another game mode"},
	{explore.VariantArtifact, "Find the Artifact", "game mode, crystals placed for you", "Five face-down crystals lie in the dungeon and one of them is the artifact; nobody knows which. A Hero turns one over with Interact, and the party wins when the artifact is carried to the end token; destroying the boss does not end the game. Click for another game mode"},
	{rudeMode, "Rude Supers", "house-rules variant", "A faster Explore from a well-known set of house rules: the Consul goes first, the Heroes act together, and mini-bosses and the boss barge into the Heroes' turn. Its difficulty and options appear below. Click for another game mode"},
}

// coinSteps are the Princess Coins offered, as a difference from the
// book's number (Explore rulebook, "Adjusting Difficulty"): the book's
// number first, then harder, then easier.
var coinSteps = []int{0, -1, -2, 1, 2}

// coinsLabel is the coins button's label and sub-label for a party of n
// Heroes with adj coins more than the book's number.
func coinsLabel(n, adj int) (string, string) {
	coins := max(0, n+1+adj)
	label := fmt.Sprintf("%d Princess Coins", coins)
	if coins == 1 {
		label = "1 Princess Coin"
	}
	switch {
	case adj == 0:
		return label, "the book's number"
	case adj < 0:
		return label, fmt.Sprintf("%d fewer: harder for the party", -adj)
	default:
		return label, fmt.Sprintf("%d more: easier for the party", adj)
	}
}

// NewExploreSetup opens the Explore setup: the balanced party, people
// playing the Heroes against the computer Consul, everything else chosen
// from the seed.
func NewExploreSetup() *Setup {
	s := NewSetup()
	s.party = slices.Clone(ExploreBalanced)
	ex := &exploreChoices{consulAI: true}
	ex.bosses, ex.minis, ex.spawnOpts = []string{chooseForMe}, []string{chooseForMe}, []string{chooseForMe}
	if s.cat != nil {
		data, err := explore.LoadData()
		if err != nil {
			s.err = err.Error()
		}
		var names []string
		for n := range s.cat.Monsters {
			names = append(names, n)
		}
		sort.Strings(names)
		for _, n := range names {
			if data == nil || data.Profiles[n] == nil {
				continue
			}
			switch s.cat.Monsters[n].Role {
			case cards.RoleBoss:
				ex.bosses = append(ex.bosses, n)
			case cards.RoleMiniBoss:
				ex.minis = append(ex.minis, n)
			case cards.RoleSpawningPoint:
				ex.spawnOpts = append(ex.spawnOpts, n)
			}
		}
	}
	s.ex = ex
	return s
}

// exploreRowH is the height of a row of the Explore setup's buttons: two
// lines of text at the player's text size, never smaller than at 100%
// (render.Button shrinks a label that does not fit).
func exploreRowH(pt *render.Painter) float64 {
	return max(56, (17*1.25+17*0.7*1.2)*pt.Em(1)+10)
}

// exploreExtra is the room the Explore rows take under the Hero cards:
// three rows, four with Rude Supers' own choices.
func exploreExtra(pt *render.Painter, gap float64, rows int) float64 {
	return float64(rows)*(exploreRowH(pt)+gap) + 8
}

// exploreRows is how many rows of choices the Explore setup makes room
// for: always five, the fourth and fifth holding Rude Supers' own choices
// (the fifth its Anti-Hero) when that mode is picked, so choosing it never
// moves the game-mode button (and every other) from under the pointer.
func (ex *exploreChoices) exploreRows() int { return 5 }

// bigParty reports whether the party plays the Explore book's larger game
// ("Game Size": 5-6 Heroes, four tiles, two mini-bosses).
func (s *Setup) bigParty() bool { return len(s.party) >= 5 }

// layoutExplore lays out the Explore rows under the Hero cards: the
// parties, the seed, the coins, the square dungeon and the start; who
// plays and the Consul's bosses; the spawning points and the game mode.
// Every button keeps its place whatever the party's size: a choice that
// needs five or six Heroes is disabled, saying so, rather than hidden.
func (s *Setup) layoutExplore(x0, y, width, gap float64, pt *render.Painter) {
	ex := s.ex
	add := func(label, sub, tip string, r render.Rect, f func()) *actionButton {
		b := &actionButton{label: label, cost: sub, tip: tip, rect: r, onClick: f}
		s.buttons = append(s.buttons, b)
		return b
	}
	rowH := exploreRowH(pt)
	at := func(row, col int, n float64) render.Rect {
		w := (width - (n-1)*gap) / n
		return render.Rect{X: x0 + float64(col)*(w+gap), Y: y + float64(row)*(rowH+gap), W: w, H: rowH}
	}
	const bigOnly = "Five or six Heroes only (the book's Game Size): choose more Heroes above."
	add("Balanced party", "Paladin · Mage · Ranger", "The Explore rulebook's recommended party for a first game", at(0, 0, 6), func() { s.party = slices.Clone(ExploreBalanced) })
	add("Fighty party", "Barbarian · Fighter · Rogue", "The Explore rulebook's second recommended party: all fighters", at(0, 1, 6), func() { s.party = slices.Clone(ExploreFighty) })
	add(fmt.Sprintf("Seed %d", s.seed), "new seed", "The seed lays the dungeon and rolls every die, and makes every 'choose for me': share it to play the same game. Click for another", at(0, 2, 6),
		func() { s.seed = s.seed*6364136223846793005 + 1442695040888963407 })
	cl, csub := coinsLabel(len(s.party), coinSteps[ex.coins])
	if ex.isRude() {
		cl, csub = rudeCoinsLabel(len(s.party), coinSteps[ex.coins], ex.rude.casual)
	}
	cycle := func(i *int, n int) func() { return func() { *i = (*i + 1) % n } }
	add(cl, csub, "Each Princess Coin brings a fallen Hero back; the Consul wins when more Heroes fall in one turn than the party has coins for. The book gives one more than the number of Heroes: fewer make the game harder for the party, more make it easier. Click to change", at(0, 3, 6), cycle(&ex.coins, len(coinSteps)))
	sq, sqSub := "Tiles in a line", "dungeon layout"
	if ex.square && s.bigParty() {
		sq, sqSub = "Square dungeon", "four tiles in a square"
	}
	b := add(sq, sqSub, "Square Dungeons (five or six Heroes): the four tiles lie in a square, and every spawning point and chest rewards as if it stood on the second tile. Click to change", at(0, 4, 6), func() { ex.square = !ex.square })
	if !s.bigParty() {
		b.disabled = bigOnly
	}
	start := add("Enter the dungeon", plural(len(s.party), "Hero", "Heroes"), "", at(0, 5, 6), func() {})
	if len(s.party) < 3 {
		start.disabled = "Choose at least three Heroes."
	}
	who := func(ai bool, person, people string) string {
		if ai {
			return "Computer"
		}
		if people != "" {
			return people
		}
		return person
	}
	add(who(ex.heroesAI, "", "People"), "play the Heroes", "Who plays the party: people at this screen, or the computer (the hero AI)", at(1, 0, 5), func() { ex.heroesAI = !ex.heroesAI })
	add(who(ex.consulAI, "A person", ""), "is the Consul", "Who plays the Consul and commands the monsters: a person at this screen, or the computer. With people on both sides the screen is passed between them each turn", at(1, 1, 5), func() { ex.consulAI = !ex.consulAI })
	add(choiceLabel(ex.bosses[ex.boss]), "dungeon boss", "The Consul's dungeon boss: it arrives at the end of the Mighty Monster Chart, or when no spawning point is left. Click to change", at(1, 2, 5), cycle(&ex.boss, len(ex.bosses)))
	// The two mini-bosses skip each other's card: the second differs
	// from the first ("Game Size").
	other := func(i, o *int) func() {
		return func() {
			*i = (*i + 1) % len(ex.minis)
			if *i > 0 && *i == *o && s.bigParty() {
				*i = (*i + 1) % len(ex.minis)
			}
		}
	}
	add(choiceLabel(ex.minis[ex.mini]), "mini-boss", "The Consul's mini-boss: the chart brings it in by an exit of the second or third tile. Click to change", at(1, 3, 5), other(&ex.mini, &ex.mini2))
	b = add(choiceLabel(ex.minis[ex.mini2]), "second mini-boss", "With five or six Heroes the Consul brings a second mini-boss, a different one from the first. Click to change", at(1, 4, 5), other(&ex.mini2, &ex.mini))
	if !s.bigParty() {
		b.disabled = bigOnly
	}
	for i := range ex.spawns {
		i := i
		b := add(choiceLabel(ex.spawnOpts[ex.spawns[i]]), fmt.Sprintf("spawning point, tile %d", i+1), "The spawning point on this tile, and the monsters its pool brings. Click to change", at(2, i, 5), cycle(&ex.spawns[i], len(ex.spawnOpts)))
		if i == 3 && s.exploreTileCount() < 4 {
			b.disabled = "The fourth tile comes with five or six Heroes (the book's Game Size): choose more Heroes above."
			if ex.isRude() {
				b.disabled = "Rude Supers builds one tile per Hero the dungeon is set up for: the fourth comes with a fourth Hero."
			}
		}
	}
	m := exploreModes[ex.mode]
	sub := m.sub
	if ex.mode > 0 && !ex.isRude() && !(ex.consulAI && ex.heroesAI) {
		sub = "game mode, tokens placed by hand"
	}
	add(m.label, sub, m.tip, at(2, 4, 5), cycle(&ex.mode, len(exploreModes)))
	if ex.isRude() {
		s.layoutRude(add, at) // explore_setup_rude.go
		if why := ex.rude.partyProblem(len(s.party)); why != "" && len(s.party) >= 3 {
			start.disabled = why
		}
	}
	back := &actionButton{label: "Back", rect: render.Rect{X: 16, Y: 16, W: 110, H: 44}, onClick: func() {}}
	s.buttons = append(s.buttons, back)
}

// exploreSetup turns the choices into the rules' setup: with any spawning
// point chosen by hand, the tiles left to "choose for me" go as "" for the
// rules to fill.
func (s *Setup) exploreSetup() explore.Setup {
	ex := s.ex
	es := explore.Setup{Seed: s.seed, Heroes: slices.Clone(s.party), Variant: exploreModes[ex.mode].variant, CoinsAdjust: coinSteps[ex.coins]}
	if ex.boss > 0 {
		es.Boss = ex.bosses[ex.boss]
	}
	tileCount := 3
	picked := []int{ex.mini}
	if s.bigParty() {
		if ex.mini2 > 0 && ex.mini2 == ex.mini {
			ex.mini2 = 0 // chosen before the party grew: the rules draw another
		}
		tileCount, picked = 4, []int{ex.mini, ex.mini2}
		es.Square = ex.square
	}
	tileCount = s.exploreTileCount()
	if slices.ContainsFunc(picked, func(k int) bool { return k > 0 }) {
		// "" leaves a mini-boss to the rules, drawn different from the
		// one chosen (explore.Setup.MiniBosses).
		for _, k := range picked {
			name := ""
			if k > 0 {
				name = ex.minis[k]
			}
			es.MiniBosses = append(es.MiniBosses, name)
		}
	}
	byHand := false
	for _, k := range ex.spawns[:tileCount] {
		byHand = byHand || k > 0
	}
	if byHand {
		// "" leaves a tile to the rules, which keep paired spawning
		// points whole (explore.Setup.SpawningPoints).
		for _, k := range ex.spawns[:tileCount] {
			name := ""
			if k > 0 {
				name = ex.spawnOpts[k]
			}
			es.SpawningPoints = append(es.SpawningPoints, name)
		}
	}
	if ex.isRude() {
		s.rudeSetup(&es) // explore_setup_rude.go
	}
	return es
}

// startExplore sets the game up and opens it (Explore games are not
// saved yet: no slot is taken).
func (s *Setup) startExplore(ctx *Context) {
	p, err := newExplorePlacing(s.exploreSetup(), ExploreRoles{HeroesAI: s.ex.heroesAI, ConsulAI: s.ex.consulAI})
	if err != nil {
		s.err = err.Error()
		return
	}
	if p.ex.placing != nil {
		ctx.Goto(p) // the tokens by hand first (explore_placing.go); saved once the game starts
		return
	}
	if s.ex.heroesAI && s.ex.consulAI {
		p.auto = p.ex.heroAI // a game to watch
		ctx.Goto(p)
		return
	}
	startInSlot(ctx, p)
}

// choiceLabel is a setup choice as its button shows it.
func choiceLabel(name string) string {
	if name == chooseForMe {
		return name
	}
	return shortName(name)
}
