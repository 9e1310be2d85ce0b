import QtQuick
import QtQuick.Layouts

// The name of a setting at the head of an admin row; one width for all, so the rows align: 300
// px, or less on a narrow screen (rows are as wide as the page), where the name wraps.
Text {
    color: Theme.gold
    font.pixelSize: 26
    Layout.preferredWidth: Math.min(300, (parent ? parent.width : 1000) * 0.3)
    Layout.minimumWidth: Layout.preferredWidth
    wrapMode: Text.Wrap
}
