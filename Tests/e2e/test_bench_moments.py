"""Benchmarks/moments.sh: saved runs set beside nginx's speed in each run (BENCHMARKS.md)."""

import subprocess
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "Benchmarks" / "moments.sh"


def run_file(folder: Path, name: str, nginx: float, level: int, floor: str | None, engine: int = 500) -> Path:
    lines = [
        f"engine_ns_per_frame_5_tabs {engine}",
        "sse_frames_per_cpu_second_ratio_vs_node 2.05",
        f"sse_sessions_at_60fps {level}",
        "# commit abc1234, 2026-12-04T05:17Z, 2 cores",
        f"# static GET / requests/s: ours 90000.00 91000.00 92000.00 (median 91000.00), nginx 1.0 2.0 3.0 (median {nginx})",
    ]
    if floor is not None:
        lines.append(f"# floor at {level * 2} sessions (machine 0% busy before): on time {floor} (read: 0.9000), server cpu 6.84 s")
    path = folder / name
    path.write_text("\n".join(lines) + "\n")
    return path


def test_runs_sorted_by_speed_and_counted_by_band(tmp_path):
    files = [
        run_file(tmp_path, "slow.txt", 30000.5, 500, "0.9950"),
        run_file(tmp_path, "fast.txt", 80000.0, 2000, "0.7300"),
        run_file(tmp_path, "fast-1500.txt", 75000.0, 1500, "0.9800"),
        run_file(tmp_path, "middling.txt", 45000.0, 1000, None),
    ]
    # A file that is not a run (no nginx line) is left out.
    other = tmp_path / "notes.txt"
    other.write_text("hello\n")
    out = subprocess.run(
        ["bash", str(SCRIPT), *map(str, files), str(other)], capture_output=True, text=True, check=True
    ).stdout.splitlines()
    assert out[:5] == [
        "nginx_rps engine_ns level ratio_vs_node floor_next_level run",
        "80000 500 2000 2.05 0.7300 fast.txt",
        "75000 500 1500 2.05 0.9800 fast-1500.txt",
        "45000 500 1000 2.05 - middling.txt",
        "30000 500 500 2.05 0.9950 slow.txt",
    ]
    assert out[6:] == [
        "band | runs | sessions at 60 fps (level:runs) | the C floor carried the level after ours",
        "nginx 70 000 req/s or more | 2 | 1500:1 2000:1 | 0 of 2",
        "40 000-54 999 | 1 | 1000:1 | 0 of 0",
        "below 40 000 | 1 | 500:1 | 1 of 1",
    ]
