// InfiniteCaller: who sent the Objective-C message a method hook of InfiniteProxy is handling.
// A few lines of C because Swift can read neither frame records nor the loaded images' ranges.
// Everything here is inert outside Apple platforms (the Linux build compiles it and never calls it).
#ifndef INFINITE_CALLER_H
#define INFINITE_CALLER_H

#include <stdint.h>

/// Writes the first two return addresses walking frame records up from the function that called
/// this one: `*first` is where that function returns to, `*second` where its caller returns to
/// (0 when absent). Pointer-authentication bits are stripped. Returns how many were found (0
/// where frame records are not trusted: not an Apple platform).
///
/// Frame records are mandatory in Apple's arm64 ABI (x29 always points at one) and kept by default
/// on x86_64 (the simulator), so the walk reads only the frames of the hook and its callers. It
/// must be called directly from the hook's body (inline any helper around it).
int infinite_caller_return_addresses(uintptr_t *first, uintptr_t *second);

/// A code address without pointer-authentication bits (an IMP on arm64e).
uintptr_t infinite_caller_strip(const void *address);

/// 1 when `address` lies in a system image (a framework or library under /System, /usr/lib, a
/// simulator runtime, Xcode's developer tools or a device's /Developer), 0 when it lies in the app
/// or an image the app ships (its executable, its frameworks, Xcode's debug dylib — on a simulator
/// under ~/Library/Developer/CoreSimulator — and test bundles Xcode built), -1 when it cannot tell
/// (not an Apple platform). Image ranges are recorded once per image as dyld loads it.
int infinite_caller_image_is_system(uintptr_t address);

#endif
