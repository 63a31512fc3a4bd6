package tiles

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// reachable is the test's own flood fill (kept apart from the builder's):
// floor squares reached from start by orthogonal steps through open edges.
func reachable(m *Map, start Point) map[Point]bool {
	seen := map[Point]bool{start: true}
	todo := []Point{start}
	for len(todo) > 0 {
		p := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		for _, d := range []Dir{N, E, S, W} {
			q := p.Add(d)
			if !seen[q] && m.At(q).Terrain == Floor && !m.Wall(p, q) {
				seen[q] = true
				todo = append(todo, q)
			}
		}
	}
	return seen
}

// tileDoorways maps each doorway square of tile t to the doorway's side.
func tileDoorways(t PlacedTile) map[Point]Dir {
	out := map[Point]Dir{}
	for _, side := range t.Doorways {
		for _, p := range DoorwaySquares(side, FaceSize) {
			out[Point{t.Origin.X + p.X, t.Origin.Y + p.Y}] = side
		}
	}
	return out
}

// checkDungeon asserts everything the setup rules promise about a built
// dungeon, whichever way it was built. It returns false on the first broken
// promise so a 1,000-seed loop reports one seed, not a flood.
func checkDungeon(t *testing.T, s *Set, d *Dungeon, n int) bool {
	t.Helper()
	m := d.Map
	ok := assert.Len(t, d.Tiles, n) && assert.Len(t, d.Spawns, n) && assert.Len(t, d.Chests, n)
	if !ok {
		return false
	}
	// The bounding box is tight: every edge row and column holds a square.
	type edge struct {
		from Point
		step Dir
	}
	for _, e := range []edge{{Point{0, 0}, E}, {Point{0, m.H - 1}, E}, {Point{0, 0}, S}, {Point{m.W - 1, 0}, S}} {
		found := false
		for p := e.from; m.In(p); p = p.Add(e.step) {
			found = found || m.IsSquare(p)
		}
		ok = ok && assert.True(t, found, "map edge through %v is all void", e.from)
	}
	// Square.Tile numbers tiles by order, and each tile's squares are its
	// face's squares turned and moved to its origin.
	used := map[int]bool{}
	for k, pt := range d.Tiles {
		ok = ok && assert.Equal(t, k+1, pt.Order) && assert.False(t, used[pt.Tile], "tile %d used twice", pt.Tile)
		used[pt.Tile] = true
		tile, found := s.Tile(pt.Tile)
		require.True(t, found)
		face := tile.Face(pt.Side)
		fm := face.Oriented(pt.Rot)
		for _, p := range allPoints(fm) {
			q := Point{pt.Origin.X + p.X, pt.Origin.Y + p.Y}
			want := fm.At(p)
			if want.Terrain != Void {
				want.Tile = k + 1
			}
			ok = ok && assert.Equal(t, want, m.At(q), "tile %d square %v", k+1, q)
		}
		// Arcade rulebook, "7. Populate the Dungeon": one spawning point
		// per tile, on the square marked for it.
		spawn := Point{pt.Origin.X + fm.SpawnMarks[0].X, pt.Origin.Y + fm.SpawnMarks[0].Y}
		ok = ok && assert.Equal(t, spawn, d.Spawns[k], "spawn of tile %d", k+1)
		ok = ok && assert.Equal(t, pt.Theme, face.Theme) && assert.Equal(t, pt.Name, face.Name)
		ok = ok && assert.Equal(t, face.DoorwaysTurned(pt.Rot), pt.Doorways)
	}
	ok = ok && assert.Equal(t, d.Spawns, m.SpawnMarks) && assert.Equal(t, d.Start, m.Start)
	if !ok {
		return false
	}

	// Arcade rulebook, "Dungeon Tile" (Doorways): every connection is a pair
	// of aligned doorways, and every open edge between tiles is one.
	doorOf := make([]map[Point]Dir, n)
	for k, pt := range d.Tiles {
		doorOf[k] = tileDoorways(pt)
	}
	passageEdge := map[[2]Point]bool{}
	connected := map[[2]int]bool{}
	for _, ps := range d.Passages {
		ok = ok && assert.Less(t, ps.A, ps.B) && assert.Len(t, ps.Squares, DoorwayWidth)
		connected[[2]int{ps.A, ps.B}] = true
		for _, pr := range ps.Squares {
			a, b := pr[0], pr[1]
			sideA, onA := doorOf[ps.A-1][a]
			sideB, onB := doorOf[ps.B-1][b]
			ok = ok && assert.True(t, onA && onB, "passage %v-%v is not doorway to doorway", a, b) &&
				assert.Equal(t, b, a.Add(sideA), "passage squares face each other") &&
				assert.Equal(t, sideA.Opposite(), sideB) &&
				assert.False(t, m.Wall(a, b), "passage %v-%v is walled", a, b)
			passageEdge[[2]Point{a, b}], passageEdge[[2]Point{b, a}] = true, true
		}
	}
	for _, p := range m.Points() {
		for _, dir := range []Dir{E, S} {
			q := p.Add(dir)
			if m.IsSquare(q) && m.TileOf(p) != m.TileOf(q) && !m.Wall(p, q) {
				ok = ok && assert.True(t, passageEdge[[2]Point{p, q}], "open edge %v-%v between tiles is no passage", p, q)
			}
		}
	}
	// Tile order (Arcade rulebook, "First, Second, and Third Tile"; "Game
	// Size"): the first tile connects only to the second, each tile to the
	// one before it, and a fourth tile never to the first.
	for k := 2; k <= n; k++ {
		ok = ok && assert.True(t, connected[[2]int{k - 1, k}], "tile %d is not connected to tile %d", k, k-1)
	}
	for k := 3; k <= n; k++ {
		ok = ok && assert.False(t, connected[[2]int{1, k}], "tile %d is connected to the first tile", k)
	}

	// Dungeon exits: doorways facing nothing. Each doorway of each tile is
	// exactly one of passage, exit or sealed.
	exitSq := map[Point]bool{}
	firstExits := []Point{}
	for _, e := range m.Exits {
		for _, p := range e.Squares {
			k := m.TileOf(p)
			side, isDoor := doorOf[k-1][p]
			ok = ok && assert.True(t, isDoor, "exit square %v is no doorway", p) &&
				assert.Equal(t, side, e.Out) &&
				assert.False(t, m.IsSquare(p.Add(e.Out)), "exit %v leads into a square", p)
			exitSq[p] = true
			if k == 1 {
				firstExits = append(firstExits, p)
			}
		}
	}
	sealed := map[Point]bool{}
	for _, p := range d.Sealed {
		sealed[p] = true
	}
	for k := range d.Tiles {
		for p, side := range doorOf[k] {
			kinds := 0
			for _, b := range []bool{exitSq[p], sealed[p], passageEdge[[2]Point{p, p.Add(side)}]} {
				if b {
					kinds++
				}
			}
			ok = ok && assert.Equal(t, 1, kinds, "doorway square %v of tile %d", p, k+1)
		}
	}
	// Arcade rulebook, "6. Heroes Enter Dungeon": the start token is next
	// to a dungeon exit on the first tile, as far as possible from that
	// tile's spawn mark.
	ok = ok && assert.NotEmpty(t, firstExits, "the first tile has no dungeon exit")
	if !ok {
		return false
	}
	farthest := 0
	for _, p := range firstExits {
		farthest = max(farthest, Dist(p, d.Spawns[0]))
	}
	ok = ok && assert.Contains(t, firstExits, d.Start) && assert.Equal(t, farthest, Dist(d.Start, d.Spawns[0]))

	// Arcade rulebook, "7. Populate the Dungeon": a chest on each tile
	// within four squares of its spawning point; everything is distinct and
	// the party can walk from the start to every spawning point and chest
	// (and indeed to every floor square).
	taken := map[Point]string{d.Start: "start"}
	for k := range d.Tiles {
		for what, p := range map[string]Point{"spawn": d.Spawns[k], "chest": d.Chests[k]} {
			_, dup := taken[p]
			ok = ok && assert.False(t, dup, "%s of tile %d at %v is also the %s", what, k+1, p, taken[p])
			taken[p] = what
		}
		c := d.Chests[k]
		ok = ok && assert.Equal(t, k+1, m.TileOf(c)) && assert.LessOrEqual(t, Dist(c, d.Spawns[k]), 4) &&
			assert.Equal(t, Square{Terrain: Floor, Tile: k + 1}, m.At(c), "chest on open floor")
	}
	reach := reachable(m, d.Start)
	for _, p := range m.Points() {
		if m.At(p).Terrain == Floor {
			ok = ok && assert.True(t, reach[p], "floor square %v cannot be reached from the start %v", p, d.Start)
		}
	}
	return ok
}

