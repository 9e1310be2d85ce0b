#!/usr/bin/env python3
"""The kiosk pings its service's watchdog where the watchdog is its to ping: as the service's
main process, and as the child of cage, the main process under the kiosk service (systemd names
the main process in WATCHDOG_PID; until session 53 the kiosk took that for someone else's and
never pinged, so systemd would have restarted it every 30 s). A process the watchdog is not for
(WATCHDOG_PID naming an unrelated process) does not ping. Each run: READY=1, then the pings
counted over a few seconds on a socket standing in for systemd's.
usage: watchdog.py KAIMEN MODEL_DIR"""
import os
import socket
import subprocess
import sys
import tempfile
import time

WATCHDOG_USEC = 2_000_000  # the kiosk pings every half of it
LISTEN_SECONDS = 6


def pings(kiosk, model, watchdog_pid, home):
    path = os.path.join(home, 'notify.sock')
    with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM) as listener:
        listener.bind(path)
        listener.settimeout(0.2)
        env = dict(os.environ, NOTIFY_SOCKET=path, WATCHDOG_USEC=str(WATCHDOG_USEC), QT_QPA_PLATFORM='offscreen',
                   XDG_CACHE_HOME=home, XDG_DATA_HOME=home, XDG_CONFIG_HOME=home)
        if watchdog_pid is not None:
            env['WATCHDOG_PID'] = str(watchdog_pid)
        kiosk_process = subprocess.Popen([kiosk, '--windowed', '--model', model], env=env,
                                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        ready, count, deadline = False, 0, time.monotonic() + 60
        try:
            while time.monotonic() < deadline:
                try:
                    message = listener.recv(4096).decode()
                except socket.timeout:
                    continue
                if 'READY=1' in message and not ready:
                    ready, deadline = True, time.monotonic() + LISTEN_SECONDS
                count += 'WATCHDOG=1' in message
        finally:
            kiosk_process.terminate()
            kiosk_process.wait(timeout=30)
        os.unlink(path)
    return ready, count


def main():
    kiosk, model = sys.argv[1], sys.argv[2]
    failed = False
    cases = [('no WATCHDOG_PID (the service runs the kiosk itself)', None, True),
             ("WATCHDOG_PID naming the kiosk's parent (cage, under the kiosk service)", os.getpid(), True),
             ('WATCHDOG_PID naming an unrelated process', 1, False)]
    with tempfile.TemporaryDirectory() as home:
        for name, watchdog_pid, should_ping in cases:
            ready, count = pings(kiosk, model, watchdog_pid, home)
            print(f'{name}: {"READY" if ready else "no READY"}, {count} watchdog pings in {LISTEN_SECONDS} s')
            if not ready or (count >= 2) != should_ping or (not should_ping and count):
                print(f'  expected READY and {"a ping a second" if should_ping else "no ping"}')
                failed = True
    sys.exit(1 if failed else 0)


if __name__ == '__main__':
    main()
