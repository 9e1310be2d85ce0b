import QtQuick
import QtQuick.Layouts
import Kaimen.Backend

// The written couplet as it is hung: 横批 across the top, 上联 on the right, 下联 on the left.
Item {
    id: root
    property string upper: ""
    property string lower: ""
    property string horizontal: ""
    signal again()
    signal another()

    // Sized so the longest line, the 横批 and the button fit the screen in either orientation.
    readonly property int longest: Math.max(4, Array.from(upper).length)
    readonly property real glyph: Math.min(height / (longest * 1.25 + 5), width / 12)

    CoupletScroll {
        id: top
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: parent.top
        anchors.topMargin: root.glyph * 0.5
        vertical: false
        glyph: root.glyph
        text: root.horizontal
    }
    CoupletScroll {
        anchors.right: parent.horizontalCenter
        anchors.rightMargin: -root.width * 0.3
        anchors.top: top.bottom
        anchors.topMargin: root.glyph * 0.5
        glyph: root.glyph
        text: root.upper
    }
    CoupletScroll {
        anchors.left: parent.horizontalCenter
        anchors.leftMargin: -root.width * 0.3
        anchors.top: top.bottom
        anchors.topMargin: root.glyph * 0.5
        glyph: root.glyph
        text: root.lower
    }
    Row {
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: root.glyph * 0.5
        spacing: root.glyph
        GoldButton {
            text: qsTr("换一副")
            enabled: !CoupletService.busy
            onClicked: root.another()
        }
        GoldButton {
            text: qsTr("再写一副")
            onClicked: root.again()
        }
    }
}
