import QtQuick
import Kaimen.Backend

// In the open doorway under the finished couplet: a QR code that opens it on the visitor's phone
// (its poster, the lines as text, a download), and, where the booth has its own Wi-Fi, the code
// to join it first.
Row {
    id: root
    property string link: ""
    property real side: 200
    spacing: side * 0.1
    visible: link !== ""

    component Code: Column {
        id: code
        property string text: ""
        property string caption: ""
        property real side: 200
        property string name: ""
        spacing: side * 0.05
        Rectangle {
            width: code.side * 1.1
            height: width
            radius: code.side * 0.05
            color: "white"
            border.color: Theme.gold
            border.width: Math.max(2, code.side * 0.015)
            QrCodeItem {
                objectName: code.name
                anchors.centerIn: parent
                width: code.side
                height: code.side
                text: code.text
            }
        }
        Text {
            anchors.horizontalCenter: parent.horizontalCenter
            text: code.caption
            color: Theme.deepRed
            font.family: Theme.brushFont
            font.pixelSize: Math.max(14, root.side * 0.12)
        }
    }

    Code {
        visible: TakeHome.wifiText !== ""
        side: root.side * 0.75
        text: TakeHome.wifiText
        caption: qsTr("① 连展台 Wi-Fi")
        name: "wifiQr"
    }
    Code {
        side: root.side
        text: root.link
        caption: TakeHome.wifiText !== "" ? qsTr("② 扫码带回家") : qsTr("扫码带回家")
        name: "takeHomeQr"
    }
}
