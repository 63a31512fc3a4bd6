//go:build !js

package scene

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"syscall"
)

// appDir is the game's folder under the user's configuration directory.
const appDir = "superdungeon"

// OpenStore is the game's files in os.UserConfigDir()/superdungeon/ (for
// example ~/.config/superdungeon on Linux). The folder is made on the
// first write.
func OpenStore() (*Store, error) {
	base, err := os.UserConfigDir()
	if err != nil {
		return nil, fmt.Errorf("storage: no configuration folder for saves: %w", err)
	}
	return NewStoreAt(filepath.Join(base, appDir)), nil
}

// NewStoreAt keeps files in dir (tests and a -data flag).
func NewStoreAt(dir string) *Store { return &Store{b: dirBackend{dir: dir}} }

// dirBackend is a folder on disk.
type dirBackend struct{ dir string }

func (d dirBackend) path(name string) string { return filepath.Join(d.dir, name) }

func (d dirBackend) where(name string) string { return d.path(name) }

func (d dirBackend) read(name string) ([]byte, error) { return os.ReadFile(d.path(name)) }

func (d dirBackend) exists(name string) bool {
	_, err := os.Lstat(d.path(name))
	return err == nil
}

func (d dirBackend) rename(from, to string) error { return os.Rename(d.path(from), d.path(to)) }

// write goes through a temporary file in the same folder (a rename is
// atomic only within one file system), synced before the rename so a
// power cut cannot leave an empty file under the real name.
func (d dirBackend) write(name string, data []byte) (err error) {
	if err := os.MkdirAll(d.dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(d.dir, "."+name+".tmp-*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(tmp)
		}
	}()
	if _, err = f.Write(data); err != nil {
		return err
	}
	if err = f.Sync(); err != nil {
		return err
	}
	if err = f.Close(); err != nil {
		return err
	}
	return os.Rename(tmp, d.path(name))
}

// isDirErr reports a read of a folder.
func isDirErr(err error) bool { return errors.Is(err, syscall.EISDIR) }
