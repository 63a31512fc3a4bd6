package sprites

import (
	"image"
	"sync"
)

// Cache keeps rendered frames and portraits so callers rasterise each one
// once. The caller owns it (there is no package-level cache); the zero
// value is ready to use and it is safe for concurrent use. Returned images
// are shared: treat them as read-only.
type Cache struct {
	mu sync.Mutex
	m  map[cacheKey]*image.RGBA
}

type cacheKey struct {
	name     string
	anim     Anim
	frame    int
	size     int
	portrait bool
}

// Frame is the cached Frame(name, anim, frame, size).
func (c *Cache) Frame(name string, anim Anim, frame, size int) *image.RGBA {
	if n := FrameCount(anim); n > 0 {
		frame = ((frame % n) + n) % n
	} else {
		anim, frame = Idle, 0
	}
	k := cacheKey{name: normalize(name), anim: anim, frame: frame, size: clampSize(size)}
	return c.get(k, func() *image.RGBA { return Frame(name, anim, frame, size) })
}

// Portrait is the cached Portrait(name, size).
func (c *Cache) Portrait(name string, size int) *image.RGBA {
	k := cacheKey{name: normalize(name), size: clampSize(size), portrait: true}
	return c.get(k, func() *image.RGBA { return Portrait(name, size) })
}

// Len is the number of cached images.
func (c *Cache) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.m)
}

// Clear drops every cached image (for example after a zoom change).
func (c *Cache) Clear() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.m = nil
}

func (c *Cache) get(k cacheKey, render func() *image.RGBA) *image.RGBA {
	c.mu.Lock()
	if img, ok := c.m[k]; ok {
		c.mu.Unlock()
		return img
	}
	c.mu.Unlock()
	// Render outside the lock; a rare duplicate render is harmless since
	// rendering is deterministic.
	img := render()
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.m == nil {
		c.m = make(map[cacheKey]*image.RGBA)
	}
	if prev, ok := c.m[k]; ok {
		return prev
	}
	c.m[k] = img
	return img
}
