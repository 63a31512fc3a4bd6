//go:build !js

package scene

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules/legends"
)

// The file-fault suite for campaign saves (issues 19 and 22): a campaign
// slot met damaged, truncated, empty, with wrong types, from a newer or
// an older version, as a folder, unreadable. Each time the game goes on,
// says what happened in words naming the file, and the original bytes
// are still where the message says.

// goodCampaignSave is a campaign save a step into its first downtime.
func goodCampaignSave(t testing.TB) []byte {
	t.Helper()
	b, err := goodCampaignSaveBytes(7)
	require.NoError(t, err)
	return b
}

func goodCampaignSaveBytes(seed uint64) ([]byte, error) {
	d, err := loadLegendsData()
	if err != nil {
		return nil, err
	}
	c, err := legends.NewCampaign(d, "dusk-drake", []string{"Knight", "Mage", "Cleric"}, seed)
	if err != nil {
		return nil, err
	}
	return marshalCampaignSave(&campaignSave{c: c, computer: []bool{false, true, false}, log: []string{"A letter calls you."}, saved: time.Date(2026, 11, 25, 8, 0, 0, 0, time.UTC)})
}

// clickMenuSlot clicks campaign slot n on the campaigns list.
func clickMenuSlot(t *testing.T, m *Manager, ctx *Context, n int) *LegendsMenu {
	t.Helper()
	runTicks(t, m, ctx, 1)
	menu := m.current.(*LegendsMenu)
	row := menu.buttons[n-1].Rect
	k := ctx.W / menu.view.W
	ctx.In = Input{X: (row.X + 10) * k, Y: (row.Y + 10) * k, Clicked: true}
	runTicks(t, m, ctx, 1)
	return menu
}

func TestFileFaultsCampaignSaves(t *testing.T) {
	good := goodCampaignSave(t)
	older := formatVersion.ReplaceAll(good, []byte(`"version": 0`))
	for _, f := range append(faults(
		func(g []byte) []byte { return bytes.Replace(g, []byte(`"seed": 7`), []byte(`"seed": "seven"`), 1) },
		futureVersion,
	), fault{name: "older version", bytes: func([]byte) []byte { return older }}) {
		t.Run(f.name, func(t *testing.T) {
			dir := t.TempDir()
			name := campaignSlotFile(1)
			st, original := place(t, dir, name, f, good)
			if f.bytes != nil && !f.unreadable {
				require.NotEqual(t, good, original, "the fault changed the file")
			}
			ctx := newContext(t)
			ctx.Store = st
			m := NewManager(NewLegendsMenu())
			ctx.manager = m
			runTicks(t, m, ctx, 1)
			menu := m.current.(*LegendsMenu)
			require.NotEmpty(t, menu.slots[0].bad, "the list says slot 1 is damaged")
			assertWords(t, menu.slots[0].bad)
			clickMenuSlot(t, m, ctx, 1)
			require.Same(t, menu, m.current, "the game stays on the campaigns list")
			checkMessage(t, menu.message, name, original)
			switch f.name {
			case "wrong version":
				assert.Contains(t, menu.message, "newer version")
			case "older version":
				assert.Contains(t, menu.message, "older version")
			}
			// The slot is free now: a new campaign goes there without a
			// question, and the kept copy stays.
			runTicks(t, m, ctx, 1)
			assert.True(t, menu.slots[0].empty(), "listed again: slot 1 is free")
			d, err := loadLegendsData()
			require.NoError(t, err)
			c, err := legends.NewCampaign(d, "one-evening-fight", []string{"Rogue"}, 3)
			require.NoError(t, err)
			r := &legendsRun{d: d, c: c, computer: []bool{true}}
			startCampaignInSlot(ctx, r)
			assert.Equal(t, name, r.slot)
			assert.Empty(t, r.saveErr)
			checkMessage(t, menu.message, name, original)
		})
	}
}

