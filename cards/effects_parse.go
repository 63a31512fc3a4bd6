package cards

import (
	"fmt"
	"sort"
	"strings"

	"go.yaml.in/yaml/v3"
)

// rawEffect is an effect as written in YAML. Pointers tell a field that was
// left out from one written as zero, so that each kind can insist on exactly
// its own fields.
type rawEffect struct {
	Kind         string           `yaml:"kind"`
	Who          *string          `yaml:"who"`
	MinEquipment *int             `yaml:"min_equipment"`
	Stat         *string          `yaml:"stat"`
	Dice         *string          `yaml:"dice"`
	Value        *int             `yaml:"value"`
	Vs           *string          `yaml:"vs"`
	Keyword      *string          `yaml:"keyword"`
	Status       *string          `yaml:"status"`
	Action       *rawUniqueAction `yaml:"action"`
	Command      *string          `yaml:"command"`
	To           *string          `yaml:"to"`
	Turn         *int             `yaml:"turn"`
	Rule         *string          `yaml:"rule"`
	Deck         *string          `yaml:"deck"`
	Event        *string          `yaml:"event"`
	Crystal      *string          `yaml:"crystal"`
	Where        *string          `yaml:"where"`
	What         *string          `yaml:"what"`
	Monster      *string          `yaml:"monster"`
	Permanent    *bool            `yaml:"permanent"`
}

// UnmarshalYAML decodes one effect strictly, so that an unknown field is
// reported with the effect's kind rather than only the card's name.
func (r *rawEffect) UnmarshalYAML(n *yaml.Node) error {
	type plain rawEffect
	var p plain
	if err := decodeStrict(n, &p); err != nil {
		kind := "?"
		for i := 0; i+1 < len(n.Content); i += 2 {
			if n.Content[i].Value == "kind" {
				kind = n.Content[i+1].Value
			}
		}
		return fmt.Errorf("effect (kind %s): %w", kind, err)
	}
	*r = rawEffect(p)
	return nil
}

// present lists the optional fields that were written.
func (r *rawEffect) present() map[string]bool {
	p := map[string]bool{}
	set := func(name string, ok bool) {
		if ok {
			p[name] = true
		}
	}
	set("who", r.Who != nil)
	set("min_equipment", r.MinEquipment != nil)
	set("stat", r.Stat != nil)
	set("dice", r.Dice != nil)
	set("value", r.Value != nil)
	set("vs", r.Vs != nil)
	set("keyword", r.Keyword != nil)
	set("status", r.Status != nil)
	set("action", r.Action != nil)
	set("command", r.Command != nil)
	set("to", r.To != nil)
	set("turn", r.Turn != nil)
	set("rule", r.Rule != nil)
	set("deck", r.Deck != nil)
	set("event", r.Event != nil)
	set("crystal", r.Crystal != nil)
	set("where", r.Where != nil)
	set("what", r.What != nil)
	set("monster", r.Monster != nil)
	set("permanent", r.Permanent != nil)
	return p
}

// kindSpec is the fields a kind requires and the ones it also allows. The
// selector fields (who, min_equipment) are checked separately.
type kindSpec struct {
	required, optional []string
	who                whoRule
}

type whoRule uint8

const (
	whoNone    whoRule = iota // no who field
	whoAny                    // Heroes or monsters
	whoHeroes                 // Heroes only (or party where the kind says)
	whoMonster                // monsters only
)

var kindSpecs = map[EffectKind]kindSpec{
	EffStat:          {required: []string{"stat"}, optional: []string{"dice", "value", "vs", "permanent"}, who: whoAny},
	EffKeyword:       {required: []string{"keyword"}, optional: []string{"permanent"}, who: whoAny},
	EffLoseKeyword:   {required: []string{"keyword"}, optional: []string{"permanent"}, who: whoAny},
	EffAction:        {required: []string{"action"}, who: whoHeroes},
	EffDefendWith:    {required: []string{"stat"}, who: whoHeroes},
	EffCommandSwap:   {required: []string{"command", "to"}, optional: []string{"permanent"}},
	EffChartAdd:      {required: []string{"command", "turn"}},
	EffTarget:        {required: []string{"rule"}, optional: []string{"permanent"}, who: whoMonster},
	EffReward:        {required: []string{"event", "deck", "value"}, optional: []string{"permanent"}},
	EffDisableSlot:   {required: []string{"crystal"}, who: whoHeroes},
	EffExtraTrap:     {required: []string{"value"}},
	EffBooBooty:      {required: []string{"monster"}},
	EffWound:         {required: []string{"value"}, who: whoAny},
	EffStatus:        {required: []string{"status"}, who: whoAny},
	EffHeal:          {required: []string{"value"}, who: whoAny},
	EffPotion:        {required: []string{"value"}, who: whoHeroes},
	EffWrath:         {required: []string{"value"}, who: whoHeroes},
	EffCoins:         {required: []string{"value"}},
	EffDraw:          {required: []string{"deck", "value"}, who: whoHeroes},
	EffExtraCommand:  {required: []string{"command"}, optional: []string{"value"}},
	EffSpawn:         {required: []string{"what", "value"}, who: whoHeroes},
	EffCrystalTokens: {required: []string{"where", "value"}, optional: []string{"crystal"}},
}

