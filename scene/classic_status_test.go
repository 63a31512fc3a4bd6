package scene

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/classic"
)

// A classic game's statuses (1st edition, "Status Effects"): each has a
// badge of its own letter on the board, and the hover card explains the
// 1st edition's meaning of a status the editions share (Immobile shaken
// free by damage) and the 1st edition's own (Weak, Pacify).
func TestClassicStatusesOnTheBoard(t *testing.T) {
	letters := map[string]cards.Status{}
	for _, st := range cards.AllStatuses {
		b, ok := statusBadges[st]
		assert.True(t, ok, "%s has a badge", st)
		if o, dup := letters[b.letter]; dup {
			t.Errorf("%s and %s share the badge letter %s", st, o, b.letter)
		}
		letters[b.letter] = st
	}

	p, ctx := classicPlay(t, 3, ExploreRoles{ConsulAI: true})
	h := p.g.Model(p.g.Heroes()[0])
	h.Statuses = h.Statuses.With(cards.Immobile).With(cards.Weak).With(cards.Pacify).With(cards.Vulnerable)
	h.VulnerableTo = rules.WeaknessOf("Fire")
	tip := p.describe(h)
	assert.Contains(t, tip, "Any damage shakes it free", "the 1st edition's Immobile")
	assert.Contains(t, tip, "Pacify: Calmed")
	assert.Contains(t, tip, "Weak: Drained")
	// 1st edition, "Vulnerable: X": named with its X, then explained.
	assert.Contains(t, tip, "Pacify, Weak and Vulnerable Fire.")
	assert.Contains(t, tip, "Vulnerable Fire: Exposed to one kind of attack")
	assert.Contains(t, statusNames(h), "Vulnerable Fire", "the Hero card names the X")

	// The Stunned Paladin rolls the initiative (its best die set aside).
	h.Statuses = h.Statuses.With(cards.Stun)
	exRunUntil(t, p, ctx, 5000, "the party's initiative pick", func() bool { return p.initStage() == "pick" && !p.busy() })
	clickInit(t, p, ctx, shortName(h.Card))
	exRunUntil(t, p, ctx, 500, "the roll to play back", func() bool { return !p.busy() })
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	saveScreen(t, screen, "classic-stunned-initiative.png")
	if classic.StateOf(p.g).InitWinner == classic.Heroes {
		clickInit(t, p, ctx, "Go first")
	} else {
		exRunUntil(t, p, ctx, 500, "the Consul's choice", func() bool { return p.initStage() == "result" && !p.busy() })
		clickInit(t, p, ctx, "Begin the round")
	}
	exRunUntil(t, p, ctx, 20000, "the Heroes' turn", func() bool { return p.g.Phase == rules.HeroTurn && !p.busy() })

	// Hover the Hero and look at the board (SD_SHOTS_DIR keeps the picture).
	h = p.g.Model(h.ID)
	r := p.cam.SquareRect(float64(h.Pos.X), float64(h.Pos.Y), 1)
	k := p.lay.scale
	ctx.In = Input{X: (r.X + r.W/2) * k, Y: (r.Y + r.H/2) * k}
	runTicks(t, p, ctx, 150) // the banners go, the hover card comes
	p.Draw(screen, ctx)
	saveScreen(t, screen, "classic-statuses.png")
	assert.Equal(t, h.Pos, p.hoverSq, "the pointer is on the Hero")
}

// The log says why a defense die was crossed out when a Vulnerable X did
// it (1st edition, "Vulnerable: X"); a roll with no weakness says nothing
// more than the crossed die.
func TestVulnerableRollInTheLog(t *testing.T) {
	roll := rules.Rolled{Model: rules.Ref{Name: "Royal Paladin"}, Why: "defense with ARM", Stars: 2,
		Dice: []rules.DieResult{{Colour: cards.Blue, Stars: 2, Discarded: true}, {Colour: cards.Blue, Stars: 1}, {Colour: cards.Red, Stars: 1}}}
	plain := logText(roll)
	assert.Contains(t, plain, "2 (set aside) + 1 + 1 = 2 stars")
	assert.NotContains(t, plain, "Vulnerable")
	roll.Aside = "Vulnerable Fire"
	assert.Contains(t, logText(roll), "= 2 stars (Vulnerable Fire: its best die is set aside)")
}

// Vulnerable X on the board (1st edition, "Vulnerable: X"): the V badge
// over the model, the X on the hover card and the Hero card. No card
// inflicts it yet, so the test puts it on the Paladin.
func TestClassicVulnerableOnTheBoard(t *testing.T) {
	p, ctx := classicPlay(t, 3, ExploreRoles{ConsulAI: true})
	h := p.g.Model(p.g.Heroes()[0])
	h.Statuses = h.Statuses.With(cards.Vulnerable)
	h.VulnerableTo = rules.WeaknessOf("Fire")
	exRunUntil(t, p, ctx, 5000, "the party's initiative pick", func() bool { return p.initStage() == "pick" && !p.busy() })
	clickInit(t, p, ctx, shortName(h.Card))
	exRunUntil(t, p, ctx, 500, "the roll to play back", func() bool { return !p.busy() })
	if classic.StateOf(p.g).InitWinner == classic.Heroes {
		clickInit(t, p, ctx, "Go first")
	} else {
		exRunUntil(t, p, ctx, 500, "the Consul's choice", func() bool { return p.initStage() == "result" && !p.busy() })
		clickInit(t, p, ctx, "Begin the round")
	}
	exRunUntil(t, p, ctx, 20000, "the Heroes' turn", func() bool { return p.g.Phase == rules.HeroTurn && !p.busy() })

	h = p.g.Model(h.ID)
	require.True(t, h.Statuses.Has(cards.Vulnerable), "nothing took it off")
	assert.Equal(t, "V", statusBadges[cards.Vulnerable].letter)
	assert.Contains(t, statusNames(h), "Vulnerable Fire", "the Hero card names the X")
	assert.Contains(t, p.describe(h), "Now suffering: Vulnerable Fire.")

	// Close in on the Paladin and hover it (SD_SHOTS_DIR keeps the picture).
	p.cam.CX, p.cam.CY, p.cam.Zoom = float64(h.Pos.X)+0.5, float64(h.Pos.Y)+0.5, 64
	r := p.cam.SquareRect(float64(h.Pos.X), float64(h.Pos.Y), 1)
	k := p.lay.scale
	ctx.In = Input{X: (r.X + r.W/2) * k, Y: (r.Y + r.H/2) * k}
	runTicks(t, p, ctx, 150)
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	saveScreen(t, screen, "classic-vulnerable.png")
	assert.Equal(t, h.Pos, p.hoverSq, "the pointer is on the Hero")

	// The Hero card's tip says it too, with the status's words.
	i := slices.Index(p.heroIDs(), h.ID)
	require.GreaterOrEqual(t, i, 0)
	cr := p.heroCardRects(ctx)[i]
	ctx.In = Input{X: cr.X + cr.W/2, Y: cr.Y + cr.H/2}
	runTicks(t, p, ctx, 5)
	p.Draw(screen, ctx)
	saveScreen(t, screen, "classic-vulnerable-card.png")
}
