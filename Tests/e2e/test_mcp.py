"""`pager-playground mcp` as an agent's client drives it: the real binary over its standard input and
output, one JSON-RPC message a line: the handshake, the tools, a preview PNG that decodes, bad messages
answered with JSON-RPC errors, an oversized line skipped without losing the next message, and a clean
exit when the client closes its end. Last, the official MCP Python SDK's stdio client (PyPI `mcp`)
connects and calls the tools, as Claude Desktop, Cursor and other hosts do, and saves a config in a
running playground whose link then opens the same pager in Chromium."""

import asyncio
import base64
import concurrent.futures
import json
import re
import select
import struct
import subprocess
import zlib

from conftest import binary
from test_playground import canvas_data, open_playground

TIMEOUT = 30.0


class Client:
    def __init__(self):
        self.process = subprocess.Popen(
            [str(binary()), "mcp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE
        )
        self.next_id = 0

    def send_line(self, raw: bytes):
        self.process.stdin.write(raw + b"\n")
        self.process.stdin.flush()

    def read(self):
        ready, _, _ = select.select([self.process.stdout], [], [], TIMEOUT)
        assert ready, "no reply within the time limit"
        line = self.process.stdout.readline()
        assert line.endswith(b"\n")
        return json.loads(line)

    def request(self, method, params=None):
        self.next_id += 1
        message = {"jsonrpc": "2.0", "id": self.next_id, "method": method}
        if params is not None:
            message["params"] = params
        self.send_line(json.dumps(message).encode())
        reply = self.read()
        assert reply["id"] == self.next_id and reply["jsonrpc"] == "2.0"
        return reply

    def call(self, name, arguments):
        result = self.request("tools/call", {"name": name, "arguments": arguments})["result"]
        return result

    def close(self):
        self.process.stdin.close()
        status = self.process.wait(timeout=TIMEOUT)
        rest = self.process.stdout.read()
        errors = self.process.stderr.read()
        return status, rest, errors


def png_size_and_rows(png: bytes):
    """Checks the PNG's chunks (CRCs, order) and inflates its image data; returns width, height and
    the number of scanlines the data holds."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    offset, chunks = 8, []
    while offset < len(png):
        (length,) = struct.unpack(">I", png[offset : offset + 4])
        kind = png[offset + 4 : offset + 8]
        data = png[offset + 8 : offset + 8 + length]
        (crc,) = struct.unpack(">I", png[offset + 8 + length : offset + 12 + length])
        assert zlib.crc32(kind + data) == crc
        chunks.append((kind, data))
        offset += 12 + length
    assert chunks[0][0] == b"IHDR" and chunks[-1][0] == b"IEND"
    width, height, depth, color = struct.unpack(">IIBB", chunks[0][1][:10])
    channels = {2: 3, 6: 4}[color]
    raw = zlib.decompress(b"".join(data for kind, data in chunks if kind == b"IDAT"))
    assert depth == 8 and len(raw) % (1 + width * channels) == 0
    return width, height, len(raw) // (1 + width * channels)


def test_an_agent_designs_a_pager_through_the_tools():
    client = Client()
    hello = client.request(
        "initialize",
        {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "pytest", "version": "1"}},
    )["result"]
    assert hello["protocolVersion"] == "2025-06-18"
    assert hello["serverInfo"]["name"] == "pager-playground" and "tools" in hello["capabilities"]
    # A notification gets no reply: the next line is the ping's.
    client.send_line(b'{"jsonrpc": "2.0", "method": "notifications/initialized"}')
    assert client.request("ping")["result"] == {}

    tools = {tool["name"]: tool for tool in client.request("tools/list")["result"]["tools"]}
    assert set(tools) == {
        "list_options", "list_presets", "check_config", "export_code", "render_preview", "render_layout",
        "save_config", "open_config",
    }
    assert tools["export_code"]["inputSchema"]["required"] == ["config", "target"]

    options = json.loads(client.call("list_options", {"prefix": "indicator."})["content"][0]["text"])["options"]
    assert "indicator.weight" in {option["path"] for option in options}
    presets = json.loads(client.call("list_presets", {})["content"][0]["text"])["presets"]
    assert "tabman.tabBar" in {preset["id"] for preset in presets}

    # A first try with two mistakes: both come back, each with its pointer, and the call is an error.
    wrong = client.call("check_config", {"config": {"preset": "tabman.tabBar", "bar": {"location": "middle"}, "indicator": {"weight": 90}}})
    assert wrong["isError"] is True
    text = wrong["content"][0]["text"]
    assert text.startswith("2 problems:") and "/config/bar/location" in text and "/config/indicator/weight" in text

    config = {"preset": "tabman.tabBar", "bar": {"location": "bottom"}, "indicator": {"weight": 4}}
    checked = client.call("check_config", {"config": config})
    assert checked["isError"] is False and checked["content"][0]["text"].startswith("The config is valid.")

    preview = client.call("render_preview", {"config": config, "width": 390, "scale": 2})
    assert preview["isError"] is False
    image = preview["content"][1]
    assert image["type"] == "image" and image["mimeType"] == "image/png"
    width, height, rows = png_size_and_rows(base64.b64decode(image["data"], validate=True))
    assert (width, height, rows) == (780, 1690, 1690)

    layout = json.loads(client.call("render_layout", {"config": config, "position": 0.5})["content"][0]["text"])
    assert layout["frame"]["position"] == 0.5
    bar = layout["layout"]["bar"]["frame"]
    assert bar["y"] > 700  # at the bottom of the 852-point screen

    code = client.call("export_code", {"config": config, "target": "tabman"})["content"][0]["text"]
    assert "TabmanViewController" in code and "addBar(bar, dataSource: self, at: .bottom)" in code

    status, rest, errors = client.close()
    assert status == 0 and rest == b"" and errors == b""


def test_bad_messages_get_errors_and_the_server_keeps_going():
    client = Client()
    client.send_line(b"{not json")
    assert client.read()["error"]["code"] == -32700
    client.send_line(b'{"jsonrpc": "2.0", "id": 1, "method": "resources/list"}')
    assert client.read() == {"jsonrpc": "2.0", "id": 1, "error": {"code": -32601, "message": 'Method not found: "resources/list"'}}
    # A line past the 4 MiB limit is refused once, unread, and the message after it is answered.
    client.send_line(b'{"jsonrpc": "2.0", "id": 2, "method": "ping", "pad": "' + b"x" * (5 << 20) + b'"}')
    too_long = client.read()
    assert too_long["id"] is None and too_long["error"]["code"] == -32600 and "4 MiB" in too_long["error"]["message"]
    assert client.request("ping")["result"] == {}
    # The last message may end without a newline.
    client.process.stdin.write(b'{"jsonrpc": "2.0", "id": 99, "method": "ping"}')
    status, rest, errors = client.close()
    assert status == 0 and json.loads(rest) == {"jsonrpc": "2.0", "id": 99, "result": {}}
    assert errors == b""


def sdk_session(args, calls):
    """Runs `pager-playground mcp ARGS` under the official SDK's stdio client: initialize, list the tools,
    then each `(name, arguments)` of `calls`; returns the initialize result, the tools and the results."""
    from mcp import ClientSession, StdioServerParameters
    from mcp.client.stdio import stdio_client

    async def session_run():
        params = StdioServerParameters(command=str(binary()), args=["mcp", *args])
        async with stdio_client(params) as (read, write):
            async with ClientSession(read, write) as session:
                hello = await session.initialize()
                tools = await session.list_tools()
                results = [await session.call_tool(name, arguments) for name, arguments in calls]
                await session.send_ping()
                return hello, tools, results

    # On a thread of its own: Playwright's sync API keeps an event loop running on the test's thread.
    with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(lambda: asyncio.run(asyncio.wait_for(session_run(), TIMEOUT))).result()


def test_the_official_python_sdk_client_connects_and_calls_tools():
    hello, tools, (wrong, preview) = sdk_session([], [
        ("check_config", {"config": {"bar": {"location": "middle"}}}),
        ("render_preview", {"config": {}, "width": 320, "scale": 1}),
    ])
    assert hello.server_info.name == "pager-playground"
    assert [tool.name for tool in tools.tools][:2] == ["list_options", "list_presets"]
    assert wrong.is_error and "/config/bar/location" in wrong.content[0].text
    assert not preview.is_error and preview.content[1].mime_type == "image/png"
    assert png_size_and_rows(base64.b64decode(preview.content[1].data))[:2] == (320, 694)


def test_an_agent_saves_a_config_and_its_link_opens_the_same_pager(server, page):
    config = {"preset": "tabman.tabBar", "bar": {"location": "bottom"}}
    _, _, (saved,) = sdk_session(["--url", server.url], [("save_config", {"name": "From an agent", "config": config})])
    assert not saved.is_error, saved.content[0].text
    links = re.findall(r"(http://\S+/c/[A-Za-z0-9_-]+)(?:\s|$)", saved.content[0].text)
    assert links and links[0].startswith(server.url + "/c/"), saved.content[0].text
    _, _, (opened,) = sdk_session(["--url", server.url], [("open_config", {"slug": links[0]})])
    assert opened.content[0].text.startswith('"From an agent", version 1 of 1')

    open_playground(page, server, links[0][len(server.url):])
    _, height = (float(v) for v in canvas_data(page, "viewport").split("x"))
    bar_y = float(canvas_data(page, "bar").split(" ")[1])
    assert bar_y > height / 2, (bar_y, height)  # the bar the agent put at the bottom
    # Whoever opens the shared link may fork it, not save over it.
    assert page.get_by_test_id("save-button").inner_text() == "Fork"
    page.console_watch.assert_clean()

    # The author's own link hands this browser the edit token: the next save is version 2 of the same link.
    edit_links = re.findall(r"(http://\S+/c/[A-Za-z0-9_-]+#edit=[A-Za-z0-9_-]+)", saved.content[0].text)
    assert edit_links and edit_links[0].startswith(links[0] + "#edit="), saved.content[0].text
    editor = page.context.new_page()
    editor.goto(edit_links[0])
    editor.wait_for_function("() => document.querySelector('[data-testid=\"save-button\"]')?.textContent === 'Save'")
    assert "#" not in editor.url and editor.url == links[0]  # the token left the address bar
    editor.select_option('select[name="indicator.kind"]', "dot")
    editor.get_by_test_id("save-button").click()
    editor.get_by_test_id("save-confirm").click()
    slug = links[0].rsplit("/", 1)[-1]
    for _ in range(100):
        status, latest = server.request("GET", f"/api/configs/{slug}")
        if latest.get("latestVersion") == 2:
            break
        editor.wait_for_timeout(100)
    assert status == 200 and latest["latestVersion"] == 2, latest
    assert latest["config"]["indicator"]["kind"] == "dot"