// effectContext is where on a card an effect list sits.
type effectContext uint8

const (
	ctxEquipped effectContext = iota // equipment: lasting while equipped
	ctxTreasure                      // treasure: as equipment, or a boo booty
	ctxInstant                       // a trap or a set-up: instant kinds only
	ctxLasting                       // challenge, plot or difficulty effects: lasting kinds only
)

// parseEffects converts a list; field names the list ("effects", "trap").
func parseEffects(field string, raws []rawEffect, ctx effectContext) ([]Effect, error) {
	out := make([]Effect, 0, len(raws))
	for i, r := range raws {
		e, err := parseEffect(r, ctx)
		if err != nil {
			return nil, fmt.Errorf("%s[%d] (%s): %w", field, i, r.Kind, err)
		}
		out = append(out, e)
	}
	return out, nil
}

func parseEffect(r rawEffect, ctx effectContext) (Effect, error) {
	e := Effect{Kind: EffectKind(r.Kind)}
	spec, ok := kindSpecs[e.Kind]
	if !ok {
		names := make([]string, 0, len(kindSpecs))
		for k := range kindSpecs {
			names = append(names, string(k))
		}
		sort.Strings(names)
		return e, fieldError("kind", fmt.Errorf("unknown effect kind %q (want one of %s)", r.Kind, strings.Join(names, ", ")))
	}
	switch ctx {
	case ctxInstant:
		if !e.Kind.Instant() {
			return e, fieldError("kind", fmt.Errorf("%q lasts, so it cannot be a trap or set-up effect", r.Kind))
		}
	case ctxLasting:
		if e.Kind.Instant() || e.Kind == EffBooBooty {
			return e, fieldError("kind", fmt.Errorf("%q is not a lasting effect here", r.Kind))
		}
	case ctxEquipped, ctxTreasure:
		if e.Kind.Instant() {
			return e, fieldError("kind", fmt.Errorf("%q happens once, but equipment effects last while equipped", r.Kind))
		}
		if e.Kind == EffBooBooty && ctx != ctxTreasure {
			return e, fieldError("kind", fmt.Errorf("only treasure cards can be boo booty"))
		}
		switch e.Kind {
		case EffStat, EffKeyword, EffAction, EffBooBooty, EffDefendWith:
		default:
			return e, fieldError("kind", fmt.Errorf("%q is not an equipment effect (want stat, keyword, action, defend_with or boo_booty)", r.Kind))
		}
	}

	// Exactly the fields of the kind.
	present := r.present()
	allowed := map[string]bool{}
	for _, f := range spec.required {
		allowed[f] = true
		if !present[f] {
			return e, fieldError(f, fmt.Errorf("missing (kind %s needs %s)", r.Kind, strings.Join(spec.required, ", ")))
		}
	}
	for _, f := range spec.optional {
		allowed[f] = true
	}
	if spec.who != whoNone {
		allowed["who"], allowed["min_equipment"] = true, true
	}
	for _, f := range sortedKeys(present) {
		if !allowed[f] {
			return e, fieldError(f, fmt.Errorf("not a field of kind %s", r.Kind))
		}
	}

	if err := e.parseWho(r, spec.who, ctx); err != nil {
		return e, err
	}
	if r.Permanent != nil {
		e.Permanent = *r.Permanent
		if ctx == ctxEquipped || ctx == ctxTreasure {
			return e, fieldError("permanent", fmt.Errorf("equipment effects last while equipped"))
		}
	}
	if r.Value != nil {
		e.Value = *r.Value
	}
	if err := e.parseFields(r); err != nil {
		return e, err
	}
	return e, e.checkKind(r)
}

