import QtQuick

// One red paper scroll flecked with gold, its characters brushed in gold stroke by stroke
// (BrushLine), top to bottom (across for the 横批: from its right end with rightToLeft). While
// WRITING the brush moves; a new text is written again from its first stroke.
Rectangle {
    id: root
    property string text: ""
    property bool vertical: true
    property bool rightToLeft: false
    property real glyph: 64
    property bool writing: true
    // Its brush, read directly for progress (CoupletScene.written): a copy of its revealed and
    // length here would be updated one after the other, and a sum over lines read in between
    // (a line cleared as 7 of 0 written) rang the booth's sound four times as the lines cleared.
    property alias brush: line
    readonly property bool done: line.done
    readonly property var chars: Array.from(root.text)

    // Theme.scrollLength and scrollBreadth size a scroll from these.
    readonly property real cell: glyph * 1.08
    readonly property real spacing: glyph * 0.08
    readonly property real margin: glyph * 0.3

    implicitWidth: vertical ? glyph * Theme.scrollBreadth : line.width + 2 * margin
    implicitHeight: vertical ? line.height + 2 * margin : glyph * Theme.scrollBreadth
    width: implicitWidth
    height: implicitHeight
    color: Theme.paper
    border.color: Theme.darkGold
    border.width: Math.max(2, glyph * 0.05)
    radius: glyph * 0.06

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

    BrushLine {
        id: line
        anchors.centerIn: parent
        width: root.vertical ? root.cell : root.chars.length * (root.cell + root.spacing) - root.spacing
        height: root.vertical ? root.chars.length * (root.cell + root.spacing) - root.spacing : root.cell
        text: root.text
        vertical: root.vertical
        rightToLeft: root.rightToLeft
        glyph: root.glyph
        pitch: root.cell + root.spacing
        ink: Theme.gold
        shadow: Theme.ink
        fontFamily: Theme.brushFont
        strokeMs: Theme.strokeMs
        writing: root.writing
    }
}
