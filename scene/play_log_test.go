package scene

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// The log speaks players' words: counts agree with their nouns, no
// coordinates, dice in words, lists with separators, no developer text.
func TestLogTextIsPlayersWords(t *testing.T) {
	w := rules.Ref{Name: "Riftling Warrior"}
	c := rules.Ref{Name: "Crawler"}
	for _, tc := range []struct {
		e    rules.Event
		want string
	}{
		{rules.Moved{Model: w, Path: []tiles.Point{{X: 1, Y: 1}}, Reason: "move", Cost: 1}, "Riftling Warrior moves 1 square"},
		{rules.Spent{Model: w, MP: 1, For: "move"}, "Riftling Warrior spends 1 movement point to move"},
		{rules.Spent{Model: w, AP: 2, For: "Demon Charge"}, "Riftling Warrior spends 2 action points on Demon Charge"},
		{rules.Rolled{Model: w, Why: "offense", Dice: []rules.DieResult{{Colour: cards.Blue, Stars: 2}, {Colour: cards.Blue, Stars: 1}, {Colour: cards.Red, Heart: true}}, Stars: 3},
			"Riftling Warrior rolls 2 blue and 1 red dice to attack: 2 + 1 + heart = 3 stars"},
		{rules.Wounded{Model: c, Amount: 1, Wounds: 1, Hearts: 2, Source: "Melee Attack"}, "Crawler suffers 1 wound from Melee Attack (1 heart left)"},
		{rules.PoppedOut{From: c, Hearts: 1}, "1 heart pops out of Crawler"},
		{rules.StatusesRemoved{Model: w, Status: []cards.Status{cards.Knockdown, cards.Slow}, Reason: "end of activation"}, "Riftling Warrior is no longer Knockdown or Slow (end of activation)"},
		{rules.WrathGained{Hero: w, Amount: 2, Reason: "a kill", From: []rules.Ref{c, c}, Wrath: 3}, "Riftling Warrior gains 2 wrath for a kill (now 3), taking 2 from Crawler"},
		{rules.Note{Text: "Spider Nest's Web is not automated yet"}, "Spider Nest's Web is not in the digital edition yet, so nothing happens"},
		{rules.Note{Text: "Crawler takes 1 wound(s) from 3 squares"}, "Crawler takes 1 wound from 3 squares"},
		// Played by mouse in Explore, this line ended in the rules' empty
		// list of hooks: "...falls (1 destroyed, 2 left): []".
		{rules.SpawningPointDestroyed{Model: rules.Ref{Name: "Shadow Tower"}, Number: 1, Remaining: 2}, "The Shadow Tower falls: 2 spawning points left."},
		{rules.SpawningPointDestroyed{Model: rules.Ref{Name: "Spider Nest"}, Number: 3, Hooks: []rules.Hook{"boss"}}, "The Spider Nest falls: no spawning point is left."},
	} {
		got := logText(tc.e)
		assert.Equal(t, tc.want, got)
		assert.NotContains(t, got, "(s)")
		assert.NotContains(t, got, "automated")
	}
}

// A long path in a message is broken after a slash, never run off the panel.
func TestWrapAllBreaksLongPaths(t *testing.T) {
	ctx := newContext(t)
	pt := ctx.Painter
	msg := "Replay saved: /home/someone/.config/superdungeon/replays/replay-seed12345-turn7-123.json"
	lines := wrapAll(pt, msg, pt.Fonts.Bold, 17, 300)
	assert.Greater(t, len(lines), 2)
	joined := ""
	for _, l := range lines {
		assert.LessOrEqual(t, pt.TextWidth(l, pt.Fonts.Bold, 17), 300.0, "%q fits", l)
		joined += l
	}
	assert.Equal(t, "Replay saved:/home/someone/.config/superdungeon/replays/replay-seed12345-turn7-123.json", joined)
}

// A rules reason inside a worded line is tidied too.
func TestLogTextTidiesReasonsInside(t *testing.T) {
	got := logText(rules.WrathGained{Hero: rules.Ref{Name: "Riftling Warrior"}, Amount: 1, Reason: "inflicting 1 wound(s)", Wrath: 1})
	assert.Equal(t, "Riftling Warrior gains 1 wrath for inflicting 1 wound (now 1)", got)
}

// A defence of fixed stars only (Explore's Crawler, ARM 1 star) rolls
// nothing; the line says so instead of "rolls  dice to defend: + 1".
func TestLogRollWithoutDice(t *testing.T) {
	got := rolledText(rules.Rolled{Model: rules.Ref{Name: "Crawler"}, Why: "defense", Bonus: 1, Stars: 1})
	assert.Equal(t, "Crawler has no dice to defend: 1 fixed star", got)
}

// A roll that counts a star fewer (the Pillow Fight challenge) shows the
// star taken away, so the sum adds up.
func TestLogRollWithAStarFewer(t *testing.T) {
	got := rolledText(rules.Rolled{Model: rules.Ref{Name: "Riftling Warrior"}, Why: "offense", Bonus: -1, Stars: 1,
		Dice: []rules.DieResult{{Colour: cards.Blue, Stars: 1}, {Colour: cards.Blue, Heart: true}, {Colour: cards.Blue, Stars: 1}}})
	assert.Equal(t, "Riftling Warrior rolls 3 blue dice to attack: 1 + heart + 1 − 1 = 1 star", got)
}

// A player sees no coordinates on the board: a blocked line of sight says
// what is in the way, not where in the rules' grid (issue 21, item 10).
func TestSightReasonsWithoutCoordinates(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Sanctioned Witch has no line of sight to Tower Stalker: structure at (6,10)", "Sanctioned Witch has no line of sight to Tower Stalker: a structure is in the way"},
		{"no line of sight: wall between (4,2) and (5,2)", "No line of sight: a wall is in the way"},
		{"Crawler in the way at (3,3)", "Crawler is in the way"},
		{"Tower Arbalist appears at (3,14): within three squares of Shadow Tower", "Tower Arbalist appears: within three squares of Shadow Tower"},
		{"A Princess Coin brings Claw Tribe Barbarian into the dungeon at (5,28) (3 coins left)", "A Princess Coin brings Claw Tribe Barbarian into the dungeon (3 coins left)"},
		{"step 1 to (4,0) does not bring it closer to Tincan", "Step 1 does not bring it closer to Tincan"},
	} {
		assert.Equal(t, tc.want, tidyText(tc.in))
	}
}
