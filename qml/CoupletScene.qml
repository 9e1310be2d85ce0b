import QtQuick
import Kaimen.Backend

// The couplet as it is hung on GATE (a PalaceGate; this item fills it): the 上联 on the right
// pillar and the 下联 on the left (the other way round with upperOnRight false), the 横批 on the
// lintel, read from the side the 上联 hangs on (right to left over a 上联 on the right: the two
// must agree). The brush writes the 上联, then the 下联, then the 横批. Sized so that a
// 7-character line's characters are about a twelfth of the gate's height, and 16 still fit.
Item {
    id: root
    property string upper: ""
    property string lower: ""
    property string horizontal: ""
    property bool upperOnRight: true
    required property Item gate
    // How much of the couplet the brush has written, 0..1 (the screenshot test waits for 1; the
    // sparks and the booth's sound come as it reaches 1). Each line's progress and length come
    // from its brush together: lines cleared one after another stay at 1 until all are gone.
    readonly property real written: {
        const total = brushes.reduce((sum, line) => sum + line.length, 0)
        return total === 0 ? 0 : brushes.reduce((sum, line) => sum + line.revealed, 0) / total
    }
    readonly property var brushes: [upperScroll.brush, lowerScroll.brush, top.brush]

    // A couplet is written whole, each time from its 上联's first stroke: a 横批 the same as the
    // last couplet's (one 换一副 in five, a wish's 横批 often holding the wish) is written again in
    // its turn, not left standing while the brush writes the new lines under it.
    onUpperChanged: rewrite()
    onLowerChanged: rewrite()
    onHorizontalChanged: rewrite()
    function rewrite() {
        for (const line of brushes)
            line.rewrite()
    }

    readonly property int longest: Math.max(5, Array.from(upper).length, Array.from(lower).length)
    readonly property real pillarTop: gate.lintel.y
    readonly property real pillarHeight: gate.height - pillarTop - gate.height * 0.01
    readonly property real gap: gate.leftPillar.width * 0.08
    readonly property real glyph: Math.max(12, Math.min(pillarHeight / Theme.scrollLength(longest),
                                                        (gate.leftPillar.width - 2 * gap) / Theme.scrollBreadth))

    CoupletScroll {
        id: top
        objectName: "horizontalScroll"
        x: (root.width - width) / 2
        y: gate.lintel.y + (gate.lintel.height - height) / 2
        vertical: false
        rightToLeft: root.upperOnRight
        glyph: Math.min(gate.lintel.height / Theme.scrollBreadth,
                        gate.lintel.width * 0.9 / Theme.scrollLength(Math.max(4, chars.length)))
        text: Shown.text(root.horizontal)
        visible: root.horizontal !== ""
        writing: lowerScroll.done
    }
    CoupletScroll {
        id: upperScroll
        objectName: "upperScroll"
        x: root.upperOnRight ? gate.rightPillar.x + root.gap : gate.leftPillar.x + gate.leftPillar.width - root.gap - width
        y: root.pillarTop
        glyph: root.glyph
        text: Shown.text(root.upper)
        writing: true
    }
    CoupletScroll {
        id: lowerScroll
        objectName: "lowerScroll"
        x: root.upperOnRight ? gate.leftPillar.x + gate.leftPillar.width - root.gap - width : gate.rightPillar.x + root.gap
        y: root.pillarTop
        glyph: root.glyph
        text: Shown.text(root.lower)
        writing: upperScroll.done
    }
}
