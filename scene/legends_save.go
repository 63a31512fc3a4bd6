package scene

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
	"sync"
	"time"

	"github.com/superdungeon-digital/superdungeon/rules/legends"
)

// Legends campaign saves (issue 19): campaigns live in their own slots,
// campaign-1.json and on, beside the Arcade and Explore ones, through the
// same Store: atomic writes, a damaged or older file set aside with a
// message naming it and where its bytes went, a good save replaced only
// after the player said so. The file is written after every adventure,
// every downtime step and every command of an adventure in progress: an
// adventure left in the middle (the pause menu, or the window closed)
// resumes exactly where it was, with its log, its dice tray and the dice
// to come (legends.MarshalGame). Format 1 files (no adventure in
// progress) still load. An adventure in progress that does not load
// costs only itself: the file is set aside, the campaign is kept and the
// adventure starts again from the campaign map.

// campaignSlotCount is how many campaigns are kept side by side.
const campaignSlotCount = 4

func campaignSlotFile(n int) string { return fmt.Sprintf("campaign-%d.json", n) }

// campaignFormat names the file; campaignFileVersion is its format.
const (
	campaignFormat      = "superdungeon-campaign"
	campaignFileVersion = 2 // 2: an adventure in progress may be kept
	// maxCampaignFile: a campaign is a few kilobytes.
	maxCampaignFile = 1 << 20
	// maxCampaignLog bounds the lines of story and downtime kept.
	maxCampaignLog = 40
)

// campaignFile is a campaign save: the rules' campaign, who plays each
// Hero, and the last lines told (shown again on resuming).
type campaignFile struct {
	Format  string    `json:"format"`
	Version int       `json:"version"`
	Saved   time.Time `json:"saved"`
	// Computer is per Hero (Campaign.Heroes order): the hero AI plays it.
	Computer []bool          `json:"computer"`
	Log      []string        `json:"log,omitempty"`
	Campaign json.RawMessage `json:"campaign"`
	// Adventure is the adventure in progress, if any (format 2).
	Adventure *adventureFile `json:"adventure,omitempty"`
}

// adventureFile is an adventure in progress: the rules' game with its
// dice and the computer's choices to come, and what the screen showed
// (the log, the dice tray, the Hero a person was working with).
type adventureFile struct {
	Game  json.RawMessage `json:"game"`
	Log   []logFileLine   `json:"log,omitempty"`
	Rolls []rollFile      `json:"rolls,omitempty"`
	Sel   int             `json:"sel"`
}

type logFileLine struct {
	Text string `json:"text"`
	Kind string `json:"kind,omitempty"`
}

type rollFile struct {
	Title      string        `json:"title"`
	Rows       []rollFileRow `json:"rows,omitempty"`
	Verdict    string        `json:"verdict,omitempty"`
	Golden     int           `json:"golden,omitempty"`
	Initiative bool          `json:"initiative,omitempty"`
}

type rollFileRow struct {
	Label string        `json:"label"`
	Dice  []legends.Die `json:"dice,omitempty"`
	Bonus int           `json:"bonus,omitempty"`
	Stars int           `json:"stars"`
}

// savedAdventure is a loaded adventure in progress.
type savedAdventure struct {
	g     *legends.Game
	ai    *legends.AI
	log   []legLogLine
	rolls []legRoll
	sel   int
}

// maxAdventureLog is the lines of an adventure's log kept (as the screen).
const maxAdventureLog = 400

// campaignSave is a loaded campaign save.
type campaignSave struct {
	c        *legends.Campaign
	computer []bool
	log      []string
	saved    time.Time
	// adv is the adventure in progress (nil: none, or it did not load:
	// advBad says why).
	adv    *savedAdventure
	advBad string
}

var (
	legendsDataOnce sync.Once
	legendsData     *legends.Data
	legendsDataErr  error
)

