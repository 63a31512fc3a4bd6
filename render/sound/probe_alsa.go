//go:build cgo && linux && !android

package sound

// #cgo pkg-config: alsa
// #include <stdlib.h>
// #include <errno.h>
// #include <alsa/asoundlib.h>
//
// static void quietALSA(const char *file, int line, const char *function, int err, const char *fmt, ...) {}
// static void silenceALSA(void) { snd_lib_error_set_handler(quietALSA); }
// static void restoreALSA(void) { snd_lib_error_set_handler(NULL); }
// static int probeALSA(const char *name) {
//     snd_pcm_t *h;
//     int err = snd_pcm_open(&h, name, SND_PCM_STREAM_PLAYBACK, SND_PCM_NONBLOCK);
//     if (err == 0) snd_pcm_close(h);
//     if (err == -EBUSY) return 0; /* there is a device; someone else has it for now */
//     return err;
// }
import "C"

import (
	"fmt"
	"strings"
	"unsafe"
)

// probeDevice opens and closes the same ALSA playback devices Ebitengine's
// audio backend (oto) will try, in the same order. Without one, oto's
// failure reaches the game loop and ends RunGame, so NewContext checks
// first. The probe opens without blocking and keeps ALSA's own error
// printing quiet.
func probeDevice() error {
	C.silenceALSA()
	defer C.restoreALSA()
	var msgs []string
	for _, name := range alsaCandidates() {
		cname := C.CString(name)
		err := C.probeALSA(cname)
		C.free(unsafe.Pointer(cname))
		if err == 0 {
			return nil
		}
		msgs = append(msgs, fmt.Sprintf("%q: %s", name, C.GoString(C.snd_strerror(err))))
	}
	return fmt.Errorf("%w (ALSA: %s)", ErrNoDevice, strings.Join(msgs, ", "))
}

// alsaCandidates mirrors oto's device list: "default", "plug:default", then
// every hinted output device except "null" and "default".
func alsaCandidates() []string {
	devices := []string{"default", "plug:default"}
	iface := C.CString("pcm")
	defer C.free(unsafe.Pointer(iface))
	var hints *unsafe.Pointer
	if C.snd_device_name_hint(-1, iface, &hints) != 0 {
		return devices
	}
	defer C.snd_device_name_free_hint(hints)
	ioid := C.CString("IOID")
	defer C.free(unsafe.Pointer(ioid))
	nameKey := C.CString("NAME")
	defer C.free(unsafe.Pointer(nameKey))
	for it := hints; *it != nil; it = (*unsafe.Pointer)(unsafe.Add(unsafe.Pointer(it), unsafe.Sizeof(uintptr(0)))) {
		h := *it
		io := C.snd_device_name_get_hint(h, ioid)
		isInput := io != nil && C.GoString(io) == "Input"
		C.free(unsafe.Pointer(io))
		if isInput {
			continue
		}
		n := C.snd_device_name_get_hint(h, nameKey)
		if n == nil {
			continue
		}
		name := C.GoString(n)
		C.free(unsafe.Pointer(n))
		if name != "null" && name != "default" {
			devices = append(devices, name)
		}
	}
	return devices
}
