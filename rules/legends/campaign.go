package legends

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"
)

// CampaignDef is a campaign as data: linked adventures, the story between
// them and where the party's choices lead ("Campaigns").
type CampaignDef struct {
	Name  string `yaml:"name"`
	Title string `yaml:"title"`
	Intro string `yaml:"intro"`
	Start string `yaml:"start"`
	Nodes []Node `yaml:"nodes"`
}

// Node is one adventure of a campaign: the text told before it and where
// the party goes after winning it (the first branch whose flag is set, or
// the one without a flag). Final ends the campaign.
type Node struct {
	Adventure string   `yaml:"adventure"`
	Text      string   `yaml:"text"`
	Next      []Branch `yaml:"next"`
	Final     bool     `yaml:"final"`
}

// Branch leads to adventure To when flag If is set ("" always).
type Branch struct {
	If string `yaml:"if"`
	To string `yaml:"to"`
}

func (c *CampaignDef) node(adv string) *Node {
	for i := range c.Nodes {
		if c.Nodes[i].Adventure == adv {
			return &c.Nodes[i]
		}
	}
	return nil
}

func (c *CampaignDef) check(d *Data) error {
	if c.Name == "" || c.Title == "" || c.Intro == "" {
		return errors.New("needs a name, a title and an intro")
	}
	if c.node(c.Start) == nil {
		return fmt.Errorf("start %q is not one of its adventures", c.Start)
	}
	finals := 0
	for _, n := range c.Nodes {
		if d.AdventureNamed(n.Adventure) == nil {
			return fmt.Errorf("unknown adventure %q", n.Adventure)
		}
		if n.Final {
			finals++
			continue
		}
		if len(n.Next) == 0 || n.Next[len(n.Next)-1].If != "" {
			return fmt.Errorf("%s: the last branch must have no condition, so the story always goes on", n.Adventure)
		}
		for _, b := range n.Next {
			if c.node(b.To) == nil {
				return fmt.Errorf("%s leads to %q, not one of its adventures", n.Adventure, b.To)
			}
		}
	}
	if finals == 0 {
		return errors.New("no final adventure")
	}
	return nil
}

// HeroRecord is a Hero as the campaign remembers it between adventures.
type HeroRecord struct {
	Name  string `json:"name"`
	Class string `json:"class"`
	Rank  string `json:"rank"`
	// Gained are the attribute dice earned at rank ups: the book letter of
	// each die and the attribute it went to.
	Gained        []GainedDie `json:"gained,omitempty"`
	MaxHearts     int         `json:"max_hearts"`
	MaxPotions    int         `json:"max_potions"`
	Hearts        int         `json:"hearts"`
	RankAbilities []string    `json:"rank_abilities,omitempty"`
	Equipped      []string    `json:"equipped,omitempty"`
	Carried       []string    `json:"carried,omitempty"`
}

// GainedDie is one attribute die earned at a rank.
type GainedDie struct {
	Rank string `json:"rank"`
	Die  string `json:"die"`
	Attr Attr   `json:"attr"`
}

// Downtime steps, in the book's order ("Downtime"); Adventure is "an
// adventure is next".
const (
	StepAdventure  = "adventure"
	StepRest       = "rest"
	StepInventory  = "inventory"
	StepDisenchant = "disenchant"
	StepCraft      = "craft"
	StepShop       = "shop"
	StepRankUp     = "rankup"
	StepDone       = "done"
)

var stepOrder = []string{StepRest, StepInventory, StepDisenchant, StepCraft, StepShop, StepRankUp, StepAdventure}

// CampaignVersion is the campaign file format.
const CampaignVersion = 1

