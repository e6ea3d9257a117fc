"""Benchmarks/fast-moment.sh: probes nginx and runs the benchmark at a fast moment (BENCHMARKS.md)."""

import os
import re
import subprocess
import time
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "Benchmarks" / "fast-moment.sh"
PROBE = re.compile(r"^\d\d:\d\d:\d\d (\d+(\.\d+)?)$")
# A peers' folder of its own (BENCH_PEERS), so the test does not depend on where the clone sits; the
# script fills in @PORT@ and @ROOT@ as in ../shared/bench/nginx.conf.
NGINX_CONF = """worker_processes 1;
error_log stderr warn;
pid nginx.pid;
events { worker_connections 256; }
http {
    access_log off;
    include /etc/nginx/mime.types;
    server { listen 127.0.0.1:@PORT@; root @ROOT@; index index.html; }
}
"""


@pytest.fixture
def peers(tmp_path):
    folder = tmp_path / "peers"
    folder.mkdir()
    (folder / "nginx.conf").write_text(NGINX_CONF)
    return folder


def fast_moment(peers: Path, *args: str, timeout: float = 60) -> subprocess.CompletedProcess:
    env = {**os.environ, "BENCH_PEERS": str(peers)}
    return subprocess.run(["bash", str(SCRIPT), *args], capture_output=True, text=True, timeout=timeout, env=env)


def probes(stderr: str) -> list[float]:
    return [float(m.group(1)) for line in stderr.splitlines() if (m := PROBE.match(line))]


def test_a_fast_probe_runs_the_command_and_keeps_its_output(tmp_path, peers):
    out = tmp_path / "results"
    count = tmp_path / "count"
    # Every probe of a real nginx clears a threshold of one request a second.
    command = f"echo x >> {count}; echo figure_a $(wc -l < {count}); echo '# note' >&2"
    done = fast_moment(peers, "--threshold", "1", "--runs", "2", "--interval", "1", "--minutes", "1",
                       "--out", str(out), "--command", command)
    assert done.returncode == 0, done.stderr
    files = sorted(out.iterdir())
    assert [str(f) for f in files] == done.stdout.split()
    assert len(files) == 2
    assert [f.read_text() for f in files] == ["figure_a 1\n# note\n", "figure_a 2\n# note\n"]
    measured = probes(done.stderr)
    assert len(measured) == 2 and all(rps > 1 for rps in measured)
    assert "2 run(s) taken" in done.stderr


def test_no_fast_moment_stops_at_the_deadline_without_running(tmp_path, peers):
    out = tmp_path / "results"
    marker = tmp_path / "ran"
    start = time.monotonic()
    done = fast_moment(peers, "--threshold", "1000000000", "--interval", "1", "--minutes", "0.1",
                       "--out", str(out), "--command", f"touch {marker}")
    assert done.returncode == 0, done.stderr
    assert time.monotonic() - start < 30
    assert len(probes(done.stderr)) >= 1
    assert not marker.exists()
    assert list(out.iterdir()) == []
    assert done.stdout == ""


def test_bad_options_are_refused_before_anything_runs(tmp_path, peers):
    out = tmp_path / "results"
    for args, message in [
        (["--runs", "two"], "--runs needs a whole number, got 'two'"),
        (["--threshold", "-5"], "--threshold needs a number, got '-5'"),
        (["--loud", "1"], "unknown option --loud"),
    ]:
        done = fast_moment(peers, *args, "--out", str(out), "--command", "true")
        assert done.returncode == 2
        assert message in done.stderr
    assert not out.exists()


def test_without_an_nginx_conf_it_says_so(tmp_path):
    done = fast_moment(tmp_path, "--out", str(tmp_path / "results"), "--command", "true")
    assert done.returncode == 1
    assert f"no nginx.conf in {tmp_path}" in done.stderr
