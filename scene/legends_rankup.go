package scene

import (
	"fmt"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules/legends"
)

// The rank up screen ("Ranking Up"): for the Hero shown, the new die and
// the attribute it goes to (the four-dice cap checked by the rules), the
// dice gained at earlier ranks that may move now and only now, and at
// ranks A and X the rank ability, chosen or rolled on the Golden Eye.

// rankable is whether Hero i has a rank up it can take.
func (s *LegendsDowntime) rankable(i int) bool {
	c := s.r.c
	return c.RankUps[i] > 0 && legends.NextRank(c.Heroes[i].Rank) != ""
}

// pickRankHero keeps the Hero shown valid: the first person's Hero with a
// rank up when the one shown has none left.
func (s *LegendsDowntime) pickRankHero() {
	if s.rankHero >= 0 && s.rankHero < len(s.r.c.Heroes) && s.rankable(s.rankHero) && !s.r.computer[s.rankHero] {
		return
	}
	s.rankHero = -1
	for i := range s.r.c.Heroes {
		if s.rankable(i) && !s.r.computer[i] {
			s.rankHero = i
			break
		}
	}
	s.rank = rankChoice{hero: s.rankHero}
}

// rankColumns are the three columns of the rank up body.
func rankColumns(body render.Rect) (attrs, moves, abil render.Rect) {
	top := body.Y + 104
	w := (body.W - 40) / 3
	h := body.H - 104
	return render.Rect{X: body.X, Y: top, W: w, H: h}, render.Rect{X: body.X + w + 20, Y: top, W: w, H: h}, render.Rect{X: body.X + 2*(w+20), Y: top, W: w, H: h}
}

func (s *LegendsDowntime) layoutRankUp(body render.Rect) {
	r := s.r
	c := r.c
	s.pickRankHero()
	// A tab per Hero with a rank up.
	x, n := body.X, 0.0
	for i := range c.Heroes {
		if s.rankable(i) {
			n++
		}
	}
	tw := min(200, (body.W-380-10*(n-1))/max(n, 1))
	for i, h := range c.Heroes {
		if !s.rankable(i) {
			continue
		}
		b := s.button(h.Name, fmt.Sprintf("rank %s → %s", h.Rank, legends.NextRank(h.Rank)), render.Rect{X: x, Y: body.Y, W: tw, H: 48}, func(*Context) {
			s.rankHero, s.rank = i, rankChoice{hero: i}
		})
		b.selected = i == s.rankHero
		if r.computer[i] {
			b.Disabled = "The computer plays " + h.Name + " and ranks it up itself."
		}
		x += tw + 10
	}
	if s.rankHero < 0 {
		return
	}
	hi := s.rankHero
	h := &c.Heroes[hi]
	next := legends.NextRank(h.Rank)
	colA, colM, colB := rankColumns(body)
	capped := c.CappedDice(r.d, hi)
	bh := min(52.0, (colA.H-10)/4)
	for a := range 4 {
		attr := legends.Attr(a)
		b := s.button(attr.String(), fmt.Sprintf("%d of %d dice now", capped[a], legends.MaxAttrDice), render.Rect{X: colA.X, Y: colA.Y + float64(a)*bh, W: colA.W, H: bh - 6}, func(*Context) {
			s.rank.attr, s.rank.picked = attr, true
		})
		b.selected = s.rank.picked && s.rank.attr == attr
		if err := c.CanRankUpInto(r.d, hi, attr, s.rank.moves); err != nil {
			b.Disabled = err.Error()
		}
	}
	for gi, gd := range h.Gained {
		to := gd.Attr
		if m, ok := s.rank.moves[gi]; ok {
			to = m
		}
		b := s.button(fmt.Sprintf("%s die from rank %s: in %v", dieName(gd.Die), gd.Rank, to), "click to move it", render.Rect{X: colM.X, Y: colM.Y + float64(gi)*bh, W: colM.W, H: bh - 6}, func(*Context) {
			if s.rank.moves == nil {
				s.rank.moves = map[int]legends.Attr{}
			}
			s.rank.moves[gi] = (to + 1) % 4
		})
		b.tip = "Dice gained at earlier ranks may be moved to another attribute now, and only at a rank up. Click for the next attribute"
	}
	if next == "A" || next == "X" {
		cl := r.d.Class(h.Class)
		for k, row := range cl.RankAbilities {
			name := row.Name
			b := s.button(name, row.Text, render.Rect{X: colB.X, Y: colB.Y + float64(k)*bh, W: colB.W, H: bh - 6}, func(*Context) { s.rank.ability = name })
			b.selected = s.rank.ability == name
			if slices.Contains(h.RankAbilities, name) {
				b.Disabled = h.Name + " already has " + name + "."
			}
		}
		b := s.button("Roll the Golden Eye", "a rank ability at random", render.Rect{X: colB.X, Y: colB.Y + float64(len(cl.RankAbilities))*bh, W: colB.W, H: bh - 6}, func(*Context) { s.rank.ability = "" })
		b.selected = s.rank.ability == ""
	}
	go1 := s.button(fmt.Sprintf("%s reaches rank %s", h.Name, next), "take this rank up", render.Rect{X: body.X + body.W - 360, Y: body.Y, W: 360, H: 48}, func(ctx *Context) {
		ch := legends.RankUpChoice{Hero: hi, Attr: s.rank.attr, Moves: s.rank.moves, Ability: s.rank.ability}
		var got string
		s.do(ctx, "", func() error {
			var err error
			got, err = c.RankUp(r.d, ch)
			return err
		})
		if s.message == "" {
			line := fmt.Sprintf("%s reaches rank %s, with a new die in %v.", h.Name, h.Rank, ch.Attr)
			if got != "" {
				line += " Rank ability: " + got + "."
			}
			r.say(line)
			r.save()
			s.rankHero, s.rank = -1, rankChoice{hero: -1}
		}
	})
	if !s.rank.picked {
		go1.Disabled = "Choose the attribute that gets the new die."
	}
}

