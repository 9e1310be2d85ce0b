pragma Singleton
import QtQuick

// Colours and faces of the palace gate: vermilion, gold, deep red shadow.
QtObject {
    readonly property color vermilion: "#b8231b"
    readonly property color deepRed: "#6e0f0b"
    readonly property color paper: "#c62f24"
    readonly property color gold: "#f3c969"
    readonly property color darkGold: "#8a5a12"
    readonly property color ink: "#2a0a06"
    readonly property string brushFont: "LXGW WenKai"
    // Touch targets of at least 15 mm at the screen's density.
    function touch(window) { return Math.max(64, 15 * Screen.pixelDensity) }
}
