import QtQuick
import QtQuick.Layouts

// The booth's wish tiles, eight to a page, with 上页 / 下页 beside them, or below them where the
// screen is too narrow for both in one row (a portrait screen). A touched tile is picked().
GridLayout {
    id: root
    signal picked(string word)
    required property var presets
    // The width the tiles and their pagers may take.
    property real room: 1400
    property bool tilesEnabled: true
    property int page: 0
    readonly property int perPage: 8
    readonly property int pages: Math.ceil(presets.length / perPage)
    readonly property bool pagersBeside: tiles.implicitWidth + 2 * (previousPage.implicitWidth + columnSpacing) <= room
    columns: pagersBeside ? 3 : 2
    columnSpacing: 18
    rowSpacing: 18

    // 上页 (step -1) or 下页 (step 1) through the tiles.
    component PageButton: GoldButton {
        property int step: 1
        text: step < 0 ? qsTr("上页") : qsTr("下页")
        visible: root.pages > 1
        enabled: step < 0 ? root.page > 0 : root.page < root.pages - 1
        onClicked: root.page += step
    }

    PageButton {
        id: previousPage
        step: -1
        Layout.row: root.pagersBeside ? 0 : 1
        Layout.column: 0
        Layout.alignment: root.pagersBeside ? Qt.AlignVCenter : Qt.AlignRight
    }
    Grid {
        id: tiles
        Layout.row: 0
        Layout.column: root.pagersBeside ? 1 : 0
        Layout.columnSpan: root.pagersBeside ? 1 : 2
        Layout.alignment: Qt.AlignHCenter
        columns: 4
        spacing: 18
        Repeater {
            model: root.presets.slice(root.page * root.perPage, (root.page + 1) * root.perPage)
            WishTile {
                required property string modelData
                // Shown in the visitor's script (飛躍 in Traditional Chinese); sent as stored.
                word: modelData
                // Narrower tiles where four at full width do not fit the screen.
                implicitWidth: Math.min(wordHeight * 2.6, (root.room - 3 * tiles.spacing) / 4)
                enabled: root.tilesEnabled
                onClicked: root.picked(modelData)
            }
        }
    }
    PageButton {
        step: 1
        Layout.row: root.pagersBeside ? 0 : 1
        Layout.column: root.pagersBeside ? 2 : 1
        Layout.alignment: root.pagersBeside ? Qt.AlignVCenter : Qt.AlignLeft
    }
}