// loadLegendsData reads the Legends data once (it is embedded).
func loadLegendsData() (*legends.Data, error) {
	legendsDataOnce.Do(func() { legendsData, legendsDataErr = legends.LoadData() })
	return legendsData, legendsDataErr
}

// marshalCampaignSave writes the save file.
func marshalCampaignSave(s *campaignSave) ([]byte, error) {
	raw, err := legends.MarshalCampaign(s.c)
	if err != nil {
		return nil, err
	}
	f := campaignFile{Format: campaignFormat, Version: campaignFileVersion, Saved: s.saved.UTC().Truncate(time.Second),
		Computer: s.computer, Log: s.log, Campaign: raw}
	if a := s.adv; a != nil {
		gb, err := legends.MarshalGame(a.g, a.ai)
		if err != nil {
			return nil, err
		}
		af := &adventureFile{Game: gb, Sel: a.sel}
		for _, l := range a.log {
			af.Log = append(af.Log, logFileLine{Text: l.text, Kind: l.kind})
		}
		for _, r := range a.rolls {
			rf := rollFile{Title: r.title, Verdict: r.verdict, Golden: r.golden, Initiative: r.initiative}
			for _, row := range r.rows {
				rf.Rows = append(rf.Rows, rollFileRow{Label: row.label, Dice: row.dice, Bonus: row.bonus, Stars: row.stars})
			}
			af.Rolls = append(af.Rolls, rf)
		}
		f.Adventure = af
	}
	return json.MarshalIndent(f, "", "  ")
}

// loadCampaignSave reads a campaign save, checking everything against the
// data. Every error names the file (where) and says what is wrong in
// words; nothing panics.
func loadCampaignSave(d *legends.Data, where string, data []byte) (*campaignSave, error) {
	s, err := parseCampaignSave(d, data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", where, err)
	}
	return s, nil
}

func parseCampaignSave(d *legends.Data, data []byte) (*campaignSave, error) {
	switch {
	case len(data) > maxCampaignFile:
		return nil, fmt.Errorf("the file is larger than %d MB; it is not a saved campaign", maxCampaignFile>>20)
	case len(bytes.TrimSpace(data)) == 0:
		return nil, errors.New("the file is empty")
	case !json.Valid(data):
		return nil, errors.New("the file is damaged: it is not a whole campaign record (it may have been cut short or overwritten)")
	}
	var probe struct {
		Format  *string         `json:"format"`
		Version json.RawMessage `json:"version"`
	}
	if json.Unmarshal(data, &probe) != nil || probe.Format == nil || *probe.Format != campaignFormat {
		return nil, errors.New("this is not a saved Legends campaign")
	}
	var version int
	if json.Unmarshal(probe.Version, &version) != nil {
		return nil, errors.New("the campaign's format number is missing or not a number")
	}
	switch {
	case version > campaignFileVersion:
		return nil, fmt.Errorf("saved by a newer version of the game (campaign format %d); this version reads format %d", version, campaignFileVersion)
	case version < 1:
		return nil, fmt.Errorf("saved by an older version of the game (campaign format %d) that this version cannot read", version)
	}
	var f campaignFile
	if err := strictJSON(data, &f); err != nil {
		return nil, err
	}
	var c legends.Campaign
	if err := strictJSON(f.Campaign, &c); err != nil {
		return nil, fmt.Errorf("in the campaign: %w", err)
	}
	lc, err := legends.LoadCampaign(d, f.Campaign)
	if err != nil {
		return nil, errors.New(strings.TrimPrefix(err.Error(), "campaign file: "))
	}
	if len(f.Computer) != len(lc.Heroes) {
		return nil, fmt.Errorf("it says who plays %s, and the party has %d", plural(len(f.Computer), "Hero", "Heroes"), len(lc.Heroes))
	}
	if len(f.Log) > maxCampaignLog {
		f.Log = f.Log[len(f.Log)-maxCampaignLog:]
	}
	s := &campaignSave{c: lc, computer: f.Computer, log: f.Log, saved: f.Saved}
	if f.Adventure != nil {
		s.adv, err = parseAdventure(d, lc, f.Adventure)
		if err != nil {
			s.advBad = err.Error()
		}
	}
	return s, nil
}

