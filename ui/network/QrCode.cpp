#include "QrCode.h"

#include <qrencode.h>

namespace kaimen::net {

QrCode encodeQr(const std::string &text)
{
    QrCode code;
    // 8-bit mode: the UTF-8 bytes as they are, which every phone's reader takes for a URL.
    QRcode *encoded = QRcode_encodeString8bit(text.c_str(), 0, QR_ECLEVEL_M);
    if (!encoded)
        return code;
    code.size = encoded->width;
    code.dark.resize(size_t(code.size) * size_t(code.size));
    for (size_t i = 0; i < code.dark.size(); ++i)
        code.dark[i] = encoded->data[i] & 1;
    QRcode_free(encoded);
    return code;
}

std::string wifiQrText(const std::string &ssid, const std::string &password)
{
    // The format's special characters are escaped with a backslash.
    const auto escaped = [](const std::string &value) {
        std::string out;
        for (char c : value) {
            if (c == '\\' || c == ';' || c == ',' || c == ':' || c == '"')
                out += '\\';
            out += c;
        }
        return out;
    };
    if (password.empty())
        return "WIFI:T:nopass;S:" + escaped(ssid) + ";;";
    return "WIFI:T:WPA;S:" + escaped(ssid) + ";P:" + escaped(password) + ";;";
}

} // namespace kaimen::net
