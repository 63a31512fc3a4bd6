package scene

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// targetsMemo keeps the rules' legal targets of the armed action for the
// current game state: the board draws them every frame, and asking the
// rules each time (line of sight to every enemy) cost more than the rest
// of the frame.
type targetsMemo struct {
	g       *rules.Game // undo swaps in another game, so it is part of the key
	version int
	user    rules.ModelID
	action  string
	ids     []rules.ModelID
}

// legalTargets is Game.LegalTargets, remembered until a command changes
// the game or another action or user is asked about.
func (p *Play) legalTargets(user rules.ModelID, action string) []rules.ModelID {
	m := &p.targets
	if m.g != p.g || m.version != p.version || m.user != user || m.action != action {
		*m = targetsMemo{g: p.g, version: p.version, user: user, action: action, ids: p.g.LegalTargets(user, action)}
	}
	return m.ids
}

// frameMemo keeps what the board asks the rules every frame but only
// changes with the game state or the pointer, so a steady frame allocates
// nothing for it.
type frameMemo struct {
	// heroes is Game.Heroes: models are only ever appended and never
	// change kind, so the list holds while the model count does.
	heroesG *rules.Game
	heroesN int
	heroes  []rules.ModelID

	order []*rules.Model // reused by modelsInDrawOrder

	area    areaMemo
	aim     aimMemo
	areaAim areaAimMemo
	// squareAim is the armed jump's label (play_areaaim.go).
	squareAim squareAimMemo
	// jump is the armed jump's squares (play_areaaim.go).
	jump jumpMemo
	top  topBarMemo
}

// topBarMemo is the top bar's text for one game state.
type topBarMemo struct {
	g       *rules.Game
	version int
	turn    string
	right   string
	pool    int         // the wrath pool's tokens left (-1: not shown)
	drawn   render.Rect // where the status was drawn, for its tip
}

// areaMemo is the armed area action's covered squares for one aim.
type areaMemo struct {
	g       *rules.Game
	version int
	user    rules.ModelID
	area    cards.Area
	aim     rules.Aim
	squares []tiles.Point
	err     error
}

// aimMemo is the line of sight and the chance to wound from one attacker
// to one target with one action.
type aimMemo struct {
	g                *rules.Game
	version          int
	attacker, target rules.ModelID
	action           string
	sight            bool
	why              string
	label            string
	illegal          string
	chanceErr        error
}

// heroIDs are the Heroes' model IDs in card order. The slice is shared
// until a model is added: do not modify it.
func (p *Play) heroIDs() []rules.ModelID {
	m := &p.memo
	if m.heroesG != p.g || m.heroesN != len(p.g.Models) {
		m.heroesG, m.heroesN, m.heroes = p.g, len(p.g.Models), p.g.Heroes()
	}
	return m.heroes
}

// modelsInDrawOrder sorts models back to front so lower models overlap.
// The slice is reused by the next call.
func (p *Play) modelsInDrawOrder() []*rules.Model {
	out := p.memo.order[:0]
	for i := range p.g.Models {
		m := &p.g.Models[i]
		if v := p.view(m.ID); v.hidden {
			continue
		}
		out = append(out, m)
	}
	slices.SortStableFunc(out, func(a, b *rules.Model) int {
		return cmp.Compare(p.view(a.ID).y, p.view(b.ID).y)
	})
	p.memo.order = out
	return out
}

// areaSquares is Game.AreaSquares, remembered for the current game state
// and aim.
func (p *Play) areaSquares(user *rules.Model, area cards.Area, aim rules.Aim) ([]tiles.Point, error) {
	m := &p.memo.area
	if m.g != p.g || m.version != p.version || m.user != user.ID || m.area != area || m.aim != aim || m.squares == nil && m.err == nil {
		sq, err := p.g.AreaSquares(user, area, aim)
		*m = areaMemo{g: p.g, version: p.version, user: user.ID, area: area, aim: aim, squares: sq, err: err}
	}
	return m.squares, m.err
}

