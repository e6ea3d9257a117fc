#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/timerfd.h>
#include <sys/socket.h>
#include <sys/resource.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <arpa/inet.h>
#include <fcntl.h>
#include <signal.h>
#include <errno.h>
#include <unistd.h>
#include <sys/uio.h>
#include <sys/stat.h>
#include <pthread.h>
#include <string.h>
#include <stdlib.h>
#include <limits.h>
#include <time.h>
#include <netdb.h>

/// sigaction's handler lives in a union Swift cannot assign through; this installs a plain handler.
static inline int clinux_install_signal_handler(int signo, void (*handler)(int)) {
    struct sigaction action;
    memset(&action, 0, sizeof(action));
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    return sigaction(signo, &action, NULL);
}

/// SIG_IGN is a macro casting an integer to a function pointer, which Swift cannot import.
static inline int clinux_ignore_signal(int signo) {
    struct sigaction action;
    memset(&action, 0, sizeof(action));
    action.sa_handler = SIG_IGN;
    sigemptyset(&action.sa_mask);
    return sigaction(signo, &action, NULL);
}

/// S_ISREG and S_ISDIR are macros.
static inline int clinux_is_regular(mode_t mode) { return S_ISREG(mode); }
static inline int clinux_is_directory(mode_t mode) { return S_ISDIR(mode); }

/// errno is a thread-local macro; reading it through a function keeps the access explicit.
static inline int clinux_errno(void) { return errno; }

/// accept4 is declared only under _GNU_SOURCE, which a module header cannot switch on for glibc.
int accept4(int sockfd, struct sockaddr *addr, socklen_t *addrlen, int flags);
static inline int clinux_accept4(int fd, struct sockaddr *addr, socklen_t *length, int flags) {
    return accept4(fd, addr, length, flags);
}

/// epoll_pwait2 (Linux 5.11) takes its timeout as a timespec, to the nanosecond; like accept4 it is
/// declared only under _GNU_SOURCE. `timeout_ns` < 0 waits without a timeout. Returns -1 with errno
/// ENOSYS on kernels without it.
int epoll_pwait2(int epfd, struct epoll_event *events, int maxevents, const struct timespec *timeout,
                 const sigset_t *sigmask);
static inline int clinux_epoll_wait_ns(int epfd, struct epoll_event *events, int maxevents, long long timeout_ns) {
    if (timeout_ns < 0) return epoll_pwait2(epfd, events, maxevents, NULL, NULL);
    struct timespec timeout = {.tv_sec = timeout_ns / 1000000000LL, .tv_nsec = timeout_ns % 1000000000LL};
    return epoll_pwait2(epfd, events, maxevents, &timeout, NULL);
}

#include <linux/io_uring.h>
#include <sys/mman.h>
#include <sys/syscall.h>

/// An io_uring used only to send many small buffers to many sockets with one system call. glibc has no
/// wrappers and the rings are shared memory read and written with acquire/release ordering, so the
/// setup, the submission entries and the completion reads stay here, in C.
struct clinux_send_ring {
    int fd;
    unsigned entries;
    unsigned *sq_head, *sq_tail, *sq_mask, *sq_array;
    unsigned *cq_head, *cq_tail, *cq_mask;
    struct io_uring_sqe *sqes;
    struct io_uring_cqe *cqes;
    void *ring_memory;
    size_t ring_size;
    size_t sqe_size;
    unsigned queued;
};

/// Sets up a ring of `entries` submissions (a power of two) for the calling thread, the only one that
/// may submit to it. Returns 0, or -errno (ENOSYS or EPERM where io_uring is missing or forbidden).
///
/// Single issuer with deferred task work (Linux 6.1) keeps the ring's completion work inside
/// `io_uring_enter`: without it, finishing work for a ring's thread interrupts that thread's other
/// blocking calls with EINTR. Older kernels get a plain ring.
static inline int clinux_send_ring_open(struct clinux_send_ring *ring, unsigned entries) {
    struct io_uring_params params;
    memset(&params, 0, sizeof(params));
    memset(ring, 0, sizeof(*ring));
    ring->fd = -1;
    params.flags = IORING_SETUP_SINGLE_ISSUER | IORING_SETUP_DEFER_TASKRUN;
    int fd = (int)syscall(__NR_io_uring_setup, entries, &params);
    if (fd < 0 && errno == EINVAL) {
        memset(&params, 0, sizeof(params));
        fd = (int)syscall(__NR_io_uring_setup, entries, &params);
    }
    if (fd < 0) return -errno;
    if (!(params.features & IORING_FEAT_SINGLE_MMAP)) {
        close(fd);
        return -ENOSYS;
    }
    size_t sq_size = params.sq_off.array + params.sq_entries * sizeof(unsigned);
    size_t cq_size = params.cq_off.cqes + params.cq_entries * sizeof(struct io_uring_cqe);
    size_t size = sq_size > cq_size ? sq_size : cq_size;
    char *memory = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_POPULATE, fd, IORING_OFF_SQ_RING);
    if (memory == MAP_FAILED) {
        int error = errno;
        close(fd);
        return -error;
    }
    size_t sqe_size = params.sq_entries * sizeof(struct io_uring_sqe);
    void *sqes = mmap(NULL, sqe_size, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_POPULATE, fd, IORING_OFF_SQES);
    if (sqes == MAP_FAILED) {
        int error = errno;
        munmap(memory, size);
        close(fd);
        return -error;
    }
    ring->fd = fd;
    ring->entries = params.sq_entries;
    ring->sq_head = (unsigned *)(memory + params.sq_off.head);
    ring->sq_tail = (unsigned *)(memory + params.sq_off.tail);
    ring->sq_mask = (unsigned *)(memory + params.sq_off.ring_mask);
    ring->sq_array = (unsigned *)(memory + params.sq_off.array);
    ring->cq_head = (unsigned *)(memory + params.cq_off.head);
    ring->cq_tail = (unsigned *)(memory + params.cq_off.tail);
    ring->cq_mask = (unsigned *)(memory + params.cq_off.ring_mask);
    ring->cqes = (struct io_uring_cqe *)(memory + params.cq_off.cqes);
    ring->sqes = sqes;
    ring->ring_memory = memory;
    ring->ring_size = size;
    ring->sqe_size = sqe_size;
    return 0;
}