// parseAdventure reads the adventure in progress of campaign c.
func parseAdventure(d *legends.Data, c *legends.Campaign, f *adventureFile) (*savedAdventure, error) {
	if c.Complete || c.Step != legends.StepAdventure {
		return nil, errors.New("the campaign is not in an adventure")
	}
	g, ai, err := legends.LoadGame(d, f.Game, c.Seed^c.Draws)
	if err != nil {
		return nil, err
	}
	if g.Adventure != c.Next {
		return nil, fmt.Errorf("it is %s, and the campaign's adventure is %s", adventureName(d, g.Adventure), adventureName(d, c.Next))
	}
	heroes := 0
	for i := range g.Models {
		if g.Models[i].Hero() {
			heroes++
		}
	}
	if heroes != len(c.Heroes) {
		return nil, fmt.Errorf("it has %s, and the party %d", plural(heroes, "Hero", "Heroes"), len(c.Heroes))
	}
	if f.Sel < -1 || f.Sel >= len(g.Models) {
		return nil, errors.New("the Hero chosen on the screen is not one of the models")
	}
	a := &savedAdventure{g: g, ai: ai, sel: f.Sel}
	log := f.Log
	if len(log) > maxAdventureLog {
		log = log[len(log)-maxAdventureLog:]
	}
	for _, l := range log {
		a.log = append(a.log, legLogLine{text: l.Text, kind: l.Kind})
	}
	for _, r := range f.Rolls {
		lr := legRoll{title: r.Title, verdict: r.Verdict, golden: r.Golden, initiative: r.Initiative}
		if r.Golden < 0 || r.Golden > 20 || len(r.Rows) > 4 {
			return nil, errors.New("the dice tray is damaged")
		}
		for _, row := range r.Rows {
			if len(row.Dice) > 40 {
				return nil, errors.New("the dice tray is damaged")
			}
			for _, die := range row.Dice {
				if die.Colour < 0 || int(die.Colour) >= len(d.Dice) || die.Face < 0 || die.Face > 5 {
					return nil, errors.New("the dice tray is damaged")
				}
			}
			lr.rows = append(lr.rows, legRollRow{label: row.Label, dice: row.Dice, bonus: row.Bonus, stars: row.Stars})
		}
		a.rolls = append(a.rolls, lr)
	}
	if len(a.rolls) > 8 {
		return nil, errors.New("the dice tray is damaged")
	}
	return a, nil
}

// strictJSON decodes data into v, refusing unknown fields, with errors in
// words rather than Go's.
func strictJSON(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return jsonWords(err)
	}
	return nil
}

// jsonWords rewords encoding/json's errors (issue 22: no Go internals on
// the player's screen).
func jsonWords(err error) error {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		want := "another kind of value"
		if te.Type != nil {
			switch te.Type.Kind() {
			case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
				reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
				want = "a whole number"
			case reflect.Float32, reflect.Float64:
				want = "a number"
			case reflect.String:
				want = "text"
			case reflect.Bool:
				want = "true or false"
			case reflect.Slice, reflect.Array:
				want = "a list"
			case reflect.Struct, reflect.Map:
				want = "an object"
			}
		}
		if te.Field != "" {
			return fmt.Errorf("field %q holds a %s where %s belongs", te.Field, te.Value, want)
		}
		return fmt.Errorf("a %s where %s belongs", te.Value, want)
	}
	if s, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
		return fmt.Errorf("unknown field %s", s)
	}
	if errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) {
		return errors.New("the record stops in the middle")
	}
	var se *json.SyntaxError
	if errors.As(err, &se) {
		return fmt.Errorf("the record is damaged near character %d", se.Offset)
	}
	var te2 *time.ParseError
	if errors.As(err, &te2) {
		return errors.New("the date it was saved is not a date")
	}
	return errors.New("a value in the record is not what a saved campaign holds")
}

