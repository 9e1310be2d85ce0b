import QtQuick
import QtQuick.Layouts
import Kaimen.Backend

// The booth's network face: the take-home QR code on the result screen, the interface and port
// it is served on, the booth's Wi-Fi for phones to join, and the API key other screens use.
ColumnLayout {
    id: root
    property var keyboard: null
    signal told(string message)
    spacing: 14

    AdminChoice {
        label: qsTr("扫码带回家")
        values: [true, false]
        current: KioskConfig.networkEnabled
        textFor: function(v) { return v ? qsTr("开（结果页显示二维码）") : qsTr("关") }
        onChosen: function(value) { root.told(KioskConfig.setNetworkEnabled(value)) }
    }
    AdminChoice {
        label: qsTr("网络接口")
        values: ["loopback"].concat(TakeHome.interfaces).concat(
                    TakeHome.interfaces.indexOf(KioskConfig.networkInterface) < 0
                    && ["loopback", "all"].indexOf(KioskConfig.networkInterface) < 0 ? [KioskConfig.networkInterface] : [])
                .concat(["all"])
        current: KioskConfig.networkInterface
        textFor: function(v) { return v === "loopback" ? qsTr("仅本机") : v === "all" ? qsTr("所有接口") : v }
        onChosen: function(value) { root.told(KioskConfig.setNetworkInterface(value)) }
    }
    AdminChoice {
        label: qsTr("端口")
        values: [8080, 8000, 8888, 9080].concat([8080, 8000, 8888, 9080].indexOf(KioskConfig.networkPort) < 0 ? [KioskConfig.networkPort] : [])
        current: KioskConfig.networkPort
        onChosen: function(value) { root.told(KioskConfig.setNetworkPort(value)) }
    }
    AdminChoice {
        label: qsTr("链接有效")
        values: KioskConfig.takeHomeHourChoices
        current: KioskConfig.takeHomeHours
        textFor: function(v) { return qsTr("%n 小时", "", v) }
        onChosen: function(value) { root.told(KioskConfig.setTakeHomeHours(value)) }
    }
    AdminRow {
        label: qsTr("展台 Wi-Fi")
        AdminValue {
            text: KioskConfig.wifiName === "" ? qsTr("未设置")
                  : KioskConfig.wifiName + "  " + (KioskConfig.wifiPassword === "" ? qsTr("（开放网络）") : "••••••••")
        }
        GoldButton {
            implicitHeight: 60
            text: qsTr("设置")
            onClicked: root.keyboard.ask(qsTr("Wi-Fi 名字"), function(name) {
                if (name === "")
                    return root.told(KioskConfig.setWifi("", ""))
                root.keyboard.ask(qsTr("Wi-Fi 密码（开放网络留空）"), function(password) {
                    root.told(KioskConfig.setWifi(name, password))
                }, true, "")
            }, true, KioskConfig.wifiName)
        }
    }
    AdminRow {
        label: qsTr("API 密钥")
        AdminValue {
            id: keyText
            property bool shown: false
            font.pixelSize: 24
            font.family: "monospace"
            text: !KioskConfig.apiKeySet ? qsTr("未设置：接口只对本机开放")
                  : shown ? KioskConfig.apiKeyText() : qsTr("已设置")
        }
        GoldButton { implicitHeight: 60; text: qsTr("生成新密钥"); onClicked: { root.told(KioskConfig.newApiKey()); keyText.shown = true } }
        GoldButton { implicitHeight: 60; text: qsTr("清除"); enabled: KioskConfig.apiKeySet; onClicked: root.told(KioskConfig.setApiKey("")) }
    }
    Text {
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        color: TakeHome.problem === "" ? Theme.paleGold : "#ff9d7a"
        font.pixelSize: 24
        text: TakeHome.problem !== "" ? TakeHome.problem
              : TakeHome.serving ? qsTr("正在服务：%1（手机须在同一网络）").arg(TakeHome.address)
              : qsTr("未开启。")
    }
    GoldButton { text: qsTr("重新查找网络"); onClicked: TakeHome.refresh() }
}
