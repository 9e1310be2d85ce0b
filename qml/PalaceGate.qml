import QtQuick

// The imperial palace gate: a red wall under golden roof tiles, a plaque, a lintel over two
// studded doors and a pillar either side, where the couplet hangs (CoupletScene reads LINTEL,
// LEFTPILLAR and RIGHTPILLAR), and marble steps up to the threshold. OPEN (0..1) swings the
// doors inward on the light behind them.
Item {
    id: root
    property real open: 0
    property string plaque: qsTr("开门见喜")
    readonly property alias doorway: doorwayFrame
    readonly property alias lintel: lintelBeam
    readonly property alias leftPillar: leftPillar
    readonly property alias rightPillar: rightPillar
    // How far the roof rises above the gate's box: whatever sits over the gate keeps clear of it.
    readonly property real roofRise: height * 0.045

    // Wall and roof.
    Rectangle {
        id: wall
        anchors.fill: parent
        color: Theme.wall
        border.color: Theme.deepRed
        border.width: 6
    }
    // The roof rises above the gate's box into the margin over it; its bracket band sits on
    // the wall.
    GateRoof {
        id: roof
        anchors { left: parent.left; right: parent.right; leftMargin: -parent.width * 0.05; rightMargin: -parent.width * 0.05 }
        y: -root.roofRise
        height: parent.height * 0.125
    }
    // The plaque over the door.
    Rectangle {
        id: plaqueBoard
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: roof.bottom
        anchors.topMargin: parent.height * 0.015
        width: plaqueText.implicitWidth + height * 0.9
        height: parent.height * 0.07
        color: "#1d2b4f"
        border.color: Theme.gold
        border.width: Math.max(3, height * 0.07)
        radius: 4
        Text {
            id: plaqueText
            anchors.centerIn: parent
            text: root.plaque
            font.family: Theme.brushFont
            font.pixelSize: plaqueBoard.height * 0.6
            color: Theme.gold
        }
    }

    // The lintel over the doors, where the 横批 hangs.
    Rectangle {
        id: lintelBeam
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: plaqueBoard.bottom
        anchors.topMargin: parent.height * 0.015
        width: doorwayFrame.width * 1.04
        height: parent.height * 0.1
        color: Theme.deepRed
        border.color: Theme.darkGold
        border.width: Math.max(2, height * 0.04)
    }
    // The pillars either side of the doors, where the 上联 and 下联 hang.
    component Pillar: Rectangle {
        anchors.top: lintelBeam.top
        anchors.bottom: parent.bottom
        width: (root.width - doorwayFrame.width) / 2
        gradient: Gradient {
            orientation: Gradient.Horizontal
            GradientStop { position: 0.0; color: Qt.darker(Theme.wall, 1.15) }
            GradientStop { position: 0.5; color: Theme.wall }
            GradientStop { position: 1.0; color: Qt.darker(Theme.wall, 1.15) }
        }
    }
    Pillar { id: leftPillar; anchors.left: parent.left }
    Pillar { id: rightPillar; anchors.right: parent.right }

    // The doorway: warm light behind the doors.
    Item {
        id: doorwayFrame
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: lintelBeam.bottom
        anchors.bottom: parent.bottom
        width: Math.min(parent.width * 0.46, height * 0.9)
        Rectangle {
            anchors.fill: parent
            gradient: Gradient {
                GradientStop { position: 0.0; color: "#fff1c9" }
                GradientStop { position: 1.0; color: "#f0b45a" }
            }
            opacity: root.open
        }
        GateDoor {
            leftLeaf: true
            open: root.open
            anchors { left: parent.left; top: parent.top; bottom: parent.bottom }
            width: parent.width / 2
        }
        GateDoor {
            leftLeaf: false
            open: root.open
            anchors { right: parent.right; top: parent.top; bottom: parent.bottom }
            width: parent.width / 2
        }
    }
    // The marble steps up to the threshold, in front of the doors' feet; as wide as the doorway,
    // so that they never pass under the scrolls on the pillars.
    Image {
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        width: doorwayFrame.width
        height: parent.height * 0.06
        source: "gate/steps.svg"
        sourceSize: Qt.size(width, height)
    }
}
