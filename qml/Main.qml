import QtQuick
import QtQuick.Window
import Kaimen.Backend

// The kiosk window: a red gate with a gold title; the wish scene, then the written couplet.
Window {
    id: root
    width: 1920
    height: 1080
    title: "开门见喜 Kaimen"
    color: Theme.deepRed

    Rectangle {
        anchors.fill: parent
        gradient: Gradient {
            GradientStop { position: 0.0; color: Theme.vermilion }
            GradientStop { position: 1.0; color: Theme.deepRed }
        }
    }

    Text {
        id: title
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: parent.top
        anchors.topMargin: parent.height * 0.04
        text: "开门见喜"
        font.family: Theme.brushFont
        font.pixelSize: Math.min(parent.height * 0.1, 120)
        color: Theme.gold
        style: Text.Raised
        styleColor: Theme.ink
        visible: !couplet.visible
    }

    WishScene {
        id: wish
        anchors.fill: parent
        anchors.topMargin: title.height + parent.height * 0.06
        visible: !couplet.visible
    }

    CoupletScene {
        id: couplet
        anchors.fill: parent
        visible: false
        onAgain: visible = false
        onAnother: CoupletService.anotherCouplet()
    }

    Connections {
        target: CoupletService
        // The lines appear as the brush writes them; the 横批 comes with the finished couplet.
        function onLinesGrowing(upper, lower) {
            couplet.upper = upper
            couplet.lower = lower
            couplet.horizontal = ""
            couplet.visible = true
        }
        function onCoupletReady(upper, lower, horizontal, fromCache) {
            couplet.upper = upper
            couplet.lower = lower
            couplet.horizontal = horizontal
            couplet.visible = true
        }
        function onFailed(message) { wish.message = message }
    }

    Text {
        anchors.bottom: parent.bottom
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottomMargin: 12
        color: Theme.gold
        opacity: 0.8
        font.pixelSize: 22
        text: CoupletService.busy ? qsTr("正在挥毫泼墨…")
              : CoupletService.state === CoupletService.Failed ? qsTr("暂停服务：") + CoupletService.statusText
              : CoupletService.state === CoupletService.Loading ? CoupletService.statusText : ""
    }
}
