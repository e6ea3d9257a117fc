#!/usr/bin/env python3
"""A TCP proxy that adds a round trip to every connection, to feel the playground over a slow network.

    python3 scripts/latency-proxy.py --target 127.0.0.1:8080 --listen 127.0.0.1:8150 --rtt 150

Opens http://127.0.0.1:8150 as if the server were 150 ms away: every chunk is forwarded after half
the round trip, in each direction, in order (so a request and its answer take the whole round trip,
and a stream's events arrive spread as they were sent, only later). `--listen` with port 0 picks a
free port and prints `listening on http://HOST:PORT`. Stops on SIGINT or SIGTERM.
"""

import argparse
import asyncio
import signal
import sys
import time


async def pipe(reader, writer, delay):
    """Forwards what `reader` gives to `writer`, each chunk `delay` seconds after it arrived."""
    queue = asyncio.Queue()

    async def read():
        try:
            while True:
                chunk = await reader.read(65536)
                await queue.put((time.monotonic() + delay, chunk))
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


async def serve(listen_host, listen_port, target_host, target_port, rtt_ms):
    delay = rtt_ms / 2000

    async def handle(client_reader, client_writer):
        try:
            server_reader, server_writer = await asyncio.open_connection(target_host, target_port)
        except OSError:
            client_writer.close()
            return
        try:
            await asyncio.gather(
                pipe(client_reader, server_writer, delay), pipe(server_reader, client_writer, delay),
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
    arguments = parser.parse_args()
    if arguments.rtt < 0 or arguments.rtt > 10_000:
        sys.exit("--rtt must be 0–10000 ms")
    try:
        asyncio.run(serve(*arguments.listen, *arguments.target, arguments.rtt))
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
