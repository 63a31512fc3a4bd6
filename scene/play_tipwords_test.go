package scene

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// tincanBy is a row with Tincan at one end and the monster named at the
// other, for the tooltips' words.
func tincanBy(monster string) string {
	return "map\n+-+-+-+-+-+-+\n|T . . . . C|\n+-+-+-+-+-+-+\nend\nT Tincan\nC " + monster + "\n"
}

// Tincan is Immune to Knockdown and to Poison: its tooltip names both
// before the one explanation of Immune instead of saying the paragraph
// twice (played by mouse; the "no duplicated sources").
func TestModelTipExplainsASharedWordOnce(t *testing.T) {
	sp := newScenePlay(t, tincanBy("Crawler"), nil)
	tip := sp.p.describe(sp.p.g.Model(sp.id('T')))
	assert.Equal(t, 1, strings.Count(tip, "Never suffers"), tip)
	assert.Contains(t, tip, "Immune Knockdown and Immune Poison: Never suffers Knockdown or Poison.", tip)
}

// The Shadow Tower's Immune names no effect: its tooltip says it shrugs
// off every status effect in plain words, once, not "Immune: Status
// Effects:" and not the glossary's general rule glued after it (played
// by mouse at 100% and 200%: "Cannot suffer the status effects it names,
// or any status effect when it names none. Gaining it ends…"). An
// ability with a number or a kind says what it means for this model.
func TestModelTipSaysImmuneToEveryStatus(t *testing.T) {
	sp := newScenePlay(t, tincanBy("Shadow Tower"), nil)
	tip := sp.p.describe(sp.p.g.Model(sp.id('C')))
	assert.Contains(t, tip, "Immune to every status effect: No status effect can take hold of it.", tip)
	for _, jargon := range []string{"Status Effects:", "it names", "Gaining it", "Cannot suffer"} {
		assert.NotContains(t, tip, jargon, tip)
	}
	rogue := newScenePlay(t, "map\n+-+-+-+\n|R . C|\n+-+-+-+\nend\nR Riftling Rogue\nC Crawler\n", nil)
	tip = rogue.p.describe(rogue.p.g.Model(rogue.id('R')))
	assert.Contains(t, tip, "Teleport: It moves by jumping to any empty square in sight, one movement point a square.", tip)
	assert.NotContains(t, tip, "it names", tip)
	for w, want := range map[string]string{
		"Regenerate 2": "Removes 2 of its wounds",
		"Sweep 1":      "up to one square out",
		"Heal 1":       "Removes one wound or status effect.",
		"Fly":          "Soars over",
	} {
		text, ok := sp.p.wordMeaning(w)
		require.True(t, ok, w)
		assert.Contains(t, modelAbilityText(w, text), want, w)
	}
}

// A Hero's tooltip says what the coloured rings on its card are, and
// whether any is filled (played by mouse at 100%: the rings explained
// nothing on hover).
func TestHeroTipExplainsTheCrystalSlots(t *testing.T) {
	sp := newScenePlay(t, tincanBy("Crawler"), nil)
	m := sp.p.g.Model(sp.id('T'))
	sp.p.Draw(ebiten.NewImage(DesignW, DesignH), sp.ctx) // the cards as shown
	require.True(t, sp.p.slotsShown[m.ID], "at 100% the card shows its rings")
	assert.Contains(t, sp.p.describe(m), "crystal slots for gear, all empty")
	m.Slots[0] = "Bent Nail"
	tip := sp.p.describe(m)
	assert.Contains(t, tip, "Wears Bent Nail")
	assert.Contains(t, tip, "a filled ring is worn")
	// At 200% with large text a party of three's cards have no room for
	// them at their foot: they show at the end of the hearts' row, and
	// the tip speaks of them (play-testers: no rings at 200%).
	lp := largePlay(t, `
map
+-+-+-+-+-+-+
|T W G . . C|
+-+-+-+-+-+-+
end
T Tincan
W Sanctioned Witch
G Moonspire Guardian
C Crawler
`)
	lm := lp.p.g.Model(lp.id('T'))
	lp.p.Draw(ebiten.NewImage(DesignW, DesignH), lp.ctx)
	require.True(t, lp.p.slotsShown[lm.ID], "at 200% with large text the card shows its rings")
	assert.Contains(t, lp.p.describe(lm), "crystal slots for gear, all empty")
}

// A Hero's tip gives its attribute dice as the rules add them up, a worn
// card's share named (Arcade rulebook, "Equipment": a card's bonus counts
// as if printed on the Hero's card). Played by mouse: a Padded Jerkin
// given for its blue ARM die changed nothing a player could see; the dice
// showed nowhere. The short tip (200% with large text) gives them too.
func TestHeroTipGivesItsDiceWithGear(t *testing.T) {
	sp := newScenePlay(t, tincanBy("Crawler"), nil)
	m := sp.p.g.Model(sp.id('T'))
	tip := sp.p.describe(m)
	assert.Contains(t, tip, "Dice: STR 2 red · ARM 2 blue 1 red · DEX 1 blue · WILL 2 blue 1 red; defends with ARM.", tip)
	m.Slots[3] = "Padded Jerkin" // the sapphire slot
	sp.p.version++
	for _, tip := range []string{sp.p.describe(m), sp.p.describeWith(m, false)} {
		assert.Contains(t, tip, "ARM 2 blue 1 red + 1 blue (Padded Jerkin) · DEX", tip)
		assertWords(t, tip)
	}
	m.Slots[2] = "Four-Leaf Charm" // emerald: a blue die on DEX and on every defence roll
	assert.Contains(t, sp.p.describe(m), "DEX 1 blue + 1 blue (Four-Leaf Charm)")
	assert.Contains(t, sp.p.describe(m), "; 1 blue (Four-Leaf Charm) on every defence roll.")
}

