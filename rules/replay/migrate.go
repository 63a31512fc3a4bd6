package replay

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/arcade"
)

// Migrations turn a document of one format version into the next; Read
// applies them in turn until the document is FormatVersion, then decodes
// it. To change the format: bump FormatVersion, add a case here that
// rewrites version N-1 documents into version N (as raw JSON, so old
// files never need old Go types), and add a test file of the old version
// under testdata/.
func migration(from int) func([]byte) ([]byte, error) {
	switch from {
	case 0:
		return migrate0to1
	case 1:
		return migrate1to2
	}
	// Unreachable while every version below FormatVersion has a case.
	return func([]byte) ([]byte, error) {
		return nil, fmt.Errorf("no migration from format %d", from)
	}
}

// Version 0 is the pre-release log the first prototype wrote: no
// "version" or "format", the seed and party at the top level, each
// command as its Go type name with its fields in encoding/json's default
// form, and the final hash as "hash":
//
//	{"seed": 7, "heroes": ["Riftling Warrior"],
//	 "log": [{"type": "Move", "args": {"Path": [{"X": 3, "Y": 4}]}}],
//	 "hash": "…"}
type file0 struct {
	Seed   uint64   `json:"seed"`
	Heroes []string `json:"heroes"`
	Log    []struct {
		Type string          `json:"type"`
		Args json.RawMessage `json:"args"`
	} `json:"log"`
	Hash string `json:"hash"`
}

func migrate0to1(data []byte) ([]byte, error) {
	d := json.NewDecoder(bytes.NewReader(data))
	d.DisallowUnknownFields()
	var f file0
	if err := d.Decode(&f); err != nil {
		return nil, fmt.Errorf("not a game record of any known format: %w", jsonErr(err))
	}
	if f.Log == nil {
		return nil, errors.New("missing \"log\"")
	}
	out := file{Format: formatName, Kind: KindReplay, Version: 1,
		Setup: &Setup{Seed: f.Seed, Heroes: f.Heroes}, Commands: []json.RawMessage{}, FinalHash: f.Hash}
	for i, e := range f.Log {
		c, err := decodeGoDefault(e.Type, e.Args)
		if err != nil {
			return nil, fmt.Errorf("log entry %d: %w", i+1, err)
		}
		raw, err := EncodeCommand(c)
		if err != nil {
			return nil, fmt.Errorf("log entry %d: %w", i+1, err)
		}
		out.Commands = append(out.Commands, raw)
	}
	return json.Marshal(out)
}

// decodeGoDefault reads a command stored as its rules type name and the
// default JSON of its fields.
func decodeGoDefault(typ string, args json.RawMessage) (rules.Command, error) {
	for _, k := range codecs() {
		t := reflect.TypeOf(k.proto)
		if t.Name() != typ {
			continue
		}
		v := reflect.New(t)
		if len(args) > 0 && string(args) != "null" {
			d := json.NewDecoder(bytes.NewReader(args))
			d.DisallowUnknownFields()
			if err := d.Decode(v.Interface()); err != nil {
				return nil, fmt.Errorf("%s: %w", typ, jsonErr(err))
			}
		}
		return v.Elem().Interface().(rules.Command), nil
	}
	return nil, fmt.Errorf("unknown command type %q", typ)
}

// Version 1 files predate the rulebooks' split: they name no ruleset,
// and every one is an Arcade game under the first version of its rules.
func migrate1to2(data []byte) ([]byte, error) {
	var doc map[string]json.RawMessage
	if err := json.Unmarshal(data, &doc); err != nil {
		return nil, fmt.Errorf("not a game record: %w", jsonErr(err))
	}
	doc["ruleset"], _ = json.Marshal(arcade.Name)
	doc["rules_version"] = json.RawMessage("1")
	doc["version"] = json.RawMessage("2")
	return json.Marshal(doc)
}
