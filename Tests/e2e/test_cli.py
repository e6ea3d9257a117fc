"""The command line as DESIGN.md gives it, run from the built binary: schema, presets, render, simulate,
export and measure, with invalid input refused with every problem's pointer and a non-zero exit; and
`serve`'s access log behind a trusted proxy and its font folder."""

import http.client
import json
import os
import pathlib
import shutil
import signal
import subprocess

from conftest import binary


def run(*args, stdin=None):
    return subprocess.run(
        [str(binary()), *args], input=stdin, capture_output=True, text=True, timeout=60
    )


def test_schema_and_presets_are_json():
    schema = json.loads(run("schema").stdout)
    assert schema["schemaVersion"] == 2
    paths = {option["path"] for option in schema["options"]}
    assert {"bar.location", "indicator.weight", "pager.autoScroll.interval"} <= paths
    assert not any(path.startswith("appearance.") for path in paths)
    assert [v["path"] for v in schema["view"]] == ["colorScheme", "layoutDirection", "textScale", "reduceMotion", "frameRate"]
    presets = json.loads(run("presets").stdout)["presets"]
    assert [p["id"] for p in presets][:3] == ["tabman.buttonBar", "tabman.tabBar", "tabman.lineBar"]
    assert len(presets) == 10


def test_render_prints_layout_and_frame():
    result = run("render", "--config", "-", "--viewport", "390x844", "--position", "1.5",
                 stdin='{"preset": "tabman.buttonBar"}')
    assert result.returncode == 0, result.stderr
    document = json.loads(result.stdout)
    assert document["layout"]["type"] == "layout"
    assert document["layout"]["viewport"]["width"] == 390
    frame = document["frame"]
    assert frame["type"] == "frame" and frame["position"] == 1.5
    # Half-way between buttons 1 and 2: the indicator lies between their frames.
    buttons = document["layout"]["buttons"]
    left = buttons[1]["frame"]["x"]
    right = buttons[2]["frame"]["x"]
    assert left < frame["indicator"]["x"] < right


def test_invalid_config_lists_every_problem_and_exits_non_zero():
    result = run("render", "--config", "-",
                 stdin='{"indicator": {"weight": 50, "kind": "star"}, "bar": {"colour": 1}}')
    assert result.returncode == 65
    for pointer in ["/indicator/weight", "/indicator/kind", "/bar/colour"]:
        assert pointer in result.stderr


def test_simulate_is_deterministic_and_refuses_bad_scripts(tmp_path):
    config = tmp_path / "config.json"
    config.write_text('{"preset": "tabman.buttonBar"}')
    script = tmp_path / "script.json"
    script.write_text(json.dumps({
        "viewport": {"width": 390, "height": 844}, "fps": 60, "until": 1.5,
        "events": [
            {"t": 0.0, "type": "pointerDown", "x": 300, "y": 400},
            {"t": 0.05, "type": "pointerMove", "x": 250, "y": 400},
            {"t": 0.1, "type": "pointerMove", "x": 100, "y": 400},
            {"t": 0.12, "type": "pointerUp", "x": 80, "y": 400},
            {"t": 1.0, "type": "tap", "index": 3},
        ],
    }))
    first = run("simulate", "--config", str(config), "--script", str(script))
    second = run("simulate", "--config", str(config), "--script", str(script))
    assert first.returncode == 0, first.stderr
    assert first.stdout == second.stdout
    lines = [json.loads(line) for line in first.stdout.splitlines()]
    assert lines[0]["type"] == "layout"
    events = [line for line in lines if line["type"] == "event"]
    assert [(e["name"], e["index"]) for e in events if e["name"] == "didScrollToPage"] == [
        ("didScrollToPage", 1), ("didScrollToPage", 3)]
    assert [line for line in lines if line["type"] == "frame"][-1]["position"] == 3
    script.write_text('{"until": 1, "events": [{"t": 0, "type": "tap", "index": 7}], "fps": 24}')
    bad = run("simulate", "--config", str(config), "--script", str(script))
    assert bad.returncode == 65
    assert "/events/0/index" in bad.stderr and "/fps" in bad.stderr