// dieName names a die letter.
func dieName(letter string) string {
	switch letter {
	case "R":
		return "Red"
	case "G":
		return "Green"
	case "Y":
		return "Citrine"
	case "P":
		return "Amethyst"
	}
	return "Blue"
}

func (s *LegendsDowntime) drawRankUp(screen *ebiten.Image, ctx *Context, body render.Rect) {
	p := ctx.Painter
	r := s.r
	c := r.c
	if s.rankHero < 0 {
		msg := "No Hero has a rank up to take: only adventures with a rank up reward give one."
		// Right after the last rank up was taken, say so rather than
		// suggest none was won.
		for i := len(r.log) - 1; i >= 0 && !strings.HasPrefix(r.log[i], "Downtime: "); i-- {
			if strings.Contains(r.log[i], " reaches rank ") {
				msg = "Every rank up won is taken. Finish downtime to travel on."
				break
			}
		}
		for i := range c.Heroes {
			if s.rankable(i) {
				msg = "The computer's Heroes are ranking up."
			}
		}
		lgText(screen, p, msg, true, 18, body.X+20, body.Y+70, body.W-40, render.ColText)
		return
	}
	h := &c.Heroes[s.rankHero]
	next := legends.NextRank(h.Rank)
	adv := r.d.Class(h.Class).Ranks[next]
	y := body.Y + 56
	p.Text(screen, fmt.Sprintf("%s, %s: rank %s → %s. New die:", h.Name, h.Class, h.Rank, next), p.Fonts.Bold, 17, body.X, y, render.AlignLeft, render.ColText)
	dx := body.X + p.TextWidth(fmt.Sprintf("%s, %s: rank %s → %s. New die:", h.Name, h.Class, h.Rank, next), p.Fonts.Bold, 17) + 10
	drawPool(screen, p, adv.Die, dx, y+2, 20)
	more := ""
	if adv.Hearts > 0 {
		more += fmt.Sprintf(" +%d max hearts.", adv.Hearts)
	}
	if adv.Potions > 0 {
		more += fmt.Sprintf(" +%d potions.", adv.Potions)
	}
	p.Text(screen, more, p.Fonts.Regular, 16, dx+30, y+1, render.AlignLeft, render.ColText)
	colA, colM, colB := rankColumns(body)
	p.Text(screen, "The new die goes to (four at most):", p.Fonts.Bold, 14, colA.X, colA.Y-p.Em(14)*1.4, render.AlignLeft, render.ColGold)
	p.Text(screen, "Dice gained before (may move now):", p.Fonts.Bold, 14, colM.X, colM.Y-p.Em(14)*1.4, render.AlignLeft, render.ColGold)
	if len(h.Gained) == 0 {
		p.Text(screen, "none yet", p.Fonts.Regular, 14, colM.X, colM.Y+4, render.AlignLeft, render.ColTextDim)
	}
	if next == "A" || next == "X" {
		p.Text(screen, "Rank ability (rank "+next+"):", p.Fonts.Bold, 14, colB.X, colB.Y-p.Em(14)*1.4, render.AlignLeft, render.ColGold)
	} else {
		lgText(screen, p, "Rank abilities come at ranks A and X.", false, 14, colB.X, colB.Y+4, colB.W, render.ColTextDim)
	}
}
