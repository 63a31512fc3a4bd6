package cards

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// badCase is a data file that must not load. want lists what the error must
// name: the file, the card (quoted) and the field.
type badCase struct {
	name  string
	parse func(file string, data []byte) error
	yaml  string
	want  []string
}

func parseLoot(file string, data []byte) error {
	_, err := ParseEquipment(file, data, DeckLoot)
	return err
}

func parseTreasure(file string, data []byte) error {
	_, err := ParseEquipment(file, data, DeckTreasure)
	return err
}

func parseChallenge(file string, data []byte) error {
	_, err := ParseChallenges(file, data, false)
	return err
}

func parseBoss(file string, data []byte) error {
	_, err := ParseChallenges(file, data, true)
	return err
}

func parsePlot(file string, data []byte) error {
	_, err := ParsePlots(file, data)
	return err
}

func parseHard(file string, data []byte) error {
	_, err := ParseModes(file, data, Hard)
	return err
}

func parseChart(file string, data []byte) error {
	_, err := ParseCharts(file, data)
	return err
}

// loot wraps one effect line in an otherwise good loot card named Bad Boots.
func loot(effect string) string {
	return "- name: Bad Boots\n  slot: emerald\n  text: t\n  effects:\n    - " + effect + "\n"
}

// challenge wraps a trap and a lasting effect in a card named Bad Luck.
func challenge(trap, effect string) string {
	return "- name: Bad Luck\n  text: t\n  trap:\n    - " + trap + "\n  effects:\n    - " + effect + "\n"
}

const goodTrap = "{kind: wound, who: hero-most-wrath, value: 1}"
const goodLasting = "{kind: stat, who: monsters, stat: STR, value: 1}"