def test_export_targets(tmp_path):
    config = tmp_path / "config.json"
    config.write_text('{"preset": "tabman.tabBar"}')
    tabman = run("export", "--config", str(config), "--target", "tabman")
    assert tabman.returncode == 0 and "TMBar.TabBar()" in tabman.stdout
    swiftui = run("export", "--config", str(config), "--target", "swiftui-tabpager")
    assert swiftui.returncode == 0 and "TabPager(selection: $selection, items: tabs)" in swiftui.stdout
    exported = run("export", "--config", str(config), "--target", "json")
    again = run("export", "--config", "-", "--target", "json", stdin=exported.stdout)
    assert exported.stdout == again.stdout
    assert run("export", "--config", str(config), "--target", "kotlin").returncode == 64


def test_measure_prints_widths():
    result = run("measure", "--size", "17", "--weight", "bold", "Home", "Explore")
    widths = [json.loads(line) for line in result.stdout.splitlines()]
    assert [w["text"] for w in widths] == ["Home", "Explore"]
    assert all(w["width"] > 0 for w in widths)
    assert run("measure", "--size", "-3", "x").returncode == 64


def serve_and_log(tmp_path, env_extra, requests):
    """Runs `serve --port 0` with `env_extra`, sends `requests` (header dicts) to /healthz, stops it and
    returns its access-log lines."""
    env = dict(os.environ, **env_extra)
    process = subprocess.Popen(
        [str(binary()), "serve", "--port", "0", "--db", str(tmp_path / "log.sqlite"), "--public", str(tmp_path)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, text=True,
    )
    try:
        line = process.stdout.readline()
        assert line.startswith("listening on http://127.0.0.1:"), line
        port = int(line.strip().rsplit(":", 1)[1])
        for headers in requests:
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            connection.request("GET", "/healthz", headers=headers)
            assert connection.getresponse().read() == b"ok\n"
            connection.close()
    finally:
        process.send_signal(signal.SIGTERM)
        _, stderr = process.communicate(timeout=15)
    return [line for line in stderr.splitlines() if "/healthz" in line]


def test_the_access_log_shows_the_client_a_trusted_proxy_names(tmp_path):
    forwarded = {"X-Forwarded-For": "203.0.113.5"}
    trusted = serve_and_log(tmp_path, {"PAGER_PLAYGROUND_TRUSTED_PROXIES": "127.0.0.1"}, [forwarded, {}])
    assert len(trusted) == 2, trusted
    # Each loop writes its own lines at the end of its iteration (docs/http.md), so two requests on two
    # loops may be logged in either order: one line names the forwarded client, one the proxy itself.
    clients = sorted(line.split(" [", 1)[0] for line in trusted)
    assert clients == ["127.0.0.1", "203.0.113.5"], trusted
    # Without a trusted proxy the header is not believed: the log shows the peer with its port.
    plain = serve_and_log(tmp_path, {}, [forwarded])
    assert len(plain) == 1 and plain[0].startswith("127.0.0.1:"), plain


def test_serve_takes_its_fonts_from_the_fonts_variable(tmp_path):
    dejavu = pathlib.Path("/usr/share/fonts/truetype/dejavu")
    inter = pathlib.Path("/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf")
    inter_display = pathlib.Path("/usr/share/fonts/truetype/inter-vf/InterDisplay-roman.var.ttf")
    # Every built-in file in one folder (Inter's variable fonts, the default face's two designs, and DejaVu
    # Sans), with DejaVu's bold face under the regular face's name: the bytes served show which folder the
    # server read.
    fonts = tmp_path / "fonts"
    fonts.mkdir()
    shutil.copy(inter, fonts / "Inter-roman.var.ttf")
    shutil.copy(inter_display, fonts / "InterDisplay-roman.var.ttf")
    shutil.copy(dejavu / "DejaVuSans-Bold.ttf", fonts / "DejaVuSans.ttf")
    shutil.copy(dejavu / "DejaVuSans-Bold.ttf", fonts / "DejaVuSans-Bold.ttf")
    env = dict(os.environ, PAGER_PLAYGROUND_FONTS=str(fonts))
    process = subprocess.Popen(
        [str(binary()), "serve", "--port", "0", "--db", str(tmp_path / "f.sqlite"), "--public", str(tmp_path), "--quiet"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, text=True,
    )
    try:
        line = process.stdout.readline()
        assert line.startswith("listening on http://127.0.0.1:"), line
        port = int(line.strip().rsplit(":", 1)[1])
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        connection.request("GET", "/fonts/DejaVuSans.ttf")
        assert connection.getresponse().read() == (dejavu / "DejaVuSans-Bold.ttf").read_bytes()
        connection.request("GET", "/fonts/Inter-roman.var.ttf")
        assert connection.getresponse().read() == inter.read_bytes()
        connection.request("GET", "/fonts/InterDisplay-roman.var.ttf")
        assert connection.getresponse().read() == inter_display.read_bytes()
        # Roboto is no built-in face any more (decision 0052): its files are not served.
        connection.request("GET", "/fonts/Roboto-Regular.ttf")
        response = connection.getresponse()
        response.read()
        assert response.status == 404, response.status
        connection.close()
    finally:
        process.send_signal(signal.SIGTERM)
        process.communicate(timeout=15)
    # A folder without the fonts stops the server at start with the reason, as the other commands do.
    empty = tmp_path / "empty"
    empty.mkdir()
    failed = subprocess.run(
        [str(binary()), "serve", "--port", "0", "--db", str(tmp_path / "g.sqlite"), "--quiet"],
        capture_output=True, text=True, timeout=30, env=dict(os.environ, PAGER_PLAYGROUND_FONTS=str(empty)),
    )
    assert failed.returncode != 0
    assert "cannot load the fonts" in failed.stderr and str(empty) in failed.stderr, failed.stderr


METRICS_TOKEN = "cli-test-metrics-token-0123"


def loop_connections(extra_args, tmp_path, name):
    """Runs `serve --threads 2` with `extra_args`, opens three keep-alive connections one after another
    (each answered before the next opens), and returns what /metrics says each loop holds."""
    process = subprocess.Popen(
        [str(binary()), "serve", "--port", "0", "--threads", "2", "--db", str(tmp_path / f"{name}.sqlite"),
         "--public", str(tmp_path), "--quiet", "--metrics-token", METRICS_TOKEN, *extra_args],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    try:
        line = process.stdout.readline()
        assert line.startswith("listening on http://127.0.0.1:"), line
        port = int(line.strip().rsplit(":", 1)[1])
        connections = []
        for _ in range(3):
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            connection.request("GET", "/healthz")
            assert connection.getresponse().read() == b"ok\n"
            connections.append(connection)
        connections[0].request("GET", "/metrics", headers={"Authorization": f"Bearer {METRICS_TOKEN}"})
        metrics = connections[0].getresponse().read().decode()
        for connection in connections:
            connection.close()
    finally:
        process.send_signal(signal.SIGTERM)
        process.communicate(timeout=15)
    return {
        line.split('"')[1]: int(line.rsplit(" ", 1)[1])
        for line in metrics.splitlines() if line.startswith("http_loop_connections{")
    }


def test_serve_places_each_connection_on_the_loop_with_the_fewest(tmp_path):
    # docs/http.md: a new connection goes to the loop holding the fewest, and stays there.
    assert loop_connections([], tmp_path, "fewest") == {"0": 2, "1": 1}
    # The fill-first placement and its option are gone.
    refused = run("serve", "--port", "0", "--loop-fill", "0")
    assert refused.returncode == 64
    assert "loop-fill" in refused.stderr


def test_render_simulate_and_export_take_a_view_beside_the_config(tmp_path):
    """Issue 48 item 3: `--view FILE|JSON`; an old config's appearance is the view, the inline one wins."""
    config = tmp_path / "c.json"
    config.write_text(json.dumps({"preset": "tabman.tabBar", "appearance": {"layoutDirection": "rightToLeft"}}))
    plain = json.loads(run("render", "--config", str(config)).stdout)
    assert plain["layout"]["direction"] == "rightToLeft"
    inline = run("render", "--config", str(config), "--view", '{"layoutDirection": "leftToRight"}')
    assert inline.returncode == 0, inline.stderr
    assert json.loads(inline.stdout)["layout"]["direction"] == "leftToRight"
    view = tmp_path / "v.json"
    view.write_text('{"colorScheme": "dark", "frameRate": 30}')
    script = tmp_path / "s.json"
    script.write_text(json.dumps({"until": 0.5, "events": [{"type": "scrollTo", "t": 0, "page": 1}]}))
    lines = run("simulate", "--config", str(config), "--view", str(view), "--script", str(script)).stdout.splitlines()
    frames = [json.loads(line) for line in lines if '"type":"frame"' in line]
    # 30 fps: a third of a second apart.
    assert len(frames) > 2 and abs((frames[2]["t"] - frames[1]["t"]) - 1 / 30) < 1e-3, [f["t"] for f in frames]
    exported = run("export", "--config", str(config), "--view", str(view), "--target", "tabman")
    assert exported.returncode == 0, exported.stderr
    assert "Dark mode (the view's colorScheme) is the device's setting, not code." in exported.stdout
    normalized = json.loads(run("export", "--config", str(config), "--target", "json").stdout)
    assert "appearance" not in normalized
    bad = run("render", "--config", str(config), "--view", '{"colorScheme": "sepia"}')
    assert bad.returncode != 0
    assert '/colorScheme: "sepia" is not allowed' in bad.stderr


def test_serve_hides_metrics_unless_given_the_token_or_the_admin_address(tmp_path):
    # docs/security.md: /metrics is 404 on the public port without the token; --admin serves it there.
    process = subprocess.Popen(
        [str(binary()), "serve", "--port", "0", "--db", str(tmp_path / "m.sqlite"), "--public", str(tmp_path),
         "--quiet", "--admin", "127.0.0.1:0", "--metrics-token", METRICS_TOKEN],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    try:
        port = int(process.stdout.readline().strip().rsplit(":", 1)[1])
        admin = process.stdout.readline()
        assert admin.startswith("admin on http://127.0.0.1:"), admin
        admin_port = int(admin.strip().rsplit(":", 1)[1])

        def get(on, path, headers=None):
            connection = http.client.HTTPConnection("127.0.0.1", on, timeout=10)
            connection.request("GET", path, headers=headers or {})
            response = connection.getresponse()
            body = response.read().decode()
            connection.close()
            return response.status, body

        assert get(port, "/metrics")[0] == 404
        assert get(port, "/metrics", {"Authorization": "Bearer wrong-token-0123456789"})[0] == 404
        status, body = get(port, "/metrics", {"Authorization": f"Bearer {METRICS_TOKEN}"})
        assert status == 200 and "# TYPE pager_sessions gauge" in body
        status, body = get(admin_port, "/metrics")
        assert status == 200 and "# TYPE pager_sessions gauge" in body
        assert get(admin_port, "/api/schema")[0] == 404
    finally:
        process.send_signal(signal.SIGTERM)
        process.communicate(timeout=15)
    assert process.returncode == 0


def test_serve_refuses_bad_abuse_settings(tmp_path):
    for args, says in [
        (["--metrics-token", "short"], "metrics token"),
        (["--admin", "9090"], "--admin must be HOST:PORT"),
        (["--public-url", "ftp://x"], "--public-url must look like"),
    ]:
        failed = subprocess.run(
            [str(binary()), "serve", "--port", "0", "--db", str(tmp_path / "x.sqlite"), *args],
            capture_output=True, text=True, timeout=30,
        )
        assert failed.returncode != 0, args
        assert says in failed.stderr, failed.stderr