// aimAt is the line of sight from a to t and, when there is one, the
// label with the chance to wound t with action (empty if the rules cannot
// say), remembered for the current game state.
func (p *Play) aimAt(a, t *rules.Model, action string) *aimMemo {
	m := &p.memo.aim
	if m.g == p.g && m.version == p.version && m.attacker == a.ID && m.target == t.ID && m.action == action {
		return m
	}
	*m = aimMemo{g: p.g, version: p.version, attacker: a.ID, target: t.ID, action: action}
	m.sight, m.why = p.g.LineOfSight(a, t)
	if m.sight && a.Side == rules.ConsulSide {
		// A monster's attack in an Explore Consul turn (explore_consul.go).
		chance, err := p.g.MonsterChanceToWound(a.ID, p.armed.monsterAct, t.ID)
		m.chanceErr = err
		if err == nil {
			m.label = fmt.Sprintf("%s: %.0f%% to wound", t.Card, chance*100) + p.monsterAreaAlsoHits(a, t)
		}
		// A Hero the rules refuse (outside an area action's reach, say)
		// gets the rules' own reason, not a chance the click cannot have.
		if r := p.rulesOfConsul(); r != nil {
			if _, err := p.g.Clone().Apply(r.attack(t.ID, p.armed.monsterAct)); err != nil {
				m.illegal = reason(err)
			}
		}
	} else if m.sight {
		chance, err := p.g.ChanceToWound(a.ID, action, t.ID)
		m.chanceErr = err
		if err == nil {
			m.label = fmt.Sprintf("%s: %.0f%% %s", t.Card, chance*100, p.successWords(a, action)) + p.burstAlsoHits(a, t, action) + p.guardNote(a, t, action)
		}
		// A friend or foe the rules refuse gets their reason ("Royal
		// Paladin has no status effect for Herbalist to remove"), not a
		// bare "not a legal target".
		if p.armed.name != "" && !p.armed.consul {
			if _, err := p.g.Clone().Apply(p.armed.command(rules.Aim{Target: t.ID})); err != nil {
				m.illegal = reason(err)
			}
		}
	} else {
		m.label = "No line of sight: " + sightWhy(m.why)
	}
	return m
}

// successWords says what the chance in an aim's label is for: a wound,
// or for a support action the statuses it inflicts (played by mouse:
// Broken Bones showed "69% to wound" and landed only Bane).
func (p *Play) successWords(user *rules.Model, action string) string {
	act, ok := p.g.FindAction(user, action)
	if !ok {
		return "to wound"
	}
	does, wounds := successDoes(act) // play_actiontip.go
	if wounds {
		return "to " + does
	}
	return "to " + does + " (no wound)"
}

// monsterAreaAlsoHits names the other Heroes the armed monster action's
// area strikes besides t (a Wave strikes every Hero in it, whichever was
// clicked), with the chance to wound each.
func (p *Play) monsterAreaAlsoHits(a, t *rules.Model) string {
	name := p.armed.monsterAct
	mc := p.g.MonsterCard(a)
	if name == "" || mc == nil {
		return ""
	}
	var area cards.Area
	for _, act := range mc.Actions {
		if act.Name == name {
			area = act.Area
		}
	}
	if area.Kind == "" {
		return ""
	}
	sq, err := p.g.AreaSquares(a, area, rules.Aim{Target: t.ID})
	if err != nil {
		return ""
	}
	var also []string
	for _, id := range p.g.HeroesInPlay() {
		h := p.g.Model(id)
		if id == t.ID || !slices.ContainsFunc(h.Squares(), func(q tiles.Point) bool { return slices.Contains(sq, q) }) {
			continue
		}
		if c, err := p.g.MonsterChanceToWound(a.ID, name, id); err == nil {
			also = append(also, fmt.Sprintf("%s %.0f%%", h.Card, c*100))
		}
	}
	if len(also) == 0 {
		return ""
	}
	return "; also hits " + strings.Join(also, " · ")
}

// illegalLabel is the label of a target the action could reach but may not
// pick now, built once per memo.
func (m *aimMemo) illegalLabel() string {
	if m.illegal == "" {
		m.illegal = m.label + " (not a legal target now)"
	}
	return m.illegal
}

// burstAlsoHits names the other models a Burst aimed at t strikes too,
// with the chance to wound each, so the preview says everything the click
// will do (the rules roll once for every model in the area).
func (p *Play) burstAlsoHits(a, t *rules.Model, action string) string {
	act := p.armed.act
	if act == nil || act.Area.Kind != "Burst" || p.armed.queryName() != action {
		return ""
	}
	sq, err := p.areaSquares(a, act.Area, rules.Aim{Target: t.ID})
	if err != nil {
		return ""
	}
	covered := make(map[tiles.Point]bool, len(sq))
	for _, q := range sq {
		covered[q] = true
	}
	also, friends, _ := p.caughtIn(a, covered, t.ID)
	spared := friendsSpared(p.sparedFriends(a, covered, rules.Aim{Target: t.ID}))
	if len(also) == 0 {
		return friendsHit(friends) + spared
	}
	return "; also hits " + strings.Join(also, " · ") + friendsHit(friends) + spared
}

// guardNote says, before the click, which minion will take the wound
// meant for the elite t (Expendable), as the rules answer
// (Game.WoundTakers); "" when none will (played by mouse: a Tower
// Blackblade took the Stalker's wound and only the log said so).
func (p *Play) guardNote(a, t *rules.Model, action string) string {
	ids := p.g.WoundTakers(a.ID, action, t.ID)
	if len(ids) == 0 {
		return ""
	}
	name := p.g.Model(ids[0]).Card
	for _, id := range ids[1:] {
		if p.g.Model(id).Card == name {
			name = "the nearest " + name // which of them takes it
			break
		}
	}
	// The first wound: a strong hit may wound past the minions' hearts,
	// and the rest go to t.
	return fmt.Sprintf("; %s will take the first wound for %s (Expendable)", name, t.Card)
}
