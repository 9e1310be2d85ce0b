#!/usr/bin/env python3
"""Holds a picture of the compositor's whole screen (grim's PPM) to the kiosk drawn edge to edge:
its top band is the kiosk's red, not a window's title bar (Qt's Wayland decorations: light grey
with a close button), and the kiosk's red fills most of the screen (not a window on cage's black).
usage: screen_is_kiosk.py SCREEN.ppm [WIDTHxHEIGHT]   (the screen's size as cage turned it)"""
import sys

TITLE_BAR_ROWS = 28  # Qt's Wayland title bar is 30 px tall


def read_ppm(path):
    with open(path, 'rb') as f:
        data = f.read()
    fields, at = [], 0
    while len(fields) < 4:
        while data[at:at + 1].isspace():
            at += 1
        if data[at:at + 1] == b'#':
            at = data.index(b'\n', at) + 1
            continue
        end = at
        while not data[end:end + 1].isspace():
            end += 1
        fields.append(data[at:end])
        at = end
    if fields[0] != b'P6' or fields[3] != b'255':
        sys.exit(f'{path}: not an 8-bit binary PPM (grim -t ppm)')
    width, height = int(fields[1]), int(fields[2])
    return width, height, data[at + 1:at + 1 + width * height * 3]


def red_share(pixels, width, first_row, rows):
    red = 0
    for offset in range(first_row * width * 3, (first_row + rows) * width * 3, 3):
        r, g, b = pixels[offset], pixels[offset + 1], pixels[offset + 2]
        red += r >= 80 and r > 1.4 * g and r > 1.4 * b
    return red / (width * rows)


def main():
    width, height, pixels = read_ppm(sys.argv[1])
    if len(sys.argv) > 2 and sys.argv[2] != f'{width}x{height}':
        sys.exit(f'the screen is {width}x{height}, not {sys.argv[2]}: turned otherwise than asked')
    top = red_share(pixels, width, 0, TITLE_BAR_ROWS)
    whole = red_share(pixels, width, 0, height)
    print(f'screen {width}x{height}: the kiosk\'s red in {top:.0%} of the top {TITLE_BAR_ROWS} rows, {whole:.0%} of the screen')
    if top < 0.8:
        sys.exit('the top of the screen is not the kiosk: a title bar over it?')
    if whole < 0.5:
        sys.exit('the kiosk does not fill the screen')


if __name__ == '__main__':
    main()
