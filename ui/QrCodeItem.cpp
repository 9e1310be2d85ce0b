#include "QrCodeItem.h"

#include "QrCode.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace {
constexpr int kQuietZone = 4;  // modules of white around the code, as the standard asks
}

QrCodeItem::QrCodeItem(QQuickItem *parent) : QQuickPaintedItem(parent)
{
    setAntialiasing(false);
    // Placed at a fraction of a pixel (centred in a doorway), a smoothly sampled texture blurs
    // 2-pixel modules past reading (zbarimg read none at 1024x600); nearest sampling only moves
    // them. Its size is kept whole (QML floors it), so the texture is never scaled.
    setSmooth(false);
}

void QrCodeItem::setText(const QString &text)
{
    if (text == m_text)
        return;
    m_text = text;
    const auto code = kaimen::net::encodeQr(text.toStdString());
    m_size = text.isEmpty() ? 0 : code.size;
    m_dark = code.dark;
    emit textChanged();
    update();
}

void QrCodeItem::paint(QPainter *painter)
{
    const qreal side = std::min(width(), height());
    painter->fillRect(QRectF(0, 0, side, side), Qt::white);
    if (m_size == 0)
        return;
    const int span = m_size + 2 * kQuietZone;
    const qreal module = std::max<qreal>(1, std::floor(side / span));
    const qreal offset = std::floor((side - module * m_size) / 2);
    for (int y = 0; y < m_size; ++y)
        for (int x = 0; x < m_size; ++x)
            if (m_dark[size_t(y) * size_t(m_size) + size_t(x)])
                painter->fillRect(QRectF(offset + x * module, offset + y * module, module, module), Qt::black);
}
