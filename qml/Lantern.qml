import QtQuick

// A red lantern with gold caps and a tassel, swaying from its cord.
Item {
    id: root
    property real size: 120
    property int swayMs: 3200
    width: size
    height: size * 1.9

    Rectangle { id: cord; anchors.horizontalCenter: parent.horizontalCenter; width: 3; height: root.size * 0.35; color: Theme.darkGold }
    Item {
        id: body
        anchors.top: cord.bottom
        anchors.horizontalCenter: parent.horizontalCenter
        width: root.size
        height: root.size * 1.3
        transform: Rotation {
            id: sway
            origin.x: body.width / 2
            origin.y: -cord.height
            angle: 0
            SequentialAnimation on angle {
                loops: Animation.Infinite
                NumberAnimation { from: -5; to: 5; duration: root.swayMs; easing.type: Easing.InOutSine }
                NumberAnimation { from: 5; to: -5; duration: root.swayMs; easing.type: Easing.InOutSine }
            }
        }
        Rectangle { anchors.horizontalCenter: parent.horizontalCenter; width: parent.width * 0.45; height: parent.height * 0.1; color: Theme.gold; radius: 3 }
        Rectangle {
            anchors.centerIn: parent
            width: parent.width
            height: parent.height * 0.8
            radius: width / 2
            gradient: Gradient {
                orientation: Gradient.Horizontal
                GradientStop { position: 0.0; color: "#8c1410" }
                GradientStop { position: 0.5; color: "#ef3b2a" }
                GradientStop { position: 1.0; color: "#8c1410" }
            }
            Text {
                anchors.centerIn: parent
                text: qsTr("福")
                font.family: Theme.brushFont
                font.pixelSize: parent.height * 0.5
                color: Theme.gold
            }
        }
        Rectangle { anchors.horizontalCenter: parent.horizontalCenter; anchors.bottom: parent.bottom; width: parent.width * 0.45; height: parent.height * 0.1; color: Theme.gold; radius: 3 }
        Rectangle { anchors.horizontalCenter: parent.horizontalCenter; anchors.top: parent.bottom; width: parent.width * 0.12; height: root.size * 0.4; color: "#d92b1f" }
    }
}