func TestBadDataNamesFileCardAndField(t *testing.T) {
	cases := []badCase{
		{"unknown keyword", parseLoot, loot("{kind: keyword, keyword: Flyy}"),
			[]string{`"Bad Boots"`, "effects[0]", "keyword", "Flyy"}},
		{"keyword needing a number", parseLoot, loot("{kind: keyword, keyword: Lance}"),
			[]string{`"Bad Boots"`, "keyword"}},
		{"Cursed as an effect", parseLoot, loot("{kind: keyword, keyword: Cursed}"),
			[]string{`"Bad Boots"`, "keyword", "cursed: true"}},
		{"unknown slot colour", parseLoot, "- name: Bad Boots\n  slot: purple\n  text: t\n  effects:\n    - {kind: stat, stat: Mv, value: 1}\n",
			[]string{`"Bad Boots"`, "slot", "purple"}},
		{"amethyst has no slot", parseLoot, "- name: Bad Boots\n  slot: amethyst\n  text: t\n  effects:\n    - {kind: stat, stat: Mv, value: 1}\n",
			[]string{`"Bad Boots"`, "slot", "no equipment slot"}},
		{"missing slot", parseLoot, "- name: Bad Boots\n  text: t\n  effects:\n    - {kind: stat, stat: Mv, value: 1}\n",
			[]string{`"Bad Boots"`, "slot", "missing"}},
		{"missing stat", parseLoot, loot("{kind: stat, value: 1}"),
			[]string{`"Bad Boots"`, "effects[0]", "stat: missing"}},
		{"unknown stat", parseLoot, loot("{kind: stat, stat: LUCK, value: 1}"),
			[]string{`"Bad Boots"`, "stat", "LUCK"}},
		{"stat with nothing to add", parseLoot, loot("{kind: stat, stat: STR}"),
			[]string{`"Bad Boots"`, "value", "missing"}},
		{"bad dice notation", parseLoot, loot("{kind: stat, stat: STR, dice: 1Q}"),
			[]string{`"Bad Boots"`, "dice", "1Q"}},
		{"dice on a stat that is not rolled", parseLoot, loot("{kind: stat, stat: Mv, dice: 1B}"),
			[]string{`"Bad Boots"`, "dice", "not rolled"}},
		{"unknown field on a card", parseLoot, "- name: Bad Boots\n  slot: emerald\n  colour: red\n  text: t\n  effects:\n    - {kind: stat, stat: Mv, value: 1}\n",
			[]string{`"Bad Boots"`, "colour"}},
		{"unknown field in an effect", parseLoot, loot("{kind: stat, stat: Mv, value: 1, bogus: 2}"),
			[]string{`"Bad Boots"`, "bogus"}},
		{"unknown field in a granted action", parseLoot, loot("{kind: action, action: {name: Poke, cost: 1, type: offensive, roll: str, range: 1, text: t, bogus: 1}}"),
			[]string{`"Bad Boots"`, "kind action", "bogus"}},
		{"effect that is not a mapping", parseLoot, loot("[1, 2]"),
			[]string{`"Bad Boots"`, "mapping"}},
		{"field of another kind", parseLoot, loot("{kind: keyword, keyword: Fly, stat: STR}"),
			[]string{`"Bad Boots"`, "effects[0]", "stat", "not a field of kind keyword"}},
		{"unknown effect kind", parseLoot, loot("{kind: teleport, value: 1}"),
			[]string{`"Bad Boots"`, "effects[0]", "kind", "teleport"}},
		{"instant effect on equipment", parseLoot, loot("{kind: wound, value: 1}"),
			[]string{`"Bad Boots"`, "kind", "happens once"}},
		{"equipment affecting others", parseLoot, loot("{kind: stat, who: heroes, stat: Mv, value: 1}"),
			[]string{`"Bad Boots"`, "who"}},
		{"missing text", parseLoot, "- name: Bad Boots\n  slot: emerald\n  effects:\n    - {kind: stat, stat: Mv, value: 1}\n",
			[]string{`"Bad Boots"`, "text", "missing"}},
		{"count out of range", parseLoot, "- name: Bad Boots\n  slot: emerald\n  count: 0\n  text: t\n  effects:\n    - {kind: stat, stat: Mv, value: 1}\n",
			[]string{`"Bad Boots"`, "count"}},
		{"duplicate name", parseLoot, loot("{kind: stat, stat: Mv, value: 1}") + loot("{kind: stat, stat: Mv, value: 2}"),
			[]string{`"Bad Boots"`, "name", "listed twice"}},
		{"broken granted action", parseLoot, loot("{kind: action, action: {name: Poke, cost: 1, type: offensive, range: 1, text: t}}"),
			[]string{`"Bad Boots"`, "action", "roll"}},
		{"boo booty in loot", parseLoot, "- name: Bad Boots\n  text: t\n  effects:\n    - {kind: boo_booty, monster: Mimic}\n",
			[]string{`"Bad Boots"`, "kind", "boo booty"}},
		{"boo booty with a slot", parseTreasure, "- name: Bad Chest\n  slot: ruby\n  text: t\n  effects:\n    - {kind: boo_booty, monster: Mimic}\n",
			[]string{`"Bad Chest"`, "slot"}},
		{"monsters never roll", parseChallenge, challenge(goodTrap, "{kind: stat, who: monsters, stat: STR, dice: 1B}"),
			[]string{`"Bad Luck"`, "effects[0]", "dice", "never roll"}},
		{"monsters have no WILL", parseChallenge, challenge(goodTrap, "{kind: stat, who: monsters, stat: WILL, value: 1}"),
			[]string{`"Bad Luck"`, "stat", "WILL"}},
		{"lasting effect as a trap", parseChallenge, challenge(goodLasting, goodLasting),
			[]string{`"Bad Luck"`, "trap[0]", "kind"}},
		{"trap as a lasting effect", parseChallenge, challenge(goodTrap, goodTrap),
			[]string{`"Bad Luck"`, "effects[0]", "kind"}},
		{"unknown who", parseChallenge, challenge("{kind: wound, who: everyone, value: 1}", goodLasting),
			[]string{`"Bad Luck"`, "trap[0]", "who", "everyone"}},
		{"monster selector for a Hero kind", parseChallenge, challenge("{kind: potion, who: monsters, value: 1}", goodLasting),
			[]string{`"Bad Luck"`, "trap[0]", "who"}},
		{"min_equipment without heroes-equipped", parseChallenge, challenge("{kind: wound, who: heroes, min_equipment: 2, value: 1}", goodLasting),
			[]string{`"Bad Luck"`, "min_equipment"}},
		{"heroes-equipped without min_equipment", parseChallenge, challenge("{kind: wound, who: heroes-equipped, value: 1}", goodLasting),
			[]string{`"Bad Luck"`, "min_equipment"}},
		{"wounds out of range", parseChallenge, challenge("{kind: wound, value: 5}", goodLasting),
			[]string{`"Bad Luck"`, "trap[0]", "value"}},
		{"unknown status", parseChallenge, challenge("{kind: status, status: Sleepy}", goodLasting),
			[]string{`"Bad Luck"`, "status", "Sleepy"}},
		{"unknown command in an effect", parseChallenge, challenge(goodTrap, "{kind: command_swap, command: Fight, to: Dance}"),
			[]string{`"Bad Luck"`, "effects[0]", "to", "Dance"}},
		{"swapping a game-wide command", parseChallenge, challenge(goodTrap, "{kind: command_swap, command: Spawn, to: Fight}"),
			[]string{`"Bad Luck"`, "effects[0]", "command"}},
		{"the boss from a card", parseChallenge, challenge("{kind: extra_command, command: Spawn Dungeon Boss}", goodLasting),
			[]string{`"Bad Luck"`, "trap[0]", "command"}},
		{"challenge without a trap", parseChallenge, "- name: Bad Luck\n  text: t\n  effects:\n    - " + goodLasting + "\n",
			[]string{`"Bad Luck"`, "trap", "missing"}},
		{"boss card without a boss", parseBoss, challenge(goodTrap, goodLasting),
			[]string{`"Bad Luck"`, "boss", "missing"}},
		{"plot cleared by tokens it never places", parsePlot, "- name: Bad Plot\n  text: t\n  effects:\n    - " + goodLasting + "\n  clear: {when: tokens-cleared}\n",
			[]string{`"Bad Plot"`, "clear.when"}},
		{"plot with an unknown crystal", parsePlot, "- name: Bad Plot\n  text: t\n  setup:\n    - {kind: crystal_tokens, where: each-tile, value: 1, crystal: topaz}\n  effects:\n    - " + goodLasting + "\n  clear: {when: tokens-cleared}\n",
			[]string{`"Bad Plot"`, "setup[0]", "crystal", "topaz"}},
		{"mode with an unknown deck", parseHard, "- name: Bad Mode\n  text: t\n  setup:\n    - {kind: draw, deck: relic, value: 1}\n",
			[]string{`"Bad Mode"`, "setup[0]", "deck", "relic"}},
		{"chart with an unknown command", parseChart, "- side: \"3-4\"\n  heroes: [1, 4]\n  spaces:\n    - {space: 1, commands: [Move, Dance]}\n    - {space: 2, commands: [Spawn Dungeon Boss]}\n",
			[]string{`"3-4"`, "spaces[0].commands[1]", "Dance"}},
		{"chart with an unknown bonus", parseChart, "- side: \"3-4\"\n  heroes: [1, 4]\n  spaces:\n    - {space: 1, bonus: [+5 STR], commands: [Move]}\n    - {space: 2, commands: [Spawn Dungeon Boss]}\n",
			[]string{`"3-4"`, "spaces[0].bonus[0]", "+5 STR"}},
		{"chart spaces out of order", parseChart, "- side: \"3-4\"\n  heroes: [1, 4]\n  spaces:\n    - {space: 1, commands: [Move]}\n    - {space: 3, commands: [Spawn Dungeon Boss]}\n",
			[]string{`"3-4"`, "spaces[1].space"}},
		{"chart boss before the end", parseChart, "- side: \"3-4\"\n  heroes: [1, 4]\n  spaces:\n    - {space: 1, commands: [Spawn Dungeon Boss]}\n    - {space: 2, commands: [Move]}\n",
			[]string{`"3-4"`, "spaces[0].commands[0]"}},
		{"chart without a boss", parseChart, "- side: \"3-4\"\n  heroes: [1, 4]\n  spaces:\n    - {space: 1, commands: [Move]}\n    - {space: 2, commands: [Fight]}\n",
			[]string{`"3-4"`, "spaces[1].commands", "dungeon boss"}},
		{"multiplied game-wide command", parseChart, "- side: \"3-4\"\n  heroes: [1, 4]\n  spaces:\n    - {space: 1, commands: [Spawn x2]}\n    - {space: 2, commands: [Spawn Dungeon Boss]}\n",
			[]string{`"3-4"`, "spaces[0].commands[0]", "multiplied"}},
		{"unknown chart side", parseChart, "- side: \"7-8\"\n  heroes: [7, 8]\n  spaces:\n    - {space: 1, commands: [Move]}\n",
			[]string{`"7-8"`, "side"}},
		{"unknown field in a chart space", parseChart, "- side: \"3-4\"\n  heroes: [1, 4]\n  spaces:\n    - {space: 1, commands: [Move], colour: red}\n    - {space: 2, commands: [Spawn Dungeon Boss]}\n",
			[]string{`"3-4"`, "colour"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := c.parse("data/test.yaml", []byte(c.yaml))
			require.Error(t, err)
			assert.ErrorContains(t, err, "data/test.yaml")
			for _, w := range c.want {
				assert.ErrorContains(t, err, w)
			}
		})
	}
}