// parseWho fills Who and MinEquipment, with the default selector.
func (e *Effect) parseWho(r rawEffect, rule whoRule, ctx effectContext) error {
	if rule == whoNone {
		return nil
	}
	equip := ctx == ctxEquipped || ctx == ctxTreasure
	switch {
	case r.Who != nil:
		w, err := parseWho(*r.Who)
		if err != nil {
			return fieldError("who", err)
		}
		e.Who = w
	case equip:
		e.Who = WhoHero
	case rule == whoMonster:
		e.Who = WhoMonsters
	case e.Kind == EffDraw:
		e.Who = WhoParty
	default:
		e.Who = WhoHeroes
	}
	switch {
	case equip && e.Who != WhoHero:
		return fieldError("who", fmt.Errorf("equipment only affects the Hero wearing it (who: hero), got %q", e.Who))
	case !equip && e.Who == WhoHero:
		return fieldError("who", fmt.Errorf("%q only makes sense on equipment", e.Who))
	case rule == whoHeroes && !e.Who.IsHero() && !(e.Kind == EffDraw && e.Who == WhoParty):
		return fieldError("who", fmt.Errorf("kind %s applies to Heroes, got %q", e.Kind, e.Who))
	case rule == whoMonster && !e.Who.IsMonster():
		return fieldError("who", fmt.Errorf("kind %s applies to monsters, got %q", e.Kind, e.Who))
	case rule == whoAny && e.Who == WhoParty:
		return fieldError("who", fmt.Errorf("kind %s applies to models, not the party", e.Kind))
	}
	if r.MinEquipment != nil {
		if e.Who != WhoEquipped {
			return fieldError("min_equipment", fmt.Errorf("only with who: %s", WhoEquipped))
		}
		e.MinEquipment = *r.MinEquipment
	}
	if e.Who == WhoEquipped && (e.MinEquipment < 1 || e.MinEquipment > 4) {
		return fieldError("min_equipment", fmt.Errorf("want 1..4 with who: %s, got %d", WhoEquipped, e.MinEquipment))
	}
	return nil
}

// parseFields converts every written field; checkKind then checks ranges.
func (e *Effect) parseFields(r rawEffect) error {
	var err error
	if r.Stat != nil {
		if e.Stat, err = parseStat(*r.Stat); err != nil {
			return fieldError("stat", err)
		}
	}
	if r.Dice != nil {
		if e.Dice, err = ParsePool(*r.Dice); err != nil {
			return fieldError("dice", err)
		}
	}
	if r.Vs != nil {
		if e.Vs, err = parseWho(*r.Vs); err != nil {
			return fieldError("vs", err)
		}
	}
	if r.Keyword != nil {
		if e.Keyword, err = ParseKeyword(*r.Keyword); err != nil {
			return fieldError("keyword", err)
		}
		if e.Keyword.Name == "Cursed" {
			return fieldError("keyword", fmt.Errorf("Cursed belongs on the card (cursed: true), not in an effect"))
		}
	}
	if r.Status != nil {
		if e.Status, err = ParseStatus(*r.Status); err != nil {
			return fieldError("status", err)
		}
		if e.Status == Vulnerable {
			return fieldError("status", errNoVulnerableX)
		}
	}
	if r.Action != nil {
		a, err := r.Action.build()
		if err != nil {
			return fieldError("action", err)
		}
		e.Action = &a
	}
	if r.Command != nil {
		if e.Command, err = ParseCommand(*r.Command); err != nil {
			return fieldError("command", err)
		}
	}
	if r.To != nil {
		if e.To, err = ParseCommand(*r.To); err != nil {
			return fieldError("to", err)
		}
	}
	if r.Turn != nil {
		e.Turn = *r.Turn
	}
	if r.Rule != nil {
		e.Rule = TargetRule(*r.Rule)
		switch e.Rule {
		case TargetLeastWrath, TargetMostWounds, TargetClosest, TargetMostEquipment:
		default:
			return fieldError("rule", fmt.Errorf("unknown target rule %q", *r.Rule))
		}
	}
	if r.Deck != nil {
		e.Deck = Deck(*r.Deck)
		switch e.Deck {
		case DeckLoot, DeckTreasure:
		default:
			return fieldError("deck", fmt.Errorf("unknown deck %q (want loot or treasure)", *r.Deck))
		}
	}
	if r.Event != nil {
		e.Event = Event(*r.Event)
		switch e.Event {
		case EventElite, EventSpawningPoint, EventMiniBoss:
		default:
			return fieldError("event", fmt.Errorf("unknown event %q", *r.Event))
		}
	}
	if r.Crystal != nil {
		if e.Crystal, err = parseCrystal(*r.Crystal); err != nil {
			return fieldError("crystal", err)
		}
	}
	if r.Where != nil {
		e.Where = Where(*r.Where)
		switch e.Where {
		case WhereEachTile, WhereLastTile, WhereSpawningPoints, WhereExits, WhereNearHeroes:
		default:
			return fieldError("where", fmt.Errorf("unknown place %q", *r.Where))
		}
	}
	if r.What != nil {
		e.What = Rank(*r.What)
		if e.What != RankMinion && e.What != RankElite {
			return fieldError("what", fmt.Errorf("unknown rank %q (want minion or elite)", *r.What))
		}
	}
	if r.Monster != nil {
		e.Monster = strings.TrimSpace(*r.Monster)
	}
	return nil
}

