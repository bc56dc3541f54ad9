// Heap counters for paged-bench: how many allocations the process made and how many bytes it holds.
//
// On Linux with glibc, MallocCounter.c replaces malloc, calloc, realloc, free and the aligned
// allocators, forwarding each to glibc's own implementation (__libc_malloc and friends) and counting
// on the way. It is linked into paged-bench only. Elsewhere (macOS, musl) nothing is replaced and
// every figure reads 0: malloc_counter_is_active() says which.
#ifndef MALLOC_COUNTER_H
#define MALLOC_COUNTER_H

#include <stdint.h>

/// The counters at one moment.
typedef struct {
    /// Allocations made since the process started (malloc, calloc, realloc, aligned allocators).
    uint64_t allocations;
    /// Blocks freed since the process started.
    uint64_t frees;
    /// Bytes held in live blocks, as malloc_usable_size counts them.
    int64_t liveBytes;
    /// The most `liveBytes` has been since the last malloc_counter_reset_peak().
    int64_t peakBytes;
} MallocCounterSnapshot;

/// 1 when this build replaces the allocator and counts; 0 when every figure reads 0.
int malloc_counter_is_active(void);

/// The counters now.
MallocCounterSnapshot malloc_counter_snapshot(void);

/// Starts a new peak at the bytes held now.
void malloc_counter_reset_peak(void);

#endif
