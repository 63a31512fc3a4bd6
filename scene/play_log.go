package scene

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/arcade"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
)

// logText is an event's line in the action log, in players' words: the
// rules' own explanations are written for the rules' tests (coordinates,
// "point(s)", dice as "blue:2"), so the events players see most are
// worded here, and every line goes through tidyText (a reason the rules
// wrote may sit inside a worded line).
func logText(e rules.Event) string {
	if w := classicLogWords(e); w != "" { // classic_events.go
		return tidyText(w)
	}
	return tidyText(logWords(e))
}

func logWords(e rules.Event) string {
	switch e := e.(type) {
	case rules.Destroyed:
		if e.Kind_ == rules.KindHero {
			// "Destroyed" is the monsters' word (played by mouse: a Hero
			// "is destroyed" read oddly before "has fallen").
			return e.Model.String() + " falls"
		}
		return e.String()
	case rules.Moved:
		n := plural(len(e.Path), "square", "squares")
		switch e.Reason {
		case "move":
			return fmt.Sprintf("%s moves %s", e.Model, n)
		case "dash":
			return fmt.Sprintf("%s dashes %s", e.Model, n)
		case "teleport":
			return fmt.Sprintf("%s teleports %s", e.Model, n)
		}
		if why, ok := strings.CutPrefix(e.Reason, "landing: "); ok {
			return fmt.Sprintf("%s lands nearby: %s", e.Model, why)
		}
		if strings.HasPrefix(e.Reason, "a movement reset") {
			return fmt.Sprintf("%s goes back to where its move began (movement reset)", e.Model)
		}
		if strings.HasPrefix(e.Reason, "Consul ") {
			// A monster's own move on the Consul's command.
			return fmt.Sprintf("%s moves %s (%s)", e.Model, n, e.Reason)
		}
		return fmt.Sprintf("%s is moved %s by %s", e.Model, n, e.Reason)
	case rules.Spent:
		var parts []string
		if e.AP > 0 {
			parts = append(parts, plural(e.AP, "action point", "action points"))
		}
		if e.MP > 0 {
			parts = append(parts, plural(e.MP, "movement point", "movement points"))
		}
		what := spentFor(e.For)
		if len(parts) == 0 {
			return fmt.Sprintf("%s uses %s", e.Model, strings.TrimPrefix(what, "on "))
		}
		return fmt.Sprintf("%s spends %s %s", e.Model, listNames(parts, "and"), what)
	case rules.Rolled:
		return rolledText(e)
	case rules.Compared:
		res := "a miss"
		switch {
		case e.Critical:
			res = "a critical hit!"
		case e.Success:
			res = "a hit"
		}
		return fmt.Sprintf("%s's %s on %s: %s against %d: %s", e.Attacker, e.Action, e.Defender, plural(e.Stars, "star", "stars"), e.Against, res)
	case rules.Defended:
		verb := "fails to hold"
		if e.Held {
			verb = "holds"
		}
		return fmt.Sprintf("%s %s against %s's %s: %s against strength %d", e.Hero, verb, e.Attacker, e.Action, plural(e.Stars, "star", "stars"), e.STR)
	case rules.Wounded:
		left := e.Hearts - e.Wounds
		s := fmt.Sprintf("%s suffers %s from %s (%s left)", e.Model, plural(e.Amount, "wound", "wounds"), e.Source, plural(max(0, left), "heart", "hearts"))
		if e.InsteadOf != nil {
			s += ", taking it for " + e.InsteadOf.Name
		}
		return s
	case rules.Healed:
		var parts []string
		if e.Wounds > 0 {
			parts = append(parts, "heals "+plural(e.Wounds, "wound", "wounds"))
		}
		for _, st := range e.Status {
			parts = append(parts, "shakes off "+string(st))
		}
		return fmt.Sprintf("%s %s (%s)", e.Model, listNames(parts, "and"), e.Source)
	case rules.StatusesRemoved:
		names := make([]string, len(e.Status))
		for i, st := range e.Status {
			names[i] = string(st)
		}
		return fmt.Sprintf("%s is no longer %s (%s)", e.Model, listNames(names, "or"), e.Reason)
	case rules.PoppedOut:
		var parts []string
		if e.Hearts > 0 {
			parts = append(parts, plural(e.Hearts, "heart", "hearts"))
		}
		if e.Potions > 0 {
			parts = append(parts, plural(e.Potions, "potion", "potions"))
		}
		verb := "pop"
		if e.Hearts+e.Potions == 1 {
			verb = "pops"
		}
		return fmt.Sprintf("%s %s out of %s", listNames(parts, "and"), verb, e.From)
	case rules.PotionGained:
		if e.Lost {
			return "A potion pops out, but no Hero has room for it"
		}
		return fmt.Sprintf("%s gains a potion (now %d)", e.Hero, e.Potions)
	case rules.WrathGained:
		s := fmt.Sprintf("%s gains %d wrath for %s (now %d)", e.Hero, e.Amount, e.Reason, e.Wrath)
		if len(e.From) > 0 {
			// Each entry is one token taken from that Hero.
			count := map[string]int{}
			var order []string
			for _, f := range e.From {
				if count[f.Name] == 0 {
					order = append(order, f.Name)
				}
				count[f.Name]++
			}
			var from []string
			for _, n := range order {
				from = append(from, fmt.Sprintf("%d from %s", count[n], n))
			}
			s += ", taking " + listNames(from, "and")
		}
		return s
	case rules.PhaseChanged:
		return fmt.Sprintf("Turn %d: %s", e.Turn, phaseBanner(e.Phase))
	case rules.Note:
		return e.Text
	case rules.ChestOpened:
		if len(e.Drawn) == 0 {
			return fmt.Sprintf("%s opens the chest: it is empty.", e.Hero)
		}
		if e.Chosen == "" {
			// The cards wait for a choice: TreasureOffered names them next.
			return fmt.Sprintf("%s opens the chest.", e.Hero)
		}
		if len(e.Drawn) == 1 && e.Drawn[0] == e.Chosen {
			return fmt.Sprintf("%s opens the chest and finds %s.", e.Hero, e.Chosen)
		}
		return fmt.Sprintf("%s opens the chest, finds %s and keeps %s.", e.Hero, listNames(e.Drawn, "and"), e.Chosen)
	case rules.TreasureOffered:
		if len(e.Options) < len(e.Cards) {
			var boo []string
			for _, i := range e.Options {
				boo = append(boo, e.Cards[i])
			}
			return fmt.Sprintf("Treasure drawn: %s. A boo booty must be taken: %s.", listNames(e.Cards, "and"), listNames(boo, "or"))
		}
		return fmt.Sprintf("Treasure drawn: %s. The party keeps one.", listNames(e.Cards, "and"))
	case rules.TreasureKept:
		if len(e.Discarded) == 0 {
			return fmt.Sprintf("The party keeps %s.", e.Card)
		}
		verb := "go"
		if len(e.Discarded) == 1 {
			verb = "goes"
		}
		return fmt.Sprintf("The party keeps %s; %s %s to the discard pile.", e.Card, listNames(e.Discarded, "and"), verb)
	case arcade.CrystalCleared:
		left := "the last of its plot"
		if e.Left > 0 {
			left = plural(e.Left, "crystal", "crystals") + " of its plot left"
		}
		// Which crystal is plain on the board (the gem goes); players see
		// no coordinates.
		return fmt.Sprintf("%s clears the %s crystal (%s).", e.Hero, e.Crystal, left)
	case arcade.PlotCleared:
		if len(e.Drawn) == 0 {
			return fmt.Sprintf("The plot %s is foiled! Its effects end; the green dice earn no treasure.", e.Plot)
		}
		return fmt.Sprintf("The plot %s is foiled! Its effects end and the party draws %s.", e.Plot, listNames(e.Drawn, "and"))
	case rules.Shapeshifted:
		return fmt.Sprintf("%s takes its other form: %s becomes %s.", e.Model, e.From, e.To)
	case rules.SpawningPointDestroyed:
		// What it sets off (a plot, a mini-boss, the boss) has lines of
		// its own; the rules' hook names are not for players.
		if e.Remaining == 0 {
			return fmt.Sprintf("The %s falls: no spawning point is left.", e.Model)
		}
		return fmt.Sprintf("The %s falls: %s left.", e.Model, plural(e.Remaining, "spawning point", "spawning points"))
	case explore.MonsterSpawned:
		// Where is on the board (the model appears there); the log says why.
		return fmt.Sprintf("%s spawns (%s).", e.Model, e.Reason)
	case explore.MonsterActivated:
		if e.Skulls == 0 {
			return fmt.Sprintf("%s activates for free (it began the Consul turn in play): %d movement and %s.", e.Monster, e.MP, plural(e.AP, "action point", "action points"))
		}
		return fmt.Sprintf("%s activates for %s (%d left): %d movement and %s.", e.Monster, plural(e.Skulls, "skull point", "skull points"), e.SkullsLeft, e.MP, plural(e.AP, "action point", "action points"))
	}
	return e.String()
}