func TestBadFilesNameTheFile(t *testing.T) {
	for _, data := range []string{"", "not: a list", "- just a string", "[1, 2", "- {a: 1}\n---\n- {b: 2}"} {
		err := parseLoot("data/odd.yaml", []byte(data))
		require.Error(t, err, "%q", data)
		assert.ErrorContains(t, err, "data/odd.yaml", "%q", data)
	}
}

// The loaders fill the selector a card leaves out: the wearer for
// equipment, every Hero for Hero kinds, the non-boss monsters for monster
// kinds, the party for draws.
func TestDefaultSelectors(t *testing.T) {
	items, err := ParseEquipment("t.yaml", []byte(loot("{kind: stat, stat: STR, dice: 1B}")), DeckLoot)
	require.NoError(t, err)
	assert.Equal(t, WhoHero, items[0].Effects[0].Who)

	cs, err := ParseChallenges("t.yaml", []byte(challenge("{kind: draw, deck: loot, value: 1}", "{kind: target, rule: closest}")), false)
	require.NoError(t, err)
	assert.Equal(t, WhoParty, cs[0].Trap[0].Who)
	assert.Equal(t, WhoMonsters, cs[0].Effects[0].Who)

	cs, err = ParseChallenges("t.yaml", []byte(challenge("{kind: extra_command, command: Move}", "{kind: stat, stat: Mv, value: -1}")), false)
	require.NoError(t, err)
	assert.Equal(t, 1, cs[0].Trap[0].Value, "an extra command happens once unless told otherwise")
	assert.Equal(t, WhoHeroes, cs[0].Effects[0].Who)
}

