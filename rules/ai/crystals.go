package ai

import (
	"github.com/superdungeon-digital/superdungeon/pathing"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Plot crystal tokens (rules/crystals.go): clearing the last token of a
// plot foils it, which ends its lasting effects and draws treasure. Each
// token draws one Hero only, the one with the shortest walk to it, so the
// party does not abandon a fight to chase one token together.

// crystalAim is the token a Hero walks to: its square, the walking
// distance field to it and what clearing it is worth.
type crystalAim struct {
	at    tiles.Point
	f     *pathing.Field
	value float64
	// pull is the cost of each square of walk left (see crystalPlace).
	pull float64
}

// crystalValue is what clearing token c is worth: Crystal, plus Foil
// shared over the plot's tokens still in the dungeon (the last one
// foils the plot, so each token is worth more the fewer are left).
func (p *Player) crystalValue(g *rules.Game, c rules.CrystalToken) float64 {
	left := 0
	for _, o := range g.Crystals {
		if o.Plot == c.Plot {
			left++
		}
	}
	return p.W.Crystal + p.W.Foil/float64(max(1, left))
}

// crystalAim is the nearest token (by walking, at most CrystalRange
// squares) among those me is the nearest Hero to; ties go to the earlier
// token and the lower Hero id.
func (p *Player) crystalAim(v *view, me *rules.Model) (crystalAim, bool) {
	g := v.g
	var best crystalAim
	bestCost, found := 0, false
	for _, c := range g.Crystals {
		f := p.field(g, c.Pos)
		mine, ok := f.Cost(me.Pos)
		if !ok || mine > p.W.CrystalRange || (found && mine >= bestCost) {
			continue
		}
		nearest := true
		for _, h := range v.heroes {
			if h.ID == me.ID {
				continue
			}
			if hc, ok := f.Cost(h.Pos); ok && (hc < mine || (hc == mine && h.ID < me.ID)) {
				nearest = false
				break
			}
		}
		if nearest {
			best, bestCost, found = crystalAim{at: c.Pos, f: f, value: p.crystalValue(g, c)}, mine, true
		}
	}
	return best, found
}

// aimCrystal is crystalAim with its pull set for me: CrystalPull times
// the token's value per square of walk. nil when no token draws me, and
// while an enemy threatens me where it stands: the fight comes first (in
// sims, Heroes that left a fight for a token, or walked further than
// CrystalRange to one, lost more games than they won by foiling plots).
func (p *Player) aimCrystal(v *view, me *rules.Model) *crystalAim {
	if len(v.g.Crystals) == 0 || p.threat(v, me, me.Pos) > 0 {
		return nil
	}
	if _, ok := explore.Goal(v.g); ok {
		return nil // Explore's mode tokens: objective.go decides
	}
	aim, ok := p.crystalAim(v, me)
	if !ok {
		return nil
	}
	aim.pull = p.W.CrystalPull * aim.value
	return &aim
}

// crystalPlace is the part of square s's score that comes from aim for a
// Hero with ap action points left: the token's value next to it (one
// point clears it), else the pull for each square of walk left.
func (p *Player) crystalPlace(aim *crystalAim, s tiles.Point, ap int) float64 {
	if aim == nil {
		return 0
	}
	if tiles.Dist(aim.at, s) <= 1 && ap > 0 {
		return aim.value
	}
	c, ok := aim.f.Cost(s)
	if !ok {
		return 0
	}
	return -aim.pull * float64(c)
}
