import QtQuick

// One red paper scroll flecked with gold, its characters in gold brush, top to bottom (or left
// to right for the 横批). While WRITING, the characters appear one by one, as if written; a new
// text starts again from the first.
Rectangle {
    id: root
    property string text: ""
    property bool vertical: true
    property real glyph: 64
    property bool writing: true
    property int revealed: 0
    readonly property bool done: revealed >= chars.length
    readonly property var chars: Array.from(root.text)

    // Theme.scrollLength and scrollBreadth size a scroll from these.
    readonly property real cell: glyph * 1.08
    readonly property real spacing: glyph * 0.08
    readonly property real margin: glyph * 0.3

    implicitWidth: vertical ? glyph * Theme.scrollBreadth : grid.implicitWidth + 2 * margin
    implicitHeight: vertical ? grid.implicitHeight + 2 * margin : glyph * Theme.scrollBreadth
    width: implicitWidth
    height: implicitHeight
    color: Theme.paper
    border.color: Theme.darkGold
    border.width: Math.max(2, glyph * 0.05)
    radius: glyph * 0.06

    onTextChanged: revealed = 0
    Timer {
        interval: Theme.charReveal
        repeat: true
        running: root.writing && !root.done
        onTriggered: root.revealed++
    }

    // 洒金: gold flecks scattered over the paper, the same on every scroll of a size.
    Repeater {
        model: Math.round(root.width * root.height / (root.glyph * root.glyph) * 1.5)
        Rectangle {
            required property int index
            readonly property real u: (index * 0.6180339) % 1
            readonly property real v: (index * 0.7548776 + 0.3) % 1
            x: u * (root.width - width)
            y: v * (root.height - height)
            width: Math.max(1.5, root.glyph * (0.025 + 0.02 * ((index * 0.37) % 1)))
            height: width
            radius: width / 2
            color: Theme.paleGold
            opacity: 0.45
        }
    }

    Grid {
        id: grid
        anchors.centerIn: parent
        columns: root.vertical ? 1 : root.chars.length
        spacing: root.spacing
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
