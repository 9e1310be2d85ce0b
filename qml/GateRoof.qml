import QtQuick
import QtQuick.Shapes

// The gate's hip roof, drawn as vectors (Qt Quick Shapes: sharp at any size, on the software
// renderer too): glazed yellow tiles in rows down to upturned eaves, round tile ends along the
// eave, a ridge with 鸱吻 dragons at its ends, and a band of 斗拱 brackets in blue and green under
// the eaves. The ornaments are SVG drawings in assets/gate/, rendered by Qt SVG at the size shown.
Item {
    id: root
    readonly property real w: width
    readonly property real h: height
    // Heights as shares of the roof: ridge, eave line, the brackets below it.
    readonly property real ridgeTop: 0.04 * h
    readonly property real ridgeBottom: 0.2 * h
    readonly property real eave: 0.72 * h
    readonly property real corner: 0.5 * h

    // The bracket band (斗拱) under the eaves, behind the roof's edge.
    Rectangle {
        x: root.w * 0.06
        width: root.w * 0.88
        y: root.eave - root.h * 0.04
        height: root.h - y
        color: "#1d4f5a"
        Row {
            anchors.fill: parent
            anchors.topMargin: parent.height * 0.2
            spacing: width / count * 0.25
            // Here and for the tile ends: counted by the roof's height, which is 0 before the
            // window has a size; never divided by it (an int of infinity, UBSan's report).
            readonly property int count: root.h > 0 ? Math.max(8, Math.round(root.w / (root.h * 0.45))) : 8
            Repeater {
                model: parent.count
                // One bracket set (assets/gate/dougong.svg).
                Image {
                    width: (parent.width - parent.spacing * (parent.count - 1)) / parent.count
                    height: parent.height
                    source: "gate/dougong.svg"
                    sourceSize: Qt.size(width, height)
                }
            }
        }
    }

    Shape {
        anchors.fill: parent
        // The tiled slope: straight ridge, eaves sweeping up to the corners.
        ShapePath {
            strokeColor: "#8a5a12"
            strokeWidth: Math.max(1, root.h * 0.012)
            fillGradient: LinearGradient {
                y1: root.ridgeBottom; y2: root.eave
                GradientStop { position: 0; color: "#ffe27a" }
                GradientStop { position: 0.55; color: "#f0b92c" }
                GradientStop { position: 1; color: "#c98a16" }
            }
            startX: root.w * 0.2; startY: root.ridgeBottom
            PathLine { x: root.w * 0.8; y: root.ridgeBottom }
            PathQuad { x: root.w; y: root.corner; controlX: root.w * 0.9; controlY: root.eave * 0.85 }
            PathQuad { x: root.w * 0.86; y: root.eave; controlX: root.w * 0.95; controlY: root.eave }
            PathLine { x: root.w * 0.14; y: root.eave }
            PathQuad { x: 0; y: root.corner; controlX: root.w * 0.05; controlY: root.eave }
            PathQuad { x: root.w * 0.2; y: root.ridgeBottom; controlX: root.w * 0.1; controlY: root.eave * 0.85 }
        }
        // The rows of tiles: furrows running down the slope, fanning out towards the corners.
        ShapePath {
            strokeColor: "#b27a14"
            strokeWidth: Math.max(1, root.w * 0.0025)
            fillColor: "transparent"
            PathSvg {
                path: {
                    let d = ""
                    const n = 36
                    for (let i = 1; i < n; ++i) {
                        const t = i / n
                        const top = root.w * (0.2 + 0.6 * t)
                        const bottom = root.w * (0.12 + 0.76 * t)
                        d += "M " + top + " " + (root.ridgeBottom + root.h * 0.01) + " L " + bottom + " " + (root.eave - root.h * 0.03) + " "
                    }
                    return d
                }
            }
        }
        // The main ridge and its 鸱吻, the dragon-tail ornaments curling up at each end.
        ShapePath {
            strokeColor: "#6b4510"
            strokeWidth: Math.max(1, root.h * 0.01)
            fillColor: "#d9a23a"
            startX: root.w * 0.17; startY: root.ridgeBottom
            PathLine { x: root.w * 0.83; y: root.ridgeBottom }
            PathLine { x: root.w * 0.83; y: root.ridgeTop + root.h * 0.06 }
            PathLine { x: root.w * 0.17; y: root.ridgeTop + root.h * 0.06 }
            PathLine { x: root.w * 0.17; y: root.ridgeBottom }
        }
    }
    // The 鸱吻 at each end of the ridge, the dragon biting it, tail curled inward
    // (assets/gate/chiwen.svg; the right end mirrored).
    component RidgeDragon: Image {
        y: root.ridgeTop - root.h * 0.06
        height: root.ridgeBottom - y + root.h * 0.02
        width: height * 0.75
        source: "gate/chiwen.svg"
        sourceSize: Qt.size(width, height)
    }
    RidgeDragon { x: root.w * 0.17 - width * 0.3 }
    RidgeDragon { x: root.w * 0.83 - width * 0.7; mirror: true }
    // 瓦当: the round tile ends along the eave.
    Row {
        x: root.w * 0.14
        y: root.eave - height / 2
        width: root.w * 0.72
        readonly property int count: root.h > 0 ? Math.round(width / (root.h * 0.09)) : 0
        spacing: (width - count * root.h * 0.07) / Math.max(1, count - 1)
        Repeater {
            model: parent.count
            Rectangle {
                width: root.h * 0.07; height: width; radius: width / 2
                gradient: Gradient {
                    GradientStop { position: 0; color: Theme.paleGold }
                    GradientStop { position: 1; color: Theme.darkGold }
                }
            }
        }
    }
}
