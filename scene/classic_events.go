package scene

import (
	"fmt"
	"strings"

	"github.com/superdungeon-digital/superdungeon/render/sound"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/classic"
	"github.com/superdungeon-digital/superdungeon/sprites"
)

// How the classic game's own events play back: spawned monsters appear,
// the round and the Power Gauge's platforms are announced, the boss's
// arrival has its banner and sound, and the initiative roll is kept for
// the initiative panel (classic_spawn.go).

// classicBeat starts the playback of a classic event and returns how
// many ticks it holds the screen (0 for events that are not classic).
func (p *Play) classicBeat(e rules.Event) int {
	s := p.clState()
	if s == nil {
		return 0
	}
	switch e := e.(type) {
	case classic.MonsterSpawned:
		v := p.view(e.Model.ID)
		v.hidden = false
		v.x, v.y = float64(e.At.X), float64(e.At.Y)
		v.anim, v.animTick = sprites.Idle, 0
		if e.Model.ID == s.BossID {
			p.sfx(sound.BossArrival)
			p.announce(e.Model.Name + " arrives!")
			p.consulLine, p.consulAge = "The Boss Fight begins: "+e.Reason, 0
			return ticksPerBanner
		}
		p.sfx(sound.Spawn)
		return 22
	case classic.InitiativeRolled:
		p.ex.cl.roll = &e
		return 30
	case classic.RoundBegan:
		p.setBanner(fmt.Sprintf("Round %d", e.Round))
		return ticksPerBanner
	case classic.GaugeMoved:
		d := s.Data().Gauge
		switch {
		case e.From < d.Bit16 && e.To >= d.Bit16 && !s.Overcharged:
			p.setBanner("Power Gauge: 16-Bit!")
			return ticksPerBanner
		case e.To >= d.Super:
			p.setBanner("Power Gauge: Super!")
			return ticksPerBanner
		}
	case classic.TrackerEvent, classic.OrderChosen, classic.Resurrected:
		p.consulLine, p.consulAge = upperFirst(e.String()), 0
		return 50
	case classic.LootMeterMoved:
		if len(e.Drawn) > 0 {
			p.consulLine, p.consulAge = "Loot-O-Meter: the party draws "+listNames(e.Drawn, "and"), 0
			return 50
		}
	}
	return 0
}

// classicLogWords is a classic event in the log's words ("" for others).
func classicLogWords(e rules.Event) string {
	switch e := e.(type) {
	case classic.MonsterSpawned:
		if e.Skulls > 0 {
			return fmt.Sprintf("%s spawns %s for %s.", e.Model, e.Reason, plural(e.Skulls, "skull point", "skull points"))
		}
		return fmt.Sprintf("%s enters the dungeon: %s.", e.Model, e.Reason)
	case classic.LootMeterMoved:
		if len(e.Drawn) > 0 {
			return fmt.Sprintf("The Loot-O-Meter reaches %d: the party draws %s.", e.To, listNames(e.Drawn, "and"))
		}
	case rules.Moved:
		// The reasons the classic rules give their moves (only they give
		// these).
		switch {
		case e.Reason == "run":
			return fmt.Sprintf("%s runs %s.", e.Model, plural(len(e.Path), "square", "squares"))
		case strings.HasPrefix(e.Reason, "timeout: "):
			return fmt.Sprintf("%s flees from the Heroes: the timeout puts it ten or more squares from every Hero.", e.Model)
		case strings.HasPrefix(e.Reason, "summoned to "):
			return fmt.Sprintf("%s is %s.", e.Model, e.Reason)
		}
	}
	return ""
}

// classicCoreWords words the core's events the way the first edition
// has them (text is the line logText made); skip drops a line the first
// edition has no word for (it has no wrath).
func (p *Play) classicCoreWords(e rules.Event, text string) (string, bool) {
	switch e := e.(type) {
	case rules.WrathGained, rules.WrathFreed:
		return "", true
	case rules.PhaseChanged:
		// The first edition counts rounds; its power-ups are the end of
		// the round and the spawning phase.
		words := map[rules.Phase]string{rules.HeroPowerUp: "the end of the round", rules.ConsulPowerUp: "the spawning phase"}[e.Phase]
		if words == "" {
			words = phaseBanner(e.Phase)
		}
		return fmt.Sprintf("Round %d: %s", e.Turn, words), false
	case rules.HeroDown:
		// No Princess Coins: a fallen Hero stays out unless a Resurrection
		// Charm brings it back; the Consul wins when none is left.
		left := len(p.g.HeroesInPlay())
		if left == 0 {
			return fmt.Sprintf("%s has fallen: no Hero is left standing.", e.Hero), false
		}
		return fmt.Sprintf("%s has fallen; %s still standing (the Consul wins when the last one falls).", e.Hero, plural(left, "Hero", "Heroes")), false
	}
	return text, false
}

// wrathShown is the wrath a Hero card shows: none in a game without wrath
// (Explore, Rude Supers and the first edition: rules.WrathKeeper).
func (p *Play) wrathShown(m *rules.Model) int {
	if !p.g.HasWrath() {
		return 0
	}
	return m.Wrath
}

// followClassic is where a classic event happens, for the camera.
func (p *Play) followClassic(e rules.Event) (float64, float64, bool) {
	switch e := e.(type) {
	case classic.MonsterSpawned:
		return float64(e.At.X) + 0.5, float64(e.At.Y) + 0.5, true
	case classic.MonsterActivated:
		if m := p.g.Model(e.Monster.ID); m != nil {
			return float64(m.Pos.X) + 0.5, float64(m.Pos.Y) + 0.5, true
		}
	}
	return 0, 0, false
}
