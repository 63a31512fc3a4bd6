package replay

import "runtime/debug"

// currentBuild names the program's build for the record: the version
// control revision it was built from ("+dirty" with local changes), "" when
// unknown (go test, go run without version control stamping). A record
// replays only under the rules that wrote it, so a divergence can then say
// "written by build X; this is build Y" rather than blame the file.
func currentBuild() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return ""
	}
	rev, dirty := "", false
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if rev == "" {
		return ""
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	if dirty {
		rev += "+dirty"
	}
	return rev
}

// whyDiverged is the likely cause of a divergence of a record written by
// build fileBuild when replayed by build now, for messages.
func whyDiverged(fileBuild, now string) string {
	if fileBuild != "" && now != "" && fileBuild != now {
		return "written by build " + fileBuild + ", this is build " + now + ": the rules have probably changed since"
	}
	return "the file was edited, or written by a different version of the rules"
}
