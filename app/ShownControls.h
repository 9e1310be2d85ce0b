#pragma once

#include <QJsonArray>

class QQuickItem;

// The controls a visitor sees and may touch on the window whose content item is ROOT: every
// shown button and text field, with its text and its rectangle in the window, for the screenshot
// test to hold to the screen's edges (a portrait screen once cut the wish tiles' 下页 off).
// Controls on a scrolling page (a Flickable) are left out: those are meant to run past the edge.
QJsonArray shownControls(QQuickItem *root);