// spentFor is what points were spent on, in the log's words: an action
// is named as the action bar names it ("on Dash", "on Open Chest"), a
// plain deed is a verb ("to move", "to stand up"). The rules' reasons
// for their own deeds are lower-case ("dash", "monster attack").
func spentFor(why string) string {
	switch why {
	case "move":
		return "to move"
	case "standing up":
		return "to stand up"
	case "monster attack":
		return "to attack"
	case "dash":
		return "on Dash"
	case "teleport":
		return "on Teleport"
	}
	if why != "" {
		// Any other reason is an action's name: capitalised as on the bar.
		return "on " + strings.ToUpper(why[:1]) + why[1:]
	}
	return "on it"
}

// rolledText is a roll in words: "Riftling Warrior rolls 4 blue dice to
// attack: 2 + 1 + 0 + 2 = 5 stars".
// rollWhy says what a roll is for, after "rolls 2 red dice", from the
// rules' reason. The plot's reward says who rolls and what a heart buys:
// played at 200%, "Barbarian rolls 1 green die for plot reward" came
// after another Hero's blow, with nothing saying why he rolled.
func rollWhy(why string) string {
	switch why {
	case "offense":
		return "to attack"
	case "defense":
		return "to defend"
	case "heal":
		return "to heal"
	case "plot reward":
		return "for the plot's reward (every Hero rolls one; each heart is a treasure)"
	}
	return "for " + why
}

