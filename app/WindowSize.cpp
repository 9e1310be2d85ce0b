#include "WindowSize.h"

#include <QStringList>

std::optional<QSize> parseWindowSize(const QString &text)
{
    const QStringList parts = text.split('x');
    if (parts.size() != 2)
        return std::nullopt;
    bool wide = false, high = false;
    const QSize size(parts[0].toInt(&wide), parts[1].toInt(&high));
    if (!wide || !high || size.width() < kSmallestWindow.width() || size.height() < kSmallestWindow.height())
        return std::nullopt;
    return size;
}