// Arcade rulebook, "3. Build Dungeon" with three tiles and, for 5-6 Heroes
// ("Game Size"), four: every seed builds a legal, connected dungeon.
func TestBuildArcadeThousandSeeds(t *testing.T) {
	s := loadSet(t)
	for _, n := range []int{3, 4} {
		adjusted, sealed := 0, 0
		for seed := uint64(0); seed < 1000; seed++ {
			rng := rand.New(rand.NewPCG(seed, 42))
			d, err := s.BuildArcade(rng, n, greenDieFrom(rng))
			require.NoError(t, err, "seed %d, %d tiles", seed, n)
			if !checkDungeon(t, s, d, n) {
				t.Fatalf("seed %d, %d tiles:\n%s", seed, n, DrawDungeon(s, d))
			}
			for k, pt := range d.Tiles {
				if k == 0 {
					continue
				}
				if pt.Adjusted {
					adjusted++
				} else {
					// The die turned the tile one quarter per star.
					require.Equal(t, pt.Roll.Stars%4, pt.Rot, "seed %d tile %d", seed, k+1)
				}
			}
			if len(d.Sealed) > 0 {
				sealed++
			}
		}
		t.Logf("%d tiles: %d of %d later tiles needed the fallback orientation; %d dungeons have a sealed doorway",
			n, adjusted, 1000*(n-1), sealed)
	}
}

