package scene

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every Hero in the picker says what it is good at in one line — job,
// reach, a move to try — and names only a move its card really has.
func TestHeroPickerSaysWhatEachHeroIsGoodAt(t *testing.T) {
	s := NewSetup()
	require.NotNil(t, s.cat)
	for _, name := range heroOrder {
		line := heroRoles[name]
		require.NotEmpty(t, line, name)
		role, move := splitRole(line)
		assert.NotEmpty(t, role, name)
		h := s.cat.Heroes[name]
		require.NotNil(t, h, name)
		found := false
		for _, a := range h.Actions {
			found = found || strings.HasPrefix(move, a.Name+" ")
		}
		assert.True(t, found, "%s: %q names one of its actions", name, move)
		assert.Contains(t, s.heroTip(name), line)
	}
	ctx := newContext(t)
	require.NoError(t, s.Update(ctx))
	screen := ebiten.NewImage(DesignW, DesignH)
	s.Draw(screen, ctx)
	saveScreen(t, screen, "setup-roles.png")
}

// A seventh Hero's click says why it chose nothing (Arcade rulebook,
// "Game Size": six Heroes at most), and taking one out clears it (played
// at 200%: the click did nothing, unexplained).
func TestPartyScreenSaysWhenThePartyIsFull(t *testing.T) {
	s := NewSetup()
	ctx := displayContext(t, 200, "large")
	require.NoError(t, s.Update(ctx))
	s.party = append([]string{}, heroOrder[:6]...)
	s.toggle(heroOrder[6])
	assert.Len(t, s.party, 6, "six at most")
	assert.Contains(t, s.full, "Six Heroes at most")
	screen := ebiten.NewImage(DesignW, DesignH)
	s.Draw(screen, ctx)
	saveScreen(t, screen, "setup-party-full-ui200-large.png")
	s.toggle(heroOrder[0])
	assert.Empty(t, s.full, "taking one out clears it")
	assert.Len(t, s.party, 5)
}

// Hovering the line that names the chosen mode cards says what each does
// (played at 100%: the party picked them blind).
func TestPartyScreenModeCardsLineHasTheirTexts(t *testing.T) {
	s := NewSetup()
	ctx := newContext(t)
	require.NoError(t, s.Update(ctx))
	for i := 0; i < 10 && len(s.choose().Modes) == 0; i++ {
		for _, b := range s.buttons {
			if strings.HasSuffix(b.cost, "mode cards") { // the difficulty button
				ctx.In = Input{X: b.rect.X + 5, Y: b.rect.Y + 5, Clicked: true}
			}
		}
		require.NoError(t, s.Update(ctx))
		ctx.In = Input{}
		require.NoError(t, s.Update(ctx))
	}
	modes := s.choose().Modes
	require.NotEmpty(t, modes, "a mode card chosen")
	r, _ := s.modeLine(ctx)
	ctx.In = Input{X: r.X + r.W/2, Y: r.Y + r.H/2}
	require.NoError(t, s.Update(ctx))
	for _, m := range modes {
		assert.Contains(t, s.hoverTip, m)
	}
	assert.Greater(t, len(s.hoverTip), len(joinNames(modes))+20, "and what they do: %q", s.hoverTip)
}

// A count of Heroes agrees with its number: the party screen's Enter
// button reads "1 Hero", never "1 Heroes" (played by mouse), and no
// screen formats "%d Heroes" by hand.
func TestHeroCountsAgreeWithTheNumber(t *testing.T) {
	s := NewSetup()
	ctx := newContext(t)
	for n, want := range map[int]string{1: "1 Hero", 2: "2 Heroes", 3: "3 Heroes"} {
		s.party = slices.Clone(BalancedParty[:n])
		s.layout(ctx)
		var cost string
		for _, b := range s.buttons {
			if b.label == "Enter the dungeon" {
				cost = b.cost
			}
		}
		assert.Equal(t, want, cost)
	}
	files, err := filepath.Glob("*.go")
	require.NoError(t, err)
	bad := regexp.MustCompile(`"[^"]*%d (Heroes|heroes)\b`)
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		require.NoError(t, err)
		assert.NotRegexp(t, bad, string(src), "%s: plural(n, \"Hero\", \"Heroes\")", f)
	}
}

// The button where the easy and hard mode cards are chosen says so on its
// sub-line and in its tooltip, which names the cards the seed turns up
// (Arcade rulebook, "Select Difficulty"; played by mouse: a newcomer never
// found the mode cards behind "Normal / difficulty").
func TestDifficultyButtonSaysItChoosesModeCards(t *testing.T) {
	s := NewSetup()
	ctx := newContext(t)
	find := func() *actionButton {
		s.layout(ctx)
		for _, b := range s.buttons {
			if b.label == difficulties[s.diff].label {
				return b
			}
		}
		return nil
	}
	b := find()
	require.NotNil(t, b)
	assert.Equal(t, "Normal", b.label)
	assert.Equal(t, "no easy or hard mode cards", b.cost)
	assert.Contains(t, b.tip, "Easy and hard mode cards")
	assert.NotContains(t, b.tip, "With this seed")
	s.diff = 2 // Easy: 2 cards
	b = find()
	require.NotNil(t, b)
	assert.Equal(t, "easy or hard mode cards", b.cost)
	picked := s.choose().Modes
	require.Len(t, picked, 2)
	for _, name := range picked {
		assert.Contains(t, b.tip, name, "the tooltip names the cards this seed turns up")
	}
}
