#pragma once
// QR codes (libqrencode) as a square of modules, for the screen to draw: the take-home link and
// the booth's Wi-Fi in the WIFI: form phones' cameras offer to join. No Qt.

#include <string>
#include <vector>

namespace kaimen::net {

struct QrCode {
    int size = 0;               // modules a side; 0 when TEXT could not be encoded
    std::vector<bool> dark;     // size * size, row by row

    bool isDark(int x, int y) const { return dark[size_t(y) * size_t(size) + size_t(x)]; }
};

// TEXT as a QR code with medium error correction (15% of it may be smudged or covered).
QrCode encodeQr(const std::string &text);
// The WIFI: text for a network named SSID with PASSWORD (WPA; "" = an open network).
std::string wifiQrText(const std::string &ssid, const std::string &password);

} // namespace kaimen::net
