#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Compiles and runs every code sample of the guides, so that none can rot.

A sample is a fenced block in C, Python or Lua, marked as a full program by
an HTML comment on the line before its fence (invisible once rendered):

    <!-- sample program -->
    <!-- sample program, output matches: ^seat 0: [0-9]+ points$ -->
    <!-- sample program, output as in the next text block -->
    <!-- sample program, venv, output matches: ^won$ -->

The second form also checks the program's standard output against a Python
regular expression (multiline); the third requires it to equal, exactly,
the next fenced block of the file, which must be a ```text block (the
output the guide shows its reader). A ```c, ```python or ```lua block without
the mark is an error: every sample of the guides is tested. A Python sample
marked `venv` needs the AI adapters' packages and runs with the Python of
--venv-python (the environment of scripts/venv.sh). C samples are
compiled with the warnings of the README example and -Werror against the
built library and run; Python samples run against bindings/python and Lua
samples with luajit against bindings/lua, both on the built library. A
binding that is missing, or a library built with sanitizers (which an
interpreter cannot load), skips those samples with a message; with
--no-skip (SAFARI_REQUIRE_ALL_TESTS) each such sample fails instead.

    check_samples.py --work DIR --cc CC --include DIR --lib LIBSAFARI_SO
                     --source DIR [--venv-python PY] [--expect-failures N]
                     [--no-skip] FILE.md...
