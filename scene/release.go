package scene

// A scene that leaves the screen frees its GPU images at once (see
// render/release.go for why the garbage collector is not enough): the
// Manager calls release on every scene it drops.

// releaser is a scene holding images worth freeing when it leaves.
type releaser interface{ release() }

// drop releases a scene the Manager no longer shows.
func drop(s Scene, keep ...Scene) {
	for _, k := range keep {
		if k == s {
			return
		}
	}
	if r, ok := s.(releaser); ok {
		r.release()
	}
}

func (p *Play) release() {
	p.board.Release()
	p.art.Release()
	p.shots.Release()
	p.cardLayer.Release()
	p.hudPainter.Release()
	p.modalPainter.Release()
	p.puPainter.Release()
}

func (t *Title) release() {
	if t.backdrop != nil {
		t.backdrop.Deallocate()
		t.backdrop = nil
	}
	t.art.Release()
	t.pt.Release()
}

func (s *Setup) release() { s.art.Release() }

func (s *SettingsScreen) release() { s.pt.Release() }
