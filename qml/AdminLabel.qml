import QtQuick
import QtQuick.Layouts

// The name of a setting at the head of an admin row; one width for all, so the rows align.
Text {
    color: Theme.gold
    font.pixelSize: 26
    Layout.preferredWidth: 300
    wrapMode: Text.Wrap
}