// checkKind checks what depends on the kind: ranges and combinations.
func (e *Effect) checkKind(r rawEffect) error {
	inRange := func(field string, v, lo, hi int, nonzero bool) error {
		if v < lo || v > hi || (nonzero && v == 0) {
			nz := ""
			if nonzero {
				nz = ", not 0"
			}
			return fieldError(field, fmt.Errorf("%d out of %d..%d%s", v, lo, hi, nz))
		}
		return nil
	}
	switch e.Kind {
	case EffStat:
		return e.checkStat(r)
	case EffDefendWith:
		switch e.Stat {
		case StatSTR, StatARM, StatWILL, StatDEX:
			return nil
		}
		return fieldError("stat", fmt.Errorf("Heroes defend with an attribute (STR, ARM, WILL or DEX), got %q", e.Stat))
	case EffCommandSwap:
		if e.Command == e.To {
			return fieldError("to", fmt.Errorf("same as command %q", e.Command))
		}
		if !e.Command.monsterAct() || !e.To.monsterAct() {
			return fieldError("command", fmt.Errorf("only commands monsters carry out can be swapped (%s → %s)", e.Command, e.To))
		}
	case EffChartAdd:
		return inRange("turn", e.Turn, 0, 30, false)
	case EffReward:
		return inRange("value", e.Value, -3, 3, true)
	case EffDisableSlot:
		if !e.Crystal.IsSlot() {
			return fieldError("crystal", fmt.Errorf("crystal %q has no equipment slot", e.Crystal))
		}
	case EffExtraTrap:
		return inRange("value", e.Value, 1, 2, false)
	case EffBooBooty:
		if e.Monster == "" {
			return fieldError("monster", fmt.Errorf("empty"))
		}
	case EffWound:
		return inRange("value", e.Value, 1, 3, false)
	case EffHeal:
		return inRange("value", e.Value, 1, 9, false)
	case EffPotion:
		return inRange("value", e.Value, -3, 3, true)
	case EffWrath:
		return inRange("value", e.Value, 1, 3, false)
	case EffCoins:
		return inRange("value", e.Value, -2, 2, true)
	case EffDraw:
		return inRange("value", e.Value, 1, 5, false)
	case EffExtraCommand:
		if r.Value == nil {
			e.Value = 1
		}
		if err := inRange("value", e.Value, 1, 3, false); err != nil {
			return err
		}
		if e.Command == CmdSpawnBoss {
			return fieldError("command", fmt.Errorf("only the chart may bring the dungeon boss"))
		}
	case EffSpawn:
		return inRange("value", e.Value, 1, 4, false)
	case EffCrystalTokens:
		return inRange("value", e.Value, 1, 3, false)
	}
	return nil
}

func (e *Effect) checkStat(r rawEffect) error {
	if r.Dice == nil && r.Value == nil {
		return fieldError("value", fmt.Errorf("missing (a stat effect needs dice, value or both)"))
	}
	if !e.Dice.IsZero() && !e.Stat.Rolled() {
		return fieldError("dice", fmt.Errorf("%s is not rolled, so it takes a value, not dice", e.Stat))
	}
	if e.Dice.Stars != 0 {
		return fieldError("dice", fmt.Errorf("write fixed stars as value, not %q", *r.Dice))
	}
	if e.Value < -3 || e.Value > 3 || (e.Value == 0 && e.Dice.IsZero()) {
		return fieldError("value", fmt.Errorf("%d out of -3..3 (and not 0 without dice)", e.Value))
	}
	if e.Who.IsMonster() {
		// Arcade monsters never roll: they have static stars.
		if !e.Dice.IsZero() {
			return fieldError("dice", fmt.Errorf("monsters never roll; give them a value"))
		}
		switch e.Stat {
		case StatSTR, StatARM, StatMove, StatAP, StatHearts, StatRange:
		default:
			return fieldError("stat", fmt.Errorf("monsters have no %s in Arcade (want STR, ARM, Mv, AP, hearts or range)", e.Stat))
		}
	}
	if r.Vs != nil {
		if e.Stat != StatOffense && e.Stat != StatDefense {
			return fieldError("vs", fmt.Errorf("only offense and defense can be limited to a foe"))
		}
		if e.Who.IsHero() == e.Vs.IsHero() || e.Vs == WhoParty {
			return fieldError("vs", fmt.Errorf("%q is not a foe of %q", e.Vs, e.Who))
		}
		if e.Vs == WhoEquipped || e.Vs == WhoHero {
			return fieldError("vs", fmt.Errorf("%q needs more than a name; not allowed in vs", e.Vs))
		}
	}
	return nil
}

func sortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