// Campaign is a party's campaign between and across adventures. It is
// plain data: JSON round-trips it exactly.
type Campaign struct {
	Version  int            `json:"version"`
	Def      string         `json:"campaign"`
	Seed     uint64         `json:"seed"`
	Draws    uint64         `json:"draws"`
	Heroes   []HeroRecord   `json:"heroes"`
	Backpack map[string]int `json:"backpack"`
	Items    []string       `json:"items,omitempty"`
	Flags    []string       `json:"flags,omitempty"`
	// Next is the adventure to play next; Played the adventures so far.
	Next   string   `json:"next"`
	Played []Played `json:"played,omitempty"`
	Step   string   `json:"step"`
	// RankUps are the rank ups won and not yet taken, per Hero.
	RankUps []int `json:"rank_ups,omitempty"`
	// Stock is the shop's six cards face up while shopping.
	Stock    []string `json:"stock,omitempty"`
	Complete bool     `json:"complete,omitempty"`
}

// Played is one adventure played and how it ended.
type Played struct {
	Adventure string `json:"adventure"`
	Result    string `json:"result"`
}

// NewCampaign starts campaign def with a party of classes (their premade
// Heroes) at rank C.
func NewCampaign(d *Data, def string, classes []string, seed uint64) (*Campaign, error) {
	cd := d.CampaignNamed(def)
	if cd == nil {
		return nil, fmt.Errorf("no campaign %q", def)
	}
	if len(classes) < 1 || len(classes) > 5 {
		return nil, fmt.Errorf("a party of 1 to 5 Heroes, not %d", len(classes))
	}
	c := &Campaign{Version: CampaignVersion, Def: def, Seed: seed, Backpack: map[string]int{"crowns": 5}, Next: cd.Start, Step: StepAdventure}
	for _, cl := range classes {
		k := d.Class(cl)
		if k == nil {
			return nil, fmt.Errorf("no class %q", cl)
		}
		c.Heroes = append(c.Heroes, HeroRecord{Name: k.Hero, Class: k.Name, Rank: "C", MaxHearts: 3, MaxPotions: k.Potions, Hearts: 3})
	}
	c.RankUps = make([]int, len(c.Heroes))
	return c, nil
}

// rng is the campaign's random source for its next draw: derived from the
// seed and the number of draws so far, so a saved campaign resumes the
// same stream.
func (c *Campaign) rng() *rand.Rand {
	c.Draws++
	return rand.New(rand.NewPCG(c.Seed, c.Draws))
}

// Attrs is Hero h's attribute dice: its class's, the dice gained at rank
// ups, and its rank abilities'.
func (c *Campaign) Attrs(d *Data, h *HeroRecord) [numAttrs]string {
	cl := d.Class(h.Class)
	var out [numAttrs]string
	for a := range numAttrs {
		p := cl.attrs[a]
		for _, gd := range h.Gained {
			if gd.Attr == a {
				col, _ := colourOf(gd.Die[0])
				p.Dice[col]++
			}
		}
		for _, ra := range h.RankAbilities {
			for _, row := range cl.RankAbilities {
				if row.Name == ra && row.Attr != "" {
					if at, _ := ParseAttr(row.Attr); at == a {
						rp, _ := ParsePool(row.Dice)
						p = p.Add(rp)
					}
				}
			}
		}
		out[a] = PoolString(p)
	}
	return out
}

// GearDice is Hero h's attribute dice with what it wears: Attrs and its
// equipped equipment's dice, the pools it rolls in an adventure
// ("Equipment"); GearHearts its maximum hearts with its equipment's.
func (c *Campaign) GearDice(d *Data, h *HeroRecord) [numAttrs]string {
	out := c.Attrs(d, h)
	for a := range numAttrs {
		p, _ := ParsePool(out[a])
		for _, n := range h.Equipped {
			if e := d.Equipment(n); e != nil && e.Attr != "" && e.attr == a {
				p = p.Add(e.dice)
			}
		}
		out[a] = PoolString(p)
	}
	return out
}

// GearHearts is Hero h's maximum hearts with its equipment's.
func (c *Campaign) GearHearts(d *Data, h *HeroRecord) int {
	n := h.MaxHearts
	for _, e := range h.Equipped {
		if eq := d.Equipment(e); eq != nil {
			n += eq.Hearts
		}
	}
	return n
}

// baseMove is how far a Hero moves ("Movement": up to four squares).
const baseMove = 4

