import QtQuick
import QtQuick.Layouts
import Kaimen.Backend

// The operator's own blocked words (beside Kaimen's list, for input and output), the PIN, and
// the way out of the kiosk.
ColumnLayout {
    id: root
    property var keyboard
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
    }
    Text {
        objectName: "serviceNote"
        Layout.fillWidth: true
        visible: root.runByService
        wrapMode: Text.Wrap
        color: Theme.paleGold
        font.pixelSize: 22
        text: qsTr("Kaimen 作为本机的展台服务运行，关闭后两秒自动重新打开。下班关机请按电脑的电源键：Kaimen 会先保存缓存和统计。")
    }
}
