import QtQuick
import QtQuick.Layouts
import Kaimen.Backend

// The booth operator's panel, behind the PIN. The first start asks for a PIN to be set. Every
// setting is on one of its pages and changed by touch alone.
Rectangle {
    id: root
    signal closed()
    // 退出 Kaimen, pressed on the open panel.
    signal quitRequested()
    // setPin | enterPin | changePin | open
    property string page: AdminPin.isSet ? "enterPin" : "setPin"
    // overview | model | booth | printing | safety
    property string tab: "overview"
    property string note: ""
    color: "#f0180604"

    function reset() {
        page = AdminPin.isSet ? "enterPin" : "setPin"
        tab = "overview"
        note = ""
        pad.clear()
        entry.visible = false
    }
    function tabName(key) {
        return key === "overview" ? qsTr("概况") : key === "model" ? qsTr("模型")
             : key === "booth" ? qsTr("展台") : key === "printing" ? qsTr("打印") : qsTr("安全")
    }

    MouseArea { anchors.fill: parent }  // the kiosk behind the panel takes no touches

    PinPad {
        id: pad
        anchors.centerIn: parent
        visible: root.page !== "open"
        key: Math.min(96, root.height / 11)
        locked: AdminPin.secondsLocked > 0
        title: root.page === "setPin" ? qsTr("首次使用：请设置管理员密码（4–12 位数字）")
             : root.page === "changePin" ? qsTr("请输入新密码（4–12 位数字）") : qsTr("请输入管理员密码")
        note: AdminPin.secondsLocked > 0 ? qsTr("密码错误次数过多，请 %1 秒后再试").arg(AdminPin.secondsLocked) : root.note
        onEntered: function(pin) {
            if (root.page === "setPin" || root.page === "changePin") {
                const problem = root.page === "setPin" ? AdminPin.change("", pin) : AdminPin.changeWhileOpen(pin)
                root.note = problem === "" ? qsTr("密码已保存") : problem
                if (problem === "")
                    root.page = "open"
            } else if (AdminPin.verify(pin)) {
                root.note = ""
                root.page = "open"
            } else {
                root.note = qsTr("密码不对")
            }
            pad.clear()
        }
    }
    // Counts the lockout down on screen.
    Timer { interval: 1000; repeat: true; running: root.visible && AdminPin.secondsLocked > 0; onTriggered: AdminPin.changed() }
    GoldButton {
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: 32
        visible: root.page !== "open" && root.page !== "setPin"
        text: root.page === "changePin" ? qsTr("取消") : qsTr("返回展台")
        onClicked: {
            if (root.page === "changePin") {
                root.page = "open"
                root.note = ""
            } else {
                root.reset()
                root.closed()
            }
        }
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Math.min(root.width, root.height) * 0.04
        visible: root.page === "open"
        spacing: 20

        Flow {
            Layout.fillWidth: true
            spacing: 14
            Text { text: qsTr("管理面板"); color: Theme.gold; font.family: Theme.brushFont; font.pixelSize: 52; rightPadding: 24 }
            Repeater {
                model: ["overview", "model", "booth", "printing", "safety"]
                GoldButton {
                    required property string modelData
                    implicitHeight: 64
                    text: root.tabName(modelData)
                    selected: root.tab === modelData
                    onClicked: { root.tab = modelData; root.note = "" }
                }
            }
            GoldButton { implicitHeight: 64; text: qsTr("返回展台"); onClicked: { root.reset(); root.closed() } }
        }
        Flickable {
            Layout.fillWidth: true
            Layout.fillHeight: true
            contentHeight: pages.implicitHeight
            clip: true
            StackLayout {
                id: pages
                width: parent.width
                currentIndex: ["overview", "model", "booth", "printing", "safety"].indexOf(root.tab)
                AdminOverview {}
                AdminModelPage { keyboard: entry; onTold: function(message) { root.note = message } }
                AdminBoothPage { keyboard: entry; onTold: function(message) { root.note = message } }
                AdminPrintPage { onTold: function(message) { root.note = message } }
                AdminSafetyPage {
                    keyboard: entry
                    onTold: function(message) { root.note = message }
                    onChangePin: { root.page = "changePin"; root.note = ""; pad.clear() }
                    onQuitRequested: root.quitRequested()
                }
            }
        }
        Text {
            text: root.note
            visible: text !== ""
            color: Theme.paleGold
            font.pixelSize: 26
            Layout.fillWidth: true
            wrapMode: Text.Wrap
        }
    }
    AdminTextEntry { id: entry; anchors.fill: parent }
}
