"""Live sessions for the deployment test, through the proxy, in a process of their own.

Opens N sessions (`POST /api/sessions`, from several made-up client addresses in `X-Forwarded-For`, as
real visitors come from many), reads every event stream on one epoll loop and keeps each session
animating: a `scrollTo next` on its own keep-alive connection as soon as the last transition has ended
(and at least every second) starts a 0.9 s push transition, during which a healthy stream carries a
frame every tick. It
notes when each stream receives frames (wall clock) and, on SIGTERM or SIGINT, writes one JSON object
to standard output:

    {"sessions": [{"id", "instance", "frames", "first", "last", "gaps": [[at, seconds], ...],
                   "inputs_ok", "inputs_failed", "ended"}], "setup_seconds": s,
     "priority": how this process ran (measure_first), "longest_turn": s between two turns of its loop}

`gaps` lists every pause longer than `--gap-floor` seconds between two frame-carrying reads where the
frame before it was mid-transition (so more frames were due), with the wall time it ended. Prints
`ready N` on standard error once every stream delivers frames. Standard library only; the readers run
alone in this process, ahead of ordinary processes where allowed (`measure_first`), so the browser and
the test's own work cannot delay them.
"""

import argparse
import heapq
import json
import os
import select
import signal
import socket
import sys
import time
from urllib.parse import urlsplit

CONFIG = {
    "schemaVersion": 1,
    "pager": {"isInfiniteScrollEnabled": True, "transition": {"style": "push", "duration": 0.9}},
}
FRAME = b"\nevent: frame"
LAST_CHUNK = b"\r\n0\r\n\r\n"
POSITION = b'"position":'


def mid_transition(text):
    """Whether the last frame in `text` is between pages (a fractional `position`)."""
    at = text.rfind(POSITION)
    if at < 0 or text.rfind(FRAME) > at:
        return False
    end = at + len(POSITION)
    stop = end
    while stop < len(text) and text[stop] in b"-0123456789.eE+":
        stop += 1
    try:
        position = float(text[end:stop])
    except ValueError:
        return False
    return abs(position - round(position)) > 1e-6


def request_bytes(method, path, host, body=None, forwarded=None, token=None):
    lines = [f"{method} {path} HTTP/1.1", f"Host: {host}", "Connection: keep-alive"]
    if forwarded:
        lines.append(f"X-Forwarded-For: {forwarded}")
    if token:
        # Steering needs the session's input token (docs/api.md "Input token").
        lines.append(f"X-Input-Token: {token}")
    data = b""
    if body is not None:
        data = json.dumps(body).encode()
        lines += ["Content-Type: application/json", f"Content-Length: {len(data)}"]
    return ("\r\n".join(lines) + "\r\n\r\n").encode() + data


def status_and_length(head):
    """The status and `Content-Length` (0 when absent) of a response head."""
    length = 0
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            length = int(value)
    return int(head.split(b" ", 2)[1]), length


def receive(sock, size):
    """Bytes from a non-blocking socket: None when none are ready, b"" at its end or on an error."""
    try:
        return sock.recv(size)
    except BlockingIOError:
        return None
    except OSError:
        return b""


