package scene

import (
	"fmt"
	"slices"
	"strings"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Area actions (Lance, Sweep, Wave, Cross, Aura) are not aimed at a model:
// the click fires at the covered squares. Their preview says what that
// click will do — whom it hits and the chance to wound each, or why the
// rules would refuse it — instead of judging the model under the pointer
// as if it were the target (which said "not a legal target" and then hit
// it).

// areaAimMemo is the preview for one aim in one game state.
type areaAimMemo struct {
	g       *rules.Game
	version int
	action  string
	aim     rules.Aim
	control int // the chosen Compel, Pull or Push path
	label   string
}

// areaMode reports whether the armed action is aimed as an area (by
// direction or around the user) rather than at a model.
func (p *Play) areaMode() bool {
	a := p.armed
	if a.act == nil {
		return false
	}
	m := modeOf(a.act)
	return m == aimDirection || m == aimSelfArea
}

var dirNames = map[tiles.Dir]string{tiles.N: "up", tiles.S: "down", tiles.E: "right", tiles.W: "left"}

// areaLabel is what clicking now would do with the armed area action.
func (p *Play) areaLabel() string {
	aim, ok := p.armedAim()
	user := p.g.Model(p.actor())
	if !ok || user == nil {
		return ""
	}
	m := &p.memo.areaAim
	if m.g == p.g && m.version == p.version && m.action == p.armed.name && m.aim == aim && m.control == p.choices.compel {
		return m.label
	}
	*m = areaAimMemo{g: p.g, version: p.version, action: p.armed.name, aim: aim, control: p.choices.compel}
	name := p.armed.name
	if modeOf(p.armed.act) == aimDirection {
		name += " " + dirNames[p.cam.DirOnScreen(aim.Dir)]
	}
	// The rules have the final word: the command is tried on a copy.
	if _, err := p.g.Clone().Apply(p.armedCommand(aim)); err != nil {
		m.label = name + ": can't — " + reason(err)
		return m.label
	}
	squares := map[tiles.Point]bool{}
	for _, sq := range p.previewSquares() {
		squares[sq] = true
	}
	act := p.armed.act
	hits, friends, chances := p.caughtIn(user, squares, rules.NoModel)
	spared := friendsSpared(p.sparedFriends(user, squares, aim))
	verb := "hits "
	switch {
	case act.Targeting == cards.Augment:
		verb = "reaches "
	case act.Roll == "" || act.Type == cards.Support:
		verb = "catches "
	}
	switch {
	case len(hits) == 0 && len(friends) > 0:
		m.label = name + ": no monster in the area" + friendsHit(friends)
	case len(hits) == 0 && act.Targeting == cards.Augment:
		m.label = name + ": no friend in the area"
	case len(hits) == 0 && act.Targeting == cards.Dangerous:
		m.label = name + ": nobody in the area"
	case len(hits) == 0:
		m.label = name + ": no monster in the area" + spared
	default:
		m.label = name + ": " + verb + strings.Join(hits, " · ")
		if chances {
			// What the percentages are the chance of: a wound, or what
			// a support action brings instead ("chance to pull, no
			// wound").
			does, wounds := "wound", true
			if a, ok := p.g.FindAction(user, p.armed.queryName()); ok {
				does, wounds = successDoes(a) // play_actiontip.go
			}
			if wounds {
				m.label += " (chance to " + does + ")"
			} else {
				m.label += " (chance to " + does + ", no wound)"
			}
		}
		m.label += friendsHit(friends) + spared
	}
	if ph := controlPhrase(act.Control, p.choices.compel); ph != "" && len(hits) > 0 {
		if act.Roll != "" {
			ph = "if it succeeds, " + ph
		}
		m.label += "; " + ph
	}
	return m.label
}

// caughtIn names the models the armed action affects on squares (skip
// aside), with the chance to wound each when it rolls: the enemies caught,
// and the friends too when the action is dangerous (one caught by a
// Compel stays put by default). A friend a dangerous attack can wound is
// named apart, in friends, so the preview warns of it on its own
// (played by mouse: Cleave wounded a friend the preview only marked in
// passing). chances reports whether any chance was given.
func (p *Play) caughtIn(user *rules.Model, squares map[tiles.Point]bool, skip rules.ModelID) (hits, friends []string, chances bool) {
	act := p.armed.act
	for i := range p.g.Models {
		t := &p.g.Models[i]
		if !t.InPlay || t.ID == user.ID || t.ID == skip || t.Kind == rules.KindChest {
			continue
		}
		friend := !rules.Enemies(user, t)
		if (friend && act.Targeting == cards.EnemiesOnly) || (!friend && act.Targeting == cards.Augment) {
			continue
		}
		if !slices.ContainsFunc(t.Squares(), func(q tiles.Point) bool { return squares[q] }) {
			continue
		}
		hit := t.Card
		if friend && act.Targeting == cards.Dangerous && act.Roll != "" && act.Type != cards.Support {
			friends = append(friends, hit)
			continue
		}
		if act.Roll != "" {
			chance := p.g.ChanceToWound
			if p.armed.consul {
				chance = p.g.MonsterChanceToWound // the Consul's monster (classic_aim.go)
			}
			if c, err := chance(user.ID, p.armed.queryName(), t.ID); err == nil {
				hit = fmt.Sprintf("%s %.0f%%", t.Card, c*100)
				chances = true
			}
		}
		if friend && act.Targeting == cards.Dangerous {
			hit += " (friend)"
		}
		hits = append(hits, hit)
	}
	return hits, friends, chances
}

// sparedFriends names the user's friends standing in the armed action's
// area (squares, aimed with aim) that the rules leave alone: an area
// attack that is not dangerous passes over them. The preview says so, as
// it says whom a dangerous one hits (played by mouse: Arcane Burst's
// blast reached a friendly Hero and the preview said nothing of it).
// Whom the action affects is the rules' answer (Game.Affected).
func (p *Play) sparedFriends(user *rules.Model, squares map[tiles.Point]bool, aim rules.Aim) []string {
	act := p.armed.act
	if act == nil || p.armed.consul || act.Targeting != cards.EnemiesOnly || act.Area.Kind == "" || act.Area.Kind == "Aura" {
		return nil
	}
	affected, err := p.g.Affected(user.ID, p.armed.queryName(), aim)
	if err != nil {
		return nil
	}
	var out []string
	for i := range p.g.Models {
		t := &p.g.Models[i]
		if !t.InPlay || t.ID == user.ID || t.Kind == rules.KindChest || rules.Enemies(user, t) || slices.Contains(affected, t.ID) {
			continue
		}
		if slices.ContainsFunc(t.Squares(), func(q tiles.Point) bool { return squares[q] }) {
			out = append(out, t.Card)
		}
	}
	return out
}

// friendsSpared is the preview's note that the area reaches friends the
// action passes over ("" for none).
func friendsSpared(friends []string) string {
	if len(friends) == 0 {
		return ""
	}
	return "; spares " + plural(len(friends), "friend", "friends") + " in the area: " + strings.Join(friends, " · ")
}

// friendsHit is the preview's warning that a dangerous attack strikes
// friends too ("" for none): each defends with its own roll.
func friendsHit(friends []string) string {
	if len(friends) == 0 {
		return ""
	}
	return "; also hits " + plural(len(friends), "friend", "friends") + ": " + strings.Join(friends, " · ") + " (" + map[bool]string{true: "it rolls", false: "they roll"}[len(friends) == 1] + " to defend)"
}

// squareAimMemo is squareAimLabel's answer for one square in one state.
type squareAimMemo struct {
	g       *rules.Game
	version int
	action  string
	sq      tiles.Point
	label   string
}

// squareAimLabel is what clicking the hovered square does with an armed
// jump (Teleport X): the rules, tried on a copy, have the final word.
func (p *Play) squareAimLabel() string {
	aim, ok := p.armedAim()
	if !ok || aim.Square == nil {
		return ""
	}
	m := &p.memo.squareAim
	if m.g == p.g && m.version == p.version && m.action == p.armed.name && m.sq == *aim.Square {
		return m.label
	}
	*m = squareAimMemo{g: p.g, version: p.version, action: p.armed.name, sq: *aim.Square}
	if _, err := p.g.Clone().Apply(p.armedCommand(aim)); err != nil {
		// The rules name the square by its coordinates, which mean
		// nothing to a player: it is the hovered one.
		why := err.Error()
		if ill, ok := err.(*rules.IllegalError); ok {
			why = ill.Reason
		}
		why = sightWhy(strings.ReplaceAll(why, aim.Square.String(), "this square"))
		m.label = p.armed.name + ": can't — " + why
	} else {
		m.label = p.armed.name + ": jump here"
	}
	return m.label
}

// jumpMemo is jumpSquares' answer for one armed jump in one state.
type jumpMemo struct {
	g           *rules.Game
	version     int
	user, owner rules.ModelID
	action      string
	squares     map[tiles.Point]bool
}

// jumpSquares are the squares the armed jump (Teleport X: the Rogue's
// Dimensional Draught) would land on, as the rules answer
// (Game.TeleportSquares); the board rings them as it rings a Dash's
// (played by mouse: after arming the draught no square was lit, and the
// player had to hunt for one ten squares away in sight). Nil when no jump
// is armed.
func (p *Play) jumpSquares() map[tiles.Point]bool {
	a := p.armed
	if a.act == nil || modeOf(a.act) != aimSquare || p.actor() == rules.NoModel {
		return nil
	}
	user, owner := p.actor(), p.actor()
	if a.potion() {
		user, owner = a.drinker, a.owner
	}
	m := &p.memo.jump
	if m.g != p.g || m.version != p.version || m.user != user || m.owner != owner || m.action != a.name {
		*m = jumpMemo{g: p.g, version: p.version, user: user, owner: owner, action: a.name, squares: map[tiles.Point]bool{}}
		for _, sq := range p.g.TeleportSquares(user, owner, a.name) {
			m.squares[sq] = true
		}
	}
	return m.squares
}
