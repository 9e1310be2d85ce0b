pragma Singleton
import QtQuick

// Colours, faces and timing of the palace gate: vermilion, gold, deep red shadow.
QtObject {
    readonly property color vermilion: "#b8231b"
    readonly property color deepRed: "#6e0f0b"
    readonly property color wall: "#7a1610"
    readonly property color paper: "#c62f24"
    readonly property color gold: "#f3c969"
    readonly property color paleGold: "#ffe7a3"
    readonly property color darkGold: "#8a5a12"
    readonly property color bronze: "#9c6b2f"
    readonly property color ink: "#2a0a06"
    readonly property color roofTile: "#d89b2a"
    // The bundled LXGW WenKai (assets/fonts), loaded by main() before QML.
    readonly property string brushFont: "LXGW WenKai"

    // Timing, in milliseconds unless named otherwise, all times PACE: 1 on a kiosk; the visitor
    // robot alone (tests/robot, --pace 0.01) shortens the gate, the brush, the operator's corner
    // hold and the idle clock.
    property real pace: 1.0
    readonly property int cornerHold: Math.max(1, Math.round(3000 * pace))
    readonly property int gateSwing: Math.max(1, Math.round(1600 * pace))
    // An average stroke of the brush (BrushLine): a 7-character line takes about 3.5 s. Not
    // rounded to whole milliseconds: at the robot's pace a couplet's ~180 strokes would take
    // 1 ms each, six times what the pace says, a sixth of a second a couplet.
    readonly property real strokeMs: 55 * pace
    readonly property int idleWarningSeconds: 10

    // A couplet scroll (CoupletScroll) of N characters is this many glyphs long, and
    // scrollBreadth glyphs across.
    function scrollLength(n) { return n * 1.08 + Math.max(0, n - 1) * 0.08 + 0.6 }
    readonly property real scrollBreadth: 1.5

    // Touch targets of at least 15 mm at the screen's density.
    function touch(window) { return Math.max(64, 15 * Screen.pixelDensity) }
}