// A new campaign never writes over a damaged campaign save, and replaces
// a good one only after the player said yes.
func TestFileFaultsNewCampaignLeavesSavesAlone(t *testing.T) {
	good := goodCampaignSave(t)
	dir := t.TempDir()
	damaged := []byte(`{"format": "superdungeon-campaign", "vers`)
	require.NoError(t, os.WriteFile(filepath.Join(dir, campaignSlotFile(1)), damaged, 0o644))
	for n := 2; n <= campaignSlotCount; n++ {
		require.NoError(t, os.WriteFile(filepath.Join(dir, campaignSlotFile(n)), good, 0o644))
	}
	ctx := newContext(t)
	ctx.Store = NewStoreAt(dir)
	m := NewManager(NewTitle())
	ctx.manager = m
	d, err := loadLegendsData()
	require.NoError(t, err)
	newRun := func(seed uint64) *legendsRun {
		c, err := legends.NewCampaign(d, "one-evening-mash", []string{"Knight", "Ranger"}, seed)
		require.NoError(t, err)
		return &legendsRun{d: d, c: c, computer: []bool{false, false}}
	}
	r := newRun(5)
	startCampaignInSlot(ctx, r)
	settle(t, m, ctx)
	menu, ok := m.current.(*LegendsMenu)
	require.True(t, ok, "every slot is taken: the player chooses")
	require.NotNil(t, menu.pending)

	// Slot 2 holds a good campaign: clicking it asks; "Keep it" keeps it.
	clickMenuSlot(t, m, ctx, 2)
	require.Equal(t, 1, menu.confirm, "a good campaign is not replaced without asking")
	lgClick(t, m, ctx, "Keep it")
	require.Equal(t, -1, menu.confirm)

	// Slot 1 is damaged: choosing it starts the campaign, and the first
	// save sets the damaged file aside and says where.
	clickMenuSlot(t, m, ctx, 1)
	settle(t, m, ctx)
	require.IsType(t, &LegendsMap{}, m.current)
	said := ""
	for _, l := range r.log {
		if strings.Contains(l, "set aside") {
			said = l
		}
	}
	checkMessage(t, said, campaignSlotFile(1), damaged)
	for n := 2; n <= campaignSlotCount; n++ {
		b, err := os.ReadFile(filepath.Join(dir, campaignSlotFile(n)))
		require.NoError(t, err)
		assert.Equal(t, good, b, "slot %d is untouched", n)
	}

	// Replacing a good campaign needs the player's yes, and then happens.
	r2 := newRun(6)
	startCampaignInSlot(ctx, r2)
	settle(t, m, ctx)
	clickMenuSlot(t, m, ctx, 3)
	lgClick(t, m, ctx, "Replace")
	require.IsType(t, &LegendsMap{}, m.current)
	b, err := os.ReadFile(filepath.Join(dir, campaignSlotFile(3)))
	require.NoError(t, err)
	assert.NotEqual(t, good, b, "the player said yes: slot 3 holds the new campaign")
	assert.Contains(t, string(b), `"seed": 6`)
}

// A campaign save another copy of the game spoiled meanwhile is set
// aside at the next save, and a good one it wrote meanwhile is not
// replaced.
func TestFileFaultsCampaignChangedUnderTheGame(t *testing.T) {
	dir := t.TempDir()
	ctx := newContext(t)
	ctx.Store = NewStoreAt(dir)
	m := NewManager(NewTitle())
	ctx.manager = m
	d, err := loadLegendsData()
	require.NoError(t, err)
	c, err := legends.NewCampaign(d, "dusk-drake", []string{"Cleric"}, 2)
	require.NoError(t, err)
	r := &legendsRun{d: d, c: c, computer: []bool{false}}
	startCampaignInSlot(ctx, r)
	require.Equal(t, campaignSlotFile(1), r.slot)
	other := goodCampaignSave(t)
	require.NoError(t, os.WriteFile(filepath.Join(dir, r.slot), other, 0o644))
	r.say("a step")
	r.save()
	b, err := os.ReadFile(filepath.Join(dir, r.slot))
	require.NoError(t, err)
	assert.Equal(t, other, b, "another good campaign is not replaced")
	assert.Contains(t, r.saveErr, "could not be saved")
	assert.Contains(t, r.saveErr, "was not replaced")

	spoiled := []byte("{not a campaign")
	require.NoError(t, os.WriteFile(filepath.Join(dir, r.slot), spoiled, 0o644))
	r.save()
	assert.Empty(t, r.saveErr, "a spoiled file is set aside and the campaign kept")
	checkMessage(t, r.log[len(r.log)-1], r.slot, spoiled)
}
