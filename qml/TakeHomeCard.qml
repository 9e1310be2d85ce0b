import QtQuick
import Kaimen.Backend

// In the open doorway under the finished couplet: a QR code that opens it on the visitor's phone
// (its poster, the lines as text, a download), and, where the booth has its own Wi-Fi, the code
// to join it first.
Row {
    id: root
    property string link: ""
    property real side: 200
    // The fewest screen pixels a module: 3, or 2 where two codes share the doorway, so that on
    // a small screen both stay inside it, off the couplet's lines.
    readonly property int modulePixels: TakeHome.wifiText !== "" ? 2 : 3
    spacing: side * 0.1
    visible: link !== ""

    component Code: Column {
        id: code
        property string text: ""
        property string caption: ""
        property real side: 200
        property string name: ""
        // SIDE, or more where that leaves a module under root.modulePixels (QrCodeItem draws
        // whole pixels, with a quiet zone of 4 modules a side): an 800x480 screen's doorway gave
        // a module one pixel, which no phone's camera (nor zbarimg, from the screenshot) read.
        readonly property real codeSide: Math.max(side, (qr.modules + 8) * root.modulePixels)
        spacing: codeSide * 0.05
        Rectangle {
            width: code.codeSide * 1.1
            height: width
            radius: code.codeSide * 0.05
            color: "white"
            border.color: Theme.gold
            border.width: Math.max(2, code.codeSide * 0.015)
            QrCodeItem {
                id: qr
                objectName: code.name
                anchors.centerIn: parent
                width: Math.floor(code.codeSide)
                height: width
                text: code.text
            }
        }
        Text {
            // As wide as its code, wrapping: two English captions side by side ran over the
            // couplet's lines on a small screen.
            width: code.codeSide * 1.1
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
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
