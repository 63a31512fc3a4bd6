package tiles

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"go.yaml.in/yaml/v3"
)

// FaceSize is the width and height in squares of every tile face. All faces
// are the same square size so that a face can be turned a quarter without
// changing its footprint and tiles sit on a grid of FaceSize×FaceSize cells.
const FaceSize = 10

// DoorwayAt and DoorwayWidth place the doorway on a face's side: the two
// squares at positions 4 and 5 along that side, counted from the top or left
// (the middle of a 10-square side). A quarter turn maps the middle of one side
// onto the middle of the next, so any doorway of one tile lines up with any
// doorway of a tile placed against it. This is the doorway convention every
// face must keep (see data/README.md).
const (
	DoorwayAt    = 4
	DoorwayWidth = 2
)

// Side is one face of a double-sided tile.
type Side uint8

// The two faces of a tile.
const (
	SideA Side = iota
	SideB
)

func (s Side) String() string {
	if s == SideB {
		return "B"
	}
	return "A"
}

// Other is the face on the tile's other side.
func (s Side) Other() Side { return 1 - s&1 }

// Face is one side of a dungeon tile in its printed orientation.
type Face struct {
	Tile  int
	Side  Side
	Name  string
	Theme string // the renderer's floor palette name: stone, wood, moss...
	// Doorways lists the sides (N, E, S, W) with a doorway, in that order.
	Doorways []Dir
	// Map is the face's FaceSize×FaceSize squares; its Exits are the doorways
	// and its single SpawnMarks entry is the spawning-point square.
	Map *Map
	// Legend maps the effect letters this face uses to effect names.
	Legend map[rune]string
}

// ID is "2B" for tile 2, side B.
func (f *Face) ID() string { return fmt.Sprintf("%d%s", f.Tile, f.Side) }

// Spawn is the face's spawning-point square.
func (f *Face) Spawn() Point { return f.Map.SpawnMarks[0] }

// Oriented returns the face's map turned rot quarter turns clockwise.
func (f *Face) Oriented(rot int) *Map { return f.Map.RotatedCW(rot) }

// DoorwaysTurned lists the face's doorway sides after rot quarter turns
// clockwise.
func (f *Face) DoorwaysTurned(rot int) []Dir {
	out := make([]Dir, len(f.Doorways))
	for i, d := range f.Doorways {
		out[i] = turn(d, rot)
	}
	return out
}

// Tile is a physical double-sided dungeon tile.
type Tile struct {
	Number int
	Faces  [2]*Face // indexed by Side
}

// Face returns the face on side s.
func (t *Tile) Face(s Side) *Face { return t.Faces[s&1] }

// turn rotates an orthogonal direction rot quarter turns clockwise.
func turn(d Dir, rot int) Dir { return Dir((int(d) + 2*mod4(rot)) & 7) }

func mod4(r int) int { return ((r % 4) + 4) % 4 }

// DoorwaySquares lists the two squares of a size×size face along its doorway
// on side d, in row-major order.
func DoorwaySquares(d Dir, size int) []Point {
	ps := make([]Point, DoorwayWidth)
	for i := range ps {
		k := DoorwayAt + i
		switch d {
		case N:
			ps[i] = Point{k, 0}
		case S:
			ps[i] = Point{k, size - 1}
		case W:
			ps[i] = Point{0, k}
		case E:
			ps[i] = Point{size - 1, k}
		}
	}
	return ps
}

type tileFile struct {
	Tile  int        `yaml:"tile"`
	Faces []faceFile `yaml:"faces"`
}

type faceFile struct {
	Side     string            `yaml:"side"`
	Name     string            `yaml:"name"`
	Theme    string            `yaml:"theme"`
	Doorways []string          `yaml:"doorways"`
	Legend   map[string]string `yaml:"legend"`
	Map      string            `yaml:"map"`
}

var (
	tileFileKeys = []string{"tile", "faces"}
	faceFileKeys = []string{"side", "name", "theme", "doorways", "legend", "map"}
)

// ParseTile decodes and validates one tile file (both faces). effects are the
// known tile effects; file names the file in errors.
func ParseTile(file string, data []byte, effects []Effect) (*Tile, error) {
	if err := checkTileKeys(data); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	var tf tileFile
	if err := decodeStrict(data, &tf); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	if tf.Tile < 1 {
		return nil, fmt.Errorf("%s: tile: want a tile number from 1, got %d", file, tf.Tile)
	}
	if len(tf.Faces) != 2 {
		return nil, fmt.Errorf("%s: faces: a tile has two faces (A and B), got %d", file, len(tf.Faces))
	}
	t := &Tile{Number: tf.Tile}
	for i, ff := range tf.Faces {
		where := fmt.Sprintf("%s: face %d", file, i+1)
		if ff.Side != "A" && ff.Side != "B" {
			return nil, fmt.Errorf("%s: side: want A or B, got %q", where, ff.Side)
		}
		where = fmt.Sprintf("%s: face %d%s (%s)", file, tf.Tile, ff.Side, ff.Name)
		f, err := ff.build(tf.Tile, effects)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", where, err)
		}
		if t.Faces[f.Side] != nil {
			return nil, fmt.Errorf("%s: side: side %s is listed twice", where, f.Side)
		}
		t.Faces[f.Side] = f
	}
	return t, nil
}

