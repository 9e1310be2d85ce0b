import QtQuick
import QtQuick.Layouts
import Kaimen.Backend

// The operator's numbers: couplets, cache hits, refusals, errors, the wishes asked most, and
// couplets and latency per hour (the last 24 hours as bars), with a CSV export.
ColumnLayout {
    id: root
    readonly property var stats: CoupletService.statistics
    readonly property var recent: stats.hourly.slice(-24)
    readonly property int busiest: Math.max(1, ...recent.map(function(h) { return h.count }))
    property string note: ""
    spacing: 12

    Text {
        color: Theme.gold
        font.pixelSize: 28
        text: qsTr("已写春联 %1 副 · 缓存命中 %2% · 拦截 %3 次 · 出错 %4 次")
              .arg(root.stats.generations).arg(Math.round(root.stats.cacheHitRate * 100))
              .arg(root.stats.blocked).arg(root.stats.errors)
    }
    Text {
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        color: Theme.paleGold
        font.pixelSize: 24
        text: qsTr("最常写的心愿：") + (root.stats.topWishes.length ? root.stats.topWishes.join("、") : qsTr("（还没有）"))
    }
    // Couplets per hour; each bar says its hour's p50 latency.
    Row {
        Layout.preferredHeight: 140
        spacing: 6
        Repeater {
            model: root.recent
            Column {
                required property var modelData
                spacing: 2
                anchors.bottom: parent ? parent.bottom : undefined
                Text { text: Math.round(modelData.p50) + "ms"; color: Theme.paleGold; font.pixelSize: 12 }
                Rectangle {
                    width: 34
                    height: 100 * modelData.count / root.busiest
                    color: Theme.gold
                }
                Text { text: modelData.hour.substring(11, 13); color: Theme.paleGold; font.pixelSize: 14 }
            }
        }
    }
    RowLayout {
        spacing: 18
        GoldButton {
            text: qsTr("导出 CSV")
            onClicked: {
                const path = CoupletService.exportPath()
                const problem = root.stats.exportCsv(path)
                root.note = problem === "" ? qsTr("已导出：") + path : problem
            }
        }
        Text { text: root.note; color: Theme.paleGold; font.pixelSize: 22 }
    }
}
