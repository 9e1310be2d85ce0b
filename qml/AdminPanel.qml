import QtQuick
import QtQuick.Layouts
import Kaimen.Backend

// The booth operator's panel, behind the PIN. The first start asks for a PIN to be set (AdminPin
// leads the pad). Every setting is on one of its pages and changed by touch alone.
Rectangle {
    id: root
    signal closed()
    // The way out (退出 Kaimen; 重新启动 Kaimen under the service), pressed on the open panel.
    signal quitRequested()
    // The kiosk service starts Kaimen again after it ends (Main.runByService).
    property bool runByService: false
    readonly property bool open: AdminPin.stage === AdminPin.Open
    readonly property var tabs: ["overview", "model", "booth", "printing", "network", "safety", "about"]
    property string tab: "overview"
    property string note: ""
    color: "#f0180604"
    Component.onCompleted: AdminPin.shut()

    function reset() {
        AdminPin.shut()
        tab = "overview"
        note = ""
        pad.clear()
        entry.visible = false
    }
    function tabName(key) {
        return key === "overview" ? qsTr("概况") : key === "model" ? qsTr("模型")
             : key === "booth" ? qsTr("展台") : key === "printing" ? qsTr("打印")
             : key === "network" ? qsTr("网络") : key === "safety" ? qsTr("安全") : qsTr("关于")
    }

    MouseArea { anchors.fill: parent }  // the kiosk behind the panel takes no touches

    PinPad {
        id: pad
        anchors.centerIn: parent
        visible: !root.open
        key: Math.min(96, root.height / 11)
        locked: AdminPin.secondsLocked > 0
        title: Shown.retranslated(AdminPin.padTitle)
        note: Shown.retranslated(AdminPin.padNote)
        onEntered: function(pin) { AdminPin.enter(pin); pad.clear() }
    }
    // What the pad said last ("密码已保存") stays under the panel it opened.
    Connections {
        target: AdminPin
        function onStageChanged() { root.note = AdminPin.padNote }
    }
    GoldButton {
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: 32
        visible: AdminPin.stage === AdminPin.EnterPin || AdminPin.stage === AdminPin.ChangePin
        text: AdminPin.stage === AdminPin.ChangePin ? qsTr("取消") : qsTr("返回展台")
        onClicked: {
            if (AdminPin.stage === AdminPin.ChangePin) {
                AdminPin.cancelChange()
            } else {
                root.reset()
                root.closed()
            }
        }
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Math.min(root.width, root.height) * 0.04
        visible: root.open
        spacing: 20

        Flow {
            Layout.fillWidth: true
            spacing: 14
            Text { text: qsTr("管理面板"); color: Theme.gold; font.family: Theme.brushFont; font.pixelSize: 52; rightPadding: 24 }
            Repeater {
                model: root.tabs
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
                currentIndex: root.tabs.indexOf(root.tab)
                AdminOverview {}
                AdminModelPage { keyboard: entry; onTold: function(message) { root.note = message } }
                AdminBoothPage { keyboard: entry; onTold: function(message) { root.note = message } }
                AdminPrintPage { onTold: function(message) { root.note = message } }
                AdminNetworkPage { keyboard: entry; onTold: function(message) { root.note = message } }
                AdminSafetyPage {
                    keyboard: entry
                    onTold: function(message) { root.note = message }
                    onChangePin: { AdminPin.startChange(); pad.clear() }
                    runByService: root.runByService
                    onQuitRequested: root.quitRequested()
                }
                AdminAboutPage {}
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