// checkTileKeys walks the YAML tree so that an unknown field is reported
// with the face it is in, which the decoder's own error does not say.
func checkTileKeys(data []byte) error {
	return checkListKeys(data, tileFileKeys, "faces", faceFileKeys, func(i int, n *yaml.Node) string {
		return fmt.Sprintf("face %d (side %s)", i+1, mapValue(n, "side"))
	})
}

// checkListKeys checks the keys of a file's top mapping and of each mapping
// in its list under listKey, naming the entry with label.
func checkListKeys(data []byte, top []string, listKey string, item []string, label func(int, *yaml.Node) string) error {
	var root yaml.Node
	if err := yaml.Unmarshal(data, &root); err != nil {
		return err
	}
	if len(root.Content) == 0 {
		return errors.New("empty file")
	}
	doc := root.Content[0]
	if doc.Kind != yaml.MappingNode {
		return fmt.Errorf("line %d: want a mapping with %s", doc.Line, strings.Join(top, " and "))
	}
	if err := checkKeys(doc, top); err != nil {
		return err
	}
	for i := 0; i+1 < len(doc.Content); i += 2 {
		if doc.Content[i].Value != listKey || doc.Content[i+1].Kind != yaml.SequenceNode {
			continue
		}
		for j, n := range doc.Content[i+1].Content {
			if n.Kind != yaml.MappingNode {
				return fmt.Errorf("%s: line %d: want a mapping", label(j, n), n.Line)
			}
			if err := checkKeys(n, item); err != nil {
				return fmt.Errorf("%s: %w", label(j, n), err)
			}
		}
	}
	return nil
}

func checkKeys(m *yaml.Node, allowed []string) error {
	for i := 0; i+1 < len(m.Content); i += 2 {
		k := m.Content[i]
		ok := false
		for _, a := range allowed {
			ok = ok || k.Value == a
		}
		if !ok {
			return fmt.Errorf("%s: unknown field (line %d; known fields: %s)", k.Value, k.Line, strings.Join(allowed, ", "))
		}
	}
	return nil
}

func mapValue(m *yaml.Node, key string) string {
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			return m.Content[i+1].Value
		}
	}
	return "?"
}

func (ff faceFile) build(tile int, effects []Effect) (*Face, error) {
	f := &Face{Tile: tile, Name: ff.Name, Theme: ff.Theme, Legend: map[rune]string{}}
	if ff.Side == "B" {
		f.Side = SideB
	}
	if ff.Name == "" {
		return nil, errors.New("name: missing")
	}
	if ff.Theme == "" {
		return nil, errors.New("theme: missing (the renderer picks the floor palette by it)")
	}
	byLetter := map[rune]Effect{}
	byName := map[string]Effect{}
	for _, e := range effects {
		byLetter[e.Letter], byName[e.Name] = e, e
	}
	for letter, name := range ff.Legend {
		e, ok := byName[name]
		if !ok {
			return nil, fmt.Errorf("legend: %s: %q is not a tile effect in effects.yaml", letter, name)
		}
		if letter != string(e.Letter) {
			return nil, fmt.Errorf("legend: %s: %q is drawn with the letter %q everywhere (effects.yaml)", letter, name, e.Letter)
		}
		f.Legend[e.Letter] = name
	}
	m, marks, err := ParseMap(ff.Map, f.Legend)
	if err != nil {
		if strings.Contains(err.Error(), "not in the legend") {
			return nil, fmt.Errorf("map: %w (add it to the face's legend)", err)
		}
		return nil, fmt.Errorf("map: %w", err)
	}
	f.Map = m
	if m.W != FaceSize || m.H != FaceSize {
		return nil, fmt.Errorf("map: a face is %d×%d squares, got %d×%d", FaceSize, FaceSize, m.W, m.H)
	}
	if len(marks) > 0 {
		ps := make([]string, 0, len(marks))
		for p, r := range marks {
			ps = append(ps, fmt.Sprintf("%q at %v", r, p))
		}
		sort.Strings(ps)
		return nil, fmt.Errorf("map: a tile face carries no marks but 'S', found %s", strings.Join(ps, ", "))
	}
	if len(m.SpawnMarks) != 1 {
		return nil, fmt.Errorf("map: a face has exactly one spawning-point square 'S', found %d", len(m.SpawnMarks))
	}
	if err := f.checkDoorways(ff.Doorways); err != nil {
		return nil, err
	}
	if err := f.checkReachable(); err != nil {
		return nil, fmt.Errorf("map: %w", err)
	}
	if len(chestSquares(f.Map, f.Spawn(), doorwaySet(f.Doorways))) == 0 {
		return nil, errors.New("map: no open floor square within 4 of the spawning point for the treasure chest")
	}
	return f, nil
}

