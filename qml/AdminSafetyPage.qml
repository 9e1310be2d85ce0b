import QtQuick
import QtQuick.Layouts
import Kaimen.Backend

// The operator's own blocked words (beside Kaimen's list, for input and output), the PIN, the
// way out of the kiosk, and switching the PC off at closing time.
ColumnLayout {
    id: root
    property var keyboard
    // Whether and how the PC may be switched off from here (tests give a stand-in).
    property var power: PowerControl
    // 关闭电脑 pressed once: pressed again within powerOffArmedMs, the PC switches off.
    property bool powerOffArmed: false
    property int powerOffArmedMs: 10000
    signal told(string message)
    signal changePin()
    signal quitRequested()
    // Under the kiosk service, which opens Kaimen again two seconds after it ends, the way out is
    // a restart: named so, with the way to switch the PC off (an operator at closing time).
    property bool runByService: false
    spacing: 18

    AdminWordList {
        Layout.fillWidth: true
        label: qsTr("额外屏蔽的词语")
        words: KioskConfig.extraBlockedWords
        keyboard: root.keyboard
        onEdited: function(words) { root.told(KioskConfig.setExtraBlockedWords(words)) }
    }
    Text {
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        color: Theme.paleGold
        font.pixelSize: 22
        text: qsTr("含这些词的心愿或上联不予书写，写出的春联含这些词时重写，绝不显示；每次拦截计入统计（已拦截 %1 次）。")
              .arg(CoupletService.statistics.blocked)
    }
    Flow {
        Layout.fillWidth: true
        spacing: 18
        GoldButton { text: qsTr("修改密码"); onClicked: root.changePin() }
        GoldButton {
            objectName: "quitButton"
            text: root.runByService ? qsTr("重新启动 Kaimen") : qsTr("退出 Kaimen")
            onClicked: root.quitRequested()
        }
        GoldButton {
            objectName: "powerOffButton"
            visible: root.power.canPowerOff
            text: root.powerOffArmed ? qsTr("确定关闭电脑") : qsTr("关闭电脑")
            onClicked: {
                if (root.powerOffArmed) {
                    root.powerOffArmed = false
                    root.power.powerOff()
                } else {
                    root.powerOffArmed = true
                }
            }
        }
        GoldButton {
            objectName: "powerOffCancel"
            visible: root.powerOffArmed && root.power.canPowerOff
            text: qsTr("取消")
            onClicked: root.powerOffArmed = false
        }
    }
    Timer {
        running: root.powerOffArmed
        interval: root.powerOffArmedMs
        onTriggered: root.powerOffArmed = false
    }
    // Shown again (the panel opened later), the page asks logind again: a policy may have changed.
    onVisibleChanged: {
        root.powerOffArmed = false
        if (visible)
            root.power.refresh()
    }
    Text {
        objectName: "powerNote"
        Layout.fillWidth: true
        visible: text !== ""
        wrapMode: Text.Wrap
        color: Theme.paleGold
        font.pixelSize: 22
        // Why there is no 关闭电脑 here, that the PC is switching off, or why it did not.
        text: root.powerOffArmed ? qsTr("再按一次“确定关闭电脑”，电脑就关机：Kaimen 先保存缓存和统计。")
                                 : root.power.note
    }
    Text {
        objectName: "serviceNote"
        Layout.fillWidth: true
        visible: root.runByService
        wrapMode: Text.Wrap
        color: Theme.paleGold
        font.pixelSize: 22
        text: root.power.canPowerOff
              ? qsTr("Kaimen 作为本机的展台服务运行，关闭后两秒自动重新打开。下班关机请按“关闭电脑”：Kaimen 会先保存缓存和统计。")
              : qsTr("Kaimen 作为本机的展台服务运行，关闭后两秒自动重新打开。下班关机请按电脑的电源键：Kaimen 会先保存缓存和统计。")
    }
}
