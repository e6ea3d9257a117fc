// The floor of the SSE benchmarks: the least a server can do per frame and still serve the session
// API subset `pager-bench sse` drives (POST /api/sessions, GET /api/sessions/ID/events,
// POST /api/sessions/ID/input). No engine, no JSON writer, no deltas, no deflate: one snprintf of a
// frame the size of the Node peer's and one send() per frame per stream, from epoll loops on two
// threads (as many as the playground runs here). Its frames per CPU-second bound what any server
// that sends one TCP segment per frame can reach on this machine; BENCHMARKS.md compares it with
// the Node peer and with the playground. Not part of the product.
//
// Build: cc -O2 -pthread -o floor-sse floor-sse.c
// Usage: floor-sse PORT [THREADS]   (prints "listening on 127.0.0.1:PORT")
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#define MAX_SESSIONS 65536
#define MAX_FDS 65536
#define MAX_THREADS 8
#define PERIOD_NS 16666667LL
#define REQUEST_MAX 8192

typedef struct {
    _Atomic int64_t until;  // animate until this time (ns)
    _Atomic int ticking;    // on its owner's tick list
    _Atomic int owner;      // thread that holds the stream, -1 before the stream opens
    int fd;                 // the stream's socket
    int64_t start, next_due;
    uint64_t seq;
    double position;
} Session;

typedef struct {
    int fd;
    int length;
    int is_stream;
    char buffer[REQUEST_MAX];
} Connection;

typedef struct {
    int index, epfd, listener, wakefd;
    pthread_mutex_t lock;
    Session **starts;  // sessions to start ticking, handed over by other threads
    int start_count, start_capacity;
    Session **ticking;
    int tick_count, tick_capacity;
} Loop;

static Session *sessions[MAX_SESSIONS];
static _Atomic int session_count;
static Connection *connections[MAX_FDS];
static Loop loops[MAX_THREADS];
static int thread_count = 2;
static const char layout_event[] =
    "event: layout\ndata: {\"type\":\"layout\",\"rev\":1,\"viewport\":{\"width\":390,\"height\":844},"
    "\"buttons\":[]}\n\n";

static int64_t now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

static void push(Session ***list, int *count, int *capacity, Session *s) {
    if (*count == *capacity) {
        *capacity = *capacity ? *capacity * 2 : 64;
        *list = realloc(*list, sizeof(Session *) * (size_t)*capacity);
    }
    (*list)[(*count)++] = s;
}

static void send_all(int fd, const char *data, size_t length) {
    (void)send(fd, data, length, MSG_NOSIGNAL | MSG_DONTWAIT);
}

static int format_frame(Session *s, int64_t due, char *out, size_t size) {
    double p = s->position;
    int whole = (int)p;
    double t = (double)(due - s->start) / 1e9;
    double progress[5];
    for (int i = 0; i < 5; i++) {
        double d = p - i;
        if (d < 0) d = -d;
        progress[i] = d < 1 ? 1 - d : 0;
    }
    return snprintf(out, size,
        "id: %llu\nevent: frame\ndata: {\"type\":\"frame\",\"rev\":1,\"seq\":%llu,\"t\":%.4f,"
        "\"position\":%.4f,\"index\":%d,\"indicator\":{\"x\":%.4f,\"y\":44,\"width\":64,\"height\":4,"
        "\"opacity\":1},\"barOffset\":{\"x\":0,\"y\":0},\"buttons\":[{\"index\":0,\"progress\":%.4f},"
        "{\"index\":1,\"progress\":%.4f},{\"index\":2,\"progress\":%.4f},{\"index\":3,\"progress\":%.4f},"
        "{\"index\":4,\"progress\":%.4f}],\"pages\":[{\"index\":%d,\"x\":%.4f,\"y\":0,\"opacity\":1}]}\n\n",
        (unsigned long long)s->seq, (unsigned long long)s->seq, t, p, (int)(p + 0.5), p * 80, progress[0],
        progress[1], progress[2], progress[3], progress[4], whole, -(p - whole) * 390);
}

/// Puts a session on its owner's tick list from any thread (once: `ticking` guards it).
static void start_ticking(Session *s) {
    int owner = atomic_load(&s->owner);
    if (owner < 0) return;
    int expected = 0;
    if (!atomic_compare_exchange_strong(&s->ticking, &expected, 1)) return;
    Loop *loop = &loops[owner];
    pthread_mutex_lock(&loop->lock);
    push(&loop->starts, &loop->start_count, &loop->start_capacity, s);
    pthread_mutex_unlock(&loop->lock);
    uint64_t one = 1;
    (void)write(loop->wakefd, &one, sizeof one);
}

