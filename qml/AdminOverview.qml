import QtQuick
import QtQuick.Layouts
import Kaimen.Backend

// The first admin page: which model writes on which device (or why not the GPU), what was
// wrong with the settings files, and the statistics.
ColumnLayout {
    spacing: 18
    Text {
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        color: Theme.paleGold
        font.pixelSize: 26
        text: qsTr("模型：") + CoupletService.statusText
              + (CoupletService.reloading ? "\n" + qsTr("正在按新设置载入模型，其间照常接待访客…") : "")
    }
    Text {
        Layout.fillWidth: true
        visible: KioskConfig.warnings.length > 0
        wrapMode: Text.Wrap
        color: Theme.paleGold
        font.pixelSize: 22
        text: qsTr("设置文件的问题：") + "\n" + KioskConfig.warnings.join("\n")
    }
    Text {
        Layout.fillWidth: true
        visible: CoupletService.notices.length > 0
        wrapMode: Text.Wrap
        color: Theme.paleGold
        font.pixelSize: 22
        text: qsTr("需要留意：") + "\n" + CoupletService.notices.slice(0, 5).join("\n")
    }
    AdminStatistics { Layout.fillWidth: true }
}
