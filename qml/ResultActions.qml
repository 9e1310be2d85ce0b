import QtQuick
import Kaimen.Backend

// What a visitor can do with a finished couplet.
Row {
    id: root
    signal another()
    signal save()
    signal restart()
    property bool busy: false
    spacing: 24
    GoldButton { text: qsTr("换一副"); enabled: !root.busy; onClicked: root.another() }
    GoldButton { text: qsTr("保存"); enabled: !root.busy; onClicked: root.save() }
    // Printing arrives with the admin issue's printing backend.
    GoldButton { text: qsTr("打印（即将开放）"); enabled: false }
    GoldButton { text: qsTr("再写一副"); onClicked: root.restart() }
}
