package explore

import (
	"fmt"
	"slices"

	"github.com/superdungeon-digital/superdungeon/pathing"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// The optional variants at the end of the Rude Supers document
// ("Variants"; the document: "The majority of these options have never
// been tested"). Casual Mode, Pincer Assault and Unlimited Princess Coins
// are rules; Double Trouble only says which Consul player commands a
// monster (the screens hand the mouse over); Anti-Hero is a Hero card
// made into one of the Consul's mini-bosses (rude_antihero.go).

// SetUpFor is the party size the dungeon and the tables are set up for:
// the Heroes, or one fewer in Casual Mode ("Casual Mode would allow for 4
// Heroes to enter a dungeon set-up as if 3 Heroes were selected").
func (o RudeOptions) SetUpFor(heroes int) int {
	if o.Casual {
		return heroes - 1
	}
	return heroes
}

// HeroRange is the smallest and largest party the options play: 3 to 5
// Heroes ("1) Determine # of Heroes"), one more in Casual Mode; Pincer
// Assault "In a 4- or 5-Hero Game".
func (o RudeOptions) HeroRange() (lo, hi int) {
	lo, hi = 3, 5
	if o.Casual {
		lo, hi = 4, 6
	}
	if o.Pincer {
		lo, hi = max(lo, 4), 5
	}
	return lo, hi
}

// checkParty refuses a party the options do not play.
func (o RudeOptions) checkParty(heroes int) error {
	lo, hi := o.HeroRange()
	if heroes >= lo && heroes <= hi {
		return nil
	}
	with := ""
	if v := o.PartyVariants(); v != "" {
		with = " with " + v
	}
	return fmt.Errorf("explore setup: Rude Supers plays %d to %d Heroes%s, not %d", lo, hi, with, heroes)
}

// PartyVariants names the chosen variants that change the party's size
// ("" for none).
func (o RudeOptions) PartyVariants() string {
	switch {
	case o.Casual && o.Pincer:
		return "Casual Mode with Pincer Assault"
	case o.Casual:
		return "Casual Mode"
	case o.Pincer:
		return "Pincer Assault"
	}
	return ""
}

// rudeCoins is the party's Princess Coins: "1 Princess Coin in the
// backpack for each Hero" ("7) Heroes Enter the Dungeon"), and "The
// Heroes also receive an additional Princess Coin" in Casual Mode.
func (o RudeOptions) rudeCoins(heroes, adjust int) int {
	n := heroes + adjust
	if o.Casual {
		n++
	}
	return max(0, n)
}

// heroes is the number of Heroes that entered the dungeon (the party,
// Casual Mode's extra Hero included): the Heroes' turn has one fewer gap
// between activations for a Super's interruption.
func (r *Rude) heroes() int {
	if r.Casual {
		return r.Party + 1
	}
	return r.Party
}

// unlimitedCoins is Unlimited Princess Coins: "The Heroes can revive and
// use the New Player option as often as they'd like without any
// penalties": the coins spent come back after every command (the
// Consul's third condition for the boss, the coins run out, never
// holds; "the Consul can still win if they eliminate all Heroes in a
// single round" stays, AfterDestroyed). Called from AfterCommand.
func (g eg) unlimitedCoins() {
	if r := g.rude(); r != nil && r.Unlimited > 0 && g.Coins < r.Unlimited {
		g.Coins = r.Unlimited
	}
}

// pincerStarts places the party for Pincer Assault ("In a 4- or 5-Hero
// Game, allow the Heroes to split up during the game setup and enter from
// 2 different doorways"): the first half (rounded up) on and next to the
// start token, the rest on and next to a second start marker on another
// dungeon exit. The party chooses the doorway (want, one of
// PincerDoorways' squares); with want nil ("choose for me", the computer
// party) it is the exit square farthest from the first (the map's first
// among equals) that the party can walk to and that holds its half, a project
// choice.
func pincerStarts(d *tiles.Dungeon, heroes int, want *tiles.Point) ([]tiles.Point, tiles.Point, error) {
	first := heroes - heroes/2
	spots, err := rules.StartSquares(d, first)
	if err != nil {
		return nil, tiles.Point{}, err
	}
	spots = spots[:first]
	doors, err := pincerDoorways(d, heroes, spots)
	if err != nil {
		return nil, tiles.Point{}, err
	}
	pick := doors[0]
	if want != nil {
		i := slices.IndexFunc(doors, func(dw pincerDoor) bool { return dw.at == *want })
		if i < 0 {
			return nil, tiles.Point{}, fmt.Errorf("explore setup: Pincer Assault: %v is no second doorway: %s", *want, whyNoDoorway(d, heroes, spots, *want))
		}
		pick = doors[i]
	}
	return append(spots, pick.squares...), pick.at, nil
}

// pincerStep is the placement board's Pincer Assault step: the whole
// party waits at the start token while the Heroes choose the second
// doorway among the lit squares (N: the Heroes who go there).
func pincerStep(d *tiles.Dungeon, heroes int) ([]tiles.Point, *TokenStep, error) {
	first := heroes - heroes/2
	spots, err := rules.StartSquares(d, heroes)
	if err != nil {
		return nil, nil, err
	}
	doors, err := pincerDoorways(d, heroes, spots[:first])
	if err != nil {
		return nil, nil, err
	}
	step := &TokenStep{What: TokenDoorway, N: heroes / 2, ForMe: doors[0].at}
	for _, dw := range doors {
		step.Squares = append(step.Squares, dw.at)
	}
	return spots, step, nil
}

// pincerDoor is a square the second half of a Pincer Assault party may
// enter by, with the squares its Heroes stand on.
type pincerDoor struct {
	at      tiles.Point
	squares []tiles.Point
}

// pincerDoorways lists the second doorway's squares, farthest from the
// start token first (in the map's exit order among equals): on an exit other than the
// start token's, reachable on foot from it, free of the first half,
// spawning points and chests, with room for the second half around it.
func pincerDoorways(d *tiles.Dungeon, heroes int, spots []tiles.Point) ([]pincerDoor, error) {
	var out []pincerDoor
	for _, e := range d.Map.Exits {
		for _, p := range e.Squares {
			if whyNoDoorway(d, heroes, spots, p) == "" {
				alt := *d
				alt.Start = p
				sq, _ := rules.StartSquares(&alt, heroes/2)
				out = append(out, pincerDoor{at: p, squares: sq[:heroes/2]})
			}
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("explore setup: Pincer Assault: no second doorway the party can enter by")
	}
	slices.SortStableFunc(out, func(a, b pincerDoor) int {
		return tiles.Dist(b.at, d.Start) - tiles.Dist(a.at, d.Start)
	})
	return out, nil
}

// whyNoDoorway is why the second half of the party may not enter by p
// ("" when it may).
func whyNoDoorway(d *tiles.Dungeon, heroes int, spots []tiles.Point, p tiles.Point) string {
	onExit, startExit := false, false
	for _, e := range d.Map.Exits {
		if slices.Contains(e.Squares, p) {
			onExit = true
			startExit = startExit || slices.Contains(e.Squares, d.Start)
		}
	}
	taken := map[tiles.Point]bool{}
	for _, ps := range [][]tiles.Point{spots, d.Spawns, d.Chests} {
		for _, q := range ps {
			taken[q] = true
		}
	}
	switch {
	case !onExit:
		return "it is not on a doorway leading out of the dungeon"
	case startExit:
		return "it is the start token's own doorway"
	case !walkable(d.Map, d.Start)[p]:
		return "the party cannot walk there from the start token"
	case taken[p]:
		return "the square is taken"
	}
	alt := *d
	alt.Start = p
	sq, err := rules.StartSquares(&alt, heroes/2)
	if err != nil || overlaps(sq[:heroes/2], taken) {
		return fmt.Sprintf("there is no room for %d Heroes around it", heroes/2)
	}
	return ""
}

func overlaps(ps []tiles.Point, taken map[tiles.Point]bool) bool {
	for _, p := range ps {
		if taken[p] {
			return true
		}
	}
	return false
}

// walkable is every floor square a model can walk to from p.
func walkable(m *tiles.Map, p tiles.Point) map[tiles.Point]bool {
	seen := map[tiles.Point]bool{p: true}
	queue := []tiles.Point{p}
	for len(queue) > 0 {
		q := queue[0]
		queue = queue[1:]
		for _, d := range tiles.AllDirs {
			n := q.Add(d)
			if seen[n] || !m.IsSquare(n) || m.At(n).Terrain != tiles.Floor || pathing.CanStep(m, nil, q, n) != nil {
				continue
			}
			seen[n] = true
			queue = append(queue, n)
		}
	}
	return seen
}

// Starts lists the start markers: the start token and, with Pincer
// Assault, the second doorway's marker.
func Starts(g *rules.Game) []tiles.Point {
	out := []tiles.Point{g.Board.Start}
	if s := StateOf(g); s != nil && s.Rude != nil && s.Rude.SecondStart != nil {
		out = append(out, *s.Rude.SecondStart)
	}
	return out
}

// Double Trouble's two Consul players ("allow one player to control all
// Supers ... and the other player control all 8-/16-bit minions").
const (
	CommanderSupers  = "supers"
	CommanderMinions = "minions"
)

// Commander is which Consul player commands monster m under Double
// Trouble: CommanderSupers for a mini-boss or the dungeon boss,
// CommanderMinions for the rest; "" when the game does not play Double
// Trouble (one Consul player commands everything).
func Commander(g *rules.Game, m *rules.Model) string {
	s := StateOf(g)
	if s == nil || s.Rude == nil || !s.Rude.Double || m == nil {
		return ""
	}
	if isSuper(g, m) {
		return CommanderSupers
	}
	return CommanderMinions
}
