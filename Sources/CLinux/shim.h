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
