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
    // The four share the width they are given: on a narrow screen (720 px, English words) each is
    // narrower and its word smaller, none past the screen's edge.
    property real availableWidth: 1e6
    readonly property real widest: (availableWidth - 3 * spacing) / 4
    spacing: Math.min(24, availableWidth * 0.02)
    GoldButton { width: Math.min(implicitWidth, root.widest); text: qsTr("换一副"); enabled: !root.busy; onClicked: root.another() }
    GoldButton { width: Math.min(implicitWidth, root.widest); text: qsTr("保存"); enabled: !root.busy; onClicked: root.save() }
    GoldButton {
        width: Math.min(implicitWidth, root.widest)
        text: CoupletPrinter.printing ? qsTr("打印中…") : qsTr("打印")
        // Only where it can print: no printer, or the operator's switched off, and there is no
        // button to press in vain.
        visible: CoupletPrinter.canPrint || CoupletPrinter.printing
        enabled: !root.busy && !CoupletPrinter.busy
        onClicked: root.print()
    }
    GoldButton { width: Math.min(implicitWidth, root.widest); text: qsTr("再写一副"); onClicked: root.restart() }
}
