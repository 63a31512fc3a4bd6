package tiles

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"sort"
)

//go:embed data/effects.yaml data/tile*.yaml
var dataFS embed.FS

// Set is the loaded tile data: the tile effects and the double-sided tiles.
// It is read-only once loaded and safe to share between games.
type Set struct {
	Effects []Effect
	// Tiles are ordered by tile number.
	Tiles []*Tile
}

// LoadSet loads and validates the embedded data files.
func LoadSet() (*Set, error) {
	sub, err := fs.Sub(dataFS, "data")
	if err != nil {
		return nil, fmt.Errorf("tiles: %w", err)
	}
	return LoadSetFS(sub)
}

// LoadSetFS loads effects.yaml and every tile*.yaml from fsys. Tile numbers
// must run 1..n without gaps.
func LoadSetFS(fsys fs.FS) (*Set, error) {
	data, err := fs.ReadFile(fsys, "effects.yaml")
	if err != nil {
		return nil, fmt.Errorf("tiles: %w", err)
	}
	effects, err := ParseEffects("effects.yaml", data)
	if err != nil {
		return nil, fmt.Errorf("tiles: %w", err)
	}
	names, err := fs.Glob(fsys, "tile*.yaml")
	if err != nil {
		return nil, fmt.Errorf("tiles: %w", err)
	}
	sort.Strings(names)
	s := &Set{Effects: effects}
	byNumber := map[int]string{}
	for _, name := range names {
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, fmt.Errorf("tiles: %w", err)
		}
		t, err := ParseTile(path.Base(name), data, effects)
		if err != nil {
			return nil, fmt.Errorf("tiles: %w", err)
		}
		if prev, dup := byNumber[t.Number]; dup {
			return nil, fmt.Errorf("tiles: %s: tile: number %d is already used by %s", name, t.Number, prev)
		}
		byNumber[t.Number] = name
		s.Tiles = append(s.Tiles, t)
	}
	if len(s.Tiles) == 0 {
		return nil, fmt.Errorf("tiles: no tile*.yaml files")
	}
	sort.Slice(s.Tiles, func(i, j int) bool { return s.Tiles[i].Number < s.Tiles[j].Number })
	for i, t := range s.Tiles {
		if t.Number != i+1 {
			return nil, fmt.Errorf("tiles: %s: tile: numbers must run 1..%d without gaps, found %d", byNumber[t.Number], len(s.Tiles), t.Number)
		}
	}
	return s, nil
}

// Tile returns tile number n.
func (s *Set) Tile(n int) (*Tile, bool) {
	if n < 1 || n > len(s.Tiles) {
		return nil, false
	}
	return s.Tiles[n-1], true
}

// Effect returns the tile effect a Square names.
func (s *Set) Effect(name string) (Effect, bool) {
	for _, e := range s.Effects {
		if e.Name == name {
			return e, true
		}
	}
	return Effect{}, false
}

// Legend maps every effect letter to its effect name, for ParseMap and
// FormatMap.
func (s *Set) Legend() map[rune]string {
	out := make(map[rune]string, len(s.Effects))
	for _, e := range s.Effects {
		out[e.Letter] = e.Name
	}
	return out
}
