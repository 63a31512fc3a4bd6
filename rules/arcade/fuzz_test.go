package arcade

import (
	"fmt"
	"os"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// fuzzBoard is the small dungeon of the command fuzzer, shared with the
// core's tests (rules/testdata/boards/fuzz.txt).
var fuzzBoard = func() string {
	b, err := os.ReadFile("../testdata/boards/fuzz.txt")
	if err != nil {
		panic(err)
	}
	return "\n" + string(b)
}()

func fuzzGame(t testing.TB, seed uint64) *rules.Game {
	g, _ := board(t, fuzzBoard, "A=Riftling Warrior", "B=Tincan", "H=Hexcast Sorceress", "Z=Cat Burglar",
		"C=Crawler", "K=Tower Stalker", "P=Spider Speaker", "X=Shadow Spinner", "Q=Knight of the Tower",
		"T="+rules.ChestCard)
	require.NoError(t, g.SetRNGState(rules.NewRandomSource(seed, seed^0x9e3779b97f4a7c15).State()))
	g.Deck(rules.TreasureDeck).Draw = []string{"Ancestral Mail", "Hero's Blade", "Oracle Eye", "Snapjaw Chest"}
	g.Backpack = []string{"Bent Nail", "Heart Container", "Potion Pouch", "Grabby Gauntlet", "Witch Hat", "Fizzy Beverage", "Lead Boots"}
	// The Consul's card data loads lazily on first use (consul_state.go);
	// load it now so clones share it instead of each parsing the YAML.
	// The Consul's card data, loaded once per test binary and shared.
	d, err := loadedArcade()
	if err != nil {
		t.Fatal(err)
	}
	StateOf(g).data = d
	return g
}

// byteSource hands out fuzz bytes as small numbers (zeros when exhausted).
type byteSource struct {
	b []byte
	i int
}

func (s *byteSource) n(k int) int {
	if k <= 0 {
		return 0
	}
	if s.i >= len(s.b) {
		return 0
	}
	v := int(s.b[s.i])
	s.i++
	return v % k
}

func (s *byteSource) more() bool { return s.i < len(s.b) }

// randomCommand builds a command, legal or not, from fuzz bytes.
func randomCommand(g *rules.Game, s *byteSource) rules.Command {
	nm := len(g.Models)
	actor := g.Model(g.Active)
	if actor == nil {
		actor = g.Model(rules.ModelID(s.n(nm)))
	}
	// Mostly the model nearest to the actor (so attacks are often legal),
	// sometimes anything, including no model at all.
	id := func() rules.ModelID {
		if s.n(3) == 0 {
			return rules.ModelID(s.n(nm+1) - 1)
		}
		best, bd := rules.NoModel, 1<<30
		for i := range g.Models {
			o := &g.Models[i]
			if o.ID == actor.ID || !o.InPlay {
				continue
			}
			if d := g.ModelDist(actor, o) + s.n(2); d < bd {
				best, bd = o.ID, d
			}
		}
		return best
	}
	pathFrom := func(p tiles.Point) []tiles.Point {
		var ps []tiles.Point
		for k := s.n(4) + 1; k > 0; k-- {
			p = p.Add(tiles.Dir(s.n(8)))
			ps = append(ps, p)
		}
		return ps
	}
	actionOf := func(m *rules.Model) string {
		var names []string
		if h := g.HeroCard(m); h != nil {
			for _, a := range h.Actions {
				names = append(names, a.Name)
			}
		}
		if c := g.MonsterCard(m); c != nil {
			for _, a := range c.Actions {
				names = append(names, a.Name)
			}
		}
		names = append(names, "Melee Attack", "Magic Attack", "Missile Attack", "nonsense")
		return names[s.n(len(names))]
	}
	aim := func() rules.Aim {
		a := rules.Aim{Target: id(), Dir: tiles.Dir(s.n(8))}
		if s.n(3) == 0 {
			p := tiles.Point{X: s.n(9), Y: s.n(6)}
			a.Square = &p
		}
		return a
	}
	choices := func() rules.Choices {
		var c rules.Choices
		for k := s.n(3); k > 0; k-- {
			c.WrathFrom = append(c.WrathFrom, id())
			c.Potions = append(c.Potions, id())
			c.Hearts = append(c.Hearts, rules.HeartUse{Hero: id()})
		}
		return c
	}
	if len(g.Pending) > 0 && s.n(4) != 0 {
		return rules.ChooseTreasure{Card: s.n(4) - 1}
	}
	kind := s.n(14)
	if s.n(4) != 0 {
		// Mostly a command that fits the phase, so play goes somewhere.
		switch {
		case g.Phase == rules.HeroTurn && g.Active == rules.NoModel:
			kind = []int{0, 0, 0, 12}[s.n(4)]
		case g.Phase == rules.HeroTurn:
			kind = []int{1, 2, 3, 4, 5, 5, 6, 6, 7, 8, 9, 11}[s.n(12)]
		case g.Phase == rules.ConsulTurn:
			kind = []int{13, 13, 13, 7, 10, 12}[s.n(6)]
		default:
			kind = 12
			if g.Phase == rules.HeroPowerUp && len(g.Backpack) > 0 && s.n(2) == 0 {
				if s.n(4) == 0 && len(g.Backpack) >= 6 {
					return rules.TradeLoot{Cards: g.Backpack[:6]}
				}
				return rules.Equip{Hero: rules.ModelID(s.n(4)), Card: g.Backpack[s.n(len(g.Backpack))]}
			}
			for _, d := range g.Destroyed {
				if d.Kind == rules.KindHero && !d.Revived && s.n(4) != 0 {
					return rules.Revive{Hero: d.Model, At: tiles.Point{X: s.n(7), Y: s.n(5)}}
				}
			}
		}
	}
	switch kind {
	case 0:
		return rules.StartActivation{Hero: rules.ModelID(s.n(5))}
	case 1, 2:
		return rules.Move{Path: pathFrom(actor.Pos)}
	case 3:
		return rules.Dash{Path: pathFrom(actor.Pos)}
	case 4:
		return rules.StandUp{UseMovement: s.n(2) == 0}
	case 5:
		if s.n(4) == 0 {
			return rules.RageAttack{Target: id(), Choices: choices()}
		}
		return rules.Attack{Attr: cards.AllAttributes[s.n(4)], Target: id(), Choices: choices()}
	case 6:
		return rules.UseAction{Action: actionOf(actor), Aim: aim(), Path: pathFrom(actor.Pos)[:s.n(2)], Choices: choices(),
			Controls: []rules.ControlMove{{Model: id(), Path: pathFrom(actor.Pos)}}[:s.n(2)]}
	case 7:
		o := g.Model(id())
		if o == nil {
			o = actor
		}
		return rules.DrinkPotion{Owner: o.ID, Drinker: id(), Action: actionOf(o), Aim: aim(), Choices: choices()}
	case 8:
		return rules.OpenChest{Chest: id(), Choose: s.n(3), Look: s.n(2) == 0}
	case 9:
		if len(g.Crystals) > 0 && s.n(2) == 0 {
			at := g.Crystals[s.n(len(g.Crystals))].Pos
			return rules.Interact{Target: rules.NoModel, At: &at}
		}
		return rules.Interact{Target: id()}
	case 10:
		return rules.LoudSlurping{Hero: id(), Owner: id()}
	case 11:
		return rules.EndActivation{}
	case 12:
		return rules.EndPhase{Look: s.n(2) == 0}
	default:
		// A Consul model, and mostly the Hero nearest to it.
		m := g.Model(rules.ModelID(4 + s.n(nm-4)))
		target := id()
		best := -1
		for _, h := range g.Heroes() {
			if hm := g.Model(h); hm.InPlay && m != nil && s.n(4) != 0 {
				if d := g.ModelDist(m, hm); best < 0 || d < best {
					best, target = d, h
				}
			}
		}
		act := ""
		if m != nil && s.n(2) == 0 {
			act = actionOf(m)
		}
		return rules.MonsterAttack{Monster: m.ID, Target: target, Action: act, Bonus: s.n(3), Epic: s.n(4) == 0}
	}
}

// checkInvariants: wounds below hearts, wrath within the pool, one model per
// square, every model on a square of the dungeon it may stand on (no
// structure or chasm without Fly), potions within capacity for every Hero,
// destroyed ones included.
func checkInvariants(g *rules.Game) error {
	seen := map[tiles.Point]rules.ModelID{}
	for i := range g.Models {
		m := &g.Models[i]
		if m.Wrath < 0 || m.Potions < 0 || m.Wounds < 0 {
			return fmt.Errorf("%s: negative counter %+v", m.Card, *m)
		}
		if m.Potions > g.PotionCapacity(m) && m.Kind == rules.KindHero {
			return fmt.Errorf("%s carries %d potions, capacity %d", m.Card, m.Potions, g.PotionCapacity(m))
		}
		if !m.InPlay {
			continue
		}
		if m.Kind != rules.KindChest && m.Wounds >= g.Hearts(m) {
			return fmt.Errorf("%s in play with %d wounds of %d hearts", m.Card, m.Wounds, g.Hearts(m))
		}
		if m.Kind != rules.KindChest && !g.CanStand(m.ID, m.Pos) {
			// Arcade rulebook, "Abilities" (Fly, Burrow); stranded.go.
			return fmt.Errorf("%s stands at %v, a square it may not stand on", m.Card, m.Pos)
		}
		for _, p := range m.Squares() {
			if !g.Board.IsSquare(p) {
				return fmt.Errorf("%s at %v: not a square", m.Card, p)
			}
			if o, ok := seen[p]; ok {
				return fmt.Errorf("%s and %s share %v", m.Card, g.Name(o), p)
			}
			seen[p] = m.ID
		}
	}
	if w := g.WrathOnHeroes(); w > g.WrathPool {
		return fmt.Errorf("%d wrath on Heroes, pool %d", w, g.WrathPool)
	}
	tokens := map[tiles.Point]bool{}
	for _, c := range g.Crystals {
		if !g.Board.IsSquare(c.Pos) || tokens[c.Pos] {
			return fmt.Errorf("crystal token at %v: off the map or on another token", c.Pos)
		}
		tokens[c.Pos] = true
	}
	if len(g.Pending) > 0 && len(g.Pending[0].Options) == 0 {
		return fmt.Errorf("a treasure choice with nothing to keep")
	}
	return nil
}

var (
	loadedChallenges = sync.OnceValues(cards.LoadChallenges)
	loadedArcade     = sync.OnceValues(LoadCards)
)

func fuzzChallenges(t testing.TB) []string {
	chs, err := loadedChallenges()
	require.NoError(t, err)
	var out []string
	for _, c := range chs {
		out = append(out, c.Name)
	}
	return out
}

func FuzzApply(f *testing.F) {
	f.Add([]byte{0, 0, 1, 1, 2, 5, 3, 0, 6, 1, 2, 3, 11, 0, 12, 12, 12})
	f.Add([]byte("the Consul takes its turn and the Heroes fight back"))
	f.Add([]byte{12, 12, 13, 7, 5, 2, 13, 8, 4, 1, 10, 3, 3})
	f.Fuzz(func(t *testing.T, data []byte) {
		s := &byteSource{b: data}
		g := fuzzGame(t, uint64(s.n(256)))
		// Random state: wounds, statuses, wrath and potions.
		for i := range g.Models {
			m := &g.Models[i]
			m.Wounds = s.n(g.Hearts(m))
			m.Statuses = rules.StatusSet(s.n(256))
			if m.Kind == rules.KindHero {
				m.Potions = s.n(g.PotionCapacity(m) + 1)
			}
		}
		for k := s.n(g.WrathPool + 1); k > 0; k-- {
			h := g.Model(g.Heroes()[s.n(len(g.Heroes()))])
			h.Wrath++
		}
		if s.n(2) == 0 {
			g.Phase = rules.ConsulTurn
		}
		// Sometimes a challenge card is in play: its lasting effects change
		// Hero stats (herolasting.go).
		if chs := fuzzChallenges(t); s.n(3) == 0 && len(chs) > 0 {
			StateOf(g).Challenge = chs[s.n(len(chs))]
		}
		if s.n(3) == 0 {
			// Sometimes a plot with crystal tokens (crystals.go).
			g.Deck(PlotDeck).Draw = []string{[]string{"Idols of Rage", "Stasis Orbs", "The Gauntlet", "Challenge of Flame"}[s.n(4)]}
			asArcade(g).drawPlot("fuzz")
		}
		g.Settle() // the hand-made state meets the card's limits
		require.NoError(t, checkInvariants(g))
		for step := 0; s.more() && step < 200; step++ {
			c := randomCommand(g, s)
			before := g.Hash()
			twin := g.Clone()
			require.Equal(t, before, twin.Hash(), "hash stable across Clone")
			_, err := g.Apply(c)
			_, err2 := twin.Apply(c)
			require.Equal(t, err == nil, err2 == nil, "a clone decides the same")
			require.Equal(t, g.Hash(), twin.Hash(), "a clone continues identically")
			if err != nil {
				require.Equal(t, before, g.Hash(), "illegal %T changed the game: %v", c, err)
			}
			require.NoError(t, checkInvariants(g), "after %T %+v", c, c)
		}
	})
}
