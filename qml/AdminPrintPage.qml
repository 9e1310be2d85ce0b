import QtQuick
import QtQuick.Layouts
import Kaimen.Backend

// Where 打印 sends the poster, on which paper, in which ink; and a test page.
ColumnLayout {
    id: root
    signal told(string message)
    spacing: 14

    AdminChoice {
        label: qsTr("打印机")
        values: [""].concat(CoupletPrinter.printers).concat(["pdf"])
        current: KioskConfig.printer
        textFor: function(v) { return v === "" ? qsTr("系统默认") : v === "pdf" ? qsTr("存为 PDF 文件") : v }
        onChosen: function(value) { root.told(KioskConfig.setPrinter(value)) }
    }
    AdminChoice {
        label: qsTr("纸张")
        values: KioskConfig.papers
        current: KioskConfig.paper
        onChosen: function(value) { root.told(KioskConfig.setPaper(value)) }
    }
    AdminChoice {
        label: qsTr("墨色")
        values: KioskConfig.inks
        current: KioskConfig.ink
        textFor: function(v) { return v === "gold" ? qsTr("金字") : qsTr("黑字") }
        onChosen: function(value) { root.told(KioskConfig.setInk(value)) }
    }
    Text {
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        color: Theme.paleGold
        font.pixelSize: 22
        text: CoupletPrinter.printerNote
        visible: text !== ""
    }
    // A printer just plugged in shows at once, not at the next look.
    Component.onCompleted: CoupletPrinter.lookUpPrinters()
    GoldButton {
        text: qsTr("打印测试页")
        enabled: !CoupletPrinter.busy && CoupletPrinter.canPrint
        onClicked: CoupletPrinter.print("春回大地千山秀", "福满人间万户欢", "万象更新")
    }
    Connections {
        target: CoupletPrinter
        function onFinished(ok, message) { root.told(message) }
    }
}
