package replay

import (
	"fmt"
	"slices"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/arcade"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Setup is arcade.Setup as data: everything that chooses the game,
// without the loaded card and tile data.
type Setup struct {
	Seed           uint64   `json:"seed"`
	Heroes         []string `json:"heroes"`
	SpawningPoints []string `json:"spawning_points,omitempty"`
	MiniBoss       string   `json:"mini_boss,omitempty"`
	Boss           string   `json:"boss,omitempty"`
	Modes          []string `json:"modes,omitempty"`
}

// SetupOf records an ArcadeSetup's choices.
func SetupOf(s arcade.Setup) Setup {
	return Setup{Seed: s.Seed, Heroes: slices.Clone(s.Heroes), SpawningPoints: slices.Clone(s.SpawningPoints),
		MiniBoss: s.MiniBoss, Boss: s.Boss, Modes: slices.Clone(s.Modes)}
}

// Data is the static card, tile and deck data games are set up with. The
// zero Data loads the embedded data for every game (tens of milliseconds);
// load it once with LoadData when playing many games.
type Data struct {
	Catalog *rules.Catalog
	Tiles   *tiles.Set
	Cards   *arcade.Cards
}

// LoadData loads the embedded card, tile and deck data once.
func LoadData() (Data, error) {
	cat, err := rules.LoadCatalog()
	if err != nil {
		return Data{}, fmt.Errorf("replay data: %w", err)
	}
	set, err := tiles.LoadSet()
	if err != nil {
		return Data{}, fmt.Errorf("replay data: %w", err)
	}
	cs, err := arcade.LoadCards()
	if err != nil {
		return Data{}, fmt.Errorf("replay data: %w", err)
	}
	return Data{Catalog: cat, Tiles: set, Cards: cs}, nil
}

// Arcade is the rules setup for s with d's data.
func (s Setup) Arcade(d Data) arcade.Setup {
	return arcade.Setup{Seed: s.Seed, Heroes: slices.Clone(s.Heroes), SpawningPoints: slices.Clone(s.SpawningPoints),
		MiniBoss: s.MiniBoss, Boss: s.Boss, Modes: slices.Clone(s.Modes),
		Catalog: d.Catalog, Tiles: d.Tiles, Cards: d.Cards}
}

// newGame sets the game up; a setup the rules refuse (an unknown Hero, a
// party of seven) is an error, never a panic.
func (d Data) newGame(s Setup) (g *rules.Game, err error) {
	defer func() {
		// The rules promise no panics; a replay file is untrusted input,
		// so a rules bug must still not take the game or sdsim down.
		if r := recover(); r != nil {
			g, err = nil, fmt.Errorf("setting the game up crashed the rules engine: %v", r)
		}
	}()
	g, _, err = arcade.New(s.Arcade(d))
	if err != nil {
		return nil, fmt.Errorf("setup: %w", err)
	}
	return g, nil
}