// checkDoorways enforces the doorway convention: the declared sides, and
// exactly those, are open at DoorwayAt..DoorwayAt+DoorwayWidth-1 on open
// floor squares.
func (f *Face) checkDoorways(declared []string) error {
	if len(declared) < 2 {
		return fmt.Errorf("doorways: a face needs at least two doorways so a tile can be both entered and left, got %v", declared)
	}
	seen := map[Dir]bool{}
	for _, s := range declared {
		d, ok := map[string]Dir{"N": N, "E": E, "S": S, "W": W}[s]
		if !ok {
			return fmt.Errorf("doorways: %q is not a side (want N, E, S or W)", s)
		}
		if seen[d] {
			return fmt.Errorf("doorways: side %s listed twice", s)
		}
		seen[d] = true
	}
	for _, d := range OrthoDirs {
		if seen[d] {
			f.Doorways = append(f.Doorways, d)
		}
	}
	found := map[Dir][]Point{}
	for _, e := range f.Map.Exits {
		if !seen[e.Out] {
			return fmt.Errorf("doorways: the map is open on side %s at %v, but %s is not a declared doorway (close the border with '|' or '-')", e.Out, e.Squares, e.Out)
		}
		if found[e.Out] != nil {
			return fmt.Errorf("doorways: side %s has more than one opening (%v and %v); a doorway is one opening", e.Out, found[e.Out], e.Squares)
		}
		found[e.Out] = e.Squares
	}
	for _, d := range f.Doorways {
		want := DoorwaySquares(d, FaceSize)
		got := found[d]
		if fmt.Sprint(got) != fmt.Sprint(want) {
			return fmt.Errorf("doorways: side %s must be open at exactly %v (squares %d-%d of the side), the map has %v",
				d, want, DoorwayAt, DoorwayAt+DoorwayWidth-1, got)
		}
		for _, p := range want {
			if sq := f.Map.At(p); sq.Effect != "" || p == f.Spawn() {
				return fmt.Errorf("doorways: side %s: doorway square %v must be open floor (no effect, no spawning point)", d, p)
			}
		}
	}
	return nil
}

// checkReachable requires every floor square of the face to be reachable
// from its first doorway by orthogonal steps, so no floor, chest square or
// spawning point is ever sealed off whatever the tile is joined to.
func (f *Face) checkReachable() error {
	start := DoorwaySquares(f.Doorways[0], FaceSize)[0]
	seen := floodFloor(f.Map, start)
	for _, p := range f.Map.Points() {
		if f.Map.At(p).Terrain == Floor && !seen[f.Map.Index(p)] {
			return fmt.Errorf("floor square %v cannot be reached from the %s doorway", p, f.Doorways[0])
		}
	}
	return nil
}

// floodFloor marks, by Map.Index, the floor squares reachable from start by
// orthogonal steps through edges without walls.
func floodFloor(m *Map, start Point) []bool {
	seen := make([]bool, len(m.Squares))
	if m.At(start).Terrain != Floor {
		return seen
	}
	seen[m.Index(start)] = true
	stack := []Point{start}
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, d := range OrthoDirs {
			q := p.Add(d)
			if m.At(q).Terrain != Floor || seen[m.Index(q)] || m.Wall(p, q) {
				continue
			}
			seen[m.Index(q)] = true
			stack = append(stack, q)
		}
	}
	return seen
}

// doorwaySet is the set of doorway squares of a FaceSize face.
func doorwaySet(sides []Dir) map[Point]bool {
	out := map[Point]bool{}
	for _, d := range sides {
		for _, p := range DoorwaySquares(d, FaceSize) {
			out[p] = true
		}
	}
	return out
}

// chestSquares lists, row-major, the squares of m where a treasure chest may
// go for the spawning point at spawn (Arcade rulebook, "7. Populate the
// Dungeon": within four squares of it): open floor without an effect, not the
// spawn square and not a doorway square (chests never block a passage).
func chestSquares(m *Map, spawn Point, doorways map[Point]bool) []Point {
	var out []Point
	for y := spawn.Y - 4; y <= spawn.Y+4; y++ {
		for x := spawn.X - 4; x <= spawn.X+4; x++ {
			p := Point{x, y}
			sq := m.At(p)
			if sq.Terrain == Floor && sq.Effect == "" && p != spawn && !doorways[p] {
				out = append(out, p)
			}
		}
	}
	return out
}
