package classic

import (
	"sync"
	"testing"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// FuzzCommands plays a Delve from a seed with command sequences drawn from
// the fuzz bytes: the classic commands and the core's, with any model id
// and any square nearby. A refused command changes nothing (the hash
// stays); no command panics; the round's bookkeeping stays sound.
func FuzzCommands(f *testing.F) {
	f.Add(uint64(1), []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13})
	f.Add(uint64(7), []byte("spawn the kobolds and roll for initiative, then fight"))
	f.Fuzz(func(t *testing.T, seed uint64, b []byte) {
		if len(b) > 300 {
			b = b[:300]
		}
		g, _, err := New(Setup{Seed: seed, Size: "delve", Heroes: []string{"Royal Paladin", "Ember Mage"},
			Catalog: testCatalog(t), Tiles: fuzzTiles(t), Data: fuzzData(t)})
		if err != nil {
			t.Fatal(err)
		}
		i := 0
		n := func(k int) int {
			if k <= 0 || i >= len(b) {
				return 0
			}
			v := int(b[i]) % k
			i++
			return v
		}
		for i < len(b) && g.Over == "" {
			id := rules.ModelID(n(len(g.Models)+1) - 1)
			m := g.Model(id)
			at := tiles.Point{X: n(24), Y: n(24)}
			if m != nil && n(2) == 0 {
				at = tiles.Point{X: m.Pos.X + n(5) - 2, Y: m.Pos.Y + n(5) - 2}
			}
			path := []tiles.Point{at}
			pool := PoolMonsters(g)
			var c rules.Command
			switch n(16) {
			case 0:
				if len(pool) > 0 {
					c = Spawn{Monster: pool[n(len(pool))], At: at, From: id}
				}
			case 1:
				c = PickInitiative{Model: id}
			case 2:
				c = GoFirst{Side: []string{Heroes, Consul}[n(2)], First: n(2) == 0}
			case 3:
				c = Activate{Monster: id}
			case 4:
				c = Move{Path: path}
			case 5:
				c = Run{Path: path}
			case 6:
				c = Attack{Target: id}
			case 7:
				c = EndMonster{}
			case 8:
				c = StandUp{}
			case 9:
				c = Cleanse{Monster: id, Status: cards.AllStatuses[n(len(cards.AllStatuses))]}
			case 10:
				if len(g.Backpack) > 0 {
					c = Sacrifice{Card: g.Backpack[n(len(g.Backpack))], Hero: id, Potion: n(2) == 0}
				}
			case 11:
				c = rules.StartActivation{Hero: id}
			case 12:
				c = rules.Move{Path: path}
			case 13:
				c = rules.Attack{Attr: cards.STR, Target: id}
			case 14:
				c = rules.EndActivation{}
			default:
				c = rules.EndPhase{}
			}
			if c == nil {
				continue
			}
			before := g.Hash()
			if _, err := g.Apply(c); err != nil {
				if g.Hash() != before {
					t.Fatalf("refused %T %+v changed the game", c, c)
				}
				continue
			}
			s := StateOf(g)
			if s.Active != rules.NoModel && g.Phase != rules.ConsulTurn {
				t.Fatalf("a monster activates outside the Consul's turn (%s)", g.Phase)
			}
			for _, a := range s.Allowances {
				if a.Left < 0 {
					t.Fatalf("a spawning point has %d skull points left", a.Left)
				}
			}
			if s.SkullTokens < 0 || s.Gauge < 0 || s.Gauge > s.Data().Gauge.Super || s.Loot > s.Data().Loot.Max {
				t.Fatalf("tracker out of range: %+v", s)
			}
		}
	})
}

var (
	loadedTiles = sync.OnceValues(tiles.LoadSet)
	loadedData  = sync.OnceValues(LoadData)
)

func fuzzTiles(t testing.TB) *tiles.Set {
	s, err := loadedTiles()
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func fuzzData(t testing.TB) *Data {
	d, err := loadedData()
	if err != nil {
		t.Fatal(err)
	}
	return d
}
