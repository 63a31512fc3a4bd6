package replay

import (
	"fmt"
	"slices"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/arcade"
	"github.com/superdungeon-digital/superdungeon/rules/classic"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Setup is a rulebook's setup as data: everything that chooses the game,
// without the loaded card and tile data. Ruleset says which rulebook sets
// the game up (arcade.Name when empty); on disk it is the record's
// top-level "ruleset", not a key of "setup".
//
// The Arcade fields are arcade.Setup's. The Explore fields (MiniBosses,
// Placements, First, FirstSpawn, Coins) are explore.Setup's and must be
// empty in an Arcade record (Read refuses them there, so a choice is
// never silently ignored).
type Setup struct {
	Ruleset        string   `json:"-"`
	Seed           uint64   `json:"seed"`
	Heroes         []string `json:"heroes"`
	SpawningPoints []string `json:"spawning_points,omitempty"`
	MiniBoss       string   `json:"mini_boss,omitempty"`
	Boss           string   `json:"boss,omitempty"`
	Modes          []string `json:"modes,omitempty"`

	// Explore only.
	MiniBosses []string    `json:"mini_bosses,omitempty"`
	Placements []placement `json:"placements,omitempty"`
	First      int         `json:"first,omitempty"`
	FirstSpawn []string    `json:"first_spawn,omitempty"`
	// Coins is explore.Setup.CoinsAdjust: Princess Coins added to (or
	// taken from) the book's Heroes + 1 ("Adjusting Difficulty").
	Coins int `json:"coins,omitempty"`

	// Classic only: classic.Setup.Size (delve, crawl, siege); MiniBosses,
	// SpawningPoints and Boss are shared with Explore's keys.
	Size string `json:"size,omitempty"`

	// Explore again: Variant is the alternate game mode (explore.Setup.Variant), with the
	// tokens placed by hand (prince_at, prince_move, end_at, crystals);
	// Square a square dungeon.
	Variant    string  `json:"variant,omitempty"`
	PrinceAt   *point  `json:"prince_at,omitempty"`
	PrinceMove []point `json:"prince_move,omitempty"`
	EndAt      *point  `json:"end_at,omitempty"`
	Crystals   []point `json:"crystals,omitempty"`
	Square     bool    `json:"square,omitempty"`
	// Rude is explore.Setup.Rude: the Rude Supers variant and its options.
	Rude *rudeSetup `json:"rude,omitempty"`
}

// rudeSetup is explore.RudeOptions as data.
type rudeSetup struct {
	Difficulty string `json:"difficulty"`
	Auras      bool   `json:"auras,omitempty"`
	// The optional variants (explore.RudeOptions).
	Casual    bool `json:"casual,omitempty"`
	Pincer    bool `json:"pincer,omitempty"`
	Unlimited bool `json:"unlimited,omitempty"`
	Double    bool `json:"double,omitempty"`
	// AntiHero is explore.RudeOptions.AntiHero (an empty field: chosen
	// from the seed).
	AntiHero *antiHeroSetup `json:"anti_hero,omitempty"`
	// SecondStart is Pincer Assault's second doorway as the party chose
	// it (absent: the rules' choice).
	SecondStart *point `json:"second_start,omitempty"`
}

// antiHeroSetup is explore.AntiHeroChoice as data.
type antiHeroSetup struct {
	Hero     string `json:"hero,omitempty"`
	Loot     string `json:"loot,omitempty"`
	Treasure string `json:"treasure,omitempty"`
}

func pointOf(p *tiles.Point) *point {
	if p == nil {
		return nil
	}
	return &point{p.X, p.Y}
}

func tilePointOf(p *point) *tiles.Point {
	if p == nil {
		return nil
	}
	return &tiles.Point{X: p[0], Y: p[1]}
}

// placement is a tiles.Placement as data: the tile's index in the set,
// its face ("A" or "B"), quarter turns clockwise and its top-left cell.
type placement struct {
	Tile int    `json:"tile"`
	Side string `json:"side"`
	Rot  int    `json:"rot,omitempty"`
	Cell point  `json:"cell"`
}

// SetupOf records an arcade.Setup's choices.
func SetupOf(s arcade.Setup) Setup {
	return Setup{Ruleset: arcade.Name, Seed: s.Seed, Heroes: slices.Clone(s.Heroes), SpawningPoints: slices.Clone(s.SpawningPoints),
		MiniBoss: s.MiniBoss, Boss: s.Boss, Modes: slices.Clone(s.Modes)}
}

// SetupOfExplore records an explore.Setup's choices.
func SetupOfExplore(s explore.Setup) Setup {
	out := Setup{Ruleset: explore.Name, Seed: s.Seed, Heroes: slices.Clone(s.Heroes), SpawningPoints: slices.Clone(s.SpawningPoints),
		Boss: s.Boss, MiniBosses: slices.Clone(s.MiniBosses), First: s.First, FirstSpawn: slices.Clone(s.FirstSpawn), Coins: s.CoinsAdjust,
		Variant: s.Variant, PrinceAt: pointOf(s.PrinceAt), PrinceMove: points(s.PrinceMove), EndAt: pointOf(s.EndAt), Crystals: points(s.Crystals), Square: s.Square}
	if s.Rude != nil {
		out.Rude = &rudeSetup{Difficulty: s.Rude.Difficulty, Auras: s.Rude.Auras, Casual: s.Rude.Casual, Pincer: s.Rude.Pincer, Unlimited: s.Rude.Unlimited, Double: s.Rude.Double,
			SecondStart: pointOf(s.Rude.SecondStart)}
		if a := s.Rude.AntiHero; a != nil {
			out.Rude.AntiHero = &antiHeroSetup{Hero: a.Hero, Loot: a.Loot, Treasure: a.Treasure}
		}
	}
	for _, p := range s.Placements {
		out.Placements = append(out.Placements, placement{Tile: p.Tile, Side: p.Side.String(), Rot: p.Rot, Cell: point{p.Cell.X, p.Cell.Y}})
	}
	return out
}

// SetupOfClassic records a classic.Setup's choices.
func SetupOfClassic(s classic.Setup) Setup {
	return Setup{Ruleset: classic.Name, Seed: s.Seed, Heroes: slices.Clone(s.Heroes), SpawningPoints: slices.Clone(s.SpawningPoints),
		Boss: s.Boss, MiniBosses: slices.Clone(s.MiniBosses), Size: s.Size}
}

// Classic is the classic rules setup for s with d's data.
func (s Setup) Classic(d Data) classic.Setup {
	return classic.Setup{Seed: s.Seed, Size: s.Size, Heroes: slices.Clone(s.Heroes), SpawningPoints: slices.Clone(s.SpawningPoints),
		MiniBosses: slices.Clone(s.MiniBosses), Boss: s.Boss, Catalog: d.Catalog, Tiles: d.Tiles, Data: d.Classic}
}

// ruleset is the rulebook's name, arcade.Name for an empty one.
func (s Setup) ruleset() string {
	if s.Ruleset == "" {
		return arcade.Name
	}
	return s.Ruleset
}

// Data is the static card, tile and deck data games are set up with. The
// zero Data loads the embedded data for every game (tens of milliseconds);
// load it once with LoadData when playing many games.
type Data struct {
	Catalog *rules.Catalog
	Tiles   *tiles.Set
	Cards   *arcade.Cards
	Explore *explore.Data
	Classic *classic.Data
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
	ed, err := explore.LoadData()
	if err != nil {
		return Data{}, fmt.Errorf("replay data: %w", err)
	}
	cd, err := classic.LoadData()
	if err != nil {
		return Data{}, fmt.Errorf("replay data: %w", err)
	}
	return Data{Catalog: cat, Tiles: set, Cards: cs, Explore: ed, Classic: cd}, nil
}

// Arcade is the rules setup for s with d's data.
func (s Setup) Arcade(d Data) arcade.Setup {
	return arcade.Setup{Seed: s.Seed, Heroes: slices.Clone(s.Heroes), SpawningPoints: slices.Clone(s.SpawningPoints),
		MiniBoss: s.MiniBoss, Boss: s.Boss, Modes: slices.Clone(s.Modes),
		Catalog: d.Catalog, Tiles: d.Tiles, Cards: d.Cards}
}

// Explore is the Explore rules setup for s with d's data.
func (s Setup) Explore(d Data) (explore.Setup, error) {
	out := explore.Setup{Seed: s.Seed, Heroes: slices.Clone(s.Heroes), SpawningPoints: slices.Clone(s.SpawningPoints),
		MiniBosses: slices.Clone(s.MiniBosses), Boss: s.Boss, First: s.First, FirstSpawn: slices.Clone(s.FirstSpawn),
		CoinsAdjust: s.Coins, Variant: s.Variant, PrinceAt: tilePointOf(s.PrinceAt), PrinceMove: tilePoints(s.PrinceMove),
		EndAt: tilePointOf(s.EndAt), Crystals: tilePoints(s.Crystals), Square: s.Square,
		Catalog: d.Catalog, Tiles: d.Tiles, Data: d.Explore}
	if s.Rude != nil {
		out.Rude = &explore.RudeOptions{Difficulty: s.Rude.Difficulty, Auras: s.Rude.Auras, Casual: s.Rude.Casual, Pincer: s.Rude.Pincer, Unlimited: s.Rude.Unlimited, Double: s.Rude.Double,
			SecondStart: tilePointOf(s.Rude.SecondStart)}
		if a := s.Rude.AntiHero; a != nil {
			out.Rude.AntiHero = &explore.AntiHeroChoice{Hero: a.Hero, Loot: a.Loot, Treasure: a.Treasure}
		}
	}
	for i, p := range s.Placements {
		var side tiles.Side
		switch p.Side {
		case "A":
			side = tiles.SideA
		case "B":
			side = tiles.SideB
		default:
			return out, fmt.Errorf("\"placements\"[%d]: side %q; want \"A\" or \"B\"", i, p.Side)
		}
		out.Placements = append(out.Placements, tiles.Placement{Tile: p.Tile, Side: side, Rot: p.Rot, Cell: tiles.Point{X: p.Cell[0], Y: p.Cell[1]}})
	}
	return out, nil
}

// checkFor refuses a setup whose keys belong to another rulebook.
func (s Setup) checkFor(ruleset string) error {
	if ruleset == arcade.Name && (len(s.MiniBosses) > 0 || len(s.Placements) > 0 || s.First != 0 || len(s.FirstSpawn) > 0 || s.Coins != 0 ||
		s.Variant != "" || s.PrinceAt != nil || s.PrinceMove != nil || s.EndAt != nil || s.Crystals != nil || s.Square || s.Rude != nil) {
		return fmt.Errorf("\"setup\" has Explore choices (mini_bosses, placements, first, first_spawn, coins, variant, prince_at, prince_move, end_at, crystals, square, rude) in an %s game", ruleset)
	}
	if ruleset == explore.Name && (s.MiniBoss != "" || len(s.Modes) > 0) {
		return fmt.Errorf("\"setup\" has Arcade choices (mini_boss, modes) in an %s game", ruleset)
	}
	if ruleset != classic.Name && s.Size != "" {
		return fmt.Errorf("\"setup\" has a classic choice (size) in an %s game", ruleset)
	}
	if ruleset == classic.Name && (s.MiniBoss != "" || len(s.Modes) > 0 || len(s.Placements) > 0 || s.First != 0 || len(s.FirstSpawn) > 0 || s.Coins != 0 ||
		s.Variant != "" || s.PrinceAt != nil || s.PrinceMove != nil || s.EndAt != nil || s.Crystals != nil || s.Square) {
		return fmt.Errorf("\"setup\" has Arcade or Explore choices (mini_boss, modes, placements, first, first_spawn, coins, variant, prince_at, prince_move, end_at, crystals, square) in a classic game")
	}
	return nil
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
	switch s.ruleset() {
	case arcade.Name:
		g, _, err = arcade.New(s.Arcade(d))
	case explore.Name:
		var es explore.Setup
		if es, err = s.Explore(d); err == nil {
			g, _, err = explore.New(es)
		}
	case classic.Name:
		g, _, err = classic.New(s.Classic(d))
	default:
		err = fmt.Errorf("the %q rules are not played by this version of the game", s.Ruleset)
	}
	if err != nil {
		return nil, fmt.Errorf("setup: %w", err)
	}
	return g, nil
}