func rolledText(e rules.Rolled) string {
	var faces []string
	for _, d := range e.Dice {
		f := fmt.Sprint(d.Stars)
		switch {
		case d.Heart && d.Potion:
			f = "heart and potion"
		case d.Heart:
			f = "heart"
		case d.Potion:
			f = "potion"
		}
		if d.Discarded {
			f += " (set aside)"
		}
		faces = append(faces, f)
	}
	why := rollWhy(e.Why)
	if len(e.Dice) == 0 {
		// A profile of fixed stars only (Explore's Crawler: ARM 1 star):
		// nothing is rolled, and "rolls  dice: + 1" would say otherwise.
		return fmt.Sprintf("%s has no dice %s: %s", e.Model, why, plural(e.Stars, "fixed star", "fixed stars"))
	}
	s := fmt.Sprintf("%s rolls %s %s: %s", e.Model, diceWords(e.Dice), why, strings.Join(faces, " + "))
	switch {
	case e.Bonus > 0:
		s += fmt.Sprintf(" + %d", e.Bonus)
	case e.Bonus < 0:
		// A star fewer (Pillow Fight): the sum shows it, or "1 + 1 = 1"
		// reads as a mistake (found by mouse).
		s += fmt.Sprintf(" − %d", -e.Bonus)
	}
	s += " = " + plural(e.Stars, "star", "stars")
	if e.Aside != "" {
		// The crossed die's why: the status that spoiled the roll (Bane,
		// Hex, the first edition's Weak...) or Vulnerable X against its
		// kind of attack.
		s += fmt.Sprintf(" (%s: its best die is set aside)", e.Aside)
	}
	return s
}

// diceWords names a pool: "4 blue dice", "2 blue and 1 red die".
func diceWords(dice []rules.DieResult) string {
	count := map[string]int{}
	var order []string
	for _, d := range dice {
		c := strings.ToLower(d.Colour.String())
		if count[c] == 0 {
			order = append(order, c)
		}
		count[c]++
	}
	var parts []string
	for _, c := range order {
		parts = append(parts, fmt.Sprintf("%d %s", count[c], c))
	}
	noun := "dice"
	if len(dice) == 1 {
		noun = "die"
	}
	return listNames(parts, "and") + " " + noun
}

