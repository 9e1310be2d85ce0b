#!/usr/bin/env python3
"""Reports what the house rules call too big (docs/architecture.md): a C++ file of inference/,
ui/ or app/ over 400 lines, a QML file over 300, a function over 60 lines. Exits 1 when any is
found, so that CI keeps them small.

usage: tools/code-shape.py [ROOT]

Functions are found by their braces: a line that ends a signature with "{" (or a "{" alone on
the next line) at namespace or class depth, up to its matching "}". Lambdas inside a function
count towards it. Tables (an initializer list assigned with "=" or given to a variable) are not
functions and are not counted.
"""
import pathlib
import re
import sys

MAX_CPP, MAX_QML, MAX_FUNCTION = 400, 300, 60
ROOMS = ["inference", "ui", "app"]


def strip(line):
    """LINE without string and character literals and // comments, for brace counting."""
    line = re.sub(r'"(\\.|[^"\\])*"', '""', line)
    line = re.sub(r"'(\\.|[^'\\])*'", "''", line)
    return line.split("//", 1)[0]


def functions(path):
    """(name, first line, length) of every function body in PATH."""
    lines = path.read_text(encoding="utf-8").splitlines()
    found, depth, start, start_depth, name = [], 0, None, 0, ""
    signature = re.compile(r"([~\w:]+)\s*\([^;]*\)\s*(const)?\s*(override)?\s*(noexcept)?\s*(->\s*[\w:<>]+)?\s*(:.*)?$")
    pending = []  # the lines since the last statement, block or blank line: a signature may span several
    for number, raw in enumerate(lines, 1):
        line = strip(raw)
        stripped = line.strip()
        opens_body = stripped.endswith("{")
        if start is None and opens_body:
            head = " ".join(pending + [stripped[:-1]]).strip()
            match = signature.search(head)
            is_table = "=" in head.split("(")[0] or head.endswith("=")
            keyword = re.match(r"(namespace|class|struct|enum|union|extern|if|for|while|switch|else|do|return|catch|try)\b", head)
            if match and not is_table and not keyword:
                start, start_depth, name = number, depth, match.group(1)
        depth += line.count("{") - line.count("}")
        if start is not None and depth <= start_depth:
            found.append((name, start, number - start + 1))
            start = None
        if not stripped or stripped.endswith((";", "{", "}")) or stripped.startswith("#"):
            pending = []
        else:
            pending.append(stripped)
    return found


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    problems = []
    for room in ROOMS:
        for path in sorted((root / room).rglob("*")):
            if path.suffix in (".cpp", ".h"):
                count = len(path.read_text(encoding="utf-8").splitlines())
                if count > MAX_CPP:
                    problems.append(f"{path}: {count} lines (a C++ file holds at most {MAX_CPP})")
                for name, line, length in functions(path):
                    if length > MAX_FUNCTION:
                        problems.append(f"{path}:{line}: {name} runs {length} lines (at most {MAX_FUNCTION})")
    for path in sorted((root / "qml").rglob("*.qml")):
        count = len(path.read_text(encoding="utf-8").splitlines())
        if count > MAX_QML:
            problems.append(f"{path}: {count} lines (a QML file holds at most {MAX_QML})")
    for problem in problems:
        print(problem)
    print(f"{len(problems)} over the limits" if problems else "every file and function within the limits")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
