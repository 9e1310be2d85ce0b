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
        GoldButton { text: qsTr("退出 Kaimen"); onClicked: root.quitRequested() }
    }
}
