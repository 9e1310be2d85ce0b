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
    // A portrait screen: the title, the gate and the call to touch centred as one (at the top, they
    // left a fifth of the screen empty under them).
    readonly property real stackHeight: year.height + gate.anchors.topMargin + gate.height + call.anchors.topMargin
                                        + call.height
    readonly property real wallWidth: (gate.width - gate.doorway.width) / 2

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
        anchors.topMargin: root.portrait ? Math.max(parent.height * 0.025, (parent.height - root.stackHeight) / 2)
                                         : parent.height * 0.025
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
    // Beside the gate on a landscape screen; on a portrait one, whose gate is as wide as the screen,
    // in front of its walls under the eaves (hung beside it there, the screen's edges cut them).
    Lantern {
        size: Math.min(root.width, root.height) * 0.1
        x: root.portrait ? gate.x + root.wallWidth / 2 - width / 2 : gate.x - width * 1.6
        y: root.portrait ? gate.y + gate.lintel.y : gate.y
    }
    Lantern {
        size: Math.min(root.width, root.height) * 0.1
        swayMs: 2900
        x: root.portrait ? gate.x + gate.width - root.wallWidth / 2 - width / 2 : gate.x + gate.width + width * 0.6
        y: root.portrait ? gate.y + gate.lintel.y : gate.y
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
