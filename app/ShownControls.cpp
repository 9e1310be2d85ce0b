#include "ShownControls.h"

#include <QJsonObject>
#include <QQuickItem>

namespace {

bool isControl(const QQuickItem *item)
{
    return item->inherits("QQuickAbstractButton") || item->inherits("QQuickTextField");
}

void collect(QQuickItem *item, qreal opacity, QJsonArray &out)
{
    // Hidden, faded out (a scene behind the gate), or a page that scrolls.
    opacity *= item->opacity();
    if (!item->isVisible() || opacity < 0.01 || item->inherits("QQuickFlickable"))
        return;
    if (isControl(item)) {
        const QRectF r = item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
        const QString text = item->property("text").toString();
        out.append(QJsonObject{{"text", text.isEmpty() ? item->property("placeholderText").toString() : text},
                               {"rect", QJsonArray{r.x(), r.y(), r.width(), r.height()}}});
        return;
    }
    for (QQuickItem *child : item->childItems())
        collect(child, opacity, out);
}

} // namespace

QJsonArray shownControls(QQuickItem *root)
{
    QJsonArray out;
    collect(root, 1.0, out);
    return out;
}
