#pragma once

#include <QSize>
#include <QString>

#include <optional>

// The smallest window the kiosk's scenes are laid out for (the narrowest screen the screenshot
// test holds every control to is 720x1280).
inline constexpr QSize kSmallestWindow{640, 480};

// "WIDTHxHEIGHT" (--size of the kiosk and the visitor robot) as a size of at least
// kSmallestWindow; nothing for anything else.
std::optional<QSize> parseWindowSize(const QString &text);
