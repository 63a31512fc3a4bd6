package scene

import (
	"fmt"

	"github.com/superdungeon-digital/superdungeon/pathing"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// whyNoWalk says why the active Hero cannot walk to the empty square sq
// the player clicked, from the rules' answers: a click on a square that
// looked walkable did nothing and said nothing (played by mouse at 100%:
// a diagonal squeezed between a monster and a crate).
func (p *Play) whyNoWalk(sq tiles.Point) string {
	id := p.g.Active
	m := p.g.Model(id)
	if m == nil || p.g.Phase != rules.HeroTurn || p.g.At(sq) != nil || !p.g.Board.IsSquare(sq) {
		return ""
	}
	name, mp := p.g.Name(id), p.g.MPLeft(id)
	if mp == 0 {
		return fmt.Sprintf("%s has no movement points left.", name)
	}
	if _, cost, ok := p.g.PathTo(id, sq); ok {
		if cost > mp {
			return fmt.Sprintf("Too far: %s there, and %s has %s left.", plural(cost, "movement point", "movement points"), name, plural(mp, "movement point", "movement points"))
		}
		return "" // reachable: the click moves
	}
	if tiles.Dist(m.Pos, sq) == 1 {
		// The step rules say why this one step is refused.
		if why := stepWords(pathing.StepBlocker(p.g.Board, p.g.Mover(m), m.Pos, sq)); why != "" {
			return name + " can't step there: " + why
		}
	}
	return fmt.Sprintf("%s has no way there: walls, models and corners block every path.", name)
}

// stepWords puts a refused step's reason in a player's words ("" for a
// free step).
func stepWords(why pathing.StepBlock) string {
	switch why {
	case pathing.StepFree:
		return ""
	case pathing.StepWall:
		return "a wall is in the way."
	case pathing.StepTwoEnemies:
		return "no model slips diagonally between two enemies."
	case pathing.StepCorner:
		return "the corner is in the way; go round it, one square at a time."
	case pathing.StepStructure:
		return "only Fly or Burrow enter a structure."
	case pathing.StepChasm:
		return "only Fly crosses a chasm."
	case pathing.StepEnemy:
		return "an enemy stands there."
	}
	return "the way is blocked."
}

// noteFallen keeps the squares of the monsters evs destroyed, for
// fallenHere.
func (p *Play) noteFallen(evs []rules.Event) {
	clear(p.fallen)
	for _, e := range evs {
		d, ok := e.(rules.Destroyed)
		if !ok || d.Kind_ == rules.KindHero {
			continue
		}
		if m := p.g.Model(d.Model.ID); m != nil {
			if p.fallen == nil {
				p.fallen = map[tiles.Point]string{}
			}
			for _, sq := range m.Squares() {
				p.fallen[sq] = d.Model.Name
			}
		}
	}
	p.fallenAt = p.version
}

// fallenHere reports whether sq held a monster the last command felled,
// and says so once: the next click there walks as usual.
func (p *Play) fallenHere(sq tiles.Point) bool {
	name, ok := p.fallen[sq]
	if !ok || p.fallenAt != p.version {
		return false
	}
	delete(p.fallen, sq)
	p.say(fmt.Sprintf("%s fell there: nothing left to hit. Click again to walk there.", name))
	return true
}