func TestBuildArcadeIsDeterministic(t *testing.T) {
	s := loadSet(t)
	build := func() *Dungeon {
		rng := rand.New(rand.NewPCG(99, 1))
		d, err := s.BuildArcade(rng, 4, greenDieFrom(rng))
		require.NoError(t, err)
		return d
	}
	assert.Equal(t, build(), build())
}

// Arcade rulebook, "3. Build Dungeon": a blank on the green die flips the
// tile to its other side. With the same shuffle, a blank roll puts tile 2
// on the other side from a zero-star roll that is not blank.
func TestBuildArcadeBlankFlipsTheTile(t *testing.T) {
	s := loadSet(t)
	compared := 0
	for seed := uint64(0); seed < 50; seed++ {
		build := func(blank bool) PlacedTile {
			rng := rand.New(rand.NewPCG(seed, 7))
			d, err := s.BuildArcade(rng, 2, func() (int, bool) { return 0, blank })
			require.NoError(t, err)
			return d.Tiles[1]
		}
		plain, flipped := build(false), build(true)
		require.Equal(t, plain.Tile, flipped.Tile, "same shuffle")
		if plain.Adjusted || flipped.Adjusted {
			continue
		}
		compared++
		assert.NotEqual(t, plain.Side, flipped.Side, "seed %d", seed)
		assert.Equal(t, 0, flipped.Rot)
	}
	assert.Greater(t, compared, 10)
}

func TestBuildArcadeRejectsBadArguments(t *testing.T) {
	s := loadSet(t)
	rng := rand.New(rand.NewPCG(1, 1))
	_, err := s.BuildArcade(rng, 5, greenDieFrom(rng))
	assert.ErrorContains(t, err, "5 tiles")
	_, err = s.BuildArcade(rng, 0, greenDieFrom(rng))
	assert.Error(t, err)
	_, err = s.BuildArcade(nil, 3, greenDieFrom(rng))
	assert.Error(t, err)
	_, err = s.BuildArcade(rng, 3, func() (int, bool) { return -1, false })
	assert.ErrorContains(t, err, "-1 stars")
}