def read_response(sock):
    """(status, body) of one response on a blocking socket (Content-Length bodies only)."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        if not chunk:
            raise ConnectionError("closed")
        data += chunk
    head, rest = data.split(b"\r\n\r\n", 1)
    status, length = status_and_length(head)
    while len(rest) < length:
        chunk = sock.recv(65536)
        if not chunk:
            raise ConnectionError("closed")
        rest += chunk
    return status, rest[:length], rest[length:]


class Stream:
    def __init__(self, session, address, host, gap_floor):
        self.session = session
        self.id = session["id"]
        self.instance = self.id.split(".", 1)[0] if "." in self.id else ""
        self.sock = socket.create_connection(address)
        self.sock.sendall(request_bytes("GET", f"/api/sessions/{self.id}/events", host))
        self.sock.setblocking(False)
        self.carry = b""
        self.frames = 0
        self.first = None
        self.last = None
        self.gaps = []
        self.gap_floor = gap_floor
        self.ended = False
        self.animating = False
        # The transition just ended: the next `scrollTo` may go now.
        self.settled = False

    def readable(self, now):
        data = receive(self.sock, 262144)
        if data is None:
            return True
        if not data:
            self.ended = True
            return False
        text = self.carry + data
        count = text.count(FRAME)
        self.carry = text[-16:]
        # The instance's stream is close-delimited; nginx ends its chunked copy with the last chunk when
        # the instance closes it, dies included, and keeps the connection.
        if LAST_CHUNK in text:
            self.ended = True
        if count:
            # A pause counts only when the frame before it was in the middle of a transition (a frame
            # was due); between transitions a session rightly sends nothing.
            if self.last is not None and self.animating and now - self.last > self.gap_floor:
                self.gaps.append([now, now - self.last])
            if self.first is None:
                self.first = now
            self.last = now
            self.frames += count
            was = self.animating
            self.animating = mid_transition(text)
            self.settled = was and not self.animating
        return not self.ended


class Inputs:
    """One keep-alive connection sending a `scrollTo next` every `interval` seconds."""

    def __init__(self, stream, address, host, interval, offset, origin):
        self.stream = stream
        self.origin = origin
        self.address = address
        self.host = host
        self.interval = interval
        self.due = time.monotonic() + offset
        self.sock = None
        self.waiting = False
        self.buffer = b""
        self.ok = 0
        self.failed = 0

    def send(self, now):
        self.due = now + self.interval
        if self.waiting or self.stream.ended:
            return None
        try:
            if self.sock is None:
                self.sock = socket.create_connection(self.address, timeout=1)
                self.sock.setblocking(False)
            body = {"events": [{"type": "scrollTo", "t": round(now - self.origin, 3), "page": "next"}]}
            self.sock.sendall(
                request_bytes(
                    "POST", f"/api/sessions/{self.stream.id}/input", self.host, body,
                    token=self.stream.session.get("inputToken"),
                )
            )
            self.waiting = True
            self.buffer = b""
            return self.sock
        except OSError:
            self.failed += 1
            self.close()
            return None

    def readable(self):
        data = receive(self.sock, 65536)
        if data is None:
            return True
        if not data:
            self.failed += self.waiting
            self.close()
            return False
        self.buffer += data
        if b"\r\n\r\n" in self.buffer:
            head, rest = self.buffer.split(b"\r\n\r\n", 1)
            status, length = status_and_length(head)
            if len(rest) >= length:
                if 200 <= status < 300:
                    self.ok += 1
                else:
                    self.failed += 1
                self.waiting = False
                self.buffer = b""
        return True

    def close(self):
        if self.sock is not None:
            try:
                self.sock.close()
            except OSError:
                pass
        self.sock = None
        self.waiting = False


def create_sessions(address, host, count, per_address):
    sessions = []
    sock = socket.create_connection(address, timeout=10)
    for index in range(count):
        forwarded = f"10.77.{index // per_address}.1"
        for attempt in range(3):
            try:
                sock.sendall(request_bytes("POST", "/api/sessions", host, {"config": CONFIG}, forwarded))
                status, body, _ = read_response(sock)
                break
            except (OSError, ConnectionError):
                sock.close()
                sock = socket.create_connection(address, timeout=10)
        else:
            raise SystemExit("cannot create sessions")
        if status != 201:
            raise SystemExit(f"POST /api/sessions answered {status}: {body[:300]!r}")
        sessions.append(json.loads(body))
    sock.close()
    return sessions


def measure_first():
    """Runs this process ahead of every ordinary one (`SCHED_FIFO`) where the system allows it, and
    says how it runs.

    This process is the test's instrument: it reads 200 streams in Python, about a fifth of a core, and
    an ordinary process that busy loses the CPU to threads that had been idle. When the killed instance's
    pages came back, Chromium's threads took 130 ms of the two cores' 176 ms over 88 ms (`perf sched
    timehist`), this process ran 2 ms of it, and every stream it read seemed to pause at once.
    """
    try:
        os.sched_setscheduler(0, os.SCHED_FIFO, os.sched_param(10))
        return "SCHED_FIFO"
    except (AttributeError, OSError):
        return "ordinary (SCHED_FIFO refused)"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", required=True)
    parser.add_argument("--sessions", type=int, default=300)
    parser.add_argument("--per-address", type=int, default=20)
    parser.add_argument("--interval", type=float, default=1.0)
    parser.add_argument("--gap-floor", type=float, default=0.05)
    args = parser.parse_args()
    parts = urlsplit(args.url)
    address = (parts.hostname, parts.port or 80)
    host = parts.netloc

    stop = []
    signal.signal(signal.SIGTERM, lambda *_: stop.append(True))
    signal.signal(signal.SIGINT, lambda *_: stop.append(True))

    priority = measure_first()
    started = time.monotonic()
    sessions = create_sessions(address, host, args.sessions, args.per_address)
    streams = [Stream(session, address, host, args.gap_floor) for session in sessions]
    inputs = [
        Inputs(stream, address, host, args.interval, offset=0.2 + args.interval * i / len(streams), origin=started)
        for i, stream in enumerate(streams)
    ]
    poller = select.epoll()
    handlers = {}
    for stream in streams:
        poller.register(stream.sock.fileno(), select.EPOLLIN)
        handlers[stream.sock.fileno()] = stream
    setup = time.monotonic() - started
    announced = False
    # Inputs by when they are due next (a heap of (due, index)).
    schedule = [(sender.due, index) for index, sender in enumerate(inputs)]
    heapq.heapify(schedule)
    def send(sender, now_mono):
        sock = sender.send(now_mono)
        if sock is not None and sock.fileno() not in handlers:
            poller.register(sock.fileno(), select.EPOLLIN)
            handlers[sock.fileno()] = sender

    senders = {id(stream): sender for stream, sender in zip(streams, inputs)}
    # The longest time between two turns of this loop (its poll waits at most 50 ms).
    turned, stalled = None, 0.0
    while not stop:
        now_mono = time.monotonic()
        while schedule[0][0] <= now_mono:
            _, index = heapq.heappop(schedule)
            sender = inputs[index]
            if sender.due <= now_mono:
                send(sender, now_mono)
            heapq.heappush(schedule, (sender.due, index))
        try:
            events = poller.poll(max(0.0, min(0.05, schedule[0][0] - time.monotonic())), 1024)
        except InterruptedError:
            continue
        now = time.time()
        if turned is not None:
            stalled = max(stalled, now - turned)
        turned = now
        for fd, _ in events:
            handler = handlers.get(fd)
            if handler is None:
                continue
            keep = handler.readable(now) if isinstance(handler, Stream) else handler.readable()
            if isinstance(handler, Stream) and handler.settled:
                # Back to back: the next transition starts as soon as this one has ended.
                handler.settled = False
                send(senders[id(handler)], time.monotonic())
            if not keep:
                poller.unregister(fd)
                del handlers[fd]
                if isinstance(handler, Stream):
                    handler.sock.close()
        if not announced and all(stream.frames > 1 or stream.ended for stream in streams):
            announced = True
            print(f"ready {len(streams)}", file=sys.stderr, flush=True)

    report = {
        "setup_seconds": round(setup, 3),
        "priority": priority,
        "longest_turn": round(stalled, 3),
        "sessions": [
            {
                "id": stream.id,
                "instance": stream.instance,
                "frames": stream.frames,
                "first": stream.first,
                "last": stream.last,
                "gaps": stream.gaps,
                "inputs_ok": sender.ok,
                "inputs_failed": sender.failed,
                "ended": stream.ended,
            }
            for stream, sender in zip(streams, inputs)
        ],
    }
    json.dump(report, sys.stdout)
    sys.stdout.flush()


if __name__ == "__main__":
    main()