func TestInstantAndLastingKindsPartitionTheVocabulary(t *testing.T) {
	instant, lasting := 0, 0
	for _, k := range EffectKinds() {
		_, ok := kindSpecs[k]
		assert.True(t, ok, "kind %s has no field spec", k)
		if k.Instant() {
			instant++
		} else {
			lasting++
		}
	}
	assert.Equal(t, len(kindSpecs), len(EffectKinds()), "every spec is a listed kind")
	assert.Positive(t, instant)
	assert.Positive(t, lasting)
}

// allEffects gathers every effect of every embedded card, with where it is.
func allEffects(t *testing.T) map[string][]Effect {
	t.Helper()
	out := map[string][]Effect{}
	loot, err := LoadLoot()
	require.NoError(t, err)
	treasure, err := LoadTreasure()
	require.NoError(t, err)
	for _, c := range append(loot, treasure...) {
		out[string(c.Deck)+"/"+c.Name] = c.Effects
	}
	ch, err := LoadChallenges()
	require.NoError(t, err)
	boss, err := LoadBossChallenges()
	require.NoError(t, err)
	for _, c := range append(ch, boss...) {
		out["challenge/"+c.Boss+"/"+c.Name] = append(append([]Effect{}, c.Trap...), c.Effects...)
	}
	plots, err := LoadPlots()
	require.NoError(t, err)
	for _, p := range plots {
		out["plot/"+p.Name] = append(append([]Effect{}, p.Setup...), p.Effects...)
	}
	easy, err := LoadEasyModes()
	require.NoError(t, err)
	hard, err := LoadHardModes()
	require.NoError(t, err)
	for _, m := range append(easy, hard...) {
		out["mode/"+m.Name] = append(append([]Effect{}, m.Setup...), m.Effects...)
	}
	return out
}

