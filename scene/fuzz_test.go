//go:build !js

package scene

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/require"
)

// The fuzz targets feed any bytes to the game's own loaders, through the
// browser build's storage path (kvBackend over a fake localStorage, the
// file stored as a copy behind a pointer or, like older builds wrote it,
// under its own key). Whatever the bytes, nothing panics; a file that
// does not load gives a message in words, and its bytes are still in
// storage under the name the message gives. Run them as README shows.

// storeHolding is a fake browser store with data under name.
func storeHolding(t *testing.T, name string, data []byte, pointer bool) *Store {
	t.Helper()
	st, f := newFakeStore()
	if pointer {
		require.NoError(t, st.Write(name, data))
	} else {
		f.m["superdungeon/"+name] = string(data)
	}
	return st
}

// checkKept asserts err is in words and the original bytes are where the
// *BadFileError says.
func checkKept(t *testing.T, st *Store, err error, data []byte) {
	t.Helper()
	assertWords(t, err.Error())
	var bad *BadFileError
	if !errors.As(err, &bad) {
		return // not set aside: nothing was moved (a missing file, say)
	}
	require.NotEmpty(t, bad.KeptAs, "the file was set aside: %v", err)
	kept, rerr := st.Read(strings.TrimPrefix(bad.KeptAs, "browser storage superdungeon/"))
	require.NoError(t, rerr)
	require.True(t, bytes.Equal(data, kept), "the kept copy holds the original bytes")
}

func FuzzLoadSettingsFile(f *testing.F) {
	f.Add(DefaultSettings().Marshal(), true)
	f.Add([]byte(`{"version": 1, "music_volume": 0.2}`), false)
	f.Add([]byte(`{"version": 2, "ui_scale": "big"}`), true)
	f.Add([]byte("\x00sd-copy:7"), false)
	f.Fuzz(func(t *testing.T, data []byte, pointer bool) {
		st := storeHolding(t, settingsFile, data, pointer)
		s, err := LoadSettings(st)
		if err != nil {
			require.Equal(t, DefaultSettings(), s)
			checkKept(t, st, err, data)
			return
		}
		require.NoError(t, SaveSettings(st, s), "settings that load can be saved over themselves")
	})
}

func FuzzContinueSave(f *testing.F) {
	good, err := goodSaveBytes()
	require.NoError(f, err)
	f.Add(good, true)
	f.Add(good, false)
	f.Add(good[:len(good)/2], true)
	f.Add(bytes.Replace(good, []byte(`"turn":1`), []byte(`"turn":"one"`), 1), true)
	f.Add([]byte(`{"format":"superdungeon","kind":"save","version":1}`), false)
	for _, m := range modeSaves {
		b, err := m.save()
		require.NoError(f, err, m.name)
		f.Add(b, true)
		f.Add(bytes.Replace(b, []byte(m.field), []byte(m.wrong), 1), false)
	}
	f.Fuzz(func(t *testing.T, data []byte, pointer bool) {
		st := storeHolding(t, slotFile(1), data, pointer)
		s, err := ContinueGame(st)
		if err != nil {
			checkKept(t, st, err, data)
			return
		}
		require.NotNil(t, s)
	})
}

func FuzzOpenReplayFile(f *testing.F) {
	good, err := goodSaveBytes()
	require.NoError(f, err)
	replayBytes := bytes.Replace(good, []byte(`"kind": "save"`), []byte(`"kind": "replay"`), 1)
	f.Add(replayBytes)
	f.Add(good)
	f.Add(replayBytes[:len(replayBytes)/3])
	f.Add([]byte(`[]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		_, err := openReplayBytes("fuzz-replay.json", data)
		if err != nil {
			require.Contains(t, err.Error(), "fuzz-replay.json", "the message names the file")
			assertWords(t, err.Error())
		}
	})
}

// FuzzLoadCampaignSave opens any bytes as a Legends campaign slot through
// the game's own loader (the campaigns list's Continue).
func FuzzLoadCampaignSave(f *testing.F) {
	good, err := goodCampaignSaveBytes(7)
	require.NoError(f, err)
	f.Add(good, true)
	f.Add(good, false)
	f.Add(good[:len(good)/2], true)
	f.Add(bytes.Replace(good, []byte(`"seed": 7`), []byte(`"seed": -7`), 1), true)
	f.Add(bytes.Replace(good, []byte(`"rank": "C"`), []byte(`"rank": "Z"`), 1), true)
	f.Add([]byte(`{"format":"superdungeon-campaign","version":1}`), false)
	mid, err := goodCampaignSaveWithAdventure(7)
	require.NoError(f, err)
	f.Add(mid, true)
	f.Add(bytes.Replace(mid, []byte(`"mode": "combat"`), []byte(`"mode": "story"`), 1), true)
	f.Add(bytes.Replace(mid, []byte(`"hearts": 3`), []byte(`"hearts": 30`), 1), true)
	d, err := loadLegendsData()
	require.NoError(f, err)
	f.Fuzz(func(t *testing.T, data []byte, pointer bool) {
		st := storeHolding(t, campaignSlotFile(1), data, pointer)
		r, err := openCampaignSlot(st, d, campaignSlotFile(1))
		if err != nil {
			checkKept(t, st, err, data)
			return
		}
		b, err := marshalCampaignSave(&campaignSave{c: r.c, computer: r.computer, log: r.log, adv: r.resume})
		require.NoError(t, err)
		again, err := loadCampaignSave(d, "again", b)
		require.NoError(t, err, "a campaign that loads saves and loads again")
		require.Empty(t, again.advBad, "its adventure in progress too")
		if r.resume != nil {
			// The adventure in progress opens on the screen and plays.
			ctx := newContext(t)
			s := r.resumeScene()
			s.fast = true
			s.keep = nil
			screen := ebiten.NewImage(DesignW, DesignH)
			for range 20 {
				require.NoError(t, s.Update(ctx))
				s.Draw(screen, ctx)
				ctx.Tick++
			}
			screen.Deallocate()
		}
	})
}
