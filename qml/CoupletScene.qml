import QtQuick
import Kaimen.Backend

// The couplet as it is hung: 横批 across the top, 上联 on the right, 下联 on the left (or the
// other way round with upperOnRight false). Sized to fit the lines of 4 to 16 characters.
Item {
    id: root
    property string upper: ""
    property string lower: ""
    property string horizontal: ""
    property bool upperOnRight: true

    readonly property int longest: Math.max(4, Array.from(upper).length, Array.from(lower).length)
    readonly property real glyph: Math.max(12, Math.min((height - 2.6 * width / 12) / (longest * 1.25 + 1.5), width / 7))

    CoupletScroll {
        id: top
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: parent.top
        anchors.topMargin: root.glyph * 0.3
        vertical: false
        glyph: root.glyph * 0.9
        text: Language.display(root.horizontal)
        visible: root.horizontal !== ""
    }
    CoupletScroll {
        id: rightScroll
        anchors.right: parent.right
        anchors.rightMargin: root.width * 0.06
        anchors.top: parent.top
        anchors.topMargin: root.glyph * 2.2
        glyph: root.glyph
        text: Language.display(root.upperOnRight ? root.upper : root.lower)
    }
    CoupletScroll {
        anchors.left: parent.left
        anchors.leftMargin: root.width * 0.06
        anchors.top: rightScroll.top
        glyph: root.glyph
        text: Language.display(root.upperOnRight ? root.lower : root.upper)
    }
}
