import QtQuick
import Kaimen.Backend

// The attract loop: the closed gate, lanterns swaying, gold drifting, the year's title, and a
// call to touch. Any touch starts a visit; so does a letter typed on a keyboard at the booth,
// which begins the wish's pinyin. No other key opens the gate (a shortcut, Esc or Enter is no
// visitor: tst_kioskwindow).
Item {
    id: root
    signal started()
    signal startedByLetter(string letter)
    readonly property bool portrait: height > width

    onVisibleChanged: if (visible) root.forceActiveFocus()
    // Back from the admin panel, whose PIN pad had the keys.
    onEnabledChanged: if (enabled && visible) root.forceActiveFocus()
    Component.onCompleted: if (visible) root.forceActiveFocus()
    Keys.onPressed: function(event) {
        const letter = TypedKeys.letter(event)
        if (letter !== "") {
            event.accepted = true
            root.startedByLetter(letter)
        }
    }

    Text {
        id: year
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: parent.top
        anchors.topMargin: parent.height * 0.025
        // An operator's longer title (up to 16 characters) in smaller letters, never off the
        // screen's sides (a portrait screen cut a 20-character one at both ends).
        width: parent.width * 0.94
        horizontalAlignment: Text.AlignHCenter
        fontSizeMode: Text.HorizontalFit
        minimumPixelSize: 16
        text: Shown.text(FestivalYear.title) + qsTr(" · 新春纳福")
        font.family: Theme.brushFont
        font.pixelSize: Math.min(parent.width * 0.05, parent.height * 0.06)
        color: Theme.gold
        style: Text.Raised
        styleColor: Theme.ink
    }
    PalaceGate {
        id: gate
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: year.bottom
        // Clear of the title: the roof rises above the gate's box (it touched the title's foot).
        anchors.topMargin: parent.height * 0.02 + roofRise
        width: root.portrait ? parent.width * 0.92 : Math.min(parent.width * 0.62, parent.height * 1.05)
        height: root.portrait ? parent.height * 0.62 : parent.height * 0.72
    }
    Lantern {
        size: Math.min(root.width, root.height) * 0.1
        anchors.right: gate.left
        anchors.rightMargin: root.portrait ? -width * 0.6 : width * 0.6
        anchors.top: gate.top
    }
    Lantern {
        size: Math.min(root.width, root.height) * 0.1
        swayMs: 2900
        anchors.left: gate.right
        anchors.leftMargin: root.portrait ? -width * 0.6 : width * 0.6
        anchors.top: gate.top
    }
    Text {
        id: call
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: gate.bottom
        anchors.topMargin: parent.height * 0.03
        text: qsTr("轻触屏幕 · 开门写春联")
        font.family: Theme.brushFont
        font.pixelSize: Math.min(parent.width * 0.045, parent.height * 0.05)
        color: Theme.paleGold
        SequentialAnimation on opacity {
            loops: Animation.Infinite
            NumberAnimation { from: 1; to: 0.35; duration: 1400; easing.type: Easing.InOutSine }
            NumberAnimation { from: 0.35; to: 1; duration: 1400; easing.type: Easing.InOutSine }
        }
    }
    MouseArea {
        anchors.fill: parent
        onClicked: root.started()
    }
}
