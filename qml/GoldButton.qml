import QtQuick
import QtQuick.Controls

// A large gold-on-red button for fingers, not mice.
Button {
    id: root
    property bool selected: false
    implicitHeight: Math.max(72, 15 * Screen.pixelDensity)
    implicitWidth: Math.max(implicitHeight * 2.2, contentItem.implicitWidth + 48)
    font.family: Theme.brushFont
    font.pixelSize: implicitHeight * 0.42
    contentItem: Text {
        text: root.text
        font: root.font
        color: root.selected ? Theme.deepRed : Theme.gold
        opacity: root.enabled ? 1.0 : 0.45
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        // A button narrowed to fit its row (a small screen, a long English word) shrinks its word.
        fontSizeMode: Text.HorizontalFit
        minimumPixelSize: 14
    }
    background: Rectangle {
        radius: height * 0.18
        color: root.selected ? Theme.gold : (root.down ? Theme.deepRed : Theme.vermilion)
        border.color: Theme.gold
        border.width: 3
    }
}