// campaignSlot is one campaign slot as listed.
type campaignSlot struct {
	n    int
	name string
	save *campaignSave // nil when empty or damaged
	bad  string        // why the file does not read ("" when fine)
}

func (s campaignSlot) empty() bool { return s.save == nil && s.bad == "" }

// describe is the slot's line on the campaigns screen.
func (s campaignSlot) describe(d *legends.Data) string {
	switch {
	case s.bad != "":
		return "Damaged: " + s.bad
	case s.save == nil:
		return "Empty"
	}
	c := s.save.c
	var party []string
	for _, h := range c.Heroes {
		party = append(party, fmt.Sprintf("%s %s", h.Class, h.Rank))
	}
	title := c.Def
	if def := d.CampaignNamed(c.Def); def != nil {
		title = def.Title
	}
	where := "next: " + adventureName(d, c.Next)
	switch {
	case s.save.adv != nil:
		where = "in the middle of " + adventureName(d, c.Next)
	case s.save.advBad != "":
		where = "next: " + adventureName(d, c.Next) + " (its adventure in progress is damaged)"
	case c.Complete:
		where = "completed"
	case c.Step != legends.StepAdventure:
		where = "downtime, " + stepTitle(c.Step)
	}
	when := "date unknown"
	if !s.save.saved.IsZero() {
		when = s.save.saved.Local().Format("2 Jan 2006 15:04")
	}
	return fmt.Sprintf("%s · %s · %d adventures played · %s · %s", title, strings.Join(party, ", "), len(c.Played), where, when)
}

// listCampaignSlots reads every campaign slot.
func listCampaignSlots(st *Store, d *legends.Data) []campaignSlot {
	var out []campaignSlot
	for n := 1; n <= campaignSlotCount; n++ {
		s := campaignSlot{n: n, name: campaignSlotFile(n)}
		if st == nil {
			out = append(out, s)
			continue
		}
		b, err := st.Read(s.name)
		switch {
		case errors.Is(err, ErrNoFile):
		case err != nil:
			s.bad = unreadable(err)
		default:
			s.save, err = parseCampaignSave(d, b)
			if err != nil {
				s.bad = err.Error()
			}
		}
		out = append(out, s)
	}
	return out
}

// latestCampaignSlot is the campaign saved last, if any loads (the
// title's Continue weighs it against the Arcade and Explore slots).
func latestCampaignSlot(st *Store) (campaignSlot, bool) {
	var best campaignSlot
	found := false
	if st == nil {
		return best, false
	}
	d, err := loadLegendsData()
	if err != nil {
		return best, false
	}
	for _, s := range listCampaignSlots(st, d) {
		if s.save != nil && (!found || s.save.saved.After(best.save.saved)) {
			best, found = s, true
		}
	}
	return best, found
}

// openCampaignScene opens a campaign slot where it was left: in the
// middle of its adventure, or on its map.
func openCampaignScene(st *Store, name string) (Scene, error) {
	d, err := loadLegendsData()
	if err != nil {
		return nil, err
	}
	r, err := openCampaignSlot(st, d, name)
	if err != nil {
		return nil, err
	}
	if r.resume != nil {
		return r.resumeScene(), nil
	}
	return NewLegendsMap(r), nil
}

