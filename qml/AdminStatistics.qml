import QtQuick
import QtQuick.Layouts
import Kaimen.Backend

// The operator's numbers: couplets, cache hits, refusals, errors, the wishes asked most, and
// couplets and latency per hour (the last 24 hours as a chart), with a CSV export.
ColumnLayout {
    id: root
    readonly property var stats: CoupletService.statistics
    readonly property var recent: stats.hourly.slice(-24)
    readonly property int busiest: Math.max(1, ...recent.map(function(h) { return h.count }))
    readonly property real slowest: Math.max(1, ...recent.map(function(h) { return h.p95 }))
    property string note: ""
    spacing: 12

    Text {
        Layout.fillWidth: true
        wrapMode: Text.Wrap
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
        text: qsTr("最常写的心愿：") + (root.stats.topWishes.length ? Shown.text(root.stats.topWishes.join("、")) : qsTr("（还没有）"))
    }
    // The last 24 hours: couplets per hour as bars (left scale), latency p50 and p95 as lines
    // (right scale, milliseconds).
    Text {
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        color: Theme.paleGold
        font.pixelSize: 22
        text: root.recent.length === 0 ? qsTr("还没有按小时的数据。")
                                       : qsTr("每小时：金色柱＝春联数（最多 %1）· 白线＝p50 · 红线＝p95（最高 %2 ms）")
                                             .arg(root.busiest).arg(Math.round(root.slowest))
    }
    Canvas {
        id: chart
        Layout.fillWidth: true
        Layout.preferredHeight: 180
        visible: root.recent.length > 0
        onPaint: {
            const ctx = getContext("2d")
            ctx.reset()
            const n = root.recent.length
            if (n === 0)
                return
            const w = width / Math.max(n, 12), h = height - 24
            ctx.font = "14px sans-serif"
            for (let i = 0; i < n; ++i) {
                const hour = root.recent[i]
                const bar = h * hour.count / root.busiest
                ctx.fillStyle = Theme.gold
                ctx.fillRect(i * w + w * 0.15, h - bar, w * 0.7, bar)
                ctx.fillStyle = Theme.paleGold
                ctx.fillText(hour.hour.substring(11, 13), i * w + w * 0.3, height - 4)
            }
            for (const [key, colour] of [["p50", "#ffffff"], ["p95", "#ff6a4d"]]) {
                ctx.strokeStyle = colour
                ctx.lineWidth = 3
                ctx.beginPath()
                for (let i = 0; i < n; ++i) {
                    const y = h - h * root.recent[i][key] / root.slowest
                    if (i === 0)
                        ctx.moveTo(i * w + w / 2, y)
                    else
                        ctx.lineTo(i * w + w / 2, y)
                }
                ctx.stroke()
                ctx.fillStyle = colour  // a mark per hour, so that a single hour shows too
                for (let i = 0; i < n; ++i)
                    ctx.fillRect(i * w + w / 2 - 5, h - h * root.recent[i][key] / root.slowest - 5, 10, 10)
            }
        }
        Connections {
            target: root.stats
            function onChanged() { chart.requestPaint() }
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
        Text { text: root.note; color: Theme.paleGold; font.pixelSize: 22; Layout.fillWidth: true; wrapMode: Text.WrapAnywhere }
    }
}
