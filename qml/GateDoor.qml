import QtQuick

// One leaf of the palace gate: vermilion boards, nine rows of golden studs, a bronze knocker.
// OPEN (0..1) swings it inward on its hinge, in perspective.
Rectangle {
    id: root
    property bool leftLeaf: true
    property real open: 0
    color: Theme.vermilion
    border.color: Theme.deepRed
    border.width: Math.max(2, width * 0.012)
    antialiasing: true
    // One texture for the leaf and its 81 studs: the swing then moves one image a frame, not
    // every stud (on the software renderer each was a gradient drawn through the perspective).
    layer.enabled: true
    layer.smooth: true

    gradient: Gradient {
        orientation: Gradient.Horizontal
        GradientStop { position: 0.0; color: root.leftLeaf ? Qt.darker(Theme.vermilion, 1.25) : Theme.vermilion }
        GradientStop { position: 1.0; color: root.leftLeaf ? Theme.vermilion : Qt.darker(Theme.vermilion, 1.25) }
    }

    transform: Rotation {
        origin.x: root.leftLeaf ? 0 : root.width
        origin.y: root.height / 2
        axis { x: 0; y: 1; z: 0 }
        angle: (root.leftLeaf ? 1 : -1) * 82 * root.open
    }

    // 门钉: nine rows of nine gilt studs, as on the Forbidden City's gates, each catching the light.
    Grid {
        id: studs
        readonly property real stud: Math.min(root.width * 0.86 / 13, root.height * 0.9 / 14.5)
        anchors.centerIn: parent
        columns: 9
        rowSpacing: Math.max(stud * 0.5, (root.height * 0.82 - 9 * stud) / 8)
        columnSpacing: stud * 0.5
        Repeater {
            model: 9 * 9
            Rectangle {
                width: studs.stud
                height: width
                radius: width / 2
                gradient: Gradient {
                    GradientStop { position: 0.0; color: Theme.paleGold }
                    GradientStop { position: 1.0; color: Theme.darkGold }
                }
                border.color: Qt.darker(Theme.darkGold, 1.4)
                border.width: 1
                Rectangle {  // the highlight
                    x: parent.width * 0.22; y: parent.height * 0.18
                    width: parent.width * 0.3; height: width; radius: width / 2
                    color: "#fffbe8"
                    opacity: 0.85
                }
            }
        }
    }

    // 铺首: a bronze beast's head holding the knocker ring, near the meeting edge
    // (assets/gate/pushou.svg, rendered at the size shown).
    Image {
        id: knocker
        width: root.width * 0.26
        height: width * 1.3
        x: root.leftLeaf ? root.width - width * 1.08 : width * 0.08
        anchors.verticalCenter: parent.verticalCenter
        source: "gate/pushou.svg"
        sourceSize: Qt.size(width, height)
        smooth: true
    }
}
