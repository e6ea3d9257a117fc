"""A bounded, seeded fuzz of the JSON API against the real server: configs built from GET /api/schema
(every option, mostly in range, one config in ten broken on purpose: wrong types, values past the
bounds, bad colours, duplicate ids, control characters), live sessions fed batches of input events
(pointer drags across the bar and pages, taps, keys, scrolls, scrubs, item edits, config patches,
viewports, bar hiding; one batch in seven broken), their event streams, saves, previews and exports.

Every answer must be a success or a client error with the API's error shape; a 5xx other than a 503
with Retry-After, a dropped connection or a dead process fails. Every acknowledged save must read
back as the server acknowledged it. `API_FUZZ_SECONDS` and `API_FUZZ_SEED` change the run (default
20 s, seed 1). When the server drops a connection, the session being fed at the time (its creation
body and every batch sent to it) is written to `artifacts/api-fuzz-repro.json` to replay.
"""

import http.client
import json
import os
import random
import socket
import time
from urllib.parse import urlparse

import pytest
from conftest import artifacts_dir

SECONDS = float(os.environ.get("API_FUZZ_SECONDS", "20"))
SEED = int(os.environ.get("API_FUZZ_SEED", "1"))
TITLES = ["Home", "W" * 80, "مرحبا بالعالم", "👩‍👩‍👧‍👦👩‍👩‍👧‍👦", "e\u0301\u0301\u0301", "\u200b", "Ｗｉｄｅ", "ไทย", "🇺🇳🇺🇳🇺🇳", "𝕏" * 40, "A"]
BROKEN_TITLES = ["", "x" * 81, "a\u0000b", "line\nbreak"]
ODD_NUMBERS = [1e308, -1e308, 5e-324, 1e15, "1", None, True, [], {}]


class Client:
    def __init__(self, url: str):
        parsed = urlparse(url)
        self.host, self.port = parsed.hostname, parsed.port
        self.failures: list[str] = []
        # The requests of the session being fed: what reproduces a server that died on them.
        self.trail: list[dict] = []

    def request(self, method: str, path: str, body=None, timeout=30.0, headers=None):
        connection = http.client.HTTPConnection(self.host, self.port, timeout=timeout)
        data = None if body is None else json.dumps(body).encode()
        try:
            connection.request(method, path, body=data, headers={"Content-Type": "application/json", **(headers or {})})
            response = connection.getresponse()
            raw = response.read()
        except (http.client.HTTPException, OSError) as error:
            self.failures.append(f"{error!r} for {method} {path} {json.dumps(body)[:1500] if body is not None else ''}")
            if len(self.failures) == 1:
                if not self.trail or self.trail[-1]["body"] != body:
                    self.trail.append({"method": method, "path": path, "body": body})
                repro = artifacts_dir() / "api-fuzz-repro.json"
                repro.write_text(json.dumps(self.trail, indent=1))
                self.failures.append(f"the requests of the session being fed are in {repro}")
            return 0, b"{}"
        finally:
            connection.close()
        self.check(method, path, body, response, raw)
        return response.status, raw

    def check(self, method, path, body, response, raw):
        status = response.status
        what = f"{method} {path} {json.dumps(body)[:1500] if body is not None else ''}"
        if status >= 500 and not (status == 503 and response.getheader("Retry-After")):
            self.failures.append(f"{status} for {what}: {raw[:300]!r}")
        elif 400 <= status < 500 and status != 429 and path.startswith("/api/"):
            try:
                error = json.loads(raw)["error"]
                assert isinstance(error["code"], str) and isinstance(error["message"], str)
                assert all(detail["pointer"] == "" or detail["pointer"].startswith("/") for detail in error["details"])
            except (ValueError, KeyError, TypeError, AssertionError):
                self.failures.append(f"{status} without the error shape for {what}: {raw[:300]!r}")

    def first_stream_event(self, session: str) -> str:
        """The name of the first event the session's stream sends."""
        received = b""
        try:
            with socket.create_connection((self.host, self.port), timeout=5) as stream:
                stream.sendall(f"GET /api/sessions/{session}/events HTTP/1.1\r\nHost: t\r\n\r\n".encode())
                deadline = time.monotonic() + 5
                while b"\ndata:" not in received and time.monotonic() < deadline:
                    chunk = stream.recv(65536)
                    if not chunk:
                        break
                    received += chunk
        except OSError as error:
            return repr(error)
        head, _, body = received.partition(b"\r\n\r\n")
        if b" 200 " not in head.split(b"\r\n")[0]:
            return ""
        for line in body.split(b"\n"):
            if line.startswith(b"event:"):
                return line[6:].strip().decode()
        return ""