// The vocabulary stays small: every kind, selector, stat and option is used
// by at least one card, so nothing in it is untested by data.
func TestEveryWordOfTheVocabularyIsUsed(t *testing.T) {
	used := map[string]bool{}
	for _, effs := range allEffects(t) {
		for _, e := range effs {
			used["kind "+string(e.Kind)] = true
			used["who "+string(e.Who)] = true
			if e.Stat != "" {
				used["stat "+string(e.Stat)] = true
			}
			if e.Rule != "" {
				used["rule "+string(e.Rule)] = true
			}
			if e.Where != "" {
				used["where "+string(e.Where)] = true
			}
			if e.What != "" {
				used["what "+string(e.What)] = true
			}
			if e.Event != "" {
				used["event "+string(e.Event)] = true
			}
		}
	}
	var want []string
	for _, k := range EffectKinds() {
		want = append(want, "kind "+string(k))
	}
	for w := range heroWho {
		want = append(want, "who "+string(w))
	}
	for w := range monsterWho {
		want = append(want, "who "+string(w))
	}
	want = append(want, "who "+string(WhoParty))
	for _, s := range allStats {
		want = append(want, "stat "+string(s))
	}
	for _, r := range []TargetRule{TargetLeastWrath, TargetMostWounds, TargetClosest, TargetMostEquipment} {
		want = append(want, "rule "+string(r))
	}
	for _, w := range []Where{WhereEachTile, WhereLastTile, WhereSpawningPoints, WhereExits, WhereNearHeroes} {
		want = append(want, "where "+string(w))
	}
	for _, r := range []Rank{RankMinion, RankElite} {
		want = append(want, "what "+string(r))
	}
	for _, ev := range []Event{EventElite, EventSpawningPoint} {
		want = append(want, "event "+string(ev))
	}
	for _, w := range want {
		assert.True(t, used[w], "no card uses %s", w)
	}
}

// Every effect of every card satisfies the rules the loader enforces on
// its own kind: the selector matches the kind (a structural double check).
func TestEveryEffectTargetsWhatItsKindAllows(t *testing.T) {
	for card, effs := range allEffects(t) {
		for i, e := range effs {
			where := fmt.Sprintf("%s effect %d (%s)", card, i, e.Kind)
			switch kindSpecs[e.Kind].who {
			case whoHeroes:
				assert.True(t, e.Who.IsHero() || e.Who == WhoParty, where)
			case whoMonster:
				assert.True(t, e.Who.IsMonster(), where)
			case whoAny:
				assert.True(t, e.Who.IsHero() || e.Who.IsMonster(), where)
			}
			if e.Kind == EffStat && e.Who.IsMonster() {
				assert.True(t, e.Dice.IsZero(), "%s: monsters never roll", where)
			}
		}
	}
}