// The plot's reward roll says who rolls and what a heart buys (Arcade
// rulebook, "Plots": each Hero in the dungeon rolls a green die, a treasure
// per heart); played at 200%, "rolls 1 green die for plot reward" came
// after another Hero's blow and said nothing of why.
func TestPlotRewardRollSaysWhy(t *testing.T) {
	e := rules.Rolled{Model: rules.Ref{Name: "Claw Tribe Barbarian"}, Why: "plot reward", Dice: []rules.DieResult{{Colour: cards.Green, Heart: true}}, Hearts: 1}
	assert.Equal(t, "Claw Tribe Barbarian rolls 1 green die for the plot's reward (every Hero rolls one; each heart is a treasure): heart = 0 stars", rolledText(e))
	assert.Equal(t, "to attack", rollWhy("offense"))
}

// A Hero falls; monsters are destroyed (played by mouse: "Glimmerdusk
// Ranger is destroyed" read oddly before "has fallen").
func TestAHeroFallsAMonsterIsDestroyed(t *testing.T) {
	assert.Equal(t, "Glimmerdusk Ranger falls", logText(rules.Destroyed{Model: rules.Ref{Name: "Glimmerdusk Ranger"}, Kind_: rules.KindHero}))
	assert.Equal(t, "Crawler is destroyed", logText(rules.Destroyed{Model: rules.Ref{Name: "Crawler"}, Kind_: rules.KindMonster}))
}

// A monster whose armour is not its card's says by how much and from
// what (played at 200%: Rex read armour 3, then 4, with no word why).
func TestMonsterTipSaysWhyItsArmourChanged(t *testing.T) {
	sp := newScenePlay(t, tincanBy("Tower Stalker"), nil)
	c := sp.p.g.Model(sp.id('C'))
	plain := sp.p.describe(c)
	assert.NotContains(t, plain, "its card says")
	require.Positive(t, sp.p.g.MonsterCard(c).ARM)
	c.Statuses = c.Statuses.With(cards.Bane)
	assert.Contains(t, sp.p.describe(c), "; its card says", "Bane takes a point")
	assert.Contains(t, sp.p.describe(c), "−1 from Bane")
	assert.NotContains(t, sp.p.describe(c), "chart's stars")
}

// An armed action's line says how to put it away by mouse, not by a key
// (played at 200%: "Esc puts it away" spoke to a keyboard the player did
// not use).
func TestArmedLineSaysHowToCancelByMouse(t *testing.T) {
	sp := newScenePlay(t, `
map
+-+-+-+-+-+-+
|T C . . . .|
+-+-+-+-+-+-+
end
T Tincan
C Crawler
`, nil)
	sp.p.armed = armedAction{name: "Melee Attack"}
	long, _ := sp.p.armedHints()
	assert.Equal(t, "Melee Attack: click a lit target · click its button again to cancel", long)
	assert.NotContains(t, long, "Esc")
}

// A status on a monster's card is what its attacks inflict: the Shadow
// Spinner's tooltip says "its attacks inflict Immobile", not "Immobile:
// Cannot move" for a monster that runs eight squares (played by mouse).
func TestMonsterTipSaysItsAttacksInflictAStatus(t *testing.T) {
	sp := newScenePlay(t, tincanBy("Shadow Spinner"), nil)
	tip := sp.p.describe(sp.p.g.Model(sp.id('C')))
	assert.Contains(t, tip, "Its attacks inflict Immobile: Rooted", tip)
	assert.NotContains(t, tip, ". Immobile: Rooted", tip)
	assert.Contains(t, tip, "Immune Poison: Never suffers Poison.", tip)
	assert.NotContains(t, tip, "gaining this", tip)
}

// A Teleport that names no squares (the move's kind) is named plainly,
// not "Teleport 0" (played at 200%: it read as an unfilled template).
func TestTeleportWithoutANumberIsNamedPlainly(t *testing.T) {
	assert.Equal(t, "Teleport", abilityLabel("Teleport 0"))
	assert.Equal(t, "Teleport 10", abilityLabel("Teleport 10"))
}

// An open pop-up hides the aim line, which lay over the pop-up's buttons
// (played at 100%: the armed action's own button in More, to click to
// cancel it, was under the line).
func TestAimLineGivesWayToAnOpenPopup(t *testing.T) {
	sp := newScenePlay(t, tincanBy("Crawler"), nil)
	p := sp.p
	require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('T')}))
	sp.idle()
	p.armed = armedAction{name: "Melee Attack"}
	require.NotEmpty(t, p.aimLine())
	p.moreOpen, p.moreBtns = true, []*actionButton{{label: "Fight Me"}}
	assert.Empty(t, p.aimLine())
}
