package arcade

import (
	"fmt"

	"github.com/superdungeon-digital/superdungeon/rules"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// ConsulStep performs the next step of the Consul turn, so a UI can show
// the turn one step at a time (Arcade rulebook, "Consul Activation"):
//
//	step 0     upkeep, then advance the Mighty Monster Chart one space and
//	           apply its star bonuses (in a boss fight the chart stays put
//	           and the boss-fight commands are used instead); the turn's
//	           command list is fixed here, with the changes cards in play
//	           make (chart_add, command_swap);
//	step 1..n  the commands, one command per step, in order;
//	step n+1   clean-up: stragglers, old challenge cards, monsters' status
//	           effects (all but Knockdown).
//
// After the last step the Consul turn is over (ConsulTurnOver) and EndPhase
// moves on to the Consul power-up. It is legal only in the Consul turn.
// Progress lives in Game.Consul, so replays, undo (Clone) and Hash see it.
//
// Every choice the Consul makes is reported as a ConsulDecided event whose
// Reason a player can read, just before the events that carry it out
// (Moved, Defended, Wounded, MonsterSpawned, CardDrawn, ...). Where the
// rulebook lets the players choose, the choice is a documented rule:
//
//   - targets: most wrath; ties to the most recent activation, then party
//     order (pickMostWrath); Bully and target cards change the rule
//     (pickTarget);
//   - order of activation: solos, then elites, closest first to the
//     most-wrath Hero, ties to the lower model id (activationOrder);
//   - moves: pathing.Approach (shortest path to the nearest square in range
//     and sight, else as close as possible, its tie-breaks), cut to the
//     movement points at the last square the monster may stop on;
//   - placements: not next to another monster when possible, then nearest
//     the focus Hero, then row-major (choosePlace); minions in the elite's
//     sight when possible;
//   - spawning point, exits, elites: equal range goes to the lower id or
//     the map's exit order.
type ConsulStep struct{}

// PlayConsulTurn performs every remaining step of the Consul turn at once.
type PlayConsulTurn struct{}

func (ConsulStep) CommandName() string     { return "Consul step" }
func (PlayConsulTurn) CommandName() string { return "Consul turn" }

func (c ConsulStep) apply(g ag) ([]rules.Event, error) {
	if err := g.consulReady(c); err != nil {
		return nil, err
	}
	return g.consulStep()
}

func (c PlayConsulTurn) apply(g ag) ([]rules.Event, error) {
	if err := g.consulReady(c); err != nil {
		return nil, err
	}
	var evs []rules.Event
	for !g.consulDone() {
		e, err := g.consulStep()
		if err != nil {
			return nil, err
		}
		evs = append(evs, e...)
	}
	return evs, nil
}

// consulReady checks the phase and starts the turn's bookkeeping.
func (g ag) consulReady(c rules.Command) error {
	if g.Phase != rules.ConsulTurn {
		return rules.Illegal(c, "the Consul acts only in the Consul turn (now %s)", g.Phase)
	}
	if g.Consul.Turn != g.Turn {
		g.Consul.Turn, g.Consul.Step, g.Consul.BossFight, g.Consul.NCommands = g.Turn, 0, false, 0
	}
	if g.consulDone() {
		return rules.Illegal(c, "the Consul has finished this turn; end the phase")
	}
	return nil
}

// consulDone reports whether every step of this Consul turn is done.
func (g ag) consulDone() bool {
	if g.Over != "" {
		return true
	}
	if g.Consul.Turn != g.Turn || g.Consul.Step == 0 {
		return false
	}
	return g.Consul.Step > g.Consul.NCommands+1
}

// bossFightCommands replace the chart once the dungeon boss is in play
// (Arcade rulebook, "Boss Fight Commands"). "Boss Heal" is the boss
// removing three wounds per spawning point in play.
func bossFightCommands() []cards.ChartCommand {
	return []cards.ChartCommand{
		{Command: cards.CmdMove, Times: 1}, {Command: cards.CmdFight, Times: 1},
		{Command: "Boss Heal", Times: 1}, {Command: cards.CmdChallenge, Times: 1},
	}
}

// turnCommands lists this turn's commands, as fixed by step 0.
func (g ag) turnCommands() ([]cards.ChartCommand, error) {
	return g.Consul.Commands[:min(g.Consul.NCommands, maxTurnCommands)], nil
}

// planCommands fixes this turn's commands at step 0: the chart space's (or
// the boss-fight commands), with the lasting card effects that change
// them: chart_add lists an extra command on a space (every space for 0),
// command_swap turns one command into another (Arcade rulebook, "Hard
// Mode"; project card data).
func (g ag) planCommands(space *cards.ChartSpace) []rules.Event {
	var cmds []cards.ChartCommand
	if space == nil {
		cmds = g.furyCommands(bossFightCommands())
	} else {
		cmds = append(cmds, space.Commands...)
	}
	var evs []rules.Event
	for _, e := range g.lastingEffects() {
		switch e.Kind {
		case cards.EffChartAdd:
			if space != nil && (e.Turn == 0 || e.Turn == space.Number) {
				cmds = append(cmds, cards.ChartCommand{Command: e.Command, Times: 1})
				evs = append(evs, g.decided("chart", rules.NoModel, rules.NoModel, "%s adds %s to this turn", e.Source, e.Command))
			}
		case cards.EffCommandSwap:
			for i := range cmds {
				if cmds[i].Command == e.Command {
					cmds[i].Command = e.To
					evs = append(evs, g.decided("chart", rules.NoModel, rules.NoModel, "%s turns %s into %s this turn", e.Source, e.Command, e.To))
				}
			}
		}
	}
	if len(cmds) > maxTurnCommands {
		evs = append(evs, rules.Note{Text: fmt.Sprintf("only the first %d of %d commands are kept", maxTurnCommands, len(cmds))})
		cmds = cmds[:maxTurnCommands]
	}
	g.Consul.Commands = [maxTurnCommands]cards.ChartCommand{}
	copy(g.Consul.Commands[:], cmds)
	g.Consul.NCommands = len(cmds)
	return evs
}

// consulStep performs one step and advances the progress counter.
func (g ag) consulStep() ([]rules.Event, error) {
	step := g.Consul.Step
	g.Consul.Step++
	if step == 0 {
		return g.consulStart()
	}
	cmds, err := g.turnCommands()
	if err != nil {
		return nil, err
	}
	if step <= len(cmds) {
		cc := cmds[step-1]
		evs := []rules.Event{ConsulCommandStarted{Command: string(cc.Command), Times: max(1, cc.Times), Index: step}}
		return append(evs, g.consulCommand(cc)...), nil
	}
	evs := g.lateSignatures()
	evs = append(evs, g.cleanUp()...)
	return append(evs, ConsulTurnOver{Turn: g.Turn}), nil
}

// consulStart is the upkeep and the chart advance.
func (g ag) consulStart() ([]rules.Event, error) {
	evs := g.consulUpkeep()
	if g.bossInPlay() {
		// Arcade rulebook, "Spawn Dungeon Boss": with the boss in play the
		// chart no longer advances.
		g.Consul.BossFight = true
		evs = append(evs, g.decided("chart", rules.NoModel, rules.NoModel, "the dungeon boss is in play: the chart stays put and the boss-fight commands are used (move, fight, the boss heals, challenge)"))
		evs = append(evs, g.bossFuryEvents()...)
		return append(evs, g.planCommands(nil)...), nil
	}
	ch, err := g.chart()
	if err != nil {
		return nil, err
	}
	next, ok := ch.Space(g.Consul.Space + 1)
	if !ok {
		// Past the last space (the boss spawned there, or the chart ran
		// out): keep the last space's commands.
		last, ok := ch.Space(g.Consul.Space)
		evs = append(evs, rules.Note{Text: "the Mighty Monster Chart has no space left; the last space's commands are repeated"})
		if !ok {
			return append(evs, g.planCommands(&cards.ChartSpace{})...), nil
		}
		return append(evs, g.planCommands(&last)...), nil
	}
	g.Consul.Space = next.Number
	var names []string
	for _, c := range next.Commands {
		names = append(names, c.String())
	}
	for _, b := range next.Bonuses {
		switch b {
		case cards.BonusSTR, cards.BonusOffense:
			g.Consul.STR++
		case cards.BonusARM, cards.BonusDefense:
			g.Consul.ARM++
		case cards.BonusMassiveDamage:
			g.Consul.MassiveDamage = true
		case cards.BonusBacklash:
			g.Consul.Backlash = true
		}
	}
	evs = append(evs, ChartAdvanced{Space: next.Number, Bonuses: append([]cards.Bonus(nil), next.Bonuses...), Commands: names})
	return append(evs, g.planCommands(&next)...), nil
}

// consulUpkeep ends the effects the Consul's models started last Consul
// turn, then Tough heals and Fire burns (Arcade rulebook, "1. Perform
// Upkeep").
func (g ag) consulUpkeep() []rules.Event {
	var evs []rules.Event
	for i := range g.Models {
		if m := &g.Models[i]; m.Side == rules.ConsulSide {
			evs = append(evs, g.EndEffectsFrom(m.ID)...)
		}
	}
	for _, id := range g.activationOrder() {
		m := g.Model(id)
		if g.Has(m, "Tough") && m.Wounds > 0 {
			m.Wounds--
			evs = append(evs, rules.Healed{Model: g.RefOf(m.ID), Wounds: 1, Source: "Tough"})
		}
		evs = append(evs, g.Regenerate(m)...)
		if g.Suffers(m, cards.Fire) {
			evs = append(evs, g.Wound(m, rules.NoModel, 1, "Fire", false)...)
		}
	}
	return evs
}

func (g ag) bossInPlay() bool {
	for i := range g.Models {
		m := &g.Models[i]
		if c := g.MonsterCard(m); m.InPlay && c != nil && c.Role == cards.RoleBoss {
			return true
		}
	}
	return false
}

// consulCommand performs one chart command.
func (g ag) consulCommand(cc cards.ChartCommand) []rules.Event {
	times := max(1, cc.Times)
	name := string(cc.Command)
	switch cc.Command {
	case cards.CmdMove, cards.CmdRegroup, cards.CmdFight, cards.CmdEpicFight, cards.CmdUnique:
		var evs []rules.Event
		var moved []rules.ModelID // monsters that have had their Move, for elite gangs
		order := g.activationOrder()
		if len(order) == 0 {
			return []rules.Event{g.decided(name, rules.NoModel, rules.NoModel, "no solo or elite monster is in play to follow %s", name)}
		}
		for _, id := range order {
			m := g.Model(id)
			if !m.InPlay || g.Over != "" {
				continue
			}
			// A multiplied command is done fully by one monster before
			// the next (Arcade rulebook, "Command Phase").
			if cc.Command != cards.CmdMove {
				evs = append(evs, g.signatureAction(m, "before its first command, "+name)...)
				m = g.Model(id)
			}
			for k := 0; k < times && m.InPlay && g.Over == ""; k++ {
				switch cc.Command {
				case cards.CmdMove:
					evs = append(evs, g.monsterMove(m, name, moved)...)
				case cards.CmdRegroup:
					evs = append(evs, g.monsterRegroup(m)...)
				case cards.CmdFight:
					evs = append(evs, g.monsterFight(m, false)...)
				case cards.CmdEpicFight:
					evs = append(evs, g.monsterFight(m, true)...)
				case cards.CmdUnique:
					evs = append(evs, g.monsterUnique(m)...)
				}
				m = g.Model(id)
			}
			if cc.Command == cards.CmdMove && g.Over == "" {
				evs = append(evs, g.signatureAction(m, "right after its move")...)
			}
			moved = append(moved, id)
		}
		if cc.Command == cards.CmdRegroup {
			g.Consul.RegroupTurn = g.Turn
			evs = append(evs, g.decided(name, rules.NoModel, rules.NoModel, "after a Regroup every monster has +1 ARM until the end of the next Hero turn"))
		}
		return evs
	case cards.CmdSpawn:
		var evs []rules.Event
		for k := 0; k < times; k++ {
			evs = append(evs, g.commandSpawn()...)
		}
		return evs
	case cards.CmdReinforce:
		var evs []rules.Event
		for k := 0; k < times; k++ {
			evs = append(evs, g.commandReinforce()...)
		}
		return evs
	case cards.CmdChallenge:
		var evs []rules.Event
		for k := 0; k < times; k++ {
			evs = append(evs, g.drawChallenge("the chart calls for a challenge")...)
		}
		return evs
	case cards.CmdPlot:
		if g.Consul.Plot != "" && !g.Consul.SetupPlot {
			return []rules.Event{g.decided(name, rules.NoModel, rules.NoModel, "no plot this time: %s was already drawn this game", g.Consul.Plot)}
		}
		return g.drawPlot("the chart calls for the plot")
	case cards.CmdSpawnMiniBoss:
		return g.chartMiniBoss()
	case cards.CmdSpawnBoss:
		if g.Consul.BossSpawned {
			return []rules.Event{g.decided(name, rules.NoModel, rules.NoModel, "the dungeon boss has already arrived")}
		}
		return g.spawnBoss(name)
	case "Boss Heal":
		return g.bossHeal()
	}
	return []rules.Event{rules.Note{Text: fmt.Sprintf("the Consul does not know the %q command yet", name)}}
}

// commandSpawn: the spawning point closest to the most-wrath Hero spawns
// (Arcade rulebook, "Spawn"). Equal range goes to the lower model id, the
// spawning point on the earlier tile (project rule).
func (g ag) commandSpawn() []rules.Event {
	focus, why := g.focusHero()
	best := rules.NoModel
	bestD := 0
	for i := range g.Models {
		sp := &g.Models[i]
		if !sp.InPlay || sp.Kind != rules.KindSpawningPoint {
			continue
		}
		d := 0
		if focus != rules.NoModel {
			d = g.ModelDist(sp, g.Model(focus))
		}
		if best == rules.NoModel || d < bestD {
			best, bestD = sp.ID, d
		}
	}
	if best == rules.NoModel {
		return []rules.Event{g.decided("Spawn", rules.NoModel, rules.NoModel, "no spawning point is left to spawn from")}
	}
	evs := []rules.Event{g.decided("Spawn", best, focus, "Spawn at %s: the spawning point closest to %s (%s); %s", g.Name(best), g.Name(focus), rules.CountOf(bestD, "square"), why)}
	return append(evs, g.spawnFrom("Spawn", g.Model(best), focus)...)
}

// commandReinforce: each elite, closest to the most-wrath Hero first,
// calls its gang from the pool (Arcade rulebook, "Reinforce").
func (g ag) commandReinforce() []rules.Event {
	focus := g.FocusID()
	var evs []rules.Event
	for _, id := range g.activationOrder() {
		c := g.MonsterCard(g.Model(id))
		if c == nil || c.Role != cards.RoleElite || !g.Model(id).InPlay {
			continue
		}
		evs = append(evs, g.reinforce("Reinforce", id, focus)...)
	}
	if len(evs) == 0 {
		evs = append(evs, g.decided("Reinforce", rules.NoModel, rules.NoModel, "no elite with a gang is in play to reinforce"))
	}
	return evs
}

// chartMiniBoss: the chart's Spawn Mini-Boss space (Arcade rulebook, "Spawn
// Mini-Boss"): it spawns unless a destroyed spawning point already brought
// it; a mini-boss already in play is healed instead.
func (g ag) chartMiniBoss() []rules.Event {
	g.Consul.ChartMiniBosses++
	if g.Consul.MiniBosses >= g.Consul.ChartMiniBosses {
		return []rules.Event{g.decided("Spawn Mini-Boss", rules.NoModel, rules.NoModel, "the mini-boss already came when a second spawning point fell, so the chart brings no other")}
	}
	return g.spawnMiniBoss("Spawn Mini-Boss")
}

// spawnMiniBoss brings the mini-boss in, or heals the one in play.
func (g ag) spawnMiniBoss(cmd string) []rules.Event {
	card := g.Consul.MiniBoss
	if card == "" {
		return []rules.Event{g.decided(cmd, rules.NoModel, rules.NoModel, "no mini-boss was chosen for this game")}
	}
	for i := range g.Models {
		m := &g.Models[i]
		if m.InPlay && m.Card == card {
			e := rules.Healed{Model: g.RefOf(m.ID), Wounds: m.Wounds, Status: m.Statuses.List(), Source: cmd}
			m.Wounds, m.Statuses = 0, 0
			return []rules.Event{g.decided(cmd, m.ID, rules.NoModel, "%s is already in play, so it is healed completely instead", card), e}
		}
	}
	g.Consul.MiniBosses++
	focus, why := g.focusHero()
	evs := []rules.Event{g.decided(cmd, rules.NoModel, focus, "%s arrives by the dungeon exit closest to %s; %s", card, g.Name(focus), why)}
	e, _ := g.exitPlacement(cmd, card, focus)
	return append(evs, e...)
}

// spawnBoss brings the dungeon boss in and swaps the challenge deck for
// its boss-fight deck (Arcade rulebook, "Spawn Dungeon Boss").
func (g ag) spawnBoss(cmd string) []rules.Event {
	card := g.Consul.Boss
	if card == "" {
		return []rules.Event{g.decided(cmd, rules.NoModel, rules.NoModel, "no dungeon boss was chosen for this game")}
	}
	g.Consul.BossSpawned = true
	focus, why := g.focusHero()
	evs := []rules.Event{g.decided(cmd, rules.NoModel, focus, "%s leaves the chart and arrives by the dungeon exit closest to %s; %s", card, g.Name(focus), why)}
	e, boss := g.exitPlacement(cmd, card, focus)
	evs = append(evs, e...)
	if boss == rules.NoModel {
		// Nowhere to stand: the boss stays on the chart and tries again.
		g.Consul.BossSpawned = false
	}
	if boss != rules.NoModel {
		// card-facts.md: the Midnight Queen arrives with her champion.
		if _, ok := g.Catalog().Monsters[card]; ok && hasAction(g.MonsterCard(g.Model(boss)), "My Champion") {
			evs = append(evs, g.myChampion(g.Model(boss), cmd)...)
			evs = append(evs, g.arrivalCompel(g.Model(boss), cmd)...) // arrival.go
		}
	}
	return append(evs, g.decided(cmd, rules.NoModel, rules.NoModel, "from now on challenges come from the boss-fight deck"))
}

// bossHeal: in a boss fight the dungeon boss removes three wounds for each
// spawning point in play (Arcade rulebook, "Boss Fight Commands").
func (g ag) bossHeal() []rules.Event {
	sps := 0
	for i := range g.Models {
		if m := &g.Models[i]; m.InPlay && m.Kind == rules.KindSpawningPoint {
			sps++
		}
	}
	var evs []rules.Event
	for i := range g.Models {
		m := &g.Models[i]
		if c := g.MonsterCard(m); m.InPlay && c != nil && c.Role == cards.RoleBoss {
			n := min(3*sps, m.Wounds)
			evs = append(evs, g.decided("Boss Heal", m.ID, rules.NoModel, "%s", bossHealWords(m.Card, n, sps)))
			if n > 0 {
				m.Wounds -= n
				evs = append(evs, rules.Healed{Model: g.RefOf(m.ID), Wounds: n, Source: "boss fight"})
			}
		}
	}
	return evs
}

// bossHealWords says what Boss Heal did: healed wounds counted in words a
// player reads ("heals 0: ... of the 0 spawning points" was seen by mouse
// in the boss fight after the last spawning point fell).
func bossHealWords(boss string, healed, standing int) string {
	switch {
	case standing == 0:
		return fmt.Sprintf("%s heals nothing: no spawning point is left standing", boss)
	case healed == 0:
		return fmt.Sprintf("%s has no wound to heal (three a spawning point still standing: %d)", boss, standing)
	}
	return fmt.Sprintf("%s heals %s: three for each spawning point still standing (%d)", boss, rules.CountOf(healed, "wound"), standing)
}

func hasAction(c *cards.Monster, name string) bool {
	if c == nil {
		return false
	}
	for _, a := range c.Actions {
		if a.Name == name {
			return true
		}
	}
	return false
}

// ConsulCommands lists the commands of the Consul turn in progress, as
// fixed by its first step (empty before it), for a UI showing the chart.
func (g ag) ConsulCommands() []cards.ChartCommand {
	if g.Phase != rules.ConsulTurn || g.Consul.Turn != g.Turn || g.Consul.Step == 0 {
		return nil
	}
	cmds, _ := g.turnCommands()
	return append([]cards.ChartCommand(nil), cmds...)
}

// ConsulNextStep is the index of the step ConsulStep will perform next (0 =
// upkeep and chart, 1..n = the commands, n+1 = clean-up) and whether the
// Consul turn still has steps to play.
func (g ag) ConsulNextStep() (int, bool) {
	if g.Phase != rules.ConsulTurn {
		return 0, false
	}
	if g.Consul.Turn != g.Turn {
		return 0, true
	}
	return g.Consul.Step, !g.consulDone()
}

// Chart returns the side of the Mighty Monster Chart the game uses.
