package tiles

import (
	"fmt"
	"sort"
	"strings"
)

// ParseMap reads the ASCII map format shared by tile data, scenario files and
// test diagrams. A map of W×H squares is drawn as 2H+1 lines of 2W+1
// characters: squares sit at odd columns of odd lines, the character between
// two squares on a line is the edge between them ('|' is a wall, space is
// open), the character below a square on the next line is the edge to the
// square beneath ('-' is a wall, space is open), and corners (usually '+')
// are ignored. Trailing spaces may be trimmed; missing characters read as
// spaces.
//
// Square characters:
//
//	.  floor            #  structure        ~  chasm
//	   (space) no square (void)             S  floor marked for a spawning point
//	a-z  floor with the tile effect the legend names for that letter
//	A-Z (but S), 0-9  floor carrying a mark for the caller (models in scenarios)
//
// The legend maps effect letters to tile-effect names: {'d': "Difficult Terrain"}.
// An open edge on the outer border next to a floor square is a doorway; runs of
// them on one side become the map's dungeon exits.
func ParseMap(text string, legend map[rune]string) (*Map, map[Point]rune, error) {
	lines := strings.Split(strings.Trim(text, "\n"), "\n")
	for len(lines) > 0 && strings.TrimSpace(lines[len(lines)-1]) == "" {
		lines = lines[:len(lines)-1]
	}
	if len(lines) < 3 || len(lines)%2 == 0 {
		return nil, nil, fmt.Errorf("map: need an odd number of lines (2×rows+1), got %d", len(lines))
	}
	width := 0
	for _, l := range lines {
		if len(l) > width {
			width = len(l)
		}
	}
	if width%2 == 0 {
		width++
	}
	w, h := (width-1)/2, (len(lines)-1)/2
	if w < 1 {
		return nil, nil, fmt.Errorf("map: no squares on the first line")
	}
	ch := func(col, row int) byte {
		if row < 0 || row >= len(lines) || col < 0 || col >= len(lines[row]) {
			return ' '
		}
		return lines[row][col]
	}
	m := NewMap(w, h)
	marks := map[Point]rune{}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			p := Point{x, y}
			c := ch(2*x+1, 2*y+1)
			var sq Square
			switch {
			case c == ' ':
				sq.Terrain = Void
			case c == '.':
				sq.Terrain = Floor
			case c == '#':
				sq.Terrain = Structure
			case c == '~':
				sq.Terrain = Chasm
			case c == 'S':
				sq.Terrain = Floor
				m.SpawnMarks = append(m.SpawnMarks, p)
			case c >= 'a' && c <= 'z':
				name, ok := legend[rune(c)]
				if !ok {
					return nil, nil, fmt.Errorf("map line %d column %d: effect letter %q is not in the legend", 2*y+2, 2*x+2, c)
				}
				sq.Terrain, sq.Effect = Floor, name
			case (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'):
				sq.Terrain = Floor
				marks[p] = rune(c)
			default:
				return nil, nil, fmt.Errorf("map line %d column %d: unknown square character %q", 2*y+2, 2*x+2, c)
			}
			m.Set(p, sq)
		}
	}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			p := Point{x, y}
			if x+1 < w {
				switch c := ch(2*x+2, 2*y+1); c {
				case '|':
					m.wallE[m.Index(p)] = true
				case ' ':
				default:
					return nil, nil, fmt.Errorf("map line %d column %d: edge must be '|' or space, got %q", 2*y+2, 2*x+3, c)
				}
			}
			if y+1 < h {
				switch c := ch(2*x+1, 2*y+2); c {
				case '-':
					m.wallS[m.Index(p)] = true
				case ' ':
				default:
					return nil, nil, fmt.Errorf("map line %d column %d: edge must be '-' or space, got %q", 2*y+3, 2*x+2, c)
				}
			}
		}
	}
	m.Exits = borderExits(m, ch)
	return m, marks, nil
}

