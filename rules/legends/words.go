package legends

import (
	"fmt"
	"strings"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// The sentences a player reads about equipment and a test's stakes are
// built from the same fields the rules use, so they cannot drift apart.

var dieNames = [...]string{cards.Blue: "blue", cards.Red: "red", cards.Green: "green", cards.Citrine: "citrine", cards.Amethyst: "amethyst"}

// morePool says a pool as dice added: "one more red die", "two more blue
// dice".
func morePool(p cards.Pool) string {
	var parts []string
	for c, n := range p.Dice {
		if n <= 0 || c >= len(dieNames) {
			continue
		}
		die := "die"
		if n > 1 {
			die = "dice"
		}
		parts = append(parts, fmt.Sprintf("%s more %s %s", numberWord(n), dieNames[c], die))
	}
	if p.Stars > 0 {
		parts = append(parts, numberWord(p.Stars)+" more "+map[bool]string{true: "star", false: "stars"}[p.Stars == 1])
	}
	return strings.Join(parts, " and ")
}

func numberWord(n int) string {
	if n >= 1 && n <= 4 {
		return [...]string{"", "one", "two", "three", "four"}[n]
	}
	return fmt.Sprint(n)
}

// Effect says what wearing the equipment does ("Equipment"): the dice it
// adds to an attribute (attack, defense and tests of it alike), hearts,
// movement, an ability.
func (e *Equipment) Effect() string {
	var parts []string
	if e.Attr != "" && e.dice.Count() > 0 {
		parts = append(parts, fmt.Sprintf("%s on %s", morePool(e.dice), e.Attr))
	}
	if e.Hearts > 0 {
		parts = append(parts, fmt.Sprintf("%s more %s while worn", numberWord(e.Hearts), map[bool]string{true: "heart", false: "hearts"}[e.Hearts == 1]))
	}
	if e.Move > 0 {
		parts = append(parts, fmt.Sprintf("moves %s %s further", numberWord(e.Move), map[bool]string{true: "square", false: "squares"}[e.Move == 1]))
	}
	if e.Ability != "" {
		parts = append(parts, "grants "+e.Ability)
	}
	if len(parts) == 0 {
		return e.Text
	}
	s := strings.Join(parts, "; ")
	return strings.ToUpper(s[:1]) + s[1:] + "."
}

// Harm says what a failed try costs, or "" when it costs nothing
// ("Attribute Tests": a trap's sting on every failure).
func (o *Outcome) Harm() string {
	if o == nil {
		return ""
	}
	var parts []string
	if o.Wound > 0 {
		parts = append(parts, count(o.Wound, "wound", "wounds")+" to the Hero who tried")
	}
	if o.WoundAll > 0 {
		parts = append(parts, count(o.WoundAll, "wound", "wounds")+" to every Hero")
	}
	if o.Status != "" {
		parts = append(parts, o.Status+" on the Hero who tried")
	}
	return strings.Join(parts, " and ")
}

// potionHeals is how many hearts a potion heals ("Potions").
const potionHeals = 2

// HowToPlay is the rules in a minute, for the adventure screen's pause
// menu; the numbers are the rules' own.
func HowToPlay() []string {
	return []string{
		"Goal: play the adventure's story to its end. Stories, exploration, fights, tests and choices come in turn.",
		"Exploration: click a Hero, then a square to walk there; click a treasure or a door to open it. Equip and trade only now.",
		fmt.Sprintf("Combat: the sides roll for initiative, then take turns. Every model activates once a round: one movement (up to %s squares) and one action, in either order.", numberWord(baseMove)),
		fmt.Sprintf("Attacks: melee strikes a neighbour, magic reaches %d squares, missiles %d and never a neighbour. More stars than the defense roll wound.", Magic.reach(), Missile.reach()),
		fmt.Sprintf("A Hero with no hearts left is knocked out until a friend heals it; a potion heals %s. If every Hero is knocked out the adventure is lost and played again after downtime.", numberWord(potionHeals)),
		"Tests: choose which Hero tries and how; the chance is shown before you click. Choices may cost backpack goods.",
		"Improvise: next to a model, a Hero may spend its action to Shove or Trip an enemy (an opposed roll) or Cover a friend. Bonuses stack: trip a monster, then strike it.",
	}
}

// squaresText counts squares for the log: a player reads "3 squares", not
// the board's coordinates (they showed as "moves to (11,4)").
func squaresText(n int) string {
	if n == 1 {
		return "1 square"
	}
	return fmt.Sprintf("%d squares", n)
}