// Party is the party as it enters an adventure: full hearts and potions
// ("Suffering Wounds": an adventure begins with every heart).
func (c *Campaign) Party(d *Data) []PartyHero {
	var out []PartyHero
	for i := range c.Heroes {
		h := &c.Heroes[i]
		cl := d.Class(h.Class)
		move := baseMove
		var skills []Attr
		for _, s := range cl.Skills {
			if rankIndex(h.Rank) >= rankIndex(s.Rank) {
				a, _ := ParseAttr(s.Attr)
				skills = append(skills, a)
			}
		}
		for _, ra := range h.RankAbilities {
			for _, row := range cl.RankAbilities {
				if row.Name == ra {
					move += row.Move
				}
			}
		}
		hearts := c.GearHearts(d, h)
		out = append(out, PartyHero{Name: h.Name, Class: h.Class, MaxHearts: hearts, Hearts: hearts,
			MaxPotions: h.MaxPotions, Potions: h.MaxPotions, Attrs: c.Attrs(d, h), Move: move,
			Abilities: slices.Clone(cl.Abilities), Skills: skills, Equipped: slices.Clone(h.Equipped), Carried: slices.Clone(h.Carried)})
	}
	return out
}

// CampaignError is a refused campaign command and why.
type CampaignError struct{ Reason string }

func (e *CampaignError) Error() string { return e.Reason }

func refuse(format string, args ...any) error {
	return &CampaignError{Reason: fmt.Sprintf(format, args...)}
}

// StartAdventure begins the next adventure.
func (c *Campaign) StartAdventure(d *Data) (*Game, []Event, error) {
	if c.Complete {
		return nil, nil, refuse("the campaign is complete")
	}
	if c.Step != StepAdventure {
		return nil, nil, refuse("downtime is not over: the party is at the %s step", c.Step)
	}
	seed := c.rng().Uint64()
	return NewAdventure(Setup{Data: d, Adventure: c.Next, Party: c.Party(d), Backpack: c.Backpack, Items: c.Items, Flags: c.Flags, Seed: seed})
}

// FinishAdventure takes back what the party brings home from a finished
// game: the backpack, equipment, flags, the rank up; where the story goes
// next; and downtime begins. A lost adventure is played again after
// downtime (no rank up, but the party keeps what it found).
func (c *Campaign) FinishAdventure(d *Data, g *Game) error {
	if g.Mode != Over {
		return refuse("the adventure is not over")
	}
	if g.Adventure != c.Next || c.Step != StepAdventure {
		return refuse("this game is not the campaign's current adventure")
	}
	c.Played = append(c.Played, Played{Adventure: g.Adventure, Result: g.Result})
	c.Backpack = map[string]int{}
	for k, v := range g.Backpack {
		if v > 0 {
			c.Backpack[k] = v
		}
	}
	c.Items = slices.Clone(g.Items)
	c.Flags = slices.Clone(g.Flags)
	for i := range c.Heroes {
		m := g.Model(i)
		c.Heroes[i].Equipped = slices.Clone(m.Equipped)
		c.Heroes[i].Carried = slices.Clone(m.Carried)
		c.Heroes[i].Hearts = min(c.Heroes[i].MaxHearts, max(0, m.Hearts))
	}
	def := d.CampaignNamed(c.Def)
	n := def.node(c.Next)
	if g.Result == "heroes" {
		if g.RankUp {
			for i := range c.RankUps {
				c.RankUps[i]++
			}
		}
		if n.Final {
			c.Complete = true
		} else {
			for _, b := range n.Next {
				if b.If == "" || slices.Contains(c.Flags, b.If) {
					c.Next = b.To
					break
				}
			}
		}
	}
	c.Step = StepRest
	return nil
}

// NodeText is the story told before the next adventure.
func (c *Campaign) NodeText(d *Data) string {
	if n := d.CampaignNamed(c.Def).node(c.Next); n != nil {
		return n.Text
	}
	return ""
}

