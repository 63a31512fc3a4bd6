package scene

import "github.com/superdungeon-digital/superdungeon/rules"

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