// openCampaignSlot loads a campaign slot; a file that does not load is set
// aside (Store.Open) and the error says where it went.
func openCampaignSlot(st *Store, d *legends.Data, name string) (*legendsRun, error) {
	var s *campaignSave
	var raw []byte
	err := st.Open(name, func(where string, data []byte) error {
		var err error
		s, err = loadCampaignSave(d, where, data)
		raw = data
		return err
	})
	if err != nil {
		return nil, err
	}
	r := &legendsRun{d: d, c: s.c, computer: s.computer, log: s.log, store: st, slot: name, known: raw, resume: s.adv}
	if s.advBad != "" {
		// Only the adventure in progress is damaged: its file is kept
		// aside, the campaign goes on, the adventure starts again.
		why := s.advBad
		if aside, err := st.SetAside(name); err == nil {
			why += " (the file was kept as " + st.Where(aside) + ")"
			r.known = nil
		}
		r.say("The adventure in progress could not be resumed: " + why + ". The campaign is kept; the adventure starts again from the campaign map.")
		r.save()
	}
	return r, nil
}

// legendsRun is a campaign being played: the rules' campaign, who plays
// whom, the lines told, and where it is kept.
type legendsRun struct {
	d        *legends.Data
	c        *legends.Campaign
	computer []bool
	log      []string
	ai       *legends.AI
	store    *Store
	slot     string
	// known is what this game last read from or wrote to its slot;
	// replaceOK is the player's yes to replacing the slot's good game.
	known     []byte
	replaceOK bool
	// saveErr is the last save's problem in words ("" when kept).
	saveErr string
	// play is the adventure being played (kept in every save), resume
	// the one a loaded save holds, not yet on screen.
	play   *LegendsAdventure
	resume *savedAdventure
}

// say adds a line to the campaign's log.
func (r *legendsRun) say(line string) {
	r.log = append(r.log, line)
	if len(r.log) > maxCampaignLog {
		r.log = r.log[len(r.log)-maxCampaignLog:]
	}
}

// hotSeat: at least one Hero is played by a person.
func (r *legendsRun) hotSeat() bool {
	for _, b := range r.computer {
		if !b {
			return true
		}
	}
	return false
}

// heroAI is the hero AI for the computer's choices.
func (r *legendsRun) heroAI() *legends.AI {
	if r.ai == nil {
		r.ai = legends.NewAI(r.c.Seed ^ 0x1e9e)
	}
	return r.ai
}

// save writes the campaign to its slot (after every adventure and every
// downtime step). A damaged file found there is set aside and the log
// says where; a good game that is not this one is not replaced.
func (r *legendsRun) save() {
	if r.store == nil || r.slot == "" {
		return
	}
	cs := &campaignSave{c: r.c, computer: r.computer, log: r.log, saved: time.Now()}
	if p := r.play; p != nil {
		cs.adv = &savedAdventure{g: p.g, ai: p.ai, log: p.log, rolls: p.rolls, sel: p.sel}
	} else {
		cs.adv = r.resume
	}
	data, err := marshalCampaignSave(cs)
	if err != nil {
		r.saveErr = "The campaign could not be saved: " + err.Error()
		return
	}
	aside, err := r.store.WriteOver(r.slot, data, Guard{Known: r.known, Replace: r.replaceOK,
		Parse: func(where string, b []byte) error { _, err := loadCampaignSave(r.d, where, b); return err }})
	if aside != nil {
		r.say("The file that was in this campaign's slot did not load, so it was set aside: " + aside.Error() + ".")
	}
	if err != nil {
		r.saveErr = "The campaign could not be saved: " + err.Error()
		return
	}
	r.known, r.replaceOK, r.saveErr = data, false, ""
}

// adventureName is an adventure's title.
func adventureName(d *legends.Data, id string) string {
	if a := d.AdventureNamed(id); a != nil && a.Name != "" {
		return a.Name
	}
	return id
}

// stepTitle is a downtime step as the screens name it.
func stepTitle(step string) string {
	switch step {
	case legends.StepRest:
		return "Rest"
	case legends.StepInventory:
		return "Inventory"
	case legends.StepDisenchant:
		return "Disenchant"
	case legends.StepCraft:
		return "Craft"
	case legends.StepShop:
		return "Shop"
	case legends.StepRankUp:
		return "Rank up"
	}
	return step
}
