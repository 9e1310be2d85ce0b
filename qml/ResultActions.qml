import QtQuick
import Kaimen.Backend

// What a visitor can do with a finished couplet.
Row {
    id: root
    signal another()
    signal save()
    signal restart()
    signal print()
    property bool busy: false
    spacing: 24
    GoldButton { text: qsTr("换一副"); enabled: !root.busy; onClicked: root.another() }
    GoldButton { text: qsTr("保存"); enabled: !root.busy; onClicked: root.save() }
    GoldButton { text: CoupletPrinter.busy ? qsTr("打印中…") : qsTr("打印"); enabled: !root.busy && !CoupletPrinter.busy; onClicked: root.print() }
    GoldButton { text: qsTr("再写一副"); onClicked: root.restart() }
}