// Explore rulebook, "3. Build Dungeon": the Consul chooses side, turn and
// place; a doorway must line up with a placed tile's doorway; the first tile
// is connected to exactly one other.
func TestBuildExploreLinear(t *testing.T) {
	s := loadSet(t)
	places := []Placement{
		{Tile: 4, Side: SideA, Rot: 0, Cell: Point{0, 0}}, // Spider Den: doorways E, W
		{Tile: 2, Side: SideA, Rot: 1, Cell: Point{1, 0}}, // Winding Corridors turned: E, W
		{Tile: 1, Side: SideB, Rot: 0, Cell: Point{2, 0}}, // Pillared Chapel: S, W
	}
	d, err := s.BuildExplore(rand.New(rand.NewPCG(1, 2)), places, 0)
	require.NoError(t, err)
	require.True(t, checkDungeon(t, s, d, 3), DrawDungeon(s, d))
	assert.Equal(t, []int{4, 2, 1}, []int{d.Tiles[0].Tile, d.Tiles[1].Tile, d.Tiles[2].Tile})
	assert.Equal(t, 30, d.Map.W)
	assert.Equal(t, 10, d.Map.H)

	// The Consul may name the other end the first tile.
	d, err = s.BuildExplore(rand.New(rand.NewPCG(1, 2)), places, 2)
	require.NoError(t, err)
	require.True(t, checkDungeon(t, s, d, 3), DrawDungeon(s, d))
	assert.Equal(t, 1, d.Tiles[0].Tile)
}

// Explore rulebook, "Square Dungeons": four tiles in a square, numbered so
// that the fourth touches the third and not the first.
func TestBuildExploreSquareDungeon(t *testing.T) {
	s := loadSet(t)
	places := []Placement{
		{Tile: 4, Side: SideA, Rot: 0, Cell: Point{0, 0}}, // E, W
		{Tile: 3, Side: SideB, Rot: 3, Cell: Point{1, 0}}, // Crystal Pool turned: E, S, W
		{Tile: 1, Side: SideA, Rot: 0, Cell: Point{1, 1}}, // Great Hall: N, E, W
		{Tile: 2, Side: SideA, Rot: 1, Cell: Point{0, 1}}, // Winding Corridors turned: E, W
	}
	d, err := s.BuildExplore(rand.New(rand.NewPCG(3, 4)), places, 0)
	require.NoError(t, err)
	require.True(t, checkDungeon(t, s, d, 4), DrawDungeon(s, d))
	assert.Equal(t, 20, d.Map.W)
	assert.Equal(t, 20, d.Map.H)
}

func TestBuildExploreRejectsIllegalLayouts(t *testing.T) {
	s := loadSet(t)
	spider := Placement{Tile: 4, Side: SideA, Cell: Point{0, 0}} // E, W
	for _, tc := range []struct {
		name   string
		places []Placement
		first  int
		errHas string
	}{
		{"overlap", []Placement{spider, {Tile: 2, Side: SideA, Rot: 1, Cell: Point{0, 0}}}, 0, "overlaps"},
		{"no aligned doorway", []Placement{spider, {Tile: 3, Side: SideA, Cell: Point{1, 0}}}, 0, "no doorway aligned"},
		{"not touching", []Placement{spider, {Tile: 2, Side: SideA, Rot: 1, Cell: Point{3, 0}}}, 0, "no doorway aligned"},
		{"first tile between two", []Placement{spider,
			{Tile: 2, Side: SideA, Rot: 1, Cell: Point{1, 0}},
			{Tile: 1, Side: SideB, Cell: Point{2, 0}}}, 1, "connected to 2 tiles"},
		{"no fourth tile possible", []Placement{spider,
			{Tile: 2, Side: SideB, Cell: Point{1, 0}}, // Lava Forge: E, S, W
			{Tile: 1, Side: SideB, Cell: Point{2, 0}}, // Chapel: S, W
			{Tile: 3, Side: SideA, Cell: Point{1, 1}}, // Mossy Cave: N, E
		}, 0, "fourth"},
		{"same tile twice", []Placement{spider, {Tile: 4, Side: SideB, Cell: Point{1, 0}}}, 0, "already placed"},
		{"unknown tile", []Placement{spider, {Tile: 9, Cell: Point{1, 0}}}, 0, "does not exist"},
		{"bad rotation", []Placement{spider, {Tile: 2, Rot: 4, Cell: Point{1, 0}}}, 0, "rotation"},
		{"bad first index", []Placement{spider}, 3, "first tile"},
		{"nothing placed", nil, 0, "no tiles"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := s.BuildExplore(rand.New(rand.NewPCG(1, 1)), tc.places, tc.first)
			assert.ErrorContains(t, err, tc.errHas)
		})
	}
}

