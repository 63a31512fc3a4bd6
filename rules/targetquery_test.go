package rules

// legalByCheck is LegalTargets spelled out with checkTarget, the check a
// command runs: the query must list exactly the models a command would
// accept (Arcade rulebook, "Check Range", "Determine Line of Sight").
func legalByCheck(g *Game, id ModelID, action string) []ModelID {
	m := g.Model(id)
	act, ok := g.FindAction(m, action)
	if !ok || (act.Area.Kind != "" && act.Area.Kind != "Burst") {
		return nil
	}
	var out []ModelID
	for i := range g.Models {
		t := &g.Models[i]
		if t.InPlay && t.Kind != KindChest && g.checkTarget(m, t, act) == nil {
			out = append(out, t.ID)
		}
	}
	return out
}
