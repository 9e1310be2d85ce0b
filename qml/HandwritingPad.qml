import QtQuick
import QtQuick.Layouts
import Kaimen.Backend

// A square to write one character on with a finger, for a visitor who cannot spell a wish in
// pinyin; the characters it may be above it (HandwritingInput, Zinnia). A chosen one is handed
// out by committed(), and the characters that commonly follow it are offered next. ⌫ deletes from
// the input; 退笔 takes back the last stroke, 重写 all of them.
ColumnLayout {
    id: root
    signal committed(string text)
    signal deleteBack()
    // The height of a candidate and of a button.
    property real key: 72
    // The paper's side: a finger writes larger than it types, so at least four keys and a half.
    property real side: key * 4.6
    spacing: key * 0.15
    // The finished strokes, read once each time they change: the ink repaints at every finger move.
    readonly property var strokes: HandwritingInput.strokes

    // One HandwritingInput serves every pad: only a shown, enabled one takes its text.
    Connections {
        target: HandwritingInput
        enabled: root.visible && root.enabled
        function onCommitted(text) { root.committed(Shown.text(text)) }
    }
    // A pad hidden (another way of typing, the next visitor) starts clean.
    onVisibleChanged: if (!visible) { paper.current = []; HandwritingInput.clear() }

    // What the strokes may be; after a choice, what may follow it (offered in the reader's script).
    RowLayout {
        Layout.alignment: Qt.AlignHCenter
        Layout.preferredHeight: root.key
        spacing: root.key * 0.15
        Text {
            visible: HandwritingInput.candidates.length === 0
            text: qsTr("在下面的方格里写一个字")
            color: Theme.paleGold
            font.family: Theme.brushFont
            font.pixelSize: root.key * 0.42
        }
        Repeater {
            // Each character once as the reader sees it: 飞 and 飛 are one 飛 in 繁體中文.
            model: {
                const shown = []
                HandwritingInput.candidates.forEach(function(character, index) {
                    const text = Shown.text(character)
                    if (!shown.some(function(s) { return s.text === text }))
                        shown.push({text: text, index: index})
                })
                return shown
            }
            GoldButton {
                required property var modelData
                objectName: "handwritten_" + modelData.text
                text: modelData.text
                implicitHeight: root.key
                implicitWidth: root.key * 1.2
                font.pixelSize: root.key * 0.55
                onClicked: HandwritingInput.choose(modelData.index)
            }
        }
    }

    RowLayout {
        Layout.alignment: Qt.AlignHCenter
        spacing: root.key * 0.25
        Rectangle {
            id: paper
            objectName: "handwritingPaper"
            // The stroke the finger is drawing, in the paper's pixels.
            property var current: []
            implicitWidth: root.side
            implicitHeight: root.side
            radius: 8
            color: "#fff4dc"
            border.color: Theme.gold
            border.width: 3

            // The practice square's 米字格 guide, faint, as on a calligraphy sheet.
            Canvas {
                anchors.fill: parent
                onPaint: {
                    const g = getContext("2d")
                    g.reset()
                    g.strokeStyle = "#e3c9a4"
                    g.lineWidth = 1
                    g.setLineDash([6, 6])
                    g.beginPath()
                    g.moveTo(width / 2, 0); g.lineTo(width / 2, height)
                    g.moveTo(0, height / 2); g.lineTo(width, height / 2)
                    g.moveTo(0, 0); g.lineTo(width, height)
                    g.moveTo(width, 0); g.lineTo(0, height)
                    g.stroke()
                }
            }
            Canvas {
                id: ink
                anchors.fill: parent
                onPaint: {
                    const g = getContext("2d")
                    g.reset()
                    g.strokeStyle = Theme.ink
                    g.lineWidth = Math.max(4, width / 40)
                    g.lineCap = "round"
                    g.lineJoin = "round"
                    const draw = function(points, scale) {
                        if (points.length === 0)
                            return
                        g.beginPath()
                        g.moveTo(points[0].x * scale, points[0].y * scale)
                        // A tap is a dot.
                        g.lineTo(points[0].x * scale + 0.5, points[0].y * scale)
                        for (let i = 1; i < points.length; ++i)
                            g.lineTo(points[i].x * scale, points[i].y * scale)
                        g.stroke()
                    }
                    for (const stroke of root.strokes)
                        draw(stroke, width)
                    draw(paper.current, 1)
                }
                Connections {
                    target: root
                    function onStrokesChanged() { ink.requestPaint() }
                }
            }
            MouseArea {
                anchors.fill: parent
                preventStealing: true
                onPressed: function(mouse) { paper.current = [Qt.point(mouse.x, mouse.y)]; ink.requestPaint() }
                onPositionChanged: function(mouse) {
                    paper.current.push(Qt.point(Math.max(0, Math.min(width, mouse.x)), Math.max(0, Math.min(height, mouse.y))))
                    ink.requestPaint()
                }
                onReleased: {
                    const stroke = paper.current
                    paper.current = []
                    HandwritingInput.addStroke(stroke, paper.width)
                }
                onCanceled: { paper.current = []; ink.requestPaint() }
            }
        }
        ColumnLayout {
            Layout.alignment: Qt.AlignTop
            spacing: root.key * 0.25
            GoldButton {
                text: qsTr("退笔")
                enabled: root.strokes.length > 0
                implicitHeight: root.key
                implicitWidth: root.key * 1.8
                onClicked: HandwritingInput.undoStroke()
            }
            GoldButton {
                text: qsTr("重写")
                enabled: root.strokes.length > 0
                implicitHeight: root.key
                implicitWidth: root.key * 1.8
                onClicked: HandwritingInput.clear()
            }
            GoldButton {
                objectName: "handwritingDelete"
                text: "⌫"
                implicitHeight: root.key
                implicitWidth: root.key * 1.8
                font.family: "sans-serif"
                onClicked: root.deleteBack()
            }
        }
    }
}