func BenchmarkBuildArcade(b *testing.B) {
	s := loadSet(b)
	for _, n := range []int{3, 4} {
		b.Run(map[int]string{3: "3tiles", 4: "4tiles"}[n], func(b *testing.B) {
			rng := rand.New(rand.NewPCG(1, 2))
			die := greenDieFrom(rng)
			b.ReportAllocs()
			for b.Loop() {
				if _, err := s.BuildArcade(rng, n, die); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkLoadSet(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := LoadSet(); err != nil {
			b.Fatal(err)
		}
	}
}

// Explore rulebook, "3. Build Dungeon": the Consul places the chests; the
// choice must stay within the rule.
func TestSetChestAndStartFollowTheRules(t *testing.T) {
	s := loadSet(t)
	rng := rand.New(rand.NewPCG(5, 5))
	d, err := s.BuildArcade(rng, 3, greenDieFrom(rng))
	require.NoError(t, err)
	opts := d.ChestOptions(2)
	require.NotEmpty(t, opts)
	require.NoError(t, d.SetChest(2, opts[len(opts)-1]))
	assert.Equal(t, opts[len(opts)-1], d.Chests[1])
	assert.Error(t, d.SetChest(2, d.Spawns[1]), "not on the spawning point")
	assert.Error(t, d.SetChest(2, d.Chests[0]), "not on another tile")
	assert.Error(t, d.SetChest(9, opts[0]))
	assert.Error(t, d.SetStart(d.Spawns[0]))
	for _, p := range d.StartOptions() {
		require.NoError(t, d.SetStart(p))
		assert.Equal(t, p, d.Map.Start)
	}
	require.True(t, checkDungeon(t, s, d, 3))
}

// FuzzBuildExplore applies arbitrary placement sequences: BuildExplore never
// panics, and every dungeon it accepts keeps all the setup promises.
func FuzzBuildExplore(f *testing.F) {
	s := loadSet(f)
	// Each placement is 4 bytes: tile, side+rotation, cell x, cell y.
	// The layouts of TestBuildExploreLinear and TestBuildExploreSquareDungeon
	// (side = bit 0, quarter turns = the bits above it), and two tiles named
	// first the other way round.
	f.Add([]byte{0, 4, 0, 0, 0, 2, 2, 1, 0, 1, 1, 2, 0})
	f.Add([]byte{0, 4, 0, 0, 0, 3, 7, 1, 0, 1, 0, 1, 1, 2, 2, 0, 1})
	f.Add([]byte{1, 4, 0, 0, 0, 2, 1, 1, 0})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 1 {
			return
		}
		first := int(data[0] % 5)
		var places []Placement
		for b := data[1:]; len(b) >= 4 && len(places) < 5; b = b[4:] {
			places = append(places, Placement{
				Tile: int(b[0] % 6),
				Side: Side(b[1] & 1),
				Rot:  int(b[1]>>1) % 5,
				Cell: Point{int(int8(b[2])) % 4, int(int8(b[3])) % 4},
			})
		}
		d, err := s.BuildExplore(rand.New(rand.NewPCG(1, 1)), places, first)
		if err != nil {
			return
		}
		if !checkDungeon(t, s, d, len(places)) {
			t.Fatalf("accepted a broken dungeon from %+v first %d:\n%s", places, first, DrawDungeon(s, d))
		}
	})
}

// TileBounds holds every square of a tile and no more: each side of the
// box touches one of its squares (a built dungeon's tiles, by tile order).
func TestTileBoundsHoldEachTile(t *testing.T) {
	s := loadSet(t)
	rng := rand.New(rand.NewPCG(7, 42))
	d, err := s.BuildArcade(rng, 3, greenDieFrom(rng))
	require.NoError(t, err)
	m := d.Map
	for tile := 1; tile <= len(d.Tiles); tile++ {
		x0, y0, x1, y1, ok := m.TileBounds(tile)
		require.True(t, ok, "tile %d", tile)
		var xs, ys []int
		for _, p := range m.Points() {
			if m.TileOf(p) == tile {
				assert.True(t, p.X >= x0 && p.X <= x1 && p.Y >= y0 && p.Y <= y1, "tile %d square %v inside", tile, p)
				xs, ys = append(xs, p.X), append(ys, p.Y)
			}
		}
		assert.Contains(t, xs, x0)
		assert.Contains(t, xs, x1)
		assert.Contains(t, ys, y0)
		assert.Contains(t, ys, y1)
	}
	_, _, _, _, ok := m.TileBounds(len(d.Tiles) + 1)
	assert.False(t, ok, "no such tile")
}