// borderExits finds runs of open border edges next to floor squares.
func borderExits(m *Map, ch func(col, row int) byte) []Exit {
	type side struct {
		out   Dir
		edges func() []Point // squares along the side, in order
		open  func(p Point) bool
	}
	var exits []Exit
	sides := []side{
		{N, func() []Point { return rowPoints(m.W, 0) }, func(p Point) bool { return ch(2*p.X+1, 0) == ' ' }},
		{S, func() []Point { return rowPoints(m.W, m.H-1) }, func(p Point) bool { return ch(2*p.X+1, 2*m.H) == ' ' }},
		{W, func() []Point { return colPoints(m.H, 0) }, func(p Point) bool { return ch(0, 2*p.Y+1) == ' ' }},
		{E, func() []Point { return colPoints(m.H, m.W-1) }, func(p Point) bool { return ch(2*m.W, 2*p.Y+1) == ' ' }},
	}
	for _, s := range sides {
		var run []Point
		flush := func() {
			if len(run) > 0 {
				exits = append(exits, Exit{Squares: run, Out: s.out})
				run = nil
			}
		}
		for _, p := range s.edges() {
			if m.At(p).Terrain == Floor && s.open(p) {
				run = append(run, p)
			} else {
				flush()
			}
		}
		flush()
	}
	return exits
}

func rowPoints(w, y int) []Point {
	ps := make([]Point, w)
	for x := range ps {
		ps[x] = Point{x, y}
	}
	return ps
}

func colPoints(h, x int) []Point {
	ps := make([]Point, h)
	for y := range ps {
		ps[y] = Point{x, y}
	}
	return ps
}

// FormatMap draws m in the format ParseMap reads, with every dungeon exit
// left open and every other border closed. Effects are written with the
// letters of legend (reversed lookup); an effect missing from it is drawn 'e'.
func FormatMap(m *Map, legend map[rune]string) string {
	byName := map[string]rune{}
	keys := make([]rune, 0, len(legend))
	for k := range legend {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return keys[i] < keys[j] })
	for _, k := range keys {
		if _, dup := byName[legend[k]]; !dup {
			byName[legend[k]] = k
		}
	}
	exitEdge := map[[2]Point]bool{}
	for _, e := range m.Exits {
		for _, p := range e.Squares {
			// Both orders: an exit can face void inside the map (an empty
			// tile cell), where the edge is drawn from the void side.
			exitEdge[[2]Point{p, p.Add(e.Out)}] = true
			exitEdge[[2]Point{p.Add(e.Out), p}] = true
		}
	}
	spawn := map[Point]bool{}
	for _, p := range m.SpawnMarks {
		spawn[p] = true
	}
	grid := make([][]byte, 2*m.H+1)
	for r := range grid {
		grid[r] = []byte(strings.Repeat(" ", 2*m.W+1))
	}
	for y := 0; y < m.H; y++ {
		for x := 0; x < m.W; x++ {
			p := Point{x, y}
			sq := m.At(p)
			c := byte(' ')
			switch sq.Terrain {
			case Floor:
				c = '.'
				if sq.Effect != "" {
					if r, ok := byName[sq.Effect]; ok {
						c = byte(r)
					} else {
						c = 'e'
					}
				}
				if spawn[p] {
					c = 'S'
				}
			case Structure:
				c = '#'
			case Chasm:
				c = '~'
			}
			grid[2*y+1][2*x+1] = c
			east, south := p.Add(E), p.Add(S)
			if sq.Terrain != Void || m.IsSquare(east) {
				if m.Wall(p, east) && !exitEdge[[2]Point{p, east}] && !(x == m.W-1 && !m.IsSquare(p)) {
					grid[2*y+1][2*x+2] = '|'
				}
			}
			if sq.Terrain != Void || m.IsSquare(south) {
				if m.Wall(p, south) && !exitEdge[[2]Point{p, south}] && !(y == m.H-1 && !m.IsSquare(p)) {
					grid[2*y+2][2*x+1] = '-'
				}
			}
			if x == 0 && sq.Terrain != Void && !exitEdge[[2]Point{p, p.Add(W)}] {
				grid[2*y+1][0] = '|'
			}
			if y == 0 && sq.Terrain != Void && !exitEdge[[2]Point{p, p.Add(N)}] {
				grid[0][2*x+1] = '-'
			}
		}
	}
	for r := 0; r <= 2*m.H; r += 2 {
		for c := 0; c <= 2*m.W; c += 2 {
			grid[r][c] = '+'
		}
	}
	out := make([]string, len(grid))
	for i, row := range grid {
		out[i] = strings.TrimRight(string(row), " ")
	}
	return strings.Join(out, "\n") + "\n"
}
