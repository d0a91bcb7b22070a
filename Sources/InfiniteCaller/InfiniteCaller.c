#include "InfiniteCaller.h"

#if defined(__APPLE__)
#include <dlfcn.h>
#include <mach-o/dyld.h>
#include <mach-o/loader.h>
#include <os/lock.h>
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

__attribute__((noinline))
int infinite_caller_return_addresses(uintptr_t *first, uintptr_t *second) {
    uintptr_t *out[2] = { first, second };
    *first = 0;
    *second = 0;
    // Our own record: [0] the caller's record, [1] the return into the caller (skipped).
    uintptr_t *frame = (uintptr_t *)__builtin_frame_address(0);
    if (frame == 0) return 0;
    frame = (uintptr_t *)frame[0];
    int written = 0;
    while (frame != 0 && written < 2) {
        uintptr_t returnAddress = strip(frame[1]);
        if (returnAddress == 0) break;
        *out[written++] = returnAddress;
        uintptr_t *next = (uintptr_t *)frame[0];
        // Records go up the stack; anything else ends the walk.
        if (next <= frame) break;
        frame = next;
    }
    return written;
}

// The __TEXT ranges of the images that are not the system's: the app and what it ships. Few
// (tens at most); written under a lock, read without one once the count is published.
enum { capacity = 256 };
static uintptr_t starts[capacity];
static uintptr_t ends[capacity];
static _Atomic int published = 0;
static _Atomic int registered = 0;
static os_unfair_lock lock = OS_UNFAIR_LOCK_INIT;

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

static void imageAdded(const struct mach_header *header, intptr_t slide) {
    if (header == 0 || header->magic != MH_MAGIC_64) return;
#if defined(MH_DYLIB_IN_CACHE)
    if (header->flags & MH_DYLIB_IN_CACHE) return;   // the shared cache holds system images only
#endif
    Dl_info info;
    if (dladdr(header, &info) == 0 || pathIsSystem(info.dli_fname)) return;
    const struct load_command *command =
        (const struct load_command *)((const char *)header + sizeof(struct mach_header_64));
    for (uint32_t index = 0; index < header->ncmds; index++) {
        if (command->cmd == LC_SEGMENT_64) {
            const struct segment_command_64 *segment = (const struct segment_command_64 *)command;
            if (strncmp(segment->segname, SEG_TEXT, sizeof(segment->segname)) == 0) {
                os_unfair_lock_lock(&lock);
                int count = atomic_load_explicit(&published, memory_order_relaxed);
                if (count < capacity) {
                    starts[count] = (uintptr_t)(segment->vmaddr + (uint64_t)slide);
                    ends[count] = starts[count] + (uintptr_t)segment->vmsize;
                    atomic_store_explicit(&published, count + 1, memory_order_release);
                }
                os_unfair_lock_unlock(&lock);
                return;
            }
        }
        command = (const struct load_command *)((const char *)command + command->cmdsize);
    }
}

int infinite_caller_image_is_system(uintptr_t address) {
    if (atomic_exchange_explicit(&registered, 1, memory_order_acq_rel) == 0) {
        // Called back at once for every image loaded so far, then for each one loaded later.
        _dyld_register_func_for_add_image(imageAdded);
    }
    int count = atomic_load_explicit(&published, memory_order_acquire);
    for (int index = 0; index < count; index++) {
        if (address >= starts[index] && address < ends[index]) return 0;
    }
    return 1;
}
#else
uintptr_t infinite_caller_strip(const void *address) {
    return (uintptr_t)address;
}

int infinite_caller_return_addresses(uintptr_t *first, uintptr_t *second) {
    *first = 0;
    *second = 0;
    return 0;
}

int infinite_caller_image_is_system(uintptr_t address) {
    (void)address;
    return -1;
}
#endif