static inline void clinux_send_ring_close(struct clinux_send_ring *ring) {
    if (ring->fd < 0) return;
    munmap(ring->sqes, ring->sqe_size);
    munmap(ring->ring_memory, ring->ring_size);
    close(ring->fd);
    ring->fd = -1;
}

/// Queues a non-blocking send of `length` bytes at `data` to `socket`; `tag` comes back with its
/// completion. Returns 0, or -1 when `entries` sends are already queued (submit first). The bytes must
/// stay put until ``clinux_send_ring_submit`` returns.
static inline int clinux_send_ring_queue(struct clinux_send_ring *ring, int socket, const void *data,
                                         unsigned length, unsigned long long tag) {
    if (ring->queued >= ring->entries) return -1;
    unsigned tail = *ring->sq_tail;
    unsigned index = tail & *ring->sq_mask;
    struct io_uring_sqe *sqe = &ring->sqes[index];
    memset(sqe, 0, sizeof(*sqe));
    sqe->opcode = IORING_OP_SEND;
    sqe->fd = socket;
    sqe->addr = (unsigned long long)(uintptr_t)data;
    sqe->len = length;
    // MSG_DONTWAIT: a full socket buffer completes at once with -EAGAIN instead of waiting in the ring.
    sqe->msg_flags = MSG_NOSIGNAL | MSG_DONTWAIT;
    sqe->user_data = tag;
    ring->sq_array[index] = index;
    __atomic_store_n(ring->sq_tail, tail + 1, __ATOMIC_RELEASE);
    ring->queued += 1;
    return 0;
}

/// Submits the queued sends and waits until each has completed (a non-blocking send completes during
/// the call itself). Returns 0 or -errno. Sends the kernel did not take are withdrawn: they never
/// happen and report no completion, so their bytes can go another way.
static inline int clinux_send_ring_submit(struct clinux_send_ring *ring) {
    unsigned count = ring->queued;
    int error = 0;
    while (count > 0) {
        long taken = syscall(__NR_io_uring_enter, ring->fd, count, count, IORING_ENTER_GETEVENTS, NULL, 0);
        if (taken < 0) {
            if (errno == EINTR) continue;
            error = -errno;
            break;
        }
        if (taken == 0) {
            error = -EAGAIN;
            break;
        }
        count -= (unsigned)taken;
    }
    // The kernel reads the submission queue only inside io_uring_enter, so moving the tail back to
    // its head here cannot race with it.
    __atomic_store_n(ring->sq_tail, __atomic_load_n(ring->sq_head, __ATOMIC_ACQUIRE), __ATOMIC_RELEASE);
    ring->queued = 0;
    return error;
}

/// Takes the next completion: 1 with its tag and result (bytes sent, or -errno), or 0 when none is left.
static inline int clinux_send_ring_next(struct clinux_send_ring *ring, unsigned long long *tag, int *result) {
    unsigned head = *ring->cq_head;
    if (head == __atomic_load_n(ring->cq_tail, __ATOMIC_ACQUIRE)) return 0;
    struct io_uring_cqe *cqe = &ring->cqes[head & *ring->cq_mask];
    *tag = cqe->user_data;
    *result = cqe->res;
    __atomic_store_n(ring->cq_head, head + 1, __ATOMIC_RELEASE);
    return 1;
}

#include <malloc.h>

/// Asks the CPU to start loading the `count` bytes at `address` into its caches: a hint, which neither
/// faults nor waits. For a loop that will soon touch objects last used a frame period ago (see
/// SessionTicker.fire).
static inline void clinux_prefetch(const void *address, size_t count) {
    const char *line = (const char *)((unsigned long)address & ~63UL);
    const char *end = (const char *)address + count;
    for (; line < end; line += 64) __builtin_prefetch(line, 1, 3);
}

/// `recv` that also reports when the kernel received the data (`SO_TIMESTAMPNS`, enabled on the socket
/// beforehand): the receive time of the newest segment the read returned, in CLOCK_REALTIME
/// nanoseconds, or 0 when the kernel gave none. Returns what `recv` returns.
static inline ssize_t clinux_recv_stamped(int fd, void *buffer, size_t length, unsigned long long *received_ns) {
    struct iovec vector = {.iov_base = buffer, .iov_len = length};
    union {
        char bytes[CMSG_SPACE(sizeof(struct timespec))];
        struct cmsghdr align;
    } control;
    struct msghdr message = {0};
    message.msg_iov = &vector;
    message.msg_iovlen = 1;
    message.msg_control = control.bytes;
    message.msg_controllen = sizeof(control.bytes);
    ssize_t count = recvmsg(fd, &message, 0);
    *received_ns = 0;
    if (count <= 0) return count;
    for (struct cmsghdr *header = CMSG_FIRSTHDR(&message); header != NULL; header = CMSG_NXTHDR(&message, header)) {
        if (header->cmsg_level == SOL_SOCKET && header->cmsg_type == SCM_TIMESTAMPNS) {
            struct timespec stamp;
            memcpy(&stamp, CMSG_DATA(header), sizeof(stamp));
            *received_ns = (unsigned long long)stamp.tv_sec * 1000000000ULL + (unsigned long long)stamp.tv_nsec;
        }
    }
    return count;
}
