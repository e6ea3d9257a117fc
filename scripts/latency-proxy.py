#!/usr/bin/env python3
"""A TCP proxy that adds a round trip to every connection, to feel the playground over a slow network.

    python3 scripts/latency-proxy.py --target 127.0.0.1:8080 --listen 127.0.0.1:8150 --rtt 150

Opens http://127.0.0.1:8150 as if the server were 150 ms away: every chunk is forwarded after half
the round trip, in each direction, in order (so a request and its answer take the whole round trip,
and a stream's events arrive spread as they were sent, only later). `--listen` with port 0 picks a
free port and prints `listening on http://HOST:PORT`. `--mbps 10` also caps what the server sends at 10
Mbit/s, shared by every connection as one downlink is (the round trip alone leaves a file's size free).
Stops on SIGINT or SIGTERM.
"""

import argparse
import asyncio
import signal
import sys
import time


class Link:
    """A link of `mbps` that chunks cross one after another: a chunk leaves once the link has sent the ones
    before it and its own bytes."""

    def __init__(self, mbps):
        self.seconds_per_byte = 8 / (mbps * 1e6)
        self.free_at = 0.0

    def crossed(self, arrival, size):
        self.free_at = max(arrival, self.free_at) + size * self.seconds_per_byte
        return self.free_at


async def pipe(reader, writer, delay, link=None):
    """Forwards what `reader` gives to `writer`, each chunk `delay` seconds after it arrived (and, with a
    `link`, after it crossed it)."""
    queue = asyncio.Queue()

    async def read():
        try:
            while True:
                chunk = await reader.read(65536)
                now = time.monotonic()
                await queue.put(((link.crossed(now, len(chunk)) if link else now) + delay, chunk))
                if not chunk:
                    return
        except (ConnectionError, asyncio.CancelledError):
            await queue.put((time.monotonic() + delay, b""))

    async def write():
        try:
            while True:
                due, chunk = await queue.get()
                wait = due - time.monotonic()
                if wait > 0:
                    await asyncio.sleep(wait)
                if not chunk:
                    if writer.can_write_eof():
                        writer.write_eof()
                    return
                writer.write(chunk)
                await writer.drain()
        except (ConnectionError, OSError):
            return

    reading = asyncio.create_task(read())
    try:
        await write()
    finally:
        reading.cancel()


async def serve(listen_host, listen_port, target_host, target_port, rtt_ms, mbps=0):
    delay = rtt_ms / 2000
    downlink = Link(mbps) if mbps > 0 else None

    async def handle(client_reader, client_writer):
        try:
            server_reader, server_writer = await asyncio.open_connection(target_host, target_port)
        except OSError:
            client_writer.close()
            return
        try:
            await asyncio.gather(
                pipe(client_reader, server_writer, delay), pipe(server_reader, client_writer, delay, downlink),
                return_exceptions=True)
        except asyncio.CancelledError:
            pass
        finally:
            for writer in (client_writer, server_writer):
                writer.close()

    server = await asyncio.start_server(handle, listen_host, listen_port)
    port = server.sockets[0].getsockname()[1]
    print(f"listening on http://{listen_host}:{port}", flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(signum, stop.set)
    async with server:
        await stop.wait()


def address(text):
    host, _, port = text.rpartition(":")
    if not host or not port.isdigit():
        raise argparse.ArgumentTypeError(f"expected HOST:PORT, got {text!r}")
    return host, int(port)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--target", type=address, required=True, help="the server, HOST:PORT")
    parser.add_argument("--listen", type=address, default=("127.0.0.1", 0), help="where to listen, HOST:PORT")
    parser.add_argument("--rtt", type=float, default=150, help="the round trip to add, milliseconds")
    parser.add_argument("--mbps", type=float, default=0, help="the downlink's rate, Mbit/s (0: no cap)")
    arguments = parser.parse_args()
    if arguments.rtt < 0 or arguments.rtt > 10_000:
        sys.exit("--rtt must be 0–10000 ms")
    if arguments.mbps < 0 or arguments.mbps > 100_000:
        sys.exit("--mbps must be 0–100000")
    try:
        asyncio.run(serve(*arguments.listen, *arguments.target, arguments.rtt, arguments.mbps))
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