class Generator:
    def __init__(self, schema: dict, rng: random.Random):
        self.options = schema["options"]
        self.presets = schema["presets"]
        self.icons = next(f for f in schema["items"]["fields"] if f["name"] == "icon")["values"]
        self.rng = rng

    def value(self, option: dict, broken: bool):
        r = self.rng
        kind = option["type"]
        if broken and r.random() < 0.15:
            return r.choice(ODD_NUMBERS + ["bogus", "#GGGGGG", "red"])
        if kind in ("number", "integer"):
            low, high = option.get("min", -1e4), option.get("max", 1e4)
            step = 1 if kind == "integer" else 1e-9
            value = r.choice([low, high, r.uniform(low, high), r.uniform(low, high), high - step, low + step])
            return int(round(value)) if kind == "integer" else value
        if kind == "enum":
            return r.choice(option["values"])
        if kind == "boolean":
            return r.choice([True, False])
        return r.choice(["#000000", "#FFFFFF00", "#12345678", "#00000000", "#FF0000FF", "#FFFFFF"])

    def item(self, index: int, broken: bool) -> dict:
        r = self.rng
        return {
            "id": r.choice(["dup", "a" * 65, "bad id", f"t{index}"]) if broken else f"t{index}",
            "title": r.choice(TITLES + (BROKEN_TITLES if broken else []) + [f"Tab {index}"] * 4),
            "badge": r.choice([None, None, "3", "99+", "", "WWWWWWWW", "🔥"] + (["123456789"] if broken else [])),
            "icon": r.choice([None] + self.icons + (["nope"] if broken else [])),
            "accessibilityLabel": r.choice([None, None, "x" * 120, "Label"] + (["x" * 121] if broken else [])),
        }

    def config(self, broken: bool, with_items=True) -> dict:
        r = self.rng
        config = {"preset": r.choice(self.presets)}
        for option in r.sample(self.options, r.randint(0, len(self.options))):
            *parents, leaf = option["path"].split(".")
            node = config
            for key in parents:
                node = node.setdefault(key, {})
            node[leaf] = self.value(option, broken)
        count = 5
        if with_items and r.random() < 0.7:
            count = r.choice([1, 2, 5, 24, 200] + ([0, 201] if broken else []))
            config["items"] = [self.item(index, broken) for index in range(count)]
        if not broken and isinstance(config.get("pager", {}).get("defaultPage"), int):
            config["pager"]["defaultPage"] %= max(count, 1)
        return config

    def event(self, t: float, broken: bool) -> dict:
        r = self.rng
        kind = r.choice(
            ["pointerDown", "pointerMove", "pointerMove", "pointerMove", "pointerUp", "pointerCancel", "tap", "key"]
            + ["scrollTo", "scrub", "scrubEnd", "items", "config", "viewport", "barHidden"]
        )
        event = {"type": kind, "t": t}
        if kind.startswith("pointer") and kind != "pointerCancel":
            coordinate = (lambda: r.choice([-1e9, 1e308, -5])) if broken else (lambda: r.uniform(-20, 900))
            event.update(x=coordinate(), y=r.choice([coordinate(), r.uniform(80, 140)]), pointerId=r.choice([1, 2]))
        elif kind == "tap":
            event["index"] = r.choice([-1, 10**9]) if broken else r.randint(0, 4)
        elif kind == "key":
            event["key"] = r.choice(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"])
        elif kind == "scrollTo":
            event.update(page=r.choice(["next", "previous", "first", "last", 0, 3]), animated=r.random() < 0.7)
        elif kind == "scrub":
            event["position"] = r.choice([-1e308, 1e6]) if broken else r.uniform(-1, 4)
        elif kind == "items":
            operation = r.choice(["append", "rename", "badge", "remove", "reorder"])
            event["op"] = operation
            if operation == "append":
                event["item"] = dict(self.item(0, broken), id=f"n{r.randrange(10**9)}")
            elif operation == "rename":
                event.update(id=r.choice(["t0", "home"]), title=r.choice(TITLES))
            elif operation == "badge":
                event.update(id=r.choice(["t0", "home"]), badge=r.choice([None, "9", "WWWW"]))
            elif operation == "remove":
                event["id"] = r.choice(["t1", "t2", "explore"])
            else:
                event["ids"] = r.sample(["t0", "t1", "t2", "t3", "t4"], 5)
        elif kind == "config":
            patch = self.config(broken, with_items=False)
            event["patch"] = {key: value for key, value in patch.items() if r.random() < 0.5}
        elif kind == "viewport":
            event.update(
                width=r.choice([100, 320, 393, 1024, 2000] + ([0, 1e9] if broken else [])),
                height=r.choice([200, 852, 3000]),
                safeArea={"top": r.choice([0, 59]), "left": r.choice([0, 47]), "bottom": r.choice([0, 34]), "right": 0},
            )
        elif kind == "barHidden":
            event["hidden"] = r.random() < 0.5
        return event


def test_the_api_answers_everything_a_client_sends_without_a_server_error(server):
    schema_status, schema = server.request("GET", "/api/schema")
    assert schema_status == 200
    rng = random.Random(SEED)
    generate = Generator(schema, rng)
    client = Client(server.url)
    saved: dict[str, bytes] = {}
    counts = {"sessions": 0, "accepted batches": 0, "saves": 0}
    deadline = time.monotonic() + SECONDS
    while time.monotonic() < deadline and len(client.failures) < 5:
        broken = rng.random() < 0.1
        config = generate.config(broken)
        body = {"config": config}
        if rng.random() < 0.3:
            body["viewport"] = {
                "width": rng.choice([320, 393, 1366]),
                "height": rng.choice([568, 852]),
                "safeArea": {"top": rng.choice([0, 59]), "left": 0, "bottom": 34, "right": rng.choice([0, 47])},
            }
        client.trail = [{"method": "POST", "path": "/api/sessions", "body": body}]
        status, raw = client.request("POST", "/api/sessions", body)
        if status == 201:
            counts["sessions"] += 1
            session = json.loads(raw)["id"]
            steering = {"X-Input-Token": json.loads(raw)["inputToken"]}
            t = rng.uniform(0, 1e5)
            for _ in range(rng.randint(1, 5)):
                batch_broken = rng.random() < 1 / 7
                spacing = rng.choice([0.008, 0.016, 0.1])
                events = [generate.event(t + index * spacing, batch_broken) for index in range(rng.randint(1, 40))]
                client.trail.append({"method": "POST", "path": "/api/sessions/{id}/input", "body": {"events": events}})
                status, _ = client.request("POST", f"/api/sessions/{session}/input", {"events": events}, headers=steering)
                counts["accepted batches"] += status == 202
                t += 2
                if rng.random() < 0.3:
                    # What a click would start: any tab or page, or no question at all.
                    question = rng.choice([
                        f"tap={rng.randint(0, 30)}", "tap=-1", "tap=1e3", "tap=", f"scrollTo={rng.randint(0, 30)}",
                        "scrollTo=next", "scrollTo=previous", "scrollTo=last", "scrollTo=nowhere", "tap=1&scrollTo=next", "",
                        # Several at once (decision 0043), and lists too long, repeated, empty or mixed.
                        f"q=tap={rng.randint(0, 30)},scrollTo=next,key=ArrowLeft", "q=" + ",".join(["tap=1"] * 13),
                        "q=" + ",".join(f"tap={i}" for i in range(rng.randint(10, 40))), "q=tap=1,tap=1", "q=", "q=,",
                        "q=tap=1&tap=2", "q=tap%3D1%2CscrollTo%3Dlast", "q=key=ArrowRight,scrollTo=-1",
                    ])
                    path = f"/api/sessions/{session}/what-if?{question}"
                    client.trail.append({"method": "GET", "path": path, "body": None})
                    client.request("GET", path, headers=steering)
            if rng.random() < 0.3:
                first = client.first_stream_event(session)
                if first != "layout":
                    client.failures.append(f"session {session}'s stream began with {first!r}, not a layout")
            client.request("DELETE", f"/api/sessions/{session}", headers=steering)
        if rng.random() < 0.15:
            status, raw = client.request("POST", "/api/configs", {"name": rng.choice(TITLES), "config": config})
            if status == 201:
                counts["saves"] += 1
                slug = json.loads(raw)["slug"]
                _, stored = client.request("GET", f"/api/configs/{slug}")
                saved[slug] = json.loads(stored)["config"]
                for path in (f"/c/{slug}/preview.png?scale=1", f"/api/configs/{slug}/export?target=tabman", f"/c/{slug}"):
                    client.request("GET", path)
        if rng.random() < 0.2:
            target = rng.choice(["tabman", "swiftui-tabpager", "json", "kotlin"])
            client.request("POST", f"/api/export?target={target}", {"config": config})

    assert not client.failures, "\n".join(client.failures)
    assert server.process.poll() is None, "the server exited"
    assert server.request("GET", "/healthz") == (200, "ok\n")
    for slug, config in saved.items():
        status, stored = server.request("GET", f"/api/configs/{slug}")
        assert status == 200 and stored["config"] == config, f"save {slug} changed"
    # The run must have reached the engine, not only the validators.
    assert counts["sessions"] >= 10 and counts["accepted batches"] >= 10, counts
