import QtQuick
import QtQuick.Layouts
import Kaimen.Backend

// The booth operator's panel, behind the PIN. The first start asks for a PIN to be set.
Rectangle {
    id: root
    signal closed()
    // setPin | enterPin | changePin | open
    property string page: AdminPin.isSet ? "enterPin" : "setPin"
    property string note: ""
    color: "#f0180604"

    function reset() {
        page = AdminPin.isSet ? "enterPin" : "setPin"
        note = ""
        pad.clear()
    }

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

    ColumnLayout {
        anchors.centerIn: parent
        width: Math.min(root.width * 0.85, 1200)
        visible: root.page === "open"
        spacing: 22

        Text { text: qsTr("管理面板"); color: Theme.gold; font.family: Theme.brushFont; font.pixelSize: 56 }
        Text {
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            color: Theme.paleGold
            font.pixelSize: 26
            text: qsTr("模型：") + CoupletService.statusText
                  + (KioskConfig.warnings.length > 0 ? "\n" + qsTr("设置文件的问题：") + "\n" + KioskConfig.warnings.join("\n") : "")
        }
        AdminStatistics { Layout.fillWidth: true }
        RowLayout {
            spacing: 18
            Text { text: qsTr("无人操作返回首页（秒）：") + KioskConfig.idleSeconds; color: Theme.gold; font.pixelSize: 30 }
            GoldButton { text: "−30"; onClicked: root.note = KioskConfig.setIdleSeconds(KioskConfig.idleSeconds - 30) }
            GoldButton { text: "+30"; onClicked: root.note = KioskConfig.setIdleSeconds(KioskConfig.idleSeconds + 30) }
        }
        RowLayout {
            spacing: 18
            Text { text: qsTr("悬挂方式："); color: Theme.gold; font.pixelSize: 30 }
            GoldButton { text: qsTr("上联在右"); selected: KioskConfig.upperOnRight; onClicked: root.note = KioskConfig.setUpperOnRight(true) }
            GoldButton { text: qsTr("上联在左"); selected: !KioskConfig.upperOnRight; onClicked: root.note = KioskConfig.setUpperOnRight(false) }
        }
        RowLayout {
            spacing: 18
            Repeater {
                model: [{code: "zh_CN", name: "简体中文"}, {code: "zh_TW", name: "繁體中文"}, {code: "en", name: "English"}]
                GoldButton {
                    required property var modelData
                    text: modelData.name
                    selected: Language.code === modelData.code
                    onClicked: root.note = KioskConfig.setLanguage(modelData.code) === "" && Language.setLanguage(modelData.code)
                                           ? "" : qsTr("语言没有切换成功")
                }
            }
        }
        RowLayout {
            spacing: 18
            GoldButton { text: qsTr("修改密码"); onClicked: { root.page = "changePin"; root.note = ""; pad.clear() } }
        }
        Text { text: root.note; visible: text !== ""; color: Theme.paleGold; font.pixelSize: 26; Layout.fillWidth: true; wrapMode: Text.Wrap }
        RowLayout {
            spacing: 18
            GoldButton { text: qsTr("返回展台"); onClicked: { root.reset(); root.closed() } }
            GoldButton { text: qsTr("退出 Kaimen"); onClicked: Qt.quit() }
        }
    }
}
