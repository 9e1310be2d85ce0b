import QtQuick

// Shown in the last seconds before an untouched kiosk goes back to its attract loop.
Rectangle {
    id: root
    property int seconds: 0
    color: "#b0000000"
    Column {
        anchors.centerIn: parent
        spacing: root.height * 0.03
        Text {
            anchors.horizontalCenter: parent.horizontalCenter
            text: root.seconds
            font.family: Theme.brushFont
            font.pixelSize: Math.min(root.width, root.height) * 0.25
            color: Theme.gold
        }
        Text {
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTr("秒后回到首页 · 轻触屏幕继续")
            font.family: Theme.brushFont
            font.pixelSize: Math.min(root.width, root.height) * 0.05
            color: Theme.paleGold
        }
    }
}