static Session *session_for(const char *path, const char *suffix) {
    // /api/sessions/ID/suffix with ID a decimal index
    const char *prefix = "/api/sessions/";
    if (strncmp(path, prefix, strlen(prefix)) != 0) return NULL;
    char *end;
    long index = strtol(path + strlen(prefix), &end, 10);
    if (end == path + strlen(prefix) || *end != '/' || strcmp(end + 1, suffix) != 0) return NULL;
    if (index < 0 || index >= atomic_load(&session_count)) return NULL;
    return sessions[index];
}

static void respond(int fd, const char *status, const char *body) {
    char out[512];
    int n = snprintf(out, sizeof out,
        "HTTP/1.1 %s\r\nContent-Type: application/json\r\nContent-Length: %zu\r\n\r\n%s", status,
        strlen(body), body);
    send_all(fd, out, (size_t)n);
}

/// Handles one complete request; returns 0 to keep reading, -1 to close.
static int handle(Loop *loop, Connection *c, char *method, char *path) {
    if (strcmp(method, "POST") == 0 && strcmp(path, "/api/sessions") == 0) {
        int index = atomic_fetch_add(&session_count, 1);
        if (index >= MAX_SESSIONS) return -1;
        Session *s = calloc(1, sizeof(Session));
        atomic_store(&s->owner, -1);
        s->fd = -1;
        s->start = now_ns();
        sessions[index] = s;
        char body[128];
        snprintf(body, sizeof body, "{\"id\":\"%d\",\"events\":\"/api/sessions/%d/events\"}", index, index);
        respond(c->fd, "201 Created", body);
        return 0;
    }
    Session *s;
    if (strcmp(method, "GET") == 0 && (s = session_for(path, "events"))) {
        static const char head[] =
            "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-cache\r\n\r\n";
        send_all(c->fd, head, sizeof head - 1);
        send_all(c->fd, layout_event, sizeof layout_event - 1);
        char frame[1024];
        s->seq++;
        int n = format_frame(s, now_ns(), frame, sizeof frame);
        send_all(c->fd, frame, (size_t)n);
        s->fd = c->fd;
        c->is_stream = 1;
        atomic_store(&s->owner, loop->index);
        if (atomic_load(&s->until) > now_ns()) start_ticking(s);
        return 0;
    }
    if (strcmp(method, "POST") == 0 && (s = session_for(path, "input"))) {
        atomic_store(&s->until, now_ns() + 1000000000LL);
        start_ticking(s);
        respond(c->fd, "202 Accepted", "");
        return 0;
    }
    respond(c->fd, "404 Not Found", "{}");
    return 0;
}

static void close_connection(Loop *loop, Connection *c) {
    epoll_ctl(loop->epfd, EPOLL_CTL_DEL, c->fd, NULL);
    for (int i = 0; i < atomic_load(&session_count); i++)
        if (c->is_stream && sessions[i] && sessions[i]->fd == c->fd) sessions[i]->fd = -1;
    connections[c->fd] = NULL;
    close(c->fd);
    free(c);
}

static void readable(Loop *loop, Connection *c) {
    for (;;) {
        ssize_t n = recv(c->fd, c->buffer + c->length, (size_t)(REQUEST_MAX - 1 - c->length), 0);
        if (n == 0 || (n < 0 && errno != EAGAIN && errno != EINTR)) return close_connection(loop, c);
        if (n < 0) return;
        c->length += (int)n;
        c->buffer[c->length] = 0;
        for (;;) {
            char *end = strstr(c->buffer, "\r\n\r\n");
            if (!end) break;
            long body_length = 0;
            char *field = strcasestr(c->buffer, "\r\ncontent-length:");
            if (field && field < end) body_length = strtol(field + 17, NULL, 10);
            int total = (int)(end + 4 - c->buffer) + (int)body_length;
            if (total > c->length) break;
            char method[8] = {0}, path[256] = {0};
            if (sscanf(c->buffer, "%7s %255s", method, path) != 2) return close_connection(loop, c);
            if (handle(loop, c, method, path) < 0) return close_connection(loop, c);
            memmove(c->buffer, c->buffer + total, (size_t)(c->length - total));
            c->length -= total;
            c->buffer[c->length] = 0;
        }
        if (c->length >= REQUEST_MAX - 1) return close_connection(loop, c);
    }
}

