import QtQuick

// One red paper scroll with gold brush characters, written top to bottom (or left to right
// for the 横批). Characters appear one by one, as if written.
Rectangle {
    id: root
    property string text: ""
    property bool vertical: true
    property real glyph: 64
    property int revealed: 0

    readonly property var chars: Array.from(root.text)
    readonly property real cell: glyph * 1.15
    implicitWidth: vertical ? glyph * 1.6 : grid.implicitWidth + glyph * 0.8
    implicitHeight: vertical ? grid.implicitHeight + glyph * 0.8 : glyph * 1.6
    color: Theme.paper
    border.color: Theme.darkGold
    border.width: 4
    radius: 6

    onTextChanged: { revealed = 0; reveal.restart() }
    Timer {
        id: reveal
        interval: 160
        repeat: true
        onTriggered: if (root.revealed < root.chars.length) root.revealed++; else stop()
    }

    Grid {
        id: grid
        anchors.centerIn: parent
        columns: root.vertical ? 1 : root.chars.length
        spacing: root.glyph * 0.08
        Repeater {
            model: root.chars
            Text {
                required property string modelData
                required property int index
                text: modelData
                width: root.cell
                height: root.cell
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
                font.family: Theme.brushFont
                font.pixelSize: root.glyph
                color: Theme.gold
                style: Text.Raised
                styleColor: Theme.ink
                opacity: index < root.revealed ? 1 : 0
                Behavior on opacity { NumberAnimation { duration: 220 } }
            }
        }
    }
}
