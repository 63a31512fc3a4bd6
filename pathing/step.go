package pathing

import (
	"errors"
	"fmt"

	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Mover describes who is moving or looking, from its own point of view.
type Mover struct {
	Fly, Burrow, Surefoot bool
	Large                 bool // 2x2 base: movement counted as a small model (Arcade "Movement Points")
	// Enemy reports an enemy model of the mover on p (cannot be entered,
	// cannot be passed diagonally between two of them, blocks line of sight).
	Enemy func(p tiles.Point) bool
	// Occupied reports any model other than the mover on p (friendly models
	// may be passed through but a move may not end there).
	Occupied func(p tiles.Point) bool
	// ExtraCost is the extra movement points to enter p because of its tile
	// effect (difficult terrain); nil means none. Fly, Burrow and Surefoot
	// ignore it as the rules say. Negative values count as 0.
	ExtraCost func(p tiles.Point) int
}

// stepResult is why a single step is or is not allowed.
type stepResult uint8

const (
	stepOK stepResult = iota
	stepNotAdjacent
	stepNotSquare
	stepFromNotSquare
	stepStructure
	stepChasm
	stepEnemy
	stepWall
	stepTwoEnemies
	stepNoLoS
)

// CanStep reports nil if mv may move one square from -> to (8-way, adjacent),
// else an error saying why in words.
//
// The checks, in this order (Arcade rulebook, "Movement Points", "Dungeon
// Tile" and "Abilities"): to must be a neighbour of from and a square of the
// dungeon; a structure can only be entered with Fly or Burrow and a chasm
// only with Fly; an enemy's square is never entered; a straight step may not
// cross a wall (Burrow may); a diagonal step may not pass between two
// enemies; and the mover must have line of sight to the square it enters,
// which is what forbids cutting a wall corner. That line of sight is
// LineOfSight(from, to) with the mover's enemies blocking, except that Fly
// ignores models and structures (as for its line of sight) and Burrow
// ignores walls and structures (it moves through them); void locations
// always block. A mover of nil is an ordinary model with no enemies around.
//
// Friendly models (Occupied but not Enemy) do not stop a step: a move may
// pass them but not end on them, which is Field.CanEnd's business.
func CanStep(m *tiles.Map, mv *Mover, from, to tiles.Point) error {
	if m == nil {
		return errors.New("no map")
	}
	switch newChecker(m, mv).step(from, to) {
	case stepOK:
		return nil
	case stepNotAdjacent:
		return fmt.Errorf("%v is not next to %v", to, from)
	case stepNotSquare:
		return fmt.Errorf("%v is not a square of the dungeon", to)
	case stepFromNotSquare:
		return fmt.Errorf("%v is not a square of the dungeon", from)
	case stepStructure:
		return fmt.Errorf("%v is a structure", to)
	case stepChasm:
		return fmt.Errorf("%v is a chasm", to)
	case stepEnemy:
		return fmt.Errorf("%v is occupied by an enemy", to)
	case stepWall:
		return fmt.Errorf("wall between %v and %v", from, to)
	case stepTwoEnemies:
		c1, c2 := tiles.Point{X: to.X, Y: from.Y}, tiles.Point{X: from.X, Y: to.Y}
		if c2.Y < c1.Y || (c2.Y == c1.Y && c2.X < c1.X) {
			c1, c2 = c2, c1
		}
		return fmt.Errorf("cannot pass diagonally between two enemies at %v and %v", c1, c2)
	default:
		return fmt.Errorf("no line of sight from %v to %v", from, to)
	}
}

// StepCost is the movement points that step costs (1 + ExtraCost unless ignored).
func StepCost(m *tiles.Map, mv *Mover, to tiles.Point) int {
	if mv == nil || mv.ExtraCost == nil || mv.Fly || mv.Burrow || mv.Surefoot {
		return 1
	}
	return 1 + max(0, mv.ExtraCost(to))
}

// Per-square facts, as bits. Searches cache them per square (see grid.go).
const (
	infoKnown uint8 = 1 << iota
	infoSquare
	infoEnter // terrain the mover may enter
	infoEnemy
	infoOccupied
	infoLosBlock // blocks the mover's line of sight for a step
	infoWallE    // wall on the east edge
	infoWallS    // wall on the south edge
)

// moverInfo computes the facts about square p (inside the map) for mv,
// walls excepted.
func moverInfo(m *tiles.Map, mv *Mover, p tiles.Point) uint8 {
	f := infoKnown
	switch m.Squares[p.Y*m.W+p.X].Terrain {
	case tiles.Void:
		return f | infoLosBlock
	case tiles.Structure:
		if mv.Fly || mv.Burrow {
			f |= infoEnter
		} else {
			f |= infoLosBlock
		}
	case tiles.Chasm:
		if mv.Fly {
			f |= infoEnter
		}
	default: // Floor (and any terrain value tiles does not define)
		f |= infoEnter
	}
	f |= infoSquare
	if mv.Enemy != nil && mv.Enemy(p) {
		f |= infoEnemy
		if !mv.Fly {
			f |= infoLosBlock
		}
	}
	if mv.Occupied != nil && mv.Occupied(p) {
		f |= infoOccupied
	}
	return f
}

// checker answers one-off step questions (CanStep) straight from the map.
// The searches use the cached, index-based twin in grid.go; the property
// tests hold the two to the same answers.
type checker struct {
	m  *tiles.Map
	mv Mover
}

func newChecker(m *tiles.Map, mv *Mover) *checker {
	c := &checker{m: m}
	if mv != nil {
		c.mv = *mv
	}
	return c
}

func (c *checker) in(p tiles.Point) bool { return p.X >= 0 && p.Y >= 0 && p.X < c.m.W && p.Y < c.m.H }

func (c *checker) info(p tiles.Point) uint8 { return moverInfo(c.m, &c.mv, p) }

// enemyAt is false outside the map.
func (c *checker) enemyAt(p tiles.Point) bool { return c.in(p) && c.info(p)&infoEnemy != 0 }

// losBlockAt is true outside the map (nothing is there to see through).
func (c *checker) losBlockAt(p tiles.Point) bool { return !c.in(p) || c.info(p)&infoLosBlock != 0 }

// step decides one step; see CanStep.
func (c *checker) step(from, to tiles.Point) stepResult {
	dx, dy := to.X-from.X, to.Y-from.Y
	if dx < -1 || dx > 1 || dy < -1 || dy > 1 || (dx == 0 && dy == 0) {
		return stepNotAdjacent
	}
	if !c.in(from) || c.info(from)&infoSquare == 0 {
		return stepFromNotSquare
	}
	if !c.in(to) {
		return stepNotSquare
	}
	f := c.info(to)
	if f&infoEnter == 0 {
		switch {
		case f&infoSquare == 0:
			return stepNotSquare
		case c.m.Squares[to.Y*c.m.W+to.X].Terrain == tiles.Structure:
			return stepStructure
		default:
			return stepChasm
		}
	}
	if f&infoEnemy != 0 {
		return stepEnemy
	}
	if dx == 0 || dy == 0 {
		if !c.mv.Burrow && c.m.Wall(from, to) {
			return stepWall
		}
		return stepOK
	}
	c1, c2 := tiles.Point{X: to.X, Y: from.Y}, tiles.Point{X: from.X, Y: to.Y}
	if c.enemyAt(c1) && c.enemyAt(c2) {
		return stepTwoEnemies
	}
	if !adjacentLoS(c.m, from, to, c.losBlockAt, c.mv.Burrow) {
		return stepNoLoS
	}
	return stepOK
}

// StepBlock is why one step is refused, for words a player reads (the
// errors of CanStep name squares by grid position).
type StepBlock uint8

// The reasons StepBlocker gives.
const (
	StepFree       StepBlock = iota // the step is allowed
	StepWall                        // a wall between the squares
	StepTwoEnemies                  // a diagonal between two enemies
	StepCorner                      // no line of sight: a corner cut
	StepStructure                   // a structure, for a model without Fly or Burrow
	StepChasm                       // a chasm, for a model without Fly
	StepEnemy                       // an enemy stands there
	StepOther                       // not next to it, or off the dungeon
)

// StepBlocker is CanStep's answer as a StepBlock.
func StepBlocker(m *tiles.Map, mv *Mover, from, to tiles.Point) StepBlock {
	if m == nil {
		return StepOther
	}
	switch newChecker(m, mv).step(from, to) {
	case stepOK:
		return StepFree
	case stepWall:
		return StepWall
	case stepTwoEnemies:
		return StepTwoEnemies
	case stepNoLoS:
		return StepCorner
	case stepStructure:
		return StepStructure
	case stepChasm:
		return StepChasm
	case stepEnemy:
		return StepEnemy
	}
	return StepOther
}
