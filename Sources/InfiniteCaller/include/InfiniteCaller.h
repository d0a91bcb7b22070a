// InfiniteCaller: who sent the Objective-C message a method hook of InfiniteProxy is handling.
// A few lines of C because Swift can read neither frame records nor the loaded images.
// Everything here is inert outside Apple platforms (the Linux build compiles it and never calls it).
#ifndef INFINITE_CALLER_H
#define INFINITE_CALLER_H

#include <stdint.h>

/// How many return addresses ``infinite_caller_walk`` reads at most.
#define INFINITE_CALLER_DEPTH 16

/// Return addresses, innermost first; 0 past the last one found.
typedef struct {
    uintptr_t addresses[INFINITE_CALLER_DEPTH];
} infinite_caller_frames;

/// Writes the first two return addresses walking frame records up from the function that called
/// this one: `*first` is where that function returns to, `*second` where its caller returns to
/// (0 when absent; both 0 where frame records are not trusted: not an Apple platform).
/// Pointer-authentication bits are stripped. Returns the image generation
/// (``infinite_caller_image_generation``), read in the same call.
///
/// Frame records are mandatory in Apple's arm64 ABI (x29 always points at one) and kept by default
/// on x86_64 (the simulator), so the walk reads only the frames of the hook and its callers. It
/// must be called directly from the hook's body (inline any helper around it).
uintptr_t infinite_caller_return_addresses(uintptr_t *first, uintptr_t *second);

/// The same walk, up to ``INFINITE_CALLER_DEPTH`` return addresses (for callers that pass the
/// message on: wrappers, Foundation's KVC and KVO). Returns how many were found.
int infinite_caller_walk(infinite_caller_frames *frames);

/// A code address without pointer-authentication bits (an IMP on arm64e).
uintptr_t infinite_caller_strip(const void *address);

/// Where the code of `implementation` (an IMP) starts: the block's invoke function for an IMP made
/// by `imp_implementationWithBlock`, else the IMP itself; authentication bits stripped.
uintptr_t infinite_caller_implementation_entry(const void *implementation);

/// The image `address` lies in, looked up with `dladdr` (no table of our own, no cap):
/// 0 the app or an image it ships (its executable, its frameworks, Xcode's debug dylib — on a
/// simulator under ~/Library/Developer/CoreSimulator — and test bundles Xcode built);
/// 1 a system image (under /System, /usr/lib, a simulator runtime, Xcode's developer tools, a
/// device's /Developer, the shared cache); 2 a system image that acts for its caller (Foundation:
/// KVC and KVO; Apple's Swift overlays under /usr/lib/swift); 3 no image (code made at run time:
/// a JIT); -1 cannot tell (not an Apple platform). Costs a `dladdr`: callers remember the answer.
int infinite_caller_image_kind(uintptr_t address);

/// Starts counting image loads and unloads (idempotent); call before the first look-up.
void infinite_caller_start(void);

/// How many images were loaded or unloaded since ``infinite_caller_start`` (0 on other
/// platforms): an answer of ``infinite_caller_image_kind`` holds while this stays the same.
uintptr_t infinite_caller_image_generation(void);

#endif
