package legends

// What the downtime screens show, from the rules (the screens decide no
// rule).

// NextRank is the rank after r ("" at the highest or for no rank).
func NextRank(r string) string {
	i := rankIndex(r)
	if i < 0 || i+1 >= len(rankLetters) {
		return ""
	}
	return rankLetters[i+1]
}

// CappedDice is how many dice each of Hero h's attributes has towards the
// four-dice cap ("Ranking Up"): the class's and those gained at rank ups
// (rank abilities' dice do not count).
func (c *Campaign) CappedDice(d *Data, hero int) [numAttrs]int {
	var out [numAttrs]int
	if hero < 0 || hero >= len(c.Heroes) {
		return out
	}
	h := &c.Heroes[hero]
	cl := d.Class(h.Class)
	for a := range numAttrs {
		out[a] = cl.attrs[a].Count()
		for _, gd := range h.Gained {
			if gd.Attr == a {
				out[a]++
			}
		}
	}
	return out
}

// MaxAttrDice is the four-dice cap of an attribute.
const MaxAttrDice = 4
