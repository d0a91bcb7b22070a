#include "InfiniteCaller.h"

#if defined(__APPLE__) || defined(INFINITE_CALLER_WALK_EVERYWHERE)
// The frame walk: Apple platforms, or a benchmark build elsewhere (-DINFINITE_CALLER_WALK_EVERYWHERE
// -fno-omit-frame-pointer) that counts its instructions.
#include <stdatomic.h>
#include <string.h>
#if __has_include(<ptrauth.h>)
#include <ptrauth.h>
#endif

static uintptr_t strip(uintptr_t address) {
#if __has_feature(ptrauth_calls)
    return (uintptr_t)ptrauth_strip((void *)address, ptrauth_key_return_address);
#else
    return address;
#endif
}

uintptr_t infinite_caller_strip(const void *address) {
#if __has_feature(ptrauth_calls)
    return (uintptr_t)ptrauth_strip(address, ptrauth_key_function_pointer);
#else
    return (uintptr_t)address;
#endif
}

// Walks frame records from `frame` (the record of the function that called the walk): each
// record is [0] the caller's record, [1] the return into the caller.
static inline int walk(uintptr_t *frame, uintptr_t *out, int capacity) {
    int written = 0;
    while (frame != 0 && written < capacity) {
        uintptr_t returnAddress = strip(frame[1]);
        if (returnAddress == 0) break;
        out[written++] = returnAddress;
        uintptr_t *next = (uintptr_t *)frame[0];
        // Records go up the stack; anything else ends the walk.
        if (next <= frame) break;
        frame = next;
    }
    return written;
}

static _Atomic uintptr_t generation = 0;

__attribute__((noinline))
uintptr_t infinite_caller_return_addresses(uintptr_t *first, uintptr_t *second) {
    // Our own record: [0] the caller's record, [1] the return into the caller (skipped). The
    // caller's record, then one more, unrolled: the common case of every hooked call.
    uintptr_t *frame = (uintptr_t *)__builtin_frame_address(0);
    uintptr_t *caller = frame == 0 ? 0 : (uintptr_t *)frame[0];
    *first = caller == 0 ? 0 : strip(caller[1]);
    uintptr_t *next = caller == 0 ? 0 : (uintptr_t *)caller[0];
    // Records go up the stack; anything else ends the walk.
    *second = next > caller && *first != 0 ? strip(next[1]) : 0;
    return atomic_load_explicit(&generation, memory_order_acquire);
}

__attribute__((noinline))
int infinite_caller_walk(infinite_caller_frames *frames) {
    memset(frames, 0, sizeof(*frames));
    uintptr_t *frame = (uintptr_t *)__builtin_frame_address(0);
    return frame == 0 ? 0 : walk((uintptr_t *)frame[0], frames->addresses, INFINITE_CALLER_DEPTH);
}

#else
uintptr_t infinite_caller_strip(const void *address) {
    return (uintptr_t)address;
}

uintptr_t infinite_caller_return_addresses(uintptr_t *first, uintptr_t *second) {
    *first = 0;
    *second = 0;
    return 0;
}

int infinite_caller_walk(infinite_caller_frames *frames) {
    for (int index = 0; index < INFINITE_CALLER_DEPTH; index++) frames->addresses[index] = 0;
    return 0;
}
#endif

#if defined(__APPLE__)
#include <dlfcn.h>
#include <mach-o/dyld.h>
#include <mach-o/loader.h>
#include <objc/runtime.h>

// The start of a block, as the blocks ABI lays it out (the invoke function after isa and flags).
struct block_layout {
    void *isa;
    int flags;
    int reserved;
    void (*invoke)(void);
};

uintptr_t infinite_caller_implementation_entry(const void *implementation) {
    if (implementation == 0) return 0;
    id block = imp_getBlock((IMP)implementation);
    if (block != nil) {
        const struct block_layout *layout = (const struct block_layout *)(const void *)block;
        return infinite_caller_strip((const void *)layout->invoke);
    }
    return infinite_caller_strip(implementation);
}

// Developer tools are Xcode's own images (…/Xcode.app/Contents/Developer/…: XCTest, the test
// agents) and a device's developer disk image (/Developer/…), not any path with "/Developer/" in
// it: on a simulator the app itself lives under ~/Library/Developer/CoreSimulator/Devices/…, and
// what Xcode builds (test bundles, package frameworks) under ~/Library/Developer/Xcode/DerivedData/….
static int pathIsSystem(const char *path) {
    if (path == 0) return 1;
    return strncmp(path, "/System/", 8) == 0 || strncmp(path, "/usr/lib/", 9) == 0
        || strstr(path, "/RuntimeRoot/") != 0 || strncmp(path, "/Developer/", 11) == 0
        || strstr(path, ".app/Contents/Developer/") != 0;
}

// System images that act for their caller: Foundation (valueForKey:, KVO's change notifications)
// and the Swift overlays (…/usr/lib/swift/libswiftUIKit.dylib: dequeueConfiguredReusableCell).
static int pathForwards(const char *path) {
    return path != 0 && (strstr(path, "/Foundation.framework/") != 0 || strstr(path, "/usr/lib/swift/libswift") != 0);
}

int infinite_caller_image_kind(uintptr_t address) {
    Dl_info info;
    if (dladdr((const void *)address, &info) == 0 || info.dli_fbase == 0) return 3;
    const struct mach_header *header = (const struct mach_header *)info.dli_fbase;
    int system = pathIsSystem(info.dli_fname);
#if defined(MH_DYLIB_IN_CACHE)
    if (header->flags & MH_DYLIB_IN_CACHE) system = 1;   // the shared cache holds system images only
#else
    (void)header;
#endif
    if (!system) return 0;
    return pathForwards(info.dli_fname) ? 2 : 1;
}

static _Atomic int started = 0;

static void imageChanged(const struct mach_header *header, intptr_t slide) {
    (void)header;
    (void)slide;
    atomic_fetch_add_explicit(&generation, 1, memory_order_release);
}

void infinite_caller_start(void) {
    if (atomic_exchange_explicit(&started, 1, memory_order_acq_rel) != 0) return;
    // Called back at once for every image loaded so far, then for each one loaded later.
    _dyld_register_func_for_add_image(imageChanged);
    _dyld_register_func_for_remove_image(imageChanged);
}

uintptr_t infinite_caller_image_generation(void) {
    return atomic_load_explicit(&generation, memory_order_acquire);
}
#else
uintptr_t infinite_caller_implementation_entry(const void *implementation) {
    return (uintptr_t)implementation;
}

int infinite_caller_image_kind(uintptr_t address) {
    (void)address;
    return -1;
}

void infinite_caller_start(void) {}

uintptr_t infinite_caller_image_generation(void) {
    return 0;
}
#endif
