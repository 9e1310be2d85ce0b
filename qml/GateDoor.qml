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

    // 门钉: nine rows of studs, as on the Forbidden City's gates.
    Grid {
        id: studs
        readonly property real stud: Math.min(root.width / 9, root.height / 17)
        anchors.centerIn: parent
        columns: 5
        rowSpacing: stud * 0.75
        columnSpacing: stud * 0.75
        Repeater {
            model: 9 * 5
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
            }
        }
    }

    // 铺首: the knocker ring, near the meeting edge.
    Rectangle {
        id: knocker
        width: root.width * 0.24
        height: width
        radius: width / 2
        x: root.leftLeaf ? root.width - width * 1.1 : width * 0.1
        anchors.verticalCenter: parent.verticalCenter
        color: "transparent"
        border.color: Theme.bronze
        border.width: width * 0.12
        Rectangle {
            anchors.horizontalCenter: parent.horizontalCenter
            y: -height * 0.6
            width: parent.width * 0.5
            height: width
            radius: width / 2
            color: Theme.bronze
            border.color: Qt.darker(Theme.bronze, 1.5)
            border.width: 2
        }
    }
}
