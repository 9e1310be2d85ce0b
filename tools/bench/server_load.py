#!/usr/bin/env python3
"""Load on a running kaimen-server from a second process: /healthz, cache hits and new couplets,
each for SECONDS with CLIENTS keep-alive connections. Prints p50/p99 of what a caller sees and,
for couplets, of the HTTP service's overhead (the caller's time minus the engine's own "ms" for
the same request). Any answer other than 200 is an error; the exit code is 1 when there was one.
Standard library only.  usage: server_load.py --url http://127.0.0.1:PORT [--seconds 60] [--clients 2]
"""
import argparse
import http.client
import itertools
import json
import statistics
import sys
import threading
import time
import urllib.parse

# Wish words the server does not pre-warm, in every kind and booth: each request a new couplet.
WISHES = ["吉庆", "康乐", "新春", "安泰", "昌盛", "丰年", "和美", "顺遂", "福满", "喜乐", "锦程", "鹏程",
          "勤俭", "家和", "春晖", "瑞雪", "祥瑞", "盛世", "腾达", "同心"]
KINDS = ["cangtou", "qianzi", "theme"]
BOOTHS = ["spring", "trade", "farm", "school", "factory", "wedding", "longevity", "newhome"]


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, int(round(p * len(ordered) + 0.5)) - 1))] if ordered else float("nan")


def run_phase(url, seconds, clients, make_request):
    """Runs CLIENTS threads for SECONDS; returns (caller ms list, engine ms list, errors list)."""
    parts = urllib.parse.urlsplit(url)
    lock = threading.Lock()
    totals, engine, errors = [], [], []
    deadline = time.monotonic() + seconds

    def client(index):
        connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=60)
        while time.monotonic() < deadline:
            method, path, body = make_request()
            headers = {"Content-Type": "application/json"} if body else {}
            start = time.perf_counter()
            try:
                connection.request(method, path, body=body, headers=headers)
                response = connection.getresponse()
                data = response.read()
            except (OSError, http.client.HTTPException) as e:
                with lock:
                    errors.append(str(e))
                connection.close()
                connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=60)
                continue
            elapsed = (time.perf_counter() - start) * 1000
            with lock:
                if response.status != 200:
                    errors.append(f"{response.status} {data[:120]!r}")
                    continue
                totals.append(elapsed)
                if body:
                    engine.append(json.loads(data)["ms"])
        connection.close()

    threads = [threading.Thread(target=client, args=(i,)) for i in range(clients)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return totals, engine, errors


def report(name, totals, engine, errors, seconds):
    line = f"{name:<14} {len(totals):6d} answers ({len(totals) / seconds:7.1f}/s), errors {len(errors)}"
    if totals:
        line += f", caller p50 {percentile(totals, 0.5):8.2f} ms p99 {percentile(totals, 0.99):8.2f} ms"
    if engine:
        overhead = [t - e for t, e in zip(totals, engine)]
        line += (f", engine p50 {percentile(engine, 0.5):8.2f} ms, HTTP overhead p50 "
                 f"{percentile(overhead, 0.5):6.2f} ms p99 {percentile(overhead, 0.99):6.2f} ms")
    print(line, flush=True)
    for e in errors[:5]:
        print(f"  error: {e}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", required=True)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--clients", type=int, default=2)
    args = parser.parse_args()

    new = itertools.cycle(json.dumps({"keyword": w, "kind": k, "booth": b}, ensure_ascii=False).encode()
                          for b in BOOTHS for k in KINDS for w in WISHES)
    new_lock = threading.Lock()

    def next_new():
        with new_lock:
            return "POST", "/api/v1/couplets", next(new)

    hit = json.dumps({"keyword": "如意", "kind": "cangtou"}, ensure_ascii=False).encode()
    failed = False
    phases = [("healthz", lambda: ("GET", "/healthz", None)),
              ("cache hit", lambda: ("POST", "/api/v1/couplets", hit)),
              ("new couplet", next_new)]
    # One couplet first, so that the cache-hit phase hits from its first request.
    run_phase(args.url, 0.001, 1, lambda: ("POST", "/api/v1/couplets", hit))
    for name, make in phases:
        totals, engine, errors = run_phase(args.url, args.seconds, args.clients, make)
        report(name, totals, engine, errors, args.seconds)
        failed = failed or bool(errors) or not totals
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