"""
import argparse
import difflib
import os
import re
import shlex
import shutil
import subprocess
import sys

FENCE = re.compile(r"^```\s*([A-Za-z0-9_+-]*)\s*$")
MARK = re.compile(r"^<!--\s*sample program(,\s*venv)?(?:,\s*output matches:\s*(.*?)"
                  r"|,\s*(output as in the next text block))?\s*-->\s*$")
LANGUAGES = {"c": "c", "python": "py", "lua": "lua"}
TIMEOUT = 300


class Sample:
    def __init__(self, path, line, language, code, expect, output=None, output_line=0,
                 venv=False):
        self.path, self.line, self.language = path, line, language
        self.code, self.expect, self.venv = code, expect, venv
        self.output, self.output_line = output, output_line  # the exact output, if shown

    def name(self):
        stem = os.path.splitext(os.path.basename(self.path))[0]
        return "%s-%d.%s" % (stem, self.line, LANGUAGES[self.language])

    def where(self):
        return "%s:%d" % (self.path, self.line)


def extract(path):
    """The samples of one Markdown file, and the errors found reading it."""
    samples, errors = [], []
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    i = 0
    while i < len(lines):
        fence = FENCE.match(lines[i])
        if not fence:
            i += 1
            continue
        start, language = i, fence.group(1).lower()
        i += 1
        while i < len(lines) and not lines[i].startswith("```"):
            i += 1
        if i == len(lines):
            errors.append("%s:%d: unclosed code block" % (path, start + 1))
            break
        code = "\n".join(lines[start + 1:i]) + "\n"
        i += 1
        if language not in LANGUAGES:
            continue
        before = start - 1
        while before >= 0 and not lines[before].strip():
            before -= 1
        mark = MARK.match(lines[before]) if before >= 0 else None
        if not mark:
            errors.append("%s:%d: a ```%s block without <!-- sample program --> before it: "
                          "every sample is compiled and run (use ```text for an excerpt)"
                          % (path, start + 1, language))
            continue
        output, output_line = None, 0
        if mark.group(3):
            # The next fenced block must be the ```text block of the output.
            j = i
            while j < len(lines) and not FENCE.match(lines[j]):
                j += 1
            if j == len(lines) or FENCE.match(lines[j]).group(1).lower() != "text":
                errors.append("%s:%d: 'output as in the next text block', but the next "
                              "fenced block is not ```text" % (path, start + 1))
                continue
            k = j + 1
            while k < len(lines) and not lines[k].startswith("```"):
                k += 1
            output, output_line = "\n".join(lines[j + 1:k]) + "\n", j + 1
        if mark.group(1) and language != "python":
            errors.append("%s:%d: 'venv' marks Python samples only" % (path, start + 1))
            continue
        samples.append(Sample(path, start + 1, language, code, mark.group(2), output,
                              output_line, venv=bool(mark.group(1))))
    return samples, errors


def run(cmd, cwd, env=None):
    try:
        p = subprocess.run(cmd, cwd=cwd, env=env, stdin=subprocess.DEVNULL, capture_output=True,
                           text=True, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return None, "", "timed out after %d s" % TIMEOUT
    return p.returncode, p.stdout, p.stderr


def check_output(sample, rc, out, err):
    """None if the run passed, else why not."""
    if rc != 0:
        return "exit status %s\n--- stdout\n%s--- stderr\n%s" % (rc, out, err)
    if sample.expect and not re.search(sample.expect, out, re.M):
        return "output does not match %r\n--- stdout\n%s" % (sample.expect, out)
    if sample.output is not None and out != sample.output:
        diff = difflib.unified_diff(sample.output.splitlines(True), out.splitlines(True),
                                    "%s:%d (shown)" % (sample.path, sample.output_line),
                                    "stdout")
        return "output differs from the text block it shows:\n%s" % "".join(diff)
    return None


def run_c(sample, args, work):
    src = os.path.join(work, sample.name())
    exe = src[:-2]
    with open(src, "w", encoding="utf-8") as f:
        f.write(sample.code)
    flags = shlex.split(os.environ.get("SAFARI_TEST_CFLAGS", ""))
    cmd = ([args.cc, "-std=c11", "-Wall", "-Wextra", "-Wpedantic", "-Wshadow", "-Wconversion",
            "-Werror"] + flags + ["-I" + args.include, src, args.lib,
                                  "-Wl,-rpath," + os.path.dirname(args.lib), "-o", exe])
    rc, out, err = run(cmd, work)
    if rc != 0:
        return "does not compile:\n%s%s" % (out, err)
    return check_output(sample, *run([exe], work))


def interpreter_env(args):
    env = dict(os.environ)
    env["SAFARI_LIBRARY"] = args.lib
    python = os.path.join(args.source, "bindings", "python")
    env["PYTHONPATH"] = python + os.pathsep + env.get("PYTHONPATH", "")
    lua = os.path.join(args.source, "bindings", "lua", "?.lua")
    env["LUA_PATH"] = lua + ";" + env.get("LUA_PATH", ";")
    return env


def skip_reason(sample, args):
    """Why a sample (of an interpreted language) cannot run here, or None."""
    language = sample.language
    if "-fsanitize" in os.environ.get("SAFARI_TEST_CFLAGS", ""):
        return "the library is built with sanitizers, which an interpreter cannot load"
    if sample.venv and not args.venv_python:
        return "no --venv-python: the AI adapters' environment (scripts/venv.sh) is missing"
    if language == "python":
        init = os.path.join(args.source, "bindings", "python", "safari", "__init__.py")
        return None if os.path.exists(init) else "bindings/python is not there yet"
    module = os.path.join(args.source, "bindings", "lua", "safari.lua")
    if not os.path.exists(module):
        return "bindings/lua is not there yet"
    if run(["luajit", "-v"], args.work)[0] != 0:
        return "luajit is not installed"
    return None


def run_script(sample, args, work):
    path = os.path.join(work, sample.name())
    with open(path, "w", encoding="utf-8") as f:
        f.write(sample.code)
    if sample.language == "python":
        interpreter = args.venv_python if sample.venv else sys.executable
    else:
        interpreter = "luajit"
    return check_output(sample, *run([interpreter, path], work, interpreter_env(args)))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    for opt in ("--work", "--cc", "--include", "--lib", "--source"):
        ap.add_argument(opt, required=True)
    ap.add_argument("--venv-python", default="",
                    help="the Python that runs the samples marked venv (empty: none here)")
    ap.add_argument("--expect-failures", type=int, default=0,
                    help="pass when exactly this many samples fail (tests the checker)")
    ap.add_argument("--no-skip", action="store_true",
                    help="a sample that cannot run here fails instead of being skipped")
    ap.add_argument("files", nargs="+")
    args = ap.parse_args()
    for name in ("work", "include", "lib", "source"):
        setattr(args, name, os.path.abspath(getattr(args, name)))
    shutil.rmtree(args.work, ignore_errors=True)  # no program of an earlier run
    os.makedirs(args.work)
    # Samples run in the work directory and may read data/ as in the source tree.
    data = os.path.join(args.work, "data")
    if not os.path.lexists(data):
        os.symlink(os.path.join(args.source, "data"), data)

    samples, errors = [], []
    for path in args.files:
        found, bad = extract(path)
        samples += found
        errors += bad
    if not samples:
        errors.append("no sample found in %s" % ", ".join(args.files))
    passed = skipped = 0
    for sample in samples:
        why_skip = None if sample.language == "c" else skip_reason(sample, args)
        if why_skip and args.no_skip:
            errors.append("%s (%s): cannot run: %s (--no-skip)"
                          % (sample.where(), sample.language, why_skip))
            continue
        if why_skip:
            print("skip %s (%s): %s" % (sample.where(), sample.language, why_skip))
            skipped += 1
            continue
        runner = run_c if sample.language == "c" else run_script
        failure = runner(sample, args, args.work)
        if failure:
            errors.append("%s (%s): %s" % (sample.where(), sample.language, failure))
        else:
            print("ok   %s (%s)" % (sample.where(), sample.language))
            passed += 1
    for e in errors:
        print("FAIL " + e, file=sys.stderr)
    print("%d samples: %d passed, %d skipped, %d failed"
          % (len(samples), passed, skipped, len(errors)))
    return 0 if len(errors) == args.expect_failures else 1


if __name__ == "__main__":
    sys.exit(main())
