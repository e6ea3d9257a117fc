"""The command line given what users get wrong (found by probing it): each gets a usage error that
names the problem and a non-zero exit, and a full disk is an error, not success."""

import json

from test_cli import run

CONFIG = '{"preset": "swiftUITabPager.fixed"}'


def test_options_given_twice_flags_with_values_and_unknown_options_are_usage_errors():
    twice = run("export", "--config", "-", "--target", "tabman", "--target", "json", stdin=CONFIG)
    assert twice.returncode == 64 and "--target is given twice" in twice.stderr
    flag = run("measure", "--size", "17", "--line-metrics=false", "Hi")
    assert flag.returncode == 64 and "--line-metrics is a switch" in flag.stderr
    # Unknown at the end of the line: named as unknown, not as missing its value.
    last = run("render", "--config", "-", "--verbose", stdin=CONFIG)
    assert last.returncode == 64 and "unknown option --verbose" in last.stderr
    assert run("schema", "--pretty").stderr.strip().endswith("unknown option --pretty")


def test_help_shows_one_command_and_refuses_unknown_ones():
    one = run("help", "render")
    assert one.returncode == 0
    assert one.stdout.count("\n  ") == 1 and "render" in one.stdout
    unknown = run("help", "nosuchcommand")
    assert unknown.returncode == 64 and "unknown command 'nosuchcommand'" in unknown.stderr
    assert run("help", "--bogus").returncode == 64


def test_a_full_disk_fails_schema_presets_and_help(tmp_path):
    import subprocess
    from conftest import binary

    for command in ["schema", "presets", "help"]:
        with open("/dev/full", "w") as full:
            result = subprocess.run([str(binary()), command], stdout=full, stderr=subprocess.PIPE, text=True, timeout=60)
        assert result.returncode == 66, (command, result.returncode, result.stderr)
        assert "cannot write" in result.stderr


def test_the_safe_area_is_exactly_four_numbers():
    for bad in ["1,x,2,3,4", ",1,,2,3,4,", "a,b,c,d,1,2,3,4", "1,2,3"]:
        result = run("render", "--config", "-", "--viewport", "390x844", "--safe-area", bad, stdin=CONFIG)
        assert result.returncode == 64, bad
        assert "--safe-area must be TOP,LEFT,BOTTOM,RIGHT" in result.stderr
    good = run("render", "--config", "-", "--viewport", "390x844", "--safe-area", "1,2,3,4", stdin=CONFIG)
    assert good.returncode == 0
    assert json.loads(good.stdout)["layout"]["viewport"]["safeArea"] == {"top": 1, "left": 2, "bottom": 3, "right": 4}


def test_a_script_has_no_type_and_its_messages_speak_of_the_script(tmp_path):
    config = tmp_path / "config.json"
    config.write_text(CONFIG)
    cases = {
        '{"until": 1, "events": [], "type": "banana"}': ['/type: unknown field "type" for this script; it has events, fps, until and viewport'],
        '{"until": 1, "viewport": {"width": 390, "height": 844, "type": "x"}, "events": []}': [
            '/viewport/type: unknown field "type" for this viewport'
        ],
        '{"events": []}': ["/until: this script needs until"],
        '{"until": 1, "viewport": null, "events": []}': ["/viewport: expected a viewport object, got null"],
    }
    for text, expected in cases.items():
        script = tmp_path / "script.json"
        script.write_text(text)
        result = run("simulate", "--config", str(config), "--script", str(script))
        assert result.returncode == 65, (text, result.stderr)
        for line in expected:
            assert line in result.stderr, (text, result.stderr)


def test_measure_refuses_a_text_of_thousands_of_marks():
    result = run("measure", "--size", "17", "a" + "\u0301" * 5000)
    assert result.returncode == 64
    assert "at most 4096 Unicode code points; one has 5001" in result.stderr


def test_a_safe_area_that_leaves_no_room_is_refused_everywhere(tmp_path):
    bad = run("render", "--config", "-", "--viewport", "100x100", "--safe-area", "0,50,0,50", stdin=CONFIG)
    assert bad.returncode == 64
    assert "the safe area's left and right (100 pt) leave no room in a viewport 100 pt wide" in bad.stderr
    config = tmp_path / "config.json"
    config.write_text(CONFIG)
    script = tmp_path / "script.json"
    script.write_text('{"until": 1, "viewport": {"width": 390, "height": 200, "safeArea": {"top": 100, "bottom": 100}}}')
    result = run("simulate", "--config", str(config), "--script", str(script))
    assert result.returncode == 65
    assert "/viewport/safeArea: the safe area's top and bottom (200 pt) leave no room" in result.stderr


def test_render_rests_on_the_default_page_without_a_position():
    result = run("render", "--config", "-", stdin='{"pager": {"defaultPage": 3}}')
    assert result.returncode == 0, result.stderr
    frame = json.loads(result.stdout)["frame"]
    assert frame["position"] == 3 and frame["index"] == 3
