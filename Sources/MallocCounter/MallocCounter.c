#include "MallocCounter.h"

#if defined(__linux__) && defined(__GLIBC__)

#include <errno.h>
#include <malloc.h>
#include <stddef.h>
#include <stdlib.h>
#include <unistd.h>

// glibc exports its allocator under these names so that a replacement can forward to it. Forwarding
// (rather than looking the next `malloc` up with dlsym, which itself allocates) keeps the replacement
// free of bootstrapping problems, and glibc's malloc_usable_size stays valid on every block.
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);

static uint64_t allocations;
static uint64_t frees;
static int64_t liveBytes;
static int64_t peakBytes;

static void noteAllocation(void *pointer) {
    if (pointer == NULL) return;
    int64_t size = (int64_t)malloc_usable_size(pointer);
    __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED);
    int64_t now = __atomic_add_fetch(&liveBytes, size, __ATOMIC_RELAXED);
    // The bench is single-threaded; a racing thread could only make the peak a little low.
    if (now > __atomic_load_n(&peakBytes, __ATOMIC_RELAXED)) {
        __atomic_store_n(&peakBytes, now, __ATOMIC_RELAXED);
    }
}

static void noteFree(void *pointer) {
    if (pointer == NULL) return;
    int64_t size = (int64_t)malloc_usable_size(pointer);
    __atomic_fetch_add(&frees, 1, __ATOMIC_RELAXED);
    __atomic_sub_fetch(&liveBytes, size, __ATOMIC_RELAXED);
}

static int isPowerOfTwo(size_t value) { return value != 0 && (value & (value - 1)) == 0; }

void *malloc(size_t size) {
    void *pointer = __libc_malloc(size);
    noteAllocation(pointer);
    return pointer;
}

void *calloc(size_t count, size_t size) {
    void *pointer = __libc_calloc(count, size);
    noteAllocation(pointer);
    return pointer;
}

void *realloc(void *pointer, size_t size) {
    if (pointer == NULL) return malloc(size);
    int64_t oldSize = (int64_t)malloc_usable_size(pointer);
    void *moved = __libc_realloc(pointer, size);
    if (moved != NULL || size == 0) {
        // The old block is gone (moved, resized in place, or freed by a zero size).
        __atomic_fetch_add(&frees, 1, __ATOMIC_RELAXED);
        __atomic_sub_fetch(&liveBytes, oldSize, __ATOMIC_RELAXED);
    }
    noteAllocation(moved);
    return moved;
}

void free(void *pointer) {
    noteFree(pointer);
    __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) {
    void *pointer = __libc_memalign(alignment, size);
    noteAllocation(pointer);
    return pointer;
}

void *aligned_alloc(size_t alignment, size_t size) {
    if (!isPowerOfTwo(alignment)) {
        errno = EINVAL;
        return NULL;
    }
    return memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (!isPowerOfTwo(alignment) || alignment % sizeof(void *) != 0) return EINVAL;
    void *pointer = memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

void *valloc(size_t size) {
    return memalign((size_t)sysconf(_SC_PAGESIZE), size);
}

void *pvalloc(size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t rounded = (size + page - 1) / page * page;
    return memalign(page, rounded == 0 ? page : rounded);
}

int malloc_counter_is_active(void) { return 1; }

MallocCounterSnapshot malloc_counter_snapshot(void) {
    MallocCounterSnapshot snapshot;
    snapshot.allocations = __atomic_load_n(&allocations, __ATOMIC_RELAXED);
    snapshot.frees = __atomic_load_n(&frees, __ATOMIC_RELAXED);
    snapshot.liveBytes = __atomic_load_n(&liveBytes, __ATOMIC_RELAXED);
    snapshot.peakBytes = __atomic_load_n(&peakBytes, __ATOMIC_RELAXED);
    return snapshot;
}

void malloc_counter_reset_peak(void) {
    __atomic_store_n(&peakBytes, __atomic_load_n(&liveBytes, __ATOMIC_RELAXED), __ATOMIC_RELAXED);
}

#else

// No replacement on this platform: the bench reports allocation figures as unavailable.

int malloc_counter_is_active(void) { return 0; }

MallocCounterSnapshot malloc_counter_snapshot(void) {
    MallocCounterSnapshot snapshot = {0, 0, 0, 0};
    return snapshot;
}

void malloc_counter_reset_peak(void) {}

#endif