/// Sends every due frame; returns the next due time, or -1 when nothing ticks.
static int64_t tick(Loop *loop, int64_t now) {
    char frame[1024];
    int64_t next = -1;
    for (int i = 0; i < loop->tick_count;) {
        Session *s = loop->ticking[i];
        if (s->next_due <= now) {
            if (now > atomic_load(&s->until) || s->fd < 0) {
                atomic_store(&s->ticking, 0);
                // An input may have come in between the check and the store.
                int expected = 0;
                if (!(atomic_load(&s->until) > now && s->fd >= 0 &&
                        atomic_compare_exchange_strong(&s->ticking, &expected, 1))) {
                    loop->ticking[i] = loop->ticking[--loop->tick_count];
                    continue;
                }
            }
            s->position = s->position + 0.05;
            if (s->position >= 4) s->position -= 4;
            s->seq++;
            int n = format_frame(s, s->next_due, frame, sizeof frame);
            send_all(s->fd, frame, (size_t)n);
            s->next_due += PERIOD_NS;
            if (s->next_due + PERIOD_NS < now) s->next_due = now + PERIOD_NS;
        }
        if (next < 0 || s->next_due < next) next = s->next_due;
        i++;
    }
    return next;
}

static void *run(void *argument) {
    Loop *loop = argument;
    struct epoll_event events[256];
    int64_t next = -1;
    for (;;) {
        int timeout = -1;
        if (next >= 0) {
            int64_t wait = next - now_ns();
            timeout = wait <= 0 ? 0 : (int)((wait + 999999) / 1000000);
        }
        int count = epoll_wait(loop->epfd, events, 256, timeout);
        for (int i = 0; i < count; i++) {
            int fd = events[i].data.fd;
            if (fd == loop->listener) {
                int client;
                while ((client = accept4(loop->listener, NULL, NULL, SOCK_NONBLOCK)) >= 0) {
                    if (client >= MAX_FDS) { close(client); continue; }
                    int one = 1;
                    setsockopt(client, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
                    Connection *c = calloc(1, sizeof(Connection));
                    c->fd = client;
                    connections[client] = c;
                    struct epoll_event event = {.events = EPOLLIN, .data.fd = client};
                    epoll_ctl(loop->epfd, EPOLL_CTL_ADD, client, &event);
                }
            } else if (fd == loop->wakefd) {
                uint64_t value;
                (void)read(loop->wakefd, &value, sizeof value);
                pthread_mutex_lock(&loop->lock);
                int64_t now = now_ns();
                for (int k = 0; k < loop->start_count; k++) {
                    loop->starts[k]->next_due = now;
                    push(&loop->ticking, &loop->tick_count, &loop->tick_capacity, loop->starts[k]);
                }
                loop->start_count = 0;
                pthread_mutex_unlock(&loop->lock);
            } else if (connections[fd]) {
                readable(loop, connections[fd]);
            }
        }
        next = tick(loop, now_ns());
    }
    return NULL;
}

static int listen_on(int port) {
    int fd = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
    int one = 1;
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    setsockopt(fd, SOL_SOCKET, SO_REUSEPORT, &one, sizeof one);
    struct sockaddr_in address = {.sin_family = AF_INET, .sin_port = htons((uint16_t)port)};
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (bind(fd, (struct sockaddr *)&address, sizeof address) < 0 || listen(fd, 4096) < 0) {
        perror("listen");
        exit(1);
    }
    return fd;
}

int main(int argc, char **argv) {
    int port = argc > 1 ? atoi(argv[1]) : 0;
    if (argc > 2) thread_count = atoi(argv[2]);
    if (thread_count < 1 || thread_count > MAX_THREADS) thread_count = 2;
    pthread_t threads[MAX_THREADS];
    for (int i = 0; i < thread_count; i++) {
        Loop *loop = &loops[i];
        loop->index = i;
        loop->listener = listen_on(port);
        if (port == 0) {
            struct sockaddr_in bound;
            socklen_t length = sizeof bound;
            getsockname(loop->listener, (struct sockaddr *)&bound, &length);
            port = ntohs(bound.sin_port);
        }
        loop->epfd = epoll_create1(0);
        loop->wakefd = eventfd(0, EFD_NONBLOCK);
        pthread_mutex_init(&loop->lock, NULL);
        struct epoll_event event = {.events = EPOLLIN, .data.fd = loop->listener};
        epoll_ctl(loop->epfd, EPOLL_CTL_ADD, loop->listener, &event);
        event.data.fd = loop->wakefd;
        epoll_ctl(loop->epfd, EPOLL_CTL_ADD, loop->wakefd, &event);
    }
    printf("listening on 127.0.0.1:%d\n", port);
    fflush(stdout);
    for (int i = 0; i < thread_count; i++) pthread_create(&threads[i], NULL, run, &loops[i]);
    for (int i = 0; i < thread_count; i++) pthread_join(threads[i], NULL);
    return 0;
}