// RankUpChoice is how a Hero ranks up: the attribute for the new die,
// optional redistribution of dice gained earlier (Moves: index into
// Gained → new attribute), and the rank ability at A and X ("" rolls the
// Golden Eye on the class's chart).
type RankUpChoice struct {
	Hero    int
	Attr    Attr
	Moves   map[int]Attr
	Ability string
}

// MarshalCampaign writes the campaign file.
func MarshalCampaign(c *Campaign) ([]byte, error) { return json.MarshalIndent(c, "", "  ") }

// LoadCampaign reads a campaign file and checks it against the data; an
// older format or a broken file is an error saying why, never a panic.
func LoadCampaign(d *Data, b []byte) (*Campaign, error) {
	c := &Campaign{}
	if err := json.Unmarshal(b, c); err != nil {
		return nil, fmt.Errorf("campaign file: %w", err)
	}
	if c.Version != CampaignVersion {
		return nil, fmt.Errorf("campaign file: format %d, this game reads %d", c.Version, CampaignVersion)
	}
	def := d.CampaignNamed(c.Def)
	if def == nil {
		return nil, fmt.Errorf("campaign file: no campaign %q", c.Def)
	}
	if def.node(c.Next) == nil {
		return nil, fmt.Errorf("campaign file: %q is not an adventure of %s", c.Next, c.Def)
	}
	if len(c.Heroes) < 1 || len(c.Heroes) > 5 || len(c.RankUps) != len(c.Heroes) {
		return nil, fmt.Errorf("campaign file: a party of %d Heroes with %d rank-up counts", len(c.Heroes), len(c.RankUps))
	}
	if !slices.Contains(stepOrder, c.Step) {
		return nil, fmt.Errorf("campaign file: unknown downtime step %q", c.Step)
	}
	if c.Backpack == nil {
		c.Backpack = map[string]int{}
	}
	for k, v := range c.Backpack {
		if capa, ok := d.Backpack.Capacity[k]; !ok || v < 0 || v > capa {
			return nil, fmt.Errorf("campaign file: %d %s does not fit the backpack", v, k)
		}
	}
	for _, it := range slices.Concat(c.Items, c.Stock) {
		if d.Item(it) == nil {
			return nil, fmt.Errorf("campaign file: unknown item %q", it)
		}
	}
	for _, n := range c.RankUps {
		if n < 0 || n > len(rankLetters) {
			return nil, fmt.Errorf("campaign file: %d rank ups pending", n)
		}
	}
	for i := range c.Heroes {
		h := &c.Heroes[i]
		cl := d.Class(h.Class)
		if cl == nil || rankIndex(h.Rank) < 0 {
			return nil, fmt.Errorf("campaign file: Hero %d has class %q and rank %q", i, h.Class, h.Rank)
		}
		if h.MaxHearts < 1 || h.MaxHearts > 20 || h.Hearts < 0 || h.Hearts > h.MaxHearts || h.MaxPotions < 0 || h.MaxPotions > 10 {
			return nil, fmt.Errorf("campaign file: %s's hearts or potions are out of bounds", h.Name)
		}
		if len(h.Equipped) > 2 {
			return nil, fmt.Errorf("campaign file: %s has %d items equipped; two slots only", h.Name, len(h.Equipped))
		}
		for _, e := range slices.Concat(h.Equipped, h.Carried) {
			if d.Equipment(e) == nil {
				return nil, fmt.Errorf("campaign file: unknown equipment %q", e)
			}
		}
		for _, gd := range h.Gained {
			if _, ok := colourOf(byteOr(gd.Die)); !ok || gd.Attr < 0 || gd.Attr >= numAttrs {
				return nil, fmt.Errorf("campaign file: %s has a broken gained die", h.Name)
			}
		}
		for _, ra := range h.RankAbilities {
			if !slices.ContainsFunc(cl.RankAbilities, func(r RankAbility) bool { return r.Name == ra }) {
				return nil, fmt.Errorf("campaign file: %q is not a %s rank ability", ra, cl.Name)
			}
		}
	}
	return c, nil
}

func byteOr(s string) byte {
	if len(s) != 1 {
		return 0
	}
	return s[0]
}

func sortedKeys(m map[string]int) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