// tidyText puts the rules' other explanations in players' words: no
// "wound(s)" (the count decides), no "1 squares", no Go-style lists, and
// no developer's "not automated yet" (the effect is simply not in this
// edition yet, and the line says so).
func tidyText(s string) string {
	s = pluralRE.ReplaceAllStringFunc(s, func(m string) string {
		sub := pluralRE.FindStringSubmatch(m)
		if sub[1] == "1" {
			return sub[1] + " " + sub[2]
		}
		return sub[1] + " " + sub[2] + "s"
	})
	s = oneRE.ReplaceAllString(s, "1 $1")
	s = goListRE.ReplaceAllStringFunc(s, func(m string) string {
		return listNames(strings.Fields(m[1:len(m)-1]), "and")
	})
	s = strings.ReplaceAll(s, "is not automated yet", "is not in the digital edition yet, so nothing happens")
	s = sightWhy(s)
	if s != "" {
		s = strings.ToUpper(s[:1]) + s[1:]
	}
	return s
}

// sightWhy words the rules' reasons for a blocked line of sight for a
// player, who sees no coordinates on the board: "structure at (6,10)"
// becomes "a structure is in the way"; any other grid position goes.
func sightWhy(s string) string {
	if !strings.ContainsAny(s, "(,") {
		return s
	}
	s = structureAtRE.ReplaceAllString(s, "a structure is in the way")
	s = wallBetweenRE.ReplaceAllString(s, "a wall is in the way")
	s = inTheWayAtRE.ReplaceAllString(s, " is in the way")
	// Any other square named by its grid position ("appears at (3,14)",
	// "into the dungeon at (5,28)", "toward (0,14)"): the board shows
	// where.
	s = atSquareRE.ReplaceAllString(s, "")
	// A reason that opens on the square ("(3,4) is not an empty
	// square"): it is the one the player pointed at.
	s = leadSquareRE.ReplaceAllStringFunc(s, func(m string) string {
		if strings.HasPrefix(m, ": ") {
			return ": that square "
		}
		return "That square "
	})
	return anySquareRE.ReplaceAllString(s, "")
}

var (
	structureAtRE = regexp.MustCompile(`\bstructure at \(\d+,\d+\)`)
	wallBetweenRE = regexp.MustCompile(`\bwall between \(\d+,\d+\) and \(\d+,\d+\)`)
	inTheWayAtRE  = regexp.MustCompile(` in the way at \(\d+,\d+\)`)
	atSquareRE    = regexp.MustCompile(` (at|to) \(\d+,\d+\)`)
	leadSquareRE  = regexp.MustCompile(`(^|: )\(\d+,\d+\) `)
	// anySquareRE is a grid position left in any other words ("toward
	// (0,14)", "from (3,4)", "at 2,0"), with the word that leads to it.
	anySquareRE = regexp.MustCompile(` (?:(?:at|to|toward|towards|from|on|near|by|onto|into) (?:the (?:exit )?square )?\(?\d+,\d+\)?|\(\d+,\d+\))`)
)

var (
	pluralRE = regexp.MustCompile(`(\d+) ((?:[a-z]+ )?[a-z]+)\(s\)`) // "2 wound(s)", "1 potion token(s)"
	oneRE    = regexp.MustCompile(`\b1 (square|star|heart|wound|point|potion|token|card)s\b`)
	// goListRE is a Go-printed slice of single words: "[Knockdown Slow]".
	goListRE = regexp.MustCompile(`\[[A-Za-z]+( [A-Za-z]+)*\]`)
)

// maxLog bounds the action log a game keeps: a booth's demo games are
// long, and the log panel keeps every entry wrapped (logWrap). The oldest
// lines go, logTrim at a time, so trimming is rare.
const (
	maxLog  = 300
	logTrim = 50
)

// trimLog drops the oldest log lines once the log is logTrim past maxLog.
func (p *Play) trimLog() {
	if len(p.log) <= maxLog+logTrim {
		return
	}
	// A fresh array, so the dropped lines' memory goes too.
	n := len(p.log) - maxLog
	p.log = append([]logLine(nil), p.log[n:]...)
	p.wrap.drop(n)
}
